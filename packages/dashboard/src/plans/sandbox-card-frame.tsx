import { useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useDashboardConfig } from '../app/dashboard-config';

/** What confirming the card in the frame came to (the checkout's shared sandbox protocol). */
export type CardConfirmResult = { status: 'succeeded' | 'processing' | 'invalid' } | { status: 'failed'; message?: string };

export interface CardFrameHandle {
  confirm(): Promise<CardConfirmResult>;
}

interface SandboxCardFrameProps {
  clientSecret: string;
  /** `payment` for a plan, `setup` for a platform's card (nothing charged). */
  mode: 'payment' | 'setup';
}

const STATUSES = ['succeeded', 'processing', 'failed'] as const;

/** Reads a frame message of the sandbox protocol, or null for anything else. */
function readMessage(data: unknown): { type: string; height?: number; result?: CardConfirmResult } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'cobro-sandbox:height' && typeof message.height === 'number' && message.height > 0 && message.height <= 2000) {
    return { type: 'height', height: Math.ceil(message.height) };
  }
  if (message.type === 'cobro-sandbox:invalid') return { type: 'result', result: { status: 'invalid' } };
  if (message.type === 'cobro-sandbox:result') {
    const status = STATUSES.find((s) => s === message.status);
    if (!status) return null;
    const text = typeof message.message === 'string' && message.message ? message.message : undefined;
    return { type: 'result', result: status === 'failed' ? { status, message: text } : { status } };
  }
  return null;
}

/**
 * The sandbox's card form for the product's own payment pages: the frame the payments service serves (the page never
 * sees the card numbers), spoken to only at its exact origin. The dashboard does not import the checkout, so this is
 * its own small client of the same protocol.
 */
export const SandboxCardFrame = forwardRef<CardFrameHandle, SandboxCardFrameProps>(function SandboxCardFrame(
  { clientSecret, mode },
  ref,
) {
  const { t, i18n } = useLingui();
  const { apiUrl, paymentsUrl } = useDashboardConfig();
  const iframe = useRef<HTMLIFrameElement>(null);
  const pending = useRef<((result: CardConfirmResult) => void) | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const frame = useMemo(() => {
    const base = (paymentsUrl ?? `${apiUrl.replace(/\/+$/, '')}/payments`).replace(/\/+$/, '');
    const url = new URL(`${base}/sandbox/frame`, document.baseURI);
    url.search = new URLSearchParams({
      client_secret: clientSecret,
      method: 'card',
      mode,
      locale: i18n.locale === 'es' ? 'es' : 'en',
      parent_origin: window.location.origin,
    }).toString();
    return { src: url.href, origin: url.origin };
  }, [apiUrl, paymentsUrl, clientSecret, mode, i18n.locale]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== frame.origin || event.source !== iframe.current?.contentWindow) return;
      const message = readMessage(event.data);
      if (message?.type === 'height' && message.height) setHeight(message.height);
      if (message?.type === 'result' && message.result) {
        pending.current?.(message.result);
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
        new Promise<CardConfirmResult>((resolve) => {
          pending.current = resolve;
          iframe.current?.contentWindow?.postMessage({ type: 'cobro-sandbox:confirm' }, frame.origin);
        }),
    }),
    [frame.origin],
  );

  return (
    <iframe
      ref={iframe}
      className="card-frame"
      src={frame.src}
      title={t`Card details`}
      style={height === null ? undefined : { height: `${height}px` }}
    />
  );
});
