// Autograd, grad modes, random state and threading.
#include "common.h"

#include <algorithm>

#include "blas_threads.h"

#include <ATen/Parallel.h>
#include <ATen/core/grad_mode.h>
#include <c10/core/InferenceMode.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/function.h>
#include <torch/version.h>

namespace tr {
namespace {

using at::Tensor;

std::vector<Tensor> UnwrapList(Napi::Value v, const char* what) {
  std::vector<Tensor> out;
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string("expected an array of tensors for ") + what);
  auto arr = v.As<Napi::Array>();
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    Napi::Value e = arr.Get(i);
    out.push_back(e.IsNull() || e.IsUndefined() ? Tensor() : Unwrap(e, what));
  }
  return out;
}

// backward(tensors[], grads[] (null entries allowed), retainGraph, createGraph)
Napi::Value Backward(const Napi::CallbackInfo& info) {
  auto tensors = UnwrapList(info[0], "tensors");
  auto grads = UnwrapList(info[1], "gradTensors");
  bool retain = info[2].ToBoolean();
  bool create = info[3].ToBoolean();
  try {
    torch::autograd::backward(tensors, grads, retain ? c10::optional<bool>(true) : c10::nullopt, create);
  } catch (...) {
    RethrowJsCallbackError(info.Env());
    throw;
  }
  return info.Env().Undefined();
}

// grad(outputs[], inputs[], gradOutputs[], retainGraph, createGraph, allowUnused)
Napi::Value Grad(const Napi::CallbackInfo& info) {
  auto outputs = UnwrapList(info[0], "outputs");
  auto inputs = UnwrapList(info[1], "inputs");
  auto gradOutputs = UnwrapList(info[2], "gradOutputs");
  bool retain = info[3].ToBoolean();
  bool create = info[4].ToBoolean();
  bool allowUnused = info[5].ToBoolean();
  torch::autograd::variable_list result;
  try {
    result = torch::autograd::grad(outputs, inputs, gradOutputs, retain ? c10::optional<bool>(true) : c10::nullopt, create,
                                   allowUnused);
  } catch (...) {
    RethrowJsCallbackError(info.Env());
    throw;
  }
  auto arr = Napi::Array::New(info.Env(), result.size());
  for (size_t i = 0; i < result.size(); ++i) arr.Set(i, Wrap(info.Env(), result[i]));
  return arr;
}

Napi::Value RequiresGrad(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), UnwrapMeta(info[0]).requires_grad());
}
Napi::Value SetRequiresGrad(const Napi::CallbackInfo& info) {
  UnwrapMeta(info[0]).requires_grad_(info[1].ToBoolean());
  return info.Env().Undefined();
}
Napi::Value GetGrad(const Napi::CallbackInfo& info) { return Wrap(info.Env(), UnwrapMeta(info[0]).grad()); }
// The checks of PyTorch's `Tensor.grad` setter: an optimizer would otherwise broadcast a
// gradient of another shape, or read it as another dtype.
Napi::Value SetGrad(const Napi::CallbackInfo& info) {
  Tensor& t = UnwrapMeta(info[0]);
  if (info[1].IsNull() || info[1].IsUndefined()) {
    t.mutable_grad() = Tensor();
    return info.Env().Undefined();
  }
  const Tensor& g = Unwrap(info[1], "grad");
  Napi::Env env = info.Env();
  if (g.is_same(t)) throw Napi::Error::New(env, "grad: can't assign a tensor as its own grad");
  if (g.scalar_type() != t.scalar_type()) {
    throw Napi::TypeError::New(env, std::string("grad: assigned grad has data of a different type: the tensor is ") +
                                        c10::toString(t.scalar_type()) + ", the grad " + c10::toString(g.scalar_type()) +
                                        "; convert it with .to(tensor.dtype)");
  }
  if (g.device() != t.device()) {
    throw Napi::Error::New(env, "grad: assigned grad has data located on a different device: the tensor is on " +
                                    t.device().str() + ", the grad on " + g.device().str() + "; move it with .to(tensor.device)");
  }
  if (g.layout() != t.layout() && !(g.is_sparse() && t.layout() == at::kStrided)) {
    throw Napi::Error::New(env, "grad: assigned grad has a different layout than the tensor");
  }
  if (!g.sizes().equals(t.sizes())) {
    throw Napi::Error::New(env, "grad: assigned grad has data of a different size: the tensor has shape " +
                                    c10::str(t.sizes()) + ", the grad " + c10::str(g.sizes()));
  }
  t.mutable_grad() = g;
  return info.Env().Undefined();
}
Napi::Value GradFnName(const Napi::CallbackInfo& info) {
  const auto& fn = UnwrapMeta(info[0]).grad_fn();
  return fn ? Napi::String::New(info.Env(), fn->name()) : info.Env().Null();
}
Napi::Value IsLeaf(const Napi::CallbackInfo& info) { return Napi::Boolean::New(info.Env(), UnwrapMeta(info[0]).is_leaf()); }
Napi::Value RetainGrad(const Napi::CallbackInfo& info) {
  UnwrapMeta(info[0]).retain_grad();
  return info.Env().Undefined();
}

Napi::Value IsGradEnabled(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), at::GradMode::is_enabled());
}
Napi::Value SetGradEnabled(const Napi::CallbackInfo& info) {
  at::GradMode::set_enabled(info[0].ToBoolean());
  return info.Env().Undefined();
}

// inferenceMode(fn): runs fn synchronously under c10::InferenceMode.
Napi::Value InferenceMode(const Napi::CallbackInfo& info) {
  if (!info[0].IsFunction()) throw Napi::TypeError::New(info.Env(), "inferenceMode: expected a function");
  c10::InferenceMode guard(info.Length() < 2 || info[1].ToBoolean());
  return info[0].As<Napi::Function>().Call({});
}
Napi::Value IsInferenceMode(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), c10::InferenceMode::is_enabled());
}
Napi::Value IsInference(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), Unwrap(info[0]).is_inference());
}

// ---- random state ----

Napi::Value ManualSeed(const Napi::CallbackInfo& info) {
  uint64_t seed = static_cast<uint64_t>(ToInt(info[0], "seed"));
  auto gen = at::detail::getDefaultCPUGenerator();
  {
    std::lock_guard<std::mutex> lock(gen.mutex());
    gen.set_current_seed(seed);
  }
  return info.Env().Undefined();
}
Napi::Value InitialSeed(const Napi::CallbackInfo& info) {
  auto gen = at::detail::getDefaultCPUGenerator();
  return Napi::Number::New(info.Env(), static_cast<double>(gen.current_seed()));
}
Napi::Value GetRngState(const Napi::CallbackInfo& info) {
  auto gen = at::detail::getDefaultCPUGenerator();
  std::lock_guard<std::mutex> lock(gen.mutex());
  return Wrap(info.Env(), gen.get_state());
}
Napi::Value SetRngState(const Napi::CallbackInfo& info) {
  Tensor& state = Unwrap(info[0], "state");
  auto gen = at::detail::getDefaultCPUGenerator();
  std::lock_guard<std::mutex> lock(gen.mutex());
  gen.set_state(state);
  return info.Env().Undefined();
}

Napi::Value SetNumThreads(const Napi::CallbackInfo& info) {
  int64_t n = ToInt(info[0], "threads");
  if (n < 1) throw Napi::RangeError::New(info.Env(), "setNumThreads: expected a positive integer");
  at::set_num_threads(static_cast<int>(n));
  SetBlasThreads(static_cast<int>(n));
  return info.Env().Undefined();
}
// The most threads any computing pool may use: the intra-op pool or the BLAS library's.
Napi::Value GetNumThreads(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), std::max(at::get_num_threads(), QueryBlasThreads().threads));
}
Napi::Value ThreadPools(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto pools = Napi::Object::New(env);
  pools.Set("intraOp", at::get_num_threads());
  pools.Set("interOp", at::get_num_interop_threads());
  BlasThreads blas = QueryBlasThreads();
  pools.Set("blasLibrary", blas.library.empty() ? env.Null() : Napi::String::New(env, blas.library));
  pools.Set("blas", blas.library.empty() ? env.Null() : Napi::Number::New(env, blas.threads));
  return pools;
}
// PyTorch's semantics: the inter-op pool's size is fixed once it has started (by the first
// inter-op parallel work or an earlier call), and setting it again is an error.
Napi::Value SetNumInteropThreads(const Napi::CallbackInfo& info) {
  int64_t n = ToInt(info[0], "threads");
  if (n < 1) throw Napi::RangeError::New(info.Env(), "setNumInteropThreads: expected a positive integer, got " + std::to_string(n));
  try {
    at::set_num_interop_threads(static_cast<int>(n));
  } catch (const c10::Error&) {
    throw Napi::Error::New(info.Env(),
                           "setNumInteropThreads: the number of inter-op threads can be set only once, before any "
                           "inter-op parallel work has started (call it first thing, before using torch)");
  }
  return info.Env().Undefined();
}
Napi::Value GetNumInteropThreads(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), at::get_num_interop_threads());
}
Napi::Value CudaAvailable(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), at::hasCUDA());
}
Napi::Value Version(const Napi::CallbackInfo& info) {
  return Napi::String::New(info.Env(), std::to_string(TORCH_VERSION_MAJOR) + "." + std::to_string(TORCH_VERSION_MINOR) +
                                           "." + std::to_string(TORCH_VERSION_PATCH));
}

}  // namespace

void InitAutograd(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "backward", Backward);
  TR_EXPORT(exports, "grad", Grad);
  TR_EXPORT(exports, "requiresGrad", RequiresGrad);
  TR_EXPORT(exports, "setRequiresGrad", SetRequiresGrad);
  TR_EXPORT(exports, "getGrad", GetGrad);
  TR_EXPORT(exports, "setGrad", SetGrad);
  TR_EXPORT(exports, "gradFnName", GradFnName);
  TR_EXPORT(exports, "isLeaf", IsLeaf);
  TR_EXPORT(exports, "retainGrad", RetainGrad);
  TR_EXPORT(exports, "isGradEnabled", IsGradEnabled);
  TR_EXPORT(exports, "setGradEnabled", SetGradEnabled);
  TR_EXPORT(exports, "inferenceMode", InferenceMode);
  TR_EXPORT(exports, "isInferenceModeEnabled", IsInferenceMode);
  TR_EXPORT(exports, "isInference", IsInference);
  TR_EXPORT(exports, "manualSeed", ManualSeed);
  TR_EXPORT(exports, "initialSeed", InitialSeed);
  TR_EXPORT(exports, "getRngState", GetRngState);
  TR_EXPORT(exports, "setRngState", SetRngState);
  TR_EXPORT(exports, "setNumThreads", SetNumThreads);
  TR_EXPORT(exports, "getNumThreads", GetNumThreads);
  TR_EXPORT(exports, "threadPools", ThreadPools);
  TR_EXPORT(exports, "setNumInteropThreads", SetNumInteropThreads);
  TR_EXPORT(exports, "getNumInteropThreads", GetNumInteropThreads);
  TR_EXPORT(exports, "cudaAvailable", CudaAvailable);
  TR_EXPORT(exports, "version", Version);
}

}  // namespace tr
