import { describe, expect, it } from 'vitest';
import { aCharge } from '../common/money.fixtures';
import { chargeRowActions } from './charge-row-actions';

describe('charge row actions', () => {
  it('refund is offered for a settled card charge with its provider id, and not once it is fully refunded', () => {
    expect(chargeRowActions(aCharge(), 'list')).toContain('refund');
    expect(chargeRowActions(aCharge({ amount_refunded: 10_000 }), 'list')).not.toContain('refund');
    expect(chargeRowActions(aCharge({ stripe_id: null }), 'list')).not.toContain('refund');
    expect(chargeRowActions(aCharge({ status: 'pending' }), 'list')).not.toContain('refund');
  });

  it('refund is offered for a paid REDSYS charge, Bizum through Redsys too, never for INESPAY', () => {
    const redsys = aCharge({ status: 'paid', payment_method: 'redsys', stripe_id: null, purchase: { provider: 'REDSYS' } });
    const bizum = aCharge({ status: 'paid', payment_method: 'bizum', stripe_id: null, purchase: { provider: 'REDSYS' } });
    const inespay = aCharge({ status: 'paid', payment_method: 'inespay', stripe_id: null, purchase: { provider: 'INESPAY' } });
    expect(chargeRowActions(redsys, 'list')).toContain('refund');
    expect(chargeRowActions(bizum, 'list')).toContain('refund');
    // Partly refunded, what is left can still be refunded.
    expect(chargeRowActions({ ...bizum, amount_refunded: 4_000 }, 'list')).toContain('refund');
    expect(chargeRowActions(inespay, 'list')).not.toContain('refund');
  });

  it('send receipt on the list needs a receipt, not refunded, not disputed, card provider and a fixed plan', () => {
    expect(chargeRowActions(aCharge(), 'list')).toContain('send-receipt');
    expect(chargeRowActions(aCharge({ status: 'needs_response' }), 'list')).not.toContain('send-receipt');
    expect(chargeRowActions(aCharge({ plans: [{ ...aCharge().plans[0], type: 'variable' }] }), 'list')).not.toContain('send-receipt');
    expect(chargeRowActions(aCharge({ receipt_url: null }), 'list')).not.toContain('send-receipt');
  });

  it('send receipt on a customer also needs the status paid or succeeded', () => {
    const processing = aCharge({ status: 'processing' });
    expect(chargeRowActions(processing, 'list')).toContain('send-receipt');
    expect(chargeRowActions(processing, 'customer')).not.toContain('send-receipt');
  });

  it('details are always offered and download only when there is a receipt', () => {
    expect(chargeRowActions(aCharge({ receipt_url: null, status: 'failed' }), 'list')).toEqual(['details']);
    expect(chargeRowActions(aCharge(), 'list')).toContain('download-receipt');
  });
});
