/** Memory layouts a dense tensor can have, named as in PyTorch. */
export type MemoryFormat = 'contiguous_format' | 'channels_last' | 'channels_last_3d' | 'preserve_format';
