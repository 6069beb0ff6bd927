import { createHash } from 'node:crypto';
import { native } from '../torch/native.js';
/**
 * Length of the abbreviated commit hash in code ids. Fixed rather than `git rev-parse
 * --short`'s, which grows with the repository and would change ids between attempts.
 */
export const SHORT_SHA_LENGTH = 7;
/** Longest a git command may run before setup gives up on it (a hung network filesystem, a lock). */
const GIT_TIMEOUT_MS = 120_000;
/** `git args` as `native.runCommand(Async)` takes it: read-only (no index refresh behind another git process's back), untranslated output. */
function command(cwd, args) {
    const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
    return ['git', [...args], Object.entries(env).map(([k, v]) => `${k}=${v}`), cwd, 2 ** 30, GIT_TIMEOUT_MS];
}
/** The output of a finished git, or null where it failed. */
function outputOf(result) {
    return result.status === 0 ? result.stdout : null;
}
/** Null (git is missing: it could not be started), or throws what a hung or runaway git is. */
function notRun(cwd, args, err) {
    const { code, message } = err;
    if (code === 'ETIMEDOUT' || code === 'ENOBUFS')
        throw new Error(`git ${args.join(' ')} in ${cwd}: ${message.replace(/^runCommand: /, '')}`, { cause: err });
    return null;
}
/**
 * `git args` in `cwd`: its output, or null when git is missing or fails there. Started by
 * posix_spawn (`native.runCommand`), not child_process, whose fork would write-protect every
 * page of a process that already holds a model (see run_command.cc).
 *
 * @throws Error when git runs longer than {@link GIT_TIMEOUT_MS} or writes more than 1 GiB
 */
function git(cwd, args) {
    try {
        return outputOf(native.runCommand(...command(cwd, args)));
    }
    catch (err) {
        return notRun(cwd, args, err);
    }
}
/** {@link git} waiting on a worker thread. */
async function gitAsync(cwd, args) {
    try {
        return outputOf(await native.runCommandAsync(...command(cwd, args)));
    }
    catch (err) {
        return notRun(cwd, args, err);
    }
}
/** SHA-256 of a string, first `length` hex digits. */
export function shortHash(text, length = 8) {
    return createHash('sha256').update(text).digest('hex').slice(0, length);
}
/**
 * What {@link readGitInfo} runs, in rounds of commands that do not depend on each other: where
 * the checkout is and its commit; then its state, branch, remotes and commit time; then the
 * URL of the remote that names it.
 */
function* reading() {
    const [top, head] = yield [
        ['rev-parse', '--show-toplevel'],
        ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'],
    ];
    const root = top?.trim();
    const sha = head?.trim();
    if (!root || !sha)
        return null;
    const [status, diffOut, branchOut, remotesOut, timeOut] = yield [
        ['status', '--porcelain', '--untracked-files=no'],
        ['diff', 'HEAD', '--binary', '--no-color', '--no-ext-diff'],
        ['symbolic-ref', '--quiet', '--short', 'HEAD'],
        ['remote'],
        ['log', '-1', '--format=%cI', 'HEAD'],
    ];
    const diff = diffOut ?? '';
    const dirty = (status ?? '').trim() !== '' || diff !== '';
    const remotes = (remotesOut ?? '').split('\n').filter(Boolean);
    const remoteName = remotes.includes('origin') ? 'origin' : remotes[0];
    const remote = remoteName ? (yield [['remote', 'get-url', remoteName]])[0]?.trim() || null : null;
    const shortSha = sha.slice(0, SHORT_SHA_LENGTH);
    const diffHash = dirty ? shortHash(diff) : null;
    return {
        root,
        sha,
        shortSha,
        branch: branchOut?.trim() || null,
        remote,
        commitTime: timeOut?.trim() || null,
        dirty,
        diff,
        diffHash,
        codeId: diffHash === null ? shortSha : `${shortSha}-d${diffHash}`,
    };
}
/**
 * Describes the git checkout that contains `cwd`, waiting for git on the JS thread (see
 * {@link readGitInfoAsync}).
 *
 * @returns `null` when `cwd` is not inside a work tree, the repository has no commit yet,
 *   or git is not installed; never throws for those
 * @throws Error when git runs longer than two minutes or writes more than 1 GiB
 */
export function readGitInfo(cwd = process.cwd()) {
    const steps = reading();
    for (let round = steps.next([]);;) {
        if (round.done)
            return round.value;
        round = steps.next(round.value.map((args) => git(cwd, args)));
    }
}
/**
 * {@link readGitInfo} with git run on worker threads, the commands of a round at once: the JS
 * thread goes on meanwhile (what the runner's setup uses).
 */
export async function readGitInfoAsync(cwd = process.cwd()) {
    const steps = reading();
    for (let round = steps.next([]);;) {
        if (round.done)
            return round.value;
        round = steps.next(await Promise.all(round.value.map((args) => gitAsync(cwd, args))));
    }
}
//# sourceMappingURL=git.js.map