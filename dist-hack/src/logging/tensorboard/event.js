import protobuf from 'protobufjs';
/**
 * The subset of TensorFlow's `event.proto` and `summary.proto` that scalar logging needs,
 * with the original field numbers:
 *
 * ```proto
 * message Event { double wall_time = 1; int64 step = 2;
 *                 oneof what { string file_version = 3; Summary summary = 5; } }
 * message Summary { message Value { string tag = 1; oneof value { float simple_value = 2; } }
 *                   repeated Value value = 1; }
 * ```
 */
const root = protobuf.Root.fromJSON({
    nested: {
        tensorboard: {
            nested: {
                Event: {
                    oneofs: { what: { oneof: ['fileVersion', 'summary'] } },
                    fields: {
                        wallTime: { type: 'double', id: 1 },
                        step: { type: 'int64', id: 2 },
                        fileVersion: { type: 'string', id: 3 },
                        summary: { type: 'Summary', id: 5 },
                    },
                },
                Summary: {
                    fields: { value: { rule: 'repeated', type: 'Value', id: 1 } },
                    nested: {
                        Value: {
                            oneofs: { value: { oneof: ['simpleValue'] } },
                            fields: {
                                tag: { type: 'string', id: 1 },
                                simpleValue: { type: 'float', id: 2 },
                            },
                        },
                    },
                },
            },
        },
    },
});
const Event = root.lookupType('tensorboard.Event');
/** The version string TensorBoard expects in the first event of a file. */
export const FILE_VERSION = 'brain.Event:2';
/** The serialized first event of an event file: its wall time and the file version. */
export function fileVersionEvent(wallTime) {
    return Event.encode(Event.fromObject({ wallTime, fileVersion: FILE_VERSION })).finish();
}
/** The serialized event of scalar summaries at one step. */
export function scalarEvent(wallTime, step, values) {
    return Event.encode(Event.fromObject({
        wallTime,
        step,
        summary: { value: values.map(({ tag, value }) => ({ tag, simpleValue: value })) },
    })).finish();
}
//# sourceMappingURL=event.js.map