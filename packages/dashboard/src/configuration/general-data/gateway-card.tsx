import type { Organization } from '@cobro/contracts';
import { Button, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { StepFormProps } from '../../activation';

export interface GatewayCardProps {
  title: string;
  organization: Organization;
  /** Whether the card offers editing (services-and-configuration 4 "Edit permission per card"). */
  editable: boolean;
  /** The wizard's step form, reused. */
  Form: ComponentType<StepFormProps>;
  /** What is stored, shown while not editing. */
  children: ReactNode;
}

/** One editable card of the general data screen: the stored data, and the step's form behind an Edit button. */
export function GatewayCard({ title, organization, editable, Form, children }: GatewayCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  return (
    <section className="general-data__card" aria-labelledby={titleId}>
      <div className="general-data__card-head">
        <h2 id={titleId} className="general-data__card-title">
          {title}
        </h2>
        {editable && !editing && (
          <Button size="sm" onClick={() => setEditing(true)} aria-label={t`Edit ${title}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </div>
      {editable && editing ? (
        <Form
          organization={organization}
          onBack={() => setEditing(false)}
          backLabel={<Trans>Cancel</Trans>}
          submitLabel={<Trans>Save</Trans>}
          onSaved={() => {
            toast({ title: t`Gateway data updated`, tone: 'success' });
            setEditing(false);
          }}
        />
      ) : (
        children
      )}
    </section>
  );
}
