/** One complete event: a span of `dur` µs from `ts` µs, nested by time under the spans that contain it. */
export interface CompleteEvent {
    name: string;
    /** The span's kind: `step`, `data`, `compute`, `collective`, `optimizer`, `evaluation`, `checkpoint`, `runner`. */
    cat: string;
    ph: 'X';
    ts: number;
    dur: number;
    pid: number;
    tid: number;
    args: Record<string, string | number>;
}
/** A metadata event naming a process or thread lane. */
export interface MetadataEvent {
    name: 'process_name' | 'thread_name';
    cat: '__metadata';
    ph: 'M';
    ts: 0;
    pid: number;
    tid: number;
    args: {
        name: string;
    };
}
export type TraceEvent = CompleteEvent | MetadataEvent;
/** A whole trace file's contents. */
export interface ChromeTrace {
    traceEvents: TraceEvent[];
    displayTimeUnit: 'ms';
    /** Free-form facts about the recording (shown by the viewers' metadata panes). */
    otherData: Record<string, string | number>;
}
/** The trace of `events` recorded by rank `pid`, with lanes named for the viewers. */
export declare function chromeTrace(events: readonly CompleteEvent[], pid: number, tid: number, otherData: Record<string, string | number>): ChromeTrace;
