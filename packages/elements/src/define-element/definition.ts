import type { Locale } from '@cobro/i18n';
import type { ComponentType } from 'react';
import type { PropType } from './attributes';

/** Prefix of every event an element dispatches, so integrators can tell ours from the page's. */
export const EVENT_PREFIX = 'cobro-';

type EventPropKeys<P> = { [K in keyof P]-?: NonNullable<P[K]> extends (detail: never) => void ? K : never }[keyof P];
type DataPropKeys<P> = Exclude<keyof P, EventPropKeys<P>>;
type EventName = `${typeof EVENT_PREFIX}${string}`;

/** What every definition says, whatever renders the element: the manifest and the typings are read from it. */
interface ElementBase<P extends object> {
  /** A valid custom element name (with a dash). */
  tag: `${string}-${string}`;
  /** The props set by attribute (`apiUrl` <- `api-url`) and property, with how attribute text is parsed. */
  props: { [K in DataPropKeys<P> & string]?: PropType };
  /**
   * Callback props turned into DOM events: `{ onPaid: 'cobro-paid' }` makes `onPaid(detail)` dispatch `cobro-paid`.
   * The callback returns `dispatchEvent`'s answer: false when a listener cancelled a cancelable event.
   */
  events?: { [K in EventPropKeys<P> & string]?: EventName };
  /** Events dispatched cancelable, because a default action follows that `preventDefault()` stops. */
  cancelable?: EventName[];
  /** CSS text adopted into the shadow root as constructable stylesheets (CSP-safe). */
  styles?: readonly string[];
}

/** An element whose inside is a React component, mounted by r2wc (`defineElement`). */
interface ReactRendered<P extends object> {
  component: ComponentType<P>;
  /** Props the component cannot render without: until all are set, the element renders nothing. */
  required?: (DataPropKeys<P> & string)[];
  /**
   * Loads the element's Lingui catalog: `loadSdkCatalog` for buyer-facing elements, so their bundles never contain
   * the dashboard's strings (a function, not a name, so the other catalog's imports are tree-shaken away).
   */
  loadCatalog: (locale: Locale) => Promise<void>;
}

/** What a DOM-rendered element's `mount` gets: its shadow root and its props (attributes, properties, callbacks). */
export interface MountedElement<P extends object> {
  host: HTMLElement;
  root: ShadowRoot;
  props: () => Readonly<P>;
  /** Called after every prop change. Returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * An element drawn with DOM calls, without React (`defineDomElement`), for an element whose script has a size
 * budget React cannot fit. `mount` runs when the element is connected and returns what undoes it, run once the
 * element has left the document for good (a move does not unmount).
 */
interface DomRendered<P extends object> {
  mount: (element: MountedElement<P>) => () => void;
}

/** `ElementDefinition<Props>` for React elements, `ElementDefinition<Props, 'dom'>` for DOM-rendered ones. */
export type ElementDefinition<P extends object, R extends 'react' | 'dom' = 'react'> = ElementBase<P> &
  (R extends 'dom' ? DomRendered<P> : ReactRendered<P>);

/** The detail type of each event of a definition, for typed listeners: `CobroEventMap<Props, Def['events']>`. */
export type CobroEventMap<P, E extends Partial<Record<keyof P, string>>> = {
  [K in keyof E & keyof P as E[K] & string]: CustomEvent<NonNullable<P[K]> extends (detail: infer D) => void ? D : never>;
};

/** Refuses definitions that would bring a trap back; runs even where custom elements do not exist, so tests see it. */
export function assertDefinition(definition: ElementBase<object>, propTypes: readonly PropType[]): void {
  if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(definition.tag)) {
    throw new Error(`"${definition.tag}" is not a valid custom element name`);
  }
  for (const [prop, type] of Object.entries(definition.props) as [string, string][]) {
    if (!propTypes.includes(type as PropType)) {
      throw new Error(`<${definition.tag}> prop "${prop}" has type "${type}": only ${propTypes.join(', ')} are allowed`);
    }
  }
  const events = Object.values(definition.events ?? {}) as string[];
  for (const [prop, event] of Object.entries(definition.events ?? {}) as [string, string][]) {
    if (!event.startsWith(EVENT_PREFIX)) throw new Error(`<${definition.tag}> event of "${prop}" must start with "${EVENT_PREFIX}"`);
  }
  for (const event of definition.cancelable ?? []) {
    if (!events.includes(event)) throw new Error(`<${definition.tag}> cancelable event "${event}" is not one of its events`);
  }
}
