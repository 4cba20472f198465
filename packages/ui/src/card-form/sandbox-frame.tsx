import { useLingui } from '@lingui/react/macro';
import { frameTheme, type FrameTheme } from '@cobro/contracts';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CardFormHandle, CardFormProps, ConfirmResult } from './card-form-types';
import { readSandboxMessage, sandboxFrame } from './sandbox-protocol';

/**
 * Escape inside the frame, as the page would have had it: the nearest open <dialog> around the frame (the pay-button's,
 * across shadow roots, or the checkout's mobile sheet) closes, as it does for Escape anywhere else on the page.
 */
function closeDialogAround(element: Element | null) {
  let node: Node | null = element;
  while (node) {
    if (node instanceof HTMLDialogElement && node.open) return node.close();
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
}

/**
 * The sandbox's card or IBAN form: a frame served by the payments service, so the page (a merchant's, even)
 * never sees the numbers. Messages go only to the frame's exact origin and are read only from that origin and
 * that frame's window.
 */
export const SandboxFrame = forwardRef<CardFormHandle, CardFormProps>(function SandboxFrame(
  { clientSecret, method, mode, paymentsUrl, locale, onChange, onLoadError },
  ref,
) {
  const { t } = useLingui();
  const iframe = useRef<HTMLIFrameElement>(null);
  const pending = useRef<((result: ConfirmResult) => void) | null>(null);
  // A Pay pressed before the frame's script has run (a slow network: its fields can be typed in already) is sent once
  // the frame says it is ready; posted earlier, nothing in the frame would hear it and Pay would wait for ever.
  const ready = useRef(false);
  const whenReady = useRef<(() => void) | null>(null);
  // The frame is another document: it gets the theme (the page's --cobro-* values as computed here, if any) in its URL,
  // read before the first paint so it loads once, already themed.
  const [theme, setTheme] = useState<FrameTheme | null>(null);
  useLayoutEffect(() => {
    if (!iframe.current) return;
    const style = getComputedStyle(iframe.current);
    setTheme(frameTheme((_, property) => style.getPropertyValue(property)));
  }, []);
  const frame = useMemo(
    () =>
      sandboxFrame({
        paymentsUrl,
        clientSecret,
        method,
        mode,
        locale,
        parentOrigin: window.location.origin,
        baseUrl: document.baseURI,
        theme: theme ?? undefined,
      }),
    [paymentsUrl, clientSecret, method, mode, locale, theme],
  );
  useEffect(() => {
    ready.current = false;
  }, [frame.src]);
  const [height, setHeight] = useState<number | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== frame.origin || event.source !== iframe.current?.contentWindow) return;
      const message = readSandboxMessage(event.data);
      if (message?.type === 'cobro-sandbox:ready') {
        ready.current = true;
        whenReady.current?.();
        whenReady.current = null;
      }
      if (message?.type === 'cobro-sandbox:change') onChangeRef.current(message.complete);
      if (message?.type === 'cobro-sandbox:height') setHeight(message.height);
      if (message?.type === 'cobro-sandbox:escape') closeDialogAround(iframe.current);
      if (message?.type === 'cobro-sandbox:result' || message?.type === 'cobro-sandbox:invalid') {
        pending.current?.(message.type === 'cobro-sandbox:invalid' ? { status: 'invalid' } : message.result);
        pending.current = null;
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame.origin]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: () =>
        new Promise<ConfirmResult>((resolve) => {
          pending.current = resolve;
          const send = () => iframe.current?.contentWindow?.postMessage({ type: 'cobro-sandbox:confirm' }, frame.origin);
          if (ready.current) send();
          else whenReady.current = send;
        }),
    }),
    [frame.origin],
  );

  return (
    <iframe
      ref={iframe}
      className="card-frame"
      src={theme ? frame.src : undefined}
      title={method === 'card' ? t`Card details` : t`Bank account details`}
      style={height === null ? undefined : { height: `${height}px` }}
      onError={onLoadError}
    />
  );
});
