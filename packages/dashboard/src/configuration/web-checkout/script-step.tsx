import { localLiveKeyOf, WIDGET_LATEST_VERSION, WIDGET_SUPPORTED_VERSIONS } from '@cobro/contracts';
import { useVersionChange, WidgetManifestMissing, widgetManifestQuery } from '@cobro/data';
import { CheckboxField, ErrorPlaceholder, LoadingPlaceholder, SelectField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showApiErrorToast } from '../../common/error-toast';
import { CodeBlock } from './code-block';
import { CopyButton } from '../../common/copy-button';
import {
  integrityOf,
  isSupportedVersion,
  offeredVersion,
  scriptSnippet,
  type SupportedVersion,
  type WidgetScriptTarget,
} from './snippets';

const HEAD = '<head>';


type Props = { target: Omit<WidgetScriptTarget, 'version'>; configuredVersion: string; canCharge: boolean };

/**
 * Step 2, the unique script: the chosen version's script and stylesheet, pinned by the SRI hashes of that version's
 * manifest. Copying it records the version as the configured one (the version-change call). A test key (the server
 * runs the sandbox) offers the local live mode: the same script with the key's local live key (decision 1121).
 */
export function ScriptStep({ target, configuredVersion, canCharge }: Props) {
  const { t } = useLingui();
  const [version, setVersion] = useState<SupportedVersion>(offeredVersion(configuredVersion));
  // The update modal changes the configured version: the select follows it.
  useEffect(() => {
    setVersion(offeredVersion(configuredVersion));
  }, [configuredVersion]);
  const manifest = useQuery(widgetManifestQuery(target.origin, version));
  const integrity = manifest.data ? integrityOf(manifest.data.files) : null;
  const localLiveKey = localLiveKeyOf(target.apiKey);
  const [localLive, setLocalLive] = useState(false);
  const apiKey = localLive && localLiveKey ? localLiveKey : target.apiKey;
  const snippet = integrity ? scriptSnippet({ ...target, apiKey, version }, integrity) : null;
  const versionChange = useVersionChange();

  const recordVersion = async () => {
    try {
      await versionChange.mutateAsync({ version });
    } catch (error) {
      showApiErrorToast(error, 'WID-006');
    }
  };

  return (
    <div className="web-checkout__stack">
      <p className="web-checkout__text">
        <Trans>
          Paste this code once in the <code>{HEAD}</code> of every page that shows a pay button.
        </Trans>
      </p>
      <SelectField
        className="web-checkout__narrow"
        label={t`Widget version`}
        value={version}
        options={WIDGET_SUPPORTED_VERSIONS.map((v) => ({ value: v, label: v === WIDGET_LATEST_VERSION ? t`${v} (latest)` : v }))}
        onChange={(event) => isSupportedVersion(event.target.value) && setVersion(event.target.value)}
      />
      {localLiveKey && (
        <CheckboxField
          label={t`Local live mode`}
          hint={t`To try on your own machine what a live key refuses: the script gets a local live key, which applies a live key's rules on localhost pages (a web-services button must be signed, or it is refused with WID-007) while the payments stay in this server's sandbox. No real money moves. Never put it on your site.`}
          checked={localLive}
          onChange={(event) => setLocalLive(event.target.checked)}
        />
      )}
      {manifest.isPending ? (
        <LoadingPlaceholder lines={2} />
      ) : snippet ? (
        <>
          <CodeBlock label={t`Unique script, version ${version}`} code={snippet} />
          {canCharge && (
            <div className="web-checkout__actions">
              <CopyButton label={t`Copy script`} text={snippet} onCopied={() => void recordVersion()} />
            </div>
          )}
        </>
      ) : manifest.error instanceof WidgetManifestMissing || manifest.data ? (
        <ErrorPlaceholder
          title={t`Version ${version} is not published on this server`}
          description={t`Choose version ${WIDGET_LATEST_VERSION}.`}
        />
      ) : (
        <ErrorPlaceholder
          title={t`The integrity hashes of the script could not be loaded`}
          description={t`Check your connection and try again.`}
          onRetry={() => void manifest.refetch()}
        />
      )}
    </div>
  );
}
