import { PRODUCT_PREFIX } from '@cobro/contracts';
import { createKeys } from '../keys/create-keys';

/** The product's own plans (`/uelz-plans`: list, current, state, a plan), not the plans of a merchant's services. */
export const productPlanKeys = createKeys(`${PRODUCT_PREFIX}-plans`);
