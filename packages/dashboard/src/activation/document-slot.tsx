import { ApiError } from '@cobro/client';
import { LEGAL_DOCUMENT_MAX_BYTES, LEGAL_DOCUMENT_TYPES, type LegalDocument, type LegalDocumentName } from '@cobro/contracts';
import { useRemoveLegalDocument, useUploadLegalDocument } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { DOCUMENT_LABELS } from './document-labels';

export type SlotPhase = 'idle' | 'uploading' | 'removing';

export interface DocumentSlotProps {
  name: LegalDocumentName;
  document: LegalDocument | null;
  onChange: (document: LegalDocument | null) => void;
  /** A missing_{name} flag (or another field message key) from the step's own check. */
  flag?: string;
  disabled?: boolean;
}

/**
 * What an uploaded document looks like (issue 27, item 9): a thumbnail of an image from its data URL; a PDF, which a
 * browser draws only in a frame, as a file icon (the name beside it says which).
 */
function DocumentPreview({ document, label }: { document: LegalDocument; label: string }) {
  const { t } = useLingui();
  if (document.mime_type.startsWith('image/') && document.content) {
    return <img className="document-slot__thumb" src={document.content} alt={t`Preview of ${label}`} />;
  }
  return (
    <span className="document-slot__icon" aria-hidden="true">
      <Icon name="file" />
      <span className="document-slot__kind">{document.extension.toUpperCase()}</span>
    </span>
  );
}

/** png, jpg or pdf of at most 10 MB (services-and-configuration 5, step 4); the server checks the content too. */
export const acceptableDocument = (file: File) =>
  file.size <= LEGAL_DOCUMENT_MAX_BYTES && (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(file.type);

/**
 * One identity document (services-and-configuration 4 "Document slot"): empty, uploading with progress, uploaded
 * (its file name and a preview), removing with progress; a failed upload says uploading_error and a failed removal
 * removing_file.
 */
export function DocumentSlot({ name, document, onChange, flag, disabled }: DocumentSlotProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const upload = useUploadLegalDocument();
  const remove = useRemoveLegalDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const phase: SlotPhase = upload.isPending ? 'uploading' : remove.isPending ? 'removing' : 'idle';
  const label = i18n._(DOCUMENT_LABELS[name]);
  const message = problem ?? (flag ? fieldMessage(flag) : null);
  const picker = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const changed = useRef(false);
  // The control that was used disappears (the picker once uploaded, Remove once removed): focus goes to the new one.
  useEffect(() => {
    if (!changed.current || phase !== 'idle') return;
    (document ? removeButton.current : picker.current)?.focus();
    changed.current = false;
  }, [document, phase]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!acceptableDocument(file)) return setProblem(fieldMessage('not_valid_size'));
    setProblem(null);
    changed.current = true;
    try {
      onChange(await upload.mutateAsync({ name, file }));
    } catch (failure) {
      // uploading_error; a file the server refused by its content or size says why.
      const reason = failure instanceof ApiError ? failure.fields?.file : undefined;
      setProblem(reason ? fieldMessage(reason) : t`The document could not be uploaded. Try again.`);
    }
  };
  const drop = async () => {
    if (!document) return;
    setProblem(null);
    changed.current = true;
    try {
      await remove.mutateAsync({ name, extension: document.extension });
      onChange(null);
    } catch {
      setProblem(t`The document could not be removed. Try again.`);
    }
  };

  return (
    <fieldset className={`document-slot${message ? ' document-slot--invalid' : ''}`} aria-describedby={message ? `${id}-message` : undefined}>
      <legend className="document-slot__label">{label}</legend>
      {phase !== 'idle' ? (
        <div className="document-slot__progress">
          <progress aria-label={phase === 'uploading' ? t`Uploading ${label}` : t`Removing ${label}`} />
          <span aria-live="polite">{phase === 'uploading' ? <Trans>Uploading…</Trans> : <Trans>Removing…</Trans>}</span>
        </div>
      ) : document ? (
        <div className="document-slot__file">
          <DocumentPreview document={document} label={label} />
          <span className="document-slot__details">
            <span className="document-slot__name">{document.file_name || label}</span>
            <span className="document-slot__status">
              <Trans>Uploaded ({document.extension.toUpperCase()})</Trans>
            </span>
          </span>
          {!disabled && (
            <Button ref={removeButton} size="sm" variant="ghost" onClick={() => void drop()} aria-label={t`Remove ${label}`}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      ) : (
        <div className="document-slot__pick">
          <label className="field__label" htmlFor={`${id}-file`}>
            <Trans>Choose a PNG, JPG or PDF file (up to 10 MB)</Trans>
          </label>
          <input
            ref={picker}
            id={`${id}-file`}
            className="document-slot__input"
            type="file"
            accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
            disabled={disabled}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
      {message && (
        <p id={`${id}-message`} className="field__error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
