import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { legalDocuments, organizations, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { stripeClientOf } from '../payment-engine/index';
import { accountData, representative, type DocumentFiles } from './connect-account';
import type { GatewayContext } from './gateway-context';
import type { STEPS } from './gateway-rules';

type OrganizationRow = GatewayContext['organization'];

/** The three documents sent to Stripe as identity files; undefined unless all three are uploaded. */
async function uploadDocuments(ctx: GatewayContext, stripe: Stripe): Promise<DocumentFiles | undefined> {
  const rows = await ctx.app.database.db.select().from(legalDocuments).where(eq(legalDocuments.organizationId, ctx.organization.id));
  if (rows.length < 3) return undefined;
  const files: Partial<DocumentFiles> = {};
  for (const row of rows) {
    const stored = await ctx.storage.get(row.storageKey);
    if (!stored) return undefined;
    const data = Buffer.from(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength);
    const file = await stripe.files.create({ purpose: 'identity_document', file: { data, name: `${row.name}.${row.extension}`, type: row.mimeType } });
    files[row.name] = file.id;
  }
  return files as DocumentFiles;
}

/** A company's legal representative is a person of the account with the representative relationship. */
async function syncRepresentative(stripe: Stripe, accountId: string, person: Stripe.AccountUpdateParams.Individual) {
  const params = { ...person, relationship: { representative: true, executive: true, title: 'executive' } } as Stripe.AccountCreatePersonParams;
  const { data } = await stripe.accounts.listPersons(accountId, { relationship: { representative: true }, limit: 1 });
  if (data[0]) await stripe.accounts.updatePerson(accountId, data[0].id, params);
  else await stripe.accounts.createPerson(accountId, params);
}

/**
 * With Stripe configured, the merchant's connected account follows its saved steps (decision 0240): nothing before
 * activation (the data is incomplete), the activating save creates a Custom account with everything (documents and
 * bank account included), and a later save updates what its step changed. The verification then comes back with
 * `account.updated` (connect-webhook.ts). Runs after the step's commit: a provider failure is PE-001, and saving the
 * step again retries it.
 */
export async function syncConnectAccount(ctx: GatewayContext, step: keyof typeof STEPS) {
  const stripe = stripeClientOf(ctx.app);
  if (!stripe) return;
  const { db } = ctx.app.database;
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ctx.organization.id));
  if (!org.paymentsActivated) return;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, org.ownerId));
  try {
    const creating = !org.stripeId;
    const files = creating || step === 4 ? await uploadDocuments(ctx, stripe) : undefined;
    const data = accountData(org, owner.email, creating || step === 5, files);
    if (org.stripeId) await stripe.accounts.update(org.stripeId, data);
    const accountId = org.stripeId ?? (await createAccount(ctx, stripe, org, owner.email, data));
    if (org.companyType === 'company' && (creating || step === 3 || step === 4)) {
      await syncRepresentative(stripe, accountId, representative(org, owner.email, files));
    }
  } catch (error) {
    ctx.app.log.error({ err: error, organization: org.id }, 'connected account not updated');
    throw new AppError('PE-001');
  }
}

async function createAccount(ctx: GatewayContext, stripe: Stripe, org: OrganizationRow, email: string, data: Stripe.AccountUpdateParams) {
  const account = await stripe.accounts.create(
    {
      type: 'custom',
      country: 'ES',
      email,
      capabilities: { card_payments: { requested: true }, transfers: { requested: true }, sepa_debit_payments: { requested: true } },
      tos_acceptance: { date: Math.floor(ctx.app.clock.now().getTime() / 1000), ip: ctx.ip },
      metadata: { cobro_organization_id: org.id },
      ...data,
    } as Stripe.AccountCreateParams,
    { idempotencyKey: `connect-account-${org.id}` },
  );
  await ctx.app.database.db.update(organizations).set({ stripeId: account.id }).where(eq(organizations.id, org.id));
  return account.id;
}
