import { createHash } from 'node:crypto';

import { native } from '../torch/native.js';

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
export const SHORT_SHA_LENGTH = 7;

/** Longest a git command may run before setup gives up on it (a hung network filesystem, a lock). */
const GIT_TIMEOUT_MS = 120_000;

/**
 * `git args` in `cwd`: its output, or null when git is missing or fails there. Started by
 * posix_spawn (`native.runCommand`), not child_process, whose fork would write-protect every
 * page of a process that already holds a model (see run_command.cc).
 *
 * @throws Error when git runs longer than {@link GIT_TIMEOUT_MS} or writes more than 1 GiB
 */
function git(cwd: string, args: readonly string[]): string | null {
  // Read-only: do not refresh the index behind another git process's back.
  const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
  let result: { status: number | null; stdout: string };
  try {
    result = native.runCommand('git', [...args], Object.entries(env).map(([k, v]) => `${k}=${v}`), cwd, 2 ** 30, GIT_TIMEOUT_MS);
  } catch (err) {
    const { code, message } = err as Error & { code?: string };
    if (code === 'ETIMEDOUT' || code === 'ENOBUFS') throw new Error(`git ${args.join(' ')} in ${cwd}: ${message.replace(/^runCommand: /, '')}`, { cause: err });
    return null;
  }
  return result.status === 0 ? result.stdout : null;
}

/** SHA-256 of a string, first `length` hex digits. */
export function shortHash(text: string, length = 8): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/**
 * Describes the git checkout that contains `cwd`.
 *
 * @returns `null` when `cwd` is not inside a work tree, the repository has no commit yet,
 *   or git is not installed; never throws for those
 */
export function readGitInfo(cwd: string = process.cwd()): GitInfo | null {
  const root = git(cwd, ['rev-parse', '--show-toplevel'])?.trim();
  const sha = git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])?.trim();
  if (!root || !sha) return null;
  const status = git(cwd, ['status', '--porcelain', '--untracked-files=no']);
  const diff = git(cwd, ['diff', 'HEAD', '--binary', '--no-color', '--no-ext-diff']) ?? '';
  const dirty = (status ?? '').trim() !== '' || diff !== '';
  const branch = git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD'])?.trim() || null;
  const remotes = (git(cwd, ['remote']) ?? '').split('\n').filter(Boolean);
  const remoteName = remotes.includes('origin') ? 'origin' : remotes[0];
  const remote = remoteName ? git(cwd, ['remote', 'get-url', remoteName])?.trim() || null : null;
  const commitTime = git(cwd, ['log', '-1', '--format=%cI', 'HEAD'])?.trim() || null;
  const shortSha = sha.slice(0, SHORT_SHA_LENGTH);
  const diffHash = dirty ? shortHash(diff) : null;
  return {
    root,
    sha,
    shortSha,
    branch,
    remote,
    commitTime,
    dirty,
    diff,
    diffHash,
    codeId: diffHash === null ? shortSha : `${shortSha}-d${diffHash}`,
  };
}
