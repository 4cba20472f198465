import { Icon } from './icons';

/** The hint and error lines under a control, with the ids `fieldAria` points aria-describedby at. */
export function FieldTexts({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </>
  );
}
