import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderErrorDocs } from './error-docs';

describe('docs/errors.md', () => {
  it('is the catalogue as the code has it (regenerate with scripts/write-error-docs.ts)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), 'utf8');
    expect(onDisk).toBe(renderErrorDocs());
  });
});
