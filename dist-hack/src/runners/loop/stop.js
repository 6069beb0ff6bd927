/** The text an abort's reason gives for a summary: a string as is, an Error's message, else `aborted`. */
export function abortReason(reason) {
    if (typeof reason === 'string' && reason !== '')
        return reason;
    if (reason instanceof Error && reason.name !== 'AbortError' && reason.message !== '')
        return reason.message;
    return 'aborted';
}
/**
 * When a stop signal reaches one rank of a data-parallel run, every rank must stop at the same
 * optimizer step, or the others wait forever in the next collective. A rank that receives a
 * signal therefore only raises a local flag; the flag rides along the all-reduce every
 * optimizer step already makes (the loss normalizer, the loss and the non-finite flag), and
 * every rank stops after the step at which any rank's flag was raised. With one process the
 * stop takes effect at once (after the current micro-step), as before.
 */
export class StopAgreement {
    worldSize;
    local = false;
    constructor(worldSize) {
        this.worldSize = worldSize;
    }
    /** A signal arrived here; returns whether to stop at once (a single process). */
    request() {
        this.local = true;
        return this.worldSize <= 1;
    }
    /** This rank's flag, a summand of the optimizer step's all-reduce. */
    get flag() {
        return this.local ? 1 : 0;
    }
    /** Whether the reduced flag (the sum over ranks) says that some rank asked to stop. */
    agreed(reduced) {
        return (reduced ?? 0) > 0;
    }
}
//# sourceMappingURL=stop.js.map