import { ApiError } from '@cobro/client';
import { chargesEnabled, type Organization, type WidgetConfiguration } from '@cobro/contracts';
import { widgetConfigurationQuery } from '@cobro/data';
import { errorMessage } from '@cobro/i18n';
import { ErrorPlaceholder, Icon, LoadingPlaceholder, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useDashboardConfig } from '../../app/dashboard-config';
import { GENERAL_DATA_PATH } from '../../app/routes';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { ButtonStep } from './button-step';
import { CALLBACK_EXAMPLE_JSON } from './callback-example';
import { CallbackStep } from './callback-step';
import { CodeBlock } from './code-block';
import { DomainStep } from './domain-step';
import { ErrorCodesTable } from './error-codes-table';
import { ScriptStep } from './script-step';
import { SetupStep } from './setup-step';
import { absoluteApiUrl, offeredVersion, widgetOrigin, widgetScriptUrl } from './snippets';
import { UpdateVersionDialog } from './update-version-dialog';
import css from './web-checkout.css?inline';

const VERIFYING: readonly string[] = ['pending', 'processing'];

/** /dashboard/configuration/web-checkout: putting the pay button on the merchant's own website. */
export function WebCheckoutPage({ organization }: { organization: Organization }) {
  const styles = useAdoptedStyles(css);
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES['web-checkout']);
  useDocumentTitle(title);
  const query = useQuery(widgetConfigurationQuery());
  return (
    <div ref={styles} className="page web-checkout">
      <h1 className="page__title">{title}</h1>
      {query.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : query.data ? (
        <WebCheckoutSetup configuration={query.data} organization={organization} />
      ) : (
        <ConfigurationLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

/** WID-001 (services-and-configuration 8): the page's error view, with the server's own code when it sent one. */
function ConfigurationLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = error instanceof ApiError && error.code !== 'API-500' ? error.code : 'WID-001';
  const message = errorMessage(code) ?? (error instanceof Error ? error.message : undefined);
  return <ErrorPlaceholder title={errorMessage('WID-001') ?? ''} description={`${code}: ${message}`} onRetry={onRetry} />;
}

function WebCheckoutSetup({ configuration, organization }: { configuration: WidgetConfiguration; organization: Organization }) {
  const { t } = useLingui();
  const { apiUrl } = useDashboardConfig();
  const canCharge = chargesEnabled(organization);
  // The widget files are served by the server behind the API (on the admin, the page's own origin).
  const base = globalThis.document?.baseURI;
  const target = { origin: widgetOrigin(apiUrl, base), apiUrl: absoluteApiUrl(apiUrl, base), apiKey: configuration.api_key };

  return (
    <>
      {!canCharge && <ChargesNotice verifying={VERIFYING.includes(organization.verification_status?.verification_status ?? 'unverified')} />}
      <div className="web-checkout__steps">
        <SetupStep number={1} title={t`Add domain`} defaultOpen={!configuration.domain}>
          <DomainStep domain={configuration.domain} />
        </SetupStep>
        <SetupStep number={2} title={t`Unique script`} defaultOpen={Boolean(configuration.domain)}>
          <ScriptStep target={target} configuredVersion={configuration.version} canCharge={canCharge} />
        </SetupStep>
        <SetupStep number={3} title={t`Payment button`} defaultOpen={false}>
          <ButtonStep scriptUrl={widgetScriptUrl({ ...target, version: offeredVersion(configuration.version) })} canCharge={canCharge} />
        </SetupStep>
        <SetupStep number={4} title={t`Callback customisation`} defaultOpen={false}>
          <CallbackStep callback_url={configuration.callback_url} callback_url_enabled={configuration.callback_url_enabled} />
        </SetupStep>
      </div>
      <section className="web-checkout__section" aria-labelledby="web-checkout-callback-example">
        <h2 id="web-checkout-callback-example" className="web-checkout__section-title">
          <Trans>Data received in a callback</Trans>
        </h2>
        <p className="web-checkout__text">
          <Trans>Your callback URL receives a POST with this JSON body for each charge. Amounts are in cents.</Trans>
        </p>
        <CodeBlock label={t`Example of a callback body`} code={CALLBACK_EXAMPLE_JSON} />
      </section>
      <section className="web-checkout__section" aria-labelledby="web-checkout-error-codes">
        <h2 id="web-checkout-error-codes" className="web-checkout__section-title">
          <Trans>Error codes</Trans>
        </h2>
        <p className="web-checkout__text">
          <Trans>The pay button reports these codes in its cobro-error event and in the browser console.</Trans>
        </p>
        <ErrorCodesTable />
      </section>
      <UpdateVersionDialog configuredVersion={configuration.version} />
    </>
  );
}

/**
 * Without charges_enabled the code would not take payments, so nothing can be copied (as with payment links); this
 * says why and what to do. The shell only opens for activated accounts, so what is left is the verification.
 */
function ChargesNotice({ verifying }: { verifying: boolean }) {
  return (
    <div className="web-checkout__notice">
      <Icon name="info" />
      <p>
        {verifying ? (
          <Trans>
            We are verifying your account. Once it can take payments you will be able to copy the code for your website
            here.
          </Trans>
        ) : (
          <Trans>
            Your account cannot take payments yet, so the code would not work on your website. Complete what your
            account needs in <Link href={GENERAL_DATA_PATH}>General data</Link>; once it is verified you can copy the code
            here.
          </Trans>
        )}
      </p>
    </div>
  );
}
