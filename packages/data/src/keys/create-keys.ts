/**
 * The one query-key shape of every resource (`all / lists / list(q) / details / detail(id)`), so that invalidating
 * `all` reaches every list and detail, and `lists()` every list whatever its filters.
 */
export function createKeys<const R extends string, Q = Record<string, unknown>>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query?: Q) => [...all, 'list', query ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
