import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from './button';
import { ErrorPlaceholder } from './error-placeholder';
import { LoadingPlaceholder } from './loading-placeholder';
import { Menu } from './menu';
import { PasswordField } from './password-field';
import { Tabs } from './tabs';
import { TextField } from './text-field';

// Server rendering checks the markup (roles, labels, ARIA) and that the Lingui macros inside the primitives are
// compiled and translated; behaviour in a real browser is covered by the Playwright journeys.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('primitives in Spanish', () => {
  beforeAll(() => loadCatalog('sdk', 'es'));

  it('a loading button is aria-busy and says "Cargando" to screen readers', () => {
    const html = render(<Button loading>Pagar</Button>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<span class="visually-hidden">Cargando</span>');
  });

  it('the loading placeholder is a status with the text "Cargando"', () => {
    const html = render(<LoadingPlaceholder />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Cargando');
  });

  it('the error placeholder is an alert and its retry button reads "Volver a intentarlo"', () => {
    const html = render(<ErrorPlaceholder title="Error" onRetry={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Volver a intentarlo');
  });

  it('the password toggle is a labelled toggle button', () => {
    const html = render(<PasswordField label="Contraseña" />);
    expect(html).toContain('aria-label="Mostrar la contraseña"');
    expect(html).toContain('aria-pressed="false"');
  });
});

describe('primitives markup', () => {
  it('a field error is tied to the input by aria-describedby and marks it aria-invalid', () => {
    const html = render(<TextField label="Email" error="Enter a valid e-mail address" />);
    const describedBy = attribute(html, 'aria-describedby');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`<p id="${describedBy}" class="field__error">`);
    expect(attribute(html, 'for')).toBe(attribute(html, 'id'));
  });

  it('an icon-only menu trigger is named by its label and announces a collapsed menu', () => {
    const html = render(<Menu label="Account menu" icon="user" items={[{ id: 'out', label: 'Sign out' }]} />);
    expect(html).toContain('aria-label="Account menu"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('tabs keep one tab stop: only the selected tab is focusable', () => {
    const items = [
      { id: 'one', label: 'One' },
      { id: 'two', label: 'Two' },
    ];
    const html = render(
      <Tabs label="Sections" items={items} selectedId="two" onSelect={() => undefined}>
        Panel
      </Tabs>,
    );
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-selected="true" aria-controls="[^"]+" tabindex="0"[^>]*>Two/);
    expect(html).toMatch(/aria-selected="false" aria-controls="[^"]+" tabindex="-1"[^>]*>One/);
  });
});
