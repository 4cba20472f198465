import { z } from 'zod';

/**
 * Who buys: a person (DNI/NIE) or a company (CIF). A module of its own, re-exported by customer.ts, so the buyer
 * checkout's schemas can name it without the customer module and its phone refine (decision 0856).
 */
export const HolderType = z.enum(['PERSON', 'COMPANY']);
export type HolderType = z.infer<typeof HolderType>;
