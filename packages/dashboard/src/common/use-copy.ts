import { COPY_CONFIRMATION_MS } from '@cobro/contracts';
import { toast } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * Copies a text to the clipboard and says so for COPY_CONFIRMATION_MS (services-and-configuration 9). Resolves to
 * whether it worked: a refused clipboard is a toast, and the caller's follow-up (the version-change call) is skipped.
 */
export function useCopy() {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ title: t`The text could not be copied`, description: t`Select it and copy it by hand.`, tone: 'danger' });
      return false;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  };

  return { copied, copy };
}
