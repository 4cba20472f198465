import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutConfigProvider } from './checkout-config';
import { SessionEndedPage } from './status-pages';

const config = { paymentsUrl: '/p', locale: 'es' as const, mode: 'embedded' as const, sessionId: 'cs_1' };

describe('an expired checkout session (CHK-006)', () => {
  beforeAll(() => loadSdkCatalog('es'));

  it("shows the checkout's error presentation with the code in a details line, says to start again from the shop's page, and offers no retry", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={config}>
          <SessionEndedPage code="CHK-006" />
        </CheckoutConfigProvider>
      </I18nProvider>,
    );
    expect(html).toContain('<h1 id="checkout-status-title" class="status__title" tabindex="-1">Este pago ha caducado</h1>');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="status__code">Código de error: CHK-006</p>');
    expect(html).toContain('Vuelve a la página de la tienda');
    expect(html).not.toContain('<button');
  });
});
