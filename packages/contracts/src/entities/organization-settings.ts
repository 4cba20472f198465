import { z } from 'zod';
import { Id, Timestamp } from '../primitives';
import { FreeText } from '../validators/free-text';
import { validateTermsUrl } from '../validators/url';

/** PUT /organizations: the terms URL, https:// added when missing; an empty value is sent as null. */
export const TermsBody = z.strictObject({
  tyc: FreeText()
    .nullable()
    .transform((v, ctx) => {
      const result = validateTermsUrl(v);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }),
});
export type TermsBody = z.infer<typeof TermsBody>;

/**
 * The organization's single secret API key, as listed (the key itself is shown once, at generation). `masked_key`
 * is ours (decision 1132): the mode prefix and last four, null for a key generated before; a back end built to the
 * spec alone may leave it out.
 */
export const ApiKeyRecord = z.object({ id: Id, created_at: Timestamp, masked_key: z.string().nullish() });
export type ApiKeyRecord = z.infer<typeof ApiKeyRecord>;

/** GET /organizations/api-key: null when there is no key. */
export const ApiKeyResponse = ApiKeyRecord.nullable();

/** POST /organizations/generate-api-key: the new key, replacing any previous one. */
export const GeneratedApiKey = ApiKeyRecord.extend({ api_key: z.string() });
export type GeneratedApiKey = z.infer<typeof GeneratedApiKey>;
