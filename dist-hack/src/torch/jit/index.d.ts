export { load } from './load.js';
export type { JitLoadOptions } from './load.js';
export { ScriptModule } from './script-module.js';
