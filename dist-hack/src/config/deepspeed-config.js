// DeepSpeed's ds_config.json, read the way a DeepSpeed user writes it (inline under
// `deepspeed`, or from the file `deepspeed.config` names), mapped onto this config's own keys
// with DeepSpeed's meaning. Every key is classified (see deepspeed/reference.ts); all problems
// are reported at once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveBatch, launcherWorldSize } from './deepspeed/batch.js';
import { OWN_KEYS, OPTIMIZER_PARAM_KEYS, TOP_LEVEL_KEYS } from './deepspeed/reference.js';
import { ConfigError } from './errors.js';
import { isPlainObject } from './merge.js';
import { DEEPSPEED_SCHEDULERS, SCHEDULERS } from './sections/sched.js';
import { didYouMean } from './suggest.js';
const ZERO_ONTO = {
    stage: 'stage',
    reduce_bucket_size: 'reduceBucketSize',
    allgather_bucket_size: 'allgatherBucketSize',
    overlap_comm: 'overlapComm',
    stage3_prefetch_bucket_size: 'stage3PrefetchBucketSize',
    prefetch_bucket_size: 'stage3PrefetchBucketSize',
    stage3_param_persistence_threshold: 'stage3ParamPersistenceThreshold',
    param_persistence_threshold: 'stage3ParamPersistenceThreshold',
};
const OPTIMIZER_TYPES = { adam: 'adam', adamw: 'adamw', sgd: 'sgd', rmsprop: 'rmsprop', adagrad: 'adagrad' };
const NOT_BUILT_OPTIMIZERS = ['Lamb', 'OneBitAdam', 'ZeroOneAdam', 'OneBitLamb', 'Lion', 'MuAdam', 'MuAdamW', 'MuSGD', 'CPUAdam', 'FusedLamb'];
const FP16_ONTO = {
    loss_scale: 'lossScale',
    initial_scale_power: 'initialScalePower',
    loss_scale_window: 'lossScaleWindow',
    hysteresis: 'hysteresis',
    consecutive_hysteresis: 'consecutiveHysteresis',
    min_loss_scale: 'minLossScale',
};
/** What one expansion gathers: problems (each refused key) and notes (each key without effect). */
class Report {
    problems = [];
    notes = [];
    problem(key, message) {
        this.problems.push({ path: `deepspeed.${key}`, message });
    }
    note(key, why) {
        this.notes.push(`${key}: ${why}`);
    }
}
function show(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
/**
 * Classifies `value` under `rule` at `key`: notes a key without effect, reports a refused one.
 * @returns true when the key is applied (the caller maps it)
 */
function classify(report, key, rule, value, known) {
    if (rule === undefined) {
        // DeepSpeed ignores keys it does not know. One close to a key it knows is most likely a
        // typo that would silently drop a setting: refused. Anything else is ignored here too, and said so.
        const last = key.split('.').pop();
        const hint = didYouMean(last, known);
        if (hint)
            report.problem(key, `not a DeepSpeed config key; did you mean ${hint}? (DeepSpeed would ignore it silently; fix its name or remove it)`);
        else
            report.note(key, 'not a DeepSpeed config key; DeepSpeed ignores it, and so does this run');
        return false;
    }
    switch (rule.kind) {
        case 'applied':
            return true;
        case 'noEffect':
            report.note(key, rule.why);
            return false;
        case 'inertOr':
            if (rule.inert(value))
                report.note(key, rule.why);
            else
                report.problem(key, `got ${show(value)}; ${rule.refuse}`);
            return false;
        case 'refused':
            report.problem(key, `got ${show(value)}; ${rule.why}`);
            return false;
        case 'block':
            if (!isPlainObject(value)) {
                report.problem(key, `got ${show(value)}; expected an object`);
                return false;
            }
            return true;
    }
}
/** Classifies each key of a block; returns the applied ones with their values. */
function classifyBlock(report, key, keys, value) {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
        const rule = keys[k];
        if (rule?.kind === 'block') {
            if (classify(report, `${key}.${k}`, rule, v, Object.keys(keys)))
                out[k] = classifyBlock(report, `${key}.${k}`, rule.keys, v);
        }
        else if (classify(report, `${key}.${k}`, rule, v, Object.keys(keys))) {
            out[k] = v;
        }
    }
    return out;
}
/** Sets `path` in `config` to `value`; a different value set there already is a problem naming both. */
function setMapped(report, config, path, value, from) {
    let node = config;
    for (const k of path.slice(0, -1)) {
        if (!isPlainObject(node[k]))
            node[k] = {};
        node = node[k];
    }
    const last = path[path.length - 1];
    if (node[last] !== undefined && JSON.stringify(node[last]) !== JSON.stringify(value)) {
        report.problem(from, `maps to ${path.join('.')} = ${show(value)}, but ${path.join('.')} is already ${show(node[last])}; set one of them`);
        return;
    }
    node[last] = value;
}
function get(config, path) {
    let node = config;
    for (const k of path)
        node = isPlainObject(node) ? node[k] : undefined;
    return node;
}
/**
 * Merges the keys written inline (or on the command line) into the file's, key by key through
 * nested blocks. A key set in both with different values is a problem naming both, unless the
 * inline value sits under `deepspeed.override`, which replaces the file's value explicitly.
 */
function mergeInline(report, file, inline, at, fileName) {
    const out = { ...file };
    for (const [k, v] of Object.entries(inline)) {
        const key = at ? `${at}.${k}` : k;
        const f = out[k];
        if (isPlainObject(f) && isPlainObject(v))
            out[k] = mergeInline(report, f, v, key, fileName);
        else if (f !== undefined && JSON.stringify(f) !== JSON.stringify(v)) {
            report.problem(key, `set to ${show(v)} here and to ${show(f)} in ${fileName}; set it in one place, or write it under deepspeed.override (e.g. --deepspeed.override.${key} ${show(v)}) to replace the file's value`);
        }
        else
            out[k] = v;
    }
    return out;
}
function overrideInto(base, override) {
    const out = { ...base };
    for (const [k, v] of Object.entries(override))
        out[k] = isPlainObject(out[k]) && isPlainObject(v) ? overrideInto(out[k], v) : v;
    return out;
}
function readFile(report, ref, cwd) {
    if (typeof ref !== 'string') {
        report.problem('config', `got ${show(ref)}; expected the path of a ds_config.json file`);
        return undefined;
    }
    const path = resolve(cwd, ref);
    let text;
    try {
        text = readFileSync(path, 'utf8');
    }
    catch (err) {
        report.problem('config', `cannot read '${path}': ${err.message}`);
        return undefined;
    }
    let file;
    try {
        file = JSON.parse(text);
    }
    catch (err) {
        report.problem('config', `'${path}' is not valid JSON: ${err.message}`);
        return undefined;
    }
    if (!isPlainObject(file)) {
        report.problem('config', `'${path}' must hold a JSON object`);
        return undefined;
    }
    return { file, name: `'${ref}'` };
}
function mapOptimizer(report, config, input, block) {
    const type = String(block.type ?? '');
    for (const k of Object.keys(block))
        if (k !== 'type' && k !== 'params')
            report.problem(`optimizer.${k}`, `not a key of the optimizer block (it takes type and params)`);
    const params = block.params === undefined ? {} : block.params;
    if (!isPlainObject(params)) {
        report.problem('optimizer.params', `got ${show(params)}; expected an object`);
        return;
    }
    let name = OPTIMIZER_TYPES[type.toLowerCase()];
    if (!name) {
        const notBuilt = NOT_BUILT_OPTIMIZERS.find((n) => n.toLowerCase() === type.toLowerCase());
        report.problem('optimizer.type', notBuilt
            ? `got ${show(type)}; DeepSpeed's ${notBuilt} is not built; the optimizers here are Adam, AdamW, SGD, RMSprop and Adagrad (this config: optim.name)`
            : `got ${show(block.type)}; expected one of Adam, AdamW, SGD, RMSprop, Adagrad`);
        return;
    }
    // DeepSpeed's "Adam" is AdamW (decoupled weight decay) unless adam_w_mode is false.
    if (name === 'adam' && params.adam_w_mode !== false)
        name = 'adamw';
    setMapped(report, config, ['optim', 'name'], name, 'optimizer.type');
    const own = { lr: ['lr'], betas: ['betas'], eps: ['eps'], weight_decay: ['weightDecay'], momentum: ['momentum'] };
    const options = { nesterov: 'nesterov', dampening: 'dampening', amsgrad: 'amsgrad', lr_decay: 'lrDecay', initial_accumulator_value: 'initialAccumulatorValue', alpha: 'alpha', centered: 'centered' };
    for (const [k, v] of Object.entries(params)) {
        if (!classify(report, `optimizer.params.${k}`, OPTIMIZER_PARAM_KEYS[k], v, Object.keys(OPTIMIZER_PARAM_KEYS)))
            continue;
        if (v === 'auto' || k === 'adam_w_mode')
            continue; // 'auto': this config's optim value stands
        if (own[k])
            setMapped(report, config, ['optim', ...own[k]], v, `optimizer.params.${k}`);
        else if (options[k])
            setMapped(report, config, ['optim', 'options', options[k]], v, `optimizer.params.${k}`);
    }
    if (get(config, ['optim', 'lr']) === undefined && get(input, ['optim', 'lr']) === undefined) {
        if (name === 'adam' || name === 'adamw')
            setMapped(report, config, ['optim', 'lr'], 0.001, 'optimizer.params.lr');
        else
            report.problem('optimizer.params.lr', `${type} has no default lr in DeepSpeed; set optimizer.params.lr (or optim.lr)`);
    }
}
function mapScheduler(report, config, input, block) {
    for (const k of Object.keys(block))
        if (k !== 'type' && k !== 'params')
            report.problem(`scheduler.${k}`, `not a key of the scheduler block (it takes type and params)`);
    const type = block.type;
    if (!DEEPSPEED_SCHEDULERS.includes(type)) {
        report.problem('scheduler.type', `got ${show(type)}; DeepSpeed's schedules are ${DEEPSPEED_SCHEDULERS.join(', ')}; for a torch.optim.lr_scheduler class use this config's sched (${SCHEDULERS.filter((s) => !DEEPSPEED_SCHEDULERS.includes(s)).join(', ')})`);
        return;
    }
    const params = block.params === undefined ? {} : block.params;
    if (!isPlainObject(params)) {
        report.problem('scheduler.params', `got ${show(params)}; expected an object`);
        return;
    }
    const options = {};
    for (const [k, v] of Object.entries(params)) {
        if (v !== 'auto' || k === 'total_num_steps') {
            options[k] = v;
            continue;
        }
        // 'auto' as the Hugging Face integration resolves it, from this config.
        if (k === 'warmup_min_lr')
            options[k] = 0;
        else if (k === 'warmup_max_lr') {
            const lr = get(config, ['optim', 'lr']) ?? get(input, ['optim', 'lr']);
            if (typeof lr === 'number')
                options[k] = lr;
            else
                report.problem(`scheduler.params.${k}`, "is 'auto' (the optimizer's lr), but no lr is set; set optimizer.params.lr or optim.lr");
        }
        else if (k === 'warmup_num_steps')
            options[k] = get(input, ['sched', 'warmup']) ?? 0;
        else
            report.problem(`scheduler.params.${k}`, "has no 'auto' value; write the number");
    }
    const sched = isPlainObject(input.sched) ? input.sched : undefined;
    if (sched?.name !== undefined && sched.name !== type) {
        report.problem('scheduler.type', `maps to sched.name = ${show(type)}, but sched.name is already ${show(sched.name)}; set one of them`);
        return;
    }
    const merged = { ...(sched ?? {}), name: type, options: { ...(sched?.options ?? {}), ...options } };
    delete merged.warmup;
    config.sched = merged;
}
function mapPrecision(report, ds) {
    const out = {};
    const fp16 = isPlainObject(ds.fp16) ? ds.fp16 : undefined;
    const bf16Block = isPlainObject(ds.bf16) ? ds.bf16 : isPlainObject(ds.bfloat16) ? ds.bfloat16 : undefined;
    const fp16On = fp16?.enabled === true;
    const bf16On = bf16Block?.enabled === true;
    for (const [block, on] of [
        ['fp16', fp16],
        ['bf16', bf16Block],
    ]) {
        const e = on?.enabled;
        if (on && e !== undefined && e !== true && e !== false && e !== 'auto')
            report.problem(`${block}.enabled`, `got ${show(e)}; expected true, false or 'auto'`);
    }
    if (fp16On && bf16On)
        report.problem('bf16.enabled', 'fp16 and bf16 are both enabled; DeepSpeed refuses this too; enable one');
    if (fp16On)
        out.precision = 'fp16';
    else if (bf16On)
        out.precision = 'bf16';
    if (fp16) {
        // DeepSpeed's ZeRO optimizers: with none of the dynamic-scaling keys, DynamicLossScaler's own
        // defaults (2^32, window 1000, min 1, no hysteresis); with any, the config defaults for the rest.
        const dynamicKeys = ['initial_scale_power', 'loss_scale_window', 'min_loss_scale', 'hysteresis', 'consecutive_hysteresis'];
        const anyDynamic = dynamicKeys.some((k) => fp16[k] !== undefined);
        const ls = anyDynamic
            ? { lossScale: 0, initialScalePower: 16, lossScaleWindow: 1000, hysteresis: 2, consecutiveHysteresis: false, minLossScale: 1 }
            : { lossScale: 0, initialScalePower: 32, lossScaleWindow: 1000, hysteresis: 1, consecutiveHysteresis: false, minLossScale: 1 };
        for (const [k, onto] of Object.entries(FP16_ONTO)) {
            const v = fp16[k];
            if (v === undefined || v === 'auto')
                continue;
            const ok = k === 'consecutive_hysteresis' ? typeof v === 'boolean' : typeof v === 'number' && Number.isFinite(v) && v >= 0 && (k === 'loss_scale' || k === 'min_loss_scale' || Number.isInteger(v));
            if (!ok)
                report.problem(`fp16.${k}`, `got ${show(v)}; expected ${k === 'consecutive_hysteresis' ? 'true or false' : k === 'loss_scale' || k === 'min_loss_scale' ? 'a number >= 0' : 'a whole number >= 0'}`);
            else
                ls[onto] = v;
        }
        if (ls.lossScaleWindow < 1)
            report.problem('fp16.loss_scale_window', `got ${show(ls.lossScaleWindow)}; expected a whole number >= 1`);
        if (ls.hysteresis < 1)
            report.problem('fp16.hysteresis', `got ${show(ls.hysteresis)}; expected a whole number >= 1`);
        out.lossScale = ls;
    }
    return out;
}
function offloadOf(report, zero) {
    let cpu = false;
    for (const k of ['offload_param', 'offload_optimizer']) {
        const block = zero[k];
        if (block === undefined || block === null)
            continue;
        if (!isPlainObject(block))
            continue;
        const device = block.device ?? 'none';
        if (device === 'none')
            report.note(`zero_optimization.${k}.device`, "'none': nothing is offloaded");
        else if (device === 'cpu') {
            cpu = true;
            report.note(`zero_optimization.${k}.device`, "'cpu' on a CPU run: the tensors live in host memory already (a GPU run refuses it)");
        }
        else if (device === 'nvme')
            report.problem(`zero_optimization.${k}.device`, "got \"nvme\"; NVMe offload is not built; use 'cpu' on a CPU run or 'none'");
        else if (device !== 'none')
            report.problem(`zero_optimization.${k}.device`, `got ${show(device)}; expected 'none', 'cpu' or 'nvme'`);
    }
    for (const k of ['cpu_offload', 'cpu_offload_param']) {
        if (zero[k] === true) {
            cpu = true;
            report.note(`zero_optimization.${k}`, 'true on a CPU run: the tensors live in host memory already (a GPU run refuses it)');
        }
        else if (zero[k] === false || zero[k] === null)
            report.note(`zero_optimization.${k}`, 'false: nothing is offloaded');
        else if (zero[k] !== undefined)
            report.problem(`zero_optimization.${k}`, `got ${show(zero[k])}; expected true or false`);
    }
    return cpu ? 'cpu' : undefined;
}
/**
 * Expands DeepSpeed's ds_config keys in `config.deepspeed` (inline, or read from the JSON file
 * `deepspeed.config` names, relative to `cwd`) onto this config, with DeepSpeed's meaning:
 * `zero_optimization.*` onto `deepspeed.*`, the batch keys onto `dataloader.batchSize` and
 * `accumSteps` by DeepSpeed's arithmetic over `worldSize` (kept as `deepspeed.trainBatchSize`),
 * `gradient_clipping` onto `maxGradNorm`, `bf16`/`fp16` onto `precision` (and the loss-scale
 * keys onto `deepspeed.lossScale`), `optimizer` onto `optim`, `scheduler` onto `sched`
 * (DeepSpeed's own schedules), `steps_per_print` onto `logInterval`, and so on; keys that change
 * nothing here are listed in `deepspeed.withoutEffect`. Inline keys merge into the file's key by
 * key; `deepspeed.override` replaces the file's values explicitly. `"auto"` leaves this config's
 * own value in place, as the Hugging Face integration fills it from its arguments.
 *
 * @returns a new config object (the input is not modified); the input itself when there is no `deepspeed` section
 * @throws ConfigError naming every refused key, every contradiction, and the batch arithmetic's problem, at once
 */
export function expandDeepSpeedConfig(input, cwd = process.cwd(), worldSize = launcherWorldSize()) {
    if (!isPlainObject(input) || !isPlainObject(input.deepspeed))
        return input;
    const report = new Report();
    const config = structuredClone(input);
    const section = config.deepspeed;
    const own = {};
    const inline = {};
    for (const [k, v] of Object.entries(section)) {
        if (OWN_KEYS.includes(k))
            own[k] = v;
        else if (k !== 'config' && k !== 'override')
            inline[k] = v;
    }
    let ds = inline;
    const fromFile = section.config !== undefined;
    if (fromFile) {
        const read = readFile(report, section.config, cwd);
        if (read)
            ds = mergeInline(report, read.file, inline, '', read.name);
    }
    if (section.override !== undefined) {
        if (isPlainObject(section.override))
            ds = overrideInto(ds, section.override);
        else
            report.problem('override', `got ${show(section.override)}; expected ds_config keys, e.g. { zero_optimization: { stage: 3 } }`);
    }
    const notes = Array.isArray(own.withoutEffect) ? own.withoutEffect.filter((n) => typeof n === 'string') : [];
    for (const [key, value] of Object.entries(ds)) {
        const rule = TOP_LEVEL_KEYS[key];
        if (!classify(report, key, rule, value, [...Object.keys(TOP_LEVEL_KEYS), 'config', 'override', ...OWN_KEYS]))
            continue;
        if (key === 'activation_checkpointing') {
            // DeepSpeed's block configures deepspeed.checkpointing.checkpoint(), which a model calls
            // on its blocks; here the runner wraps the blocks itself.
            classifyBlock(report, key, rule.keys, value);
            if (own.activationCheckpointing === undefined)
                own.activationCheckpointing = true;
            continue;
        }
        if (rule?.kind === 'block' && key !== 'zero_optimization' && key !== 'fp16' && key !== 'bf16' && key !== 'bfloat16') {
            classifyBlock(report, key, rule.keys, value);
            continue;
        }
        switch (key) {
            case 'zero_optimization': {
                const applied = classifyBlock(report, key, rule.keys, value);
                for (const [k, v] of Object.entries(applied)) {
                    const ours = ZERO_ONTO[k];
                    if (!ours || v === 'auto')
                        continue; // 'auto': this engine's default (the HF integration sizes it from the model)
                    if (v === 0 && (ours === 'reduceBucketSize' || ours === 'allgatherBucketSize')) {
                        // DeepSpeed takes 0 (ge=0): every tensor its own bucket, as a bucket of 1 element gives here.
                        own[ours] = 1;
                        continue;
                    }
                    if (own[ours] !== undefined && own[ours] !== v)
                        report.problem(`zero_optimization.${k}`, `is ${show(v)}, but deepspeed.${ours} is ${show(own[ours])}; set one of them (or put the new value under deepspeed.override)`);
                    else
                        own[ours] = v;
                }
                const offload = offloadOf(report, value);
                if (offload)
                    own.offload = offload;
                break;
            }
            case 'fp16':
            case 'bf16':
            case 'bfloat16':
                classifyBlock(report, key, rule.keys, value);
                break;
            case 'gradient_clipping':
                if (value === 'auto')
                    break;
                if (typeof value !== 'number' || !(value >= 0))
                    report.problem(key, `got ${show(value)}; expected a number >= 0 (0: no clipping)`);
                else if (value > 0)
                    setMapped(report, config, ['maxGradNorm'], value, key);
                break;
            case 'optimizer':
                if (isPlainObject(value))
                    mapOptimizer(report, config, input, value);
                else
                    report.problem(key, `got ${show(value)}; expected { "type": "AdamW", "params": { ... } }`);
                break;
            case 'scheduler':
                break; // after the optimizer, whose lr resolves warmup_max_lr 'auto'
            case 'steps_per_print':
                if (value !== null && value !== 'auto')
                    setMapped(report, config, ['logInterval'], value, key);
                break;
            case 'dataloader_drop_last':
                if (value !== 'auto')
                    setMapped(report, config, ['dataloader', 'dropLast'], value, key);
                break;
            case 'tensorboard':
                if (isPlainObject(value)) {
                    for (const k of Object.keys(value)) {
                        if (k === 'output_path' || k === 'job_name')
                            report.note(`tensorboard.${k}`, 'event files go to the workspace, under tensorboard/{timestamp}');
                        else if (k !== 'enabled')
                            report.problem(`tensorboard.${k}`, 'not a key of the tensorboard block (enabled, output_path, job_name)');
                    }
                    if (value.enabled === true)
                        setMapped(report, config, ['logging', 'tensorboard'], true, 'tensorboard.enabled');
                }
                else
                    report.problem(key, `got ${show(value)}; expected { "enabled": true }`);
                break;
            // the batch keys are resolved together below
        }
    }
    if (ds.scheduler !== undefined) {
        if (isPlainObject(ds.scheduler))
            mapScheduler(report, config, input, ds.scheduler);
        else
            report.problem('scheduler', `got ${show(ds.scheduler)}; expected { "type": "WarmupLR", "params": { ... } }`);
    }
    const fp = mapPrecision(report, ds);
    if (fp.precision)
        setMapped(report, config, ['precision'], fp.precision, fp.precision === 'fp16' ? 'fp16.enabled' : 'bf16.enabled');
    if (fp.lossScale)
        own.lossScale = fp.lossScale;
    resolveBatchKeys(report, config, input, ds, own, fromFile, worldSize);
    for (const n of report.notes)
        if (!notes.includes(n))
            notes.push(n);
    if (notes.length > 0)
        own.withoutEffect = notes;
    config.deepspeed = own;
    if (report.problems.length > 0)
        throw new ConfigError(report.problems, 'Invalid deepspeed config');
    return config;
}
function batchNumber(report, key, v) {
    if (v === undefined || v === null || v === 'auto')
        return undefined;
    if (!Number.isInteger(v) || v < 1) {
        report.problem(key, `got ${show(v)}; expected a whole number >= 1`);
        return undefined;
    }
    return v;
}
/** DeepSpeed's batch arithmetic over the ds keys, the own keys of an earlier expansion and this config's batch keys. */
function resolveBatchKeys(report, config, input, ds, own, fromFile, worldSize) {
    const dsTrain = batchNumber(report, 'train_batch_size', ds.train_batch_size);
    const dsMicro = batchNumber(report, 'train_micro_batch_size_per_gpu', ds.train_micro_batch_size_per_gpu);
    const dsAccum = batchNumber(report, 'gradient_accumulation_steps', ds.gradient_accumulation_steps);
    const hasDsKeys = ['train_batch_size', 'train_micro_batch_size_per_gpu', 'gradient_accumulation_steps'].some((k) => ds[k] !== undefined);
    const ownTrain = typeof own.trainBatchSize === 'number' ? own.trainBatchSize : undefined;
    const rederive = own.rederive === 'accumSteps' || own.rederive === 'batchSize' ? own.rederive : undefined;
    // A config expanded before (a checkpoint's, say) keeps its values unless one of them follows
    // from train_batch_size; the run checks the product against its real world size.
    if (!hasDsKeys && !fromFile && (ownTrain === undefined || rederive === undefined))
        return;
    if (dsTrain !== undefined && ownTrain !== undefined && dsTrain !== ownTrain) {
        report.problem('train_batch_size', `is ${dsTrain}, but deepspeed.trainBatchSize is ${ownTrain}; set one of them`);
        return;
    }
    const inputMicro = get(input, ['dataloader', 'batchSize']);
    const inputAccum = get(input, ['accumSteps']);
    for (const [dsValue, ours, dsKey, path] of [
        [dsMicro, inputMicro, 'train_micro_batch_size_per_gpu', 'dataloader.batchSize'],
        [dsAccum, inputAccum, 'gradient_accumulation_steps', 'accumSteps'],
    ]) {
        const derived = (rederive === 'batchSize' && path === 'dataloader.batchSize') || (rederive === 'accumSteps' && path === 'accumSteps');
        if (dsValue !== undefined && ours !== undefined && ours !== dsValue && !derived)
            report.problem(dsKey, `maps to ${path} = ${dsValue}, but ${path} is already ${show(ours)}; set one of them`);
    }
    const micro = dsMicro ?? (typeof inputMicro === 'number' ? inputMicro : undefined);
    const accum = dsAccum ?? (typeof inputAccum === 'number' ? inputAccum : undefined);
    const result = resolveBatch({ train: dsTrain ?? ownTrain, micro, accum, ...(rederive ? { rederive } : {}) }, worldSize);
    if ('problem' in result) {
        report.problem(dsTrain !== undefined || ownTrain === undefined ? 'train_batch_size' : 'trainBatchSize', result.problem);
        return;
    }
    if (!isPlainObject(config.dataloader))
        config.dataloader = {};
    config.dataloader.batchSize = result.micro;
    config.accumSteps = result.accum;
    own.trainBatchSize = result.train;
    if (result.rederive)
        own.rederive = result.rederive;
    else
        delete own.rederive;
}
//# sourceMappingURL=deepspeed-config.js.map