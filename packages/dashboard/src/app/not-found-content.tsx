import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL } from './external-links';

/**
 * The body of both not-found pages (public-flows 2, dashboard-core 2): a heading, a way back and a contact link.
 * The way back differs: history on the public page, the panel inside the shell.
 */
export function NotFoundContent({ action }: { action: ReactNode }) {
  return (
    <div className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <div className="status-page__actions">{action}</div>
      <p className="status-page__text">
        <Trans>
          Need help? <a href={`mailto:${CONTACT_EMAIL}`}>Contact us</a>
        </Trans>
      </p>
    </div>
  );
}
