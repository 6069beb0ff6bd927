/** The CRC-32C of `data`, as an unsigned 32-bit number. */
export declare function crc32c(data: Uint8Array): number;
/** TFRecord's masked CRC: rotated right by 15 bits plus a constant, so that CRCs of CRCs stay well distributed. */
export declare function maskedCrc32c(data: Uint8Array): number;
