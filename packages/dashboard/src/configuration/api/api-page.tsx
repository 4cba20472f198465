import { ApiError } from '@cobro/client';
import type { GeneratedApiKey, Organization } from '@cobro/contracts';
import { apiKeyQuery, useGenerateApiKey, useRemoveApiKey } from '@cobro/data';
import { errorMessage, formatDateTime } from '@cobro/i18n';
import { Button, ErrorPlaceholder, LoadingPlaceholder, toast, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { CopyButton } from '../../common/copy-button';
import { NewKeyDialog } from './new-key-dialog';
import css from './api-key.css?inline';

/** A key the API gives no masked form of (generated before decision 1132, or a back end built to the spec alone). */
const UNKNOWN_KEY = 'sk_••••••••••••';

const describe = (error: unknown) =>
  error instanceof ApiError ? `${error.code}: ${errorMessage(error.code) ?? error.message}` : error instanceof Error ? error.message : undefined;

/**
 * /dashboard/configuration/api (services-and-configuration 2, 4): the organization's single secret key (generate,
 * regenerate or delete, each change after a confirmation; the new key shown once) and its id to copy.
 */
export function ApiPage({ organization }: { organization: Organization }) {
  const styles = useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const title = i18n._(SECTION_TITLES.api);
  useDocumentTitle(title);
  const key = useQuery(apiKeyQuery());
  const generate = useGenerateApiKey();
  const remove = useRemoveApiKey();
  const [confirming, setConfirming] = useState<'regenerate' | 'delete' | null>(null);
  const [shown, setShown] = useState<GeneratedApiKey | null>(null);

  const runGenerate = async () => {
    setConfirming(null);
    try {
      setShown(await generate.mutateAsync());
    } catch (error) {
      // regenerate_error (services-and-configuration 8), described with the server's error.
      toast({ title: t`The key could not be generated`, description: describe(error), tone: 'danger' });
    }
  };
  const runDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      setConfirming(null);
      toast({ title: t`Secret key deleted`, description: t`Calls made with it are refused from now on.`, tone: 'success' });
    } catch (error) {
      setConfirming(null);
      // delete_error (services-and-configuration 8).
      toast({ title: t`The key could not be deleted`, description: describe(error), tone: 'danger' });
    }
  };

  return (
    <div ref={styles} className="page api-key">
      <h1 className="page__title">{title}</h1>
      <p className="page__notice">
        <Trans>Your own server calls the API with this secret key (Authorization: Bearer). Never put it in a web page.</Trans>
      </p>
      {key.isPending ? (
        <LoadingPlaceholder lines={2} />
      ) : key.isError ? (
        <ErrorPlaceholder title={t`The secret key could not be loaded`} description={describe(key.error)} onRetry={() => void key.refetch()} />
      ) : (
        // At 320 CSS px the key's row is wider than the screen: it scrolls in its own box, as WCAG 1.4.10 lets a table.
        <div className="api-key__scroll">
          <table className="api-key__table">
            <caption className="visually-hidden">
              <Trans>Secret key</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Key</Trans>
                </th>
                <th scope="col">
                  <Trans>Created</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="api-key__masked" translate="no">
                  {key.data ? (key.data.masked_key ?? UNKNOWN_KEY) : <Trans>No secret key yet</Trans>}
                </td>
                <td>{key.data ? formatDateTime(key.data.created_at) : '—'}</td>
                <td>
                  <div className="api-key__actions">
                    {key.data ? (
                      <>
                        <Button onClick={() => setConfirming('regenerate')} loading={generate.isPending}>
                          <Trans>Regenerate</Trans>
                        </Button>
                        <Button variant="danger" onClick={() => setConfirming('delete')} loading={remove.isPending}>
                          <Trans>Delete</Trans>
                        </Button>
                      </>
                    ) : (
                      <Button variant="primary" onClick={() => void runGenerate()} loading={generate.isPending}>
                        <Trans>Generate key</Trans>
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      <div className="api-key__org">
        <dl>
          <dt>
            <Trans>Organization id</Trans>
          </dt>
          <dd>
            <code translate="no">{organization.id}</code>
          </dd>
        </dl>
        <CopyButton label={t`Copy id`} text={organization.id} />
      </div>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t`Regenerate the secret key?`}
        description={t`The current key stops working at once; your server needs the new one.`}
        confirmLabel={t`Regenerate`}
        busy={generate.isPending}
        onConfirm={() => void runGenerate()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t`Delete the secret key?`}
        description={t`Calls made with it are refused at once.`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        onConfirm={() => key.data && void runDelete(key.data.id)}
        onClose={() => setConfirming(null)}
      />
      <NewKeyDialog apiKey={shown} onClose={() => setShown(null)} />
    </div>
  );
}
