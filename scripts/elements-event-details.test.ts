import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementDocs, themeDocs } from '../packages/elements/manifest/index';
import { buildModel } from '../packages/elements/manifest/model';
import { readDefinitions } from '../packages/elements/manifest/read-definitions';

const root = fileURLToPath(new URL('..', import.meta.url));
const model = buildModel(root, '1.0.0', readDefinitions(root), elementDocs, themeDocs);

/**
 * The top-level fields of an interface declaration, each with whether it is explained: a doc comment right above
 * it, or its name in backticks in the interface's own doc comment.
 */
function fieldsOf(name: string): { field: string; commented: boolean }[] {
  const declaration = model.declarations.find((d) => new RegExp(`^(?:/\\*\\*[\\s\\S]*?\\*/\\n)?export interface ${name} (?:extends [^{]+)?\\{`).test(d));
  if (!declaration) return [];
  const [head] = declaration.split(`export interface ${name}`);
  const lines = declaration.split('\n');
  return lines.flatMap((line, i) => {
    const match = /^ {2}([a-z_]+)\??:/.exec(line);
    if (!match) return [];
    return [{ field: match[1], commented: (lines[i - 1]?.trim().endsWith('*/') ?? false) || head.includes(`\`${match[1]}\``) }];
  });
}

describe('event details in the element reference', () => {
  const events = model.elements.flatMap((element) => element.events.map((event) => ({ tag: element.tag, ...event })));

  it.each(events.map((e) => [`<${e.tag}> ${e.name}`, e] as const))('%s: every field of its detail is explained', (_, event) => {
    const unexplained = fieldsOf(event.detail)
      .filter(({ field, commented }) => !commented && !event.description.includes(`detail.${field}`))
      .map(({ field }) => `${event.detail}.${field}`);
    expect(unexplained).toEqual([]);
  });
});
