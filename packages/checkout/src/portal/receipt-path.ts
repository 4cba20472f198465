import { PORTAL_RECEIPT_PATH } from '@cobro/contracts';

/** The receipt download of a charge, under the API's base URL, where the portal cookie is sent (Path=/api/portal). */
export const portalReceiptUrl = (apiUrl: string, chargeId: string) =>
  `${apiUrl.replace(/\/+$/, '')}${PORTAL_RECEIPT_PATH.replace('{id}', encodeURIComponent(chargeId))}`;
