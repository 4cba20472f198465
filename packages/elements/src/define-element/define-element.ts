import { PROP_TYPES } from './attributes';
import { assertDefinition, type ElementDefinition } from './definition';
import { createElementClass } from './create-element-class';
import { registerElement } from './element-instance';

/**
 * Registers a React component as a custom element, with the traps of r2wc fixed (docs/elements.md).
 * - SSR-safe: importing touches no DOM; where `customElements` does not exist it returns undefined.
 * - Safe to call twice (two scripts, two bundles, a re-imported module): the tag's first class is kept.
 */
export function defineElement<P extends object>(definition: ElementDefinition<P>): CustomElementConstructor | undefined {
  assertDefinition(definition as ElementDefinition<object>, PROP_TYPES);
  return registerElement(definition.tag, () => createElementClass(definition));
}
