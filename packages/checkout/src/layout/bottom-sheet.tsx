import { IconButton } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type PointerEvent, type ReactNode } from 'react';
import { dragOffset, releaseVelocity, shouldCloseSheet, type DragSample } from './bottom-sheet-drag';
import { StepHeading } from './step-heading';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The mobile checkout form (public-flows 2, 4.9): a modal native <dialog> at the bottom of the screen. Dragging
 * its handle down past half its height, or flicking it down, closes it; the close button and Escape are the
 * keyboard's way. Its content stays mounted while closed, so a half-typed form or a card frame survives.
 */
export function BottomSheet({ open, onClose, title, children }: BottomSheetProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const drag = useRef<{ startY: number; samples: DragSample[] } | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const root = dialog.getRootNode() as Document | ShadowRoot;
      opener.current = root.activeElement instanceof HTMLElement ? root.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The drag offset is a custom property set through the CSSOM, which a strict CSP allows (a style attribute it
  // would not); the stylesheet turns it into the transform.
  const setOffset = (px: number) => ref.current?.style.setProperty('--sheet-offset', `${px}px`);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, samples: [{ y: event.clientY, time: event.timeStamp }] };
    ref.current?.classList.add('sheet--dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.samples.push({ y: event.clientY, time: event.timeStamp });
    setOffset(dragOffset(drag.current.startY, event.clientY));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    const dialog = ref.current;
    if (!current || !dialog) return;
    current.samples.push({ y: event.clientY, time: event.timeStamp });
    dialog.classList.remove('sheet--dragging');
    const offset = dragOffset(current.startY, event.clientY);
    setOffset(0);
    if (shouldCloseSheet({ offset, height: dialog.getBoundingClientRect().height, velocity: releaseVelocity(current.samples) })) {
      dialog.close();
    }
  };

  const handleClose = () => {
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    onCloseRef.current();
  };

  return (
    <dialog ref={ref} className="sheet" aria-labelledby={titleId} onClose={handleClose}>
      <div
        className="sheet__handle"
        aria-hidden="true"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <span className="sheet__grip" />
      </div>
      <div className="sheet__header">
        <StepHeading level={2} id={titleId} className="sheet__title">
          {title}
        </StepHeading>
      </div>
      <div className="sheet__body">{children}</div>
      {/* Last in the tab order, drawn at the top (sheet.css): the step's first field is the first stop, not Close. */}
      <IconButton icon="close" label={t`Close`} className="sheet__close" onClick={() => ref.current?.close()} />
    </dialog>
  );
}
