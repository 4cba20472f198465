import type { ElementModel, ElementsModel } from './model';

/** The model as a Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, 2.1.0). */
export function customElementsManifest(model: ElementsModel) {
  return {
    schemaVersion: '2.1.0',
    modules: model.elements.map((element) => ({
      kind: 'javascript-module',
      path: element.module,
      declarations: [declaration(element, model)],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: element.className, module: element.module },
        },
      ],
    })),
  };
}

function declaration(element: ElementModel, model: ElementsModel) {
  const [summary] = element.description.split(/(?<=\.)\s/);
  const attributeType = (m: ElementModel['members'][number]) =>
    m.propType === 'json' ? 'string' : m.propType === 'string' ? m.type : m.propType;
  return {
    kind: 'class',
    name: element.className,
    tagName: element.tag,
    customElement: true,
    summary,
    description: element.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: [
      ...element.members.map((m) => ({
        name: m.attribute,
        fieldName: m.name,
        type: { text: attributeType(m) },
        description: m.propType === 'json' ? `${m.description} JSON text.` : m.description,
        ...(m.default ? { default: m.default } : {}),
      })),
      ...element.styleAttributes.map((a) => ({ name: a.name, type: { text: a.type }, description: a.description })),
    ],
    members: element.members.map((m) => ({
      kind: 'field',
      name: m.name,
      attribute: m.attribute,
      type: { text: m.type },
      description: m.required ? `${m.description} Required: the element renders nothing until it is set.` : m.description,
      ...(m.default ? { default: m.default } : {}),
    })),
    events: element.events.map((e) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detail}>` },
      description: [
        e.from ? `Dispatched by the <${e.from}> this element opens, heard on it.` : '',
        e.description,
        e.cancelable ? `Cancelable: \`preventDefault()\` ${e.cancelable}` : '',
      ].filter(Boolean).join(' '),
    })),
    slots: element.slots.map((s) => ({ name: s.name, description: s.description })),
    cssParts: element.parts.map((p) => ({ name: p.name, description: p.description })),
    cssProperties: [
      ...element.cssProperties.map((p) => ({ name: p.name, description: p.description, ...(p.default ? { default: p.default } : {}) })),
      ...model.theme
        .filter((p) => element.themeProperties.includes(p.name))
        .map((p) => ({ name: p.name, description: p.description, default: p.light })),
    ],
  };
}
