// Shared by every translation unit of the addon: the N-API entry-point guard and the
// tensor handle (a JS External owning one at::Tensor reference).
#pragma once

#include <napi.h>
#include <ATen/ATen.h>
#include <torch/version.h>

#include "env_state.h"
#include "js_value.h"

#include <cstring>
#include <string>

namespace tr {

// Every exported function is wrapped so that libtorch errors and any C++ exception become JS
// Errors carrying the function's name and libtorch's message, never a crash.
[[noreturn]] void ThrowFromCurrentException(Napi::Env env, const char* where);

#define TR_EXPORT(exports, name, fn)                                                      \
  (exports).Set(name, Napi::Function::New(                                                \
                          (exports).Env(),                                                \
                          [](const Napi::CallbackInfo& info) -> Napi::Value {             \
                            try {                                                         \
                              return fn(info);                                            \
                            } catch (const Napi::Error&) {                                \
                              throw;                                                      \
                            } catch (...) {                                               \
                              ::tr::ThrowFromCurrentException(info.Env(), name);          \
                            }                                                             \
                          },                                                              \
                          name))

// Tensor handles.
Napi::Value Wrap(Napi::Env env, at::Tensor t);           // undefined tensor -> null
bool IsHandle(Napi::Value v);        // a live tensor handle
bool IsTensorHandle(Napi::Value v);  // a tensor handle, live or disposed
[[noreturn]] void ThrowDisposed(Napi::Env env, const std::string& what);
// Throws when the tensor's storage was freed (resized to 0 bytes) but it still has elements.
at::Tensor& Unwrap(Napi::Value v, const char* what = "tensor");
// Unwrap for a value that may be a tensor: nullptr when it is no tensor handle at all.
at::Tensor* TryUnwrap(Napi::Value v, const char* what = "tensor");
// Unwrap for metadata only (shape, dtype, autograd flags, storage): accepts freed storage.
at::Tensor& UnwrapMeta(Napi::Value v, const char* what = "tensor");
c10::optional<at::Tensor> UnwrapOptional(Napi::Value v, const char* what = "tensor");
void InitHandles(Napi::Env env, Napi::Object exports);

// Small argument helpers that throw TypeError naming the argument.
int64_t ToInt(Napi::Value v, const char* what);
double ToDouble(Napi::Value v, const char* what);
std::vector<int64_t> ToIntList(Napi::Value v, const char* what);
at::Scalar ToScalar(Napi::Value v, const char* what);
at::ScalarType ToDtype(Napi::Value v, const char* what);
c10::Device ToDevice(Napi::Value v, const char* what);
Napi::Array FromIntList(Napi::Env env, at::IntArrayRef list);
Napi::Value FromScalar(Napi::Env env, const at::Scalar& s);

void InitTensor(Napi::Env env, Napi::Object exports);
void InitOps(Napi::Env env, Napi::Object exports);
void InitAutograd(Napi::Env env, Napi::Object exports);
void InitSerialize(Napi::Env env, Napi::Object exports);
void InitOptim(Napi::Env env, Napi::Object exports);
void InitGradNorm(Napi::Env env, Napi::Object exports);
void InitStaging(Napi::Env env, Napi::Object exports);
void InitCpuAllocator(Napi::Env env, Napi::Object exports);
void InitJit(Napi::Env env, Napi::Object exports);
void InitJsAutograd(Napi::Env env, Napi::Object exports);
void InitStorage(Napi::Env env, Napi::Object exports);
// Throws the exception a JS autograd callback (custom Function backward, hook) threw during
// the backward that just failed, if any: the caller's catch of a libtorch error calls it first.
void RethrowJsCallbackError(Napi::Env env);

}  // namespace tr
