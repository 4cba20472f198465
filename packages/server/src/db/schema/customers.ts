import type { Language } from '@cobro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { descending } from './index-order';
import { at, createdAt, tsvector, updatedAt } from './columns';
import { organizations } from './organizations';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').$type<'PERSON' | 'COMPANY'>().notNull(),
    name: text('name').notNull(),
    surname: text('surname'),
    email: text('email').notNull(),
    /** DNI/NIE for a person, CIF for a company (sent as `dni` or `cif`). */
    taxId: text('tax_id').notNull(),
    prefix: text('prefix'),
    phone: text('phone'),
    country: text('country'),
    city: text('city'),
    postalCode: text('postal_code'),
    street: text('street'),
    providerCustomerId: text('provider_customer_id'),
    externalCustomerId: text('external_customer_id'),
    /** The buyer's language (their checkout's): receipts are mailed in it. */
    language: text('language').$type<Language>().notNull().default('es'),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, coalesce(${customers.name}, '') || ' ' || coalesce(${customers.surname}, '') || ' ' || coalesce(${customers.email}, '') || ' ' || coalesce(${customers.taxId}, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    // Migration 0034 adds deleted_at as an INCLUDE column (drizzle cannot declare them): a page finds its customers'
    // ids in this index alone, its offset included (`customerRows`, decision 1172).
    index('customers_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // Each list order reads an index in that order (decision 0107). Names and types tie often, so newest-first
    // within them is in the index, once per direction; e-mails hardly tie.
    index('customers_org_name_idx').on(t.organizationId, t.name, descending(t.createdAt), descending(t.id)),
    index('customers_org_name_desc_idx').on(t.organizationId, descending(t.name), descending(t.createdAt), descending(t.id)),
    index('customers_org_type_idx').on(t.organizationId, t.type, descending(t.createdAt), descending(t.id)),
    index('customers_org_type_desc_idx').on(t.organizationId, descending(t.type), descending(t.createdAt), descending(t.id)),
    // The checkout identifies a buyer by tax id within the merchant.
    uniqueIndex('customers_org_tax_id_key').on(t.organizationId, t.taxId).where(sql`${t.deletedAt} is null`),
    index('customers_org_email_idx').on(t.organizationId, t.email),
    // The search's "starts with" (`ana@exa`, `B123`) reads these as a `like 'ana@exa%'` range; its word prefixes
    // read the GIN vector (decision 0107).
    index('customers_org_email_prefix_idx').on(t.organizationId, sql`lower(${t.email}) text_pattern_ops`),
    index('customers_org_tax_id_prefix_idx').on(t.organizationId, sql`lower(${t.taxId}) text_pattern_ops`),
    index('customers_search_idx').using('gin', t.search),
  ],
);

/** Saved payment methods of a customer (card, sepa_debit, redsys, inespay, afterpay_clearpay). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    image: text('image'),
    description: text('description'),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_customer_idx').on(t.customerId)],
);
