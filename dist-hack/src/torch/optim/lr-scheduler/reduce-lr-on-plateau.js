import { Tensor } from '../../tensor.js';
import { checkOptions } from '../options.js';
import { checkOptimizer, copy, perGroup } from './scheduler.js';
/**
 * Reduces the lr by `factor` when a metric has stopped improving for `patience` steps
 * (PyTorch's `ReduceLROnPlateau`). Call `step(metric)` after each evaluation.
 */
export class ReduceLROnPlateau {
    optimizer;
    factor;
    minLrs;
    patience;
    verbose = false;
    cooldown;
    cooldownCounter = 0;
    mode;
    threshold;
    thresholdMode;
    best;
    numBadEpochs = 0;
    modeWorse;
    eps;
    lastEpoch = 0;
    lastLr;
    constructor(optimizer, options = {}) {
        this.optimizer = optimizer;
        checkOptimizer(optimizer, 'ReduceLROnPlateau');
        checkOptions('ReduceLROnPlateau', options, {
            mode: { type: 'choice', values: ['min', 'max'] },
            factor: { type: 'number', min: 0, max: 1, exclusive: 'max' },
            patience: { type: 'number', integer: true, min: 0 },
            threshold: { type: 'number', min: 0 },
            thresholdMode: { type: 'choice', values: ['rel', 'abs'] },
            cooldown: { type: 'number', integer: true, min: 0 },
            minLr: { type: 'number', min: 0, perGroup: true },
            eps: { type: 'number', min: 0 },
        });
        this.factor = options.factor ?? 0.1;
        this.minLrs = perGroup(options.minLr ?? 0, optimizer, 'minLr', 'ReduceLROnPlateau');
        this.patience = options.patience ?? 10;
        this.cooldown = options.cooldown ?? 0;
        this.mode = options.mode ?? 'min';
        this.threshold = options.threshold ?? 1e-4;
        this.thresholdMode = options.thresholdMode ?? 'rel';
        this.eps = options.eps ?? 1e-8;
        this.modeWorse = this.initIsBetter();
        this.best = this.modeWorse;
    }
    initIsBetter() {
        if (this.mode !== 'min' && this.mode !== 'max')
            throw new RangeError(`ReduceLROnPlateau: mode must be 'min' or 'max' but received ${JSON.stringify(this.mode)}`);
        if (this.thresholdMode !== 'rel' && this.thresholdMode !== 'abs') {
            throw new RangeError(`ReduceLROnPlateau: thresholdMode must be 'rel' or 'abs' but received ${JSON.stringify(this.thresholdMode)}`);
        }
        return this.mode === 'min' ? Infinity : -Infinity;
    }
    isBetter(a, best) {
        if (this.mode === 'min' && this.thresholdMode === 'rel')
            return a < best * (1 - this.threshold);
        if (this.mode === 'min')
            return a < best - this.threshold;
        if (this.thresholdMode === 'rel')
            return a > best * (this.threshold + 1);
        return a > best + this.threshold;
    }
    /** True while waiting out the cooldown after a reduction. */
    get inCooldown() {
        return this.cooldownCounter > 0;
    }
    /** Records `metric` (a number or a one-element tensor) and reduces the lr if it has plateaued. */
    step(metric) {
        const current = metric instanceof Tensor ? metric.item() : metric;
        if (typeof current !== 'number')
            throw new TypeError(`ReduceLROnPlateau.step: expected the metric as a number or a one-element Tensor but received ${typeof metric}`);
        this.lastEpoch += 1;
        if (this.isBetter(current, this.best)) {
            this.best = current;
            this.numBadEpochs = 0;
        }
        else {
            this.numBadEpochs += 1;
        }
        if (this.inCooldown) {
            this.cooldownCounter -= 1;
            this.numBadEpochs = 0;
        }
        if (this.numBadEpochs > this.patience) {
            this.optimizer.paramGroups.forEach((g, i) => {
                const oldLr = g.lr;
                const newLr = Math.max(oldLr * this.factor, this.minLrs[i]);
                if (oldLr - newLr > this.eps)
                    g.lr = newLr;
            });
            this.cooldownCounter = this.cooldown;
            this.numBadEpochs = 0;
        }
        this.lastLr = this.optimizer.paramGroups.map((g) => g.lr);
    }
    getLastLr() {
        return this.lastLr ? [...this.lastLr] : this.optimizer.paramGroups.map((g) => g.lr);
    }
    /** PyTorch's keys; `best`/`mode_worse` may be ±Infinity (pickled as float inf). */
    stateDict() {
        const out = {
            factor: this.factor,
            min_lrs: [...this.minLrs],
            patience: this.patience,
            verbose: this.verbose,
            cooldown: this.cooldown,
            cooldown_counter: this.cooldownCounter,
            mode: this.mode,
            threshold: this.threshold,
            threshold_mode: this.thresholdMode,
            best: this.best,
            num_bad_epochs: this.numBadEpochs,
            mode_worse: this.modeWorse,
            eps: this.eps,
            last_epoch: this.lastEpoch,
        };
        if (this.lastLr)
            out._last_lr = [...this.lastLr];
        return out;
    }
    loadStateDict(state) {
        const map = {
            factor: 'factor',
            min_lrs: 'minLrs',
            patience: 'patience',
            verbose: 'verbose',
            cooldown: 'cooldown',
            cooldown_counter: 'cooldownCounter',
            mode: 'mode',
            threshold: 'threshold',
            threshold_mode: 'thresholdMode',
            best: 'best',
            num_bad_epochs: 'numBadEpochs',
            mode_worse: 'modeWorse',
            eps: 'eps',
            last_epoch: 'lastEpoch',
            _last_lr: 'lastLr',
        };
        for (const [k, prop] of Object.entries(map))
            if (k in state)
                this[prop] = copy(state[k]);
        this.modeWorse = this.initIsBetter();
    }
}
//# sourceMappingURL=reduce-lr-on-plateau.js.map