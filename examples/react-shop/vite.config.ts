import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * A merchant's React 19 app, built into dist/ (the reference server serves it at /examples/react-shop/dist/).
 * `@cobro/widget` is the React flavour of the element scripts (`/widget/<version>/react/`), which imports React by
 * name, so the elements share this app's React. `npm run build` builds them first.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const elements = resolve(here, '../../packages/elements');
const { version } = JSON.parse(readFileSync(resolve(elements, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: { '@cobro/widget': resolve(elements, 'dist/widget', version, 'react') } },
  build: { outDir: resolve(here, 'dist'), emptyOutDir: true, target: 'es2022' },
});
