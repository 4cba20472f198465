import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { organizations, productPlans, productSubscriptions, users, widgetConfigurations, paymentProviders } from '../db/schema/index';
import { hashPassword } from '../modules/auth/password-rules';
import { cif, mobile, spanishIban } from './identifiers';
import { createRandom, type Random } from './prng';

/** The seeded sign-ins (docs/server.md). Each one exercises an access rule of the dashboard. */
export const DEMO_ACCOUNT = { email: 'demo@cobro.dev', password: 'Demo-merchant-1' } as const;
/** Payments product, not activated yet: the dashboard sends it to /activate. */
export const NEW_MERCHANT_ACCOUNT = { email: 'nuevo@cobro.dev', password: 'New-merchant-1' } as const;
/**
 * Just signed up, as POST /auth/register leaves a merchant (no company name, nothing activated): the activation
 * journeys start from zero with it and leave the other accounts alone.
 */
export const SIGNED_UP_ACCOUNT = { email: 'alta@cobro.dev', password: 'Signed-up-merchant-1' } as const;
/**
 * Signed up and activated under a parent platform (Red Comercios Unidos S.L.), no card saved yet: the plans modal
 * shows it the platform agreement and the button to enter a card.
 */
export const PLATFORM_MERCHANT_ACCOUNT = { email: 'plataforma@cobro.dev', password: 'Platform-merchant-1' } as const;
/**
 * Activated, with no sales: the account journeys (e2e/account.spec.ts) change its language and password, so no other
 * journey signs in as it.
 */
export const ACCOUNT_MERCHANT_ACCOUNT = { email: 'cuenta@cobro.dev', password: 'Account-merchant-1' } as const;
/** Another product (billing): the dashboard sends it to /forbidden. */
export const BILLING_MERCHANT_ACCOUNT = { email: 'facturas@cobro.dev', password: 'Billing-merchant-1' } as const;
/**
 * The demo merchant's public widget key (a test key: the seed runs with the sandbox), fixed so the examples and
 * the README can carry it. Its allowlisted domain is DEMO_WIDGET_DOMAIN; loopback pages work too (test key). No long
 * run of digits: sixteen zeros pass Luhn, and compliance scanners flag them as a card number (quality bar 19).
 */
export const DEMO_WIDGET_KEY = 'pk_test_cobrodemo_public_sandbox_key' as const;
export const DEMO_WIDGET_DOMAIN = 'https://demo.cobro.dev' as const;

const ALL_STEPS_COMPLETE = {
  step_one: 'complete',
  step_two: 'complete',
  step_three: 'complete',
  step_four: 'complete',
  step_five: 'complete',
} as const;

async function createOwner(
  db: Queryable,
  random: Random,
  now: Date,
  account: { email: string; password: string },
  person: { name: string; lastName: string },
  organization: Omit<typeof organizations.$inferInsert, 'ownerId'>,
) {
  const userId = random.uuid();
  await db.insert(users).values({
    id: userId,
    email: account.email,
    name: person.name,
    lastName: person.lastName,
    prefix: '+34',
    phone: mobile(random),
    passwordHash: await hashPassword(account.password),
    // Established merchants confirmed their address long ago; the one just signed up has not yet (decision 1130).
    emailVerifiedAt: account === SIGNED_UP_ACCOUNT ? null : now,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(organizations).values({ ...organization, ownerId: userId, createdAt: now, updatedAt: now });
  await db.update(users).set({ organizationId: organization.id }).where(eq(users.id, userId));
  return userId;
}

/** The product's own plans (START, GROWTH, SCALE), monthly and annual; prices in cents before VAT. */
async function seedProductPlans(db: Queryable, random: Random, now: Date) {
  const rows = [
    { name: 'START Mensual', price: 2900, type: 'MONTH', monthlyLimit: 20000_00 },
    { name: 'GROWTH Mensual', price: 5900, type: 'MONTH', monthlyLimit: 50000_00 },
    { name: 'SCALE Mensual', price: 9900, type: 'MONTH', monthlyLimit: 100000_00 },
    { name: 'START Anual', price: 29000, type: 'YEAR', monthlyLimit: 20000_00 },
    { name: 'GROWTH Anual', price: 59000, type: 'YEAR', monthlyLimit: 50000_00 },
    { name: 'SCALE Anual', price: 99000, type: 'YEAR', monthlyLimit: 100000_00 },
  ] as const;
  const withIds = rows.map((r) => ({ ...r, id: random.uuid(), createdAt: now }));
  await db.insert(productPlans).values(withIds);
  return withIds;
}

export async function seedAccounts(db: Queryable, random: Random, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const productPlanRows = await seedProductPlans(db, random, now);
  const demoOrgId = random.uuid();
  const since = new Date(now.getTime() - 120 * day);
  const demoUserId = await createOwner(
    db,
    random,
    since,
    DEMO_ACCOUNT,
    { name: 'Laura', lastName: 'Gómez Navarro' },
    {
      id: demoOrgId,
      companyName: 'Cobro Demo S.L.',
      companyType: 'company',
      companyIndustry: '5734',
      paymentsActivated: true,
      clientProductType: 'payments',
      verificationStatus: 'verified',
      verificationDetails: [],
      payoutsEnabled: true,
      chargesEnabled: true,
      accountStatus: 'active',
      onboardingSteps: ALL_STEPS_COMPLETE,
      nif: cif(random),
      stripeId: `acct_demo${random.idText(12)}`,
      tyc: 'https://demo.cobro.dev/terminos',
      phone: '910' + random.digits(6),
      prefix: '+34',
      website: 'https://demo.cobro.dev',
      country: 'ES',
      city: 'Madrid',
      street: 'Calle de Alcalá 120, 3º izquierda',
      postalCode: '28009',
      legalManager: {
        role: 'executive',
        name: 'Laura',
        last_name: 'Gómez Navarro',
        dob: '1984-05-17',
        country: 'ES',
        city: 'Madrid',
        street: 'Calle de Goya 45, 2º B',
        postal_code: '28001',
        prefix: '+34',
        phone: mobile(random),
      },
      bankAccount: { currency: 'EUR', country: 'ES', account_number: spanishIban(random) },
      selectedPaymentOptions: ['card_payments', 'sepa_debit_payments', 'redsys_payments', 'bizum_payments', 'inespay_payments'],
    },
  );
  await db.insert(widgetConfigurations).values({
    organizationId: demoOrgId,
    domain: DEMO_WIDGET_DOMAIN,
    apiKey: DEMO_WIDGET_KEY,
    version: '1.0.0',
    callbackUrl: 'https://demo.cobro.dev/webhooks/cobro',
    callbackUrlEnabled: false,
    // The 24 digits the key used to take stay in the secret, so every row seeded after it is unchanged.
    callbackSecret: `whsec_${Buffer.from(random.digits(24 + 32)).toString('base64')}`,
    createdAt: since,
    updatedAt: since,
  });
  await db.insert(paymentProviders).values([
    { organizationId: demoOrgId, provider: 'STRIPE', status: 'active', createdAt: since, updatedAt: since },
    { organizationId: demoOrgId, provider: 'REDSYS', status: 'active', requested: true, createdAt: since, updatedAt: since },
    { organizationId: demoOrgId, provider: 'INESPAY', status: 'active', requested: true, createdAt: since, updatedAt: since },
  ]);
  const growth = productPlanRows.find((p) => p.name === 'GROWTH Mensual')!;
  await db.insert(productSubscriptions).values({
    organizationId: demoOrgId,
    productPlanId: growth.id,
    kind: 'plan',
    status: 'active',
    providerSubscriptionId: `sub_plan${random.idText(12)}`,
    currentPeriodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    currentPeriodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    createdAt: since,
    updatedAt: since,
  });

  const newOrgId = random.uuid();
  await createOwner(db, random, now, NEW_MERCHANT_ACCOUNT, { name: 'Jorge', lastName: 'Martín Ruiz' }, {
    id: newOrgId,
    companyName: 'Comercio Nuevo S.L.',
    clientProductType: 'payments',
  });
  const billingOrgId = random.uuid();
  await createOwner(db, random, now, BILLING_MERCHANT_ACCOUNT, { name: 'Ana', lastName: 'Torres Díaz' }, {
    id: billingOrgId,
    companyName: 'Facturación Pyme S.L.',
    companyType: 'company',
    clientProductType: 'billing',
    paymentsActivated: true,
    onboardingSteps: ALL_STEPS_COMPLETE,
  });
  // Its own stream, so the rows seeded after it (customers, catalogue, sales) are the same as without it.
  const signedUp = createRandom(0x5167);
  const signedUpOrgId = signedUp.uuid();
  await createOwner(db, signedUp, now, SIGNED_UP_ACCOUNT, { name: 'Lucía', lastName: 'Fernández Soto' }, {
    id: signedUpOrgId,
    companyName: '',
    clientProductType: 'payments',
  });
  const platformOrgId = await seedPlatformMerchant(db, now);
  // Its own stream, so the rows seeded after it are the same as without it.
  const account = createRandom(0xc0e7);
  const accountOrgId = account.uuid();
  await createOwner(db, account, now, ACCOUNT_MERCHANT_ACCOUNT, { name: 'Clara', lastName: 'Vega Marín' }, {
    id: accountOrgId,
    companyName: 'Cuentas Claras S.L.',
    companyType: 'company',
    companyIndustry: '5945',
    paymentsActivated: true,
    clientProductType: 'payments',
    verificationStatus: 'verified',
    payoutsEnabled: true,
    chargesEnabled: true,
    accountStatus: 'active',
    onboardingSteps: ALL_STEPS_COMPLETE,
  });
  return { demoOrgId, demoUserId, newOrgId, billingOrgId, signedUpOrgId, platformOrgId, since };
}

/**
 * The parent platform (its owner has no password: nobody signs in as it) and a merchant under it, activated. Its own
 * stream, so the rows seeded after it are the same as without it.
 */
async function seedPlatformMerchant(db: Queryable, now: Date) {
  const random = createRandom(0x9a7f);
  const parentId = random.uuid();
  const parentOwnerId = random.uuid();
  await db.insert(users).values({ id: parentOwnerId, email: 'socios@redcomercios.example', name: 'Red Comercios', createdAt: now, updatedAt: now });
  await db.insert(organizations).values({
    id: parentId,
    ownerId: parentOwnerId,
    companyName: 'Red Comercios Unidos S.L.',
    companyType: 'company',
    nif: cif(random),
    createdAt: now,
    updatedAt: now,
  });
  const orgId = random.uuid();
  await createOwner(db, random, now, PLATFORM_MERCHANT_ACCOUNT, { name: 'Marta', lastName: 'Ibáñez Rey' }, {
    id: orgId,
    platformId: parentId,
    companyName: 'Tienda Asociada S.L.',
    companyType: 'company',
    companyIndustry: '5945',
    paymentsActivated: true,
    clientProductType: 'payments',
    verificationStatus: 'verified',
    payoutsEnabled: true,
    chargesEnabled: true,
    accountStatus: 'active',
    onboardingSteps: ALL_STEPS_COMPLETE,
    nif: cif(random),
    country: 'ES',
    city: 'Valencia',
    street: 'Calle de Colón 18, 1º',
    postalCode: '46004',
    bankAccount: { currency: 'EUR', country: 'ES', account_number: spanishIban(random) },
    selectedPaymentOptions: ['card_payments'],
  });
  return orgId;
}
