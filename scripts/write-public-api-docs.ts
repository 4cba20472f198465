// Writes docs/public-api.md from the contract's server-to-server calls: node --import tsx scripts/write-public-api-docs.ts
import { writeFileSync } from 'node:fs';
import { renderPublicApiDocs } from '../packages/server/src/modules/public-api/public-api-docs-view';

writeFileSync(new URL('../docs/public-api.md', import.meta.url), renderPublicApiDocs());
