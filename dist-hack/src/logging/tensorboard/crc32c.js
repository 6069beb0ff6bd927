/** CRC-32C (Castagnoli), reflected polynomial 0x82F63B78, as TFRecord framing uses. */
const TABLE = (() => {
    const table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let k = 0; k < 8; k++)
            c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
        table[n] = c >>> 0;
    }
    return table;
})();
/** The CRC-32C of `data`, as an unsigned 32-bit number. */
export function crc32c(data) {
    let crc = 0xffffffff;
    for (let i = 0; i < data.length; i++)
        crc = TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
}
/** TFRecord's masked CRC: rotated right by 15 bits plus a constant, so that CRCs of CRCs stay well distributed. */
export function maskedCrc32c(data) {
    const crc = crc32c(data);
    return ((((crc >>> 15) | (crc << 17)) >>> 0) + 0xa282ead8) >>> 0;
}
//# sourceMappingURL=crc32c.js.map