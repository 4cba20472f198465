import { describe, expect, it } from 'vitest';
import { buttonConfig, scriptConfig } from './widget-config';

describe('widget key and API URL', () => {
  it('the standalone script reads ?key= and ?api= from its own URL', () => {
    const script = 'https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_abc&api=https://api.cobro.example/api/';
    expect(scriptConfig(script)).toEqual({ key: 'pk_test_abc', api: 'https://api.cobro.example/api' });
  });

  it('a relative api is relative to the script (the Cobro server), not to the merchant page', () => {
    expect(scriptConfig('https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_abc&api=/api').api).toBe('https://cobro.example/api');
  });

  it('missing or empty parameters are missing (OTFE-001 later)', () => {
    expect(scriptConfig('https://cobro.example/widget/1.0.0/pay-button.js')).toEqual({ key: undefined, api: undefined });
    expect(scriptConfig('https://cobro.example/widget/1.0.0/pay-button.js?key=%20&api=')).toEqual({ key: undefined, api: undefined });
  });

  it("the button's widget-key and api-url win over the script's; blank ones do not", () => {
    const script = { key: 'pk_test_script', api: 'https://a.example/api' };
    expect(buttonConfig({ widgetKey: 'pk_live_button', apiUrl: '/api' }, script)).toEqual({ key: 'pk_live_button', api: '/api' });
    expect(buttonConfig({ widgetKey: ' ', apiUrl: undefined }, script)).toEqual(script);
    expect(buttonConfig({}, {})).toEqual({ key: undefined, api: undefined });
  });
});
