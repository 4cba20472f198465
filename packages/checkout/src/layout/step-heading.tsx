import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Whether a step heading was already shown in this document. The first one (the page just loaded) leaves focus where
 * the browser put it; every later one is a step change (identify -> data -> payment -> success, a decline, an error
 * page), whose old controls are gone: focus would fall to <body> and a screen reader would say nothing.
 */
let shownBefore = false;

/**
 * The heading of a checkout step. It takes focus when it appears or its text changes (quality bar: "focus moved to
 * the new heading on each step change"), one mechanism for every step. tabIndex=-1: focusable by script, not by Tab.
 */
export function StepHeading({ level, id, className, children }: { level: 1 | 2; id: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    if (!shownBefore) {
      shownBefore = true;
      return;
    }
    // A heading inside a closed dialog (the bottom sheet) is not shown: focusing it would do nothing useful.
    if (heading.getClientRects().length > 0) heading.focus({ preventScroll: false });
  }, [text]);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  );
}
