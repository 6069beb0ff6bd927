/** Returns a description of the first damaged record, or null when every record checks out. */
export declare function findDamagedRecord(path: string): string | null;
