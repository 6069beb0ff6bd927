// TorchScript: modules saved by torch.jit.save, trainable from TypeScript.
export { load } from './load.js';
export { ScriptModule } from './script-module.js';
//# sourceMappingURL=index.js.map