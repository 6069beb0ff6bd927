// Pending collectives (c10d Work): waiting on a libuv worker thread so that the JS thread keeps
// running, or synchronously; failures name the collective and the rank.
#include "dist.h"

#include <stdexcept>

namespace tr {

std::string CurrentExceptionMessage() {
  try {
    throw;
  } catch (const c10::Error& e) {
    return e.what_without_backtrace();
  } catch (const std::exception& e) {
    return e.what();
  } catch (...) {
    return "unknown native error";
  }
}

PromiseWorker::PromiseWorker(Napi::Env env, std::string what, Job job)
    : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)), what_(std::move(what)), job_(std::move(job)) {}

Napi::Promise PromiseWorker::Run(Napi::Env env, std::string what, Job job) {
  auto* worker = new PromiseWorker(env, std::move(what), std::move(job));
  auto promise = worker->deferred_.Promise();
  worker->Queue();
  return promise;
}

void PromiseWorker::Execute() {
  try {
    result_ = job_();
  } catch (...) {
    std::string msg = CurrentExceptionMessage();
    SetError(what_.empty() ? msg : what_ + ": " + msg);
  }
  job_ = nullptr;  // release what the job captured on this thread, not the JS thread
}

void PromiseWorker::OnOK() {
  try {
    deferred_.Resolve(result_ ? result_(Env()) : Env().Undefined());
  } catch (const Napi::Error& e) {
    deferred_.Reject(e.Value());
  } catch (...) {
    deferred_.Reject(Napi::Error::New(Env(), what_ + ": " + CurrentExceptionMessage()).Value());
  }
}

void PromiseWorker::OnError(const Napi::Error& e) { deferred_.Reject(e.Value()); }

std::chrono::milliseconds ToMillis(Napi::Value v, const char* what) {
  double ms = ToDouble(v, what);
  if (!(ms >= 0) || ms > 1e12) {
    throw Napi::RangeError::New(v.Env(), std::string(what) + ": expected a non-negative number of milliseconds");
  }
  return std::chrono::milliseconds(static_cast<int64_t>(ms));
}

Napi::Value WrapWork(Napi::Env env, c10::intrusive_ptr<c10d::Work> work, std::string op, int rank,
                     std::vector<at::Tensor> keepAlive) {
  auto box = std::make_shared<WorkBox>();
  box->work = std::move(work);
  box->op = std::move(op);
  box->rank = rank;
  box->keepAlive = std::move(keepAlive);
  return Box(env, std::move(box));
}

void WaitWork(WorkBox& box, std::chrono::milliseconds timeout) {
  c10::intrusive_ptr<c10d::Work> work;
  {
    std::lock_guard<std::mutex> lock(box.mutex);
    if (box.done) return;
    work = box.work;
  }
  try {
    // kNoTimeout waits as long as the collective's own timeout (the group's by default).
    if (!work->wait(timeout)) throw std::runtime_error("timed out after " + std::to_string(timeout.count()) + " ms");
  } catch (...) {
    // A failed or timed-out collective may still touch its tensors: they stay with the box.
    throw std::runtime_error(box.op + " failed on rank " + std::to_string(box.rank) + ": " + CurrentExceptionMessage());
  }
  std::vector<at::Tensor> tensors;
  {
    std::lock_guard<std::mutex> lock(box.mutex);
    box.done = true;
    tensors.swap(box.keepAlive);
    box.work.reset();
  }
  // `tensors` and `work` are released here, outside the lock (and, for an asynchronous wait,
  // on the worker thread).
}

namespace {

std::chrono::milliseconds OptionalTimeout(const Napi::CallbackInfo& info, size_t i) {
  if (info.Length() <= i || info[i].IsUndefined() || info[i].IsNull()) return std::chrono::milliseconds(0);  // kNoTimeout
  return ToMillis(info[i], "timeout");
}

// workWait(work, timeoutMs?) -> Promise<void>
Napi::Value WorkWait(const Napi::CallbackInfo& info) {
  auto box = Unbox<WorkBox>(info[0], "work");
  auto timeout = OptionalTimeout(info, 1);
  return PromiseWorker::Run(info.Env(), "", [box, timeout]() -> PromiseWorker::Result {
    WaitWork(*box, timeout);
    return nullptr;
  });
}

// workWaitSync(work, timeoutMs?): blocks the calling thread.
Napi::Value WorkWaitSync(const Napi::CallbackInfo& info) {
  auto box = Unbox<WorkBox>(info[0], "work");
  auto timeout = OptionalTimeout(info, 1);
  try {
    WaitWork(*box, timeout);
  } catch (const std::exception& e) {
    throw Napi::Error::New(info.Env(), e.what());
  }
  return info.Env().Undefined();
}

Napi::Value WorkIsCompleted(const Napi::CallbackInfo& info) {
  auto box = Unbox<WorkBox>(info[0], "work");
  std::lock_guard<std::mutex> lock(box->mutex);
  return Napi::Boolean::New(info.Env(), box->done || box->work->isCompleted());
}

}  // namespace

void InitWork(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "workWait", WorkWait);
  TR_EXPORT(exports, "workWaitSync", WorkWaitSync);
  TR_EXPORT(exports, "workIsCompleted", WorkIsCompleted);
}

}  // namespace tr
