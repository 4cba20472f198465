/**
 * How an attribute's text becomes a prop. There is deliberately no `function` type: r2wc would look a function
 * attribute up as a global name, which lets markup call any global. Callbacks are events instead.
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export const PROP_TYPES: readonly PropType[] = ['string', 'number', 'boolean', 'json'];

/** `paymentsUrl` -> `payments-url`, the attribute r2wc and HTML authors use. */
export const toAttributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Parses an attribute value (null when the attribute is absent).
 * - boolean: present means true, whatever the value (`<pay-button test-mode>` and `test-mode=""` included), except
 *   the literal `"false"`; absent means false. r2wc ignored the valueless form and kept a removed one true.
 * - number: absent or not a number means undefined.
 * - json: absent or malformed means undefined (malformed is reported, an attribute must not throw).
 * - string: absent means undefined, so removing an attribute unsets the prop.
 */
export function parseAttribute(type: PropType, value: string | null): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && value.trim().toLowerCase() !== 'false';
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      if (value === null) return undefined;
      try {
        return JSON.parse(value);
      } catch {
        console.error(`Cobro: attribute value is not JSON: ${value}`);
        return undefined;
      }
    case 'string':
      return value ?? undefined;
  }
}
