/** The version string TensorBoard expects in the first event of a file. */
export declare const FILE_VERSION = "brain.Event:2";
/** The serialized first event of an event file: its wall time and the file version. */
export declare function fileVersionEvent(wallTime: number): Uint8Array;
/** The serialized event of scalar summaries at one step. */
export declare function scalarEvent(wallTime: number, step: number, values: readonly {
    tag: string;
    value: number;
}[]): Uint8Array;
