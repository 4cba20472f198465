import type { LinguiConfig } from '@lingui/conf';

// Catalogs apart so the buyer-facing bundles never ship the dashboard's strings (docs/decisions/0300-i18n-catalogs.md).
// UI primitives and field messages are used on both sides, so their messages live in both catalogs. A third, tiny
// catalog holds the <pay-button>'s label, bundled with its script so it paints at once (decision 1042), and a fourth
// the texts of its dialog, bundled with the code its click loads (decision 1163). The checkout's later steps have a
// fifth, fetched with their chunks (decision 1170).
const shared = ['<rootDir>/packages/ui/src', '<rootDir>/packages/i18n/src/errors/field-messages.ts'];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];
const payButton = '<rootDir>/packages/elements/src/pay-button';
const payButtonLabel = `${payButton}/label.ts`;
// The dashboard's route chunks past its first screen bring their own catalog, fetched with the chunk (decision 1131):
// the first screen (sign-in, shell, panel) ships only its own messages.
const dashboardSections = ['activation', 'charges', 'configuration', 'customers', 'list-page', 'profile', 'purchases', 'services', 'withdrawals'].map(
  (folder) => `<rootDir>/packages/dashboard/src/${folder}`,
);

// The checkout's steps past its first screen bring their own catalog, fetched with their chunks (decision 1170).
const sdkSteps = ['address', 'complete-data', 'complete-location', 'complete-payment', 'declined', 'providers', 'result', 'success', 'update-card'].map(
  (folder) => `<rootDir>/packages/checkout/src/${folder}`,
);

const config: LinguiConfig = {
  locales: ['en', 'es', 'ca'],
  sourceLocale: 'en',
  // A missing Catalan text falls back to Spanish, then English; a missing Spanish one to English (decision 1156).
  // scripts/i18n-check.mjs sets LINGUI_STRICT so that `lingui compile --strict` sees them as missing instead.
  fallbackLocales: process.env.LINGUI_STRICT ? false : { ca: ['es', 'en'], default: 'en' },
  // Origins without line numbers: moving code around must not count as a catalog change for i18n:check.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  catalogs: [
    {
      name: 'dashboard',
      path: '<rootDir>/packages/i18n/src/locales/dashboard/{locale}',
      include: ['<rootDir>/packages/dashboard/src', '<rootDir>/packages/i18n/src/errors', ...shared],
      exclude: [...tests, ...dashboardSections.map((folder) => `${folder}/**`)],
    },
    {
      name: 'dashboard-sections',
      path: '<rootDir>/packages/i18n/src/locales/dashboard-sections/{locale}',
      include: [...dashboardSections, ...shared],
      exclude: tests,
    },
    {
      name: 'sdk',
      path: '<rootDir>/packages/i18n/src/locales/sdk/{locale}',
      include: [
        '<rootDir>/packages/checkout/src',
        '<rootDir>/packages/elements/src',
        '<rootDir>/packages/i18n/src/errors/widget-error-messages.ts',
        ...shared,
      ],
      exclude: [...tests, `${payButton}/**`, ...sdkSteps.map((folder) => `${folder}/**`)],
    },
    {
      name: 'sdk-steps',
      path: '<rootDir>/packages/i18n/src/locales/sdk-steps/{locale}',
      include: sdkSteps,
      exclude: tests,
    },
    {
      name: 'widget',
      path: '<rootDir>/packages/i18n/src/locales/widget/{locale}',
      include: [payButtonLabel],
      exclude: tests,
    },
    {
      name: 'widget-dialog',
      path: '<rootDir>/packages/i18n/src/locales/widget-dialog/{locale}',
      include: [payButton],
      exclude: [...tests, payButtonLabel],
    },
  ],
};

export default config;
