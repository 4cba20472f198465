import { WIDGET_LIVE_KEY_PREFIX, WIDGET_TEST_KEY_PREFIX } from '../constants';

/**
 * A local live key: `pk_live_local_` and the rest of an organization's test key (`pk_test_abc` gives
 * `pk_live_local_abc`). A server that runs the sandbox answers it as a live key (an unsigned or altered web-services
 * button is refused with WID-007) on the pages the test key answers, localhost included, and its payments go where the
 * test key's go: the sandbox. Any other server does not know it (AE-002). So an integrator sees on their own machine
 * what a live key refuses, with no real money (decision 1121).
 */
export const WIDGET_LOCAL_LIVE_KEY_PREFIX = `${WIDGET_LIVE_KEY_PREFIX}local_` as const;

/** The local live key of a test key; undefined for any other key. */
export const localLiveKeyOf = (key: string) =>
  key.startsWith(WIDGET_TEST_KEY_PREFIX) ? `${WIDGET_LOCAL_LIVE_KEY_PREFIX}${key.slice(WIDGET_TEST_KEY_PREFIX.length)}` : undefined;

/** The test key a local live key stands for; undefined for any other key. */
export const testKeyOfLocalLive = (key: string) =>
  key.startsWith(WIDGET_LOCAL_LIVE_KEY_PREFIX) ? `${WIDGET_TEST_KEY_PREFIX}${key.slice(WIDGET_LOCAL_LIVE_KEY_PREFIX.length)}` : undefined;
