import type { Locale } from '@cobro/i18n';
import type { ComponentType } from 'react';
import type { PropType } from './attributes';

/** Prefix of every event an element dispatches, so integrators can tell ours from the page's. */
export const EVENT_PREFIX = 'cobro-';

type EventPropKeys<P> = { [K in keyof P]-?: NonNullable<P[K]> extends (detail: never) => void ? K : never }[keyof P];
type DataPropKeys<P> = Exclude<keyof P, EventPropKeys<P>>;

export interface ElementDefinition<P extends object> {
  /** A valid custom element name (with a dash). */
  tag: `${string}-${string}`;
  component: ComponentType<P>;
  /** The props set by attribute (`apiUrl` <- `api-url`) and property, with how attribute text is parsed. */
  props: { [K in DataPropKeys<P> & string]?: PropType };
  /** Props the component cannot render without: until all are set, the element renders nothing. */
  required?: (DataPropKeys<P> & string)[];
  /** Callback props turned into DOM events: `{ onPaid: 'cobro-paid' }` makes `onPaid(detail)` dispatch `cobro-paid`. */
  events?: { [K in EventPropKeys<P> & string]?: `${typeof EVENT_PREFIX}${string}` };
  /**
   * Loads the element's Lingui catalog: `loadSdkCatalog` for buyer-facing elements, so their bundles never contain
   * the dashboard's strings (a function, not a name, so the other catalog's imports are tree-shaken away).
   */
  loadCatalog: (locale: Locale) => Promise<void>;
  /** CSS text adopted into the shadow root as constructable stylesheets (CSP-safe). */
  styles?: readonly string[];
}

/** The detail type of each event of a definition, for typed listeners: `CobroEventMap<Props, Def['events']>`. */
export type CobroEventMap<P, E extends Partial<Record<keyof P, string>>> = {
  [K in keyof E & keyof P as E[K] & string]: CustomEvent<NonNullable<P[K]> extends (detail: infer D) => void ? D : never>;
};

/** Refuses definitions that would bring a trap back; runs even where custom elements do not exist, so tests see it. */
export function assertDefinition(definition: ElementDefinition<object>, propTypes: readonly PropType[]): void {
  if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(definition.tag)) {
    throw new Error(`"${definition.tag}" is not a valid custom element name`);
  }
  for (const [prop, type] of Object.entries(definition.props) as [string, string][]) {
    if (!propTypes.includes(type as PropType)) {
      throw new Error(`<${definition.tag}> prop "${prop}" has type "${type}": only ${propTypes.join(', ')} are allowed`);
    }
  }
  for (const [prop, event] of Object.entries(definition.events ?? {}) as [string, string][]) {
    if (!event.startsWith(EVENT_PREFIX)) throw new Error(`<${definition.tag}> event of "${prop}" must start with "${EVENT_PREFIX}"`);
  }
}
