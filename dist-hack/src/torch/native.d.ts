import type { NativeAddon } from './native-api.js';
export type { Handle, NativeAddon } from './native-api.js';
/** The addon's flat export table (see native/src/*.cc), as declared in native-api.ts. */
export type Native = NativeAddon;
/** The loaded addon. */
export declare const native: Native;
