import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import { IconButton } from './icon-button';

export type DialogProps = {
  open: boolean;
  /** Called when the person closes it (close button, Escape). The parent then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row (buttons), at the end of the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * The page's main heading, made focusable from script (tabindex -1) when it is not already: where focus goes when a
 * dialog closes that nothing on the page opened.
 */
function pageHeading(root: Document | ShadowRoot): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * A modal dialog on the native `<dialog>` with showModal(): the browser moves focus in, makes the rest of the page
 * inert (focus stays inside) and turns Escape into a close. Focus goes back to whatever opened it, which the browser
 * does not do reliably when the opener lives in a shadow root. A dialog open before anything had focus (opened
 * from the URL when the page loaded) has no opener: closing it moves focus to the page's heading, not the body.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md', className }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingOnClose = useRef(false);
  const closingFromProp = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    opener.current = active instanceof HTMLElement && active !== dialog.ownerDocument.body ? active : null;
    headingOnClose.current = opener.current === null;
    dialog.showModal();
    // Closed by the parent (open turned false, or unmounted): the `close` event may never reach a listener after an
    // unmount, so focus is restored here and the event is marked as not coming from the person.
    return () => {
      if (!dialog.open) return;
      closingFromProp.current = true;
      dialog.close();
      restoreFocus(dialog);
    };
  }, [open]);

  const restoreFocus = (dialog: HTMLDialogElement | null) => {
    if (opener.current?.isConnected) opener.current.focus();
    else if (headingOnClose.current && dialog?.isConnected) pageHeading(dialog.getRootNode() as Document | ShadowRoot)?.focus();
    opener.current = null;
    headingOnClose.current = false;
  };

  const handleClose = () => {
    if (closingFromProp.current) {
      closingFromProp.current = false;
      return;
    }
    restoreFocus(ref.current);
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={classNames('dialog', `dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
    >
      {/* A plain element: a <header> in a <dialog> is a second banner landmark (axe landmark-no-duplicate-banner). */}
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <IconButton icon="close" label={t`Close`} onClick={() => ref.current?.close()} />
      </div>
      {description && (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      )}
      {children && <div className="dialog__body">{children}</div>}
      {footer && <div className="dialog__footer">{footer}</div>}
    </dialog>
  );
}
