import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { signPayButton } from '../examples/sign-button/sign-button.mjs';
import { newBuyer } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newMerchantSelling } from './merchant-helpers';
import { checkoutDialog, heard, openStep, payButton, payInDialog, recordCobroEvents } from './widget-helpers';

// docs/integration.md followed as written, by a merchant of the journey's own: the page is made of the guide's code
// blocks, read from the file at test time (a guide that drifts fails here), with the guide's demo values (server,
// widget key, plan ids) replaced by this merchant's as the guide says to get them (Configuration > Web checkout,
// steps 2 and 3). The page is served from a second origin, http://localhost:<port>, as the guide's step 4 serves it,
// while Cobro runs on http://127.0.0.1:<E2E_PORT>; a buyer goes from the button to a paid checkout. Then the guide's
// web-services button, signed by the guide's Node template with the merchant's secret, is paid under the local live
// key, whose rules refuse a signature that does not cover the button (decision 1010).

const GUIDE = fileURLToPath(new URL('../docs/integration.md', import.meta.url));
/** The guide's own values, which a merchant replaces with theirs. */
const DEMO = {
  server: 'http://localhost:3000',
  key: 'pk_test_cobrodemo_public_sandbox_key',
};

interface CodeBlock {
  language: string;
  code: string;
  /** The heading of the guide's section the block is in. */
  section: string;
}

/** The guide's fenced code blocks, each with its language and the heading of the section it is in. */
function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let section = '';
  // Split at the fences: even parts are prose (where the headings are), odd parts are code blocks.
  markdown.split(/^```/m).forEach((text, index) => {
    if (index % 2 === 0) {
      section = [...text.matchAll(/^#+ (.+)$/gm)].pop()?.[1] ?? section;
      return;
    }
    const newline = text.indexOf('\n');
    blocks.push({ language: text.slice(0, newline).trim(), code: text.slice(newline + 1).trimEnd(), section });
  });
  return blocks;
}

/** The one block of `section` (by its start) in `language` that contains `marker`. */
function block(blocks: CodeBlock[], section: string, language: string, marker: string): string {
  const found = blocks.filter((b) => b.section.startsWith(section) && b.language === language && b.code.includes(marker));
  expect(found, `docs/integration.md "${section}" has one ${language} block with ${marker}`).toHaveLength(1);
  return found[0].code;
}

/** The URLs of the guide's <head> tags (the stylesheet's href and the script's src), in order. */
const tagUrls = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

let shop: Server;
let shopPage = '';
let shopOrigin = '';

test.beforeAll(async () => {
  shop = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage);
  });
  await new Promise<void>((resolve) => shop.listen(0, 'localhost', resolve));
  shopOrigin = `http://localhost:${(shop.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

test('the integration guide, followed literally on a page of another origin, takes buyers to paid checkouts, a signed button too', async ({ browser, baseURL }) => {
  test.setTimeout(480_000);
  const blocks = codeBlocks(readFileSync(GUIDE, 'utf8'));
  const guideHead = block(blocks, '2. Put the button', 'html', 'pay-button.js');
  const guideButton = block(blocks, '2. Put the button', 'html', 'plan-id=');
  const guideListener = block(blocks, '3. Hear the outcome', 'js', 'cobro-payment-success');
  // Whatever else step 3 shows for the page (the element the listener writes to).
  const guidePageParts = blocks.filter((b) => b.section.startsWith('3. Hear the outcome') && b.language === 'html').map((b) => b.code);

  // The merchant: signed up, activated, selling one plan; then the two tags of step 2 and the plan's ids of step 3.
  const cobro = new URL(baseURL!).origin;
  const suffix = `guia-${Date.now().toString(36)}`;
  const merchantContext = await browser.newContext({ locale: 'en-GB' });
  await merchantContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const merchant = await merchantContext.newPage();
  const plan = { name: `Bono ${suffix}`, amount: '25.00' };
  await newMerchantSelling(merchant, suffix, plan);
  await merchant.goto('/dashboard/configuration/web-checkout');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Web checkout' })).toBeVisible();
  const scriptStep = await openStep(merchant, 'Unique script');
  await scriptStep.getByRole('button', { name: 'Copy script' }).click();
  await expect(scriptStep.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copiedHead = await merchant.evaluate(() => navigator.clipboard.readText());
  const buttonStep = await openStep(merchant, 'Payment button');
  await expect(buttonStep.getByLabel('Plan', { exact: true })).toHaveValue(/.+/);
  await buttonStep.getByRole('button', { name: 'Copy button code' }).click();
  const clipboard = () => merchant.evaluate(() => navigator.clipboard.readText());
  await expect.poll(clipboard).toContain('<pay-button');
  const copiedButton = await clipboard();
  const key = /[?&]key=(pk_test_[\w-]+)/.exec(copiedHead)?.[1];
  expect(key, 'step 2 carries the merchant test key').toBeTruthy();
  const ids = Object.fromEntries([...copiedButton.matchAll(/(service-id|plan-id)="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  expect(Object.keys(ids)).toEqual(['service-id', 'plan-id']);

  // Step 2's tags are the guide's, with this merchant's server and key, and each carries its integrity hash (SRI),
  // which the guide says production tags have: the page uses those.
  const filledHead = guideHead.replaceAll(DEMO.server, cobro).replaceAll(DEMO.key, key!);
  expect(tagUrls(copiedHead)).toEqual(tagUrls(filledHead));
  expect(copiedHead.match(/integrity="sha384-[\w+/=]+"/g)).toHaveLength(2);
  const filledButton = guideButton.replace(/(service-id|plan-id)="[^"]*"/g, (_, name: string) => `${name}="${ids[name]}"`);

  const guidePage = (head: string, button: string) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Estudio ${suffix}</title>
    ${head}
    <script type="module">
${guideListener}
    </script>
  </head>
  <body>
    <main>
      <h1>Estudio ${suffix}</h1>
      ${button}
      ${guidePageParts.join('\n')}
    </main>
  </body>
</html>`;

  /** A new buyer, on the merchant's page, pays by sandbox card in the button's dialog; the page says so. */
  const buyerPays = async (label: string, planName: string, price: RegExp) => {
    const buyerContext = await browser.newContext();
    const page = await buyerContext.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await recordCobroEvents(page, ['cobro-button-ready']);
    await page.goto(`${shopOrigin}/`);
    const button = payButton(page, label);
    await expect(button).toBeVisible();
    const ready = await heard(page, 'cobro-button-ready');
    await expectAccessible(page, `the merchant page with its ${label} button`);
    await button.click();
    const dialog = checkoutDialog(page);
    await expect(dialog.getByRole('heading', { name: planName })).toBeVisible();
    await payInDialog(dialog, newBuyer(), price);
    await expect(page.getByText(/^Pago completado \(compra [\w-]+\)\. ¡Gracias!$/)).toBeVisible();
    expect(pageErrors).toEqual([]);
    await expect(page).toHaveURL(`${shopOrigin}/`);
    await buyerContext.close();
    return ready.detail;
  };

  shopPage = guidePage(copiedHead, filledButton);
  await buyerPays('Comprar el bono', plan.name, /^Pagar 25,00/);
  // "The charge shows at once in the dashboard's Payments."
  await merchant.goto('/dashboard/charges');
  await expect(merchant.locator('.data-table tbody tr').filter({ hasText: plan.name })).toContainText('Succeeded');

  // "Sign web-services buttons": the secret from step 3's Web services tab, the Node helper of examples/sign-button
  // and the guide's template run as written; the guide's web-services button of step 2 rendered with that signature.
  // With the local live key (step 2, Local live mode) a live key's rules apply: a signature that does not cover the
  // button's attributes is refused at the click (WID-007).
  await merchant.goto('/dashboard/configuration/web-checkout');
  const signingStep = await openStep(merchant, 'Payment button');
  await signingStep.getByRole('tab', { name: 'Web services' }).click();
  await signingStep.getByRole('button', { name: 'Generate secret' }).click();
  const secret = (await signingStep.locator('code', { hasText: /^pbsec_/ }).textContent())!;
  const template = block(blocks, 'Sign web-services buttons', 'js', 'COBRO_BUTTON_SECRET');
  const signed = new Function('signPayButton', 'process', `${template}\nreturn signature;`)(signPayButton, {
    env: { COBRO_BUTTON_SECRET: secret },
  }) as string;
  expect(signed).toMatch(/^v1=[0-9a-f]{64}$/);
  const guideWebButton = block(blocks, '2. Put the button', 'html', 'service-name=');
  const liveStep = await openStep(merchant, 'Unique script');
  await liveStep.getByLabel('Local live mode').check();
  await expect(liveStep.locator('figure')).toContainText('key=pk_live_local_');
  await liveStep.getByRole('button', { name: 'Copy script' }).click();
  await expect.poll(clipboard).toContain('key=pk_live_local_');
  shopPage = guidePage(await clipboard(), guideWebButton.replace('></pay-button>', ` signature="${signed}"\n></pay-button>`));
  const mode = await buyerPays('Suscribirme', 'Mensual online', /^Pagar 19,90/);
  expect(mode).toMatchObject({ mode: 'live' });
  await merchantContext.close();
});
