import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` for a pointer press outside `ref`, while `active`. It reads the composed path, because inside a
 * shadow root a document listener sees the host element as the target, never the menu itself.
 */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      const element = ref.current;
      if (element && !event.composedPath().includes(element)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [ref, active, onOutside]);
}
