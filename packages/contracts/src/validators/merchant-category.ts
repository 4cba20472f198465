/**
 * The merchant category codes (ISO 18245) a merchant chooses its industry from in step 1, shipped as data: a
 * selection of the codes card networks use for the small businesses the product serves. The dashboard names each.
 */
export const MERCHANT_CATEGORY_CODES = [
  '0742', '1520', '1731', '4121', '4722', '4899', '5411', '5691', '5712', '5732', '5734', '5812', '5814', '5815',
  '5817', '5942', '5945', '5968', '5977', '5995', '5999', '6513', '7011', '7221', '7230', '7298', '7299', '7349',
  '7372', '7392', '7399', '7832', '7922', '7941', '7997', '8011', '8021', '8099', '8111', '8220', '8299', '8398',
  '8641', '8911', '8931', '8999',
] as const;
export type MerchantCategoryCode = (typeof MERCHANT_CATEGORY_CODES)[number];

export const isMerchantCategoryCode = (value: string): value is MerchantCategoryCode =>
  (MERCHANT_CATEGORY_CODES as readonly string[]).includes(value);
