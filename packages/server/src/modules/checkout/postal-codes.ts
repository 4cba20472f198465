import type { PostalCodeLookup } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';

/** Spain's provinces by the two-digit prefix of their postal codes (01 Araba/Álava ... 52 Melilla). */
const PROVINCES = [
  'Araba/Álava', 'Albacete', 'Alicante/Alacant', 'Almería', 'Ávila', 'Badajoz', 'Illes Balears', 'Barcelona',
  'Burgos', 'Cáceres', 'Cádiz', 'Castellón/Castelló', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona',
  'Granada', 'Guadalajara', 'Gipuzkoa', 'Huelva', 'Huesca', 'Jaén', 'León', 'Lleida', 'La Rioja', 'Lugo', 'Madrid',
  'Málaga', 'Murcia', 'Navarra', 'Ourense', 'Asturias', 'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca',
  'Santa Cruz de Tenerife', 'Cantabria', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia',
  'Valladolid', 'Bizkaia', 'Zamora', 'Zaragoza', 'Ceuta', 'Melilla',
] as const;

/** Spanish postal codes: five digits whose first two name one of the 52 provinces. */
const isSpanishPostalCode = (code: string) => /^\d{5}$/.test(code) && Number(code.slice(0, 2)) >= 1 && Number(code.slice(0, 2)) <= PROVINCES.length;

/**
 * The checkout's postal-code lookup (decision 0104). The buyer can only be addressed in Spain (complete-location
 * is Spain only and complete-data's server check is the same), so any other country, or a code whose prefix names
 * no province, is API-010 on the postal_code field.
 */
export function lookUpPostalCode(country: string, postalCode: string): PostalCodeLookup {
  if (country !== 'ES' || !isSpanishPostalCode(postalCode)) {
    throw new AppError('API-010', { fields: { postal_code: 'invalid_postal_code' } });
  }
  return { country, postal_code: postalCode, province: PROVINCES[Number(postalCode.slice(0, 2)) - 1] };
}
