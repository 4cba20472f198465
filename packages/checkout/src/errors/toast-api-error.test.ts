import { ApiError } from '@cobro/client';
import { loadSdkCatalog } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { describe, expect, it } from 'vitest';
import { toastApiError } from './toast-api-error';

describe.each([
  ['es', /No se ha cobrado nada/, 'Código de error: PE-001', /no existe/],
  ['en', /No money was taken/, 'Error code: PE-001', /does not exist/],
] as const)("a failed call's toast (%s)", (locale, whatToDo, details, noPlan) => {
  it('is titled with what happened and what to do, the code only in its details line (issue 27 item 19)', async () => {
    await loadSdkCatalog(locale);
    toastApiError(new ApiError(502, { code: 'PE-001', message: 'The payment provider did not answer' }));
    const shown = $toasts.get().at(-1)!;
    expect(shown.title).not.toContain('PE-001');
    expect(shown.title).toMatch(whatToDo);
    expect(shown.description).toBe(details);
  });

  it('tells the buyer that a plan does not exist, not to try again in a moment', async () => {
    await loadSdkCatalog(locale);
    toastApiError(new ApiError(404, { code: 'SER-003', message: 'Plan not found' }));
    expect($toasts.get().at(-1)!.title).toMatch(noPlan);
  });
});
