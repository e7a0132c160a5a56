/* Shared by the pages: calls to the page's JSON endpoints with the page's token (from the
   URL's jwtToken, sent as Authorization: Bearer; on a 401/403 for an expired token, a fresh
   one from AP.getJwtToken and one retry; `base` calls another route family, e.g. ../oauth/), small DOM helpers (text only, never innerHTML with
   data), and keyboard-usable tabs (role=tablist/tab/tabpanel, arrow keys, Home, End). */
(function () {
  'use strict';
  var token = new URLSearchParams(window.location.search).get('jwtToken') || '';
  var apiBase = document.body ? (document.body.getAttribute('data-api') || '') : '';

  function freshToken() {
    return new Promise(function (resolve) {
      if (!window.AP || typeof window.AP.getJwtToken !== 'function') {
        resolve(null);
        return;
      }
      window.AP.getJwtToken(function (t) { resolve(t || null); });
    });
  }

  function call(path, options, retried) {
    var opts = options || {};
    var headers = Object.assign({ 'Accept': 'application/json' }, opts.headers || {});
    headers['Authorization'] = 'Bearer ' + token;
    var base = opts.base !== undefined ? opts.base : apiBase;
    var url = new URL(base + path, window.location.href).toString();
    return fetch(url, {
      method: opts.method || 'GET',
      headers: headers,
      body: opts.body,
      credentials: 'omit',
      cache: 'no-store'
    }).then(function (resp) {
      return resp.text().then(function (text) {
        var data = null;
        try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
        var message = data && data.error && data.error.message ? String(data.error.message) : '';
        var expired = resp.status === 401 || /expired/i.test(message);
        if (!retried && (resp.status === 401 || resp.status === 403) && expired) {
          return freshToken().then(function (t) {
            if (!t) {
              return { ok: false, status: resp.status, data: data, message: message };
            }
            token = t;
            return call(path, options, true);
          });
        }
        return { ok: resp.ok, status: resp.status, data: data, message: message ||
          (resp.ok ? '' : 'The app answered ' + resp.status + '.') };
      });
    }, function () {
      return { ok: false, status: 0, data: null, message: 'The app cannot be reached; check the connection.' };
    });
  }

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    if (className) { node.className = className; }
    return node;
  }

  function setText(id, text) {
    var node = document.getElementById(id);
    if (node) { node.textContent = text || ''; }
  }

  function tabs() {
    var list = document.querySelector('[role="tablist"]');
    if (!list) { return; }
    var all = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
    function select(tab, focus) {
      all.forEach(function (t) {
        var on = t === tab;
        t.setAttribute('aria-selected', on ? 'true' : 'false');
        t.tabIndex = on ? 0 : -1;
        var panel = document.getElementById(t.getAttribute('aria-controls'));
        if (panel) { panel.hidden = !on; }
      });
      if (focus) { tab.focus(); }
      document.dispatchEvent(new CustomEvent('lf-tab', { detail: tab.id }));
    }
    all.forEach(function (tab, i) {
      tab.addEventListener('click', function () { select(tab, false); });
      tab.addEventListener('keydown', function (e) {
        var to = null;
        if (e.key === 'ArrowRight') { to = all[(i + 1) % all.length]; }
        if (e.key === 'ArrowLeft') { to = all[(i - 1 + all.length) % all.length]; }
        if (e.key === 'Home') { to = all[0]; }
        if (e.key === 'End') { to = all[all.length - 1]; }
        if (to) { e.preventDefault(); select(to, true); }
      });
    });
  }

  function debounce(fn, ms) {
    var timer = null;
    return function () {
      var args = arguments;
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { fn.apply(null, args); }, ms);
    };
  }

  function currentToken() { return token; }

  window.LF = { call: call, el: el, setText: setText, tabs: tabs, debounce: debounce,
    token: currentToken };
}());
