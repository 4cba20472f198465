import { words } from './catalog-words';
import { completeData, fillCard, identify, merchantApi, newBuyer, SANDBOX } from './checkout-helpers';
import { DEMO, expect, expectAccessible, test } from './fixtures';
import { mailsTo } from './outbox';
import { DEMO_WIDGET_KEY, heard, payButton, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// Issue 32 (decisions 1156, 1157): a shop whose page is in Catalan (`<html lang="ca">`, no `locale` on the button)
// sells in Catalan to a buyer whose browser is in Spanish: the page's own language wins. The buyer pays by sandbox
// card in the button's dialog, every step in Catalan as the catalogs write it, and the receipt comes in Catalan.

const SHOP = '/examples/plain-html/botiga.html';
const ca = words('ca');


/** The shop's page, served on this server's origin (the demo key's allowed one), as a merchant would write it. */
const shopPage = (serviceId: string, planId: string) => `<!doctype html>
<html lang="ca">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ioga Sol: abonaments</title>
    <link rel="stylesheet" href="/widget/1.0.0/pay-button.css" />
    <script type="module" src="/widget/1.0.0/pay-button.js?key=${DEMO_WIDGET_KEY}&api=/api" crossorigin></script>
  </head>
  <body>
    <main>
      <h1>Ioga Sol</h1>
      <p>Abonament de 10 classes: 90,00 €</p>
      <pay-button service-id="${serviceId}" plan-id="${planId}"></pay-button>
      <p id="result" role="status"></p>
    </main>
  </body>
</html>`;

test.use({ locale: 'es-ES' });

test('a Catalan shop page sells in Catalan to a Spanish browser: card payment in the dialog, receipt in Catalan', async ({ page, request }) => {
  const services = await (await merchantApi(request)).get<{ data: { id: string; name: string; plans: { id: string; name: string }[] }[] }>(
    '/services?page=1&page_size=20',
  );
  const service = services.data.find((s) => s.name === SEEDED_PASS.service)!;
  const plan = service.plans.find((p) => p.name === SEEDED_PASS.plan)!;
  await page.route(`**${SHOP}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage(service.id, plan.id) }));
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-payment-success']);
  await page.goto(SHOP);

  // The label is the widget catalog's Catalan, bundled with the button: no Spanish first.
  await expect(payButton(page, ca('Pay'))).toBeVisible();
  await heard(page, 'cobro-button-ready');
  await expectAccessible(page, 'Catalan shop');

  await payButton(page, ca('Pay')).click();
  const dialog = page.getByRole('dialog', { name: ca('Payment') });
  await expect(dialog.getByRole('heading', { name: SEEDED_PASS.plan })).toBeVisible();
  await expect(dialog.getByText(ca('One-time payment'))).toBeVisible();
  await expectAccessible(page, 'identify, in Catalan');

  const buyer = newBuyer();
  await identify(dialog, 'ca', buyer);
  await expect(dialog.getByRole('heading', { name: ca('Complete your details') })).toBeVisible();
  await expectAccessible(page, 'complete-data, in Catalan');
  await completeData(dialog, 'ca');

  await dialog.getByLabel(ca('Card'), { exact: true }).check();
  const frame = dialog.frameLocator(`iframe[title="${ca('Card details')}"]`);
  // The sandbox's card frame speaks the checkout's language too.
  await expect(frame.getByLabel('Número de targeta')).toBeVisible();
  await fillCard(frame, SANDBOX.card);
  await expectAccessible(page, 'complete-payment, in Catalan');
  // Amounts as Catalan writes them, which is Spain's way: 90,00 €.
  await dialog.getByRole('button', { name: /^Paga 90,00\s€/ }).click();

  await heard(page, 'cobro-payment-success');
  await expect(dialog.getByText(ca('Your payment for {planName} is complete. You will receive the receipt by e-mail.', { planName: SEEDED_PASS.plan }))).toBeVisible();
  await expectAccessible(page, 'success, in Catalan');

  // The buyer's language went with the payment: the receipt and recibo.pdf are in Catalan.
  const receipts = () => mailsTo(request, buyer.email);
  await expect.poll(async () => (await receipts()).map((m) => m.subject)).toEqual([`Rebut del teu pagament de 90,00\u00a0€ a ${DEMO.company}`]);
  expect((await receipts())[0].attachments.map((a) => a.filename)).toEqual(['recibo.pdf']);
});
