// Bad arguments to every entry point of a 1-rank group: each must throw an Error that says
// what was wrong, and the process must survive to print the messages.
import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
const messages = {};
async function expectThrow(name, fn) {
  try {
    await fn();
    messages[name] = null;
  } catch (err) {
    messages[name] = err instanceof Error ? err.message : String(err);
  }
}
await expectThrow('initWithoutEnvRank', () => dist.initProcessGroup({ rank: 3, worldSize: 2 }));
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 5000 });
await expectThrow('initTwice', () => dist.initProcessGroup());
await expectThrow('notATensor', () => dist.allReduce({}));
await expectThrow('badOp', () => dist.allReduce(torch.ones([2]), { op: 'median' }));
await expectThrow('avgOnInt', () => dist.allReduce(torch.ones([2], { dtype: 'int64' }), { op: 'avg' }));
await expectThrow('srcOutOfRange', () => dist.broadcast(torch.ones([2]), 5));
await expectThrow('allGatherCount', () => dist.allGather([torch.ones([2]), torch.ones([2])], torch.ones([2])));
await expectThrow('allGatherShape', () => dist.allGather([torch.ones([3])], torch.ones([2])));
await expectThrow('nonContiguous', () => dist.allReduce(torch.ones([3, 2]).t()));
await expectThrow('disposed', () => {
  const t = torch.ones([2]);
  t.dispose();
  dist.allReduce(t);
});
await expectThrow('sendToSelf', () => dist.send(torch.ones([2]), 0));
await expectThrow('newGroupRange', () => dist.newGroup([0, 4]));
await expectThrow('badStore', () => torch.distributed.TCPStore.create({ host: '127.0.0.1', port: 70000 }));
await expectThrow('noServer', () => torch.distributed.TCPStore.create({ host: '127.0.0.1', port: 1, timeoutMs: 500 }));
// A collective after the group is gone.
const pg = dist.getDefaultGroup();
await dist.destroyProcessGroup();
await expectThrow('afterDestroy', () => pg.allReduce(torch.ones([2])));
await expectThrow('notInitialized', () => dist.getRank());
console.log(JSON.stringify(messages));
