import r2wc from '@r2wc/react-to-web-component';
import { useSyncExternalStore, type ComponentType } from 'react';
import { ElementProviders } from '../providers/element-providers';
import { parseAttribute, toAttributeName, type PropType } from './attributes';
import type { ElementDefinition } from './definition';
import { createPropsStore, type Props, type PropsStore } from './props-store';

/** r2wc's class, with the lifecycle callbacks we extend (its typings only promise a CustomElementConstructor). */
type R2wcElement = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

const stores = new WeakMap<Element, PropsStore>();

/**
 * Builds the element class over r2wc. r2wc keeps what it does well (the shadow root, one React root per element,
 * mount on connect) and is given no props or events: attributes, properties and events are handled here, through
 * a per-instance props store the React root subscribes to, because r2wc's own handling has the traps listed in
 * docs/elements.md.
 */
export function createElementClass<P extends object>(definition: ElementDefinition<P>): CustomElementConstructor {
  const propTypes = Object.entries(definition.props) as [string, PropType][];
  const byAttribute = new Map(propTypes.map(([prop, type]) => [toAttributeName(prop), { prop, type }]));
  const Component = definition.component as ComponentType<Props>;
  let sheets: CSSStyleSheet[] | undefined;

  function ElementRoot({ container }: { container?: ShadowRoot }) {
    const store = stores.get(container!.host)!;
    const props = useSyncExternalStore(store.subscribe, store.get);
    if (definition.required?.some((name) => props[name] === undefined)) return null;
    return (
      <ElementProviders loadCatalog={definition.loadCatalog} locale={props.locale as string | undefined}>
        <Component {...props} />
      </ElementProviders>
    );
  }

  const Base = r2wc(ElementRoot, { shadow: 'open', props: [], events: [] }) as unknown as R2wcElement;

  class CobroElement extends Base {
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }

    constructor() {
      super();
      const events = Object.entries(definition.events ?? {}) as [string, string][];
      // Composed and bubbling, so a listener on the page hears events even from an element inside another shadow root.
      const dispatchers = events.map(([prop, type]) => [
        prop,
        (detail: unknown) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
      ]);
      stores.set(this, createPropsStore(Object.fromEntries(dispatchers)));
      sheets ??= (definition.styles ?? []).map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      this.shadowRoot!.adoptedStyleSheets = sheets;
      // A property set before the element upgraded is an own property hiding our accessor: move it through it.
      for (const [prop] of propTypes) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Props)[prop];
        delete (this as unknown as Props)[prop];
        (this as unknown as Props)[prop] = value;
      }
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      const target = byAttribute.get(name);
      if (target) stores.get(this)!.set(target.prop, parseAttribute(target.type, value));
    }

    disconnectedCallback() {
      // A move (removed and inserted again in the same task) must not reset the element: r2wc would unmount the
      // React root at once and lose its state. Unmount only if the element is still out of the document after it.
      setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  // Properties are not written back to attributes (r2wc did): a JSON prop or a long value stays out of the markup.
  for (const [prop] of propTypes) {
    Object.defineProperty(CobroElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return stores.get(this)!.get()[prop];
      },
      set(this: HTMLElement, value: unknown) {
        stores.get(this)!.set(prop, value);
      },
    });
  }
  return CobroElement;
}
