import type { Organization } from '@cobro/contracts';
import { Button, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
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
  const section = useRef<HTMLElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The Edit button gives way to the form and comes back after it: focus follows, so the keyboard never lands on the page.
  useEffect(() => {
    if (editing) section.current?.querySelector<HTMLElement>('input:not([type=hidden]), select')?.focus();
    else if (opened.current) edit.current?.focus();
    opened.current ||= editing;
  }, [editing]);
  return (
    <section ref={section} className="general-data__card" aria-labelledby={titleId}>
      <div className="general-data__card-head">
        <h2 id={titleId} className="general-data__card-title">
          {title}
        </h2>
        {editable && !editing && (
          <Button ref={edit} size="sm" onClick={() => setEditing(true)} aria-label={t`Edit ${title}`}>
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
