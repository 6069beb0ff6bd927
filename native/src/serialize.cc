// torch.save-compatible serialization: JS values <-> IValues, and the zip + pickle format
// that Python's torch.save/torch.load read and write. Saving uses libtorch's pickler and zip
// writer, streamed to the file; loading uses the restricted reader in pickle_loader.cc.
//
// The JS side (src/torch/serialize/ivalue.ts) encodes user values into a small tagged tree
// before crossing, so this file never guesses what a plain JS object means:
//   null | boolean | number | bigint | string | tensor handle | Array (a list)
//   { t: 'float', v }                       a Python float even when v is integral
//   { t: 'tuple', items: [...] }            a tuple
//   { t: 'dict', intKeys, keys, values }    a dict with str (or int) keys
// Decoding produces the same tree (tuples come back as plain arrays).
#include "ivalue_js.h"
#include "pickle_loader.h"
#include "zip_reader.h"
#include "file_mapping.h"
#include "file_job.h"

#include <ATen/core/ivalue.h>
#include <c10/core/CPUAllocator.h>
#include <c10/util/strides.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/serialization/export.h>
#include <torch/csrc/jit/serialization/pickler.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <unordered_map>

namespace tr {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;

// Type checks and property reads go through JsReads (one napi_typeof per value, keys interned
// once per environment): a checkpoint's config and results are many small values.
struct JsReader : JsReads {
  // Tensors become copies of their data (a snapshot the caller may go on changing); views of
  // one storage stay views of one copy.
  bool copyTensors = false;
  mutable std::unordered_map<const c10::StorageImpl*, c10::Storage> copied;

  explicit JsReader(napi_env e) : JsReads(e) {}
  [[noreturn]] void Fail(const std::string& what) const { throw Napi::TypeError::New(env, what); }
};

c10::IValue Untyped(const JsReader& r, napi_value v, bool typedLists);

// A copy of a CPU storage's bytes: into `into` when it has the same size (memory already
// mapped: no page faults), else into a new storage.
c10::Storage CopyOfStorage(const c10::Storage& src, const c10::Storage& into) {
  size_t nbytes = src.nbytes();
  c10::Storage dst = into && into.nbytes() == nbytes
                         ? into
                         : c10::Storage(c10::Storage::use_byte_size_t(), nbytes, c10::GetCPUAllocator(), /*resizable=*/false);
  if (nbytes > 0) std::memcpy(dst.data(), src.data(), nbytes);
  return dst;
}

// `t`'s view (offset, sizes, strides) of another storage. A dense CPU view is made directly:
// a save makes one per tensor, and two dispatcher calls (empty, set_) each cost more than the
// copy of a small tensor.
at::Tensor ViewOf(const at::Tensor& t, const c10::Storage& storage) {
  if (t.layout() == at::kStrided && t.device().is_cpu() && !t.is_quantized()) {
    at::Tensor view = at::detail::make_tensor<c10::TensorImpl>(c10::Storage(storage), c10::DispatchKeySet(c10::DispatchKey::CPU), t.dtype());
    view.unsafeGetTensorImpl()->set_sizes_and_strides(t.sizes(), t.strides(), t.storage_offset());
    return view;
  }
  at::Tensor view = at::empty({0}, at::TensorOptions().dtype(t.scalar_type()));
  view.set_(storage, t.storage_offset(), t.sizes(), t.strides());
  return view;
}

// A copy of `t` for a snapshot: on the CPU its view of a copy of its whole storage, made once
// per storage.
at::Tensor SnapshotCopy(const JsReader& r, const at::Tensor& t) {
  if (!t.device().is_cpu() || !t.has_storage()) {
    at::NoGradGuard noGrad;
    return t.clone();
  }
  auto [it, fresh] = r.copied.try_emplace(t.storage().unsafeGetStorageImpl());
  if (fresh) it->second = CopyOfStorage(t.storage(), c10::Storage());
  return ViewOf(t, it->second);
}

// Lists of one element kind become typed lists (List[int], List[Tensor], ...), which
// TorchScript signatures require; torch.save wants generic lists (Python's restricted
// `weights_only` unpickler does not accept the typed-list rebuild functions).
c10::IValue ListFromArray(const JsReader& r, napi_value arr, bool typedLists) {
  std::vector<c10::IValue> items;
  uint32_t n = r.Length(arr);
  items.reserve(n);
  for (uint32_t i = 0; i < n; ++i) items.push_back(Untyped(r, r.At(arr, i), typedLists));
  if (typedLists && !items.empty()) {
    auto all = [&](auto pred) {
      for (const auto& x : items) if (!pred(x)) return false;
      return true;
    };
    if (all([](const c10::IValue& x) { return x.isTensor(); })) {
      c10::List<at::Tensor> l;
      for (auto& x : items) l.push_back(x.toTensor());
      return l;
    }
    if (all([](const c10::IValue& x) { return x.isInt(); })) {
      c10::List<int64_t> l;
      for (auto& x : items) l.push_back(x.toInt());
      return l;
    }
    if (all([](const c10::IValue& x) { return x.isDouble() || x.isInt(); })) {
      c10::List<double> l;
      for (auto& x : items) l.push_back(x.isInt() ? static_cast<double>(x.toInt()) : x.toDouble());
      return l;
    }
    if (all([](const c10::IValue& x) { return x.isBool(); })) {
      c10::List<bool> l;
      for (auto& x : items) l.push_back(x.toBool());
      return l;
    }
    if (all([](const c10::IValue& x) { return x.isString(); })) {
      c10::List<std::string> l;
      for (auto& x : items) l.push_back(x.toStringRef());
      return l;
    }
  }
  c10::impl::GenericList list(c10::AnyType::get());
  list.reserve(items.size());
  for (auto& x : items) list.push_back(std::move(x));
  return list;
}

c10::IValue Untyped(const JsReader& r, napi_value v, bool typedLists) {
  switch (r.Type(v)) {
    case napi_undefined:
    case napi_null:
      return c10::IValue();
    case napi_boolean:
      return r.Truthy(v);
    case napi_number: {
      double d = r.Number(v);
      if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= kMaxSafeInteger) return static_cast<int64_t>(d);
      return d;
    }
    case napi_string:
      return r.Utf8(v);
    case napi_bigint: {
      Napi::Value value(r.env, v);
      if (const at::Tensor* tensor = TryUnwrap(value, "a tensor value")) return r.copyTensors ? SnapshotCopy(r, *tensor) : *tensor;
      return ToInt(value, "bigint value");
    }
    case napi_object:
      break;
    default:
      r.Fail("cannot convert this JS value to a TorchScript/pickle value (expected null, a boolean, number, bigint, "
             "string, Tensor, array, or plain object)");
  }
  // Dicts first: a checkpoint's config and results are mostly dicts (arrays have no `t`).
  napi_value tag = r.Get(v, Key::T);
  if (r.Is(tag, Key::Dict)) {
    // A constant tree's dict (values.ts marks it `constant: true`) is converted once; the
    // IValue is kept on the node and shared by every later save. Typed lists are never kept.
    napi_value kept = typedLists ? r.Undefined() : r.Get(v, Key::Constant);
    if (r.Type(kept) == napi_external) {
      void* data = nullptr;
      napi_get_value_external(r.env, kept, &data);
      return *static_cast<c10::IValue*>(data);
    }
    bool intKeys = r.Truthy(r.Get(v, Key::IntKeys));
    napi_value keys = r.Get(v, Key::Keys), values = r.Get(v, Key::Values);
    uint32_t n = 0, nValues = 0;
    if (!r.ArrayLength(keys, n) || !r.ArrayLength(values, nValues)) r.Fail("dict: expected arrays of keys and values");
    c10::TypePtr keyType = intKeys ? c10::TypePtr(c10::IntType::get()) : c10::TypePtr(c10::StringType::get());
    c10::impl::GenericDict dict(keyType, c10::AnyType::get());
    dict.reserve(n);
    for (uint32_t i = 0; i < n; ++i) {
      napi_value key = r.At(keys, i);
      c10::IValue ikey;
      if (intKeys) {
        ikey = ToInt(Napi::Value(r.env, key), "dict key");
      } else {
        std::string text;
        if (!r.Str(key, text)) {
          napi_value s;
          if (napi_coerce_to_string(r.env, key, &s) != napi_ok) r.Fail("dict key: cannot be converted to a string");
          text = r.Utf8(s);
        }
        ikey = std::move(text);
      }
      dict.insert_or_assign(std::move(ikey), Untyped(r, r.At(values, i), typedLists));
    }
    if (r.Type(kept) == napi_boolean && r.Truthy(kept)) {
      auto held = Napi::External<c10::IValue>::New(r.env, new c10::IValue(dict), [](Napi::Env, c10::IValue* p) { delete p; });
      // Not kept (a frozen node): the next save converts it again.
      if (napi_set_property(r.env, v, r.KeyOf(Key::Constant), held) != napi_ok) {
        napi_value ignored;
        napi_get_and_clear_last_exception(r.env, &ignored);
      }
    }
    return dict;
  }
  if (r.IsArray(v)) return ListFromArray(r, v, typedLists);
  if (r.Is(tag, Key::Float)) {
    napi_value x = r.Get(v, Key::V);
    if (r.Type(x) != napi_number) r.Fail("float value: expected a number");
    return r.Number(x);
  }
  if (r.Is(tag, Key::Tuple)) {
    napi_value a = r.Get(v, Key::Items);
    if (!r.IsArray(a)) r.Fail("tuple: expected an array of items");
    uint32_t n = r.Length(a);
    std::vector<c10::IValue> items;
    items.reserve(n);
    for (uint32_t i = 0; i < n; ++i) items.push_back(Untyped(r, r.At(a, i), typedLists));
    return c10::ivalue::Tuple::create(std::move(items));
  }
  r.Fail("cannot convert this JS value to a TorchScript/pickle value (expected null, a boolean, number, bigint, "
         "string, Tensor, array, or plain object)");
}

c10::IValue Untyped(Napi::Value v, bool typedLists, bool copyTensors = false) {
  Napi::HandleScope scope(v.Env());
  JsReader reader(v.Env());
  reader.copyTensors = copyTensors;
  return Untyped(reader, v, typedLists);
}

Napi::Object DictNode(Napi::Env env, bool intKeys, Napi::Array keys, Napi::Array values) {
  Napi::Object node = Napi::Object::New(env);
  node.Set("t", "dict");
  node.Set("intKeys", intKeys);
  node.Set("keys", keys);
  node.Set("values", values);
  return node;
}

}  // namespace

// Shared with jit.cc (module inputs and outputs).
c10::IValue JsToIValue(Napi::Value v, bool typedLists) { return Untyped(v, typedLists); }

c10::IValue JsToIValueTyped(Napi::Value v, const c10::TypePtr& type) {
  using c10::TypeKind;
  switch (type->kind()) {
    case TypeKind::OptionalType:
      if (v.IsNull() || v.IsUndefined()) return c10::IValue();
      return JsToIValueTyped(v, type->containedType(0));
    case TypeKind::FloatType:
      if (v.IsNumber()) return v.As<Napi::Number>().DoubleValue();
      break;
    case TypeKind::ListType:
      if (v.IsArray()) {
        const c10::TypePtr& elem = type->containedType(0);
        auto arr = v.As<Napi::Array>();
        c10::impl::GenericList list(elem);
        for (uint32_t i = 0; i < arr.Length(); ++i) list.push_back(JsToIValueTyped(arr.Get(i), elem));
        return list;
      }
      break;
    case TypeKind::TupleType:
      if (v.IsArray()) {
        auto arr = v.As<Napi::Array>();
        const auto& elems = type->containedTypes();
        if (arr.Length() != elems.size()) {
          throw Napi::TypeError::New(v.Env(), "expected a tuple of " + std::to_string(elems.size()) +
                                                  " elements for " + type->str() + " but got an array of " +
                                                  std::to_string(arr.Length()));
        }
        std::vector<c10::IValue> items;
        for (uint32_t i = 0; i < arr.Length(); ++i) items.push_back(JsToIValueTyped(arr.Get(i), elems[i]));
        return c10::ivalue::Tuple::create(std::move(items));
      }
      break;
    default:
      break;
  }
  return Untyped(v, true);
}

namespace {

// Containers deeper than this (or one that contains itself) are an error, not a stack overflow.
Napi::Value ToJsAt(Napi::Env env, const c10::IValue& v, int depth) {
  if ((v.isTuple() || v.isList() || v.isGenericDict()) && depth >= kMaxLoadDepth) {
    throw std::runtime_error("the value is nested more than " + std::to_string(kMaxLoadDepth) +
                             " levels deep (or contains itself), the most that can be converted to JS");
  }
  if (v.isNone()) return env.Null();
  if (v.isBool()) return Napi::Boolean::New(env, v.toBool());
  if (v.isInt()) {
    int64_t i = v.toInt();
    if (std::fabs(static_cast<double>(i)) <= kMaxSafeInteger) return Napi::Number::New(env, static_cast<double>(i));
    return Napi::BigInt::New(env, i);
  }
  if (v.isDouble()) return Napi::Number::New(env, v.toDouble());
  if (v.isString()) return Napi::String::New(env, v.toStringRef());
  if (v.isTensor()) return Wrap(env, v.toTensor());
  if (v.isTuple()) {
    const auto& elems = v.toTupleRef().elements();
    auto arr = Napi::Array::New(env, elems.size());
    for (size_t i = 0; i < elems.size(); ++i) arr.Set(i, ToJsAt(env, elems[i], depth + 1));
    return arr;
  }
  if (v.isList()) {
    auto list = v.toListRef();
    auto arr = Napi::Array::New(env, list.size());
    for (size_t i = 0; i < list.size(); ++i) arr.Set(i, ToJsAt(env, list[i], depth + 1));
    return arr;
  }
  if (v.isGenericDict()) {
    auto dict = v.toGenericDict();
    bool intKeys = dict.keyType()->kind() == c10::TypeKind::IntType;
    auto keys = Napi::Array::New(env, dict.size());
    auto values = Napi::Array::New(env, dict.size());
    uint32_t i = 0;
    for (const auto& entry : dict) {
      const c10::IValue& k = entry.key();
      intKeys = intKeys || k.isInt();
      if (k.isString()) keys.Set(i, Napi::String::New(env, k.toStringRef()));
      else if (k.isInt()) keys.Set(i, Napi::Number::New(env, static_cast<double>(k.toInt())));
      else if (k.isDouble()) keys.Set(i, Napi::Number::New(env, k.toDouble()));
      else if (k.isBool()) keys.Set(i, Napi::String::New(env, k.toBool() ? "True" : "False"));
      else throw std::runtime_error("a dict key of type " + k.type()->str() + " cannot become a JS object key");
      values.Set(i, ToJsAt(env, entry.value(), depth + 1));
      ++i;
    }
    return DictNode(env, intKeys, keys, values);
  }
  if (v.isDevice()) return Napi::String::New(env, v.toDevice().str());
  if (v.isObject()) {
    throw std::runtime_error("a value of class " + v.type()->str() +
                             " cannot be converted to JS (only tensors, numbers, strings, booleans, None, lists, "
                             "tuples and dicts can)");
  }
  throw std::runtime_error("a value of type " + v.type()->str() + " (" + v.tagKind() +
                           ") cannot be converted to JS");
}

}  // namespace

Napi::Value IValueToJs(Napi::Env env, const c10::IValue& v) { return ToJsAt(env, v, 0); }

namespace {

// Like torch::pickle_save, but without the TorchScript type tags on dicts and lists
// (torch.jit._pickle.restore_type_tag), which Python's torch.load(weights_only=True) rejects.
struct Pickled {
  std::vector<char> pickle;
  std::vector<at::Tensor> tensors;
};

Pickled Pickle(const c10::IValue& value) {
  Pickled out;
  torch::jit::Pickler pickler([&](const char* buf, size_t n) { out.pickle.insert(out.pickle.end(), buf, buf + n); },
                              nullptr, nullptr, nullptr, nullptr, /*tag_aggregates=*/false);
  pickler.protocol();
  pickler.pushIValue(value);
  pickler.stop();
  out.tensors = pickler.tensorData();
  return out;
}

// Pickles `value` and streams the archive to fd (at its current position); returns the bytes
// written. Needs no JS, so it may run on a worker thread (the tensors are referenced, not
// copied). The zip writer computes each record's CRC-32 as it goes; tensor bytes are written
// straight from the tensors' memory, in chunks after each of which the kernel is asked to
// start writing them back, so the caller's final fsync finds little left to do.
uint64_t WriteArchive(const c10::IValue& value, int fd) {
  Pickled archive = Pickle(value);
  constexpr size_t kChunk = size_t(8) << 20;
  // The zip writer hands over every header, name and padding on its own: they are gathered
  // here, so that a small checkpoint costs a few write calls rather than one per piece.
  constexpr size_t kGather = size_t(64) << 10;
  std::vector<char> gathered;
  gathered.reserve(kGather);
  uint64_t written = 0;
  uint64_t flushed = 0;
  int error = 0;
  off_t base = ::lseek(fd, 0, SEEK_CUR);
  auto put = [&](const char* p, size_t n) {
    size_t done = 0;
    while (done < n && error == 0) {
      ssize_t k = ::write(fd, p + done, std::min(n - done, kChunk));
      if (k < 0) {
        if (errno == EINTR) continue;
        error = errno;
        break;
      }
      done += static_cast<size_t>(k);
      written += static_cast<uint64_t>(k);
#ifdef SYNC_FILE_RANGE_WRITE
      if (base >= 0 && written - flushed >= kChunk) {
        ::sync_file_range(fd, base + static_cast<off_t>(flushed), static_cast<off_t>(written - flushed),
                          SYNC_FILE_RANGE_WRITE);
        flushed = written;
      }
#endif
    }
  };
  auto flushGathered = [&]() {
    if (!gathered.empty()) put(gathered.data(), gathered.size());
    gathered.clear();
  };
  // After a failed write the writer is told every later write succeeded: a short count makes
  // PyTorchStreamWriter throw, and its destructor then throws again while finishing the archive
  // (std::terminate). The error is reported once the writer is gone.
  auto write = [&](const void* data, size_t n) -> size_t {
    if (error != 0) return n;
    const char* p = static_cast<const char*>(data);
    if (gathered.size() + n <= kGather) {
      gathered.insert(gathered.end(), p, p + n);
      return n;
    }
    flushGathered();
    if (n < kGather) gathered.insert(gathered.end(), p, p + n);
    else put(p, n);
    return n;
  };
  {
    caffe2::serialize::PyTorchStreamWriter writer(write);
    torch::jit::writeArchiveAndTensors("data", archive.pickle.data(), archive.pickle.size(), archive.tensors, writer);
    writer.writeEndOfFile();
    flushGathered();
  }
  if (error != 0) throw std::runtime_error(ErrnoText(error));
  return written;
}

// pickleSave(tree, fd) -> bytes written: writes a torch.save-format zip archive to fd.
Napi::Value PickleSave(const Napi::CallbackInfo& info) {
  if (!info[1].IsNumber()) throw Napi::TypeError::New(info.Env(), "pickleSave: expected a file descriptor");
  c10::IValue value = Untyped(info[0], false);
  return Napi::Number::New(info.Env(), static_cast<double>(WriteArchive(value, info[1].As<Napi::Number>().Int32Value())));
}

// pickleCommitAsync(tree, steps, copyTensors?) -> Promise<string[]>: runs the file steps
// (file_job.h) on a worker thread, the archive step writing `tree` as pickleSave does. The
// tensors are referenced, not copied (they must not change until it settles), unless
// `copyTensors`: then their data is copied here, before the call returns.
Napi::Value PickleCommitAsync(const Napi::CallbackInfo& info) {
  std::vector<FileStep> steps = ToFileSteps(info[1], "pickleCommitAsync");
  // Moved, not copied: the pickler memoizes a container by its reference count, so a stray
  // copy would change the archive's bytes.
  bool copyTensors = info.Length() > 2 && info[2].ToBoolean().Value();
  return QueueFileJob(info.Env(), std::move(steps), [value = Untyped(info[0], false, copyTensors)](int fd) { WriteArchive(value, fd); });
}

// A copy of a tensor's whole storage viewed with the same offset, sizes and strides: into
// `into`'s storage when that has the same size (memory already mapped: no page faults), else
// into a new one.
at::Tensor CopyStorage(const at::Tensor& t, const at::Tensor& into) {
  return ViewOf(t, CopyOfStorage(t.storage(), into.defined() ? into.storage() : c10::Storage()));
}

// Copies tensors in the order given and reports, as it goes, how many are copied: training
// may change a tensor in place as soon as its copy is made, not only once all are.
class CopyWorker : public Napi::AsyncProgressWorker<uint32_t> {
 public:
  CopyWorker(Napi::Env env, std::vector<at::Tensor> tensors, std::vector<at::Tensor> into, Napi::Function onProgress)
      : Napi::AsyncProgressWorker<uint32_t>(env, "torchrunner.copy"),
        tensors_(std::move(tensors)),
        into_(std::move(into)),
        deferred_(Napi::Promise::Deferred::New(env)) {
    if (!onProgress.IsEmpty()) onProgress_ = Napi::Persistent(onProgress);
  }
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute(const ExecutionProgress& progress) override {
    try {
      for (size_t i = 0; i < tensors_.size(); ++i) {
        tensors_[i] = CopyStorage(tensors_[i], i < into_.size() ? into_[i] : at::Tensor());
        uint32_t copied = static_cast<uint32_t>(i + 1);
        if (!onProgress_.IsEmpty()) progress.Send(&copied, 1);
      }
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }
  // Reports are coalesced: the count is the newest one, and counts only grow.
  void OnProgress(const uint32_t* copied, size_t count) override {
    if (count == 0 || onProgress_.IsEmpty()) return;
    Napi::HandleScope scope(Env());
    onProgress_.Call({Napi::Number::New(Env(), copied[count - 1])});
  }
  void OnOK() override {
    auto arr = Napi::Array::New(Env(), tensors_.size());
    for (size_t i = 0; i < tensors_.size(); ++i) arr.Set(i, Wrap(Env(), tensors_[i]));
    tensors_.clear();
    into_.clear();
    deferred_.Resolve(arr);
  }
  void OnError(const Napi::Error& e) override {
    tensors_.clear();
    into_.clear();
    deferred_.Reject(e.Value());
  }

 private:
  std::vector<at::Tensor> tensors_;
  std::vector<at::Tensor> into_;
  Napi::Promise::Deferred deferred_;
  Napi::FunctionReference onProgress_;
};

// copyTensorsAsync(tensors, onProgress?, into?) -> Promise<tensors>: copies of CPU tensors' data
// (each tensor's whole storage), made in order on a worker thread; `onProgress(n)` is called on
// the JS thread once the first n are made (not for every n). `into[i]`, where given (null or
// undefined otherwise), is a tensor nothing else uses whose storage, when it has the same size,
// receives the i-th copy. An original must not change until its copy is made.
Napi::Value CopyTensorsAsync(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "copyTensorsAsync: expected an array of tensors");
  auto arr = info[0].As<Napi::Array>();
  std::vector<at::Tensor> tensors;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    at::Tensor t = Unwrap(arr.Get(i), "copyTensorsAsync");
    if (!t.device().is_cpu()) throw Napi::TypeError::New(info.Env(), "copyTensorsAsync: expected CPU tensors");
    tensors.push_back(std::move(t));
  }
  Napi::Function onProgress = info.Length() > 1 && info[1].IsFunction() ? info[1].As<Napi::Function>() : Napi::Function();
  std::vector<at::Tensor> into;
  if (info.Length() > 2 && info[2].IsArray()) {
    auto dst = info[2].As<Napi::Array>();
    for (uint32_t i = 0; i < dst.Length() && i < tensors.size(); ++i) {
      Napi::Value v = dst.Get(i);
      at::Tensor t = v.IsNull() || v.IsUndefined() ? at::Tensor() : Unwrap(v, "copyTensorsAsync");
      if (t.defined() && (!t.device().is_cpu() || !t.has_storage() || t.is_alias_of(tensors[i]))) t = at::Tensor();
      into.push_back(std::move(t));
    }
  }
  auto* worker = new CopyWorker(info.Env(), std::move(tensors), std::move(into), onProgress);
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

// mmapTensors(path, specs) -> tensors: each spec [offset, dtype, shape] becomes a CPU tensor
// viewing the file's bytes at that offset, mapped copy-on-write (for safetensors files, whose
// header the caller parsed and checked against the file's size). A spec whose offset does not
// suit its element type gets null: read that one instead.
Napi::Value MmapTensors(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!info[0].IsString() || !info[1].IsArray()) throw Napi::TypeError::New(env, "mmapTensors: expected a path and an array of specs");
  std::string path = info[0].As<Napi::String>().Utf8Value();
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error(std::strerror(errno));
  off_t size = ::lseek(fd, 0, SEEK_END);
  auto mapping = size > 0 ? MapFile(fd, static_cast<size_t>(size)) : nullptr;
  ::close(fd);
  auto specs = info[1].As<Napi::Array>();
  auto out = Napi::Array::New(env, specs.Length());
  for (uint32_t i = 0; i < specs.Length(); ++i) {
    auto spec = specs.Get(i).As<Napi::Array>();
    double offset = ToDouble(spec.Get(0u), "offset");
    at::ScalarType dtype = ToDtype(spec.Get(1u), "dtype");
    auto dims = spec.Get(2u).As<Napi::Array>();
    std::vector<int64_t> shape;
    int64_t numel = 1;
    for (uint32_t d = 0; d < dims.Length(); ++d) {
      shape.push_back(static_cast<int64_t>(ToDouble(dims.Get(d), "shape")));
      numel *= shape.back();
    }
    size_t nbytes = static_cast<size_t>(numel) * c10::elementSize(dtype);
    uint64_t off = static_cast<uint64_t>(offset);
    if (!mapping || nbytes == 0 || off % c10::elementSize(dtype) != 0 || off + nbytes > mapping->size) {
      out.Set(i, env.Null());
      continue;
    }
    at::Storage storage(c10::Storage::use_byte_size_t(), nbytes, MappedData(mapping, off), nullptr, false);
    at::Tensor t = at::empty({0}, at::TensorOptions().dtype(dtype));
    t.set_(storage, 0, shape, c10::contiguous_strides(shape));
    out.Set(i, Wrap(env, t));
  }
  return out;
}

// pickleLoad(path, device?, verify = true, mmap = false) -> tree. Tensor records are read from the file
// straight into the tensors' memory as the pickle refers to them, with their CRC-32 checked in
// the same pass when `verify`.
Napi::Value PickleLoad(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "pickleLoad: expected a path");
  std::string path = info[0].As<Napi::String>().Utf8Value();
  c10::optional<at::Device> device;
  if (info.Length() > 1 && info[1].IsString()) device = ToDevice(info[1], "mapLocation");
  bool verify = info.Length() < 3 || info[2].IsUndefined() || info[2].ToBoolean();
  bool mmap = info.Length() > 3 && info[3].ToBoolean();
  return LoadTorchSave(info.Env(), path, device, verify, mmap);
}

// zipVerify(path) -> null when every record of the zip archive passes its CRC-32 check, else
// what is wrong (truncated, damaged structure, the first corrupted record).
Napi::Value ZipVerify(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "zipVerify: expected a path");
  try {
    ZipArchive zip(info[0].As<Napi::String>().Utf8Value());
    zip.VerifyRest();
  } catch (const std::runtime_error& e) {
    return Napi::String::New(info.Env(), e.what());
  }
  return info.Env().Null();
}

// zipRecords(path) -> the archive's record names (without the archive folder), for errors.
Napi::Value ZipRecords(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "zipRecords: expected a path");
  ZipArchive zip(info[0].As<Napi::String>().Utf8Value());
  const auto& entries = zip.entries();
  std::string prefix;
  if (!entries.empty()) prefix = entries.front().name.substr(0, entries.front().name.find('/') + 1);
  auto arr = Napi::Array::New(info.Env(), entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    const std::string& name = entries[i].name;
    if (prefix.empty() || name.compare(0, prefix.size(), prefix) != 0) {
      throw std::runtime_error("the record '" + name + "' is not in the archive's folder, so it was not written by PyTorch");
    }
    arr.Set(i, Napi::String::New(info.Env(), name.substr(prefix.size())));
  }
  return arr;
}

}  // namespace

void InitSerialize(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "pickleSave", PickleSave);
  TR_EXPORT(exports, "pickleCommitAsync", PickleCommitAsync);
  TR_EXPORT(exports, "copyTensorsAsync", CopyTensorsAsync);
  TR_EXPORT(exports, "mmapTensors", MmapTensors);
  TR_EXPORT(exports, "pickleLoad", PickleLoad);
  TR_EXPORT(exports, "zipVerify", ZipVerify);
  TR_EXPORT(exports, "zipRecords", ZipRecords);
}

}  // namespace tr
