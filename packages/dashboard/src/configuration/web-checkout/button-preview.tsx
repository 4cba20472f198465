import { widgetErrorMessage } from '@cobro/i18n';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { createElement, useEffect, useRef, useState } from 'react';
import { loadPayButton } from './pay-button-loader';
import type { ButtonAttribute } from './snippets';

/** Typing pauses this long before the preview button is rebuilt with the new attributes. */
const PREVIEW_DELAY_MS = 400;

type WidgetError = { code: string; message?: string };

/**
 * The live preview: the real <pay-button>, from the configured version's published script, with the draft's
 * attributes. The widget API accepts the admin's own origin for it. Its `cobro-open` is cancelled: a click here
 * must not start a real checkout nor create a service from a half-typed form (decision 1063).
 */
export function ButtonPreview({ scriptUrl, attributes }: { scriptUrl: string; attributes: readonly ButtonAttribute[] | null }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const shown = useSettled(attributes ? JSON.stringify(attributes) : null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  // Each error belongs to the attributes that caused it, so a corrected button does not keep an old error.
  const [widgetError, setWidgetError] = useState<(WidgetError & { of: string | null }) | null>(null);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadPayButton(scriptUrl).then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [scriptUrl, attempt]);

  // On the stage, which exists before any button: an error the element raises as it connects is not missed.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onError = (event: Event) => setWidgetError({ ...(event as CustomEvent<WidgetError>).detail, of: shownRef.current });
    const onOpen = (event: Event) => event.preventDefault();
    element.addEventListener('cobro-error', onError);
    element.addEventListener('cobro-open', onOpen);
    return () => {
      element.removeEventListener('cobro-error', onError);
      element.removeEventListener('cobro-open', onOpen);
    };
  }, []);

  const error = widgetError && widgetError.of === shown ? widgetError : null;
  return (
    <div className="web-checkout__preview">
      <h3 className="web-checkout__subtitle">
        <Trans>Preview</Trans>
      </h3>
      <div ref={stage} className="web-checkout__preview-stage">
        {status === 'loading' ? (
          <LoadingPlaceholder lines={1} label={t`Loading the preview`} />
        ) : status === 'failed' ? (
          <ErrorPlaceholder title={t`The preview could not be loaded`} onRetry={() => setAttempt((n) => n + 1)} />
        ) : shown ? (
          // A custom element: each prop becomes an attribute; a valueless attribute is the empty string.
          createElement('pay-button', {
            key: shown,
            locale: i18n.locale,
            ...Object.fromEntries((JSON.parse(shown) as ButtonAttribute[]).map(([name, value]) => [name, value === true ? '' : value])),
          })
        ) : (
          <p className="web-checkout__text">
            <Trans>Complete the button's details to see it here.</Trans>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="field__error">
          {error.code}: {widgetErrorMessage(error.code) ?? error.message}
        </p>
      )}
      <p className="field__hint">
        <Trans>In the preview the button does not open the checkout. Paste the code on your website to try a payment.</Trans>
      </p>
    </div>
  );
}

/** The value once it has stopped changing for PREVIEW_DELAY_MS. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
