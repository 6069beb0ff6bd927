/**
 * Throws when `dir` is (or would be created) on a kernel pseudo-filesystem such as /proc or
 * /sys, before anything tries to create it there.
 *
 * @param what - the config key or option that named the directory, for the message
 */
export declare function assertNotPseudoFileSystem(dir: string, what: string): void;
