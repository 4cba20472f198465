import { useEffect, useRef, type ReactNode } from 'react';

// The first page of a visit keeps the browser's own starting point (the skip link first); later pages move focus.
let pageShown = false;

/**
 * A public page's h1. When it appears after another page or view (a route change, the form replaced by its
 * confirmation), focus moves to it, so a keyboard or screen-reader user starts reading the new page at its top.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageShown) heading.current?.focus();
    pageShown = true;
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
