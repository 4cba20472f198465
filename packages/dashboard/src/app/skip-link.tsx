import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';

/**
 * "Skip to content". A plain `#id` link cannot reach into the element's shadow root from the page's URL, so the
 * link moves focus to the main landmark itself.
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
