import { useEffect } from 'react';

/** Sets the page title for the route shown (the element owns routing, so it owns the title); the brand is not translated. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Cobro`;
  }, [title]);
}
