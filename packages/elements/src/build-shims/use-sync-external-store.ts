// Stands in for `use-sync-external-store/shim` (wouter imports it) in the element builds. React 19 and preact/compat
// have the hook, so the shim (for React 17) is dead weight, and being CommonJS it `require`s react, which an ES build
// with React external cannot do in a browser.
export { useSyncExternalStore } from 'react';
