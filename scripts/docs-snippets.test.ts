import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A code block of docs/ preceded by `<!-- snippet: <file> -->` is a copy of part of that file (an example the tests
// run): it must appear there line for line, indentation aside, so the docs never show code the examples do not run.
// `<!-- snippet: <file>, served from <origin> -->` marks a copy whose URLs carry the origin the docs serve from (the
// `<head>` tags of a page on your own site), where the example, served by Cobro itself, names the same paths.
const root = fileURLToPath(new URL('..', import.meta.url));
const MARKED = /<!-- snippet: ([^\s,]+)(?:, served from (\S+))? -->\n```\w*\n([\s\S]*?)\n```/g;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const snippets = readdirSync(`${root}/docs`)
  .filter((file) => file.endsWith('.md'))
  .flatMap((doc) =>
    [...readFileSync(`${root}/docs/${doc}`, 'utf8').matchAll(MARKED)].map((m, i) => ({
      name: `docs/${doc} #${i + 1} (${m[1]})`,
      file: m[1],
      code: m[2] ? m[3].replaceAll(m[2], '') : m[3],
    })),
  );

describe('code snippets of the docs', () => {
  it('exist', () => {
    expect(snippets.length).toBeGreaterThan(0);
  });

  it.each(snippets.map((s) => [s.name, s] as const))('%s is in the example it names', (_name, snippet) => {
    expect(lines(readFileSync(`${root}/${snippet.file}`, 'utf8'))).toContain(lines(snippet.code));
  });
});
