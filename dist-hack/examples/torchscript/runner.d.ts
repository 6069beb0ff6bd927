import { TorchRunner, type RunnerConfig, type RunnerConfigInput, type ScriptModule } from '../../src/index.js';
/** The scripted classifier export_model.py wrote. */
export declare const MODEL_FILE: string;
export default class ScriptedMnistRunner extends TorchRunner {
    model: ScriptModule;
    private readonly splits;
    constructor(config: RunnerConfig | RunnerConfigInput, modelFile?: string);
    close(): Promise<void>;
}
export { ScriptedMnistRunner };
