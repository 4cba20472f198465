import { loadCompleteDataPage } from '../complete-data';
import { loadCompleteLocationPage } from '../complete-location';
import { loadCompletePaymentPage } from '../complete-payment';
import { loadDeclinedPage } from '../declined';
import { loadSuccessPage } from '../success';

/** How long after the first screen shows the later steps start loading: the buyer's first input goes first. */
export const PRELOAD_DELAY_MS = 1000;

/**
 * Fetches the later steps' chunks once the first screen is up (decision 0857), so moving on never waits for code.
 * A failed preload is forgotten: the step's own lazy load tries again when it is reached.
 */
export function preloadSteps(): void {
  for (const load of [loadCompleteDataPage, loadCompleteLocationPage, loadCompletePaymentPage, loadSuccessPage, loadDeclinedPage]) {
    load().catch(() => undefined);
  }
}
