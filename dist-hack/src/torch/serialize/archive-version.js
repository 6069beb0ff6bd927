// The format version a torch.save archive records (`<archive>/version`), checked as PyTorch
// checks it before reading: a whole number from 1 to 10 (libtorch 1.13's range). The addon's
// reader does not look at it, so without this a file from an unknown format would load.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
/** The oldest and newest torch.save archive format versions PyTorch (libtorch 1.13) reads. */
export const ARCHIVE_VERSIONS = { min: 1, max: 10 };
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U32_MAX = 0xffffffff;
/**
 * Why the archive's recorded format version cannot be read, or null when it is in range, or
 * when the version record cannot be found (the reader reports a damaged archive itself).
 */
export function archiveVersionProblem(path) {
    let fd;
    try {
        fd = openSync(path, 'r');
    }
    catch {
        return null;
    }
    try {
        const text = readVersionRecord(fd);
        if (text === null)
            return null;
        const shown = JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
        const trimmed = text.trim();
        if (!/^-?\d+$/.test(trimmed))
            return `its format version record (version) holds ${shown}, not a number; the archive is damaged or not written by torch.save`;
        const version = Number(trimmed);
        if (version < ARCHIVE_VERSIONS.min) {
            return `it records format version ${trimmed}, but the oldest version that can be read is ${ARCHIVE_VERSIONS.min}; the archive is damaged or not written by torch.save`;
        }
        if (version > ARCHIVE_VERSIONS.max) {
            return `it records format version ${trimmed}, but the newest version that can be read is ${ARCHIVE_VERSIONS.max} (as in PyTorch 1.13); re-save it with an older PyTorch, or check that the file is not damaged`;
        }
        return null;
    }
    finally {
        closeSync(fd);
    }
}
function read(fd, position, length) {
    const buf = Buffer.alloc(length);
    const n = readSync(fd, buf, 0, length, position);
    return n === length ? buf : buf.subarray(0, n);
}
/** The content of the top-level `<archive>/version` record (stored uncompressed by torch.save), or null. */
function readVersionRecord(fd) {
    const size = fstatSync(fd).size;
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = read(fd, size - tailLength, tailLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === EOCD) {
            eocd = i;
            break;
        }
    }
    if (eocd < 0)
        return null;
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset === U32_MAX || cdSize === U32_MAX) {
        const at = eocd - 20;
        if (at < 0 || tail.readUInt32LE(at) !== ZIP64_LOCATOR)
            return null;
        const record = read(fd, Number(tail.readBigUInt64LE(at + 8)), 56);
        if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD)
            return null;
        cdSize = Number(record.readBigUInt64LE(40));
        cdOffset = Number(record.readBigUInt64LE(48));
    }
    if (cdOffset + cdSize > size || cdSize > 64 * 1024 * 1024)
        return null;
    const cd = read(fd, cdOffset, cdSize);
    for (let p = 0; p + 46 <= cd.length && cd.readUInt32LE(p) === CENTRAL;) {
        const method = cd.readUInt16LE(p + 10);
        const compressed = cd.readUInt32LE(p + 20);
        const nameLength = cd.readUInt16LE(p + 28);
        const extraLength = cd.readUInt16LE(p + 30);
        const commentLength = cd.readUInt16LE(p + 32);
        let local = cd.readUInt32LE(p + 42);
        const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
        if (/^[^/]+\/version$/.test(name)) {
            if (method !== 0 || compressed > 64)
                return null;
            if (local === U32_MAX)
                local = zip64LocalOffset(cd.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength), cd.readUInt32LE(p + 24) === U32_MAX, compressed === U32_MAX);
            if (local < 0)
                return null;
            const header = read(fd, local, 30);
            if (header.length < 30 || header.readUInt32LE(0) !== LOCAL)
                return null;
            const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
            return read(fd, start, compressed).toString('latin1');
        }
        p += 46 + nameLength + extraLength + commentLength;
    }
    return null;
}
/** The local header offset in a ZIP64 extra field, or -1. */
function zip64LocalOffset(extra, hasUncompressed, hasCompressed) {
    for (let q = 0; q + 4 <= extra.length;) {
        const id = extra.readUInt16LE(q);
        const length = extra.readUInt16LE(q + 2);
        if (id === 0x0001) {
            const at = q + 4 + (hasUncompressed ? 8 : 0) + (hasCompressed ? 8 : 0);
            return at + 8 <= q + 4 + length ? Number(extra.readBigUInt64LE(at)) : -1;
        }
        q += 4 + length;
    }
    return -1;
}
//# sourceMappingURL=archive-version.js.map