/**
 * Reads a Redsys parameter whatever its case: requests are sent as DS_MERCHANT_*, notifications arrive as Ds_*,
 * and Redsys itself is not consistent between its products.
 */
export function readParameter<T>(parameters: Record<string, T>, name: string): T | undefined {
  const wanted = name.toLowerCase();
  const key = Object.keys(parameters).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : parameters[key];
}
