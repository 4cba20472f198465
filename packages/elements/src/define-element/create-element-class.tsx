import r2wc from '@r2wc/react-to-web-component';
import { useSyncExternalStore, type ComponentType } from 'react';
import { ElementProviders } from '../providers/element-providers';
import type { ElementDefinition } from './definition';
import { elementInstances } from './element-instance';
import type { Props } from './props-store';

/** r2wc's class, with the lifecycle callbacks we extend (its typings only promise a CustomElementConstructor). */
type R2wcElement = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * Builds the element class over r2wc. r2wc keeps what it does well (the shadow root, one React root per element,
 * mount on connect) and is given no props or events: attributes, properties and events are handled here, through
 * a per-instance props store the React root subscribes to, because r2wc's own handling has the traps listed in
 * docs/elements.md.
 */
export function createElementClass<P extends object>(definition: ElementDefinition<P>): CustomElementConstructor {
  const instances = elementInstances(definition as ElementDefinition<object>);
  const Component = definition.component as ComponentType<Props>;

  function ElementRoot({ container }: { container?: ShadowRoot }) {
    const { host } = container!;
    const store = instances.storeOf(host);
    const props = useSyncExternalStore(store.subscribe, store.get);
    if (definition.required?.some((name) => props[name] === undefined)) return null;
    return (
      <ElementProviders loadCatalog={definition.loadCatalog} host={host} locale={props.locale as string | undefined}>
        <Component {...props} />
      </ElementProviders>
    );
  }

  const Base = r2wc(ElementRoot, { shadow: 'open', props: [], events: [] }) as unknown as R2wcElement;

  class CobroElement extends Base {
    static get observedAttributes() {
      return instances.observedAttributes;
    }

    constructor() {
      super();
      instances.init(this, this.shadowRoot!);
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      instances.attributeChanged(this, name, value);
    }

    disconnectedCallback() {
      // A move (removed and inserted again in the same task) must not reset the element: r2wc would unmount the
      // React root at once and lose its state. Unmount only if the element is still out of the document after it.
      setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  instances.defineAccessors(CobroElement.prototype);
  return CobroElement;
}
