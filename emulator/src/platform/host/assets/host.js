// The locforge platform emulator's host page: the platform's side of the `AP` protocol with the
// app's iframe. The protocol is written down in emulator/src/platform/host/mod.rs.
// No inline script: this file is served same-origin and configured by the page's data-* attributes.
(function (root) {
  "use strict";

  var TYPE = "locforge-ap";
  var has = function (o, k) {
    return Object.prototype.hasOwnProperty.call(o, k);
  };

  // The message's data when the host may take it: sent by the app's iframe window, from exactly
  // the app's origin, shaped as a request (`method`) or a reply (`result` or `error`) with an
  // integer id. Anything else: null (ignored, never answered).
  function acceptMessage(event, appOrigin, frameWindow) {
    if (!event || typeof appOrigin !== "string" || appOrigin === "") return null;
    if (event.origin !== appOrigin) return null;
    if (!frameWindow || event.source !== frameWindow) return null;
    var d = event.data;
    if (!d || typeof d !== "object" || Array.isArray(d)) return null;
    if (d.type !== TYPE || typeof d.id !== "number" || !Number.isInteger(d.id)) return null;
    var isRequest = typeof d.method === "string";
    var isReply = has(d, "result") || typeof d.error === "string";
    if (isRequest === isReply) return null;
    return d;
  }

  root.locforgeHost = { TYPE: TYPE, acceptMessage: acceptMessage };
  if (typeof document === "undefined") return;

  function start() {
    var host = document.getElementById("host");
    var frame = document.getElementById("app-frame");
    if (!host || !frame) return;
    var ds = host.dataset;
    var cfg = {
      appOrigin: ds.appOrigin,
      tokenUrl: ds.tokenUrl,
      settingsUrl: ds.settingsUrl,
      project: Number(ds.project),
      user: Number(ds.user),
      step: ds.step ? Number(ds.step) : null,
      kind: ds.kind
    };
    var status = document.getElementById("status");
    var pending = {};
    var nextId = 1;

    function show(text, kind) {
      if (!status) return;
      status.textContent = text;
      status.className = kind || "";
    }

    function send(message) {
      if (frame.contentWindow) frame.contentWindow.postMessage(message, cfg.appOrigin);
    }

    function reply(id, result, error) {
      var m = { type: TYPE, id: id };
      if (error !== undefined) m.error = String(error);
      else m.result = result === undefined ? null : result;
      send(m);
    }

    function postJson(url, body) {
      return fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin"
      }).then(function (r) {
        return r.json().catch(function () {
          return {};
        }).then(function (v) {
          if (!r.ok) {
            throw new Error(v && v.error && v.error.message ? v.error.message : "HTTP " + r.status);
          }
          return v;
        });
      });
    }

    function save(settings) {
      return postJson(cfg.settingsUrl, {
        project: cfg.project,
        user: cfg.user,
        step: cfg.step,
        settings: settings
      }).then(function (v) {
        show("Settings saved: the app answered HTTP " + v.status + ".", "ok");
        return v;
      });
    }

    function ask(method, timeoutMs) {
      return new Promise(function (resolve, reject) {
        var id = nextId++;
        var timer = setTimeout(function () {
          delete pending[id];
          reject(new Error("The app's page did not answer " + method + "."));
        }, timeoutMs);
        pending[id] = { resolve: resolve, reject: reject, timer: timer };
        send({ type: TYPE, id: id, method: method });
      });
    }

    var handlers = {
      getJwtToken: function () {
        return postJson(cfg.tokenUrl, { project: cfg.project, user: cfg.user }).then(function (v) {
          return v.jwtToken;
        });
      },
      formDataUpdated: function (params) {
        if (cfg.kind !== "workflow-step") {
          return Promise.reject(new Error("formDataUpdated is for workflow step settings only"));
        }
        var s = params && params.settings;
        if (!s || typeof s !== "object" || Array.isArray(s)) {
          return Promise.reject(new Error("params.settings must be an object"));
        }
        return save(s);
      }
    };

    window.addEventListener("message", function (event) {
      var d = acceptMessage(event, cfg.appOrigin, frame.contentWindow);
      if (!d) return;
      if (typeof d.method === "string") {
        var handler = has(handlers, d.method) ? handlers[d.method] : null;
        if (!handler) {
          reply(d.id, undefined, "unknown method " + d.method);
          return;
        }
        handler(d.params).then(
          function (r) {
            reply(d.id, r);
          },
          function (e) {
            show(e.message, "error");
            reply(d.id, undefined, e.message);
          }
        );
        return;
      }
      var p = has(pending, d.id) ? pending[d.id] : null;
      if (!p) return;
      delete pending[d.id];
      clearTimeout(p.timer);
      if (typeof d.error === "string") p.reject(new Error(d.error));
      else p.resolve(d.result);
    });

    var accessForm = document.getElementById("access-form");
    if (accessForm) {
      accessForm.addEventListener("submit", function (event) {
        event.preventDefault();
        var out = document.getElementById("access-status");
        var category = document.getElementById("access-category").value;
        var users = document
          .getElementById("access-users")
          .value.split(",")
          .map(function (u) {
            return u.trim();
          })
          .filter(function (u) {
            return u !== "";
          })
          .map(Number);
        fetch(ds.accessUrl, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            organizationId: Number(ds.organization),
            category: category,
            users: users
          }),
          credentials: "same-origin"
        })
          .then(function (r) {
            return r.json().catch(function () {
              return {};
            }).then(function (v) {
              if (!r.ok) {
                throw new Error(v && v.error && v.error.message ? v.error.message : "HTTP " + r.status);
              }
              window.location.reload();
            });
          })
          .catch(function (e) {
            if (out) {
              out.textContent = e.message;
              out.className = "error";
            }
          });
      });
    }

    var button = document.getElementById("save");
    if (button) {
      button.addEventListener("click", function () {
        button.disabled = true;
        show("Checking the form…", "");
        ask("validateForm", 5000)
          .then(function (r) {
            if (!r || r.valid !== true) {
              show("The form is not valid: nothing was saved.", "error");
              return null;
            }
            if (!r.settings || typeof r.settings !== "object" || Array.isArray(r.settings)) {
              throw new Error("The app's page answered no settings.");
            }
            show("Saving…", "");
            return save(r.settings);
          })
          .catch(function (e) {
            show(e.message, "error");
          })
          .then(function () {
            button.disabled = false;
          });
      });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})(typeof window !== "undefined" ? window : globalThis);
