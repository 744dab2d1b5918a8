import type { Linter } from 'eslint';

// Types of eslint.config.js, for tests/lint/layering.test.ts, which lints its fixtures with it.
export declare function portalConfig(root: string): Linter.Config[];
declare const config: Linter.Config[];
export default config;
