import { relevantEndDate, showCancelTooltip, type Purchase } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

/**
 * The purchase's relevant end date (dashboard-core 4), a dash when there is none, and the cancel-date tooltip when
 * the cancel date lies in the future. The tooltip hangs off a focusable button, so the keyboard reaches it too, and
 * Escape hides it without moving focus (WCAG 1.4.13).
 */
export function EndDateCell({ purchase }: { purchase: Purchase }) {
  const { t } = useLingui();
  const tooltipId = useId();
  const [shown, setShown] = useState(false);
  const end = relevantEndDate(purchase);
  const cancelAt = purchase.subscription?.cancel_at;
  return (
    <span className="money-end-date">
      {end ? formatDate(end) : '—'}
      {cancelAt != null && showCancelTooltip(purchase, new Date()) && (
        <span className="money-tooltip" onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
          <button
            type="button"
            className="money-tooltip__trigger"
            aria-describedby={tooltipId}
            onFocus={() => setShown(true)}
            onBlur={() => setShown(false)}
            onKeyDown={(event) => {
              // The first Escape closes the tooltip; the next one reaches the dialog or page around it.
              if (event.key !== 'Escape' || !shown) return;
              event.stopPropagation();
              setShown(false);
            }}
          >
            <Icon name="info" />
            <span className="visually-hidden">{t`Cancel date`}</span>
          </button>
          <span role="tooltip" id={tooltipId} className="money-tooltip__text" hidden={!shown}>
            {t`This subscription will be canceled on ${formatDate(cancelAt * 1000)}`}
          </span>
        </span>
      )}
    </span>
  );
}
