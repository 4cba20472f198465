import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, WIDGET_LATEST_VERSION, type CreateCheckoutSessionBody, type ErrorCode } from '@cobro/contracts';
import { widgetConfigurations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { organizationCanCharge } from '../services/index';
import { ButtonPlanQuotaError } from './button-plan-quota';
import { buttonSigningRoutes } from './button-signing.routes';
import { createCheckoutSession, extendCheckoutSession, readCheckoutSession, widgetOrganization } from './checkout-session-commands';
import { configurationView, ensureConfiguration, isDomainTaken, updateConfiguration } from './widget-configuration-commands';
import { forgetConfiguredDomains, setSandboxCheck } from './widget-origin-rules';
import { checkoutDataError } from './widget-plan-rules';
import { widgetServices } from './widget-service-view';

/** The spec's field messages of the widget codes (services-and-configuration 8). */
export const WIDGET_MESSAGES = {
  domainAlreadyExists: 'domain_already_exists',
  versionNotFound: 'version_not_found',
} as const;

/** Invalid input of a widget call answers that call's own code, with the field messages. */
const inputErrorAs = (code: ErrorCode, rename: Record<string, string> = {}) => (fields: Record<string, string>) =>
  new AppError(code, { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, rename[k] ?? v])) });

/**
 * Widget configuration (services-and-configuration 7), the widget session and the checkout sessions of
 * <pay-button> (decision 1000). An unexpected failure of a configuration call answers its spec code. `sandbox` says
 * whether the sandbox card provider runs (test keys, loopback pages): the payments module knows, above this one.
 */
export function widgetRoutes(app: FastifyInstance, options: { sandbox: () => boolean }) {
  setSandboxCheck(app, options.sandbox);
  async function failingAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      app.log.error({ err: error }, `widget configuration failed (${code})`);
      throw new AppError(code);
    }
  }
  const view = async (row: Promise<Parameters<typeof configurationView>[0]>) => configurationView(await row);

  route(app, endpoints.widgetConfiguration, ({ session }) =>
    failingAs('WID-001', () => view(ensureConfiguration(app, session.organization.id))),
  );

  route(app, endpoints.widgetServices, ({ session }) =>
    failingAs('WID-001', () => widgetServices(app.database.db, session.organization.id)),
  );

  route(app, endpoints.toggleCallback, ({ session }) =>
    failingAs('WID-003', () => view(updateConfiguration(app, session.organization.id, 'toggle-callback'))),
  );

  route(
    app,
    endpoints.editCallbackUrl,
    ({ session, body }) =>
      failingAs('WID-004', () => view(updateConfiguration(app, session.organization.id, { callbackUrl: body.callback_url }))),
    { inputError: inputErrorAs('WID-004') },
  );

  route(
    app,
    endpoints.editDomain,
    ({ session, body }) =>
      failingAs('WID-002', async () => {
        const organizationId = session.organization.id;
        const taken = () => new AppError('WID-005', { fields: { domain: WIDGET_MESSAGES.domainAlreadyExists } });
        const [other] = await app.database.db
          .select({ id: widgetConfigurations.organizationId })
          .from(widgetConfigurations)
          .where(and(eq(widgetConfigurations.domain, body.domain), ne(widgetConfigurations.organizationId, organizationId)));
        if (other) throw taken();
        const saved = await updateConfiguration(app, organizationId, { domain: body.domain }).catch((error: unknown) => {
          // Another organization saved it between the check and the update: the unique index decides.
          throw isDomainTaken(error) ? taken() : error;
        });
        forgetConfiguredDomains(app);
        return configurationView(saved);
      }),
    { inputError: inputErrorAs('WID-002') },
  );

  route(
    app,
    endpoints.versionChange,
    async ({ session, body }) => view(updateConfiguration(app, session.organization.id, { version: body.version })),
    { inputError: inputErrorAs('WID-006', { version: WIDGET_MESSAGES.versionNotFound }) },
  );

  route(app, endpoints.widgetSession, async ({ widget }) => {
    const organization = await widgetOrganization(app.database.db, widget.organizationId);
    const configuration = await ensureConfiguration(app, organization.id);
    return {
      organization: { company_name: organization.companyName },
      mode: widget.mode,
      charges_enabled: organizationCanCharge(organization),
      version: configuration.version,
      latest_version: WIDGET_LATEST_VERSION,
    };
  });

  // The raw body too: a web-services button's signature covers its attribute values as written (decision 1010).
  // The parsed body has passed the schema, so the raw one has its shape. A key past its quota of new button plans
  // is told when to come back (decision 1011).
  route(
    app,
    endpoints.createCheckoutSession,
    ({ widget, body, request, reply }) =>
      createCheckoutSession(app, widget, body, request.body as CreateCheckoutSessionBody).catch((error: unknown) => {
        if (error instanceof ButtonPlanQuotaError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }),
    { inputError: checkoutDataError },
  );

  route(app, endpoints.checkoutSession, ({ params }) => readCheckoutSession(app.database.db, params.id, app.clock.now()));
  route(app, endpoints.extendCheckoutSession, ({ params }) => extendCheckoutSession(app.database.db, params.id, app.clock.now()));

  buttonSigningRoutes(app);
}
