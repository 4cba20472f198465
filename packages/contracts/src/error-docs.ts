import { ERROR_CODES } from './errors';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from './messages';
import { SCHEMA_ISSUE_KEYS } from './rules/issue-messages';
import { WIDGET_ERROR_CODES } from './widget-errors';

const row = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;

/** docs/errors.md, written from the catalogues so the page cannot drift from the code. */
export function renderErrorDocs(): string {
  return [
    '# Error codes',
    '',
    '<!-- Generated from packages/contracts/src (errors.ts, widget-errors.ts, messages.ts):',
    '     npx tsx packages/contracts/scripts/write-error-docs.ts. A test fails when this file is stale. -->',
    '',
    'Every failed API call answers `{ code, message, fields?, details? }` with a code below. `message` is the English',
    'default; the interface shows its own translated text for the code. `fields` maps a field name to a field message',
    'key (below). Codes with a spec meaning keep it; `API-*` codes are the reference server\'s own for situations the',
    'spec leaves unnamed.',
    '',
    '## API codes',
    '',
    row(['Code', 'HTTP status', 'Message']),
    row(['---', '---', '---']),
    ...Object.entries(ERROR_CODES).map(([code, e]) => row([`\`${code}\``, e.status, e.message])),
    '',
    '## Published widget error codes',
    '',
    'Shown to integrators in Configuration > Web checkout and raised as the `code` of the widget\'s error event.',
    '"API" codes come from the server (same status as above); "widget" codes are raised by the script in the browser.',
    '',
    row(['Code', 'Raised by', 'Description', 'Recommendation']),
    row(['---', '---', '---', '---']),
    ...Object.entries(WIDGET_ERROR_CODES).map(([code, e]) =>
      row([`\`${code}\``, e.source === 'api' ? 'API' : 'widget', e.description, e.recommendation]),
    ),
    '',
    '## Field messages',
    '',
    'Keys placed on a field (`fields` of the error body, or a form schema issue). The interface translates them.',
    '`missing_{name}` is built per document: `missing_front_dni`, `missing_back_dni`, `missing_residence`.',
    '',
    row(['Key']),
    row(['---']),
    ...[...Object.values(FIELD_MESSAGES), ...Object.values(SERVICE_MESSAGES)].map((k) => row([`\`${k}\``])),
    '',
    '## Field message keys of schema checks',
    '',
    'A value that fails one of the schema\'s own checks (rather than a rule with a key above) gets a key named after',
    'the check. The API puts these in `fields`, and `<pay-button>` in the `fields` of `OTFE-002`, keyed by attribute',
    '(`plan-type`, `email`), so a page can translate every reason. The button adds `not_with_plan_id` (a plan',
    'attribute beside `service-id` and `plan-id`).',
    '',
    row(['Key', 'Meaning']),
    row(['---', '---']),
    ...Object.entries(SCHEMA_ISSUE_KEYS).map(([k, meaning]) => row([`\`${k}\``, meaning])),
    '',
  ].join('\n');
}
