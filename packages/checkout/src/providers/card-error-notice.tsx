import { Icon, type CardFailure } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { cardErrorText, presentCardError } from './card-errors';

/**
 * public-flows 8: a "payment error" banner when the provider gave both a code and a decline code, a "declined
 * payment" warning otherwise; the text is ours, keyed by the code. role=alert so it is announced when it appears.
 */
export function CardErrorNotice({ failure }: { failure: CardFailure }) {
  const { t, i18n } = useLingui();
  const presentation = presentCardError(failure);
  const banner = presentation.kind === 'payment-error';
  const ref = useRef<HTMLDivElement>(null);
  // A decline replaces the Pay button that had focus: without this, focus falls to <body> (issue 17).
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={banner ? 'notice notice--danger' : 'notice notice--warning'}>
      <Icon name="alert" className="notice__icon" />
      <div>
        <p className="notice__title">{banner ? t`Payment error` : t`Payment declined`}</p>
        <p className="notice__text">{i18n._(cardErrorText(presentation))}</p>
      </div>
    </div>
  );
}
