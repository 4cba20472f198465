import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@cobro.dev', password: 'Demo-merchant-1', company: 'Cobro Demo S.L.' };

/** Zero axe-core violations of the WCAG 2.2 A and AA rules, shadow roots included. */
export async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe-core violations on ${where}`).toEqual([]);
}

/**
 * axe's landmark rules (moderate, best-practice): one main, no repeated banner or contentinfo, all content in a
 * landmark (issue 27 item 20). Separate from expectAccessible, whose WCAG tags do not include them.
 */
export async function expectLandmarks(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['best-practice']).analyze();
  const summary = results.violations
    .filter((v) => v.id.startsWith('landmark-') || v.id === 'region')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(summary, `axe landmark findings on ${where}`).toEqual([]);
}

/**
 * Nothing scrolls sideways: the document is no wider than the window, no main landmark (in the document or in an
 * element's open shadow root, where the dashboard and the checkout draw theirs) is wider than its own box, and no
 * scroll container inside is either, but one holding a data table (WCAG 1.4.10 lets a table scroll in two directions).
 */
export async function expectNoSideScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const found: Record<string, [number, number]> = { document: [document.documentElement.scrollWidth, window.innerWidth] };
    const visit = (root: Document | ShadowRoot, path: string) => {
      root.querySelectorAll('main, [role="main"]').forEach((main, i) => {
        found[`${path} main ${i + 1}`] = [main.scrollWidth, main.clientWidth];
      });
      root.querySelectorAll('*').forEach((element) => {
        const { overflowX } = getComputedStyle(element);
        if (/auto|scroll/.test(overflowX) && !element.querySelector('table') && element !== document.documentElement && element !== document.body) {
          found[`${path} ${element.localName}.${[...element.classList].join('.')}`] = [element.scrollWidth, element.clientWidth];
        }
        if (element.shadowRoot) visit(element.shadowRoot, `${path} ${element.localName}`);
      });
    };
    visit(document, 'document');
    return found;
  });
  expect(Object.keys(widths).some((name) => name.includes(' main ')), `${where} has a main landmark to measure`).toBe(true);
  const tooWide = Object.entries(widths).filter(([, [scroll, box]]) => scroll > box);
  expect(tooWide, `what scrolls sideways on ${where}`).toEqual([]);
}

export async function signIn(page: Page, { email, password }: { email: string; password: string } = DEMO) {
  await page.goto('/signin');
  await page.getByLabel(/^(email|correo electrónico)$/i).fill(email);
  await page.getByLabel(/^(password|contraseña)$/i).fill(password);
  await page.getByRole('button', { name: /^(sign in|iniciar sesión|entrar)$/i }).click();
  await page.waitForURL('**/dashboard/panel');
}

/**
 * Resolves once the page's realtime connection is up: socket.io's CONNECT answer (`40…`) has come back on its
 * websocket (the client connects by websocket first). Call it before the page loads the dashboard.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** Every journey also checks the page it ends on, so no visited page escapes axe. */
export const test = base.extend<{ axeOnExit: void }>({
  axeOnExit: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === 'passed' && page.url().startsWith('http')) {
        await expectAccessible(page, page.url());
      }
    },
    { auto: true },
  ],
});

export { expect };
