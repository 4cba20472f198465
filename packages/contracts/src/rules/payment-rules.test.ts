import { describe, expect, it } from 'vitest';
import {
  isMoneyMovingStatus,
  isOpenPurchaseStatus,
  MONEY_MOVING_CHARGE_STATUSES,
  OPEN_PURCHASE_STATUSES,
  providerNameOf,
  providerOf,
  receiptUrlOf,
} from './payment-rules';

describe('payment rules', () => {
  it('sends card and SEPA through the card provider and the bank gateways through their own path', () => {
    expect(providerNameOf('card')).toBe('stripe');
    expect(providerNameOf('sepa_debit')).toBe('stripe');
    expect(providerNameOf('inespay')).toBe('inespay');
    expect(providerNameOf('redsys')).toBe('redsys');
  });

  it('records the provider of a method in upper case', () => {
    expect(providerOf('card')).toBe('STRIPE');
    expect(providerOf('sepa_debit')).toBe('STRIPE');
    expect(providerOf('inespay')).toBe('INESPAY');
    expect(providerOf('redsys')).toBe('REDSYS');
  });

  it('keeps a purchase open for a first payment while incomplete, pending or failed', () => {
    expect(OPEN_PURCHASE_STATUSES).toEqual(['incomplete', 'pending', 'failed']);
    expect(isOpenPurchaseStatus('failed')).toBe(true);
    expect(isOpenPurchaseStatus('active')).toBe(false);
    expect(isOpenPurchaseStatus('paid')).toBe(false);
  });

  it('counts processing, succeeded and paid charges as money moving', () => {
    expect(MONEY_MOVING_CHARGE_STATUSES).toEqual(['processing', 'succeeded', 'paid']);
    expect(isMoneyMovingStatus('processing')).toBe(true);
    expect(isMoneyMovingStatus('pending')).toBe(false);
    expect(isMoneyMovingStatus('failed')).toBe(false);
  });

  it('serves a receipt under the API of the public base URL', () => {
    expect(receiptUrlOf('http://localhost:3000', 'ch-1')).toBe('http://localhost:3000/api/receipts/ch-1');
  });
});
