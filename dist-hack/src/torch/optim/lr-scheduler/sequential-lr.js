import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler, checkOptimizer } from './scheduler.js';
/**
 * Runs `schedulers` one after another, switching at each of `milestones` (PyTorch's
 * `SequentialLR`, including its reset of the lr at construction and the restart of each next
 * scheduler at step 0).
 */
export class SequentialLR {
    optimizer;
    schedulers;
    milestones;
    lastEpoch;
    lastLr;
    constructor(optimizer, options) {
        this.optimizer = optimizer;
        checkOptimizer(optimizer, 'SequentialLR');
        checkOptions('SequentialLR', options, { schedulers: { type: 'instance', of: 'a learning-rate scheduler (LRScheduler)', test: (s) => s instanceof LRScheduler, list: true, required: true }, milestones: { type: 'integers', min: 0, required: true }, lastEpoch: LAST_EPOCH });
        const { schedulers, milestones } = options;
        schedulers.forEach((s, i) => {
            if (!(s instanceof LRScheduler))
                throw new TypeError(`SequentialLR: schedulers[${i}] is not a learning-rate scheduler`);
            if (s.optimizer !== optimizer)
                throw new Error(`SequentialLR: schedulers[${i}] belongs to a different optimizer than the one passed in`);
        });
        if (milestones.length !== schedulers.length - 1) {
            throw new RangeError(`SequentialLR: expects one more scheduler than milestones, but got ${schedulers.length} schedulers and ${milestones.length} milestones`);
        }
        this.schedulers = [...schedulers];
        this.milestones = [...milestones];
        this.lastEpoch = (options.lastEpoch ?? -1) + 1;
        for (const g of optimizer.paramGroups)
            g.lr = g.initialLr;
        for (const s of this.schedulers)
            s.lastEpoch -= 1;
        this.schedulers[0].initialStep();
        this.lastLr = this.schedulers[0].getLastLr();
    }
    step() {
        this.lastEpoch += 1;
        let idx = 0;
        while (idx < this.milestones.length && this.milestones[idx] <= this.lastEpoch)
            idx++;
        const s = this.schedulers[idx];
        if (idx > 0 && this.milestones[idx - 1] === this.lastEpoch)
            s.step(0);
        else
            s.step();
        this.lastLr = s.getLastLr();
    }
    getLastLr() {
        return [...this.lastLr];
    }
    stateDict() {
        return {
            _milestones: [...this.milestones],
            last_epoch: this.lastEpoch,
            _last_lr: [...this.lastLr],
            _schedulers: this.schedulers.map((s) => s.stateDict()),
        };
    }
    loadStateDict(state) {
        if ('_milestones' in state)
            this.milestones = [...state._milestones];
        if ('last_epoch' in state)
            this.lastEpoch = state.last_epoch;
        if ('_last_lr' in state)
            this.lastLr = [...state._last_lr];
        const subs = state._schedulers;
        if (subs) {
            if (subs.length !== this.schedulers.length) {
                throw new Error(`SequentialLR.loadStateDict: the state holds ${subs.length} schedulers but this one has ${this.schedulers.length}`);
            }
            subs.forEach((s, i) => this.schedulers[i].loadStateDict(s));
        }
    }
}
//# sourceMappingURL=sequential-lr.js.map