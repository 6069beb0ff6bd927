// Bucketed gradient all-reduce for data parallelism. A post-hook on every parameter's
// gradient accumulator marks the parameter ready during backward; when every parameter of a
// bucket is ready the bucket's gradients are copied into one flat tensor and an asynchronous
// SUM all-reduce starts, while backward goes on. Buckets are launched strictly in bucket order
// so that every rank issues the same sequence of collectives. finish() waits (off the JS
// thread) and writes the summed gradients back.
//
// A gradient that already holds a synchronized sum (gradient sync on for several backward
// passes of one accumulation window) is reduced as a delta: only what this rank added since
// the last sync is summed over ranks, so syncing every micro-step gives the same gradients as
// syncing only the last one. A gradient counts as synchronized when it is the same tensor the
// last sync wrote, modified since by nothing but this backward's accumulation (its version
// counter tells); zeroing, clipping or replacing it makes the next reduction a full one.
#include "dist.h"

#include <torch/csrc/autograd/function.h>
#include <torch/csrc/autograd/function_hook.h>
#include <torch/csrc/autograd/functions/accumulate_grad.h>
#include <torch/csrc/autograd/variable.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>

namespace tr {

namespace {
using Clock = std::chrono::steady_clock;
double MsSince(Clock::time_point t0, Clock::time_point t1) {
  return std::chrono::duration<double, std::milli>(t1 - t0).count();
}
// Milliseconds on the monotonic clock (CLOCK_MONOTONIC on Linux: what process.hrtime and
// Python's time.monotonic read), so a benchmark can place the collectives on its own timeline.
double MonotonicMs(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(t.time_since_epoch()).count();
}
}  // namespace

struct GradReducer : std::enable_shared_from_this<GradReducer> {
  struct Bucket {
    std::vector<size_t> params;
    std::vector<int64_t> offsets;  // element offsets in flat
    at::Tensor flat;
    size_t pending = 0;
    c10::intrusive_ptr<c10d::Work> work;
    // When the last step's all-reduce started and ended (steady clock, nanoseconds; 0: not
    // yet). The end is written by the process group's thread, possibly during Launch itself.
    Clock::time_point launchedAt;
    std::shared_ptr<std::atomic<int64_t>> doneAtNs = std::make_shared<std::atomic<int64_t>>(0);
  };

  std::shared_ptr<PgBox> group;
  std::vector<at::Tensor> params;
  std::vector<std::shared_ptr<torch::autograd::Node>> accumulators;
  std::vector<uintptr_t> hookKeys;
  std::vector<Bucket> buckets;
  std::vector<size_t> bucketOf;
  std::vector<bool> ready;
  // Per parameter: the gradient tensor and its version right after the last sync wrote it.
  std::vector<const void*> syncedImpl;
  std::vector<int64_t> syncedVersion;
  std::vector<bool> delta;  // reduced as a delta in the current step
  size_t nextLaunch = 0;
  bool enabled = true;
  bool finishing = false;
  std::string error;  // a failure inside a hook, reported by finish()
  std::mutex mu;
  // Timing of the last synchronized step, for measuring how much communication backward hid.
  Clock::time_point firstLaunch, finishCalled, firstReady;
  double exposedMs = 0;
  int launchedDuringBackward = 0;

  void Reset() {
    std::fill(ready.begin(), ready.end(), false);
    for (auto& b : buckets) {
      b.pending = b.params.size();
      b.work.reset();
    }
    nextLaunch = 0;
  }

  void OnReady(size_t i) {
    std::lock_guard<std::mutex> lock(mu);
    if (!enabled || finishing) return;
    if (ready[i]) {
      if (error.empty()) {
        error = "a gradient was accumulated twice before finishGradientSync(); with gradient sync on, run one "
                "backward per step, or turn sync off (setGradientSync(false)) for the extra backward passes";
      }
      return;
    }
    if (std::none_of(ready.begin(), ready.end(), [](bool r) { return r; })) firstReady = Clock::now();
    ready[i] = true;
    auto& b = buckets[bucketOf[i]];
    if (--b.pending == 0) LaunchReady(true);
  }

  // Launches every bucket, in order, whose parameters are all ready (or all buckets: `all`).
  void LaunchReady(bool duringBackward, bool all = false) {
    while (nextLaunch < buckets.size() && (all || buckets[nextLaunch].pending == 0)) {
      try {
        Launch(buckets[nextLaunch]);
        if (duringBackward) ++launchedDuringBackward;
      } catch (...) {
        if (error.empty()) error = "gradient all-reduce: " + CurrentExceptionMessage();
      }
      ++nextLaunch;
    }
  }

  void Launch(Bucket& b) {
    at::NoGradGuard noGrad;
    if (nextLaunch == 0) firstLaunch = Clock::now();
    for (size_t k = 0; k < b.params.size(); ++k) {
      size_t i = b.params[k];
      const at::Tensor& p = params[i];
      auto view = b.flat.narrow(0, b.offsets[k], p.numel());
      const at::Tensor& grad = p.grad();
      delta[i] = grad.defined() && grad.unsafeGetTensorImpl() == syncedImpl[i] &&
                 grad._version() == syncedVersion[i] + (ready[i] ? 1 : 0) && grad.is_contiguous();
      if (delta[i]) {
        // The view still holds the last synchronized sum: view = grad - sum, grad = sum.
        auto g = grad.view({-1});
        view.neg_().add_(g);
        g.sub_(view);
      } else if (grad.defined()) {
        view.copy_(grad.reshape({-1}));
      } else {
        view.zero_();
      }
    }
    std::vector<at::Tensor> tensors{b.flat};
    c10d::AllreduceOptions opts;
    opts.reduceOp = c10d::ReduceOp::SUM;
    b.doneAtNs->store(0);
    b.launchedAt = Clock::now();
    b.work = group->pg->allreduce(tensors, opts);
    b.work->getFuture()->addCallback([done = b.doneAtNs](c10::ivalue::Future&) {
      done->store(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count());
    });
  }

  // Runs on a worker thread.
  void WaitAndWriteBack() {
    std::string failure;
    for (auto& b : buckets) {
      if (!b.work) continue;
      try {
        if (!b.work->wait()) failure = "timed out";
      } catch (...) {
        if (failure.empty()) failure = CurrentExceptionMessage();
      }
    }
    exposedMs = MsSince(finishCalled, Clock::now());
    if (!failure.empty()) {
      std::lock_guard<std::mutex> lock(mu);
      std::fill(syncedImpl.begin(), syncedImpl.end(), nullptr);
      Reset();
      finishing = false;
      throw std::runtime_error("gradient allReduce failed on rank " + std::to_string(group->rank) + ": " + failure);
    }
    at::NoGradGuard noGrad;
    for (auto& b : buckets) {
      for (size_t k = 0; k < b.params.size(); ++k) {
        size_t i = b.params[k];
        at::Tensor& p = params[i];
        auto view = b.flat.narrow(0, b.offsets[k], p.numel()).view(p.sizes());
        if (delta[i]) {
          p.mutable_grad().add_(view);
          view.copy_(p.grad().view({-1}).view(p.sizes()));  // the sum, for the next delta
        } else if (p.grad().defined()) {
          p.mutable_grad().copy_(view);
        } else {
          p.mutable_grad() = view.clone();
        }
        syncedImpl[i] = p.grad().unsafeGetTensorImpl();
        syncedVersion[i] = p.grad()._version();
      }
    }
    std::lock_guard<std::mutex> lock(mu);
    Reset();
    finishing = false;
  }

  void RemoveHooks() {
    for (size_t i = 0; i < accumulators.size(); ++i) {
      if (accumulators[i] && hookKeys[i] != 0) accumulators[i]->del_post_hook(hookKeys[i]);
    }
    accumulators.clear();
    hookKeys.clear();
  }

  ~GradReducer() { RemoveHooks(); }
};

namespace {

struct ReadyHook : torch::autograd::FunctionPostHook {
  ReadyHook(std::weak_ptr<GradReducer> r, size_t i) : reducer(std::move(r)), index(i) {}
  torch::autograd::variable_list operator()(const torch::autograd::variable_list& outputs,
                                            const torch::autograd::variable_list& /*inputs*/) override {
    if (auto r = reducer.lock()) r->OnReady(index);
    return outputs;
  }
  std::weak_ptr<GradReducer> reducer;
  size_t index;
};

std::shared_ptr<GradReducer>& ReducerOf(Napi::Value v) { return Unbox<GradReducer>(v, "reducer"); }

// gradReducerCreate(group, params, bucketCapBytes, firstBucketCapBytes) -> GradReducer.
// Buckets take parameters in reverse order (roughly the order backward produces their
// gradients), hold one dtype each, and close at the cap (the first bucket at its own, smaller
// cap, so that communication starts early).
Napi::Value GradReducerCreate(const Napi::CallbackInfo& info) {
  auto group = Unbox<PgBox>(info[0], "group");
  if (!info[1].IsArray()) throw Napi::TypeError::New(info.Env(), "params: expected an array of tensors");
  auto arr = info[1].As<Napi::Array>();
  int64_t cap = ToInt(info[2], "bucketCapBytes");
  int64_t firstCap = ToInt(info[3], "firstBucketCapBytes");
  if (cap < 1 || firstCap < 1) throw Napi::RangeError::New(info.Env(), "bucket caps must be positive byte counts");
  auto r = std::make_shared<GradReducer>();
  r->group = group;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    at::Tensor p = Unwrap(arr.Get(i), "params");
    if (!p.requires_grad() || !p.is_leaf()) {
      throw Napi::Error::New(info.Env(), "gradReducer: parameter " + std::to_string(i) + " is not a leaf tensor that requires grad");
    }
    for (auto& q : r->params) {
      if (q.is_same(p)) throw Napi::Error::New(info.Env(), "gradReducer: parameter " + std::to_string(i) + " is listed twice");
    }
    r->params.push_back(p);
  }
  size_t n = r->params.size();
  r->bucketOf.assign(n, 0);
  r->ready.assign(n, false);
  r->syncedImpl.assign(n, nullptr);
  r->syncedVersion.assign(n, -1);
  r->delta.assign(n, false);
  int64_t bucketBytes = 0;
  for (size_t j = 0; j < n; ++j) {
    size_t i = n - 1 - j;
    const at::Tensor& p = r->params[i];
    int64_t bytes = p.numel() * static_cast<int64_t>(p.element_size());
    bool newBucket = r->buckets.empty() ||
                     r->params[r->buckets.back().params.back()].scalar_type() != p.scalar_type() ||
                     r->params[r->buckets.back().params.back()].device() != p.device() ||
                     bucketBytes >= (r->buckets.size() == 1 ? firstCap : cap);
    if (newBucket) {
      r->buckets.emplace_back();
      bucketBytes = 0;
    }
    auto& b = r->buckets.back();
    b.offsets.push_back(b.params.empty() ? 0 : b.offsets.back() + r->params[b.params.back()].numel());
    b.params.push_back(i);
    r->bucketOf[i] = r->buckets.size() - 1;
    bucketBytes += bytes;
  }
  for (auto& b : r->buckets) {
    const at::Tensor& last = r->params[b.params.back()];
    int64_t total = b.offsets.back() + last.numel();
    b.flat = at::zeros({total}, last.options().requires_grad(false));
    b.pending = b.params.size();
  }
  std::weak_ptr<GradReducer> weak = r;
  for (size_t i = 0; i < n; ++i) {
    auto acc = torch::autograd::impl::grad_accumulator(r->params[i]);
    if (!acc) throw Napi::Error::New(info.Env(), "gradReducer: parameter " + std::to_string(i) + " has no gradient accumulator");
    r->hookKeys.push_back(acc->add_post_hook(std::make_unique<ReadyHook>(weak, i)));
    r->accumulators.push_back(std::move(acc));
  }
  return Box(info.Env(), r);
}

// gradReducerSetEnabled(reducer, enabled): whether backward passes start all-reduces.
Napi::Value GradReducerSetEnabled(const Napi::CallbackInfo& info) {
  auto r = ReducerOf(info[0]);
  std::lock_guard<std::mutex> lock(r->mu);
  if (r->finishing) throw Napi::Error::New(info.Env(), "setGradientSync: a gradient sync is still finishing; await it first");
  bool enabled = info[1].ToBoolean();
  if (enabled != r->enabled && r->nextLaunch == 0) r->Reset();
  r->enabled = enabled;
  return info.Env().Undefined();
}

// gradReducerFinish(reducer) -> Promise<void>: launches the buckets backward did not complete
// (parameters without a gradient count as zeros), waits for all, writes gradients back.
Napi::Value GradReducerFinish(const Napi::CallbackInfo& info) {
  auto r = ReducerOf(info[0]);
  {
    std::lock_guard<std::mutex> lock(r->mu);
    if (r->finishing) throw Napi::Error::New(info.Env(), "finishGradientSync: already in progress");
    if (!r->error.empty()) {
      std::string e = r->error;
      r->error.clear();
      r->Reset();
      throw Napi::Error::New(info.Env(), e);
    }
    if (!r->enabled) return PromiseWorker::Run(info.Env(), "", []() -> PromiseWorker::Result { return nullptr; });
    r->finishCalled = Clock::now();
    r->LaunchReady(false, true);
    r->finishing = true;
  }
  return PromiseWorker::Run(info.Env(), "", [r]() -> PromiseWorker::Result {
    r->WaitAndWriteBack();
    return nullptr;
  });
}

// gradReducerStats(reducer) -> {buckets, bucketSizes, bucketParams, launchedDuringBackward,
// exposedMs, timeline}; timeline (monotonic-clock milliseconds, of the last synchronized step):
// {firstReadyMs (the first gradient of backward ready), finishCalledMs, bucketMs: [[start, end]]}.
Napi::Value GradReducerStats(const Napi::CallbackInfo& info) {
  auto r = ReducerOf(info[0]);
  std::lock_guard<std::mutex> lock(r->mu);
  auto o = Napi::Object::New(info.Env());
  auto sizes = Napi::Array::New(info.Env(), r->buckets.size());
  for (size_t i = 0; i < r->buckets.size(); ++i) sizes.Set(i, static_cast<double>(r->buckets[i].flat.numel()));
  auto bucketParams = Napi::Array::New(info.Env(), r->buckets.size());
  for (size_t i = 0; i < r->buckets.size(); ++i) {
    auto ps = Napi::Array::New(info.Env(), r->buckets[i].params.size());
    for (size_t k = 0; k < r->buckets[i].params.size(); ++k) ps.Set(k, static_cast<double>(r->buckets[i].params[k]));
    bucketParams.Set(i, ps);
  }
  o.Set("buckets", static_cast<double>(r->buckets.size()));
  o.Set("bucketSizes", sizes);
  o.Set("bucketParams", bucketParams);
  o.Set("launchedDuringBackward", r->launchedDuringBackward);
  o.Set("exposedMs", r->exposedMs);
  auto timeline = Napi::Object::New(info.Env());
  timeline.Set("firstReadyMs", MonotonicMs(r->firstReady));
  timeline.Set("finishCalledMs", MonotonicMs(r->finishCalled));
  auto spans = Napi::Array::New(info.Env(), r->buckets.size());
  for (size_t i = 0; i < r->buckets.size(); ++i) {
    auto span = Napi::Array::New(info.Env(), 2);
    span.Set(0u, MonotonicMs(r->buckets[i].launchedAt));
    span.Set(1u, static_cast<double>(r->buckets[i].doneAtNs->load()) / 1e6);
    spans.Set(i, span);
  }
  timeline.Set("bucketMs", spans);
  o.Set("timeline", timeline);
  r->launchedDuringBackward = 0;
  return o;
}

// gradReducerDestroy(reducer): removes the hooks; the reducer can no longer be used.
Napi::Value GradReducerDestroy(const Napi::CallbackInfo& info) {
  auto& slot = ReducerOf(info[0]);
  {
    std::lock_guard<std::mutex> lock(slot->mu);
    if (slot->finishing) throw Napi::Error::New(info.Env(), "gradReducer: await finishGradientSync() before closing");
    slot->RemoveHooks();
  }
  slot.reset();
  return info.Env().Undefined();
}

}  // namespace

void InitGradReducer(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "gradReducerCreate", GradReducerCreate);
  TR_EXPORT(exports, "gradReducerSetEnabled", GradReducerSetEnabled);
  TR_EXPORT(exports, "gradReducerFinish", GradReducerFinish);
  TR_EXPORT(exports, "gradReducerStats", GradReducerStats);
  TR_EXPORT(exports, "gradReducerDestroy", GradReducerDestroy);
}

}  // namespace tr
