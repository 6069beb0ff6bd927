/**
 * Whether this is the global main process, by torchrun's contract: `RANK` unset (a
 * single-process run) or `0`.
 *
 * @param env - environment to read; default `process.env`
 */
export declare function isMainProcess(env?: NodeJS.ProcessEnv): boolean;
