import type { BuildOptions } from 'esbuild';
export declare const inboxScriptEntry: string;
export declare const inboxScriptBuild: BuildOptions;
