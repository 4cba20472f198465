import { describe, expect, it } from 'vitest';
import { defineDomElement } from './define-dom-element';
import type { ElementDefinition } from './definition';

interface NoopProps {
  label?: string;
  onOpen?: (detail: number) => boolean;
}
const base: ElementDefinition<NoopProps, 'dom'> = {
  tag: 'cobro-dom-noop',
  props: { label: 'string' },
  events: { onOpen: 'cobro-open' },
  cancelable: ['cobro-open'],
  mount: () => () => undefined,
};

describe('defineDomElement', () => {
  it('is SSR-safe: where customElements does not exist it defines nothing and does not throw', () => {
    expect(typeof customElements).toBe('undefined');
    expect(defineDomElement(base)).toBeUndefined();
  });

  it('refuses a cancelable event that is not one of its events', () => {
    expect(() => defineDomElement({ ...base, cancelable: ['cobro-close'] })).toThrow(/cancelable event "cobro-close"/);
  });

  it('refuses the traps defineElement refuses: function props, unprefixed events, invalid tags', () => {
    const props = { label: 'function' } as unknown as typeof base.props;
    expect(() => defineDomElement({ ...base, props })).toThrow(/only string, number, boolean, json/);
    const events = { onOpen: 'open' } as unknown as typeof base.events;
    expect(() => defineDomElement({ ...base, events, cancelable: [] })).toThrow(/must start with "cobro-"/);
    expect(() => defineDomElement({ ...base, tag: 'Noop' as `${string}-${string}` })).toThrow(/not a valid custom element name/);
  });
});
