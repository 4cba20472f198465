import type { Organization } from '@cobro/contracts';
import { toast, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { activationCss, CompanyStepForm, ContactStepForm, LegalStepForm, type StepFormProps } from '../../activation';
import type { DashboardSection } from '../../app/routes';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { Facts, useGatewayFacts } from './gateway-facts';
import { cardPermissions, type CardPermissions } from './gateway-status';

export type GatewayStepSection = Extract<DashboardSection, 'gateway-company' | 'gateway-contact' | 'gateway-legal-representative'>;

/** Each nested section's step form, the card permission that lets it be edited, and its stored facts. */
const STEPS: Record<GatewayStepSection, { Form: ComponentType<StepFormProps>; card: keyof CardPermissions & keyof ReturnType<typeof useGatewayFacts> }> = {
  'gateway-company': { Form: CompanyStepForm, card: 'company' },
  'gateway-contact': { Form: ContactStepForm, card: 'contact' },
  'gateway-legal-representative': { Form: LegalStepForm, card: 'legalManager' },
};

/**
 * The configuration's nested gateway sections (services-and-configuration 2): steps 1 to 3 as forms holding the
 * saved data, saved with "gateway data updated". While the verification is pending they hide editing (section 4):
 * the saved data is shown instead.
 */
export function GatewayStepPage({ section, organization }: { section: GatewayStepSection; organization: Organization }) {
  const styles = useAdoptedStyles(activationCss);
  const { t, i18n } = useLingui();
  const title = i18n._(SECTION_TITLES[section]);
  useDocumentTitle(title);
  const { Form, card } = STEPS[section];
  const editable = cardPermissions(organization.verification_status)[card];
  const facts = useGatewayFacts(organization);
  return (
    <div ref={styles} className="page general-data">
      <h1 className="page__title">{title}</h1>
      <section className="general-data__card" aria-label={title}>
        {editable ? (
          <Form
            key={section}
            organization={organization}
            submitLabel={<Trans>Save</Trans>}
            onSaved={() => toast({ title: t`Gateway data updated`, tone: 'success' })}
          />
        ) : (
          <>
            <p>
              <Trans>Your data is being reviewed: it cannot be changed until the review ends.</Trans>
            </p>
            <Facts rows={facts[card]} />
          </>
        )}
      </section>
    </div>
  );
}
