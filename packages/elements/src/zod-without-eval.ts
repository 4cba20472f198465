/**
 * zod 4 probes `new Function` when it builds its first object schema, to compile faster parsers; on a merchant page
 * that requires Trusted Types the caught probe is still reported as a `securitypolicyviolation`. zod reads its
 * page-wide config (`globalThis.__zod_globalConfig`) when its module loads, and its code only ever loads here
 * through `import()`: calling this just before each such import turns the probe off (decision 1083).
 */
export function zodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
