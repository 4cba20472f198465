import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

/**
 * On the dashboard's own page (`sets-page-lang`, Cobro's admin page) the page's language is the interface's: `<html
 * lang>` follows the user's stored language and every switch in the account menu (WCAG 3.1.1). On a merchant's page
 * the page's language is the merchant's, so it is left alone; the shell marks its own content with `lang` instead.
 */
export function usePageLanguage(setsPageLang: boolean) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (setsPageLang && i18n.locale) document.documentElement.lang = i18n.locale;
  }, [setsPageLang, i18n.locale]);
}
