// Test-only script (dist/test/<flavour>/cobro-fixture.js): defines <cobro-fixture> with the shipped defineElement,
// and lets the browser tests define it again or under another tag.
import { defineElement } from '../../src/define-element/define-element';
import { fixtureDefinition } from '../fixture-element';

export const defineFixture = (tag: `${string}-${string}` = fixtureDefinition.tag) =>
  defineElement({ ...fixtureDefinition, tag });

defineFixture();
