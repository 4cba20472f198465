// Browser tests of the BUILT element scripts (run `npm run build` first), in both flavours, in Chromium.
// Run from the repository root: `npx wtr --config packages/elements/web-test-runner.config.mjs`.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// The React flavour imports React by bare specifier, as an app's bundler would resolve it; here an import map
// points those specifiers at the ES build of React that `npm run build` writes to dist/vendor.
const importMap = JSON.stringify({
  imports: {
    react: '/packages/elements/dist/vendor/react.js',
    'react-dom': '/packages/elements/dist/vendor/react-dom.js',
    'react-dom/client': '/packages/elements/dist/vendor/react-dom-client.js',
    'react/jsx-runtime': '/packages/elements/dist/vendor/react-jsx-runtime.js',
  },
});

export default {
  rootDir: here('../../'),
  nodeResolve: false,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      },
    }),
  ],
  groups: [
    { name: 'standalone', files: here('./test/standalone.browser.test.js') },
    // Its own page: the first script's network log before and after intent (decision 1163).
    { name: 'standalone-shell', files: here('./test/pay-button-shell.browser.test.js') },
    {
      name: 'react',
      files: here('./test/react.browser.test.js'),
      testRunnerHtml: (testFramework) =>
        `<!doctype html><html><head><script type="importmap">${importMap}</script></head>` +
        `<body><script type="module" src="${testFramework}"></script></body></html>`,
    },
  ],
};
