import * as safetensors from './safetensors.js';
export { save, saveAsync, load } from './pickle.js';
export type { LoadOptions } from './pickle.js';
export { PyFloat, PyTuple, pyFloat, pyTuple } from './values.js';
export type { Saveable, Loaded, LoadedObject } from './values.js';
export { writeFileAtomic } from './atomic.js';
export { safetensors };
export type { SafetensorsHeader, SafetensorsTensorInfo, SafetensorsLoadOptions } from './safetensors.js';
