import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';

/** Mounted provider wrappers, oldest first. Toasts are page-wide state, so only one element may show them. */
const $claims = atom<readonly symbol[]>([]);

/**
 * True for the one element on the page that renders the toast region: the first mounted one, then the next when
 * it goes away. Every element still reads and writes the same page-wide toast store.
 */
export function useToastRegionOwner(): boolean {
  const [claim] = useState(() => Symbol('toast-region'));
  const claims = useStore($claims);
  useEffect(() => {
    $claims.set([...$claims.get(), claim]);
    return () => $claims.set($claims.get().filter((other) => other !== claim));
  }, [claim]);
  return claims[0] === claim;
}
