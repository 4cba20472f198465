import { Button } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { checkoutPath } from '../app/routes';
import { useFlow } from './flow-context';

/** public-flows 4.2: back to the identify step with the flow reset; the bottom sheet stays as it is. */
export function BackButton() {
  const { t } = useLingui();
  const { id, dispatch } = useFlow();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        dispatch({ type: 'reset' });
        navigate(checkoutPath(id));
      }}
    >
      {t`Back`}
    </Button>
  );
}
