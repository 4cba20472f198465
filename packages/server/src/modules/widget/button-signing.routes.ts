import type { FastifyInstance } from 'fastify';
import { buttonCanonicalForm, endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { buttonSecretOf, generateButtonSecret, signButton } from './button-signing-rules';
import { ensureConfiguration } from './widget-configuration-commands';

/**
 * The button signing secret of Configuration > Web checkout, step 3, web services (decision 1010): its status, a
 * new one (answered once, never readable again), and the signature of the button the screen builds.
 */
export function buttonSigningRoutes(app: FastifyInstance) {
  route(app, endpoints.buttonSigningSecret, async ({ session }) => {
    const row = await ensureConfiguration(app, session.organization.id);
    return { created_at: row.buttonSigningSecretCreatedAt?.toISOString() ?? null };
  });

  route(app, endpoints.generateSigningSecret, ({ session }) => generateButtonSecret(app, session.organization.id));

  route(app, endpoints.signButton, async ({ session, body }) => {
    const secret = await buttonSecretOf(app, session.organization.id);
    return { signature: signButton(secret, body.attributes), canonical: buttonCanonicalForm(body.attributes) };
  });
}
