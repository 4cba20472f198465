// `.po` catalogs are compiled on import by @lingui/vite-plugin (see ../vite.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
