import { and, eq, ne, sql } from 'drizzle-orm';
import {
  FIELD_MESSAGES,
  LegalDocumentName,
  missingDocumentMessage,
  validateBirthDate,
  type GatewayStep1Body,
  type GatewayStep2Body,
  type GatewayStep3Body,
  type GatewayStep4Body,
  type GatewayStep5Body,
  type Organization,
} from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { emitEvent } from '../../realtime/emit';
import { organizationView } from '../organizations/index';
import { syncConnectAccount } from './connect-commands';
import { findDocument } from './document-view';
import { assertEditable, type GatewayContext } from './gateway-context';
import { allStepsComplete, lockedFieldsChanged, STEPS } from './gateway-rules';
import { scheduleReview } from './review-commands';

type OrganizationRow = GatewayContext['organization'];
type OrganizationUpdate = Partial<typeof organizations.$inferInsert>;
type StepValues = (tx: Tx, org: OrganizationRow) => Promise<OrganizationUpdate>;

/**
 * Saves one step in one transaction: the organization row is locked and read again (the session's copy may be
 * stale), the card's edit permission checked on it, the step's values and completion written and gateway-activation
 * emitted. The save that leaves all five steps complete activates payments and starts the verification; a
 * document or bank-account change after activation (allowed only when the provider asks for it) starts it again.
 * With Stripe, the connected account follows once committed. Answers the organization as saved.
 */
async function saveStep(ctx: GatewayContext, step: keyof typeof STEPS, values: StepValues): Promise<Organization> {
  const { key, card } = STEPS[step];
  const now = ctx.app.clock.now();
  await ctx.app.database.db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, ctx.organization.id)).for('update');
    assertEditable(card, org);
    const set = await values(tx, org);
    const onboardingSteps = { ...org.onboardingSteps, [key]: 'complete' as const };
    const activates = !org.paymentsActivated && allStepsComplete(onboardingSteps);
    await tx
      .update(organizations)
      .set({ ...set, onboardingSteps, paymentsActivated: org.paymentsActivated || activates, updatedAt: now })
      .where(eq(organizations.id, org.id));
    if (activates || (org.paymentsActivated && (card === 'documents' || card === 'bank_account'))) {
      await scheduleReview(ctx.app, tx, org.id, now);
    }
    await emitEvent(tx, org.id, 'gateway-activation', { id: org.id, occurredAt: now });
  });
  ctx.app.outbox.wake();
  await syncConnectAccount(ctx, step);
  const [saved] = await ctx.app.database.db.select().from(organizations).where(eq(organizations.id, ctx.organization.id));
  return organizationView(ctx.app.database.db, saved);
}

const companyExists = () => new AppError('PG-001', { fields: { company_name: FIELD_MESSAGES.companyAlreadyExists } });

/** Whether a database error is the unique index on company names (two merchants saving one name at once). */
const isCompanyNameTaken = (error: unknown): boolean => {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && e.constraint === 'organizations_company_name_key') return true;
  }
  return false;
};

/** Step 1 (company): PG-001 for a name another merchant has (any case); type and industry locked once activated. */
export async function saveCompany(ctx: GatewayContext, body: GatewayStep1Body) {
  try {
    return await saveStep(ctx, 1, async (tx, org) => {
      const locked = lockedFieldsChanged(org, body);
      if (locked.length) throw new AppError('API-005', { details: { fields: locked } });
      const [taken] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(sql`lower(${organizations.companyName}) = lower(${body.company_name})`, ne(organizations.id, org.id)))
        .limit(1);
      if (taken) throw companyExists();
      return { companyName: body.company_name, companyType: body.company_type, companyIndustry: body.company_industry };
    });
  } catch (error) {
    throw isCompanyNameTaken(error) ? companyExists() : error;
  }
}

/** Step 2 (contact): address, phone split into prefix and number, website. */
export const saveContact = (ctx: GatewayContext, body: GatewayStep2Body) =>
  saveStep(ctx, 2, async () => ({
    country: body.country,
    city: body.city,
    street: body.street,
    postalCode: body.postal_code,
    prefix: body.prefix,
    phone: body.phone,
    website: body.website,
  }));

/** Step 3 (legal representative): the date of birth checked again on the server's clock (at least 18 today). */
export function saveLegalManager(ctx: GatewayContext, body: GatewayStep3Body) {
  const dob = validateBirthDate(body.dob, ctx.app.clock.now());
  if (!dob.ok) throw new AppError('API-001', { fields: { dob: dob.error } });
  return saveStep(ctx, 3, async () => ({ legalManager: { ...body, dob: dob.value } }));
}

/**
 * Step 4 (documents): each of the three must name, by id, the merchant's uploaded document of that name
 * (missing_{name}). The bytes are the stored ones: the body carries no content to read (decision 0241).
 */
export const saveDocuments = (ctx: GatewayContext, body: GatewayStep4Body) =>
  saveStep(ctx, 4, async (tx, org) => {
    const missing: Record<string, string> = {};
    for (const name of LegalDocumentName.options) {
      const stored = await findDocument(tx, org.id, name);
      if (stored?.id !== body[name].id) missing[name] = missingDocumentMessage(name);
    }
    if (Object.keys(missing).length) throw new AppError('API-001', { fields: missing });
    return {};
  });

/** Step 5 (bank account): the IBAN without spaces, in euros; the tax id is the organization's. */
export const saveBankAccount = (ctx: GatewayContext, body: GatewayStep5Body) =>
  saveStep(ctx, 5, async () => ({
    bankAccount: { currency: 'EUR', country: body.country, account_number: body.account_number },
    nif: body.nif,
  }));
