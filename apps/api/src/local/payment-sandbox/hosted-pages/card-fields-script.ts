/**
 * The card page's browser script, served as a file from /sandbox-gateway/assets/card-fields.js
 * (the CSP allows no inline script). Plain ES2017 text rather than compiled TypeScript: the page must
 * work without a build step, and the rules are small. card-fields-script.test.ts runs these functions
 * against card-rules.ts so the two cannot drift apart. The server checks everything again; this
 * only gives instant feedback (grouping in fours, MM/YY, the brand's security code).
 */
export const cardFieldsScript = String.raw`'use strict';
function digitsOf(value) { return String(value).replace(/\D/g, ''); }

function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  var sum = 0;
  for (var i = 0; i < digits.length; i += 1) {
    var digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
    sum += digit;
  }
  return sum % 10 === 0;
}

var BRANDS = [
  { brand: 'Visa', lengths: [13, 16, 19], code: { label: 'CVV', length: 3 }, matches: function (d) { return d.charAt(0) === '4'; } },
  { brand: 'Mastercard', lengths: [16], code: { label: 'CVC', length: 3 }, matches: function (d) {
    var two = Number(d.slice(0, 2)); var four = Number(d.slice(0, 4));
    return (two >= 51 && two <= 55) || (d.length >= 4 && four >= 2221 && four <= 2720);
  } },
  { brand: 'Amex', lengths: [15], code: { label: 'CID', length: 4 }, matches: function (d) { return d.slice(0, 2) === '34' || d.slice(0, 2) === '37'; } }
];

function ruleOf(digits) {
  for (var i = 0; i < BRANDS.length; i += 1) if (BRANDS[i].matches(digits)) return BRANDS[i];
  return null;
}
function detectBrand(digits) { var rule = ruleOf(digits); return rule ? rule.brand : null; }

function formatCardNumber(value) {
  var digits = digitsOf(value);
  var rule = ruleOf(digits);
  var max = rule ? Math.max.apply(null, rule.lengths) : 19;
  return digits.slice(0, max).replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value) {
  var digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = ('0' + digits).slice(0, 4);
  return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
}

function numberError(digits) {
  if (digits.length === 0) return 'Enter the card number.';
  var rule = ruleOf(digits);
  if (!rule) return 'Enter a Visa, Mastercard or American Express card number.';
  if (rule.lengths.indexOf(digits.length) === -1 || !luhnValid(digits)) {
    return luhnValid(digits) ? 'Enter all the digits of the ' + rule.brand + ' card number.' : 'Check the card number: it is not valid.';
  }
  return '';
}

function expiryError(value) {
  var match = /^(\d{2})\/(\d{2})$/.exec(value);
  var month = match ? Number(match[1]) : 0;
  return month >= 1 && month <= 12 ? '' : 'Enter the expiry date as MM/YY, for example 04/29.';
}

function securityCodeError(value, rule) {
  if (rule) return new RegExp('^\\d{' + rule.code.length + '}$').test(value) ? '' : 'Enter the ' + rule.code.label + ': ' + rule.code.length + ' digits.';
  return /^\d{3,4}$/.test(value) ? '' : 'Enter the security code: 3 or 4 digits.';
}

function initCardFields(doc) {
  var form = doc.getElementById('card-form');
  if (!form) return;
  var number = doc.getElementById('number');
  var expiry = doc.getElementById('expiry');
  var code = doc.getElementById('securityCode');
  var name = doc.getElementById('name');
  var codeLabel = doc.getElementById('securityCode-label');
  var codeHint = doc.getElementById('securityCode-hint');
  var brandStatus = doc.getElementById('brand-status');
  var lastBrand = null;

  function show(input, message) {
    doc.getElementById(input.id + '-error').textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    return message;
  }

  // Keeps the caret after the same number of digits when spaces or the slash are added or removed.
  function reformat(input, format) {
    var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
    var digitsBefore = digitsOf(input.value.slice(0, caret)).length;
    var formatted = format(input.value);
    if (formatted === input.value) return;
    input.value = formatted;
    var position = 0; var seen = 0;
    while (position < formatted.length && seen < digitsBefore) { if (/\d/.test(formatted[position])) seen += 1; position += 1; }
    if (doc.activeElement === input) input.setSelectionRange(position, position);
  }

  function updateBrand() {
    var rule = ruleOf(digitsOf(number.value));
    var brand = rule ? rule.brand : null;
    if (brand === lastBrand) return;
    lastBrand = brand;
    codeLabel.textContent = rule ? rule.code.label : 'Security code';
    codeHint.textContent = rule ? rule.code.length + ' digits' + (rule.code.length === 4 ? ' on the front of the card.' : ' on the back of the card.')
      : 'CVV or CVC: 3 digits on the back. CID (American Express): 4 digits on the front.';
    code.maxLength = rule ? rule.code.length : 4;
    brandStatus.textContent = brand ? brand + ' card' : '';
  }

  number.addEventListener('input', function () { reformat(number, formatCardNumber); updateBrand(); });
  expiry.addEventListener('input', function () { reformat(expiry, formatExpiry); });
  code.addEventListener('input', function () { reformat(code, function (v) { return digitsOf(v).slice(0, code.maxLength); }); });
  number.addEventListener('blur', function () { if (number.value) show(number, numberError(digitsOf(number.value))); });
  expiry.addEventListener('blur', function () { if (expiry.value) show(expiry, expiryError(expiry.value)); });

  form.addEventListener('submit', function (event) {
    var rule = ruleOf(digitsOf(number.value));
    var problems = [
      show(number, numberError(digitsOf(number.value))) && number,
      show(expiry, expiryError(expiry.value.trim())) && expiry,
      show(code, securityCodeError(code.value.trim(), rule)) && code,
      show(name, name.value.trim() ? '' : 'Enter the name on the card.') && name
    ].filter(Boolean);
    if (problems.length > 0) { event.preventDefault(); problems[0].focus(); }
  });
  updateBrand();
}

if (typeof document !== 'undefined') initCardFields(document);
`;
