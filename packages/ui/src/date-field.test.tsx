import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateField } from './date-field';

// Issue 17: a native <input type="date"> showed mm/dd/yyyy on an English browser whatever the page's language.
describe('DateField in Spanish', () => {
  beforeAll(() => loadCatalog('dashboard', 'es'));

  it('is a labelled text field showing the date day first, with a dd/mm/aaaa placeholder and a calendar button', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <DateField label="Desde" value="2026-04-03" onValueChange={() => undefined} />
      </I18nProvider>,
    );
    const visible = /<input class="field__control"[^>]*>/.exec(html)?.[0] ?? '';
    expect(visible).toContain('value="03/04/2026"');
    expect(visible).toContain('placeholder="dd/mm/aaaa"');
    expect(visible).not.toContain('type="date"');
    expect(html).toMatch(/<label class="field__label" for="([^"]+)">Desde<\/label>/);
    expect(html).toContain('aria-label="Elegir Desde en un calendario"');
    // The native input only opens the browser's picker: hidden from assistive technology and from Tab.
    expect(html).toMatch(/<input type="date" class="field__date-picker" tabindex="-1" aria-hidden="true"/);
  });

  it("shows a form's own message about the value, tied to the input", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <DateField label="Fecha de nacimiento" value="" error="Este campo es obligatorio" onValueChange={() => undefined} />
      </I18nProvider>,
    );
    const visible = /<input class="field__control"[^>]*>/.exec(html)?.[0] ?? '';
    expect(visible).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(visible)?.[1];
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain('Este campo es obligatorio');
  });
});
