// The versioned folders under packages/elements/dist/widget/: their SRI manifest, their precompressed copies, and the
// compatibility versions (decision 1063), copies of the built version's files with a manifest of their own.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const MANIFEST = 'manifest.json';
const COMPRESSED = /\.(br|gz)$/;
const TEXT = new Set(['.js', '.css', '.json', '.html', '.svg', '.map', '.ts']);

/** Every file under a folder, as paths relative to it. */
export function listFiles(folder, prefix = '') {
  return readdirSync(join(folder, prefix)).flatMap((name) => {
    const path = prefix ? `${prefix}/${name}` : name;
    return statSync(join(folder, path)).isDirectory() ? listFiles(folder, path) : [path];
  });
}

/**
 * The versioned files never change, so they are compressed once here at the highest levels (brotli 11, gzip 9)
 * and the server sends the `.br` or `.gz` beside a file as it is (decision 0220).
 */
export function precompress(folder, files = listFiles(folder).filter((file) => TEXT.has(extname(file)))) {
  for (const file of files) {
    const bytes = readFileSync(join(folder, file));
    writeFileSync(join(folder, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(join(folder, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  }
}

/** Every file of a versioned folder with its Subresource Integrity hash, for `<script integrity>`. */
export function sriManifest(folder, version) {
  const files = {};
  for (const file of listFiles(folder).filter((f) => f !== MANIFEST && !COMPRESSED.test(f)).sort()) {
    const bytes = readFileSync(join(folder, file));
    files[file] = { integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`, bytes: bytes.length };
  }
  return { version, files };
}

/** Writes the folder's manifest.json, and its precompressed copies, last: it names every other file. */
export function publishManifest(folder, version) {
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(sriManifest(folder, version), null, 2)}\n`);
  precompress(folder, [MANIFEST]);
}

/**
 * The folder of version `to` as a compatibility copy of version `from` (the spec's pinned 0.0.4 runs the same
 * elements): the same bytes, so the same hashes, under a manifest.json of its own that names `to`.
 */
export function copyVersion(widgetRoot, from, to) {
  const source = join(widgetRoot, from);
  const target = join(widgetRoot, to);
  const own = new Set([MANIFEST, `${MANIFEST}.br`, `${MANIFEST}.gz`].map((file) => join(source, file)));
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true, filter: (path) => !own.has(path) });
  publishManifest(target, to);
}
