import { words } from './catalog-words';
import { fillCard, newBuyer, reachPayment, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { mailTo } from './outbox';
import { copyPaymentLink, publishService } from './services-helpers';

// Decision 1161: the merchant marks a service excluded from withdrawal; its buyer cannot pay until ticking the
// statutory consent, pays, gets the consent confirmed on the success page and in the receipt e-mail, and the portal
// shows the purchase as excluded from withdrawal, with no withdrawal function.


test.use({ locale: 'es-ES' });

test('a service excluded from withdrawal is paid only with the buyer consent, which the portal honours', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const w = words('es');
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const service = `Curso en vídeo ${suffix}`;
  const plan = { name: `Acceso inmediato ${suffix}`, amount: '30.00' };

  // The merchant publishes the service and marks it excluded on its page.
  await signIn(page);
  await publishService(page, service, plan, 'es');
  await page.getByRole('link', { name: service }).click();
  const card = page.getByRole('region', { name: w('Right of withdrawal') });
  await card.getByLabel(w('Excluded from withdrawal')).check();
  await expect(
    card.getByText(w('Only where the law allows it, such as digital content supplied at once. The checkout then asks each buyer to request immediate supply and to accept losing the right; a purchase without that consent keeps the period above.')),
  ).toBeVisible();
  await card.getByRole('button', { name: w('Save') }).click();
  await expect(page.getByText(w('Withdrawal period saved'))).toBeVisible();
  await expectAccessible(page, 'service excluded from withdrawal');
  const linkId = (await copyPaymentLink(page, plan.name, 'es')).split('/').pop()!;

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext({ locale: 'es-ES' });
  const buyerPage = await buyerContext.newPage();
  const buyer = newBuyer();
  await reachPayment(buyerPage, linkId, buyer, 'es');
  const consent = buyerPage.getByRole('checkbox', {
    name: w.pattern('I ask for the service or digital content to be supplied at once, during the withdrawal period, and I acknowledge that I lose my right of withdrawal: for digital content, once its supply begins; for a service, once it has been fully performed.'),
  });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAttribute('required', '');
  await expectAccessible(buyerPage, 'payment step asking the consent');

  // Choosing the card without the consent prepares nothing: the box says why and takes the focus.
  const cardMethod = buyerPage.getByRole('radio', { name: w('Card'), exact: true });
  await cardMethod.click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(w('To pay, tick this box: the shop supplies this service at once only with your consent.'));
  await expect(cardMethod).not.toBeChecked();
  await expect(buyerPage.locator(`iframe[title="${w('Card details')}"]`)).toHaveCount(0);
  await expectAccessible(buyerPage, 'payment step, consent missing');

  // Ticked with the keyboard, then the card: the payment is prepared and paid.
  await buyerPage.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
  await cardMethod.check();
  await fillCard(buyerPage.frameLocator(`iframe[title="${w('Card details')}"]`), SANDBOX.card);
  await buyerPage.getByRole('button', { name: w.pattern('Pay {price}') }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
  await expect(
    buyerPage.getByText(w.pattern('On {at} you asked for the service or digital content to be supplied at once and acknowledged that you thereby lose your right of withdrawal.')),
  ).toBeVisible();
  await expectAccessible(buyerPage, 'success with the consent confirmed');

  // The receipt e-mail confirms the consent (art. 8(7) CRD), and links the portal.
  const receipt = await mailTo(request, buyer.email, (mail) => mail.attachments.some((a) => a.filename === 'recibo.pdf'));
  expect(receipt.text).toMatch(/solicitaste que el servicio o el contenido digital se te prestara de inmediato, durante el plazo de desistimiento, y aceptaste que con ello pierdes tu derecho de desistimiento/);
  const portalUrl = /https?:\/\/\S+\/portal\/[\w-]+/.exec(receipt.text)![0];

  // The portal: the purchase is excluded from withdrawal, and says why; no withdrawal function.
  await buyerPage.goto(new URL(portalUrl).pathname);
  await buyerPage.getByLabel(w('E-mail')).fill(buyer.email);
  await buyerPage.keyboard.press('Enter');
  await expect(buyerPage.getByRole('heading', { level: 1, name: w('Check your e-mail') })).toBeFocused();
  const codeMail = await mailTo(request, buyer.email, (mail) => /\b\d{6}\b/.test(mail.text) && mail.text.includes('#email='));
  await buyerPage.getByLabel(w('Code')).fill(/^\d{6}$/m.exec(codeMail.text)![0]);
  await buyerPage.keyboard.press('Enter');
  await expect(buyerPage.getByRole('heading', { level: 1, name: w.pattern('Your purchases with {merchant}') })).toBeFocused();
  const excluded = w('You asked for immediate supply and accepted that you lose your right of withdrawal: this purchase cannot be withdrawn from.');
  await expect(buyerPage.getByText(excluded)).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: w('Withdraw from contract here'), exact: true })).toHaveCount(0);
  await expectAccessible(buyerPage, 'portal, purchase excluded from withdrawal');
  await buyerContext.close();
});
