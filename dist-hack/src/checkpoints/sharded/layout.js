/**
 * The files of one sharded save (one immutable directory), after PyTorch's distributed
 * checkpoint (DCP) layout:
 *
 * ```text
 * <save>/.metadata          PyTorch DCP metadata (a pickle), for torch.distributed.checkpoint readers
 * <save>/manifest.json      this layout's metadata; written last, so a save without it is incomplete
 * <save>/__<r>_0.distcp     rank r's tensor chunks, each a torch.save archive holding one tensor
 * <save>/__<r>_index.json   rank r's part of the manifest (written after its data is durable)
 * <save>/__<r>_state.pth    rank r's non-tensor state (runner, config, RNG, loader positions), torch.save
 * ```
 */
export const MANIFEST = 'manifest.json';
export const DCP_METADATA = '.metadata';
export const dataFile = (rank) => `__${rank}_0.distcp`;
export const indexFile = (rank) => `__${rank}_index.json`;
export const stateFile = (rank) => `__${rank}_state.pth`;
/** The manifest's `format`. */
export const FORMAT = 'torchrunner-sharded';
export const FORMAT_VERSION = 1;
/** Bytes per checksummed block of a data file. */
export const BLOCK_BYTES = 4 * 1024 * 1024;
//# sourceMappingURL=layout.js.map