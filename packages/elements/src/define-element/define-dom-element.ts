import { PROP_TYPES } from './attributes';
import { assertDefinition, type ElementDefinition, type MountedElement } from './definition';
import { elementInstances, registerElement } from './element-instance';

/**
 * Registers an element drawn with DOM calls (no React, no r2wc), with the same attribute, property and event rules
 * as `defineElement` and the same safety: SSR-safe, harmless to call twice. For elements on a size budget that
 * React cannot fit (decision 1040). <pay-button>, whose first script has a tighter one, has a light class of its own
 * with the same rules and no shared machinery (pay-button/pay-button-element.ts, decision 1169).
 */
export function defineDomElement<P extends object>(definition: ElementDefinition<P, 'dom'>): CustomElementConstructor | undefined {
  assertDefinition(definition as ElementDefinition<object, 'dom'>, PROP_TYPES);
  return registerElement(definition.tag, () => createDomElementClass(definition));
}

function createDomElementClass<P extends object>(definition: ElementDefinition<P, 'dom'>): CustomElementConstructor {
  const instances = elementInstances(definition as ElementDefinition<object, 'dom'>);

  class CobroDomElement extends HTMLElement {
    static get observedAttributes() {
      return instances.observedAttributes;
    }

    #unmount: (() => void) | undefined;
    readonly #mounted: MountedElement<P>;

    constructor() {
      super();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      instances.init(this, root);
      const store = instances.storeOf(this);
      this.#mounted = { host: this, root, props: () => store.get() as P, subscribe: store.subscribe };
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      instances.attributeChanged(this, name, value);
    }

    connectedCallback() {
      this.#unmount ??= definition.mount(this.#mounted);
    }

    disconnectedCallback() {
      // As for React elements: a move (removed and inserted in one task) keeps the element as it is.
      setTimeout(() => {
        if (this.isConnected || !this.#unmount) return;
        const unmount = this.#unmount;
        this.#unmount = undefined;
        unmount();
      });
    }
  }

  instances.defineAccessors(CobroDomElement.prototype);
  return CobroDomElement;
}
