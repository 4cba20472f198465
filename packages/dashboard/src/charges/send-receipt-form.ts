import { SendReceiptBody } from '@cobro/contracts';
import { z } from 'zod';

export type ReceiptRecipient = 'main' | 'other';
export type SendReceiptValues = { recipient: ReceiptRecipient; email: string };

/**
 * The send-receipt form (dashboard-core 5): the customer's main e-mail or another one, which is required and must be
 * valid. Both go through the contract's SendReceiptBody, so the dialog sends what the server accepts; a bad main
 * e-mail is reported on the choice, since there is no field to correct it in.
 */
export const sendReceiptForm = (mainEmail: string) =>
  z.object({ recipient: z.enum(['main', 'other']), email: z.string() }).transform((values, ctx) => {
    const parsed = SendReceiptBody.safeParse({ email: values.recipient === 'main' ? mainEmail : values.email });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [values.recipient === 'main' ? 'recipient' : 'email'] });
    }
    return z.NEVER;
  });
