export { Workspace, METADATA_FILES, type WorkspaceOptions } from './workspace.js';
export { readGitInfo, readGitInfoAsync, shortHash, SHORT_SHA_LENGTH, type GitInfo } from './git.js';
export { isMainProcess } from './main-process.js';
export { formatTimestamp, uniqueTimestamp } from './timestamp.js';
export { gitYaml } from './metadata.js';
