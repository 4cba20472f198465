import { Button } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface StepActionsProps {
  /** The wizard's Back (to the previous step) or the card's Cancel; none on the first step. */
  onBack?: () => void;
  backLabel?: ReactNode;
  submitLabel?: ReactNode;
  saving: boolean;
}

/** The row under each step form: back (or cancel) and continue (or save). */
export function StepActions({ onBack, backLabel, submitLabel, saving }: StepActionsProps) {
  return (
    <div className="step-form__actions">
      {onBack && <Button onClick={onBack}>{backLabel ?? <Trans>Back</Trans>}</Button>}
      <Button variant="primary" type="submit" loading={saving}>
        {submitLabel ?? <Trans>Continue</Trans>}
      </Button>
    </div>
  );
}
