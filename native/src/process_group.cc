// c10d process groups (Gloo; NCCL in CUDA builds of libtorch) and their collectives. Every
// collective only enqueues work and returns a Work handle (see work.cc); nothing here blocks
// the JS thread except creating and destroying a group, which return Promises.
#include "dist.h"

#ifdef USE_C10D_GLOO
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#endif
#ifdef USE_C10D_NCCL
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>
#endif

#include <cstdlib>
#include <thread>

namespace tr {

std::shared_ptr<PgBox>& PgOf(Napi::Value v) { return Unbox<PgBox>(v, "group"); }

c10d::ReduceOp ToReduceOp(Napi::Value v) {
  if (!v.IsString()) throw Napi::TypeError::New(v.Env(), "op: expected one of 'sum', 'avg', 'product', 'min', 'max', 'band', 'bor', 'bxor'");
  std::string s = v.As<Napi::String>().Utf8Value();
  if (s == "sum") return c10d::ReduceOp::SUM;
  if (s == "avg") return c10d::ReduceOp::AVG;
  if (s == "product") return c10d::ReduceOp::PRODUCT;
  if (s == "min") return c10d::ReduceOp::MIN;
  if (s == "max") return c10d::ReduceOp::MAX;
  if (s == "band") return c10d::ReduceOp::BAND;
  if (s == "bor") return c10d::ReduceOp::BOR;
  if (s == "bxor") return c10d::ReduceOp::BXOR;
  throw Napi::TypeError::New(v.Env(), "op: unknown reduce op '" + s + "' (expected sum, avg, product, min, max, band, bor or bxor)");
}

std::chrono::milliseconds OptTimeout(const Napi::CallbackInfo& info, size_t i) {
  if (info.Length() <= i || info[i].IsUndefined() || info[i].IsNull()) return c10d::kUnsetTimeout;
  return ToMillis(info[i], "timeout");
}

namespace {

std::vector<at::Tensor> Tensors(Napi::Value v, const char* what) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string(what) + ": expected an array of tensors");
  auto arr = v.As<Napi::Array>();
  std::vector<at::Tensor> out;
  out.reserve(arr.Length());
  for (uint32_t i = 0; i < arr.Length(); ++i) out.push_back(Unwrap(arr.Get(i), what));
  return out;
}

int64_t RankArg(Napi::Value v, const PgBox& g, const char* what) {
  int64_t r = ToInt(v, what);
  if (r < 0 || r >= g.size) {
    throw Napi::RangeError::New(v.Env(), std::string(what) + ": rank " + std::to_string(r) + " is not in a group of size " +
                                             std::to_string(g.size));
  }
  return r;
}

}  // namespace

// Gloo and NCCL check shapes and dtypes themselves, but only on their own threads (or with a
// c10::Error the caller sees far from the call); these checks fail at the call, with names.
void CheckDense(const at::Tensor& t, const char* op, const char* what) {
  if (!t.defined()) throw std::invalid_argument(std::string(op) + ": " + what + " is undefined");
  if (t.is_sparse()) throw std::invalid_argument(std::string(op) + ": " + what + " must be a dense tensor");
  if (!t.is_contiguous()) {
    throw std::invalid_argument(std::string(op) + ": " + what + " must be contiguous (call .contiguous() first)");
  }
}

void CheckSame(const at::Tensor& a, const at::Tensor& b, const char* op, const char* what) {
  if (a.scalar_type() != b.scalar_type() || a.sizes() != b.sizes()) {
    throw std::invalid_argument(std::string(op) + ": " + what + " must have the input's dtype and shape (" +
                                std::string(c10::toString(a.scalar_type())) + " " + c10::str(a.sizes()) + "), got " +
                                std::string(c10::toString(b.scalar_type())) + " " + c10::str(b.sizes()));
  }
}

namespace {

Napi::Value Done(Napi::Env env, const PgBox& g, c10::intrusive_ptr<c10d::Work> work, const char* op,
                 std::vector<at::Tensor> keep) {
  return WrapWork(env, std::move(work), op, g.rank, std::move(keep));
}

Napi::Value PgCreated(Napi::Env env, std::shared_ptr<PgBox> box) { return Box(env, std::move(box)); }

#ifdef USE_C10D_GLOO
// glooCreate(store, rank, size, timeoutMs, {hostname?, interface?, threads?}) -> Promise<ProcessGroup>.
// Connects to every other rank through the store (a full mesh), so it resolves once all ranks
// have called it, or fails after timeoutMs.
Napi::Value GlooCreate(const Napi::CallbackInfo& info) {
  auto store = Unbox<StoreBox>(info[0], "store")->store;
  int64_t rank = ToInt(info[1], "rank");
  int64_t size = ToInt(info[2], "size");
  if (size < 1 || rank < 0 || rank >= size) {
    throw Napi::RangeError::New(info.Env(), "rank " + std::to_string(rank) + " is not in a group of size " + std::to_string(size));
  }
  auto timeout = ToMillis(info[3], "timeout");
  std::string hostname, iface;
  int threads = 2;
  if (info[4].IsObject()) {
    auto o = info[4].As<Napi::Object>();
    if (o.Get("hostname").IsString()) hostname = o.Get("hostname").As<Napi::String>().Utf8Value();
    if (o.Get("interface").IsString()) iface = o.Get("interface").As<Napi::String>().Utf8Value();
    if (!o.Get("threads").IsUndefined()) {
      int64_t t = ToInt(o.Get("threads"), "threads");
      if (t < 1 || t > 256) throw Napi::RangeError::New(info.Env(), "threads: expected 1..256");
      threads = static_cast<int>(t);
    }
  }
  return PromiseWorker::Run(
      info.Env(), "creating the Gloo process group on rank " + std::to_string(rank),
      [store, rank, size, timeout, hostname, iface, threads]() -> PromiseWorker::Result {
        auto opts = c10d::ProcessGroupGloo::Options::create(timeout);
        if (!iface.empty()) {
          opts->devices.push_back(c10d::ProcessGroupGloo::createDeviceForInterface(iface));
        } else if (!hostname.empty()) {
          opts->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname(hostname));
        } else {
          opts->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice());
        }
        opts->threads = threads;
        auto box = std::make_shared<PgBox>();
        box->pg = c10::make_intrusive<c10d::ProcessGroupGloo>(store, static_cast<int>(rank), static_cast<int>(size), opts);
        box->backend = "gloo";
        box->rank = static_cast<int>(rank);
        box->size = static_cast<int>(size);
        return [box](Napi::Env env) { return PgCreated(env, box); };
      });
}
#endif

#ifndef USE_C10D_NCCL
Napi::Value NcclCreate(const Napi::CallbackInfo& info) {
  throw Napi::Error::New(info.Env(),
                         "the nccl backend is not available: this addon was built against a libtorch without CUDA/NCCL "
                         "(rebuild against a CUDA libtorch with NCCL headers, or use gloo)");
}
#else
Napi::Value NcclCreate(const Napi::CallbackInfo& info) {
  auto store = Unbox<StoreBox>(info[0], "store")->store;
  int64_t rank = ToInt(info[1], "rank");
  int64_t size = ToInt(info[2], "size");
  if (size < 1 || rank < 0 || rank >= size) {
    throw Napi::RangeError::New(info.Env(), "rank " + std::to_string(rank) + " is not in a group of size " + std::to_string(size));
  }
  auto timeout = ToMillis(info[3], "timeout");
  return PromiseWorker::Run(info.Env(), "creating the NCCL process group on rank " + std::to_string(rank),
                            [store, rank, size, timeout]() -> PromiseWorker::Result {
                              auto opts = c10d::ProcessGroupNCCL::Options::create();
                              opts->timeout = timeout;
                              auto box = std::make_shared<PgBox>();
                              box->pg = c10::make_intrusive<c10d::ProcessGroupNCCL>(store, static_cast<int>(rank),
                                                                                    static_cast<int>(size), opts);
                              box->backend = "nccl";
                              box->rank = static_cast<int>(rank);
                              box->size = static_cast<int>(size);
                              return [box](Napi::Env env) { return PgCreated(env, box); };
                            });
}
#endif

Napi::Value Backends(const Napi::CallbackInfo& info) {
  auto arr = Napi::Array::New(info.Env());
  uint32_t n = 0;
#ifdef USE_C10D_GLOO
  arr.Set(n++, "gloo");
#endif
#ifdef USE_C10D_NCCL
  arr.Set(n++, "nccl");
#endif
  (void)n;
  return arr;
}

Napi::Value PgInfo(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto o = Napi::Object::New(info.Env());
  o.Set("rank", g.rank);
  o.Set("size", g.size);
  o.Set("backend", g.backend);
  return o;
}

// pgSetSequenceNumber(group) -> Promise: rank 0 draws the group's sequence number and the
// others read it from the store (what PyTorch does after its store-based barrier).
Napi::Value PgSetSequenceNumber(const Napi::CallbackInfo& info) {
  auto g = PgOf(info[0]);
  return PromiseWorker::Run(info.Env(), "setting the group's sequence number on rank " + std::to_string(g->rank),
                            [g]() -> PromiseWorker::Result {
                              g->pg->setSequenceNumberForGroup();
                              return nullptr;
                            });
}

Napi::Value PgSequenceNumber(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(PgOf(info[0])->pg->getSequenceNumberForGroup()));
}

// pgDestroy(group) -> Promise: drains the group's queue and joins its threads off the JS thread.
Napi::Value PgDestroy(const Napi::CallbackInfo& info) {
  auto& slot = PgOf(info[0]);
  std::shared_ptr<PgBox> g = std::move(slot);
  slot.reset();
  return PromiseWorker::Run(info.Env(), "destroying the process group", [g]() mutable -> PromiseWorker::Result {
    g->pg.reset();
    return nullptr;
  });
}

// allReduce(group, tensors, op, timeoutMs?)
Napi::Value AllReduce(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto tensors = Tensors(info[1], "tensors");
  for (auto& t : tensors) CheckDense(t, "allReduce", "tensor");
  c10d::AllreduceOptions opts;
  opts.reduceOp = ToReduceOp(info[2]);
  opts.timeout = OptTimeout(info, 3);
  return Done(info.Env(), g, g.pg->allreduce(tensors, opts), "allReduce", tensors);
}

// broadcast(group, tensors, root, timeoutMs?)
Napi::Value Broadcast(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto tensors = Tensors(info[1], "tensors");
  for (auto& t : tensors) CheckDense(t, "broadcast", "tensor");
  c10d::BroadcastOptions opts;
  opts.rootRank = RankArg(info[2], g, "src");
  opts.timeout = OptTimeout(info, 3);
  return Done(info.Env(), g, g.pg->broadcast(tensors, opts), "broadcast", tensors);
}

// reduce(group, tensors, root, op, timeoutMs?)
Napi::Value Reduce(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto tensors = Tensors(info[1], "tensors");
  for (auto& t : tensors) CheckDense(t, "reduce", "tensor");
  c10d::ReduceOptions opts;
  opts.rootRank = RankArg(info[2], g, "dst");
  opts.reduceOp = ToReduceOp(info[3]);
  opts.timeout = OptTimeout(info, 4);
  return Done(info.Env(), g, g.pg->reduce(tensors, opts), "reduce", tensors);
}

// allGather(group, outputs (one per rank), input, timeoutMs?)
Napi::Value AllGather(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  std::vector<std::vector<at::Tensor>> outputs{Tensors(info[1], "outputs")};
  std::vector<at::Tensor> inputs{Unwrap(info[2], "input")};
  CheckDense(inputs[0], "allGather", "input");
  if (static_cast<int>(outputs[0].size()) != g.size) {
    throw std::invalid_argument("allGather: expected " + std::to_string(g.size) + " output tensors (one per rank), got " +
                                std::to_string(outputs[0].size()));
  }
  for (auto& t : outputs[0]) {
    CheckDense(t, "allGather", "every output");
    CheckSame(inputs[0], t, "allGather", "every output");
  }
  c10d::AllgatherOptions opts;
  opts.timeout = OptTimeout(info, 3);
  auto keep = outputs[0];
  keep.push_back(inputs[0]);
  return Done(info.Env(), g, g.pg->allgather(outputs, inputs, opts), "allGather", keep);
}

// The per-rank tensor list of gather's destination (or scatter's source): one tensor per rank,
// dense and like `like`, on the root; none on the other ranks.
std::vector<std::vector<at::Tensor>> RootTensors(const PgBox& g, int root, const std::vector<at::Tensor>& list,
                                                 const at::Tensor& like, const std::string& op,
                                                 const std::string& rootRole, const std::string& kind) {
  std::vector<std::vector<at::Tensor>> out;
  if (g.rank == root) {
    if (static_cast<int>(list.size()) != g.size) {
      throw std::invalid_argument(op + ": the " + rootRole + " rank needs " + std::to_string(g.size) + " " + kind +
                                  " tensors (one per rank), got " + std::to_string(list.size()));
    }
    const std::string every = "every " + kind;
    for (auto& t : list) {
      CheckDense(t, op.c_str(), every.c_str());
      CheckSame(like, t, op.c_str(), every.c_str());
    }
    out.push_back(list);
  } else if (!list.empty()) {
    throw std::invalid_argument(op + ": only the " + rootRole + " rank passes " + kind + " tensors");
  }
  return out;
}

// gather(group, outputs (one per rank on dst, [] elsewhere), input, dst, timeoutMs?)
Napi::Value Gather(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto outs = Tensors(info[1], "outputs");
  std::vector<at::Tensor> inputs{Unwrap(info[2], "input")};
  CheckDense(inputs[0], "gather", "input");
  c10d::GatherOptions opts;
  opts.rootRank = RankArg(info[3], g, "dst");
  opts.timeout = OptTimeout(info, 4);
  auto outputs = RootTensors(g, opts.rootRank, outs, inputs[0], "gather", "destination", "output");
  auto keep = outs;
  keep.push_back(inputs[0]);
  return Done(info.Env(), g, g.pg->gather(outputs, inputs, opts), "gather", keep);
}

// scatter(group, output, inputs (one per rank on src, [] elsewhere), src, timeoutMs?)
Napi::Value Scatter(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  std::vector<at::Tensor> outputs{Unwrap(info[1], "output")};
  CheckDense(outputs[0], "scatter", "output");
  auto ins = Tensors(info[2], "inputs");
  c10d::ScatterOptions opts;
  opts.rootRank = RankArg(info[3], g, "src");
  opts.timeout = OptTimeout(info, 4);
  auto inputs = RootTensors(g, opts.rootRank, ins, outputs[0], "scatter", "source", "input");
  auto keep = ins;
  keep.push_back(outputs[0]);
  return Done(info.Env(), g, g.pg->scatter(outputs, inputs, opts), "scatter", keep);
}

// reduceScatter(group, output, inputs (one per rank), op, timeoutMs?): the backend's own
// reduce_scatter (NCCL); Gloo has none, and the TypeScript layer composes it from allReduce.
Napi::Value ReduceScatter(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  std::vector<at::Tensor> outputs{Unwrap(info[1], "output")};
  CheckDense(outputs[0], "reduceScatter", "output");
  std::vector<std::vector<at::Tensor>> inputs{Tensors(info[2], "inputs")};
  if (static_cast<int>(inputs[0].size()) != g.size) {
    throw std::invalid_argument("reduceScatter: expected " + std::to_string(g.size) + " input tensors (one per rank)");
  }
  c10d::ReduceScatterOptions opts;
  opts.reduceOp = ToReduceOp(info[3]);
  opts.timeout = OptTimeout(info, 4);
  auto keep = inputs[0];
  keep.push_back(outputs[0]);
  return Done(info.Env(), g, g.pg->reduce_scatter(outputs, inputs, opts), "reduceScatter", keep);
}

// allToAllBase(group, output, input, outputSplits, inputSplits, timeoutMs?): dim 0 of input is
// cut into inputSplits (equal parts when empty) sent to ranks in order; output receives
// outputSplits rows from each rank.
Napi::Value AllToAllBase(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  at::Tensor output = Unwrap(info[1], "output");
  at::Tensor input = Unwrap(info[2], "input");
  CheckDense(output, "allToAll", "output");
  CheckDense(input, "allToAll", "input");
  auto outSplits = ToIntList(info[3], "outputSplits");
  auto inSplits = ToIntList(info[4], "inputSplits");
  auto checkSplits = [&](const std::vector<int64_t>& s, const at::Tensor& t, const char* what) {
    if (s.empty()) {
      if (t.dim() == 0 || t.size(0) % g.size != 0) {
        throw std::invalid_argument(std::string("allToAll: dim 0 of the ") + what + " (" + std::to_string(t.dim() ? t.size(0) : 0) +
                                    ") must divide by the group size " + std::to_string(g.size));
      }
      return;
    }
    int64_t total = 0;
    for (auto v : s) {
      if (v < 0) throw std::invalid_argument(std::string("allToAll: negative split for the ") + what);
      total += v;
    }
    if (static_cast<int>(s.size()) != g.size || t.dim() == 0 || total != t.size(0)) {
      throw std::invalid_argument(std::string("allToAll: the ") + what + " splits must be " + std::to_string(g.size) +
                                  " sizes summing to dim 0 of the " + what);
    }
  };
  checkSplits(outSplits, output, "output");
  checkSplits(inSplits, input, "input");
  if (output.scalar_type() != input.scalar_type()) throw std::invalid_argument("allToAll: output and input dtypes differ");
  c10d::AllToAllOptions opts;
  opts.timeout = OptTimeout(info, 5);
  std::vector<int64_t> os(outSplits), is(inSplits);
  return Done(info.Env(), g, g.pg->alltoall_base(output, input, os, is, opts), "allToAll", {output, input});
}

// barrier(group, timeoutMs?)
Napi::Value Barrier(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  c10d::BarrierOptions opts;
  opts.timeout = OptTimeout(info, 1);
  return Done(info.Env(), g, g.pg->barrier(opts), "barrier", {});
}

// send(group, tensors, dst, tag)
Napi::Value Send(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto tensors = Tensors(info[1], "tensors");
  for (auto& t : tensors) CheckDense(t, "send", "tensor");
  int64_t dst = RankArg(info[2], g, "dst");
  if (dst == g.rank) throw std::invalid_argument("send: a rank cannot send to itself");
  int64_t tag = ToInt(info[3], "tag");
  return Done(info.Env(), g, g.pg->send(tensors, static_cast<int>(dst), static_cast<int>(tag)), "send", tensors);
}

// recv(group, tensors, src, tag)
Napi::Value Recv(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  auto tensors = Tensors(info[1], "tensors");
  for (auto& t : tensors) CheckDense(t, "recv", "tensor");
  int64_t src = RankArg(info[2], g, "src");
  if (src == g.rank) throw std::invalid_argument("recv: a rank cannot receive from itself");
  int64_t tag = ToInt(info[3], "tag");
  return Done(info.Env(), g, g.pg->recv(tensors, static_cast<int>(src), static_cast<int>(tag)), "recv", tensors);
}

}  // namespace

void InitProcessGroup(Napi::Env env, Napi::Object exports) {
#ifdef USE_C10D_GLOO
  TR_EXPORT(exports, "glooCreate", GlooCreate);
#endif
  TR_EXPORT(exports, "ncclCreate", NcclCreate);
  TR_EXPORT(exports, "distBackends", Backends);
  TR_EXPORT(exports, "pgInfo", PgInfo);
  TR_EXPORT(exports, "pgSetSequenceNumber", PgSetSequenceNumber);
  TR_EXPORT(exports, "pgSequenceNumber", PgSequenceNumber);
  TR_EXPORT(exports, "pgDestroy", PgDestroy);
  TR_EXPORT(exports, "pgAllReduce", AllReduce);
  TR_EXPORT(exports, "pgBroadcast", Broadcast);
  TR_EXPORT(exports, "pgReduce", Reduce);
  TR_EXPORT(exports, "pgAllGather", AllGather);
  TR_EXPORT(exports, "pgGather", Gather);
  TR_EXPORT(exports, "pgScatter", Scatter);
  TR_EXPORT(exports, "pgReduceScatter", ReduceScatter);
  TR_EXPORT(exports, "pgAllToAllBase", AllToAllBase);
  TR_EXPORT(exports, "pgBarrier", Barrier);
  TR_EXPORT(exports, "pgSend", Send);
  TR_EXPORT(exports, "pgRecv", Recv);
}

}  // namespace tr
