/* A workflow step's settings page, on the platform's iframe contract: window.formRef
   .validateForm() says whether the form may be saved, window.currentFormData always holds the
   settings object, and AP.formDataUpdated(settings) is called when the form changes validly.
   A croql-router predicate is valid only once the app's CroQL check accepted that very text;
   the caret error is shown under the field. */
(function () {
  'use strict';
  var LF = window.LF;
  var QA = ['placeholders', 'tags', 'whitespace', 'empty', 'maxLength', 'icu', 'codes'];
  var form = null;
  var kind = '';
  var checked = { query: null, ok: false };

  function settings() {
    if (kind === 'qa-gate') {
      var out = {};
      QA.forEach(function (name) {
        var box = form.elements.namedItem(name);
        out[name] = !!(box && box.checked);
      });
      return out;
    }
    return { predicate: form.elements.namedItem('predicate').value.trim() };
  }

  function valid() {
    if (kind === 'qa-gate') { return true; }
    var p = settings().predicate;
    return p !== '' && checked.query === p && checked.ok;
  }

  function publish() {
    window.currentFormData = settings();
    if (valid()) {
      LF.setText('form-status', 'The settings are valid; save the step to keep them.');
      if (window.AP && typeof window.AP.formDataUpdated === 'function') {
        window.AP.formDataUpdated(window.currentFormData).catch(function (e) {
          LF.setText('form-status', 'The platform did not take the settings: ' + e.message);
        });
      }
    } else {
      LF.setText('form-status', '');
    }
  }

  function checkPredicate() {
    var field = form.elements.namedItem('predicate');
    var p = field.value.trim();
    if (p === '') {
      checked = { query: p, ok: false };
      field.setAttribute('aria-invalid', 'true');
      LF.setText('predicate-error', 'Write a predicate: strings that match it go to the first port.');
      publish();
      return;
    }
    LF.call('croql/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: p, context: 'source-string' })
    }).then(function (r) {
      if (field.value.trim() !== p) { return; }
      var ok = r.ok && r.data && r.data.ok === true;
      checked = { query: p, ok: ok };
      if (ok) {
        field.removeAttribute('aria-invalid');
        LF.setText('predicate-error', '');
      } else {
        field.setAttribute('aria-invalid', 'true');
        var e = r.data && r.data.error;
        LF.setText('predicate-error', e && e.caret !== undefined ?
          e.message + ' (line ' + e.line + ', column ' + e.column + ')\n' + e.caret : r.message);
      }
      publish();
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    form = document.getElementById('settings-form');
    if (!form) { return; }
    kind = form.getAttribute('data-kind') || '';
    window.formRef = {
      validateForm: function () {
        var ok = valid();
        if (!ok && kind === 'croql-router') { checkPredicate(); }
        return ok;
      }
    };
    window.currentFormData = settings();
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    if (kind === 'qa-gate') {
      form.addEventListener('change', publish);
    } else {
      form.elements.namedItem('predicate').addEventListener('input', LF.debounce(checkPredicate, 250));
      if (settings().predicate !== '') { checkPredicate(); }
    }
  });
}());
