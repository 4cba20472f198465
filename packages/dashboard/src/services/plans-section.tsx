import { Button, Icon } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The plans of a service, on the create and the detail pages: a titled section with the add-plan button. */
export function PlansSection({ onAddPlan, children }: { onAddPlan: () => void; children: ReactNode }) {
  return (
    <section className="service-form__plans" aria-labelledby="service-plans-title">
      <div className="service-form__plans-header">
        <h2 id="service-plans-title" className="service-form__subtitle">
          <Trans>Plans</Trans>
        </h2>
        <Button onClick={onAddPlan}>
          <Icon name="plus" />
          <Trans>Add plan</Trans>
        </Button>
      </div>
      {children}
    </section>
  );
}
