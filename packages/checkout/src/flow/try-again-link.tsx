import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { checkoutPath } from '../app/routes';
import { useFlow } from './flow-context';

/**
 * "Try again" after a payment that did not go through (the SEPA-failed page, the Inespay declined page): back to
 * the start of this checkout with the flow reset. One component so both look the same: a link drawn as the
 * primary button (it navigates, so it stays a link for assistive technology).
 */
export function TryAgainLink() {
  const { id, dispatch } = useFlow();
  return (
    <Link className="button button--primary button--lg" href={checkoutPath(id)} onClick={() => dispatch({ type: 'reset' })}>
      <Trans>Try again</Trans>
    </Link>
  );
}
