import { isValidMerchantKey, signRequest, verifyRequest, type RedsysSignedForm } from '../../provider-protocols/index';

/**
 * The request of Redsys's published HMAC_SHA256_V1 vector (packages/server/test/vectors/redsys-hmac-sha256-v1.json,
 * "request, 12-character order"), parameter for parameter in the order they were signed.
 */
const KNOWN_REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};

/** The known vector's request signed with a key: with the vector's own key, the published signature. */
export const signKnownVector = (merchantKey: string): RedsysSignedForm => signRequest(KNOWN_REQUEST, merchantKey);

/**
 * Whether a Redsys SHA-256 secret key works (decision 1150): it is a triple-DES key (isValidMerchantKey), and the
 * known vector's request signed with it verifies as Redsys's page would verify it. Nothing leaves the server, so a
 * well-formed key of another terminal is only found at the first payment; the shapes of the three values are the
 * contract's (redsysCredentialProblems), checked before this.
 */
export function redsysKeySigns(merchantKey: string): boolean {
  return isValidMerchantKey(merchantKey) && verifyRequest(signKnownVector(merchantKey), merchantKey).ok;
}
