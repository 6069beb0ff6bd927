/** What a run records about the code it ran. */
export interface GitInfo {
    /** Top-level directory of the repository. */
    root: string;
    /** Full commit hash of HEAD. */
    sha: string;
    /** First {@link SHORT_SHA_LENGTH} characters of `sha`. */
    shortSha: string;
    /** Current branch, or `null` on a detached HEAD. */
    branch: string | null;
    /** URL of `origin` (or of the first remote), or `null` without remotes. */
    remote: string | null;
    /** Committer date of HEAD, ISO 8601. */
    commitTime: string | null;
    /** Whether tracked files differ from HEAD (staged or not). Untracked files do not count. */
    dirty: boolean;
    /** `git diff HEAD --binary`: empty when clean. */
    diff: string;
    /** First 8 hex digits of the SHA-256 of `diff`, or `null` when clean. */
    diffHash: string | null;
    /** `<shortSha>` when clean, `<shortSha>-d<diffHash>` when dirty. */
    codeId: string;
}
/**
 * Length of the abbreviated commit hash in code ids. Fixed rather than `git rev-parse
 * --short`'s, which grows with the repository and would change ids between attempts.
 */
export declare const SHORT_SHA_LENGTH = 7;
/** SHA-256 of a string, first `length` hex digits. */
export declare function shortHash(text: string, length?: number): string;
/**
 * Describes the git checkout that contains `cwd`, waiting for git on the JS thread (see
 * {@link readGitInfoAsync}).
 *
 * @returns `null` when `cwd` is not inside a work tree, the repository has no commit yet,
 *   or git is not installed; never throws for those
 * @throws Error when git runs longer than two minutes or writes more than 1 GiB
 */
export declare function readGitInfo(cwd?: string): GitInfo | null;
/**
 * {@link readGitInfo} with git run on worker threads, the commands of a round at once: the JS
 * thread goes on meanwhile (what the runner's setup uses).
 */
export declare function readGitInfoAsync(cwd?: string): Promise<GitInfo | null>;
