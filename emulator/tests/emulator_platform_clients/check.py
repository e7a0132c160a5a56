"""Drives the emulated platform with the official Python API client (PyPI crowdin-api-client),
unchanged, pointed at the emulator by configuration only. Prints one JSON object with what it saw.

Usage: check.py HOST:PORT USER_TOKEN AGENT_TOKEN DOMAIN PROJECT_ID ENTERPRISE_PROJECT_ID STEP_ID
"""
import json
import sys

from crowdin_api import CrowdinClient

host, token, agent, domain, project, ent_project, step = sys.argv[1:8]
project, ent_project, step = int(project), int(ent_project), int(step)
out = {}

# Standard base: the client builds "{http_protocol}://{base_url}".
std = CrowdinClient(token=token, base_url=f"{host}/api/v2/", http_protocol="http", max_retries=1)
out["projects"] = [d["data"]["id"] for d in std.projects.list_projects()["data"]]
out["user"] = std.users.get_authenticated_user()["data"]["username"]

croql = 'identifier contains "list.item" and count of translations where (language = @language:"de") > 0'
page = std.source_strings.list_strings(projectId=project, croql=croql, limit=10, offset=5)
out["page"] = {"ids": [d["data"]["id"] for d in page["data"]], "pagination": page["pagination"]}
everything = std.source_strings.with_fetch_all().list_strings(projectId=project, croql=croql)
out["fetch_all"] = [d["data"]["id"] for d in everything["data"]]
everything = std.source_strings.with_fetch_all().list_strings(projectId=project)
out["fetch_all_plain_count"] = len(everything["data"])
tr = std.string_translations.list_language_translations(
    languageId="de", projectId=project, croql='plural form = "other"')
out["translations"] = [d["data"]["stringId"] for d in tr["data"]]
terms = std.glossaries.list_terms(glossaryId=1, croql='status = "not_recommended" or status = "obsolete"')
out["terms"] = [d["data"]["id"] for d in terms["data"]]
segments = std.translation_memory.list_tm_segments(tmId=1, limit=5, offset=25)
out["segments"] = {"ids": [d["data"]["id"] for d in segments["data"]], "pagination": segments["pagination"]}
try:
    std.source_strings.list_strings(projectId=project, croql="foo = 1")
    out["croql_error"] = None
except Exception as e:  # the client's ValidationError
    out["croql_error"] = {"type": type(e).__name__, "http_status": e.http_status,
                          "body": json.loads(e.context)}

# Enterprise base by URL: "{host}/enterprise/{domain}/api/v2/".
ent = CrowdinClient(token=agent, base_url=f"{host}/enterprise/{domain}/api/v2/", http_protocol="http",
                    max_retries=1)
out["enterprise_projects"] = [d["data"]["id"] for d in ent.projects.list_projects()["data"]]
requester = ent.get_api_requestor()  # the client has no method for the internal status endpoint
path = f"projects/{ent_project}/workflow-steps/{step}/languages/de/status"
before = requester.request(method="get", path=path, params={"status": "NEED_PROCESS", "limit": 500})
out["need_process_before"] = [d["data"]["stringId"] for d in before["data"]]
patched = requester.request(method="patch", path=path,
                            request_data=[{"op": "replace", "path": "/104/output", "value": "translated"}])
out["patched"] = [d["data"] for d in patched["data"]]
after = requester.request(method="get", path=path, params={"status": "NEED_PROCESS", "limit": 500})
out["need_process_after"] = [d["data"]["stringId"] for d in after["data"]]

# Enterprise the client's own way: organization=… makes "{http_protocol}://{domain}.{base_url}";
# `{domain}.localhost` does not resolve here, so requests reaches the emulator as an HTTP proxy,
# which routes by the Host header.
org = CrowdinClient(token=agent, organization=domain, base_url=f"localhost:{host.rsplit(':', 1)[1]}/api/v2/",
                    http_protocol="http", max_retries=1,
                    extended_request_params={"proxies": {"http": f"http://{host}"}})
out["organization_url"] = org.url
out["organization_projects"] = [d["data"]["id"] for d in org.projects.list_projects()["data"]]

print(json.dumps(out))
