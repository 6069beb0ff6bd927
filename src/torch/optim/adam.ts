import { ADAM_RULES, adamUpdate, stepToTensor } from './adam-core.js';
import { checkOptions, type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';

/** Adam options (PyTorch 1.13 names in camelCase, same defaults). */
export interface AdamOptions extends BaseOptions {
  betas: [number, number];
  eps: number;
  /** L2 penalty added to the gradient. */
  weightDecay: number;
  amsgrad: boolean;
  maximize: boolean;
  /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
  foreach: boolean | null;
  capturable: boolean;
  differentiable: boolean;
  fused: boolean;
}

/**
 * Adam (optionally AMSGrad, L2 weight decay, maximize): the update of PyTorch 1.13's
 * `_multi_tensor_adam`. State per parameter: `step` (0-d float32 tensor), `exp_avg`,
 * `exp_avg_sq` and with AMSGrad `max_exp_avg_sq`.
 */
export class Adam extends Optimizer<AdamOptions> {
  constructor(params: ParamsInput<AdamOptions>, options: Partial<AdamOptions> = {}) {
    checkOptions('Adam', options, ADAM_RULES);
    super(params, {
      lr: options.lr ?? 1e-3,
      betas: options.betas ?? [0.9, 0.999],
      eps: options.eps ?? 1e-8,
      weightDecay: options.weightDecay ?? 0,
      amsgrad: options.amsgrad ?? false,
      maximize: options.maximize ?? false,
      foreach: options.foreach ?? null,
      capturable: options.capturable ?? false,
      differentiable: options.differentiable ?? false,
      fused: options.fused ?? false,
    });
  }

  protected override optionRules(): OptionRules {
    return ADAM_RULES;
  }

  protected override updatesByParameter(): boolean {
    return this.update === Adam.prototype.update;
  }

  protected update(): void {
    for (const group of this.paramGroups) {
      const params = this.paramsWithGrad(group);
      if (params.length) adamUpdate(group, params, params.map((p) => this.stateOf(p)), false);
    }
  }

  protected override afterLoad(): void {
    for (const s of this.state.values()) stepToTensor(s);
  }
}
