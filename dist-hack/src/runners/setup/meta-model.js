/**
 * Gives a model with parameters or buffers on the meta device uninitialised storage on
 * `device` (`toEmpty`), before the strategy and the optimizer see it.
 *
 * @returns whether the model had meta tensors (its values are then garbage until loaded)
 */
export function materializeMetaModel(model, device) {
    const meta = [...model.parameters(), ...model.buffers()].some((t) => t.device === 'meta');
    if (meta)
        model.toEmpty({ device });
    return meta;
}
/** The error of a meta-built model that setup found nothing to load into. */
export function metaModelNotLoaded(runner) {
    return new Error(`${runner}: the model was built on the meta device (no values), and setup loaded no weights into it: ` +
        `set config.pretrained (weights), resume or autoResume with an existing checkpoint, or build the model on a real device`);
}
//# sourceMappingURL=meta-model.js.map