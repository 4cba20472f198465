import { Tabs } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { AttributesTable } from './attributes-table';
import type { AttributeInfo } from './button-attributes';
import { CodeBlock } from './code-block';
import { CopyButton } from '../../common/copy-button';
import { buttonSnippet, type ButtonAttribute } from './snippets';

type Props = {
  attributes: readonly ButtonAttribute[] | null;
  /** What the attribute information tab lists for this kind of button. */
  reference: readonly AttributeInfo[];
  canCharge: boolean;
  /** What to say while there is no code yet (an empty form, no service). */
  pending: string;
  /** Said under the code (whether the web-services button is signed). */
  note?: ReactNode;
};

/** Step 3's sub-tabs (services-and-configuration 2): the button's html, or the information on every attribute. */
export function ButtonCode({ attributes, reference, canCharge, pending, note }: Props) {
  const { t } = useLingui();
  const [view, setView] = useState<'html' | 'attributes'>('html');
  const snippet = attributes ? buttonSnippet(attributes) : null;
  return (
    <Tabs
      label={t`Button code`}
      items={[
        { id: 'html', label: t`HTML` },
        { id: 'attributes', label: t`Attribute information` },
      ]}
      selectedId={view}
      onSelect={(id) => setView(id as 'html' | 'attributes')}
    >
      {view === 'attributes' ? (
        <AttributesTable caption={t`Pay button attributes`} rows={reference} />
      ) : snippet ? (
        <div className="web-checkout__stack">
          <CodeBlock label={t`Pay button`} code={snippet} />
          {note}
          {canCharge && (
            <div className="web-checkout__actions">
              <CopyButton label={t`Copy button code`} text={snippet} />
            </div>
          )}
        </div>
      ) : (
        <p className="web-checkout__text">{pending}</p>
      )}
    </Tabs>
  );
}
