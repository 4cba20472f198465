import { ApiError } from '@cobro/client';
import {
  LegalDocumentName,
  legalDocumentReference,
  missingDocumentMessage,
  type LegalDocument,
  type OrganizationFiles,
} from '@cobro/contracts';
import { organizationFilesQuery, useGatewayStep } from '@cobro/data';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { showApiErrorToast } from '../common/error-toast';
import type { StepFormProps } from './company-step-form';
import { DocumentSlot } from './document-slot';
import { StepActions } from './step-actions';

type Slots = Record<LegalDocumentName, LegalDocument | null>;
const NAMES = LegalDocumentName.options;

/** What is already stored: a document with empty content is absent. */
const storedSlots = (files: OrganizationFiles): Slots =>
  Object.fromEntries(NAMES.map((name) => [name, files[name]?.content ? files[name] : null])) as Slots;

/** Step 4, the identity documents: all three are needed; missing ones are flagged missing_{name}. */
export function DocumentsStepForm(props: StepFormProps) {
  const { t } = useLingui();
  const files = useQuery(organizationFilesQuery(props.organization.id));
  if (files.isPending) return <LoadingPlaceholder lines={3} />;
  if (files.isError) {
    return <ErrorPlaceholder title={t`The documents could not be loaded`} onRetry={() => void files.refetch()} />;
  }
  return <DocumentsForm {...props} stored={storedSlots(files.data)} />;
}

function DocumentsForm({ organization: _organization, onSaved, stored, ...actions }: StepFormProps & { stored: Slots }) {
  const save = useGatewayStep(4);
  const [slots, setSlots] = useState<Slots>(stored);
  const [flags, setFlags] = useState<Partial<Record<LegalDocumentName, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = NAMES.filter((name) => !slots[name]);
    setFlags(Object.fromEntries(missing.map((name) => [name, missingDocumentMessage(name)])));
    if (missing.length > 0) return;
    try {
      // The server holds the bytes: the step names each document without them (decision 0241).
      const [front_dni, back_dni, residence] = NAMES.map((name) => legalDocumentReference(slots[name] as LegalDocument));
      onSaved(await save.mutateAsync({ front_dni, back_dni, residence }));
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {};
      setFlags(Object.fromEntries(NAMES.filter((name) => fields[name]).map((name) => [name, fields[name]])));
      showApiErrorToast(failure);
    }
  };

  return (
    <form className="step-form" noValidate onSubmit={(event) => void submit(event)}>
      {NAMES.map((name) => (
        <DocumentSlot
          key={name}
          name={name}
          document={slots[name]}
          flag={flags[name]}
          onChange={(document) => {
            setSlots((current) => ({ ...current, [name]: document }));
            setFlags((current) => ({ ...current, [name]: undefined }));
          }}
        />
      ))}
      <StepActions {...actions} saving={save.isPending} />
    </form>
  );
}
