import type { ElementModel, ElementsModel } from './model';

const comment = (text: string) => `/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/**
 * `cobro-elements.d.ts`: each element's interface with its typed properties and event listeners, the attributes for
 * markup, `HTMLElementTagNameMap`, React 19 JSX intrinsic elements (React 19 sets `on<event>` function props of a
 * custom element as listeners of `<event>`, so `oncobro-payment-success` is typed) and Vue `GlobalComponents`.
 */
export function renderTypings(model: ElementsModel): string {
  const tags = model.elements.map((e) => e.tag).join('>, <');
  return `${[
    `// Cobro elements ${model.version}: TypeScript typings of <${tags}>.`,
    '// Generated from the element definitions by scripts/elements-manifest.mjs: do not edit. The React and Vue parts',
    '// augment those frameworks\' types; with only one of them installed, keep `skipLibCheck` on (Vite\'s default).',
    "import type * as React from 'react';",
    "import type { EmitFn, HTMLAttributes as VueHTMLAttributes, PublicProps } from 'vue';",
    '',
    ...model.declarations.flatMap((d) => [d, '']),
    ...model.elements.flatMap((e) => [elementTypes(e), '']),
    '/** React 19 adds a custom element\'s `on<event>` function props as listeners of `<event>`. */',
    'type ReactEventProps<M> = { [K in keyof M as `on${K & string}`]?: (event: M[K]) => void };',
    'type ReactElementProps<E extends HTMLElement, A, P, M> = React.DetailedHTMLProps<React.HTMLAttributes<E>, E> & A & P & ReactEventProps<M>;',
    '/** Vue reads template props from `$props` and events from `$emit` (vuejs.org, "Web Components and TypeScript"). */',
    'type VueElement<E extends HTMLElement, A, P, M> = new () => E & {',
    '  /** @deprecated template type checking only: not on the element. */',
    '  $props: VueHTMLAttributes & A & P & PublicProps;',
    '  /** @deprecated template type checking only: not on the element. */',
    '  $emit: EmitFn<{ [K in keyof M]: (event: M[K]) => void }>;',
    '};',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...model.elements.map((e) => `    '${e.tag}': ${e.className};`),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...model.elements.map((e) => `      '${e.tag}': ReactElementProps<${typeArguments(e)}>;`),
    '    }',
    '  }',
    '}',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...model.elements.map((e) => `    '${e.tag}': VueElement<${typeArguments(e)}>;`),
    '  }',
    '}',
  ].join('\n')}\n`;
}

const base = (e: ElementModel) => e.className.replace(/Element$/, '');
const typeArguments = (e: ElementModel) => `${e.className}, ${base(e)}Attributes, ${base(e)}Properties, ${base(e)}EventMap`;

function elementTypes(element: ElementModel): string {
  const name = base(element);
  const attributeType = (m: ElementModel['members'][number]) =>
    m.propType === 'boolean' ? 'boolean' : m.propType === 'number' ? 'number | string' : m.propType === 'json' ? 'string' : m.type;
  const listener = (map: string) =>
    `<K extends keyof ${map}>(type: K, listener: (this: ${element.className}, event: ${map}[K]) => unknown, options?: boolean | `;
  const clashes = element.members.filter((m) => m.domType);
  const listeners = ['addEventListener', 'removeEventListener'].flatMap((method) => {
    const options = method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions';
    return [
      `  ${method}${listener(`${name}EventMap`)}${options}): void;`,
      `  ${method}${listener('HTMLElementEventMap')}${options}): void;`,
      `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options}): void;`,
    ];
  });
  return [
    `/** The properties of <${element.tag}> (set them from script; they are never written back to attributes). */`,
    `export interface ${name}Properties {`,
    ...element.members.flatMap((m) => [`  ${comment(m.description)}`, `  ${m.name}?: ${m.type};`]),
    '}',
    `/** The attributes of <${element.tag}> in markup. */`,
    `export interface ${name}Attributes {`,
    ...element.members.flatMap((m) => [`  ${comment(m.description)}`, `  ${key(m.attribute)}?: ${attributeType(m)};`]),
    ...element.styleAttributes.flatMap((a) => [`  ${comment(a.description)}`, `  ${key(a.name)}?: ${a.type};`]),
    '}',
    `/** The events <${element.tag}> dispatches (bubbling and composed). */`,
    `export interface ${name}EventMap {`,
    ...element.events.flatMap((e) => [`  ${comment(e.description)}`, `  '${e.name}': CustomEvent<${e.detail}>;`]),
    '}',
    comment(element.description.split(/(?<=\.)\s/)[0]),
    `export interface ${element.className} extends HTMLElement, ${clashes.length ? `Omit<${name}Properties, ${clashes.map((m) => `'${m.name}'`).join(' | ')}>` : `${name}Properties`} {`,
    ...clashes.flatMap((m) => [`  ${comment(`${m.description} (Replaces Element's own \`${m.name}\` on this element.)`)}`, `  ${m.name}: ${m.domType};`]),
    ...listeners,
    '}',
  ].join('\n');
}
