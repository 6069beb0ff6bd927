// The Chrome trace format (the Trace Event Format that chrome://tracing and Perfetto open):
// complete events ("X") with microsecond times, and metadata events ("M") naming the lanes.
/** The trace of `events` recorded by rank `pid`, with lanes named for the viewers. */
export function chromeTrace(events, pid, tid, otherData) {
    const lanes = [
        { name: 'process_name', cat: '__metadata', ph: 'M', ts: 0, pid, tid, args: { name: `torchrunner rank ${pid}` } },
        { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid, tid, args: { name: 'training loop' } },
    ];
    return { traceEvents: [...lanes, ...events], displayTimeUnit: 'ms', otherData };
}
//# sourceMappingURL=trace-events.js.map