import { ApiError } from '@cobro/client';
import { LEGAL_DOCUMENT_MAX_BYTES } from '@cobro/contracts';
import { verifyQuery } from '@cobro/data';
import { Button, Dialog, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACTIVATE_PATH } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth-layout';
import { GeneralError } from '../general-error';
import { PageHeading } from '../page-heading';
import { ACTIVATION_DOCUMENTS, type ActivationDocument } from './activation-documents';
import { DocumentArt } from './document-art';

const maxMb = LEGAL_DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * /activate-your-payment-gateway (public-flows 2): after a session check (GET /auth/verify; a 401 leads to sign-in
 * through the router), what the activation asks for, the three documents to have ready with an example of each,
 * and the way into the wizard.
 */
export function ActivationIntroPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Activate your payment gateway`);
  const session = useQuery(verifyQuery());
  const [example, setExample] = useState<ActivationDocument | null>(null);
  const shown = ACTIVATION_DOCUMENTS.find((document) => document.id === example);

  if (session.isPending) {
    return (
      <AuthLayout>
        <LoadingPlaceholder />
      </AuthLayout>
    );
  }
  if (session.isError) {
    const code = session.error instanceof ApiError ? session.error.code : undefined;
    return (
      <AuthLayout>
        <GeneralError code={code} onRetry={() => void session.refetch()} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <div className="auth-page auth-page--wide">
        <PageHeading>
          <Trans>Activate your payment gateway</Trans>
        </PageHeading>
        <p className="auth-page__intro">
          <Trans>
            Welcome, {session.data.user.name}. Before you can receive payments we verify your business and its legal
            representative, as the law requires. It takes five short steps: company, contact, legal representative,
            documents and bank account.
          </Trans>
        </p>
        <h2 className="auth-page__subtitle">
          <Trans>Have these documents ready</Trans>
        </h2>
        <ul className="activation-documents">
          {ACTIVATION_DOCUMENTS.map((document) => (
            <li key={document.id} className="activation-documents__item">
              <p className="activation-documents__title">{i18n._(document.title)}</p>
              <p className="activation-documents__description">{i18n._(document.description)}</p>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`See example: ${i18n._(document.title)}`}
                onClick={() => setExample(document.id)}
              >
                <Trans>See example</Trans>
              </Button>
            </li>
          ))}
        </ul>
        <p className="auth-page__note">
          <Trans>PNG, JPG or PDF files, of up to {maxMb} MB each.</Trans>
        </p>
        <Link className="button button--primary button--md" href={ACTIVATE_PATH}>
          <Trans>Start the activation</Trans>
        </Link>
      </div>
      <Dialog
        open={shown !== undefined}
        onClose={() => setExample(null)}
        title={shown ? i18n._(shown.title) : ''}
        description={shown ? i18n._(shown.description) : undefined}
      >
        {shown && <DocumentArt document={shown.id} label={i18n._(shown.example)} />}
      </Dialog>
    </AuthLayout>
  );
}
