import type { Language } from '@cobro/contracts';
import { updateLanguageMutation } from '@cobro/data';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { showApiErrorToast } from '../common/error-toast';

/**
 * Stores the language the user chose (PUT /auth/language, decision 1130), through the mutation that refreshes the
 * session's answer. If the server refuses it, `revert` puts the interface back and the error is shown. Loaded on
 * the first switch, so the call is not part of the dashboard's first screen (decision 1046).
 */
export async function storeLanguage(client: QueryClient, language: Language, revert: () => Promise<void>) {
  try {
    await new MutationObserver(client, updateLanguageMutation()).mutate({ language });
  } catch (error) {
    await revert();
    showApiErrorToast(error);
  }
}
