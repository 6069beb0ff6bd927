/** How one ds_config key is treated. */
export type KeyRule = 
/** Mapped onto this config by the expansion; the text says onto what. */
{
    kind: 'applied';
    onto: string;
}
/** Changes nothing here, whatever its value; the text says why. */
 | {
    kind: 'noEffect';
    why: string;
}
/** Changes nothing at the values `inert` accepts (DeepSpeed's default among them); refused otherwise. */
 | {
    kind: 'inertOr';
    inert: (value: unknown) => boolean;
    why: string;
    refuse: string;
}
/** Refused at any value. */
 | {
    kind: 'refused';
    why: string;
}
/** An object whose keys are classified one by one. */
 | {
    kind: 'block';
    keys: Record<string, KeyRule>;
    onto?: string;
};
/** `zero_optimization`. */
export declare const ZERO_KEYS: Record<string, KeyRule>;
/** `fp16`. */
export declare const FP16_KEYS: Record<string, KeyRule>;
/** `bf16` (and its old name `bfloat16`). */
export declare const BF16_KEYS: Record<string, KeyRule>;
/** `activation_checkpointing`. */
export declare const ACTIVATION_CHECKPOINTING_KEYS: Record<string, KeyRule>;
/** `optimizer.params` keys besides the mapped ones (lr, betas, eps, weight_decay, momentum). */
export declare const OPTIMIZER_PARAM_KEYS: Record<string, KeyRule>;
/** Top-level keys. */
export declare const TOP_LEVEL_KEYS: Record<string, KeyRule>;
/** Keys this config's `deepspeed` section holds itself (what the expansion writes). */
export declare const OWN_KEYS: readonly ["stage", "accumulation", "reduceBucketSize", "allgatherBucketSize", "overlapComm", "stage3PrefetchBucketSize", "stage3ParamPersistenceThreshold", "trainBatchSize", "rederive", "offload", "lossScale", "activationCheckpointing", "withoutEffect"];
