// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';
import { showScreen } from './screen.fixtures';

const TEXTS = {
  en: { copy: 'Copy id', copied: 'Copied', announced: 'Copied to the clipboard' },
  es: { copy: 'Copiar id', copied: 'Copiado', announced: 'Copiado en el portapapeles' },
} as const;

// services-and-configuration 9: "Copied-link toast 5000 ms; copy confirmation on the configuration screens 2 seconds."
describe.each(['en', 'es'] as const)('the copy confirmation of the configuration screens (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says Copied, and announces it, for 2 seconds after the text is on the clipboard', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    showScreen(<CopyButton label={texts.copy} text="org_123" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.copy })));
    expect(writeText).toHaveBeenCalledWith('org_123');
    expect(screen.getByRole('button', { name: texts.copied })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(texts.announced);

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.getByRole('button', { name: texts.copied })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: texts.copy })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
