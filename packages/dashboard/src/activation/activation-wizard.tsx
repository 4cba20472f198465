import type { Organization } from '@cobro/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { ACTIVATION_STEPS, activationStepPath, stepStates } from './activation-steps';
import { BankStepForm } from './bank-step-form';
import { CompanyStepForm, type StepFormProps } from './company-step-form';
import { ContactStepForm } from './contact-step-form';
import { DocumentsStepForm } from './documents-step-form';
import { LegalStepForm } from './legal-step-form';
import { StepSidebar } from './step-sidebar';
import { STEP_TITLES } from './step-titles';

const FORMS: ComponentType<StepFormProps>[] = [CompanyStepForm, ContactStepForm, LegalStepForm, DocumentsStepForm, BankStepForm];

/**
 * The five steps with their sidebar (public-flows 4): each save stores its step and moves on to the next; the last
 * one calls `onFinished`, and from then on no step is current: the sidebar shows the five as the save answered them
 * (all complete) behind the "being activated" dialog. Focus goes to the step's heading when the step changes, for
 * keyboard and screen readers.
 */
export function ActivationWizard({ organization, index, onFinished }: { organization: Organization; index: number; onFinished: () => void }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [finished, setFinished] = useState<Organization | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [index]);

  const step = ACTIVATION_STEPS[index];
  const Form = FORMS[index];
  const previous = index > 0 ? ACTIVATION_STEPS[index - 1] : null;
  const next = index < ACTIVATION_STEPS.length - 1 ? ACTIVATION_STEPS[index + 1] : null;
  const title = i18n._(STEP_TITLES[step.slug]);

  return (
    <div className="activation__body">
      <StepSidebar states={finished ? stepStates(finished.onboarding_steps, null) : stepStates(organization.onboarding_steps, index)} />
      <section className="activation__step" aria-labelledby="activation-step-title">
        <p className="activation__counter">
          <Trans>
            Step {index + 1} of {ACTIVATION_STEPS.length}
          </Trans>
        </p>
        <h2 id="activation-step-title" ref={heading} tabIndex={-1} className="activation__step-title">
          {title}
        </h2>
        <Form
          key={step.slug}
          organization={organization}
          onBack={previous ? () => navigate(activationStepPath(previous.slug)) : undefined}
          onSaved={(saved) => {
            if (next) return navigate(activationStepPath(next.slug));
            setFinished(saved);
            onFinished();
          }}
        />
      </section>
    </div>
  );
}
