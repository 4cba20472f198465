import { parseAttribute, toAttributeName, type PropType } from './attributes';
import type { ElementDefinition } from './definition';
import { createPropsStore, type Props, type PropsStore } from './props-store';

type Described = Pick<ElementDefinition<object>, 'props' | 'events' | 'cancelable' | 'styles'>;

/**
 * What both kinds of element (React or DOM rendered) do the same way, so the traps of docs/elements.md stay fixed
 * for both: attributes parsed into a per-instance props store, properties never written back to attributes,
 * properties set before the upgrade kept, events composed and bubbling.
 */
export function elementInstances(definition: Described) {
  const propTypes = Object.entries(definition.props) as [string, PropType][];
  const byAttribute = new Map(propTypes.map(([prop, type]) => [toAttributeName(prop), { prop, type }]));
  const stores = new WeakMap<Element, PropsStore>();
  let sheets: CSSStyleSheet[] | undefined;

  return {
    observedAttributes: [...byAttribute.keys()],
    storeOf: (element: Element) => stores.get(element)!,

    /** Constructor work: the props store (with one dispatcher per event), the stylesheets, early properties. */
    init(element: HTMLElement, root: ShadowRoot) {
      const events = Object.entries(definition.events ?? {}) as [string, string][];
      // Composed and bubbling, so a listener on the page hears events even from an element inside another shadow root.
      const dispatchers = events.map(([prop, type]) => [
        prop,
        (detail: unknown) =>
          element.dispatchEvent(
            new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: definition.cancelable?.includes(type as never) }),
          ),
      ]);
      stores.set(element, createPropsStore(Object.fromEntries(dispatchers)));
      sheets ??= (definition.styles ?? []).map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      root.adoptedStyleSheets = sheets;
      // A property set before the element upgraded is an own property hiding our accessor: move it through it.
      for (const [prop] of propTypes) {
        if (!Object.prototype.hasOwnProperty.call(element, prop)) continue;
        const value = (element as unknown as Props)[prop];
        delete (element as unknown as Props)[prop];
        (element as unknown as Props)[prop] = value;
      }
    },

    attributeChanged(element: Element, name: string, value: string | null) {
      const target = byAttribute.get(name);
      if (target) stores.get(element)!.set(target.prop, parseAttribute(target.type, value));
    },

    /** Properties are not written back to attributes (r2wc did): a JSON prop or a long value stays out of the markup. */
    defineAccessors(prototype: object) {
      for (const [prop] of propTypes) {
        Object.defineProperty(prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return stores.get(this)!.get()[prop];
          },
          set(this: Element, value: unknown) {
            stores.get(this)!.set(prop, value);
          },
        });
      }
    },
  };
}

/** Defines the tag unless it already is (two scripts, a re-imported module): the tag's first class is kept. */
export function registerElement(tag: string, create: () => CustomElementConstructor): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = create();
  customElements.define(tag, element);
  return element;
}
