// @vitest-environment happy-dom
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';

const TABBABLE = 'button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), iframe, [tabindex]:not([tabindex="-1"])';

describe.each([
  ['es', 'Cerrar'],
  ['en', 'Close'],
] as const)('the mobile bottom sheet (%s)', (locale, close) => {
  afterEach(cleanup);

  it("puts the step's first field before Close in the tab order (issue 27 item 18)", async () => {
    await loadSdkCatalog(locale);
    render(
      <I18nProvider i18n={i18n}>
        <BottomSheet open={false} onClose={() => undefined} title="Paso">
          <input aria-label="email" />
        </BottomSheet>
      </I18nProvider>,
    );
    const dialog = document.querySelector('dialog')!;
    const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
    expect(stops.map((stop) => stop.getAttribute('aria-label'))).toEqual(['email', close]);
    expect(screen.getByRole('button', { name: close, hidden: true })).toBe(stops.at(-1));
  });
});
