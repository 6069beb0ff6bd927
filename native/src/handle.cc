#include "common.h"

#include <c10/util/Exception.h>

#include <atomic>
#include <cmath>
#include <cstring>
#include <exception>

namespace tr {
namespace {

// Tensor handles. A handle is a JS BigInt whose value names a slot of its environment's table
// (EnvState) by index and generation, never a pointer, so a stale handle is detected instead
// of dereferenced. BigInts cost one small allocation in V8's young generation, where
// napi_create_external allocates a wrapper and a weak reference per value (a third of a
// 1-element operator's time). Bit 63 is set in every handle: as an int64 argument such a
// value is out of range, so no integer a user passes is taken for a handle. The environment's
// id in bits 51-62 tells a handle made on another JS thread (a Tensor object copied to a
// Worker) from one of this thread's.
//
// dispose() releases the tensor and frees the slot at once. A handle created outside any
// torch.scope (or one that leaves its scope) is adopted: its Tensor object gets a finalizer,
// the garbage collector's safety net. Handles owned by a scope get none, so they cost no
// per-handle native allocation.
constexpr uint64_t kHandleBit = uint64_t(1) << 63;
constexpr int kEnvShift = 51, kIndexShift = 28;
constexpr uint64_t kEnvMask = 0xfff, kIndexMask = (uint64_t(1) << 23) - 1, kGenMask = (uint64_t(1) << 28) - 1;

// External memory is reported to V8 in batches: one call per handle cost as much as the
// handle itself for small tensors, and V8 only needs the order of magnitude.
constexpr int64_t kReportBatch = 1 << 20;

// Counts `bytes`; tells V8 once a batch has gathered, but only from a call made by JS. A
// finalizer runs inside a garbage collection, and telling V8 there (or re-entering while a
// report has itself started a collection) aborts the process in V8's heap checks; what a
// finalizer frees is told with the next report from JS.
void Report(EnvState& s, int64_t bytes, bool duringGc = false) {
  s.unreported += bytes;
  if (duringGc || s.reporting) return;
  if (s.unreported >= kReportBatch || s.unreported <= -kReportBatch) {
    int64_t amount = s.unreported;
    s.unreported = 0;
    s.reporting = true;
    int64_t ignored = 0;
    napi_adjust_external_memory(s.env, amount, &ignored);
    s.reporting = false;
  }
}

uint64_t Pack(const EnvState& s, uint32_t index, uint32_t gen) {
  return kHandleBit | (uint64_t(s.id) << kEnvShift) | (uint64_t(index) << kIndexShift) | gen;
}

int64_t ReportableBytes(const at::Tensor& t) {
  // Views share their base's storage: count the storage once, at the owner.
  if (!t.defined() || t.is_view() || t.device().type() != c10::DeviceType::CPU) return 0;
  return static_cast<int64_t>(t.nbytes());
}

bool OfThisEnv(const EnvState& s, uint64_t packed) { return ((packed >> kEnvShift) & kEnvMask) == s.id; }

// The live slot a handle value names, or nullptr (stale, disposed or another environment's).
Slot* SlotOf(EnvState& s, uint64_t packed) {
  if (!OfThisEnv(s, packed)) return nullptr;
  auto index = static_cast<uint32_t>((packed >> kIndexShift) & kIndexMask);
  auto gen = static_cast<uint32_t>(packed & kGenMask);
  if (index >= s.slots.size() || s.slots[index].gen != gen || !s.slots[index].t.defined()) return nullptr;
  return &s.slots[index];
}

void Release(EnvState& s, Slot* slot, bool duringGc = false) {
  slot->t.reset();
  ++s.released;
  if (slot->reported != 0) {
    Report(s, -slot->reported, duringGc);
    slot->reported = 0;
  }
  slot->gen = (slot->gen + 1) & kGenMask;
  if (slot->gen == 0) slot->gen = 1;
  s.free.push_back(slot->index);
}

// The finalizer's data: the handle and its environment's state (finalizers run on that
// environment's thread, before its state is destroyed).
struct Adopted {
  EnvState* state;
  uint64_t packed;
};

// Runs during garbage collection (a basic finalizer): it must not call into JS.
void Finalize(node_api_basic_env env, void* data, void* /*hint*/) {
  auto* a = static_cast<Adopted*>(data);
  if (Slot* slot = SlotOf(*a->state, a->packed)) Release(*a->state, slot, /*duringGc=*/true);
  delete a;
}

// The packed value of a tensor handle; false for anything else.
bool PackedOf(napi_env env, napi_value v, uint64_t& packed) {
  bool lossless = false;
  if (v == nullptr || napi_get_value_bigint_uint64(env, v, &packed, &lossless) != napi_ok) return false;
  return lossless && (packed & kHandleBit) != 0;
}

bool IsTagged(Napi::Value v) {
  uint64_t packed;
  return PackedOf(v.Env(), v, packed);
}

Slot* LiveSlot(Napi::Value v) {
  uint64_t packed;
  return PackedOf(v.Env(), v, packed) ? SlotOf(StateOf(v.Env()), packed) : nullptr;
}

[[noreturn]] void ThrowForeign(Napi::Env env, const std::string& what) {
  throw Napi::Error::New(env, "the Tensor passed for " + what +
                                  " was made on another JS thread (the main thread or another Worker); a tensor "
                                  "belongs to the thread that made it. Send its data instead (tensor.toArray() or "
                                  "a transferable ArrayBuffer) and rebuild it there with torch.fromTypedArray or torch.tensor");
}

Napi::Value Dispose(const Napi::CallbackInfo& info) {
  uint64_t packed;
  if (!PackedOf(info.Env(), info[0], packed)) throw Napi::TypeError::New(info.Env(), "dispose: expected a tensor handle");
  EnvState& s = StateOf(info.Env());
  if (Slot* slot = SlotOf(s, packed)) Release(s, slot);
  return info.Env().Undefined();
}

// disposeAll(handles[]): dispose() for many handles in one call (a scope's end).
Napi::Value DisposeAll(const Napi::CallbackInfo& info) {
  napi_env env = info.Env();
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "disposeAll: expected an array of tensor handles");
  EnvState& s = StateOf(env);
  napi_value arr = info[0];
  uint32_t n = 0;
  napi_get_array_length(env, arr, &n);
  for (uint32_t i = 0; i < n; ++i) {
    napi_value h;
    uint64_t packed;
    if (napi_get_element(env, arr, i, &h) != napi_ok || !PackedOf(env, h, packed)) continue;
    if (Slot* slot = SlotOf(s, packed)) Release(s, slot);
  }
  return info.Env().Undefined();
}

void AdoptOne(EnvState& s, napi_value owner, napi_value handle) {
  uint64_t packed;
  if (!PackedOf(s.env, handle, packed) || SlotOf(s, packed) == nullptr) return;
  auto* a = new Adopted{&s, packed};
  if (napi_add_finalizer(s.env, owner, a, Finalize, nullptr, nullptr) != napi_ok) {
    delete a;
    throw Napi::TypeError::New(s.env, "adopt: the owner must be an object");
  }
}

// adopt(owner, handle): the garbage collector releases the tensor when `owner` (its Tensor
// object) is collected, if dispose() never does.
Napi::Value Adopt(const Napi::CallbackInfo& info) {
  if (!IsTagged(info[1])) throw Napi::TypeError::New(info.Env(), "adopt: expected a tensor handle");
  AdoptOne(StateOf(info.Env()), info[0], info[1]);
  return info.Env().Undefined();
}

// adoptAll(owners[], handles[]): adopt() for many tensors in one call.
Napi::Value AdoptAll(const Napi::CallbackInfo& info) {
  napi_env env = info.Env();
  if (!info[0].IsArray() || !info[1].IsArray()) {
    throw Napi::TypeError::New(info.Env(), "adoptAll: expected an array of owners and an array of tensor handles");
  }
  EnvState& s = StateOf(env);
  uint32_t n = 0;
  napi_get_array_length(env, info[1], &n);
  for (uint32_t i = 0; i < n; ++i) {
    napi_value owner, h;
    if (napi_get_element(env, info[0], i, &owner) != napi_ok || napi_get_element(env, info[1], i, &h) != napi_ok) continue;
    AdoptOne(s, owner, h);
  }
  return info.Env().Undefined();
}

Napi::Value IsDisposed(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), LiveSlot(info[0]) == nullptr);
}

Napi::Value HandleStats(const Napi::CallbackInfo& info) {
  EnvState& s = StateOf(info.Env());
  Napi::Object o = Napi::Object::New(info.Env());
  o.Set("created", Napi::Number::New(info.Env(), static_cast<double>(s.created)));
  o.Set("released", Napi::Number::New(info.Env(), static_cast<double>(s.released)));
  o.Set("live", Napi::Number::New(info.Env(), static_cast<double>(s.created - s.released)));
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
  EnvState& s = StateOf(env);
  uint32_t index;
  if (s.free.empty()) {
    if (s.slots.size() > kIndexMask) {
      throw Napi::RangeError::New(env, "more than " + std::to_string(kIndexMask + 1) +
                                           " tensors are alive on this thread: dispose tensors (or use torch.scope) to free them");
    }
    index = static_cast<uint32_t>(s.slots.size());
    s.slots.emplace_back();
    s.slots.back().index = index;
  } else {
    index = s.free.back();
    s.free.pop_back();
  }
  Slot& slot = s.slots[index];
  slot.reported = ReportableBytes(t);
  slot.t = std::move(t);
  napi_value out;
  napi_create_bigint_uint64(env, Pack(s, index, slot.gen), &out);
  ++s.created;
  if (slot.reported != 0) Report(s, slot.reported);
  return Napi::Value(env, out);
}

bool IsHandle(Napi::Value v) { return LiveSlot(v) != nullptr; }

bool IsTensorHandle(Napi::Value v) { return IsTagged(v); }

void ThrowDisposed(Napi::Env env, const std::string& what) {
  throw Napi::Error::New(env, "the Tensor passed for " + what +
                                  " was disposed; keep it alive (do not dispose it, or "
                                  "return it from torch.scope) while it is still used");
}

namespace {

// The tensor of a handle value; nullptr for a value that is no handle. A disposed handle, or
// one made on another thread, throws.
at::Tensor* TryUnwrapMeta(Napi::Value v, const char* what) {
  uint64_t packed;
  if (!PackedOf(v.Env(), v, packed)) return nullptr;
  EnvState& s = StateOf(v.Env());
  Slot* slot = SlotOf(s, packed);
  if (slot == nullptr) {
    if (!OfThisEnv(s, packed)) ThrowForeign(v.Env(), what);
    ThrowDisposed(v.Env(), what);
  }
  return &slot->t;
}

void CheckStorage(Napi::Value v, const at::Tensor& t, const char* what) {
  // A storage resized to 0 bytes (UntypedStorage.resize_(0), as FSDP frees a parameter) under a
  // tensor that still has elements: a kernel would read through a null pointer.
  const c10::TensorImpl* impl = t.unsafeGetTensorImpl();
  const c10::Storage& storage = impl->unsafe_storage();
  if (C10_UNLIKELY(storage && storage.nbytes() == 0) && impl->numel() != 0) {
    throw Napi::Error::New(v.Env(), std::string("the Tensor passed for ") + what + " has freed storage (its untypedStorage() was resized to 0 bytes); restore it with untypedStorage().resize_(nbytes) and copy its data in before using it");
  }
}

}  // namespace

at::Tensor& UnwrapMeta(Napi::Value v, const char* what) {
  at::Tensor* t = TryUnwrapMeta(v, what);
  if (t == nullptr) throw Napi::TypeError::New(v.Env(), std::string("expected a Tensor for ") + what);
  return *t;
}

at::Tensor* TryUnwrap(Napi::Value v, const char* what) {
  at::Tensor* t = TryUnwrapMeta(v, what);
  if (t != nullptr) CheckStorage(v, *t, what);
  return t;
}

at::Tensor& Unwrap(Napi::Value v, const char* what) {
  at::Tensor& t = UnwrapMeta(v, what);
  CheckStorage(v, t, what);
  return t;
}

c10::optional<at::Tensor> UnwrapOptional(Napi::Value v, const char* what) {
  if (v.IsNull() || v.IsUndefined()) return c10::nullopt;
  return Unwrap(v, what);
}

int64_t ToInt(Napi::Value v, const char* what) {
  if (v.IsBigInt()) {
    if (IsTagged(v)) throw Napi::TypeError::New(v.Env(), std::string("expected an integer for ") + what + ", got a Tensor");
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
  napi_valuetype type = napi_undefined;
  napi_typeof(v.Env(), v, &type);
  if (type == napi_boolean) return at::Scalar(v.As<Napi::Boolean>().Value());
  if (type == napi_bigint) return at::Scalar(ToInt(v, what));
  if (type != napi_number) throw Napi::TypeError::New(v.Env(), std::string("expected a number or boolean for ") + what);
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
  TR_EXPORT(exports, "disposeAll", DisposeAll);
  TR_EXPORT(exports, "adopt", Adopt);
  TR_EXPORT(exports, "adoptAll", AdoptAll);
  TR_EXPORT(exports, "isDisposed", IsDisposed);
  TR_EXPORT(exports, "handleStats", HandleStats);
}

}  // namespace tr
