// Synthetic sequences for a tagging task: digits of random length, padded; the target at
// each position is the largest digit seen so far (the running maximum). Padding has target -1.
import { TensorDataset, torch } from '../../src/index.js';
/** The input id of padding (digits are 0-9). */
export const PAD = 10;
/** `count` sequences of 3 to `maxLength` digits drawn from torch's generator (seed it first). */
export function runningMaxDataset(count, maxLength) {
    const digits = torch.scope(() => Array.from(torch.randint(0, 10, [count, maxLength]).toArray(), Number));
    const lengths = torch.scope(() => Array.from(torch.randint(3, maxLength + 1, [count]).toArray(), Number));
    const input = new BigInt64Array(count * maxLength).fill(BigInt(PAD));
    const target = new BigInt64Array(count * maxLength).fill(-1n);
    for (let row = 0; row < count; row++) {
        let max = 0;
        for (let t = 0; t < lengths[row]; t++) {
            const d = digits[row * maxLength + t];
            max = Math.max(max, d);
            input[row * maxLength + t] = BigInt(d);
            target[row * maxLength + t] = BigInt(max);
        }
    }
    return new TensorDataset({
        input: torch.tensor(input).view(count, maxLength),
        target: torch.tensor(target).view(count, maxLength),
    });
}
//# sourceMappingURL=data.js.map