/* The project-menu page: Jobs (job log, events; admin-only clear), Search (CroQL checked as
   typed, caret error under the box, paged strings), Try a file (upload, format, strings,
   preview in a sandboxed srcdoc iframe). Everything shown is set as text. */
(function () {
  'use strict';
  var LF = window.LF;
  var $ = function (id) { return document.getElementById(id); };

  function when(ms) {
    var d = new Date(ms);
    return isNaN(d.getTime()) ? '' : d.toLocaleString();
  }

  function bytes(n) {
    if (n >= 1048576) { return (n / 1048576).toFixed(1) + ' MB'; }
    if (n >= 1024) { return (n / 1024).toFixed(1) + ' KB'; }
    return n + ' B';
  }

  function text(value) {
    if (value === null || value === undefined) { return ''; }
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /* Jobs */
  function loadJobs() {
    LF.setText('jobs-status', 'Loading…');
    LF.call('jobs').then(function (r) {
      if (!r.ok) { LF.setText('jobs-status', r.message); return; }
      var body = $('jobs-table').tBodies[0];
      body.textContent = '';
      r.data.jobs.forEach(function (j) {
        var tr = document.createElement('tr');
        var outcome = j.outcome === 'ok' ? 'ok' : (j.message || j.outcome);
        if (j.line) { outcome += ' (line ' + j.line + ', column ' + j.column + ')'; }
        [when(j.at), j.fileName, j.jobType, j.format, j.strings, bytes(j.bytesIn),
          bytes(j.bytesOut), j.durationMs + ' ms'].forEach(function (v) {
          tr.appendChild(LF.el('td', v));
        });
        tr.appendChild(LF.el('td', outcome, j.outcome === 'ok' ? '' : 'bad'));
        body.appendChild(tr);
      });
      var list = $('events-list');
      list.textContent = '';
      r.data.events.forEach(function (e) {
        var line = when(e.at) + ' — ' + e.event;
        if (e.projectId) { line += ' (project ' + e.projectId + ')'; }
        list.appendChild(LF.el('li', line + ': ' + text(e.detail)));
      });
      LF.setText('jobs-status', r.data.jobs.length + ' jobs, ' + r.data.events.length + ' events.');
    });
  }

  function clearJobs() {
    LF.setText('jobs-status', 'Clearing…');
    LF.call('jobs/clear', { method: 'POST' }).then(function (r) {
      if (!r.ok) { LF.setText('jobs-status', r.message); return; }
      loadJobs();
    });
  }

  /* Search */
  var page = 1;
  var checked = { query: null, ok: false };

  function showCheck(query, r) {
    var box = $('croql');
    if (!r.ok) { LF.setText('croql-error', r.message); return false; }
    if (r.data.ok) {
      box.removeAttribute('aria-invalid');
      LF.setText('croql-error', '');
      return true;
    }
    var e = r.data.error;
    box.setAttribute('aria-invalid', 'true');
    LF.setText('croql-error', e.message + ' (line ' + e.line + ', column ' + e.column + ')\n' + e.caret);
    return false;
  }

  function check(query) {
    return LF.call('croql/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: query, context: 'source-string' })
    }).then(function (r) {
      var ok = showCheck(query, r);
      checked = { query: query, ok: ok };
      return ok;
    });
  }

  function search(n) {
    var query = $('croql').value;
    var ready = (checked.query === query) ? Promise.resolve(checked.ok) : check(query);
    ready.then(function (ok) {
      if (!ok && query.trim() !== '') { LF.setText('search-status', 'Fix the query first.'); return; }
      LF.setText('search-status', 'Searching…');
      var path = 'strings?croql=' + encodeURIComponent(query) + '&page=' + n;
      LF.call(path).then(function (r) {
        if (!r.ok) { LF.setText('search-status', r.message); return; }
        page = r.data.page;
        var table = $('search-table');
        var body = table.tBodies[0];
        body.textContent = '';
        r.data.strings.forEach(function (s) {
          var tr = document.createElement('tr');
          [s.id, s.identifier, text(s.text), s.context || ''].forEach(function (v) {
            tr.appendChild(LF.el('td', v));
          });
          body.appendChild(tr);
        });
        table.hidden = r.data.strings.length === 0;
        $('search-prev').disabled = page <= 1;
        $('search-next').disabled = !r.data.hasMore;
        LF.setText('search-page', 'Page ' + page);
        LF.setText('search-status', r.data.strings.length === 0 ? 'No string matches.' :
          r.data.strings.length + ' strings on this page.');
      });
    });
  }

  /* Whose access Search uses: the user's own (after "Sign in as yourself", the OAuth flow in
     a new window) or the organization's. */
  var oauthBase = document.body.getAttribute('data-oauth') || '../oauth/';

  function showActing() {
    LF.call('status', { base: oauthBase }).then(function (r) {
      if (!r.ok) { LF.setText('acting', ''); return; }
      var mine = r.data && r.data.authorized;
      LF.setText('acting', mine ? 'Searching with your own access.' :
        'Searching with the organization\'s access.');
      var start = $('oauth-start');
      start.href = new URL(oauthBase + 'start?jwtToken=' + encodeURIComponent(LF.token()),
        window.location.href).toString();
      start.hidden = !!mine;
      $('oauth-revoke').hidden = !mine;
    });
  }

  function revoke() {
    LF.call('revoke', { base: oauthBase, method: 'POST' }).then(function (r) {
      if (!r.ok) { LF.setText('acting', r.message); return; }
      showActing();
    });
  }

  /* Try a file */
  function tryFile(event) {
    event.preventDefault();
    var input = $('try-file');
    var file = input.files && input.files[0];
    LF.setText('try-error', '');
    $('try-result').hidden = true;
    if (!file) { LF.setText('try-status', 'Choose a file first.'); return; }
    if (file.size > 5 * 1024 * 1024) {
      LF.setText('try-status', file.name + ' is larger than 5 MB; the platform sends no larger file.');
      return;
    }
    LF.setText('try-status', 'Parsing ' + file.name + '…');
    LF.call('try', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      body: file
    }).then(function (r) {
      if (!r.ok) {
        LF.setText('try-status', '');
        var e = r.data && r.data.error;
        var where = e && e.line ? ' (line ' + e.line + ', column ' + e.column + ')' : '';
        LF.setText('try-error', r.message + where);
        return;
      }
      LF.setText('try-status', '');
      LF.setText('try-format', r.data.format);
      LF.setText('try-count', String(r.data.count));
      var body = $('try-table').tBodies[0];
      body.textContent = '';
      r.data.strings.forEach(function (s) {
        var tr = document.createElement('tr');
        [s.identifier, text(s.text), s.context || ''].forEach(function (v) {
          tr.appendChild(LF.el('td', v));
        });
        body.appendChild(tr);
      });
      var frame = $('try-preview');
      var hasPreview = typeof r.data.preview === 'string';
      frame.hidden = !hasPreview;
      $('try-no-preview').hidden = hasPreview;
      frame.srcdoc = hasPreview ? r.data.preview : '';
      $('try-result').hidden = false;
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    LF.tabs();
    $('jobs-refresh').addEventListener('click', loadJobs);
    $('jobs-clear').addEventListener('click', clearJobs);
    $('croql').addEventListener('input', LF.debounce(function () {
      var q = $('croql').value;
      if (q.trim() === '') { LF.setText('croql-error', ''); checked = { query: q, ok: true }; return; }
      check(q);
    }, 250));
    $('search-form').addEventListener('submit', function (e) { e.preventDefault(); search(1); });
    $('search-prev').addEventListener('click', function () { search(Math.max(1, page - 1)); });
    $('search-next').addEventListener('click', function () { search(page + 1); });
    $('try-form').addEventListener('submit', tryFile);
    $('oauth-revoke').addEventListener('click', revoke);
    window.addEventListener('focus', showActing);
    loadJobs();
    showActing();
  });
}());
