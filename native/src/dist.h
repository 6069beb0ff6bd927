// c10d (torch.distributed) shared by the store, process-group, work and gradient-reducer
// translation units: version-independent aliases, typed JS handles for native objects, and a
// Promise-returning worker that runs blocking calls on the libuv thread pool.
#pragma once

#include "common.h"

#include <mutex>

#include <torch/csrc/distributed/c10d/Store.hpp>
#include <torch/csrc/distributed/c10d/Types.hpp>
#include <torch/csrc/distributed/c10d/Work.hpp>

#if TORCH_VERSION_MAJOR >= 2
// 2.x splits the user-facing ProcessGroup from the per-device Backend that ProcessGroupGloo and
// ProcessGroupNCCL implement; the collectives have the same signatures on both.
#include <torch/csrc/distributed/c10d/Backend.hpp>
#else
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#endif

#include <functional>
#include <memory>
#include <string>

namespace tr {

#if TORCH_VERSION_MAJOR >= 2
using PgBase = c10d::Backend;
#else
using PgBase = c10d::ProcessGroup;
#endif

// A process group with what error messages need to name.
struct PgBox {
  c10::intrusive_ptr<PgBase> pg;
  std::string backend;
  int rank = 0;
  int size = 0;
};

// A native object behind a JS External, checked by a per-kind type tag on unwrap.
template <typename T>
struct Kind;

template <typename T>
Napi::Value Box(Napi::Env env, std::shared_ptr<T> value) {
  auto* holder = new std::shared_ptr<T>(std::move(value));
  auto ext = Napi::External<std::shared_ptr<T>>::New(env, holder, [](Napi::Env, std::shared_ptr<T>* p) { delete p; });
  napi_type_tag_object(env, ext, &Kind<T>::tag);
  return ext;
}

template <typename T>
std::shared_ptr<T>& Unbox(Napi::Value v, const char* what) {
  bool ok = false;
  if (v.IsExternal()) napi_check_object_type_tag(v.Env(), v, &Kind<T>::tag, &ok);
  if (!ok) throw Napi::TypeError::New(v.Env(), std::string("expected ") + Kind<T>::name + " for " + what);
  auto& p = *v.As<Napi::External<std::shared_ptr<T>>>().Data();
  if (!p) throw Napi::Error::New(v.Env(), std::string("the ") + (Kind<T>::name + 2) + " passed for " + what + " was already released (destroyed or closed)");
  return p;
}

struct StoreBox {
  c10::intrusive_ptr<c10d::Store> store;
};
struct WorkBox;
struct GradReducer;

template <>
struct Kind<StoreBox> {
  static constexpr napi_type_tag tag = {0x5d1f0c9a7e3b4a21ULL, 0x9c2e6b8f1a0d3e57ULL};
  static constexpr const char* name = "a Store";
};
template <>
struct Kind<PgBox> {
  static constexpr napi_type_tag tag = {0x2a7c4e91d0b35f68ULL, 0x4f81a3c5e7092b1dULL};
  static constexpr const char* name = "a ProcessGroup";
};
template <>
struct Kind<WorkBox> {
  static constexpr napi_type_tag tag = {0x6b3e9d2f4c1a8075ULL, 0x13d5f7a9b2c4e6f8ULL};
  static constexpr const char* name = "a Work";
};
template <>
struct Kind<GradReducer> {
  static constexpr napi_type_tag tag = {0x7e1d3c5b9a2f4068ULL, 0xa2c4e6f813579bd1ULL};
  static constexpr const char* name = "a GradReducer";
};

// A pending collective: the c10d work, and what to name when it fails. Once a wait has seen it
// complete, the work and its tensors are released (`done`), so that their memory does not wait
// for the JS object's collection, which the garbage collector schedules without seeing it.
struct WorkBox {
  std::mutex mutex;  // guards work, keepAlive and done
  c10::intrusive_ptr<c10d::Work> work;
  std::string op;
  int rank = 0;
  std::vector<at::Tensor> keepAlive;  // the tensors the collective reads and writes
  bool done = false;
};

// Runs `work` on a libuv worker thread; its result (a function that builds the JS value on
// the JS thread) resolves the returned Promise; an exception rejects it with an Error whose
// message starts with `what`.
class PromiseWorker : public Napi::AsyncWorker {
 public:
  using Result = std::function<Napi::Value(Napi::Env)>;
  using Job = std::function<Result()>;
  static Napi::Promise Run(Napi::Env env, std::string what, Job job);

 protected:
  PromiseWorker(Napi::Env env, std::string what, Job job);
  void Execute() override;
  void OnOK() override;
  void OnError(const Napi::Error& e) override;

 private:
  Napi::Promise::Deferred deferred_;
  std::string what_;
  Job job_;
  Result result_;
};

// The message of the exception being handled (c10::Error without its C++ backtrace).
std::string CurrentExceptionMessage();

std::chrono::milliseconds ToMillis(Napi::Value v, const char* what);
Napi::Value WrapWork(Napi::Env env, c10::intrusive_ptr<c10d::Work> work, std::string op, int rank,
                     std::vector<at::Tensor> keepAlive);
// Waits for `work`; on failure throws std::runtime_error naming the collective and the rank.
void WaitWork(WorkBox& box, std::chrono::milliseconds timeout);

// Argument helpers of the collectives (process_group.cc), shared with the composed ones.
std::shared_ptr<PgBox>& PgOf(Napi::Value v);
c10d::ReduceOp ToReduceOp(Napi::Value v);
std::chrono::milliseconds OptTimeout(const Napi::CallbackInfo& info, size_t i);
void CheckDense(const at::Tensor& t, const char* op, const char* what);
void CheckSame(const at::Tensor& a, const at::Tensor& b, const char* op, const char* what);

void InitStore(Napi::Env env, Napi::Object exports);
void InitProcessGroup(Napi::Env env, Napi::Object exports);
void InitWork(Napi::Env env, Napi::Object exports);
void InitGradReducer(Napi::Env env, Napi::Object exports);
void InitComposedCollectives(Napi::Env env, Napi::Object exports);

}  // namespace tr
