import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

/** Spain's provinces by the two-digit prefix of their postal codes (01 Araba/Álava ... 52 Melilla): shipped data. */
export const SPANISH_PROVINCES = [
  'Araba/Álava', 'Albacete', 'Alicante/Alacant', 'Almería', 'Ávila', 'Badajoz', 'Illes Balears', 'Barcelona',
  'Burgos', 'Cáceres', 'Cádiz', 'Castellón/Castelló', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona',
  'Granada', 'Guadalajara', 'Gipuzkoa', 'Huelva', 'Huesca', 'Jaén', 'León', 'Lleida', 'La Rioja', 'Lugo', 'Madrid',
  'Málaga', 'Murcia', 'Navarra', 'Ourense', 'Asturias', 'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca',
  'Santa Cruz de Tenerife', 'Cantabria', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia',
  'Valladolid', 'Bizkaia', 'Zamora', 'Zaragoza', 'Ceuta', 'Melilla',
] as const;

/** The province a Spanish postal code belongs to (five digits, the first two naming one of the 52), or null. */
export function spanishProvinceOf(postalCode: string): string | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  return SPANISH_PROVINCES[Number(postalCode.slice(0, 2)) - 1] ?? null;
}

/**
 * A postal code checked against its country, without a network call: Spain is the only country offered
 * (public-flows 5), and a Spanish code must name one of its provinces. The value is the trimmed code.
 */
export function validatePostalCode(country: string, postalCode: string): Validation {
  const code = postalCode.trim();
  if (!code) return invalid(FIELD_MESSAGES.missingField);
  if (country !== 'ES' || spanishProvinceOf(code) === null) return invalid(FIELD_MESSAGES.invalidPostalCode);
  return valid(code);
}
