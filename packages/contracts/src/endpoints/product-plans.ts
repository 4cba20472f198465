import { PRODUCT_PREFIX } from '../constants';
import { endpoint } from '../endpoint';
import {
  CurrentProductPlan,
  ProductCheckoutResponse,
  ProductInvoiceResponse,
  ProductPlan,
  ProductPlanState,
} from '../entities/product-plans';
import { z } from 'zod';
import { SESSION } from './presets';

/** `/{product}-plans`: the product's own paid plans, under its prefix (`/uelz-plans`). */
const base = `/${PRODUCT_PREFIX}-plans` as const;

export const productPlansEndpoints = {
  productPlans: endpoint({ method: 'GET', path: base, ...SESSION, response: z.array(ProductPlan) }),
  currentProductPlan: endpoint({ method: 'GET', path: `${base}/current`, ...SESSION, response: CurrentProductPlan }),
  productPlanState: endpoint({ method: 'GET', path: `${base}/state`, ...SESSION, response: ProductPlanState }),
  productPlanInvoice: endpoint({ method: 'GET', path: `${base}/invoice`, ...SESSION, response: ProductInvoiceResponse }),
  productPlan: endpoint({ method: 'GET', path: `${base}/{id}`, ...SESSION, response: ProductPlan }),
  productPlanCheckout: endpoint({
    method: 'POST',
    path: `${base}/checkout/{id}`,
    ...SESSION,
    response: ProductCheckoutResponse,
  }),
} as const;
