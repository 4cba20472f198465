import { TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The search box. It writes to the URL a moment after typing stops (replacing the history entry, so back does
 * not step through every letter), and follows the URL when back or a chip removal changes it.
 */
export function ListSearch({ value, onSearch, label }: { value: string; onSearch: (value: string) => void; label?: string }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div role="search" className="list-page__search">
      <TextField type="search" label={label ?? t`Search`} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
