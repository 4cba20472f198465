import styles from './checkout-dialog.css?inline';
import type { PayButtonTexts } from './texts';

export interface CheckoutDialog {
  /** Opens the modal dialog with `content` (the checkout, or a message): focus moves in, the page goes inert. */
  show(content: Node, texts: PayButtonTexts): void;
  /** Closes it if open; the close handler runs as for the close button or Escape. */
  close(): void;
}

function closeIcon(): SVGSVGElement {
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'dialog__icon');
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  return svg;
}

/**
 * The native modal <dialog> inside the button's shadow root, built on first use with DOM calls (no markup strings:
 * Trusted Types pages refuse them), its styles adopted then. `showModal()` traps focus (the page is inert) and closes on Escape; on close
 * focus goes back to the button (browsers do not do it reliably from a shadow root, decision 0303) and `onClosed`
 * runs. The content stays in the closed dialog (still mounted, so what the buyer typed is kept): the next `show`
 * with the same content shows it again, any other content replaces it (issue 17: Escape threw away every field).
 */
export function createCheckoutDialog(root: ShadowRoot, opener: HTMLElement, onClosed: () => void): CheckoutDialog {
  let dialog: HTMLDialogElement | undefined;
  let body: HTMLElement;
  let closeButton: HTMLButtonElement;

  function build(): HTMLDialogElement {
    const element = document.createElement('dialog');
    element.className = 'dialog';
    element.setAttribute('part', 'dialog');
    closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'dialog__close';
    closeButton.setAttribute('part', 'close-button');
    closeButton.append(closeIcon());
    closeButton.addEventListener('click', () => element.close());
    const bar = document.createElement('div');
    bar.className = 'dialog__bar';
    bar.append(closeButton);
    body = document.createElement('div');
    body.className = 'dialog__body';
    element.append(bar, body);
    element.addEventListener('close', () => {
      opener.focus();
      onClosed();
    });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    root.append(element);
    return element;
  }

  return {
    show(content, texts) {
      dialog ??= build();
      dialog.lang = texts.lang;
      dialog.setAttribute('aria-label', texts.dialog);
      closeButton.setAttribute('aria-label', texts.close);
      // Re-appending the same content would remount the checkout: leave it in place.
      if (body.childNodes.length !== 1 || body.firstChild !== content) body.replaceChildren(content);
      dialog.showModal();
    },
    close() {
      if (dialog?.open) dialog.close();
    },
  };
}
