import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderErrorDocs } from '../src/error-docs';

writeFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), renderErrorDocs());
