import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ElementDocs } from './element-docs';
import type { PropType, SourceDefinition, SourceElements } from './read-definitions';

export interface ElementMember {
  /** The property (`apiUrl`) and its attribute (`api-url`). */
  name: string;
  attribute: string;
  propType: PropType;
  type: string;
  required: boolean;
  /** Set when an HTMLElement member has the name (SourceProp.domType). */
  domType?: string;
  description: string;
  default?: string;
}

export interface ElementModel {
  tag: string;
  /** The name the typings give the element's interface (`PayButtonElement`). */
  className: string;
  /** The standalone script of the versioned folder that defines it. */
  module: string;
  description: string;
  members: ElementMember[];
  styleAttributes: { name: string; type: string; description: string }[];
  /** Its own events, then those of an inner element (`from`) heard on it. */
  events: { name: string; detail: string; description: string; cancelable?: string; from?: string }[];
  parts: { name: string; description: string }[];
  /** Element-specific custom properties. */
  cssProperties: { name: string; description: string; default?: string }[];
  /** The theme properties (ThemeProperty) its stylesheets use. */
  themeProperties: string[];
  slots: { name: string; description: string }[];
}

export interface ThemeProperty {
  name: string;
  description: string;
  light: string;
  dark: string;
}

export interface ElementsModel {
  version: string;
  elements: ElementModel[];
  theme: ThemeProperty[];
  /** Named detail and prop types, as TypeScript declarations. */
  declarations: string[];
}

export const TOKENS_CSS = 'packages/ui/src/styles/tokens.css';

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

/**
 * Joins what the source says (definitions, stylesheets) with what the docs say, and refuses any gap between them:
 * a prop or event without docs, docs for something that does not exist, a documented part or custom property the
 * element's sources never mention.
 */
export function buildModel(
  root: string,
  version: string,
  source: SourceElements,
  docs: Record<string, ElementDocs>,
  themeDocs: Record<string, string>,
): ElementsModel {
  const problems: string[] = [];
  const theme = themeModel(readFileSync(resolve(root, TOKENS_CSS), 'utf8'), themeDocs, problems);
  const elements = source.definitions.map((definition) => {
    const elementDocs = docs[definition.tag];
    if (!elementDocs) {
      problems.push(`<${definition.tag}> (${definition.file}) has no documentation module in packages/elements/manifest/`);
      return undefined;
    }
    return elementModel(definition, elementDocs, theme, problems);
  });
  for (const tag of Object.keys(docs)) {
    if (!source.definitions.some((d) => d.tag === tag)) problems.push(`docs for <${tag}>, which no definition has`);
  }
  for (const element of elements) if (element) addInnerEvents(element, source.definitions, docs, problems);
  if (problems.length > 0) throw new Error(`The element documentation does not match the source:\n- ${problems.join('\n- ')}`);
  return { version, elements: elements as ElementModel[], theme, declarations: source.declarations };
}

function elementModel(definition: SourceDefinition, docs: ElementDocs, theme: ThemeProperty[], problems: string[]): ElementModel {
  const at = `<${definition.tag}>`;
  const text = [...definition.sources.values()].join('\n');
  const css = [...definition.sources].filter(([file]) => file.endsWith('.css')).map(([, t]) => t).join('\n');
  const used = new Set([...css.matchAll(/var\((--cobro-[\w-]+)/g)].map((m) => m[1]));
  const themeProperties = theme.map((p) => p.name).filter((name) => used.has(name));
  for (const name of used) {
    if (!themeProperties.includes(name) && !docs.cssProperties?.[name]) problems.push(`${at} uses ${name}, which has no documentation`);
  }
  const undocumented = (kind: string, names: string[], documented: string[]) => {
    for (const name of names.filter((n) => !documented.includes(n))) problems.push(`${at} ${kind} "${name}" has no documentation`);
    for (const name of documented.filter((n) => !names.includes(n))) problems.push(`${at} documents ${kind} "${name}", which it does not have`);
  };
  undocumented('prop', definition.props.map((p) => p.name), Object.keys(docs.props));
  undocumented('event', definition.events.map((e) => e.name), Object.keys(docs.events));
  for (const event of definition.events) {
    const explained = docs.events[event.name]?.cancelable !== undefined;
    if (event.cancelable && !explained) problems.push(`${at} event "${event.name}" is cancelable: its docs must say what preventDefault() stops`);
    if (!event.cancelable && explained) problems.push(`${at} documents event "${event.name}" as cancelable, which it is not`);
  }
  for (const part of Object.keys(docs.parts ?? {})) {
    // `part="a b"` in markup, `part: 'a'` in objects, `setAttribute('part', 'a')` in DOM code.
    if (!new RegExp(`\\bpart(=\\{?|['"\`]?\\s*[:,]\\s*)["'\`][^"'\`]*\\b${part}\\b`).test(text)) problems.push(`${at} documents part "${part}", never set in its source`);
  }
  for (const property of Object.keys(docs.cssProperties ?? {})) {
    if (!text.includes(`${property}`)) problems.push(`${at} documents ${property}, which none of its stylesheets uses`);
  }
  for (const attribute of Object.keys(docs.styleAttributes ?? {})) {
    if (!text.includes(`[${attribute}`)) problems.push(`${at} documents attribute ${attribute}, which its stylesheets never select`);
  }
  const entries = <T>(record: Record<string, T> | undefined) => Object.entries(record ?? {});
  return {
    tag: definition.tag,
    className: `${pascal(definition.tag)}Element`,
    module: `${definition.tag}.js`,
    description: docs.description.trim(),
    members: definition.props.map((prop) => ({
      name: prop.name,
      attribute: toAttribute(prop.name),
      propType: prop.propType,
      type: prop.type,
      required: prop.required,
      domType: prop.domType,
      description: docs.props[prop.name]?.description ?? '',
      default: docs.props[prop.name]?.default,
    })),
    styleAttributes: entries(docs.styleAttributes).map(([name, d]) => ({ name, ...d })),
    events: definition.events.map((event) => ({
      name: event.name,
      detail: event.detail,
      description: docs.events[event.name]?.description ?? '',
      cancelable: docs.events[event.name]?.cancelable,
    })),
    parts: entries(docs.parts).map(([name, description]) => ({ name, description })),
    cssProperties: entries(docs.cssProperties).map(([name, d]) => ({ name, ...d })),
    themeProperties,
    slots: entries(docs.slots).map(([name, description]) => ({ name, description })),
  };
}

/** The events of an inner element that the docs say are heard on this one, after checking that they can be. */
function addInnerEvents(element: ElementModel, definitions: SourceDefinition[], docs: Record<string, ElementDocs>, problems: string[]) {
  const inner = docs[element.tag].innerEvents;
  if (!inner) return;
  const at = `<${element.tag}>`;
  const innerDefinition = definitions.find((d) => d.tag === inner.tag);
  const own = definitions.find((d) => d.tag === element.tag)!;
  if (!innerDefinition || ![...own.sources.values()].some((text) => text.includes(`'${inner.tag}'`))) {
    problems.push(`${at} says it renders <${inner.tag}>, which its source never creates`);
    return;
  }
  for (const name of inner.events) {
    const event = innerDefinition.events.find((e) => e.name === name);
    if (!event) problems.push(`${at} lists "${name}" of <${inner.tag}>, which that element does not dispatch`);
    else if (element.events.some((e) => e.name === name)) problems.push(`${at} dispatches "${name}" itself: do not list it as <${inner.tag}>'s`);
    else element.events.push({ name, detail: event.detail, description: docs[inner.tag]?.events[name]?.description ?? '', from: inner.tag });
  }
}

/** The `--cobro-*` properties the tokens declare on `:host`, with their light and dark values resolved. */
function themeModel(css: string, docs: Record<string, string>, problems: string[]): ThemeProperty[] {
  const light = declarations(block(css, ':host {'));
  const dark = { ...light, ...declarations(block(css, ":host([color-scheme='dark']) {")) };
  const resolveValue = (value: string, depth = 0): string =>
    depth > 5 ? value : value.replace(/var\((--[\w-]+)\)/g, (match, name: string) => (light[name] ? resolveValue(light[name], depth + 1) : match));
  const names = Object.keys(light).filter((name) => name.startsWith('--cobro-'));
  for (const name of names.filter((n) => !docs[n])) problems.push(`theme property ${name} (${TOKENS_CSS}) has no line in theme.docs.ts`);
  for (const name of Object.keys(docs).filter((n) => !names.includes(n))) problems.push(`theme.docs.ts documents ${name}, which ${TOKENS_CSS} does not declare`);
  return names.map((name) => ({ name, description: docs[name] ?? '', light: resolveValue(light[name]), dark: resolveValue(dark[name]) }));
}

function block(css: string, selector: string): string {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`${TOKENS_CSS} has no "${selector}" block`);
  return css.slice(start + selector.length, css.indexOf('}', start));
}

function declarations(body: string): Record<string, string> {
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}
