import type { Frame, Page } from '@playwright/test';
import { CONFIGURATION_MENU, MAIN_MENU } from '../packages/dashboard/src/app/routes';
import { expect } from './fixtures';

// What the WCAG 2.2 journeys measure in the browser (issue 32), in every frame of the page (the sandbox card frame
// too) and through every open shadow root, where the elements draw.

/**
 * 2.5.8 Target Size (Minimum): every visible control of `frame` smaller than 24×24 CSS px, unless the spacing
 * exception holds (a 24 px circle on its centre meets no other target, nor another small target's circle) or it is a
 * link inside a sentence (the inline exception). A radio or checkbox is measured with its label, which clicks it too.
 */
function smallTargetsIn(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const controls: Element[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"], [role="menuitem"], [role="switch"]';
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('*').forEach((element) => {
        if (element.matches(selector)) controls.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      });
    };
    visit(document);
    const boxOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      const label = element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type) ? element.labels?.[0] : null;
      if (!label) return box;
      const other = label.getBoundingClientRect();
      const left = Math.min(box.left, other.left);
      const top = Math.min(box.top, other.top);
      return new DOMRect(left, top, Math.max(box.right, other.right) - left, Math.max(box.bottom, other.bottom) - top);
    };
    const inSentence = (element: Element) =>
      element.localName === 'a' && getComputedStyle(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    const targets = controls
      // What the pointer cannot reach is no target (a native date input kept only for its picker, say).
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && getComputedStyle(element).pointerEvents !== 'none')
      .map((element) => ({ element, box: boxOf(element) }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2];
    const distanceToBox = ([x, y]: number[], box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    const name = (element: Element) =>
      `${element.localName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return targets
      .filter(({ element, box }) => small(box) && !inSentence(element))
      .filter(({ element, box }) =>
        targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
          const [x, y] = centre(box);
          if (distanceToBox([x, y], other.box) < 12) return true;
          const [ox, oy] = centre(other.box);
          return small(other.box) && Math.hypot(x - ox, y - oy) < 24;
        }),
      )
      .map(({ element, box }) => `${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

export async function smallTargets(page: Page): Promise<string[]> {
  const found = await Promise.all(page.frames().map((frame) => smallTargetsIn(frame)));
  return found.flat();
}

/** The WCAG 1.4.12 text-spacing bookmarklet's values, as a stylesheet for the document and every shadow root. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * 1.4.12 Text Spacing: sets the spacing in `page`'s frames and shadow roots (those there now; call it again after a
 * step draws new ones), then lists what clips its content: an element with overflow hidden or clip whose content is
 * larger than its box (visually-hidden text of 1 px boxes left out: it is meant to be clipped).
 */
export async function clippedWithTextSpacing(page: Page): Promise<string[]> {
  const found = await Promise.all(
    page.frames().map((frame) =>
      frame.evaluate((css) => {
        const roots: (Document | ShadowRoot)[] = [];
        const visit = (root: Document | ShadowRoot) => {
          roots.push(root);
          root.querySelectorAll('*').forEach((element) => element.shadowRoot && visit(element.shadowRoot));
        };
        visit(document);
        for (const root of roots) {
          const marked = root.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('word-spacing: 0.16em'));
          if (marked) continue;
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        const clipped: string[] = [];
        for (const root of roots) {
          root.querySelectorAll('*').forEach((element) => {
            const style = getComputedStyle(element);
            if (element.clientWidth <= 1 || element.clientHeight <= 1 || style.display === 'none') return;
            const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
            // A text field's value scrolls inside it as the caret moves (nothing of it is lost), so a value wider
            // than its field is not clipped text; its height still must hold the spaced line.
            const field = element.localName === 'input' || element.localName === 'textarea';
            const wide = !field && hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
            const tall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
            if (wide || tall) {
              clipped.push(`${element.localName}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`);
            }
          });
        }
        return clipped;
      }, TEXT_SPACING),
    ),
  );
  return found.flat();
}

/**
 * 2.4.11 Focus Not Obscured: what is wrong with the focused element (through shadow roots, and into the card frame),
 * or null: it must lie in the viewport, and the element at its centre must be it, inside it or one of its ancestors.
 */
export async function focusObscured(page: Page): Promise<string | null> {
  const where = (frame: Frame, offset: { x: number; y: number }) =>
    frame.evaluate((offset) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return null;
      const box = active.getBoundingClientRect();
      return {
        name: `${active.localName} "${(active.getAttribute('aria-label') ?? active.getAttribute('title') ?? active.textContent ?? '').trim().slice(0, 40)}"`,
        frame: active.localName === 'iframe',
        x: offset.x + box.left + box.width / 2,
        y: offset.y + box.top + box.height / 2,
        box: { left: offset.x + box.left, top: offset.y + box.top, right: offset.x + box.right, bottom: offset.y + box.bottom },
      };
    }, offset);
  let focus = await where(page.mainFrame(), { x: 0, y: 0 });
  if (focus?.frame) {
    // In the card frame: the field focused inside it, placed on the page (the frame's element stays the one hit).
    const handle = await page.evaluateHandle(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active!;
    });
    const inner = await handle.asElement()?.contentFrame();
    const inside = inner && (await where(inner, { x: focus.box.left, y: focus.box.top }));
    if (inside) focus = inside;
  }
  if (!focus) return null;
  const { width, height } = page.viewportSize()!;
  const { box } = focus;
  if (box.bottom <= 0 || box.right <= 0 || box.top >= height || box.left >= width) return `${focus.name} is out of the viewport`;
  // Which top-level element (through shadow roots) is at the centre, and is it the focused one or its frame?
  const covered = await page.evaluate(({ x, y }) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    if (!hit || !active) return 'nothing';
    // Its own child, or an ancestor showing between the words of a wrapped link, is no cover.
    return active.contains(hit) || hit.contains(active) ? null : `${hit.localName}.${[...hit.classList].join('.')}`;
  }, focus);
  return covered && `${focus.name} is covered by ${covered}`;
}

/** The dashboard's main and configuration screens, from its route table, so a screen added there is measured too. */
export const DASHBOARD_SCREENS = [...MAIN_MENU.map((item) => item.path), ...CONFIGURATION_MENU.flatMap((group) => group.items.map((item) => item.path))];

/** Opens a dashboard screen and waits until it has drawn its data. */
export async function openDashboardScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('.placeholder--loading:visible')).toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}
