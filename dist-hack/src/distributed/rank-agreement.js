import { createHash } from 'node:crypto';
import { tensor, zeros } from '../torch/creation.js';
const SHOWN = 8;
/** The name, dtype and shape of every parameter and buffer of `model`, as facts for {@link checkRanksAgree}. */
export function modelFacts(model) {
    const facts = {};
    for (const [name, p] of model.namedParameters())
        facts[`parameter ${name}`] = `${p.dtype}[${p.shape.join(', ')}]`;
    for (const [name, b] of model.namedBuffers())
        facts[`buffer ${name}`] = `${b.dtype}[${b.shape.join(', ')}]`;
    return facts;
}
function encode(facts) {
    const sorted = Object.keys(facts)
        .sort()
        .map((k) => [k, facts[k]]);
    return new TextEncoder().encode(JSON.stringify(sorted));
}
async function allGatherBytes(group, bytes, length) {
    const padded = new Uint8Array(length);
    padded.set(bytes);
    const input = tensor(padded, { dtype: 'uint8' });
    const outputs = Array.from({ length: group.size }, () => zeros([length], { dtype: 'uint8' }));
    try {
        await group.allGather(outputs, input, { async: true }).wait();
        return outputs.map((t) => new Uint8Array(t.toArray()));
    }
    finally {
        input.dispose();
        for (const t of outputs)
            t.dispose();
    }
}
function describeDifferences(rank, mine, zero) {
    const lines = [];
    for (const key of new Set([...zero.keys(), ...mine.keys()])) {
        const a = zero.get(key);
        const b = mine.get(key);
        if (a === b)
            continue;
        lines.push(`${key}: ${a ?? '(absent)'} on rank 0, ${b ?? '(absent)'} on rank ${rank}`);
    }
    if (lines.length === 0)
        return null;
    const more = lines.length > SHOWN ? `\n    … and ${lines.length - SHOWN} more` : '';
    return `  rank ${rank} differs from rank 0 in ${lines.length} key${lines.length > 1 ? 's' : ''}:\n    ${lines.slice(0, SHOWN).join('\n    ')}${more}`;
}
/**
 * Rank 0's `text` on every rank of `group`: for what each rank computes on its own but all must
 * share, such as the attempt timestamp that names every rank's files (ranks started either side
 * of a second boundary would otherwise name them apart).
 */
export async function textOfRank0(group, text) {
    if (group.size === 1)
        return text;
    const bytes = new TextEncoder().encode(text);
    const length = tensor(new Int32Array([bytes.length]), { dtype: 'int32' });
    try {
        await group.broadcast(length, 0, { async: true }).wait();
        const n = length.toArray()[0];
        const padded = new Uint8Array(n);
        if (group.rank === 0)
            padded.set(bytes);
        const payload = tensor(padded, { dtype: 'uint8' });
        try {
            await group.broadcast(payload, 0, { async: true }).wait();
            return new TextDecoder().decode(payload.toArray());
        }
        finally {
            payload.dispose();
        }
    }
    finally {
        length.dispose();
    }
}
/**
 * Checks that every rank of `group` holds the same facts (a hash is compared first; the
 * facts themselves cross only when the hashes differ). Every rank throws the same message,
 * so no rank goes on to collectives that the others never join.
 *
 * @throws Error naming each rank that differs from rank 0 and the keys with both values
 */
export async function checkRanksAgree(group, facts, what) {
    if (group.size === 1)
        return;
    const bytes = encode(facts);
    const hashes = await allGatherBytes(group, createHash('sha256').update(bytes).digest(), 32);
    const first = Buffer.from(hashes[0]).toString('hex');
    if (hashes.every((h) => Buffer.from(h).toString('hex') === first))
        return;
    const lengths = await allGatherBytes(group, new TextEncoder().encode(String(bytes.length).padStart(12, '0')), 12);
    const longest = Math.max(...lengths.map((l) => Number(new TextDecoder().decode(l))));
    const all = await allGatherBytes(group, bytes, longest);
    const decoded = all.map((b, r) => {
        const n = Number(new TextDecoder().decode(lengths[r]));
        return new Map(JSON.parse(new TextDecoder().decode(b.subarray(0, n))));
    });
    const parts = decoded.slice(1).flatMap((m, i) => describeDifferences(i + 1, m, decoded[0]) ?? []);
    throw new Error(`The ranks disagree on ${what} at setup (on rank ${group.rank}):\n${parts.join('\n')}\n` +
        'Start every rank with the same config and model: a data-parallel run needs identical parameters and settings on each.');
}
//# sourceMappingURL=rank-agreement.js.map