import { ApiError } from '@cobro/client';
import { RECEIPT_FILE_NAME } from '@cobro/contracts';
import { chargeReceiptQuery } from '@cobro/data';
import { saveFile } from '@cobro/ui';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Downloads a charge's receipt as recibo.pdf: GET /charges/{id}/receipt gives its URL (read fresh, it may be signed),
 * and the file is fetched and saved, because a link's `download` name is ignored across origins.
 */
export async function downloadReceipt(client: QueryClient, chargeId: string): Promise<void> {
  const { receipt_url } = await client.fetchQuery({ ...chargeReceiptQuery(chargeId), staleTime: 0 });
  const response = await fetch(receipt_url, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, { code: 'CHA-005', message: response.statusText });
  saveFile(await response.blob(), RECEIPT_FILE_NAME);
}
