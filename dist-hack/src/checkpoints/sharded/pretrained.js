import { disposeTree } from '../tree.js';
import { resolveSave } from './load.js';
import { ShardedReader } from './read.js';
const MODEL = 'model.';
/**
 * The model part of a sharded checkpoint as one state dict, whatever world size and topology
 * wrote it: each tensor is assembled whole from its stored chunks (one at a time), so it
 * loads into the model as this run lays it out, like the weights of a consolidated file. The
 * optimizer state and the rest are not read. The tensors are the caller's.
 *
 * @param path - a save directory, a pointer file (`latest`, `best`, `ckpt-…`) or a checkpoints directory
 * @throws Error naming the checkpoint when it cannot be read or holds no model weights
 */
export async function readShardedModel(path) {
    let save;
    let reader;
    try {
        save = await resolveSave(path);
        reader = await ShardedReader.open(save);
    }
    catch (err) {
        throw new Error(`Cannot read pretrained weights from '${path}': ${err.message}`, { cause: err });
    }
    const state = {};
    try {
        const names = Object.keys(reader.manifest.tensors).filter((n) => n.startsWith(MODEL));
        if (names.length === 0) {
            throw new Error(`Cannot read pretrained weights from '${path}': the sharded checkpoint ${save} holds no model weights (saved without the model component?)`);
        }
        for (const fqn of names)
            state[fqn.slice(MODEL.length)] = await reader.readWhole(fqn);
        return state;
    }
    catch (err) {
        disposeTree(state);
        throw err;
    }
    finally {
        await reader.close();
    }
}
//# sourceMappingURL=pretrained.js.map