import { eq } from 'drizzle-orm';
import { signedAttributesOf } from '@cobro/contracts';
import type { DatabaseKind } from '../../../test/harness';
import { widgetConfigurations } from '../../db/schema/index';
import { DEMO_WIDGET_KEY } from '../../seed/index';
import { checkoutTest } from '../checkout/checkout.fixtures';
import { signButton } from './button-signing-rules';
import { clickButton, DEMO_PAGE } from './widget.fixtures';

/**
 * The whole app (checkoutTest) with the demo merchant's button signing secret set to `secret`, and what its buttons
 * do: click on the demo page with a widget key (the test key unless told), sign, make another key the merchant's.
 */
export async function buttonTest(db: DatabaseKind, secret: string) {
  const t = await checkoutTest(db);
  const [{ organizationId }] = await t.database.db
    .update(widgetConfigurations)
    .set({ buttonSigningSecret: secret, buttonSigningSecretCreatedAt: t.clock.now() })
    .where(eq(widgetConfigurations.apiKey, DEMO_WIDGET_KEY))
    .returning({ organizationId: widgetConfigurations.organizationId });
  return {
    ...t,
    organizationId,
    useKey: (apiKey: string) => t.database.db.update(widgetConfigurations).set({ apiKey }).where(eq(widgetConfigurations.organizationId, organizationId)),
    click: (body: unknown, key: string = DEMO_WIDGET_KEY) => clickButton(t.app, body, { ...DEMO_PAGE, 'x-widget-key': key }),
    signed: <B extends Parameters<typeof signedAttributesOf>[0]>(body: B) => ({ ...body, signature: signButton(secret, signedAttributesOf(body)) }),
  };
}

export type ButtonTest = Awaited<ReturnType<typeof buttonTest>>;
