import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BankAccount, Language, LegalManager, OnboardingSteps } from '@cobro/contracts';
import type { z } from 'zod';
import { at, createdAt, updatedAt } from './columns';

export type VerificationStatusValue = 'unverified' | 'pending' | 'verified' | 'processing';
export type ProductTypeValue = 'billing' | 'merge' | 'payments';

/**
 * The merchant and the people who sign in to it, in one file because each table references the other.
 *
 * The merchant. Gateway verification and onboarding live here because every dashboard gate reads them. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    companyName: text('company_name').notNull(),
    companyType: text('company_type').$type<'individual' | 'company'>(),
    companyIndustry: text('company_industry'),
    /** Parent platform (an organization that resells the product); its company_name is `platform_father`. */
    platformId: uuid('platform_id').references((): AnyPgColumn => organizations.id),
    paymentsActivated: boolean('payments_activated').notNull().default(false),
    clientProductType: text('client_product_type').$type<ProductTypeValue>().notNull().default('payments'),
    /** Null means the provider has not answered yet (the UI shows "processing"). */
    verificationStatus: text('verification_status').$type<VerificationStatusValue>(),
    verificationCode: text('verification_code'),
    verificationDetails: jsonb('verification_details').$type<string[]>().notNull().default([]),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    accountStatus: text('account_status').$type<'pending' | 'active' | 'restricted'>().notNull().default('pending'),
    onboardingSteps: jsonb('onboarding_steps')
      .$type<z.infer<typeof OnboardingSteps>>()
      .notNull()
      .default({ step_one: 'pending', step_two: 'pending', step_three: 'pending', step_four: 'pending', step_five: 'pending' }),
    nif: text('nif'),
    /** Connected-account id at the card provider. */
    stripeId: text('stripe_id'),
    tyc: text('tyc'),
    phone: text('phone'),
    prefix: text('prefix'),
    website: text('website'),
    country: text('country'),
    city: text('city'),
    street: text('street'),
    postalCode: text('postal_code'),
    legalManager: jsonb('legal_manager').$type<z.infer<typeof LegalManager>>(),
    bankAccount: jsonb('bank_account').$type<z.infer<typeof BankAccount>>(),
    /** Payment option names the merchant offers (card_payments, sepa_debit_payments, ...). */
    selectedPaymentOptions: jsonb('selected_payment_options').$type<string[]>().notNull().default([]),
    currency: text('currency').notNull().default('eur'),
    /** Whether buyers may cancel a subscription in the portal, and when it ends (decision 1154). */
    portalCancel: text('portal_cancel').$type<'no' | 'period_end' | 'at_once'>().notNull().default('period_end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // PG-001: company names are unique regardless of case; a merchant just signed up has none yet ('').
    uniqueIndex('organizations_company_name_key').on(sql`lower(${t.companyName})`).where(sql`${t.companyName} <> ''`),
    index('organizations_owner_idx').on(t.ownerId),
    index('organizations_platform_idx').on(t.platformId),
  ],
);

/** A person who signs in. `owner` users own an organization; `api` users are created by the owner. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    prefix: text('prefix'),
    phone: text('phone'),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: text('role').$type<'owner' | 'api'>().notNull().default('owner'),
    /** The language of the user's mail (es, en or ca): the browser's at sign-up, then the one they choose. */
    language: text('language').$type<Language>().notNull().default('es'),
    /** Whether they chose it in the account menu: then the dashboard speaks it too, whatever the browser's. */
    languageChosen: boolean('language_chosen').notNull().default(false),
    /** When the address was confirmed (the welcome mail's link, or Google at a Google sign-up); null until then. */
    emailVerifiedAt: at('email_verified_at'),
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mails are stored lower-cased (the contract's Email schema lower-cases), so a plain unique index suffices.
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId).where(sql`${t.googleId} is not null`),
    index('users_organization_idx').on(t.organizationId),
  ],
);
