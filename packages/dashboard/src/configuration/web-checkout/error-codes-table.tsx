import { WIDGET_ERROR_CODES, type WidgetErrorCodeKey } from '@cobro/contracts';
import { widgetErrorMessage, widgetErrorRecommendation } from '@cobro/i18n';
import { DataTable, type DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';

const CODES = Object.keys(WIDGET_ERROR_CODES) as WidgetErrorCodeKey[];

/**
 * The published widget error codes (services-and-configuration 8): what each means and what the integrator should
 * do, in the order of the catalogue. These are the codes a page receives in the button's `cobro-error` event.
 */
export function ErrorCodesTable() {
  const { t } = useLingui();
  const columns: DataTableColumn<WidgetErrorCodeKey>[] = [
    { id: 'code', header: t`Code`, rowHeader: true, cell: (code) => <code translate="no">{code}</code> },
    { id: 'description', header: t`Description`, cell: widgetErrorMessage },
    { id: 'recommendation', header: t`Recommendation`, cell: widgetErrorRecommendation },
  ];
  return (
    <DataTable
      caption={t`Widget error codes`}
      className="web-checkout__table"
      columns={columns}
      rows={CODES}
      rowId={(code) => code}
    />
  );
}
