/**
 * Whether this is the global main process, by torchrun's contract: `RANK` unset (a
 * single-process run) or `0`.
 *
 * @param env - environment to read; default `process.env`
 */
export function isMainProcess(env = process.env) {
    const rank = env.RANK?.trim();
    return rank === undefined || rank === '' || Number(rank) === 0;
}
//# sourceMappingURL=main-process.js.map