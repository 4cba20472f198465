import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What a screen reader is given: Chromium's accessibility tree, read through CDP (Accessibility.getFullAXTree) for
// the page and for each of its frames (the sandbox card and bank frames), shadow roots flattened as Chromium does.

interface ExposedNode {
  role: string;
  name: string;
  description: string;
  invalid: boolean;
  level: number | null;
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
}
interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

const frameIds = (tree: FrameTree): string[] => [tree.frame.id, ...(tree.childFrames ?? []).flatMap(frameIds)];

async function exposedNodes(page: Page): Promise<ExposedNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const nodes: AXNode[] = [];
    for (const frameId of frameIds(frameTree)) {
      // A frame the step removed since the frame tree was read has nothing to expose any more.
      const tree = await cdp.send('Accessibility.getFullAXTree', { frameId }).catch((error: Error) => {
        if (/Frame with the given frameId is not found/.test(error.message)) return { nodes: [] };
        throw error;
      });
      nodes.push(...(tree as { nodes: AXNode[] }).nodes);
    }
    const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: String(node.role?.value ?? ''),
        name: String(node.name?.value ?? ''),
        description: String(node.description?.value ?? ''),
        invalid: (property(node, 'invalid') ?? 'false') !== 'false',
        level: (property(node, 'level') as number | undefined) ?? null,
      }));
  } finally {
    await cdp.detach();
  }
}

type Wanted = Partial<Omit<ExposedNode, 'name' | 'description'>> & { name: string | RegExp; description?: string | RegExp };

const matches = (node: ExposedNode, wanted: Wanted) =>
  Object.entries(wanted).every(([key, value]) => {
    const actual = node[key as keyof ExposedNode];
    return value instanceof RegExp ? value.test(String(actual)) : actual === value;
  });

/** Waits until the tree exposes a node with all of `wanted` (a step draws after its URL changes). */
export async function expectExposed(page: Page, wanted: Wanted) {
  await expect
    .poll(async () => (await exposedNodes(page)).some((node) => matches(node, wanted)), { message: `exposed: ${JSON.stringify(wanted, (_, v) => (v instanceof RegExp ? String(v) : v))}` })
    .toBe(true);
}

/** Waits until the tree exposes a field named `name` marked invalid, whose description is an error shown on the page. */
export async function expectExposedError(page: Page, role: string, name: string | RegExp) {
  await expectExposed(page, { role, name, invalid: true, description: /\S/ });
  const field = (await exposedNodes(page)).find((node) => matches(node, { role, name, invalid: true }))!;
  return field.description;
}
