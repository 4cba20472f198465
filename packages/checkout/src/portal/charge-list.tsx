import { RECEIPT_FILE_NAME, type PortalCharge } from '@cobro/contracts';
import { holdsPortalToken, portalReceiptBlob } from '@cobro/data';
import { formatDate, formatMoney } from '@cobro/i18n';
import { Badge, saveFile } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent } from 'react';
import { PortalError } from './portal-error';
import { portalReceiptUrl } from './receipt-path';

/**
 * A charge's receipt: on the API's origin a plain link, which the portal cookie rides; on a merchant's page, where
 * no cookie is sent, the file is fetched with the element's bearer token and saved from a blob (decision 1160).
 */
function ReceiptLink({ url, label }: { url: string; label: string }) {
  const [error, setError] = useState<unknown>(null);
  const save = (event: MouseEvent) => {
    event.preventDefault();
    setError(null);
    portalReceiptBlob(url).then((blob) => saveFile(blob, RECEIPT_FILE_NAME), setError);
  };
  return (
    <>
      <a href={url} download={RECEIPT_FILE_NAME} onClick={holdsPortalToken() ? save : undefined}>
        {label}
      </a>
      {error !== null && <PortalError error={error} />}
    </>
  );
}

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
            {charge.has_receipt && <ReceiptLink url={portalReceiptUrl(apiUrl, charge.id)} label={t`Download the receipt of ${date}`} />}
          </li>
        );
      })}
    </ul>
  );
}
