import { parseAttribute, toAttributeName, type PropType } from '../define-element/attributes';
import type { ElementDefinition } from '../define-element/definition';
import { createPropsStore, type Props, type PropsStore } from '../define-element/props-store';
import type { PayButtonProps } from './pay-button-props';

/**
 * <pay-button>'s own light element class (issue 31): what `defineDomElement` makes of the button's definition, with
 * the same props table, attributes, properties, events, sheets, mount and unmount, without the instance machinery
 * shared with the React elements (`element-instance.ts`), so the first script does not carry it (decision 1169).
 * Same rules as every element (docs/elements.md): attributes parsed by `parseAttribute`, properties never written
 * back to attributes, properties set before the upgrade kept, events composed and bubbling, a move not an unmount.
 */
export function registerPayButton(definition: ElementDefinition<PayButtonProps, 'dom'>): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const { tag, props, events = {}, cancelable = [], styles = [], mount } = definition;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const propTypes = Object.entries(props) as [string, PropType][];
  const byAttribute = new Map(propTypes.map(([prop, type]) => [toAttributeName(prop), [prop, type] as const]));
  const stores = new WeakMap<Element, PropsStore>();
  let sheets: CSSStyleSheet[] | undefined;

  class PayButton extends HTMLElement {
    static observedAttributes = [...byAttribute.keys()];
    #unmount: (() => void) | undefined;

    constructor() {
      super();
      const dispatchers = Object.entries(events).map(([prop, type]) => [
        prop,
        (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: cancelable.includes(type) })),
      ]);
      stores.set(this, createPropsStore(Object.fromEntries(dispatchers)));
      (this.shadowRoot ?? this.attachShadow({ mode: 'open' })).adoptedStyleSheets = sheets ??= styles.map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      // A property set before the element upgraded is an own property hiding our accessor: move it through it.
      for (const [prop] of propTypes) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Props)[prop];
        delete (this as unknown as Props)[prop];
        (this as unknown as Props)[prop] = value;
      }
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      const [prop, type] = byAttribute.get(name)!;
      stores.get(this)!.set(prop, parseAttribute(type, value));
    }

    connectedCallback() {
      const store = stores.get(this)!;
      this.#unmount ??= mount({ host: this, root: this.shadowRoot!, props: store.get as () => PayButtonProps, subscribe: store.subscribe });
    }

    disconnectedCallback() {
      setTimeout(() => {
        if (this.isConnected || !this.#unmount) return;
        const unmount = this.#unmount;
        this.#unmount = undefined;
        unmount();
      });
    }
  }

  // Properties are not written back to attributes: a long value stays out of the markup. Defined here rather than in
  // a class static block, which older Safari (before 16.4) cannot parse.
  for (const [prop] of propTypes) {
    Object.defineProperty(PayButton.prototype, prop, {
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
  customElements.define(tag, PayButton);
  return PayButton;
}
