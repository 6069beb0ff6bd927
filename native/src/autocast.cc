// Autocast (automatic mixed precision) state: which devices run eligible operators in a
// lower precision, in which dtype, and the nesting count whose return to zero clears the
// cache of casted weights. The state is thread-local in libtorch, like grad mode.
#include "common.h"

#include <ATen/autocast_mode.h>

namespace tr {
namespace {

enum class AutocastDevice { Cpu, Cuda };

AutocastDevice ToAutocastDevice(Napi::Value v) {
  if (!v.IsString()) throw Napi::TypeError::New(v.Env(), "autocast: expected the device type 'cpu' or 'cuda'");
  std::string type = v.As<Napi::String>().Utf8Value();
  if (type == "cpu") return AutocastDevice::Cpu;
  if (type == "cuda") return AutocastDevice::Cuda;
  throw Napi::TypeError::New(v.Env(), "autocast: unsupported device type '" + type + "'; expected 'cpu' or 'cuda'");
}

// autocastState(deviceType) -> [enabled, dtypeCode]
Napi::Value AutocastState(const Napi::CallbackInfo& info) {
  auto device = ToAutocastDevice(info[0]);
  bool enabled = device == AutocastDevice::Cpu ? at::autocast::is_cpu_enabled() : at::autocast::is_enabled();
  at::ScalarType dtype =
      device == AutocastDevice::Cpu ? at::autocast::get_autocast_cpu_dtype() : at::autocast::get_autocast_gpu_dtype();
  auto out = Napi::Array::New(info.Env(), 2);
  out.Set(uint32_t(0), Napi::Boolean::New(info.Env(), enabled));
  out.Set(uint32_t(1), Napi::Number::New(info.Env(), static_cast<double>(static_cast<int>(dtype))));
  return out;
}

// setAutocastState(deviceType, enabled, dtypeCode)
Napi::Value SetAutocastState(const Napi::CallbackInfo& info) {
  auto device = ToAutocastDevice(info[0]);
  bool enabled = info[1].ToBoolean();
  at::ScalarType dtype = ToDtype(info[2], "dtype");
  if (device == AutocastDevice::Cpu) {
    if (enabled && dtype != at::kBFloat16) {
      throw Napi::TypeError::New(info.Env(), "autocast: CPU autocast supports only bfloat16 in this libtorch; use dtype 'bfloat16'");
    }
    at::autocast::set_autocast_cpu_dtype(dtype);
    at::autocast::set_cpu_enabled(enabled);
  } else {
    if (enabled && !at::hasCUDA()) {
      throw Napi::Error::New(info.Env(), "autocast: CUDA autocast needs a CUDA build of libtorch and a GPU; none is available");
    }
    if (dtype != at::kHalf && dtype != at::kBFloat16) {
      throw Napi::TypeError::New(info.Env(), "autocast: CUDA autocast supports float16 and bfloat16");
    }
    at::autocast::set_autocast_gpu_dtype(dtype);
    at::autocast::set_enabled(enabled);
  }
  return info.Env().Undefined();
}

Napi::Value AutocastEnter(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), at::autocast::increment_nesting());
}

// Leaving the outermost region frees the casted copies of weights kept for reuse.
Napi::Value AutocastExit(const Napi::CallbackInfo& info) {
  int depth = at::autocast::decrement_nesting();
  if (depth == 0) at::autocast::clear_cache();
  return Napi::Number::New(info.Env(), depth);
}

Napi::Value AutocastCacheEnabled(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), at::autocast::is_autocast_cache_enabled());
}

Napi::Value SetAutocastCacheEnabled(const Napi::CallbackInfo& info) {
  at::autocast::set_autocast_cache_enabled(info[0].ToBoolean());
  return info.Env().Undefined();
}

}  // namespace

void InitAutocast(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "autocastState", AutocastState);
  TR_EXPORT(exports, "setAutocastState", SetAutocastState);
  TR_EXPORT(exports, "autocastEnter", AutocastEnter);
  TR_EXPORT(exports, "autocastExit", AutocastExit);
  TR_EXPORT(exports, "autocastCacheEnabled", AutocastCacheEnabled);
  TR_EXPORT(exports, "setAutocastCacheEnabled", SetAutocastCacheEnabled);
}

}  // namespace tr
