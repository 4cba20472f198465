import { useEffect, useRef } from 'react';

/**
 * A step's heading, focused when the step appears: a screen reader hears where the buyer now is, and the next Tab
 * starts from there (the portal changes steps without a page load).
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
