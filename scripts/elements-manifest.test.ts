import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementDocs, themeDocs } from '../packages/elements/manifest/index';
import { GENERATED_FILES, generateElements, type GeneratedElements } from '../packages/elements/manifest/generate';
import { buildModel } from '../packages/elements/manifest/model';
import { readDefinitions, type SourceElements } from '../packages/elements/manifest/read-definitions';

const root = fileURLToPath(new URL('..', import.meta.url));
let source: SourceElements;
let generated: GeneratedElements;

beforeAll(() => {
  source = readDefinitions(root);
  generated = generateElements(root, source);
});

describe('the generated element reference', () => {
  it.each(Object.entries(GENERATED_FILES))('%s (%s) is what the definitions and their docs produce (regenerate with node scripts/elements-manifest.mjs)', (name, file) => {
    const onDisk = readFileSync(`${root}/${file}`, 'utf8');
    expect(onDisk).toBe(generated.files[name as keyof typeof GENERATED_FILES]);
  });
});

describe('the custom elements manifest', () => {
  it('declares every element of the source with each prop as attribute and property, and each event with its detail', () => {
    const declarations = generated.manifest.modules.map((m) => m.declarations[0]);
    expect(generated.manifest.schemaVersion).toBe('2.1.0');
    expect(declarations.map((d) => d.tagName)).toEqual(source.definitions.map((d) => d.tag));
    const checkout = declarations.find((d) => d.tagName === 'merchant-checkout')!;
    expect(checkout.attributes).toContainEqual(expect.objectContaining({ name: 'link-id', fieldName: 'linkId', type: { text: 'string' } }));
    expect(checkout.members).toContainEqual(expect.objectContaining({ kind: 'field', name: 'linkId', attribute: 'link-id' }));
    expect(checkout.events).toContainEqual(expect.objectContaining({ name: 'cobro-payment-success', type: { text: 'CustomEvent<CheckoutPaymentDetail>' } }));
  });

  it('gives the typings a stand-alone declaration of each detail type and types each tag for the DOM, React and Vue', () => {
    expect(generated.typings).toMatch(/export interface CheckoutPaymentDetail \{\n {2}purchase_id: string;/);
    expect(generated.typings).toContain("'merchant-checkout': MerchantCheckoutElement;");
    expect(generated.typings).toContain("'merchant-checkout': ReactElementProps<MerchantCheckoutElement,");
    expect(generated.typings).toContain("'merchant-checkout': VueElement<MerchantCheckoutElement,");
    expect(generated.typings).not.toMatch(/from '@cobro\//);
  });
});

describe('the generator refuses documentation that does not match the source', () => {
  const build = (docs: typeof elementDocs, theme = themeDocs) => () => buildModel(root, '1.0.0', source, docs, theme);
  const checkoutDocs = () => elementDocs['merchant-checkout'];

  it('fails when a prop of a definition has no documentation', () => {
    const { linkId: _dropped, ...props } = checkoutDocs().props;
    expect(build({ ...elementDocs, 'merchant-checkout': { ...checkoutDocs(), props } })).toThrow('<merchant-checkout> prop "linkId" has no documentation');
  });

  it('fails when an event has no documentation, or docs describe an event that does not exist', () => {
    const { 'cobro-ready': _dropped, ...events } = checkoutDocs().events;
    expect(build({ ...elementDocs, 'merchant-checkout': { ...checkoutDocs(), events } })).toThrow('event "cobro-ready" has no documentation');
    const extra = { ...checkoutDocs().events, 'cobro-paid': { description: 'x' } };
    expect(build({ ...elementDocs, 'merchant-checkout': { ...checkoutDocs(), events: extra } })).toThrow('documents event "cobro-paid", which it does not have');
  });

  it('fails when an element has no documentation module at all', () => {
    const { 'merchant-dashboard': _dropped, ...docs } = elementDocs;
    expect(build(docs)).toThrow('<merchant-dashboard> (packages/elements/src/elements/merchant-dashboard.ts) has no documentation module');
  });

  it('fails when a documented part or custom property never appears in the element source', () => {
    const docs = { ...checkoutDocs(), parts: { 'no-such-part': 'x' }, cssProperties: { '--cobro-no-such': { description: 'x' } } };
    expect(build({ ...elementDocs, 'merchant-checkout': docs })).toThrow(/part "no-such-part", never set[\s\S]*--cobro-no-such, which none/);
  });

  it('fails when a theme property of the tokens has no line, and reads the light and dark values from the tokens', () => {
    const { '--cobro-radius': _dropped, ...theme } = themeDocs;
    expect(build(elementDocs, theme)).toThrow('theme property --cobro-radius');
    const primary = buildModel(root, '1.0.0', source, elementDocs, themeDocs).theme.find((p) => p.name === '--cobro-color-primary');
    expect(primary).toMatchObject({ light: '#3b5bdb', dark: '#748ffc' });
  });
});
