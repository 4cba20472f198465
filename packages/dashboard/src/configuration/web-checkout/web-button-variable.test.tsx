import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ATTRIBUTES } from './button-attributes';
import { WebButtonFields } from './web-button';
import { WEB_BUTTON_DEFAULTS, type WebButtonValues } from './web-button-form';

// Issue 11: the button builder offered a variable subscription, which every button then refused (decision 1007).
function Subscription() {
  const form = useForm<WebButtonValues>({ defaultValues: { ...WEB_BUTTON_DEFAULTS, type: 'Subscription' } });
  return <WebButtonFields web={{ form: form as never, attributes: null }} />;
}

describe('the web-services button builder', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('offers no variable subscription', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Subscription />
      </I18nProvider>,
    );
    expect(html).toContain('Frequency');
    expect(html).not.toContain('value="variable"');
    expect(html).not.toContain('value="last_charge"');
  });

  it('its attribute table says a button sells fixed plans only', () => {
    const row = PLAN_ATTRIBUTES.find((a) => a.name === 'subscription-type')!;
    expect(row.example).toBe('fixed');
    expect(i18n._(row.values)).not.toMatch(/or variable/);
  });
});
