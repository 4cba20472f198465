import { SERVICE_IMAGE_MAX_BYTES } from '@cobro/contracts';
import { fieldMessage } from '@cobro/i18n';
import { Button, fieldAria } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { serviceImageProblem } from './image-check';

type Props = {
  /** The image chosen in this form, not yet uploaded. */
  file: File | null;
  /** The service's stored cover, when it has one and it is kept. */
  storedUrl: string | null;
  /** Message key of the field's error. */
  error?: string;
  readOnly?: boolean;
  onFile: (file: File | null) => void;
  onRemoveStored: () => void;
  onProblem: (messageKey: string) => void;
};

/** Reads a file as a data URL: the admin page's CSP allows `data:` images but not `blob:` ones. */
function usePreview(file: File | null) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview;
}

/** The one cover image of a service: jpeg, png or jpg up to 10 MB, checked by content before it is accepted. */
export function CoverImageField({ file, storedUrl, error, readOnly, onFile, onRemoveStored, onProblem }: Props) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const shown = preview ?? storedUrl;
  const maxMb = SERVICE_IMAGE_MAX_BYTES / (1024 * 1024);
  const hint = t`One JPG or PNG image, up to ${maxMb} MB`;
  const { controlProps, hintId, errorId } = fieldAria(id, { error: error ? fieldMessage(error) : undefined, hint });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await serviceImageProblem(chosen);
    if (problem) onProblem(problem);
    else onFile(chosen);
    // Choosing the same file again after a refusal must fire `change` again.
    if (input.current) input.current.value = '';
  };

  return (
    <div className={error ? 'field field--invalid cover-field' : 'field cover-field'}>
      <span className="field__label" id={`${id}-label`}>
        <Trans>Cover image</Trans>
      </span>
      {shown ? (
        <img className="cover-field__preview" src={shown} alt={t`Cover image preview`} />
      ) : (
        <p className="cover-field__empty">
          <Trans>No image</Trans>
        </p>
      )}
      {!readOnly && (
        <div className="cover-field__actions">
          <input
            ref={input}
            type="file"
            className="visually-hidden cover-field__input"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            aria-labelledby={`${id}-label`}
            {...controlProps}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {/* The label is the visible button; the focus ring of the hidden input is drawn on it (services.css). */}
          <label className="button button--secondary button--md" htmlFor={id} aria-hidden="true">
            {shown ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
          </label>
          {shown && (
            <Button variant="ghost" onClick={() => (file ? onFile(null) : onRemoveStored())}>
              <Trans>Remove image</Trans>
            </Button>
          )}
        </div>
      )}
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {fieldMessage(error)}
        </p>
      )}
    </div>
  );
}
