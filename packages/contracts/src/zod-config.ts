import { config } from 'zod';

// zod decides whether to compile its object parsers with `new Function` when the first object schema is created,
// by trying one. On a merchant page that requires Trusted Types that probe alone is reported as a
// `securitypolicyviolation` (zod catches the throw). In a browser the interpreted parsers are used instead; the
// server keeps the compiled ones. Imported first by index.ts, before any schema of the contracts is created.
if (typeof document !== 'undefined') config({ jitless: true });
