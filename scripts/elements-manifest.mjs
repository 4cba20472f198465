// The custom elements manifest, the typings and the generated parts of the docs, from the element definitions and
// their documentation modules (packages/elements/manifest). `node scripts/elements-manifest.mjs` refreshes the docs
// and the React example's copy of the typings; `npm run build` calls writeElementsManifest() for the versioned folder.
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = () => tsImport('../packages/elements/manifest/generate.ts', import.meta.url);

/** custom-elements.json and cobro-elements.d.ts in packages/elements/dist/widget/<version>/. */
export async function writeElementsManifest() {
  const { generateElements, writeWidgetFiles } = await load();
  for (const file of writeWidgetFiles(root, generateElements(root))) console.log(`wrote ${relative(root, file)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { generateElements, writeGeneratedFiles } = await load();
  for (const file of writeGeneratedFiles(root, generateElements(root))) console.log(`wrote ${file}`);
}
