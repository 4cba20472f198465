import type { Locale } from '@cobro/i18n';
import { describe, expect, it } from 'vitest';
import { defineElement } from './define-element';
import type { ElementDefinition } from './definition';

const Noop = () => null;
const loadCatalog = async (_locale: Locale) => undefined;
const base: ElementDefinition<{ label?: string; onPing?: (detail: number) => void }> = {
  tag: 'cobro-noop',
  component: Noop,
  props: { label: 'string' },
  events: { onPing: 'cobro-ping' },
  loadCatalog,
};

describe('defineElement', () => {
  it('is SSR-safe: where customElements does not exist it defines nothing and does not throw', () => {
    expect(typeof customElements).toBe('undefined');
    expect(defineElement(base)).toBeUndefined();
  });

  it('refuses function-typed attributes, which r2wc resolves as global names', () => {
    const props = { label: 'function' } as unknown as ElementDefinition<object>['props'];
    expect(() => defineElement({ ...base, props } as ElementDefinition<object>)).toThrow(/only string, number, boolean, json/);
  });

  it('refuses event names without the cobro- prefix', () => {
    const events = { onPing: 'ping' } as unknown as typeof base.events;
    expect(() => defineElement({ ...base, events })).toThrow(/must start with "cobro-"/);
  });

  it('refuses a tag that is not a valid custom element name', () => {
    expect(() => defineElement({ ...base, tag: 'Cobro-Noop' as `${string}-${string}` })).toThrow(/not a valid custom element name/);
  });
});
