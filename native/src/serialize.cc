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

namespace tr {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;

std::string Tag(const Napi::Object& o) {
  Napi::Value t = o.Get("t");
  return t.IsString() ? t.As<Napi::String>().Utf8Value() : std::string();
}

c10::IValue Untyped(Napi::Value v, bool typedLists);

// Lists of one element kind become typed lists (List[int], List[Tensor], ...), which
// TorchScript signatures require; torch.save wants generic lists (Python's restricted
// `weights_only` unpickler does not accept the typed-list rebuild functions).
c10::IValue ListFromArray(Napi::Array arr, bool typedLists) {
  std::vector<c10::IValue> items;
  items.reserve(arr.Length());
  for (uint32_t i = 0; i < arr.Length(); ++i) items.push_back(Untyped(arr.Get(i), typedLists));
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

c10::IValue Untyped(Napi::Value v, bool typedLists) {
  Napi::Env env = v.Env();
  if (v.IsNull() || v.IsUndefined()) return c10::IValue();
  if (v.IsBoolean()) return v.As<Napi::Boolean>().Value();
  if (v.IsBigInt()) return ToInt(v, "bigint value");
  if (v.IsNumber()) {
    double d = v.As<Napi::Number>().DoubleValue();
    if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= kMaxSafeInteger) return static_cast<int64_t>(d);
    return d;
  }
  if (v.IsString()) return v.As<Napi::String>().Utf8Value();
  if (IsHandle(v)) return Unwrap(v, "a tensor value");
  if (v.IsArray()) return ListFromArray(v.As<Napi::Array>(), typedLists);
  if (v.IsObject()) {
    Napi::Object o = v.As<Napi::Object>();
    std::string tag = Tag(o);
    if (tag == "float") return ToDouble(o.Get("v"), "float value");
    if (tag == "tuple") {
      auto arr = o.Get("items").As<Napi::Array>();
      std::vector<c10::IValue> items;
      items.reserve(arr.Length());
      for (uint32_t i = 0; i < arr.Length(); ++i) items.push_back(Untyped(arr.Get(i), typedLists));
      return c10::ivalue::Tuple::create(std::move(items));
    }
    if (tag == "dict") {
      bool intKeys = o.Get("intKeys").ToBoolean();
      auto keys = o.Get("keys").As<Napi::Array>();
      auto values = o.Get("values").As<Napi::Array>();
      c10::TypePtr keyType = intKeys ? c10::TypePtr(c10::IntType::get()) : c10::TypePtr(c10::StringType::get());
      c10::impl::GenericDict dict(keyType, c10::AnyType::get());
      dict.reserve(keys.Length());
      for (uint32_t i = 0; i < keys.Length(); ++i) {
        Napi::Value k = keys.Get(i);
        c10::IValue key = intKeys ? c10::IValue(ToInt(k, "dict key")) : c10::IValue(k.ToString().Utf8Value());
        dict.insert_or_assign(std::move(key), Untyped(values.Get(i), typedLists));
      }
      return dict;
    }
  }
  throw Napi::TypeError::New(env, "cannot convert this JS value to a TorchScript/pickle value (expected null, a "
                                  "boolean, number, bigint, string, Tensor, array, or plain object)");
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

// A torch.save archive ready to be written: the pickle and the tensors it refers to. Built on
// the JS thread (it reads JS values); writing it needs no JS and may run on a worker thread.
struct SaveJob {
  std::vector<char> pickle;
  std::vector<at::Tensor> tensors;
  int fd = -1;
};

// Like torch::pickle_save, but without the TorchScript type tags on dicts and lists
// (torch.jit._pickle.restore_type_tag), which Python's torch.load(weights_only=True) rejects.
std::unique_ptr<SaveJob> PrepareSave(const Napi::CallbackInfo& info, const char* what) {
  if (!info[1].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(what) + ": expected a file descriptor");
  auto job = std::make_unique<SaveJob>();
  job->fd = info[1].As<Napi::Number>().Int32Value();
  c10::IValue value = Untyped(info[0], false);
  torch::jit::Pickler pickler([&](const char* buf, size_t n) { job->pickle.insert(job->pickle.end(), buf, buf + n); },
                              nullptr, nullptr, nullptr, nullptr, /*tag_aggregates=*/false);
  pickler.protocol();
  pickler.pushIValue(value);
  pickler.stop();
  job->tensors = pickler.tensorData();
  return job;
}

// "ENOSPC (No space left on device)": the errno's name, which users search for, and its text.
std::string ErrnoText(int error) {
  const char* name = ::strerrorname_np(error);
  std::string text = std::strerror(error);
  return name ? std::string(name) + " (" + text + ")" : text;
}

// Streams the archive to the job's file descriptor (at its current position) and returns the
// bytes written. The zip writer computes each record's CRC-32 as it goes; tensor bytes are
// written straight from the tensors' memory, in chunks after each of which the kernel is asked
// to start writing them back, so the caller's final fsync finds little left to do.
uint64_t WriteArchive(const SaveJob& job) {
  constexpr size_t kChunk = size_t(8) << 20;
  uint64_t written = 0;
  uint64_t flushed = 0;
  int error = 0;
  off_t base = ::lseek(job.fd, 0, SEEK_CUR);
  // After a failed write the writer is told every later write succeeded: a short count makes
  // PyTorchStreamWriter throw, and its destructor then throws again while finishing the archive
  // (std::terminate). The error is reported once the writer is gone.
  auto write = [&](const void* data, size_t n) -> size_t {
    if (error != 0) return n;
    const char* p = static_cast<const char*>(data);
    size_t done = 0;
    while (done < n && error == 0) {
      ssize_t k = ::write(job.fd, p + done, std::min(n - done, kChunk));
      if (k < 0) {
        if (errno == EINTR) continue;
        error = errno;
        break;
      }
      done += static_cast<size_t>(k);
      written += static_cast<uint64_t>(k);
#ifdef SYNC_FILE_RANGE_WRITE
      if (base >= 0 && written - flushed >= kChunk) {
        ::sync_file_range(job.fd, base + static_cast<off_t>(flushed), static_cast<off_t>(written - flushed),
                          SYNC_FILE_RANGE_WRITE);
        flushed = written;
      }
#endif
    }
    return error != 0 ? n : done;
  };
  {
    caffe2::serialize::PyTorchStreamWriter writer(write);
    torch::jit::writeArchiveAndTensors("data", job.pickle.data(), job.pickle.size(), job.tensors, writer);
    writer.writeEndOfFile();
  }
  if (error != 0) throw std::runtime_error(ErrnoText(error));
  return written;
}

// pickleSave(tree, fd) -> bytes written: writes a torch.save-format zip archive to fd.
Napi::Value PickleSave(const Napi::CallbackInfo& info) {
  auto job = PrepareSave(info, "pickleSave");
  return Napi::Number::New(info.Env(), static_cast<double>(WriteArchive(*job)));
}

class SaveWorker : public Napi::AsyncWorker {
 public:
  SaveWorker(Napi::Env env, std::unique_ptr<SaveJob> job)
      : Napi::AsyncWorker(env, "torchrunner.save"), job_(std::move(job)), deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      written_ = WriteArchive(*job_);
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }
  void OnOK() override {
    job_.reset();
    deferred_.Resolve(Napi::Number::New(Env(), static_cast<double>(written_)));
  }
  void OnError(const Napi::Error& e) override {
    job_.reset();
    deferred_.Reject(e.Value());
  }

 private:
  std::unique_ptr<SaveJob> job_;
  Napi::Promise::Deferred deferred_;
  uint64_t written_ = 0;
};

// pickleSaveAsync(tree, fd) -> Promise<bytes written>: like pickleSave, with the writing on a
// worker thread. The tensors are referenced, not copied: they must not change until it settles.
Napi::Value PickleSaveAsync(const Napi::CallbackInfo& info) {
  auto* worker = new SaveWorker(info.Env(), PrepareSave(info, "pickleSaveAsync"));
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

// A copy of a tensor's whole storage viewed with the same offset, sizes and strides.
at::Tensor CopyStorage(const at::Tensor& t) {
  const c10::Storage& src = t.storage();
  size_t nbytes = src.nbytes();
  c10::Storage dst(c10::Storage::use_byte_size_t(), nbytes, c10::GetCPUAllocator(), /*resizable=*/false);
  if (nbytes > 0) std::memcpy(dst.data(), src.data(), nbytes);
  at::Tensor copy = at::empty({0}, at::TensorOptions().dtype(t.scalar_type()));
  copy.set_(dst, t.storage_offset(), t.sizes(), t.strides());
  return copy;
}

class CopyWorker : public Napi::AsyncWorker {
 public:
  CopyWorker(Napi::Env env, std::vector<at::Tensor> tensors)
      : Napi::AsyncWorker(env, "torchrunner.copy"), tensors_(std::move(tensors)), deferred_(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise Promise() { return deferred_.Promise(); }
  void Execute() override {
    try {
      for (auto& t : tensors_) t = CopyStorage(t);
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }
  void OnOK() override {
    auto arr = Napi::Array::New(Env(), tensors_.size());
    for (size_t i = 0; i < tensors_.size(); ++i) arr.Set(i, Wrap(Env(), tensors_[i]));
    tensors_.clear();
    deferred_.Resolve(arr);
  }
  void OnError(const Napi::Error& e) override {
    tensors_.clear();
    deferred_.Reject(e.Value());
  }

 private:
  std::vector<at::Tensor> tensors_;
  Napi::Promise::Deferred deferred_;
};

// copyTensorsAsync(tensors) -> Promise<tensors>: copies of CPU tensors' data (each tensor's
// whole storage), made on a worker thread; the originals must not change until it settles.
Napi::Value CopyTensorsAsync(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "copyTensorsAsync: expected an array of tensors");
  auto arr = info[0].As<Napi::Array>();
  std::vector<at::Tensor> tensors;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    at::Tensor t = Unwrap(arr.Get(i), "copyTensorsAsync");
    if (!t.device().is_cpu()) throw Napi::TypeError::New(info.Env(), "copyTensorsAsync: expected CPU tensors");
    tensors.push_back(std::move(t));
  }
  auto* worker = new CopyWorker(info.Env(), std::move(tensors));
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
  TR_EXPORT(exports, "pickleSaveAsync", PickleSaveAsync);
  TR_EXPORT(exports, "copyTensorsAsync", CopyTensorsAsync);
  TR_EXPORT(exports, "mmapTensors", MmapTensors);
  TR_EXPORT(exports, "pickleLoad", PickleLoad);
  TR_EXPORT(exports, "zipVerify", ZipVerify);
  TR_EXPORT(exports, "zipRecords", ZipRecords);
}

}  // namespace tr
