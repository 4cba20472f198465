import type { CheckoutStep } from '../app/routes';
import type { FlowState } from './flow-state';

/**
 * Where a step sends a buyer whose flow state cannot support it (public-flows 4.3), or null to stay. The data and
 * location pages need a tax id; the location page also the key its call carries; the payment page needs a
 * customer and a plan. Success and the declined page read the purchase themselves, so they never redirect.
 */
export function redirectFor(step: CheckoutStep, state: FlowState, hasPlan: boolean): 'identify' | null {
  switch (step) {
    case 'complete-data':
      return state.buyer?.customer_cif ? null : 'identify';
    case 'complete-location':
      return state.buyer?.customer_cif && state.location_update_key && state.customer_id ? null : 'identify';
    case 'complete-payment':
      return state.customer_id && hasPlan ? null : 'identify';
    default:
      return null;
  }
}
