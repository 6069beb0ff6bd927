// Buffers mapped ahead of an asynchronous checkpoint's first copy. A copy into new memory pays
// a page fault per page it touches (seconds per GB on some VMs); the training step that waits
// for a parameter's copy then waits for those faults too. Mapped on a worker thread while
// training runs, the buffers make the first snapshot copy at memory speed, as later ones do.
#include "common.h"

#include <cstring>

namespace tr {
namespace {

class ReserveWorker : public Napi::AsyncWorker {
 public:
  ReserveWorker(Napi::Env env, std::vector<size_t> sizes)
      : Napi::AsyncWorker(env, "torchrunner.reserve"), sizes_(std::move(sizes)), deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      for (size_t n : sizes_) {
        at::Tensor t = at::empty({static_cast<int64_t>(n)}, at::TensorOptions().dtype(at::kByte));
        // Writing every byte maps every page now, on this thread.
        if (n > 0) std::memset(t.data_ptr(), 0, n);
        made_.push_back(std::move(t));
      }
    } catch (const std::exception& e) {
      made_.clear();
      SetError(e.what());
    }
  }
  void OnOK() override {
    auto arr = Napi::Array::New(Env(), made_.size());
    for (size_t i = 0; i < made_.size(); ++i) arr.Set(i, Wrap(Env(), made_[i]));
    made_.clear();
    deferred_.Resolve(arr);
  }
  void OnError(const Napi::Error& e) override { deferred_.Reject(e.Value()); }

 private:
  std::vector<size_t> sizes_;
  std::vector<at::Tensor> made_;
  Napi::Promise::Deferred deferred_;
};

// reserveBuffersAsync(nbytes[]) -> Promise<tensors>: one uint8 CPU tensor of each size, every
// page written on a worker thread.
Napi::Value ReserveBuffersAsync(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "reserveBuffersAsync: expected an array of byte sizes");
  auto arr = info[0].As<Napi::Array>();
  std::vector<size_t> sizes;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    int64_t n = ToInt(arr.Get(i), "nbytes");
    if (n < 0) throw Napi::RangeError::New(info.Env(), "reserveBuffersAsync: a byte size must be >= 0, got " + std::to_string(n));
    sizes.push_back(static_cast<size_t>(n));
  }
  auto* worker = new ReserveWorker(info.Env(), std::move(sizes));
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

}  // namespace

void InitStaging(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "reserveBuffersAsync", ReserveBuffersAsync);
}

}  // namespace tr
