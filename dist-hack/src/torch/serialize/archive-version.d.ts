/** The oldest and newest torch.save archive format versions PyTorch (libtorch 1.13) reads. */
export declare const ARCHIVE_VERSIONS: {
    readonly min: 1;
    readonly max: 10;
};
/**
 * Why the archive's recorded format version cannot be read, or null when it is in range, or
 * when the version record cannot be found (the reader reports a damaged archive itself).
 */
export declare function archiveVersionProblem(path: string): string | null;
