export { MESH_ORDER, resolveAxisSizes, axisSizesOf } from './axes.js';
export { DeviceMesh } from './mesh.js';
export { Topology, DOMAIN_AXES } from './topology.js';
//# sourceMappingURL=index.js.map