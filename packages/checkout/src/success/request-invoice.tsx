import { useRequestInvoice } from '@cobro/data';
import { Trans } from '@lingui/react/macro';
import { useFlow } from '../flow/flow-context';
import { invoiceRequestErrorText } from './request-invoice-rules';

/**
 * The buyer asks the merchant for an invoice of a paid purchase (public-flows 2, request-invoice). One button in a
 * form named by its heading; the answer is read out where it shows (a status once sent, an alert when refused), and
 * the button stays focusable while the request is under way (aria-disabled, not disabled).
 */
export function RequestInvoice({ purchaseId }: { purchaseId: string }) {
  const { id } = useFlow();
  const request = useRequestInvoice();
  const sending = request.isPending;

  if (request.isSuccess) {
    return (
      <p className="result__invoice" role="status">
        <Trans>Invoice requested. The merchant will send it to you by e-mail.</Trans>
      </p>
    );
  }
  return (
    <form
      className="result__invoice"
      aria-labelledby="request-invoice-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) request.mutate({ id, purchaseId });
      }}
    >
      <h2 id="request-invoice-title" className="result__invoice-title">
        <Trans>Do you need an invoice?</Trans>
      </h2>
      <button type="submit" className="button button--secondary" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
        {sending ? <Trans>Requesting the invoice…</Trans> : <Trans>Request an invoice</Trans>}
      </button>
      {request.isError ? (
        <p role="alert" className="field__error">
          <Trans>The invoice could not be requested.</Trans> {invoiceRequestErrorText(request.error)}
        </p>
      ) : null}
    </form>
  );
}
