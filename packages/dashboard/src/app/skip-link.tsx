import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';

/**
 * "Skip to content". A plain `#id` link cannot reach into the element's shadow root from the page's URL, so the
 * link moves focus to the main landmark itself. Layouts put it first inside their banner: the first stop of the
 * keyboard, and inside a landmark, which axe can check where it cannot follow the link into the shadow root (issue
 * 27 item 20).
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
