export { BankStepForm } from './bank-step-form';
export { CompanyStepForm, type StepFormProps } from './company-step-form';
export { ContactStepForm } from './contact-step-form';
export { DocumentsStepForm } from './documents-step-form';
export { LegalStepForm } from './legal-step-form';
export { DOCUMENT_LABELS } from './document-labels';
export { INDUSTRY_LABELS } from './industry-labels';
/** The wizard's steps' styles: the gateway pages show the same step forms, so they adopt it too. */
export { default as activationCss } from './activation.css?inline';
