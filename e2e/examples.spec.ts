import { merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { checkoutDialog, heard, isPayButtonScript, payButton, payInDialog, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// examples/plain-html: the shop a merchant copies (the pay-button script, its stylesheet, two buttons), and the page
// that shows the checkout of one payment link inline. `npm run build` first.

const SHOP = '/examples/plain-html/index.html';
const EVENTS = ['cobro-button-ready', 'cobro-open', 'cobro-ready', 'cobro-payment-success', 'cobro-close', 'cobro-error'];

test.describe('the plain HTML shop', () => {
  test('its product-services button names the seeded plan', async ({ page, request }) => {
    const services = await (await merchantApi(request)).get<{ data: { id: string; name: string; plans: { id: string; name: string; status: string }[] }[] }>(
      '/services?page=1&page_size=20',
    );
    const service = services.data.find((s) => s.name === SEEDED_PASS.service)!;
    const plan = service.plans.find((p) => p.name === SEEDED_PASS.plan)!;
    expect(plan.status).toBe('ACTIVE');
    await page.goto(SHOP);
    const button = page.locator('pay-button[plan-id]');
    await expect(button).toHaveAttribute('service-id', service.id);
    await expect(button).toHaveAttribute('plan-id', plan.id);
  });

  test('a buyer pays the seeded plan by sandbox card through the product-services button, and the page hears it', async ({ page }) => {
    await recordCobroEvents(page, EVENTS);
    await page.goto(SHOP);
    await expect(payButton(page, 'Comprar el bono')).toBeVisible();
    await heard(page, 'cobro-button-ready');
    await expectAccessible(page, 'shop with its buttons');

    await payButton(page, 'Comprar el bono').click();
    const dialog = checkoutDialog(page);
    await expect(dialog.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
    await expectAccessible(page, 'checkout dialog');
    // The shop's colour on <pay-button> (shop.css) themes the checkout in the dialog too.
    const continueColour = await dialog.getByRole('button', { name: 'Continuar' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(continueColour).toBe('rgb(47, 93, 80)');
    await payInDialog(dialog, newBuyer(), SEEDED_PASS.price);

    const success = await heard(page, 'cobro-payment-success');
    expect(success.target).toBe('pay-button');
    await expect(page.getByRole('status').filter({ hasText: `Pago completado (compra ${String(success.detail!.purchase_id)})` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SHOP}$`));
  });

  test('a buyer subscribes by sandbox card through the web-services button (plan described by its attributes)', async ({ page, request }) => {
    await recordCobroEvents(page, EVENTS);
    await page.goto(SHOP);
    await payButton(page, 'Suscribirme').click();
    const open = await heard(page, 'cobro-open');
    expect(open.detail!.request).toMatchObject({ plan: { service_name: 'Yoga en casa', plan_name: 'Mensual online', amount: '19.90', type: 'Subscription' } });
    const dialog = checkoutDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Mensual online' })).toBeVisible();
    await payInDialog(dialog, newBuyer(), /^Pagar 19,90/);

    await heard(page, 'cobro-payment-success');
    await expect(page.getByRole('status').filter({ hasText: 'Pago completado' })).toBeVisible();
    // The plan the button described now exists, published, in the merchant's catalogue.
    const services = await (await merchantApi(request)).get<{ data: { name: string; plans: { name: string }[] }[] }>('/services?page=1&page_size=20');
    expect(services.data.find((s) => s.name === 'Yoga en casa')?.plans.map((p) => p.name)).toContain('Mensual online');
  });

  test('many buttons on one page make one session call', async ({ page }) => {
    const sessionCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/widget/session') sessionCalls.push(r.method());
    });
    // A button paints before the page's session check: count the buttons that passed it.
    await page.addInitScript(() => {
      const w = window as unknown as { readyButtons: number };
      w.readyButtons = 0;
      document.addEventListener('cobro-button-ready', () => (w.readyButtons += 1));
    });
    await page.goto(SHOP);
    // Eight more buttons, added by script after the first two were checked.
    await expect(payButton(page, 'Suscribirme')).toBeVisible();
    await page.evaluate(() => {
      for (let i = 0; i < 8; i++) {
        const button = document.createElement('pay-button');
        button.setAttribute('service-name', 'Yoga en casa');
        button.setAttribute('plan-name', `Clase suelta ${i}`);
        button.setAttribute('amount', '12');
        button.setAttribute('plan-type', 'Unique');
        button.setAttribute('label', `Clase ${i}`);
        document.querySelector('main')!.append(button);
      }
    });
    await expect(page.locator('pay-button').getByRole('button')).toHaveCount(10);
    await expect(payButton(page, 'Clase 7')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { readyButtons: number }).readyButtons)).toBe(10);
    expect(sessionCalls.filter((method) => method === 'GET')).toHaveLength(1);
  });

  test('the buttons cause no layout shift while their script loads late', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number[] }).shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let released = () => {};
    const scriptHeld = new Promise<void>((resolve) => (released = resolve));
    await page.route(isPayButtonScript, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    // The shop's stylesheet arriving late too, as CI once saw: the test must measure the painted box, not an earlier one.
    await page.route('**/plain-html/shop.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // Not waiting for `load`, which waits for the held script.
    await page.goto(SHOP, { waitUntil: 'commit' });
    await expect(page.locator('pay-button').first()).toBeVisible();
    // A box measured before the shop's own stylesheets arrive is not the painted one (CI measured it then): wait for
    // every stylesheet and a frame, still with the pay-button script held.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The page has painted with the elements not defined yet: their boxes come from pay-button.css.
    expect(await page.evaluate(() => customElements.get('pay-button'))).toBeUndefined();
    const before = await page.locator('pay-button').first().boundingBox();
    released();
    await expect(payButton(page, 'Comprar el bono')).toBeVisible();
    await expect(payButton(page, 'Suscribirme')).toBeVisible();
    expect(await page.locator('pay-button').first().boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
});

test.describe('the payment link page', () => {
  test('renders the checkout of a payment link inside the merchant page', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/examples/plain-html/link.html?link=${linkId}`);
    const checkout = page.locator('merchant-checkout');
    await expect(checkout.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
    await expect(checkout.getByLabel('Un particular')).toBeVisible();
    // The element keeps its flow in memory: the merchant's URL does not change.
    await expect(page).toHaveURL(new RegExp(`/examples/plain-html/link.html\\?link=${linkId}$`));
    await expectAccessible(page, 'payment link page');
  });

  test('without a payment link it says how to get one', async ({ page }) => {
    await page.goto('/examples/plain-html/link.html');
    await expect(page.getByText('Copiar enlace de pago')).toBeVisible();
  });
});

test('/examples/ lists the examples and every link it gives opens a page', async ({ page, request }) => {
  await page.goto('/examples/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cobro examples' })).toBeVisible();
  await expectAccessible(page, 'examples index');
  const links = await page.getByRole('main').getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.length).toBe(3);
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
  await page.getByRole('link', { name: 'Plain HTML shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga Sol' })).toBeVisible();
});
