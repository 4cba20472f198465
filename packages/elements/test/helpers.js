// Assertions and waiting for the browser suites (served unbundled: plain JS, no assertion library).

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

const show = (value) => (value instanceof Node ? `<${value.nodeName.toLowerCase()}>` : JSON.stringify(value));

export function equal(actual, expected, what) {
  check(Object.is(actual, expected), `${what}: expected ${show(expected)}, got ${show(actual)}`);
}

/** Polls until `read()` returns something truthy: React and preact render asynchronously. */
export async function until(read, what, ms = 5000) {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
