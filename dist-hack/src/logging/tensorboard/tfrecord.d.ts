/**
 * One TFRecord: the data's length as a little-endian uint64, the masked CRC-32C of those 8
 * bytes, the data, and the masked CRC-32C of the data.
 */
export declare function tfrecord(data: Uint8Array): Buffer;
