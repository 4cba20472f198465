import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../packages/', import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const WORKSPACE_IMPORT = /(?:from\s*|import\(\s*)['"](@cobro\/[a-z0-9-]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The workspace packages a package's own files import (tests included: they run from the same package). */
function importedWorkspacePackages(name: string): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles(join(root, name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(WORKSPACE_IMPORT)) used.add(match[1]);
  }
  used.delete(`@cobro/${name}`);
  return [...used].sort();
}

describe('each package.json declares the workspace packages it uses', () => {
  for (const name of readdirSync(root)) {
    it(name, () => {
      const manifest = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8'));
      const declared = Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@cobro/')).sort();
      expect(declared).toEqual(importedWorkspacePackages(name));
    });
  }
});
