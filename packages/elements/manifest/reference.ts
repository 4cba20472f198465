import type { ElementModel, ElementsModel } from './model';

/** Marks the generated part of a hand-written document. */
export const markers = (name: string) => ({
  start: `<!-- generated:${name} (scripts/elements-manifest.mjs, from packages/elements/manifest) -->`,
  end: `<!-- /generated:${name} -->`,
});

/** Inline code that survives a table cell (GFM splits cells on `|`, even inside code spans, unless escaped). */
const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The element reference of docs/elements.md. */
export function renderReference(model: ElementsModel): string {
  const lines: string[] = [];
  for (const element of model.elements) lines.push(...elementSection(element, model.version, model.theme), '');
  lines.push(
    '### Types',
    '',
    'The detail and property types the tables name, as `cobro-elements.d.ts` declares them:',
    '',
    '```ts',
    ...model.declarations.flatMap((d, i) => (i === 0 ? [d] : ['', d])),
    '```',
  );
  return lines.join('\n');
}

function elementSection(element: ElementModel, version: string, theme: ElementsModel['theme']): string[] {
  const lines = [
    `### \`<${element.tag}>\``,
    '',
    element.description,
    '',
    `Script: \`/widget/${version}/${element.module}\` (React flavour: \`/widget/${version}/react/${element.module}\`). ` +
      `Interface: \`${element.className}\`.`,
    '',
    '| attribute | property | type | description |',
    '|---|---|---|---|',
    ...element.members.map((m) => {
      const notes = [m.required ? 'Required: the element renders nothing until it is set.' : '', m.default ? `Default: ${m.default}.` : '']
        .filter(Boolean)
        .join(' ');
      const type = m.propType === 'json' ? `${code(m.type)} (JSON text in the attribute)` : code(m.type);
      return `| \`${m.attribute}\` | \`${m.name}\` | ${type} | ${cell(m.description)}${notes ? ` ${notes}` : ''} |`;
    }),
    ...element.styleAttributes.map((a) => `| \`${a.name}\` | | ${code(a.type)} | ${cell(a.description)} |`),
  ];
  if (element.events.length > 0) {
    lines.push('', '| event | detail | description |', '|---|---|---|');
    for (const e of element.events) {
      const cancel = e.cancelable ? ` Cancelable: \`preventDefault()\` ${e.cancelable}` : '';
      const from = e.from ? ` (from the \`<${e.from}>\` it opens)` : '';
      lines.push(`| \`${e.name}\`${from} | ${code(e.detail)} | ${cell(e.description)}${cell(cancel)} |`);
    }
  }
  if (element.parts.length > 0) {
    lines.push('', '| part | what it is |', '|---|---|', ...element.parts.map((p) => `| \`${p.name}\` | ${cell(p.description)} |`));
  }
  if (element.cssProperties.length > 0) {
    lines.push(
      '',
      '| custom property | what it sets | default |',
      '|---|---|---|',
      ...element.cssProperties.map((p) => `| \`${p.name}\` | ${cell(p.description)} | ${p.default ? code(p.default) : ''} |`),
    );
  }
  if (element.themeProperties.length === theme.length) {
    lines.push('', 'Theme properties: all those of [theming.md](theming.md).');
  } else if (element.themeProperties.length > 0) {
    const list = element.themeProperties.map((name) => `\`${name}\``).join(', ');
    lines.push('', `Theme properties ([theming.md](theming.md)) it uses: ${list}.`);
  }
  if (element.slots.length > 0) {
    lines.push('', '| slot | what goes there |', '|---|---|', ...element.slots.map((s) => `| \`${s.name}\` | ${cell(s.description)} |`));
  }
  return lines;
}

/** The custom property table of docs/theming.md. */
export function renderThemeTable(model: ElementsModel): string {
  return [
    '| property | what it colours or sets | light default | dark default |',
    '|---|---|---|---|',
    ...model.theme.map((p) => `| \`${p.name}\` | ${cell(p.description)} | ${code(p.light)} | ${p.dark === p.light ? 'same' : code(p.dark)} |`),
  ].join('\n');
}

/** `document` with the text between the two markers of `name` replaced by `content`. */
export function replaceGenerated(document: string, name: string, content: string): string {
  const { start, end } = markers(name);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document has no "${start}" ... "${end}" section`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}
