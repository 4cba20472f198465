import { Button } from '@cobro/ui';
import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toastApiError } from '../errors/toast-api-error';

/** How long before a time limit ends the buyer is warned: two minutes, well over the 20 seconds WCAG 2.2.1 asks. */
export const WARN_BEFORE_MS = 2 * 60_000;

interface TimeLimitWarningProps {
  /** When the limit ends (ms, this browser's clock), or null when nothing is running out. */
  until: number | null;
  /** Asks for more time; the caller then passes the new `until`. */
  onExtend: () => Promise<unknown>;
}

/**
 * WCAG 2.2.1 Timing Adjustable: before a time limit of the checkout ends (the <pay-button> session, the address
 * step's key) the buyer is told, in an alert, and can have more time with one button, as often as they need
 * (decision 1164). A confirmation is said once the time is extended.
 */
export function TimeLimitWarning({ until, onExtend }: TimeLimitWarningProps) {
  const { t } = useLingui();
  const [left, setLeft] = useState<number | null>(null);
  const [extended, setExtended] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setLeft(null);
    if (until === null) return;
    const timer = setTimeout(() => {
      setExtended(false);
      setLeft(Math.max(0, until - Date.now()));
    }, Math.max(0, until - WARN_BEFORE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const extend = async () => {
    setPending(true);
    try {
      await onExtend();
      setExtended(true);
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setPending(false);
    }
  };

  if (left !== null) {
    const minutes = Math.max(1, Math.ceil(left / 60_000));
    return (
      <div role="alert" className="notice notice--warning time-limit">
        <p>
          <Plural value={minutes} one="Your checkout ends in # minute. Do you need more time?" other="Your checkout ends in # minutes. Do you need more time?" />
        </p>
        <Button variant="primary" loading={pending} onClick={extend}>
          {t`More time`}
        </Button>
      </div>
    );
  }
  if (extended) {
    return (
      <p role="status" className="time-limit">
        {t`Done: you have more time.`}
      </p>
    );
  }
  return null;
}
