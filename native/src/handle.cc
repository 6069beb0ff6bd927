#include "common.h"

#include <c10/util/Exception.h>

#include <cmath>
#include <exception>

namespace tr {
namespace {

// A JS External owns one TensorBox. dispose() drops the tensor reference early; the
// finalizer (the safety net for tensors never disposed) deletes the box.
struct TensorBox {
  at::Tensor t;
  int64_t reported = 0;  // bytes reported to V8 for this handle
};

const napi_type_tag kTensorTag = {0x7f3c5e1a9b2d4c60ULL, 0x8e41d2a7c3b95f17ULL};

int64_t g_created = 0;
int64_t g_released = 0;

int64_t ReportableBytes(const at::Tensor& t) {
  // Views share their base's storage: count the storage once, at the owner.
  if (!t.defined() || t.is_view() || t.device().type() != c10::DeviceType::CPU) return 0;
  return static_cast<int64_t>(t.nbytes());
}

void Release(Napi::BasicEnv env, TensorBox* box) {
  if (!box->t.defined()) return;
  box->t.reset();
  ++g_released;
  if (box->reported != 0) {
    Napi::MemoryManagement::AdjustExternalMemory(env, -box->reported);
    box->reported = 0;
  }
}

// Runs during garbage collection (a basic finalizer): it must not call into JS.
void Finalize(Napi::BasicEnv env, TensorBox* box) {
  Release(env, box);
  delete box;
}

TensorBox* BoxOf(Napi::Value v) {
  if (!v.IsExternal()) return nullptr;
  bool ok = false;
  if (napi_check_object_type_tag(v.Env(), v, &kTensorTag, &ok) != napi_ok || !ok) return nullptr;
  return v.As<Napi::External<TensorBox>>().Data();
}

Napi::Value Dispose(const Napi::CallbackInfo& info) {
  TensorBox* box = BoxOf(info[0]);
  if (box == nullptr) throw Napi::TypeError::New(info.Env(), "dispose: expected a tensor handle");
  Release(info.Env(), box);
  return info.Env().Undefined();
}

Napi::Value IsDisposed(const Napi::CallbackInfo& info) {
  TensorBox* box = BoxOf(info[0]);
  return Napi::Boolean::New(info.Env(), box == nullptr || !box->t.defined());
}

Napi::Value HandleStats(const Napi::CallbackInfo& info) {
  Napi::Object o = Napi::Object::New(info.Env());
  o.Set("created", Napi::Number::New(info.Env(), static_cast<double>(g_created)));
  o.Set("released", Napi::Number::New(info.Env(), static_cast<double>(g_released)));
  o.Set("live", Napi::Number::New(info.Env(), static_cast<double>(g_created - g_released)));
  return o;
}

}  // namespace

void ThrowFromCurrentException(Napi::Env env, const char* where) {
  std::string prefix = where ? std::string(where) + ": " : std::string();
  try {
    throw;
  } catch (const c10::Error& e) {
    throw Napi::Error::New(env, prefix + e.what_without_backtrace());
  } catch (const std::exception& e) {
    throw Napi::Error::New(env, prefix + e.what());
  } catch (...) {
    throw Napi::Error::New(env, prefix + "unknown native error");
  }
}

Napi::Value Wrap(Napi::Env env, at::Tensor t) {
  if (!t.defined()) return env.Null();
  auto* box = new TensorBox{std::move(t), 0};
  box->reported = ReportableBytes(box->t);
  auto ext = Napi::External<TensorBox>::New(env, box, Finalize);
  napi_type_tag_object(env, ext, &kTensorTag);
  ++g_created;
  if (box->reported != 0) Napi::MemoryManagement::AdjustExternalMemory(env, box->reported);
  return ext;
}

bool IsHandle(Napi::Value v) { return BoxOf(v) != nullptr; }

at::Tensor& Unwrap(Napi::Value v, const char* what) {
  TensorBox* box = BoxOf(v);
  if (box == nullptr) {
    throw Napi::TypeError::New(v.Env(), std::string("expected a Tensor for ") + what);
  }
  if (!box->t.defined()) {
    throw Napi::Error::New(v.Env(), std::string("the Tensor passed for ") + what +
                                        " was disposed; keep it alive (do not dispose it, or "
                                        "return it from torch.scope) while it is still used");
  }
  return box->t;
}

c10::optional<at::Tensor> UnwrapOptional(Napi::Value v, const char* what) {
  if (v.IsNull() || v.IsUndefined()) return c10::nullopt;
  return Unwrap(v, what);
}

int64_t ToInt(Napi::Value v, const char* what) {
  if (v.IsBigInt()) {
    bool lossless = false;
    int64_t r = v.As<Napi::BigInt>().Int64Value(&lossless);
    if (!lossless) throw Napi::RangeError::New(v.Env(), std::string(what) + ": bigint out of int64 range");
    return r;
  }
  if (!v.IsNumber()) throw Napi::TypeError::New(v.Env(), std::string("expected an integer for ") + what);
  double d = v.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(d) || std::floor(d) != d) {
    throw Napi::TypeError::New(v.Env(), std::string("expected an integer for ") + what + ", got " + std::to_string(d));
  }
  return static_cast<int64_t>(d);
}

double ToDouble(Napi::Value v, const char* what) {
  if (v.IsBoolean()) return v.As<Napi::Boolean>().Value() ? 1.0 : 0.0;
  if (!v.IsNumber()) throw Napi::TypeError::New(v.Env(), std::string("expected a number for ") + what);
  return v.As<Napi::Number>().DoubleValue();
}

std::vector<int64_t> ToIntList(Napi::Value v, const char* what) {
  std::vector<int64_t> out;
  if (v.IsNumber() || v.IsBigInt()) {
    out.push_back(ToInt(v, what));
    return out;
  }
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string("expected an array of integers for ") + what);
  auto arr = v.As<Napi::Array>();
  out.reserve(arr.Length());
  for (uint32_t i = 0; i < arr.Length(); ++i) out.push_back(ToInt(arr.Get(i), what));
  return out;
}

at::Scalar ToScalar(Napi::Value v, const char* what) {
  if (v.IsBoolean()) return at::Scalar(v.As<Napi::Boolean>().Value());
  if (v.IsBigInt()) return at::Scalar(ToInt(v, what));
  if (!v.IsNumber()) throw Napi::TypeError::New(v.Env(), std::string("expected a number or boolean for ") + what);
  double d = v.As<Napi::Number>().DoubleValue();
  if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9.007199254740992e15) {
    return at::Scalar(static_cast<int64_t>(d));
  }
  return at::Scalar(d);
}

at::ScalarType ToDtype(Napi::Value v, const char* what) {
  int64_t code = ToInt(v, what);
  if (code < 0 || code >= static_cast<int64_t>(at::ScalarType::NumOptions)) {
    throw Napi::RangeError::New(v.Env(), std::string("invalid dtype code for ") + what);
  }
  return static_cast<at::ScalarType>(code);
}

c10::Device ToDevice(Napi::Value v, const char* what) {
  if (!v.IsString()) throw Napi::TypeError::New(v.Env(), std::string("expected a device string for ") + what);
  return c10::Device(v.As<Napi::String>().Utf8Value());
}

Napi::Array FromIntList(Napi::Env env, at::IntArrayRef list) {
  auto arr = Napi::Array::New(env, list.size());
  for (size_t i = 0; i < list.size(); ++i) arr.Set(i, Napi::Number::New(env, static_cast<double>(list[i])));
  return arr;
}

Napi::Value FromScalar(Napi::Env env, const at::Scalar& s) {
  if (s.isBoolean()) return Napi::Boolean::New(env, s.toBool());
  if (s.isIntegral(false)) return Napi::Number::New(env, static_cast<double>(s.toLong()));
  if (s.isComplex()) return Napi::Number::New(env, s.toComplexDouble().real());
  return Napi::Number::New(env, s.toDouble());
}

void InitHandles(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "dispose", Dispose);
  TR_EXPORT(exports, "isDisposed", IsDisposed);
  TR_EXPORT(exports, "handleStats", HandleStats);
}

}  // namespace tr
