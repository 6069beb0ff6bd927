/** The typed array each typed read returns, and the dtypes it reads. */
export const TYPED_READS = {
    toFloat32Array: { array: 'Float32Array', dtypes: ['float32', 'float16', 'bfloat16'] },
    toFloat64Array: { array: 'Float64Array', dtypes: ['float64'] },
    toInt8Array: { array: 'Int8Array', dtypes: ['int8'] },
    toUint8Array: { array: 'Uint8Array', dtypes: ['uint8', 'bool'] },
    toInt16Array: { array: 'Int16Array', dtypes: ['int16'] },
    toInt32Array: { array: 'Int32Array', dtypes: ['int32'] },
    toBigInt64Array: { array: 'BigInt64Array', dtypes: ['int64'] },
};
/** The read that fits a dtype, for messages. */
function readFor(dtype) {
    return Object.keys(TYPED_READS).find((k) => TYPED_READS[k].dtypes.includes(dtype));
}
/**
 * Throws when a typed read does not fit the tensor's dtype, naming both and the fix.
 *
 * @throws TypeError such as `toFloat32Array: the tensor is int64, not float32; convert it first (t.to('float32').toFloat32Array()) or read it with toBigInt64Array()`
 */
export function checkTypedRead(read, dtype) {
    const dtypes = TYPED_READS[read].dtypes;
    if (dtypes.includes(dtype))
        return;
    const target = dtypes[0];
    const fits = readFor(dtype);
    throw new TypeError(`${read}: the tensor is ${dtype}, not ${dtypes.join(' or ')}; convert it first (t.to('${target}').${read}())${fits ? ` or read it with ${fits}()` : ''}`);
}
/** Largest integer a JS number holds exactly. */
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/**
 * An int64 value as a number, or a RangeError where a number cannot hold it exactly.
 *
 * @param where - for the message, e.g. `tolist: element [3]`
 */
export function exactNumber(value, where) {
    if (value > SAFE || value < -SAFE) {
        throw new RangeError(`${where} is ${value}, beyond ±2^53 where JS numbers are exact; read int64 values with toBigInt64Array()`);
    }
    return Number(value);
}
/**
 * The message for an operator that failed on tensors of different dtypes, naming each dtype
 * and the usual fix, or null when the failure is not about dtypes or the dtypes agree.
 */
export function dtypeMismatchMessage(op, named, original) {
    if (!/dtype|scalar type/i.test(original))
        return null;
    const distinct = [...new Set(named.map(([, d]) => d))];
    if (distinct.length < 2)
        return null;
    const floating = named.find(([, d]) => d.startsWith('float') || d === 'bfloat16');
    const target = floating?.[1] ?? named[named.length - 1][1];
    const [role, dtype] = named.find(([, d]) => d !== target);
    return (`${op}: the ${role} is ${dtype} but ${named.filter(([, d]) => d === target).map(([r]) => `the ${r}`).join(' and ')} ${named.filter(([, d]) => d === target).length > 1 ? 'are' : 'is'} ${target}` +
        ` (${original.split('\n')[0]}); create the ${role} as ${target} (torch.tensor(data, { dtype: '${target}' }); integral JS numbers make int64) or convert it (.to('${target}'))`);
}
//# sourceMappingURL=typed-reads.js.map