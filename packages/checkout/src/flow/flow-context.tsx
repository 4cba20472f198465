import type { CheckoutSession } from '@cobro/contracts';
import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { flowReducer, initialFlowState, type FlowAction, type FlowState } from './flow-state';
import type { Offer } from './offer';

interface FlowContextValue {
  /** The checkout id of the route: a payment link id or a purchase id. */
  id: string;
  offer: Offer;
  /** The <pay-button> session the checkout was opened with: its prefill and not-editable flag. */
  session: CheckoutSession | null;
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
}

const FlowContext = createContext<FlowContextValue | null>(null);

/** One flow per element: React context is enough, nothing outside the element reads it. */
export function useFlowReducer() {
  return useReducer(flowReducer, initialFlowState);
}

export function FlowProvider({ value, children }: { value: FlowContextValue; children: ReactNode }) {
  return <FlowContext.Provider value={value}>{children}</FlowContext.Provider>;
}

/** The merchant the checkout sells for, when the page is inside a flow whose offer names it (a payment link's). */
export function useFlowMerchant(): string | null {
  return useContext(FlowContext)?.offer.organization?.company_name ?? null;
}

export function useFlow(): FlowContextValue {
  const value = useContext(FlowContext);
  if (!value) throw new Error('useFlow() needs the checkout flow above it');
  return value;
}
