import { BANK_PAGE_TEXT } from '../packages/server/src/modules/payment-engine/sandbox/bank-page-text';
import type { Lang } from './catalog-words';

/** The simulated Redsys, Bizum and Inespay pages' words in the buyer's language (decision 1164), as the server writes them. */
export const bankPage = (lang: Lang) => BANK_PAGE_TEXT[lang];
