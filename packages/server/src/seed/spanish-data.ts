/** Spanish names, places and businesses for the demo data. */

export const FIRST_NAMES = [
  'Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'María', 'Daniel', 'Julia', 'Pablo',
  'Paula', 'Álvaro', 'Valeria', 'Manuel', 'Carmen', 'Javier', 'Elena', 'Adrián', 'Nerea', 'Sergio',
] as const;

export const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres',
] as const;

export const COMPANY_NAMES = [
  'Panadería La Espiga S.L.',
  'Talleres Hermanos Ruiz S.L.',
  'Clínica Dental Sonrisa S.L.',
  'Academia Idiomas Babel S.L.',
  'Construcciones Levante S.A.',
  'Gestoría Alcalá S.L.',
  'Floristería El Jardín S.L.',
  'Estudio Creativo Norte S.L.',
  'Bodegas Ribera Alta S.A.',
  'Gimnasio Fuerza Sur S.L.',
  'Librería Cervantes S.L.',
  'Transportes Meseta S.L.',
] as const;

/** City, province postal code prefix and some streets. */
export const CITIES = [
  { city: 'Madrid', postal: ['28001', '28004', '28010', '28013', '28045'] },
  { city: 'Barcelona', postal: ['08001', '08008', '08013', '08029'] },
  { city: 'Valencia', postal: ['46001', '46004', '46010'] },
  { city: 'Sevilla', postal: ['41001', '41004', '41010'] },
  { city: 'Zaragoza', postal: ['50001', '50004', '50008'] },
  { city: 'Málaga', postal: ['29001', '29005', '29016'] },
  { city: 'Bilbao', postal: ['48001', '48005', '48013'] },
  { city: 'Valladolid', postal: ['47001', '47003'] },
  { city: 'Murcia', postal: ['30001', '30005'] },
  { city: 'A Coruña', postal: ['15001', '15004'] },
] as const;

export const STREETS = [
  'Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real', 'Paseo de la Castellana',
  'Calle San Vicente', 'Gran Vía', 'Calle del Carmen', 'Avenida de América', 'Calle de Toledo',
] as const;

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
