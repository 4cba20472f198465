import { describe, expect, it } from 'vitest';
import { assertDefinition, type ElementDefinition } from '../define-element/definition';
import { PROP_TYPES } from '../define-element/attributes';
import { customerPortal, defineCustomerPortal } from './customer-portal';

describe('<customer-portal> definition', () => {
  it('takes organization-id, api-url and locale, needs the API URL, and dispatches nothing', () => {
    expect(Object.keys(customerPortal.props).sort()).toEqual(['apiUrl', 'locale', 'organizationId']);
    expect(customerPortal.required).toEqual(['apiUrl']);
    expect(customerPortal.events).toBeUndefined();
    expect(() => assertDefinition(customerPortal as ElementDefinition<object>, PROP_TYPES)).not.toThrow();
  });

  it('is safe to import and define where custom elements do not exist (server rendering)', () => {
    expect(defineCustomerPortal()).toBeUndefined();
  });
});
