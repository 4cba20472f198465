import { WIDGET_ERROR_CODES, type WidgetErrorCodeKey } from '@cobro/contracts';
import { widgetErrorMessage, widgetErrorRecommendation } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';

const CODES = Object.keys(WIDGET_ERROR_CODES) as WidgetErrorCodeKey[];

/**
 * The published widget error codes (services-and-configuration 8): what each means and what the integrator should
 * do, in the order of the catalogue. These are the codes a page receives in the button's `cobro-error` event.
 */
export function ErrorCodesTable() {
  const { t } = useLingui();
  return (
    <table className="data-table web-checkout__table">
      <caption className="visually-hidden">{t`Widget error codes`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Code`}</th>
          <th scope="col">{t`Description`}</th>
          <th scope="col">{t`Recommendation`}</th>
        </tr>
      </thead>
      <tbody>
        {CODES.map((code) => (
          <tr key={code}>
            <th scope="row">
              <code translate="no">{code}</code>
            </th>
            <td>{widgetErrorMessage(code)}</td>
            <td>{widgetErrorRecommendation(code)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
