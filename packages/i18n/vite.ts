import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/**
 * Vite 8 with @vitejs/plugin-react 6 no longer runs Babel (toolchain pitfall 1), so the Lingui macros get their own
 * Babel pass. It is limited to our packages' .ts/.tsx files that import a macro: every other file skips Babel.
 * The plugin is `enforce: 'pre'`, so it sees JSX before Vite's own transform turns `<Trans>` into a call.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: [['@lingui/babel-plugin-lingui-macro', {}]] },
  rolldown: {
    filter: {
      id: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/,
      code: /@lingui\/(core|react)\/macro/,
    },
  },
});

/** The plugins every Vite build and the Vitest config add beside `@vitejs/plugin-react`: macros and `.po` imports. */
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiMacros] }), lingui({ configPath, failOnCompileError: true })];
}
