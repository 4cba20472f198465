/** Types of build-inputs.mjs, for its test. */
export declare const STAMP: string;
export declare function inputFiles(root: string): string[];
export declare function inputsDigest(root: string, env?: Record<string, string | undefined>): string;
export declare function rebuildReason(root: string, digest: string, outputs: string[]): string | null;
export declare function recordBuild(root: string, digest: string): void;
