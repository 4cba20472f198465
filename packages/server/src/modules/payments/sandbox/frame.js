// The sandbox card/SEPA frame (docs/payments.md "Sandbox frame protocol"). Served from the payments origin with
// script-src 'self', so no inline script is needed; the card number never leaves this frame except to /confirm.
(function () {
  'use strict';
  var body = document.body;
  var parentOrigin = body.dataset.parentOrigin;
  var clientSecret = body.dataset.clientSecret;
  var method = body.dataset.method;
  var confirmUrl = body.dataset.confirmUrl;
  var authenticateUrl = body.dataset.authenticateUrl;
  var form = document.getElementById('frame-form');
  var challenge = document.getElementById('challenge');
  var busy = false;

  function send(message) {
    window.parent.postMessage(message, parentOrigin);
  }

  function value(id) {
    var field = document.getElementById(id);
    return field ? field.value.trim() : '';
  }

  function complete() {
    if (method === 'sepa_debit') return value('name').length > 0 && value('iban').replace(/\s+/g, '').length >= 15;
    var digits = value('number').replace(/[\s-]/g, '');
    return digits.length >= 13 && /^\d{2}\s*\/\s*\d{2}$/.test(value('expiry')) && /^\d{3,4}$/.test(value('cvc'));
  }

  function instrument() {
    if (method === 'sepa_debit') return { type: 'sepa_debit', iban: value('iban'), name: value('name') };
    var expiry = value('expiry').split('/');
    return {
      type: 'card',
      number: value('number'),
      exp_month: Number(expiry[0]),
      exp_year: Number(expiry[1]),
      cvc: value('cvc'),
    };
  }

  function post(url, payload) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(function (response) {
      return response.json();
    });
  }

  function finish(result) {
    busy = false;
    send({ type: 'cobro-sandbox:result', status: result.status, code: result.code, decline_code: result.decline_code, message: result.message });
  }

  function fail() {
    finish({ status: 'failed', code: 'processing_error' });
  }

  function authenticate(completed) {
    challenge.hidden = true;
    post(authenticateUrl, { client_secret: clientSecret, completed: completed }).then(finish, fail);
  }

  document.getElementById('challenge-complete').addEventListener('click', function () {
    authenticate(true);
  });
  document.getElementById('challenge-fail').addEventListener('click', function () {
    authenticate(false);
  });

  form.addEventListener('input', function () {
    send({ type: 'cobro-sandbox:change', complete: complete() });
  });
  // Enter in a field must not navigate the frame: the parent's Pay button confirms.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!event.data || event.data.type !== 'cobro-sandbox:confirm' || busy) return;
    busy = true;
    post(confirmUrl, { client_secret: clientSecret, instrument: instrument() }).then(function (result) {
      if (result.status === 'requires_action') {
        challenge.hidden = false;
        document.getElementById('challenge-complete').focus();
        return;
      }
      finish(result);
    }, fail);
  });

  send({ type: 'cobro-sandbox:ready' });
})();
