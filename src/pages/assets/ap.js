/* window.AP for a page shown in the platform's iframe (a cross-origin frame): requests go to
   window.parent with postMessage, targetOrigin = the page URL's `origin` parameter, which must
   be one of the origins the server allows to frame the page (meta locforge-frame-origins).
   Without it, AP is not defined. Envelope: {type:"locforge-ap", id, method, params} and
   {type:"locforge-ap", id, result | error}. Replies from any other origin or window are
   ignored; a request without a reply fails after 10 s. The host may ask `validateForm`. */
(function () {
  'use strict';
  var TYPE = 'locforge-ap';
  var TIMEOUT_MS = 10000;
  var origin = new URLSearchParams(window.location.search).get('origin');
  var meta = document.querySelector('meta[name="locforge-frame-origins"]');
  var allowed = meta ? (meta.getAttribute('content') || '').split(' ') : [];
  if (!origin || allowed.indexOf(origin) < 0 || window.parent === window) {
    return;
  }
  var nextId = 1;
  var pending = {};

  function send(message) {
    message.type = TYPE;
    window.parent.postMessage(message, origin);
  }

  function request(method, params) {
    return new Promise(function (resolve, reject) {
      var id = nextId++;
      var timer = window.setTimeout(function () {
        delete pending[id];
        reject(new Error('the platform did not answer ' + method + ' within 10 s'));
      }, TIMEOUT_MS);
      pending[id] = { resolve: resolve, reject: reject, timer: timer };
      var message = { id: id, method: method };
      if (params !== undefined) {
        message.params = params;
      }
      send(message);
    });
  }

  function answerHost(data) {
    if (data.method === 'validateForm' && window.formRef &&
        typeof window.formRef.validateForm === 'function') {
      var valid = false;
      try {
        valid = window.formRef.validateForm() === true;
      } catch (e) {
        valid = false;
      }
      send({ id: data.id, result: { valid: valid, settings: window.currentFormData } });
    } else {
      send({ id: data.id, error: 'this page does not answer ' + String(data.method) });
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent) {
      return;
    }
    var data = event.data;
    if (!data || data.type !== TYPE || typeof data.id !== 'number') {
      return;
    }
    if (typeof data.method === 'string') {
      answerHost(data);
      return;
    }
    var waiting = pending[data.id];
    if (!waiting) {
      return;
    }
    delete pending[data.id];
    window.clearTimeout(waiting.timer);
    if (Object.prototype.hasOwnProperty.call(data, 'error')) {
      waiting.reject(new Error(String(data.error)));
    } else {
      waiting.resolve(data.result);
    }
  });

  window.AP = {
    getJwtToken: function (callback) {
      request('getJwtToken').then(function (token) {
        callback(typeof token === 'string' ? token : null);
      }, function () {
        callback(null);
      });
    },
    formDataUpdated: function (settings) {
      return request('formDataUpdated', { settings: settings });
    }
  };
}());
