export { MESH_ORDER, resolveAxisSizes, axisSizesOf } from './axes.js';
export type { AxisSizes } from './axes.js';
export { DeviceMesh } from './mesh.js';
export type { Coordinates } from './mesh.js';
export { Topology, DOMAIN_AXES } from './topology.js';
export type { Domain, GroupName, TopologyOptions } from './topology.js';
