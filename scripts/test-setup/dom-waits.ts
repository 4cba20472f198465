/**
 * Testing Library's waits (`findBy*`, `waitFor`) give up after 1 s by default: on a laptop doing other work a render
 * can take longer, and the test would fail for the machine, not the code (issue 26, item 8). They wait for a state,
 * so a longer limit costs nothing when the state comes; it only turns a missing one into a failure, well before the
 * test's own timeout. Loaded only where a test runs in a DOM (happy-dom).
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
