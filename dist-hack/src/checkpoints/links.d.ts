/** True when both paths exist and name the same file (the same inode on the same device). */
export declare function sameFile(a: string, b: string): boolean;
/** The file a path names, as `device:inode` (equal for hard links of one file), or null when it does not exist. */
export declare function fileIdentity(path: string): Promise<string | null>;
