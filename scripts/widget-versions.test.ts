import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyVersion, listFiles, precompress, publishManifest, type SriManifest } from './widget-versions.mjs';

// Issue 27 item 16: a page pinned to the spec's 0.0.4 got no script. The build publishes 0.0.4 as a copy of the
// version it builds; here on a small versioned folder written the way scripts/build.mjs writes it.
const FILES: Record<string, string> = {
  'pay-button.js': 'import("./chunks/runtime-abc.js")',
  'pay-button.css': 'pay-button:not(:defined) { display: inline-block }',
  'chunks/runtime-abc.js': 'export const run = 1',
  'react/pay-button.js': 'import "react"',
};

let widgetRoot: string;
const read = (version: string, file: string) => readFileSync(join(widgetRoot, version, file));
const manifestOf = (version: string): SriManifest => JSON.parse(read(version, 'manifest.json').toString());
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

beforeEach(() => {
  widgetRoot = mkdtempSync(join(tmpdir(), 'cobro-widget-versions-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(widgetRoot, '1.0.0', file)), { recursive: true });
    writeFileSync(join(widgetRoot, '1.0.0', file), text);
  }
  precompress(join(widgetRoot, '1.0.0'));
  publishManifest(join(widgetRoot, '1.0.0'), '1.0.0');
});
afterEach(() => rmSync(widgetRoot, { recursive: true, force: true }));

describe('the versioned folders', () => {
  it('list every file with the SRI hash of its bytes, not the precompressed copies nor the manifest itself', () => {
    const manifest = manifestOf('1.0.0');
    expect(manifest.version).toBe('1.0.0');
    expect(Object.keys(manifest.files)).toEqual(Object.keys(FILES).sort());
    for (const [file, entry] of Object.entries(manifest.files)) {
      expect(entry).toEqual({ integrity: sha384(read('1.0.0', file)), bytes: read('1.0.0', file).length });
    }
    expect(brotliDecompressSync(read('1.0.0', 'manifest.json.br')).toString()).toBe(read('1.0.0', 'manifest.json').toString());
  });

  it('publish a compatibility version as the same bytes under a manifest of its own', () => {
    copyVersion(widgetRoot, '1.0.0', '0.0.4');
    const manifest = manifestOf('0.0.4');
    expect(manifest.version).toBe('0.0.4');
    expect(manifest.files).toEqual(manifestOf('1.0.0').files);
    for (const file of Object.keys(manifest.files)) {
      expect(read('0.0.4', file).equals(read('1.0.0', file)), file).toBe(true);
      expect(manifest.files[file].integrity).toBe(sha384(read('0.0.4', file)));
    }
    expect(listFiles(join(widgetRoot, '0.0.4')).sort()).toEqual(listFiles(join(widgetRoot, '1.0.0')).sort());
    expect(JSON.parse(brotliDecompressSync(read('0.0.4', 'manifest.json.br')).toString()).version).toBe('0.0.4');
  });

  it('replace an earlier copy entirely, so no file of an older build stays behind', () => {
    copyVersion(widgetRoot, '1.0.0', '0.0.4');
    writeFileSync(join(widgetRoot, '0.0.4/chunks/stale-old.js'), 'old');
    copyVersion(widgetRoot, '1.0.0', '0.0.4');
    expect(listFiles(join(widgetRoot, '0.0.4'))).not.toContain('chunks/stale-old.js');
  });
});
