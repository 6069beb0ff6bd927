// Generating names from a trained model: start from the boundary token, sample the next
// character from the softmax of the last position's logits, stop at the boundary token.
// Under tensor parallelism the ranks of one tensor group sample together (each runs its part
// of the model) and take group rank 0's draw.
import { torch } from '../../src/index.js';
/**
 * `count` names sampled at `temperature` (1: the model's distribution; lower: safer). With
 * `tensorGroup` (a model split by `parallelize`), every rank of the group calls this together
 * and each character is group rank 0's draw.
 */
export function sampleNames(model, vocab, count, temperature = 1, tensorGroup) {
    const wasTraining = model.training;
    model.eval();
    try {
        return torch.noGrad(() => Array.from({ length: count }, () => torch.scope(() => {
            const ids = [0];
            while (ids.length < model.config.blockSize) {
                const logits = model.call(torch.tensor([ids]));
                const last = logits.select(1, ids.length - 1).squeeze(0).div(temperature);
                const draw = last.softmax(-1).multinomial(1);
                tensorGroup?.broadcast(draw, 0);
                const next = Number(draw.item());
                if (next === 0)
                    break;
                ids.push(next);
            }
            return vocab.decode(ids.slice(1));
        })));
    }
    finally {
        model.train(wasTraining);
    }
}
//# sourceMappingURL=sample.js.map