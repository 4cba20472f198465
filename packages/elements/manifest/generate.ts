import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { customElementsManifest } from './custom-elements';
import { elementDocs, themeDocs } from './index';
import { buildModel } from './model';
import { readDefinitions, type SourceElements } from './read-definitions';
import { renderReference, renderThemeTable, replaceGenerated } from './reference';
import { renderTypings } from './typings';

/** The hand-written documents with a generated part, and the copy of the typings the React example keeps. */
export const GENERATED_FILES = {
  elements: 'docs/elements.md',
  theming: 'docs/theming.md',
  exampleTypings: 'examples/react-shop/src/cobro-elements.d.ts',
} as const;

export interface GeneratedElements {
  version: string;
  manifest: ReturnType<typeof customElementsManifest>;
  typings: string;
  /** The documents of GENERATED_FILES as they should be on disk. */
  files: Record<keyof typeof GENERATED_FILES, string>;
}

/** Everything generated from the element definitions and their documentation modules. */
export function generateElements(root: string, source: SourceElements = readDefinitions(root)): GeneratedElements {
  const { version } = JSON.parse(readFileSync(resolve(root, 'packages/elements/package.json'), 'utf8')) as { version: string };
  const model = buildModel(root, version, source, elementDocs, themeDocs);
  const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
  const typings = renderTypings(model);
  return {
    version,
    manifest: customElementsManifest(model),
    typings,
    files: {
      elements: replaceGenerated(read(GENERATED_FILES.elements), 'reference', renderReference(model)),
      theming: replaceGenerated(read(GENERATED_FILES.theming), 'theme', renderThemeTable(model)),
      exampleTypings: typings,
    },
  };
}

/** Writes custom-elements.json and cobro-elements.d.ts into the versioned folder (before its SRI manifest). */
export function writeWidgetFiles(root: string, generated: GeneratedElements): string[] {
  const folder = resolve(root, 'packages/elements/dist/widget', generated.version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(resolve(folder, 'custom-elements.json'), `${JSON.stringify(generated.manifest, null, 2)}\n`);
  writeFileSync(resolve(folder, 'cobro-elements.d.ts'), generated.typings);
  return [`${folder}/custom-elements.json`, `${folder}/cobro-elements.d.ts`];
}

/** Rewrites the generated parts of the docs and the example's typings copy. */
export function writeGeneratedFiles(root: string, generated: GeneratedElements): string[] {
  return Object.entries(GENERATED_FILES).map(([name, file]) => {
    writeFileSync(resolve(root, file), generated.files[name as keyof typeof GENERATED_FILES]);
    return file;
  });
}
