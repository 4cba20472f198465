import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { cardErrorText, presentCardError, type CardFailure } from './card-errors';

/**
 * public-flows 8: a "payment error" banner when the provider gave both a code and a decline code, a "declined
 * payment" warning otherwise; the text is ours, keyed by the code. role=alert so it is announced when it appears.
 */
export function CardErrorNotice({ failure }: { failure: CardFailure }) {
  const { t, i18n } = useLingui();
  const presentation = presentCardError(failure);
  const banner = presentation.kind === 'payment-error';
  return (
    <div role="alert" className={banner ? 'notice notice--danger' : 'notice notice--warning'}>
      <Icon name="alert" className="notice__icon" />
      <div>
        <p className="notice__title">{banner ? t`Payment error` : t`Payment declined`}</p>
        <p className="notice__text">{i18n._(cardErrorText(presentation))}</p>
      </div>
    </div>
  );
}
