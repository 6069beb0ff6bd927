#include "common.h"

#include <c10/util/Exception.h>
#include <v8.h>

#include <cmath>
#include <cstring>
#include <deque>
#include <exception>

namespace tr {
namespace {

// Tensor handles. A handle is a JS External whose value names a slot of a native table by
// index and generation, never a pointer, so a stale handle can be detected instead of
// dereferenced. The External is V8's own (v8::External), not Node-API's: napi_create_external
// wraps each value in a heap-allocated, weakly referenced wrapper, which cost a third of a
// 1-element operator's time. The value carries bit 63, which no user-space pointer has, so a
// foreign External is never taken for a handle (and even then it would only name a slot that
// SlotOf validates, never memory). dispose() releases the tensor and frees the slot at once. A handle created
// outside any torch.scope (or one that leaves its scope) is adopted: it gets a finalizer, the
// garbage collector's safety net. Handles owned by a scope get none, so they cost no
// per-handle native allocation; finalizer bookkeeping freed only at garbage collection would
// otherwise sit between large blocks in the heap and keep resident memory growing.
struct Slot {
  at::Tensor t;
  int64_t reported = 0;  // bytes reported to V8 for this handle
  uint32_t gen = 2;      // even, so that a packed handle value is never 0 or odd
  uint32_t index = 0;
};

// A deque: growing it never moves slots, so references from Unwrap stay valid across Wrap.
std::deque<Slot> g_slots;
std::vector<uint32_t> g_free;
int64_t g_created = 0;
int64_t g_released = 0;

constexpr uint64_t kHandleBit = uint64_t(1) << 63;

// External memory is reported to V8 in batches: one call per handle cost as much as the
// handle itself for small tensors, and V8 only needs the order of magnitude.
int64_t g_unreported = 0;
bool g_reporting = false;
constexpr int64_t kReportBatch = 1 << 20;

// Counts `bytes`; tells V8 once a batch has gathered, but only from a call made by JS. A
// finalizer runs inside a garbage collection, and telling V8 there (or re-entering while a
// report has itself started a collection) aborts the process in V8's heap checks; what a
// finalizer frees is told with the next report from JS.
void Report(node_api_basic_env env, int64_t bytes, bool duringGc = false) {
  g_unreported += bytes;
  if (duringGc || g_reporting) return;
  if (g_unreported >= kReportBatch || g_unreported <= -kReportBatch) {
    int64_t amount = g_unreported;
    g_unreported = 0;
    g_reporting = true;
    int64_t ignored = 0;
    napi_adjust_external_memory(env, amount, &ignored);
    g_reporting = false;
  }
}

void* Pack(uint32_t index, uint32_t gen) {
  return reinterpret_cast<void*>(kHandleBit | (static_cast<uint64_t>(index) << 32) | gen);
}



int64_t ReportableBytes(const at::Tensor& t) {
  // Views share their base's storage: count the storage once, at the owner.
  if (!t.defined() || t.is_view() || t.device().type() != c10::DeviceType::CPU) return 0;
  return static_cast<int64_t>(t.nbytes());
}

// The live slot a handle value names, or nullptr (stale, disposed or foreign).
Slot* SlotOf(void* packed) {
  auto v = reinterpret_cast<uintptr_t>(packed);
  auto index = static_cast<uint32_t>((v & ~kHandleBit) >> 32);
  auto gen = static_cast<uint32_t>(v & 0xffffffffu);
  if (index >= g_slots.size() || g_slots[index].gen != gen || !g_slots[index].t.defined()) return nullptr;
  return &g_slots[index];
}

void Release(node_api_basic_env env, Slot* slot, bool duringGc = false) {
  slot->t.reset();
  ++g_released;
  if (slot->reported != 0) {
    Report(env, -slot->reported, duringGc);
    slot->reported = 0;
  }
  slot->gen += 2;
  g_free.push_back(slot->index);
}

// Runs during garbage collection (a basic finalizer): it must not call into JS.
void Finalize(node_api_basic_env env, void* packed, void* /*hint*/) {
  if (Slot* slot = SlotOf(packed)) Release(env, slot, /*duringGc=*/true);
}

// The packed value of a tensor handle, or nullptr for anything else.
void* PackedOf(napi_value v) {
  if (v == nullptr) return nullptr;
  v8::Local<v8::Value> local = ToV8(v);
  if (!local->IsExternal()) return nullptr;
  void* packed = local.As<v8::External>()->Value();
  return (reinterpret_cast<uintptr_t>(packed) & kHandleBit) ? packed : nullptr;
}

bool IsTagged(Napi::Value v) { return PackedOf(v) != nullptr; }

Slot* LiveSlot(Napi::Value v) {
  void* packed = PackedOf(v);
  return packed ? SlotOf(packed) : nullptr;
}

Napi::Value Dispose(const Napi::CallbackInfo& info) {
  void* packed = PackedOf(info[0]);
  if (packed == nullptr) throw Napi::TypeError::New(info.Env(), "dispose: expected a tensor handle");
  if (Slot* slot = SlotOf(packed)) Release(info.Env(), slot);
  return info.Env().Undefined();
}

// disposeAll(handles[]): dispose() for many handles in one call (a scope's end).
Napi::Value DisposeAll(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "disposeAll: expected an array of tensor handles");
  auto arr = info[0].As<Napi::Array>();
  for (uint32_t i = 0, n = arr.Length(); i < n; ++i) {
    if (Slot* slot = LiveSlot(arr.Get(i))) Release(info.Env(), slot);
  }
  return info.Env().Undefined();
}

// adopt(handle): the garbage collector releases the tensor if dispose() never does.
Napi::Value Adopt(const Napi::CallbackInfo& info) {
  if (!IsTagged(info[0])) throw Napi::TypeError::New(info.Env(), "adopt: expected a tensor handle");
  void* packed = PackedOf(info[0]);
  if (SlotOf(packed) != nullptr) napi_add_finalizer(info.Env(), info[0], packed, Finalize, nullptr, nullptr);
  return info.Env().Undefined();
}

// adoptAll(handles[]): adopt() for many handles in one call.
Napi::Value AdoptAll(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "adoptAll: expected an array of tensor handles");
  auto arr = info[0].As<Napi::Array>();
  for (uint32_t i = 0, n = arr.Length(); i < n; ++i) {
    Napi::Value h = arr.Get(i);
    void* packed = PackedOf(h);
    if (SlotOf(packed) != nullptr) napi_add_finalizer(info.Env(), h, packed, Finalize, nullptr, nullptr);
  }
  return info.Env().Undefined();
}

Napi::Value IsDisposed(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), LiveSlot(info[0]) == nullptr);
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
  uint32_t index;
  if (g_free.empty()) {
    index = static_cast<uint32_t>(g_slots.size());
    g_slots.emplace_back();
    g_slots.back().index = index;
  } else {
    index = g_free.back();
    g_free.pop_back();
  }
  Slot& slot = g_slots[index];
  slot.reported = ReportableBytes(t);
  slot.t = std::move(t);
  // Created in the current callback's handle scope, as Node-API's own values are.
  v8::Local<v8::External> ext = v8::External::New(v8::Isolate::GetCurrent(), Pack(index, slot.gen));
  ++g_created;
  if (slot.reported != 0) Report(env, slot.reported);
  return Napi::Value(env, reinterpret_cast<napi_value>(*ext));
}

bool IsHandle(Napi::Value v) { return LiveSlot(v) != nullptr; }

bool IsTensorHandle(Napi::Value v) { return IsTagged(v); }

void ThrowDisposed(Napi::Env env, const std::string& what) {
  throw Napi::Error::New(env, "the Tensor passed for " + what +
                                  " was disposed; keep it alive (do not dispose it, or "
                                  "return it from torch.scope) while it is still used");
}

at::Tensor& UnwrapMeta(Napi::Value v, const char* what) {
  void* packed = PackedOf(v);
  if (packed == nullptr) throw Napi::TypeError::New(v.Env(), std::string("expected a Tensor for ") + what);
  Slot* slot = SlotOf(packed);
  if (slot == nullptr) ThrowDisposed(v.Env(), what);
  return slot->t;
}

at::Tensor& Unwrap(Napi::Value v, const char* what) {
  at::Tensor& t = UnwrapMeta(v, what);
  // A storage resized to 0 bytes (UntypedStorage.resize_(0), as FSDP frees a parameter) under a
  // tensor that still has elements: a kernel would read through a null pointer.
  const c10::TensorImpl* impl = t.unsafeGetTensorImpl();
  const c10::Storage& storage = impl->unsafe_storage();
  if (C10_UNLIKELY(storage && storage.nbytes() == 0) && impl->numel() != 0) {
    throw Napi::Error::New(v.Env(), std::string("the Tensor passed for ") + what + " has freed storage (its untypedStorage() was resized to 0 bytes); restore it with untypedStorage().resize_(nbytes) and copy its data in before using it");
  }
  return t;
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
  v8::Local<v8::Value> local = ToV8(v);
  if (local->IsBoolean()) return at::Scalar(local->IsTrue());
  if (local->IsBigInt()) return at::Scalar(ToInt(v, what));
  if (!local->IsNumber()) throw Napi::TypeError::New(v.Env(), std::string("expected a number or boolean for ") + what);
  double d = local.As<v8::Number>()->Value();
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
