import { spanishProvinceOf, type PostalCodeLookup } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';

/**
 * The checkout's postal-code lookup (decision 0104). The buyer can only be addressed in Spain (complete-location
 * is Spain only and complete-data's server check is the same), so any other country, or a code whose prefix names
 * no province, is API-010 on the postal_code field.
 */
export function lookUpPostalCode(country: string, postalCode: string): PostalCodeLookup {
  const province = country === 'ES' ? spanishProvinceOf(postalCode) : null;
  if (province === null) throw new AppError('API-010', { fields: { postal_code: 'invalid_postal_code' } });
  return { country: 'ES', postal_code: postalCode, province };
}
