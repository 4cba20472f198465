/** Types of sign-button.mjs, for TypeScript projects (and Cobro's own tests) that import the helper. */
export declare function signPayButton(secret: string, attributes: Record<string, string | number | null | undefined>): string;
