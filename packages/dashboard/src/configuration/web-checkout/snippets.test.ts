import { describe, expect, it } from 'vitest';
import {
  absoluteApiUrl,
  buttonSnippet,
  escapeAttribute,
  integrityOf,
  needsUpdate,
  offeredVersion,
  scriptSnippet,
  widgetOrigin,
  widgetScriptUrl,
} from './snippets';

const target = { origin: 'https://cobro.example', version: '1.0.0', apiKey: 'pk_test_abc123', apiUrl: 'https://cobro.example/api' };
const manifest = {
  'pay-button.js': { integrity: 'sha384-SCRIPT' },
  'pay-button.css': { integrity: 'sha384-STYLES' },
  'merchant-checkout.js': { integrity: 'sha384-OTHER' },
};

describe('web checkout snippets', () => {
  it('an attribute value can never close its quotes or open a tag', () => {
    expect(escapeAttribute('Yoga "Zen" <b>&</b>')).toBe('Yoga &quot;Zen&quot; &lt;b&gt;&amp;&lt;/b&gt;');
    const snippet = buttonSnippet([['service-name', '"><script>alert(1)</script>']]);
    expect(snippet).not.toContain('<script>');
    expect(snippet).toContain('service-name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('the script URL carries the widget key and the API URL, readable and safely encoded', () => {
    expect(widgetScriptUrl(target)).toBe(
      'https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_abc123&api=https://cobro.example/api',
    );
    expect(widgetScriptUrl({ ...target, apiUrl: 'https://cobro.example/api?x=1&y=#z' })).toBe(
      'https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_abc123&api=https://cobro.example/api%3Fx%3D1%26y%3D%23z',
    );
  });

  it('the script and its stylesheet are pinned by the SRI hashes of their version manifest, with crossorigin', () => {
    const snippet = scriptSnippet(target, integrityOf(manifest)!);
    expect(snippet).toBe(
      [
        '<link rel="stylesheet" href="https://cobro.example/widget/1.0.0/pay-button.css" integrity="sha384-STYLES" crossorigin="anonymous">',
        '<script type="module" src="https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_abc123&amp;api=https://cobro.example/api" integrity="sha384-SCRIPT" crossorigin="anonymous"></script>',
      ].join('\n'),
    );
  });

  it('a version without pay-button.js in its manifest has no script; without the stylesheet the script comes alone', () => {
    expect(integrityOf({ 'merchant-checkout.js': { integrity: 'sha384-OTHER' } })).toBeNull();
    const scriptOnly = scriptSnippet(target, integrityOf({ 'pay-button.js': { integrity: 'sha384-SCRIPT' } })!);
    expect(scriptOnly).not.toContain('<link');
    expect(scriptOnly).toContain('integrity="sha384-SCRIPT"');
  });

  it('the widget origin and API URL are absolute, resolved against the page for a relative api-url', () => {
    expect(widgetOrigin('/api', 'http://127.0.0.1:3123/dashboard/configuration/web-checkout')).toBe('http://127.0.0.1:3123');
    expect(absoluteApiUrl('/api/', 'http://127.0.0.1:3123/dashboard')).toBe('http://127.0.0.1:3123/api');
    expect(widgetOrigin('https://api.cobro.example/api', 'https://admin.cobro.example/')).toBe('https://api.cobro.example');
  });

  it('the button lists one attribute per line; a valueless attribute is written alone', () => {
    expect(buttonSnippet([['service-id', 's1'], ['plan-id', 'p1'], ['not-editable', true]])).toBe(
      '<pay-button\n  service-id="s1"\n  plan-id="p1"\n  not-editable\n></pay-button>',
    );
  });

  it('a configured version other than the latest (0.0.4) asks for the update; an unknown one is offered as the latest', () => {
    expect(needsUpdate('1.0.0')).toBe(false);
    expect(needsUpdate('0.0.4')).toBe(true);
    expect(offeredVersion('0.0.4')).toBe('0.0.4');
    expect(offeredVersion('9.9.9')).toBe('1.0.0');
  });
});
