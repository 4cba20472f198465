import type { PortalCharge } from '@cobro/contracts';
import { formatDate, formatMoney } from '@cobro/i18n';
import { Badge } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { portalReceiptUrl } from './receipt-path';

/**
 * A purchase's charges, newest first, each with its receipt (recibo.pdf) when it has one, and what the shop refunded of
 * it (after a withdrawal, the refund the law requires).
 */
export function ChargeList({ charges, apiUrl }: { charges: PortalCharge[]; apiUrl: string }) {
  const { t } = useLingui();
  if (charges.length === 0) return <p>{t`No charges yet.`}</p>;
  return (
    <ul className="portal__list">
      {charges.map((charge) => {
        const amount = formatMoney(charge.amount, charge.currency);
        const date = formatDate(charge.created_at);
        const refunded = formatMoney(charge.amount_refunded, charge.currency);
        return (
          <li key={charge.id} className="portal__charge">
            <span>
              <Trans>
                {amount} on {date}
              </Trans>
            </span>
            {charge.amount_refunded > 0 && (
              <Badge tone="grey">
                <Trans>Refunded: {refunded}</Trans>
              </Badge>
            )}
            {charge.has_receipt && (
              <a href={portalReceiptUrl(apiUrl, charge.id)} download="recibo.pdf">
                {t`Download the receipt of ${date}`}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
