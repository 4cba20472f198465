export { i18n } from '@lingui/core';
export { detectLocale, elementLocale, FALLBACK_LOCALE, LOCALES, type Locale } from './locale';
export { $locale, interfaceLanguage } from './page-locale';
export { loadCatalog, loadDashboardCatalog, loadDashboardSections, loadSdkCatalog, loadSdkSteps, type CatalogName } from './catalogs';
export { widgetText } from './widget-catalog';
export { widgetDialogText } from './widget-dialog-catalog';
export {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatAmount,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  type DateInput,
} from './format';
export { errorMessage, isErrorCode } from './errors/error-messages';
export { fieldMessage, isFieldMessageKey, type FieldMessageKey } from './errors/field-messages';
export { isWidgetErrorCode, widgetErrorMessage } from './errors/widget-error-messages';
export { widgetErrorRecommendation } from './errors/widget-error-recommendations';
