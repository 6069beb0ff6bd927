/** A manager that never writes: processes other than the main one, or checkpointing switched off. */
export class NoopCheckpointManager {
    due(_point) {
        return false;
    }
    async save(_request) { }
    async resumable() {
        return null;
    }
    async wait() { }
    async close() { }
}
//# sourceMappingURL=manager.js.map