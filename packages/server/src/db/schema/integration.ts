import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { organizations } from './organizations';

/** The web checkout widget of an organization (one row each). */
export const widgetConfigurations = pgTable(
  'widget_configurations',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** https origin allowed to call the widget API (exact match). */
    domain: text('domain'),
    /** Public key the widget script carries; not a secret. */
    apiKey: text('api_key').notNull(),
    version: text('version').notNull(),
    callbackUrl: text('callback_url'),
    callbackUrlEnabled: boolean('callback_url_enabled').notNull().default(false),
    /** Standard Webhooks signing secret (`whsec_...`). */
    callbackSecret: text('callback_secret').notNull(),
    /**
     * HMAC key of web-services buttons (`pbsec_...`, decision 1010), kept as the callback secret is: the server needs
     * the secret itself to recompute a signature. Shown once when generated; null until the merchant generates one.
     */
    buttonSigningSecret: text('button_signing_secret'),
    buttonSigningSecretCreatedAt: at('button_signing_secret_created_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('widget_configurations_domain_key').on(t.domain).where(sql`${t.domain} is not null`),
    uniqueIndex('widget_configurations_api_key_key').on(t.apiKey),
  ],
);

/** The organization's secret API key (a single one); only its hash is stored, it is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** Mode prefix and last four, for the API screen (decision 1132); null for keys generated before. */
    maskedKey: text('masked_key'),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_organization_key').on(t.organizationId), uniqueIndex('api_keys_hash_key').on(t.keyHash)],
);

/** Replay store of Idempotency-Key requests: same key and body replays, another body is 422. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who used the key: an organization id, or the purchase link for anonymous buyers. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Connection of an organization to a payment provider (card provider, Inespay, Redsys). */
export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'STRIPE' | 'INESPAY' | 'REDSYS'>().notNull(),
    status: text('status').$type<'active' | 'pending'>().notNull(),
    requested: boolean('requested').notNull().default(false),
    publicApiKey: text('public_api_key'),
    secretApiKey: text('secret_api_key'),
    apiToken: text('api_token'),
    /** Redsys merchant key (`token` in the connect form), merchant code and terminal. */
    merchantKey: text('merchant_key'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_providers_org_provider_key').on(t.organizationId, t.provider)],
);

/** Identity documents of the gateway activation (front_dni, back_dni, residence). */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').$type<'front_dni' | 'back_dni' | 'residence'>().notNull(),
    mimeType: text('mime_type').notNull(),
    extension: text('extension').notNull(),
    /** The uploaded file's own name (document-rules.ts `keptFileName`), or null. */
    fileName: text('file_name'),
    size: integer('size').notNull(),
    /** Where the checked file's bytes are in the file store (storage/); never served publicly, only as a data URL. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('legal_documents_org_name_key').on(t.organizationId, t.name)],
);

/** The product's own paid plans (START, GROWTH, SCALE; monthly or annual). */
export const productPlans = pgTable('product_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Price before VAT, in cents. */
  price: integer('price').notNull(),
  type: text('type').$type<'MONTH' | 'YEAR'>().notNull(),
  /** Monthly processing limit in euro cents. */
  monthlyLimit: integer('monthly_limit').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A merchant's subscription to a product plan (or a platform agreement). */
export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productPlanId: uuid('product_plan_id').references(() => productPlans.id),
    kind: text('kind').$type<'plan' | 'platform'>().notNull().default('plan'),
    status: text('status').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    canceledAt: at('canceled_at'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_subscriptions_org_idx').on(t.organizationId, t.createdAt)],
);
