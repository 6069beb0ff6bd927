// An event-file reader written from the formats' specifications, sharing no code with
// src/logging: TFRecord framing with CRC-32C computed bit by bit from the polynomial, and
// protobuf wire-format decoding by hand.

/** CRC-32C bit by bit: the Castagnoli polynomial 0x1EDC6F41, reflected, LSB first. */
function crc32cBitwise(data: Uint8Array): number {
  let reflected = 0;
  for (let bit = 0; bit < 32; bit++) if (0x1edc6f41 & (1 << bit)) reflected |= 1 << (31 - bit);
  reflected >>>= 0;
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ reflected : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function mask(crc: number): number {
  const rotated = ((crc >>> 15) | (crc << 17)) >>> 0;
  return (rotated + 0xa282ead8) % 2 ** 32;
}

/** Splits a TFRecord file into record payloads; throws on a bad length or data checksum. */
export function readRecords(file: Uint8Array): Uint8Array[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const records: Uint8Array[] = [];
  let at = 0;
  while (at < file.length) {
    if (at + 12 > file.length) throw new Error(`truncated record header at byte ${at}`);
    const length = Number(view.getBigUint64(at, true));
    if (view.getUint32(at + 8, true) !== mask(crc32cBitwise(file.subarray(at, at + 8)))) {
      throw new Error(`length checksum mismatch at byte ${at}`);
    }
    const data = file.subarray(at + 12, at + 12 + length);
    if (data.length !== length || at + 16 + length > file.length) throw new Error(`truncated record at byte ${at}`);
    if (view.getUint32(at + 12 + length, true) !== mask(crc32cBitwise(data))) {
      throw new Error(`data checksum mismatch at byte ${at}`);
    }
    records.push(data);
    at += 16 + length;
  }
  return records;
}

type Field = { number: number; wire: number; varint?: bigint; bytes?: Uint8Array; fixed?: DataView };

/** Decodes one protobuf message into its fields, in order. */
function decodeFields(buf: Uint8Array): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (at >= buf.length) throw new Error('truncated varint');
      const byte = buf[at++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return result;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const number = key >>> 3;
    const wire = key & 7;
    if (wire === 0) fields.push({ number, wire, varint: varint() });
    else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      fields.push({ number, wire, fixed: new DataView(buf.buffer, buf.byteOffset + at, size) });
      at += size;
    } else if (wire === 2) {
      const length = Number(varint());
      fields.push({ number, wire, bytes: buf.subarray(at, at + length) });
      at += length;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  return fields;
}

export interface DecodedEvent {
  wallTime: number;
  step: number;
  fileVersion?: string;
  values: { tag: string; simpleValue: number }[];
}

/** Decodes a tensorflow.Event: wall_time = 1 (double), step = 2 (int64), file_version = 3, summary = 5. */
export function decodeEvent(buf: Uint8Array): DecodedEvent {
  const event: DecodedEvent = { wallTime: 0, step: 0, values: [] };
  for (const f of decodeFields(buf)) {
    if (f.number === 1 && f.wire === 1) event.wallTime = f.fixed!.getFloat64(0, true);
    else if (f.number === 2 && f.wire === 0) event.step = Number(BigInt.asIntN(64, f.varint!));
    else if (f.number === 3 && f.wire === 2) event.fileVersion = new TextDecoder().decode(f.bytes);
    else if (f.number === 5 && f.wire === 2) {
      // Summary: repeated Value value = 1; Value: tag = 1 (string), simple_value = 2 (float).
      for (const v of decodeFields(f.bytes!)) {
        if (v.number !== 1 || v.wire !== 2) continue;
        let tag = '';
        let simpleValue = NaN;
        for (const g of decodeFields(v.bytes!)) {
          if (g.number === 1 && g.wire === 2) tag = new TextDecoder().decode(g.bytes);
          else if (g.number === 2 && g.wire === 5) simpleValue = g.fixed!.getFloat32(0, true);
        }
        event.values.push({ tag, simpleValue });
      }
    }
  }
  return event;
}
