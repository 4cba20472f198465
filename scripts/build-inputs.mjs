// Whether `npm start` may skip the build (decision 0261): the build's inputs are hashed by content, and the hash of
// the last successful build is recorded in its output. Equal hashes and every output present: nothing to rebuild.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the build records the hash of the inputs it was built from: inside dist/, which the build empties first. */
export const STAMP = 'packages/elements/dist/meta/build-inputs.json';

/**
 * The build's inputs, as folders walked and root files. Every source of the workspace packages (the server bundle,
 * the elements and what they import), the catalogs and the admin page are under packages/; the React example is
 * built too; the build scripts are in scripts/; the configs and the lockfile are root files. Too wide costs a build
 * now and then; too narrow would serve a stale build, so a whole folder is taken rather than a guessed list.
 */
const FOLDERS = ['packages', 'scripts', 'examples/react-shop'];

/** Not read by the build: dependencies, outputs, tests, and the catalogs `lingui compile` leaves (gitignored). */
const SKIPPED_FOLDER = /^(node_modules|dist|\..*)$/;
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\/locales\/.*\.m?js$/;

/** Environment the build reads besides files (lingui.config.ts). */
const ENVIRONMENT = ['LINGUI_STRICT'];

/** The relative paths of the build's input files, sorted, so the hash does not depend on the order of a listing. */
export function inputFiles(root) {
  const walk = (folder) =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return SKIPPED_FOLDER.test(entry.name) ? [] : walk(path);
      return entry.isFile() && !SKIPPED_FILE.test(path) ? [path] : [];
    });
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  return [...rootFiles, ...FOLDERS.filter((folder) => existsSync(join(root, folder))).flatMap(walk)].sort();
}

/** One hash over every input's path and content, the Node version and the environment the build reads. */
export function inputsDigest(root, env = process.env) {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const name of ENVIRONMENT) hash.update(`${name}=${env[name] ?? ''}\n`);
  for (const file of inputFiles(root)) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * Why the build must run, or null when the last successful build is current: its recorded digest equals `digest`
 * and each of `outputs` (paths relative to root) still exists.
 */
export function rebuildReason(root, digest, outputs) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(join(root, STAMP), 'utf8')).digest;
  } catch {
    return 'no previous build';
  }
  if (recorded !== digest) return 'the sources changed since the last build';
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  return missing ? `${missing} is missing` : null;
}

/** Written last by a build that succeeded, with the digest computed before it started. */
export function recordBuild(root, digest) {
  mkdirSync(dirname(join(root, STAMP)), { recursive: true });
  writeFileSync(join(root, STAMP), `${JSON.stringify({ digest }, null, 2)}\n`);
}
