import { requireState } from './init.js';
function groupOf(options, where) {
    return options?.group ?? requireState(where).defaultGroup;
}
function local(group, globalRank, where) {
    const r = group.groupRank(globalRank);
    if (r < 0)
        throw new RangeError(`${where}: global rank ${globalRank} is not a member of the group (members: ${group.ranks.join(', ')})`);
    return r;
}
export function allReduce(tensor, options) {
    return groupOf(options, 'allReduce').allReduce(tensor, options);
}
export function broadcast(tensor, src, options) {
    const g = groupOf(options, 'broadcast');
    return g.broadcast(tensor, local(g, src, 'broadcast'), options);
}
export function reduce(tensor, dst, options) {
    const g = groupOf(options, 'reduce');
    return g.reduce(tensor, local(g, dst, 'reduce'), options);
}
export function allGather(outputs, tensor, options) {
    return groupOf(options, 'allGather').allGather(outputs, tensor, options);
}
export function gather(tensor, gatherList, dst, options) {
    const g = groupOf(options, 'gather');
    return g.gather(tensor, gatherList, local(g, dst, 'gather'), options);
}
export function scatter(tensor, scatterList, src, options) {
    const g = groupOf(options, 'scatter');
    return g.scatter(tensor, scatterList, local(g, src, 'scatter'), options);
}
export function reduceScatter(output, inputs, options) {
    return groupOf(options, 'reduceScatter').reduceScatter(output, inputs, options);
}
export function reduceScatterTensor(output, input, options) {
    return groupOf(options, 'reduceScatterTensor').reduceScatterTensor(output, input, options);
}
export function allGatherIntoTensor(output, input, options) {
    return groupOf(options, 'allGatherIntoTensor').allGatherIntoTensor(output, input, options);
}
export function allToAll(outputs, inputs, options) {
    return groupOf(options, 'allToAll').allToAll(outputs, inputs, options);
}
export function barrier(options) {
    return groupOf(options, 'barrier').barrier(options);
}
export function send(tensor, dst, options) {
    const g = groupOf(options, 'send');
    g.send(tensor, local(g, dst, 'send'), { ...options, async: false });
}
export function recv(tensor, src, options) {
    const g = groupOf(options, 'recv');
    g.recv(tensor, local(g, src, 'recv'), { ...options, async: false });
}
/** Asynchronous send: returns a Work. */
export function isend(tensor, dst, options) {
    const g = groupOf(options, 'isend');
    return g.send(tensor, local(g, dst, 'isend'), { ...options, async: true });
}
/** Asynchronous receive: returns a Work. */
export function irecv(tensor, src, options) {
    const g = groupOf(options, 'irecv');
    return g.recv(tensor, local(g, src, 'irecv'), { ...options, async: true });
}
//# sourceMappingURL=collectives.js.map