// Drives the emulated platform with the official JavaScript API client
// (npm @crowdin/crowdin-api-client), unchanged, pointed at the emulator by `baseUrl` only.
// Prints one JSON object with what it saw.
//
// Usage: node check.js CLIENT_MODULE_DIR API_BASE ENTERPRISE_API_BASE USER_TOKEN AGENT_TOKEN
//                      PROJECT_ID ENTERPRISE_PROJECT_ID STEP_ID
'use strict';

const [moduleDir, apiBase, entBase, token, agent, project, entProject, step] = process.argv.slice(2);
const Crowdin = require(moduleDir).default;

async function main() {
  const out = {};
  const std = new Crowdin({ token, baseUrl: apiBase });
  out.projects = (await std.projectsGroupsApi.listProjects()).data.map((d) => d.data.id);
  out.user = (await std.usersApi.getAuthenticatedUser()).data.username;

  const croql = 'identifier contains "list.item" and count of translations where (language = @language:"de") > 0';
  const page = await std.sourceStringsApi.listProjectStrings(Number(project), { croql, limit: 10, offset: 5 });
  out.page = { ids: page.data.map((d) => d.data.id), pagination: page.pagination };
  const all = await std.sourceStringsApi.withFetchAll().listProjectStrings(Number(project), { croql });
  out.fetchAll = all.data.map((d) => d.data.id);
  const allPlain = await std.sourceStringsApi.withFetchAll().listProjectStrings(Number(project));
  out.fetchAllPlainCount = allPlain.data.length;
  const tr = await std.stringTranslationsApi.listLanguageTranslations(Number(project), 'de', {
    croql: 'plural form = "other"',
  });
  out.translations = tr.data.map((d) => d.data.stringId);
  const segs = await std.translationMemoryApi.listTmSegments(1, {
    croql: 'count of records where (usageCount > 0) > 0',
    limit: 5,
    offset: 20,
  });
  out.segments = { ids: segs.data.map((d) => d.data.id), pagination: segs.pagination };
  const terms = await std.glossariesApi.listTerms(1, { croql: 'language = @language:"de"' });
  out.terms = terms.data.map((d) => d.data.id);
  try {
    await std.sourceStringsApi.listProjectStrings(Number(project), { croql: 'foo = 1' });
    out.croqlError = null;
  } catch (e) {
    out.croqlError = { name: e.constructor.name, code: e.code, message: e.message, validationCodes: e.validationCodes };
  }

  const ent = new Crowdin({ token: agent, baseUrl: entBase });
  out.enterpriseProjects = (await ent.projectsGroupsApi.listProjects()).data.map((d) => d.data.id);
  const before = await ent.workflowsApi.getWorkflowStepStringStatus(Number(entProject), Number(step), 'de', {
    limit: 2,
    offset: 1,
  });
  out.statusPage = { items: before.data.map((d) => d.data), pagination: before.pagination };
  const allStatus = await ent.workflowsApi
    .withFetchAll()
    .getWorkflowStepStringStatus(Number(entProject), Number(step), 'de');
  out.statusAll = allStatus.data.map((d) => [d.data.stringId, d.data.status]);
  const patched = await ent.workflowsApi.updateWorkflowStepStringStatus(Number(entProject), Number(step), 'de', [
    { op: 'replace', path: '/105/output', value: 'untranslated' },
  ]);
  out.patched = patched.data.map((d) => d.data);
  try {
    await ent.workflowsApi.updateWorkflowStepStringStatus(Number(entProject), Number(step), 'de', [
      { op: 'replace', path: '/105/output', value: 'no-such-port' },
    ]);
    out.patchError = null;
  } catch (e) {
    out.patchError = { name: e.constructor.name, code: e.code };
  }
  try {
    await new Crowdin({ token, baseUrl: entBase }).projectsGroupsApi.listProjects();
    out.spaceError = null;
  } catch (e) {
    out.spaceError = { name: e.constructor.name, code: e.code, message: e.message };
  }
  console.log(JSON.stringify(out));
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
