/**
 * Checks that every pipeline stage trains some parameter: a stage without any (a cut that
 * gave it only activations, say) would have nothing to step. Every stage learns which stages
 * are empty (one reduction over the pipeline group), so they all fail with the same message.
 *
 * @throws Error naming the empty stages and where the model was cut
 */
export async function checkStagesHaveParameters(local, topology, splitPoints, model) {
    const stages = topology.sizes.pipeline;
    if (stages <= 1)
        return;
    const flags = new Array(stages).fill(0);
    flags[topology.coordinates.pipeline] = local.parameters().some((p) => p.requiresGrad) ? 1 : 0;
    const summed = await topology.reduce('pipeline', flags);
    const empty = summed.map((n, s) => (n > 0 ? -1 : s)).filter((s) => s >= 0);
    if (empty.length === 0)
        return;
    const cut = splitPoints
        ? `parallel.splitPoints [${splitPoints.join(', ')}]`
        : typeof model.pipelineStages === 'function'
            ? `${model.constructor.name}.pipelineStages(${stages})`
            : `equal module counts (no parallel.splitPoints)`;
    throw new Error(`parallel.pipeline ${stages}: pipeline stage${empty.length > 1 ? 's' : ''} ${empty.join(', ')} of ${stages} hold${empty.length > 1 ? '' : 's'} no parameters that require gradients (the model was cut by ${cut}); ` +
        `move the cut so that every stage holds trainable modules, or use fewer stages`);
}
//# sourceMappingURL=stage-parameters.js.map