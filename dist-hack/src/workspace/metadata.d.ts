import type { GitInfo } from './git.js';
/** The contents of `metadata/git.yaml`: everything in {@link GitInfo} except the diff text. */
export declare function gitYaml(git: GitInfo | null): string;
