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
  var errors = JSON.parse(body.dataset.errors || '{}');

  function send(message) {
    window.parent.postMessage(message, parentOrigin);
  }

  function value(id) {
    var field = document.getElementById(id);
    return field ? field.value.trim() : '';
  }

  function digitsOf(text) {
    return text.replace(/[\s-]/g, '');
  }

  /** Luhn's checksum: the number a buyer mistyped is said at the field, not after a round trip. */
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** MM/YY, MMYY or MM / YY (a buyer types "1230" as often as "12/30"); null when it is none of them. */
  function expiryOf(text) {
    var match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text);
    if (!match) return null;
    var month = Number(match[1]);
    return month >= 1 && month <= 12 ? { month: month, year: 2000 + Number(match[2]) } : null;
  }

  /** ISO 13616's mod-97 check, the same the server makes. */
  function ibanValid(text) {
    var iban = text.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
    var rearranged = iban.slice(4) + iban.slice(0, 4);
    var rest = 0;
    for (var i = 0; i < rearranged.length; i++) {
      var code = parseInt(rearranged[i], 36);
      rest = Number(String(rest) + String(code)) % 97;
    }
    return rest === 1;
  }

  /** The error key for a field ('' when it is fine). A card valid until the end of its expiry month is not expired. */
  function problem(id) {
    var text = value(id);
    switch (id) {
      case 'number':
        var digits = digitsOf(text);
        return /^\d{13,19}$/.test(digits) && luhn(digits) ? '' : 'number';
      case 'expiry':
        var expiry = expiryOf(text);
        if (!expiry) return 'expiry';
        var now = new Date();
        return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1 ? 'expired' : '';
      case 'cvc':
        return /^\d{3,4}$/.test(text) ? '' : 'cvc';
      case 'name':
        return text.length > 0 ? '' : 'name';
      case 'iban':
        return ibanValid(text) ? '' : 'iban';
    }
    return '';
  }

  /**
   * The number in groups of four and the expiry as MM/YY while the buyer types (as Stripe's field does), the caret
   * kept after the same digit. Only what is shown is formatted: instrument() sends the digits alone.
   */
  var MAX_DIGITS = { number: 19, expiry: 4 };
  function formatted(id, digits) {
    if (id === 'number') return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  }
  function reformat(input) {
    var max = MAX_DIGITS[input.id];
    if (!max) return;
    var before = input.value.slice(0, input.selectionStart === null ? input.value.length : input.selectionStart);
    var digitsBefore = before.replace(/\D/g, '').length;
    var text = formatted(input.id, input.value.replace(/\D/g, '').slice(0, max));
    if (text === input.value) return;
    input.value = text;
    var caret = 0;
    for (var seen = 0; caret < text.length && seen < digitsBefore; caret++) if (/\d/.test(text[caret])) seen++;
    input.setSelectionRange(caret, caret);
  }

  var FIELDS = method === 'sepa_debit' ? ['name', 'iban'] : ['number', 'expiry', 'cvc'];

  /** Shows (or clears) a field's reason: its text, aria-invalid, and the line aria-describedby already points at. */
  function show(id) {
    var key = problem(id);
    var input = document.getElementById(id);
    var line = document.getElementById(id + '-error');
    if (key) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    line.textContent = key ? errors[key] || '' : '';
    return !key;
  }

  function complete() {
    return FIELDS.every(function (id) {
      return !problem(id);
    });
  }

  function instrument() {
    if (method === 'sepa_debit') return { type: 'sepa_debit', iban: value('iban'), name: value('name') };
    var expiry = expiryOf(value('expiry'));
    return {
      type: 'card',
      number: digitsOf(value('number')),
      exp_month: expiry.month,
      exp_year: expiry.year % 100,
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
    var message = { type: 'cobro-sandbox:result', status: result.status, code: result.code, decline_code: result.decline_code, message: result.message };
    // A card that went through: its last four digits, for the page's receipt (Stripe's confirmation gives them too).
    if (method === 'card' && result.status !== 'failed') message.last4 = digitsOf(value('number')).slice(-4);
    send(message);
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

  form.addEventListener('input', function (event) {
    reformat(event.target);
    // A field already marked wrong is re-checked as the buyer corrects it; others wait until they leave it.
    if (event.target.getAttribute('aria-invalid') === 'true') show(event.target.id);
    send({ type: 'cobro-sandbox:change', complete: complete() });
  });
  form.addEventListener('focusout', function (event) {
    if (event.target.value && event.target.value.trim()) show(event.target.id);
  });
  // Escape inside the frame never reaches the parent document: forward it, so the pay-button dialog closes from there.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') send({ type: 'cobro-sandbox:escape' });
  });
  // The frame is as tall as its content (the parent sets the iframe height): no cut-off fields, no blank space.
  var lastHeight = 0;
  new ResizeObserver(function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    send({ type: 'cobro-sandbox:height', height: height });
  }).observe(document.documentElement);
  // Enter in a field must not navigate the frame: the parent's Pay button confirms.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!event.data || event.data.type !== 'cobro-sandbox:confirm' || busy) return;
    // Pay is never disabled (decision 0859): a confirm with fields wrong says why at each field and goes nowhere.
    var wrong = FIELDS.filter(function (id) {
      return !show(id);
    });
    if (wrong.length > 0) {
      document.getElementById(wrong[0]).focus();
      send({ type: 'cobro-sandbox:invalid' });
      return;
    }
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
