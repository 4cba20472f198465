/** Types of widget-versions.mjs, for the tests that build versioned folders the way the build does. */
export type SriManifest = { version: string; files: Record<string, { integrity: string; bytes: number }> };
export declare const MANIFEST: string;
export declare function listFiles(folder: string, prefix?: string): string[];
export declare function precompress(folder: string, files?: string[]): void;
export declare function sriManifest(folder: string, version: string): SriManifest;
export declare function publishManifest(folder: string, version: string): void;
export declare function copyVersion(widgetRoot: string, from: string, to: string): void;
