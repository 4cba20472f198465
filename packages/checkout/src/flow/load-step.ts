import { loadSdkSteps } from '@cobro/i18n';

/**
 * A later step's chunk and the steps' catalog (decision 1170) fetched together, so the step never shows a message
 * before its translation has arrived; preloading the step preloads its messages too.
 */
export const loadStep =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadSdkSteps()]).then(([module]) => module);
