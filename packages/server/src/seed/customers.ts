import type { Queryable } from '../db/database';
import { customers, paymentMethods } from '../db/schema/index';
import { cif, dni, mobile, nie } from './identifiers';
import type { Random } from './prng';
import { ascii, CITIES, COMPANY_NAMES, FIRST_NAMES, STREETS, SURNAMES } from './spanish-data';

export const SEED_CUSTOMERS = 40;
const DAY = 24 * 60 * 60 * 1000;

export type SeededCustomer = typeof customers.$inferInsert & { id: string; methods: (typeof paymentMethods.$inferInsert & { id: string })[] };

const CARD_BRANDS = ['visa', 'mastercard', 'visa', 'amex'] as const;

function methodsFor(random: Random, organizationId: string, customerId: string, createdAt: Date) {
  const base = { organizationId, customerId, createdAt };
  const brand = random.pick(CARD_BRANDS);
  const card = {
    ...base,
    id: random.uuid(),
    type: 'card',
    brand,
    last4: random.digits(4),
    image: brand,
    provider: 'STRIPE',
    providerId: `pm_${random.idText(20)}`,
  };
  const sepa = {
    ...base,
    id: random.uuid(),
    type: 'sepa_debit',
    brand: null,
    last4: random.digits(4),
    image: 'sepa_debit',
    provider: 'STRIPE',
    providerId: `pm_${random.idText(20)}`,
  };
  return random.chance(0.35) ? [card, sepa] : [card];
}

/** About 40 customers: people (DNI or NIE) and companies (CIF), Spanish cities, +34 mobiles. */
export function buildCustomers(random: Random, organizationId: string, now: Date): SeededCustomer[] {
  const list: SeededCustomer[] = [];
  const companies = [...COMPANY_NAMES];
  for (let i = 0; i < SEED_CUSTOMERS; i++) {
    const isCompany = i % 4 === 3 && companies.length > 0;
    const place = random.pick(CITIES);
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(91, 118) * DAY - random.int(0, 86_399) * 1000);
    const first = random.pick(FIRST_NAMES);
    const surname = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const name = isCompany ? companies.shift()! : first;
    const emailLocal = isCompany ? ascii(name.replace(/ S\.[LA]\.$/, '')) : `${ascii(first)}.${ascii(surname)}`;
    // A few customers have no phone or address, as the list must show a dash for them.
    const sparse = i % 13 === 12;
    list.push({
      id,
      organizationId,
      type: isCompany ? 'COMPANY' : 'PERSON',
      name,
      surname: isCompany ? null : surname,
      email: `${emailLocal}${i}@${isCompany ? 'empresa.es' : 'correo.es'}`,
      taxId: isCompany ? cif(random, random.chance(0.2) ? 'A' : 'B') : random.chance(0.15) ? nie(random) : dni(random),
      prefix: sparse ? null : '+34',
      phone: sparse ? null : mobile(random),
      country: sparse ? null : 'ES',
      city: sparse ? null : place.city,
      postalCode: sparse ? null : random.pick(place.postal),
      street: sparse ? null : `${random.pick(STREETS)} ${random.int(1, 180)}`,
      providerCustomerId: `cus_${random.idText(14)}`,
      createdAt,
      updatedAt: createdAt,
      methods: methodsFor(random, organizationId, id, createdAt),
    });
  }
  return list;
}

export async function insertCustomers(db: Queryable, list: SeededCustomer[]) {
  await db.insert(customers).values(list.map(({ methods: _methods, ...row }) => row));
  await db.insert(paymentMethods).values(list.flatMap((c) => c.methods));
}
