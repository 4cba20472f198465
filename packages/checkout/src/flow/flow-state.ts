import { LOCATION_KEY_TTL_MINUTES, type CheckoutPaymentMethod, type HolderType } from '@cobro/contracts';

/** Who the buyer said they are on the identify step, and what the API answered (public-flows 3, 4). */
export interface BuyerIdentity {
  customer_type: HolderType;
  customer_email: string;
  customer_cif: string;
}

/** The checkout flow state of public-flows 3. Lives in the element (memory), so a reload starts again. */
export interface FlowState {
  buyer: BuyerIdentity | null;
  customer_id: string | null;
  needs_verification: boolean;
  needs_location: boolean;
  location_update_key: string | null;
  /** When that key stops opening the address step (ms, this browser's clock from the answer's arrival): WCAG 2.2.1. */
  location_key_until: number | null;
  priceLoading: boolean;
  currentPrice: number | null;
  fullPrice: number | null;
  currency: string | null;
  paymentUrl: string | null;
  purchaseId: string | null;
  success: boolean;
  /**
   * When this checkout saw the payment succeed (ISO; not a debit still processing), and the last four digits of the
   * card it confirmed: the success page's date and card, which the buyer's purchase view does not carry.
   */
  paidAt: string | null;
  cardLast4: string | null;
  paymentOptions: CheckoutPaymentMethod[];
  /** The mobile bottom sheet: the one part a back action keeps (public-flows 4.2). */
  sheetOpen: boolean;
}

export const initialFlowState: FlowState = {
  buyer: null,
  customer_id: null,
  needs_verification: false,
  needs_location: false,
  location_update_key: null,
  location_key_until: null,
  priceLoading: false,
  currentPrice: null,
  fullPrice: null,
  currency: null,
  paymentUrl: null,
  purchaseId: null,
  success: false,
  paidAt: null,
  cardLast4: null,
  paymentOptions: [],
  sheetOpen: false,
};

export type FlowAction =
  | {
      type: 'identified';
      buyer: BuyerIdentity;
      answer: { needs_verification: boolean; needs_location: boolean; location_update_key: string | null; customer_id: string | null };
      /** When the answer arrived (ms). */
      at: number;
    }
  | { type: 'location-key'; key: string; at: number }
  | { type: 'customer-created'; customer_id: string }
  | { type: 'location-saved' }
  | { type: 'payment-options'; options: CheckoutPaymentMethod[] }
  | { type: 'price-loading' }
  | { type: 'payment-data'; purchaseId: string; currentPrice: number; fullPrice: number; currency: string; paymentUrl: string | null }
  | { type: 'price-failed' }
  | { type: 'paid'; at: string | null; cardLast4: string | null }
  | { type: 'sheet'; open: boolean }
  | { type: 'reset' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'identified':
      return {
        ...initialFlowState,
        sheetOpen: state.sheetOpen,
        buyer: action.buyer,
        ...action.answer,
        location_key_until: action.answer.location_update_key ? keyUntil(action.at) : null,
      };
    case 'location-key':
      // verify-id again, for more time on the address step: a new key, valid for its whole lifetime again.
      return { ...state, location_update_key: action.key, location_key_until: keyUntil(action.at) };
    case 'customer-created':
      return { ...state, customer_id: action.customer_id, needs_verification: false };
    case 'location-saved':
      return { ...state, needs_location: false, location_update_key: null, location_key_until: null };
    case 'payment-options':
      return { ...state, paymentOptions: action.options };
    case 'price-loading':
      return { ...state, priceLoading: true, paymentUrl: null };
    case 'payment-data':
      return {
        ...state,
        priceLoading: false,
        purchaseId: action.purchaseId,
        currentPrice: action.currentPrice,
        fullPrice: action.fullPrice,
        currency: action.currency,
        paymentUrl: action.paymentUrl,
      };
    case 'price-failed':
      return { ...state, priceLoading: false };
    case 'paid':
      return { ...state, success: true, paidAt: action.at, cardLast4: action.cardLast4 };
    case 'sheet':
      return { ...state, sheetOpen: action.open };
    case 'reset':
      // Back resets the flow but keeps the sheet where the buyer left it (public-flows 4.2).
      return { ...initialFlowState, sheetOpen: state.sheetOpen };
  }
}

const keyUntil = (at: number) => at + LOCATION_KEY_TTL_MINUTES * 60_000;

/** Which page follows verify-id (public-flows 4.1), or null when the answer leads nowhere (no customer yet). */
export function stepAfterIdentify(answer: {
  needs_verification: boolean;
  needs_location: boolean;
  customer_id: string | null;
}): 'complete-data' | 'complete-location' | 'complete-payment' | null {
  if (answer.needs_verification) return 'complete-data';
  if (answer.needs_location) return 'complete-location';
  return answer.customer_id ? 'complete-payment' : null;
}
