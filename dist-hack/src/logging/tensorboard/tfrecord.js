import { maskedCrc32c } from './crc32c.js';
/**
 * One TFRecord: the data's length as a little-endian uint64, the masked CRC-32C of those 8
 * bytes, the data, and the masked CRC-32C of the data.
 */
export function tfrecord(data) {
    const record = Buffer.alloc(8 + 4 + data.length + 4);
    record.writeBigUInt64LE(BigInt(data.length), 0);
    record.writeUInt32LE(maskedCrc32c(record.subarray(0, 8)), 8);
    record.set(data, 12);
    record.writeUInt32LE(maskedCrc32c(data), 12 + data.length);
    return record;
}
//# sourceMappingURL=tfrecord.js.map