import type { Language } from '@cobro/contracts';
import { $locale, loadDashboardCatalog } from '@cobro/i18n';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

const load = (language: Language) =>
  loadDashboardCatalog(language).catch((error: unknown) => console.error('Cobro: the translations could not be loaded', error));

/**
 * Speaks the language the signed-in user chose (GET /auth/verify's `user.language`, decision 1130), so it follows
 * them across sign-ins and browsers; until they choose one (null) the browser's stays. Answers whether the interface
 * has reached it once, so the shell can wait for that instead of flashing the browser's language; a later switch of
 * the user's own never makes it wait again.
 */
export function useStoredLanguage(stored: Language | null | undefined): boolean {
  const locale = useStore($locale);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (stored && stored !== $locale.get()) void load(stored);
  }, [stored]);
  const speaks = !stored || locale === stored;
  useEffect(() => {
    if (speaks) setReached(true);
  }, [speaks]);
  return reached || speaks;
}

/**
 * The account menu's language switch: the interface changes at once, and the choice is stored for the user
 * (PUT /auth/language). If the server refuses it, the interface goes back and the error is shown.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const client = useQueryClient();
  return useCallback(
    (language: Language) => {
      const previous = $locale.get();
      if (language === previous) return;
      void load(language);
      void import('./store-language')
        .then(({ storeLanguage }) => storeLanguage(client, language, () => load(previous)))
        .catch((error: unknown) => {
          // The call could not even load (offline): nothing was stored, so the interface goes back.
          console.error('Cobro: the language could not be stored', error);
          void load(previous);
        });
    },
    [client],
  );
}
