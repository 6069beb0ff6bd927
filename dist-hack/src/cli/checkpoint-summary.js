import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { configId } from '../config/canonical.js';
import { isPlainObject } from '../config/merge.js';
import { elementBytes } from '../torch/dtype.js';
import { load } from '../torch/serialize/pickle.js';
import { readHeader } from '../torch/serialize/safetensors.js';
import { Tensor } from '../torch/tensor.js';
/**
 * Summarises a checkpoint without building a model: a torch.save archive (a runner
 * checkpoint or any state dict, from here or from Python) or a safetensors file.
 *
 * @throws Error naming the file and what is wrong with it
 */
export function summarizeCheckpoint(file) {
    const fileBytes = statSync(file).size;
    if (isSafetensors(file))
        return summarizeSafetensors(file, fileBytes);
    const tree = load(file);
    const tensors = [];
    try {
        walk(tree, '', tensors);
    }
    finally {
        disposeAll(tree);
    }
    const summary = {
        file,
        fileBytes,
        format: 'torch.save',
        kind: 'state-dict',
        state: {},
        sections: sectionsOf(tree, tensors),
        tensors,
        totalBytes: tensors.reduce((sum, t) => sum + t.bytes, 0),
    };
    if (!isPlainObject(tree))
        return summary;
    const state = tree.state;
    if (isPlainObject(tree.runner) || isPlainObject(state))
        summary.kind = 'runner';
    if (isPlainObject(state)) {
        for (const [key, value] of Object.entries(state)) {
            // The runner writes `global_step` (PyTorch's spelling); `globalStep` is accepted too.
            if ((key === 'global_step' || key === 'globalStep') && typeof value === 'number')
                summary.step = value;
            else if (key === 'epoch' && typeof value === 'number')
                summary.epoch = value;
            else if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
                summary.state[key] = value;
        }
    }
    if (isPlainObject(tree.runner)) {
        try {
            summary.configId = configId(tree.runner);
        }
        catch (err) {
            summary.configIdProblem = `the config snapshot does not validate here: ${err.message.split('\n').slice(0, 3).join(' ')}`;
        }
    }
    return summary;
}
/** A safetensors file starts with an 8-byte header length, then the JSON header's `{`. */
function isSafetensors(file) {
    const head = Buffer.alloc(9);
    let fd;
    try {
        fd = openSync(file, 'r');
        if (readSync(fd, head, 0, 9, 0) < 9)
            return false;
    }
    catch {
        return false;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
    return head[8] === 0x7b && !(head[0] === 0x50 && head[1] === 0x4b);
}
function summarizeSafetensors(file, fileBytes) {
    const header = readHeader(file);
    const tensors = Object.entries(header.tensors).map(([path, info]) => ({
        path,
        dtype: info.dtype,
        shape: info.shape,
        bytes: info.end - info.begin,
    }));
    return {
        file,
        fileBytes,
        format: 'safetensors',
        kind: 'state-dict',
        state: {},
        sections: [{ name: '(top level)', tensors: tensors.length, bytes: tensors.reduce((s, t) => s + t.bytes, 0) }],
        tensors,
        totalBytes: tensors.reduce((s, t) => s + t.bytes, 0),
        metadata: header.metadata,
    };
}
function join(path, key) {
    return path === '' ? key : `${path}.${key}`;
}
function walk(node, path, into) {
    if (node instanceof Tensor) {
        const shape = node.shape;
        const numel = shape.reduce((a, b) => a * b, 1);
        into.push({ path: path === '' ? '(tensor)' : path, dtype: node.dtype, shape, bytes: numel * elementBytes(node.dtype) });
    }
    else if (Array.isArray(node))
        node.forEach((child, i) => walk(child, join(path, String(i)), into));
    else if (isPlainObject(node))
        for (const [key, child] of Object.entries(node))
            walk(child, join(path, key), into);
}
function disposeAll(node) {
    if (node instanceof Tensor)
        node.dispose();
    else if (Array.isArray(node))
        node.forEach(disposeAll);
    else if (isPlainObject(node))
        Object.values(node).forEach(disposeAll);
}
function sectionsOf(tree, tensors) {
    if (!isPlainObject(tree))
        return [{ name: '(top level)', tensors: tensors.length, bytes: tensors.reduce((s, t) => s + t.bytes, 0) }];
    // A bare state dict has tensors at the top: one section for all of them.
    if (Object.values(tree).some((v) => v instanceof Tensor)) {
        return [{ name: '(top level)', tensors: tensors.length, bytes: tensors.reduce((s, t) => s + t.bytes, 0) }];
    }
    return Object.keys(tree).map((name) => {
        const own = tensors.filter((t) => t.path === name || t.path.startsWith(`${name}.`));
        return { name, tensors: own.length, bytes: own.reduce((s, t) => s + t.bytes, 0) };
    });
}
//# sourceMappingURL=checkpoint-summary.js.map