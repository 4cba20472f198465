/**
 * The documentation of one element, kept beside the build and never imported by the runtime bundles (their size
 * budget). The generator (generate.ts) joins it with the element's definition read from the source: a prop or event
 * of the definition without an entry here, or an entry here for something the definition does not have, fails it.
 */
export interface ElementDocs {
  /** Markdown, first sentence is the summary. */
  description: string;
  /** Keyed by the prop name of the definition (`apiUrl`); the attribute is derived (`api-url`). */
  props: Record<string, PropDocs>;
  /** Keyed by the DOM event name (`cobro-ready`). */
  events: Record<string, EventDocs>;
  /**
   * Events of an element this one renders in its shadow root, heard on this one (composed, retargeted): listed in
   * its event map and reference with the inner element's detail types. An event of its own with the same name wins.
   */
  innerEvents?: { tag: string; events: string[] };
  /** Attributes only the element's stylesheet reads (`color-scheme`): no property, no prop. */
  styleAttributes?: Record<string, { type: string; description: string }>;
  /** `::part()` names; each must appear as `part="<name>"` in the element's source. */
  parts?: Record<string, string>;
  /** Custom properties of this element besides the theme ones (theme.docs.ts); each must appear in its CSS. */
  cssProperties?: Record<string, { description: string; default?: string }>;
  slots?: Record<string, string>;
}

export interface PropDocs {
  description: string;
  /** How the element behaves without it, as shown to integrators (`"es"`, "the browser's language"). */
  default?: string;
}

export interface EventDocs {
  description: string;
  /** What `preventDefault()` stops; only for events dispatched cancelable. */
  cancelable?: string;
}
