// torch.save-compatible serialization: JS values <-> IValues, and the zip + pickle format
// that Python's torch.save/torch.load read and write (libtorch's pickler and unpickler).
//
// The JS side (src/torch/serialize/ivalue.ts) encodes user values into a small tagged tree
// before crossing, so this file never guesses what a plain JS object means:
//   null | boolean | number | bigint | string | tensor handle | Array (a list)
//   { t: 'float', v }                       a Python float even when v is integral
//   { t: 'tuple', items: [...] }            a tuple
//   { t: 'dict', intKeys, keys, values }    a dict with str (or int) keys
// Decoding produces the same tree (tuples come back as plain arrays).
#include "ivalue_js.h"

#include <ATen/core/ivalue.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/serialization/export.h>
#include <torch/csrc/jit/serialization/pickler.h>
#include <torch/csrc/jit/serialization/unpickler.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <unordered_set>

namespace tr {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;

// The key under which a pickled object's instance state (BUILD) is stored; removed on load.
constexpr char kBuildStateKey[] = "\x01torchrunner.build_state";

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

Napi::Array TrimArray(Napi::Env env, Napi::Array arr, uint32_t n) {
  auto out = Napi::Array::New(env, n);
  for (uint32_t i = 0; i < n; ++i) out.Set(i, arr.Get(i));
  return out;
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

Napi::Value IValueToJs(Napi::Env env, const c10::IValue& v) {
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
    for (size_t i = 0; i < elems.size(); ++i) arr.Set(i, IValueToJs(env, elems[i]));
    return arr;
  }
  if (v.isList()) {
    auto list = v.toListRef();
    auto arr = Napi::Array::New(env, list.size());
    for (size_t i = 0; i < list.size(); ++i) arr.Set(i, IValueToJs(env, list[i]));
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
      if (k.isString() && k.toStringRef() == kBuildStateKey) continue;
      intKeys = intKeys || k.isInt();
      if (k.isString()) keys.Set(i, Napi::String::New(env, k.toStringRef()));
      else if (k.isInt()) keys.Set(i, Napi::Number::New(env, static_cast<double>(k.toInt())));
      else if (k.isDouble()) keys.Set(i, Napi::Number::New(env, k.toDouble()));
      else if (k.isBool()) keys.Set(i, Napi::String::New(env, k.toBool() ? "True" : "False"));
      else throw std::runtime_error("a dict key of type " + k.type()->str() + " cannot become a JS object key");
      values.Set(i, IValueToJs(env, entry.value()));
      ++i;
    }
    if (i != dict.size()) {
      keys = TrimArray(env, keys, i);
      values = TrimArray(env, values, i);
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

namespace {

// pickleSave(tree) -> Buffer holding a torch.save-format zip archive. Like
// torch::pickle_save, but without the TorchScript type tags on dicts and lists
// (torch.jit._pickle.restore_type_tag), which Python's torch.load(weights_only=True) rejects.
Napi::Value PickleSave(const Napi::CallbackInfo& info) {
  c10::IValue value = Untyped(info[0], false);
  std::vector<char> pickle;
  torch::jit::Pickler pickler([&](const char* buf, size_t n) { pickle.insert(pickle.end(), buf, buf + n); },
                              nullptr, nullptr, nullptr, nullptr, /*tag_aggregates=*/false);
  pickler.protocol();
  pickler.pushIValue(value);
  pickler.stop();
  auto* bytes = new std::vector<char>();
  try {
    bytes->reserve(pickle.size());
    caffe2::serialize::PyTorchStreamWriter writer([&](const void* data, size_t n) {
      const char* p = static_cast<const char*>(data);
      bytes->insert(bytes->end(), p, p + n);
      return n;
    });
    torch::jit::writeArchiveAndTensors("data", pickle.data(), pickle.size(), pickler.tensorData(), writer);
    writer.writeEndOfFile();
  } catch (...) {
    delete bytes;
    throw;
  }
  return Napi::Buffer<char>::New(info.Env(), bytes->data(), bytes->size(),
                                 [](Napi::BasicEnv, char*, std::vector<char>* hint) { delete hint; }, bytes);
}

// Python's torch.save pickles state dicts as collections.OrderedDict with a `_metadata`
// attribute; libtorch 1.13's unpickler turns OrderedDict into None. This pass rewrites the
// pickle so an OrderedDict becomes a plain dict and instance state (BUILD) is dropped, and it
// checks the opcode stream (known opcodes, bounds, stack depth, marks) so that a damaged or
// crafted file is rejected with an error before libtorch's unpickler, which trusts its input.
class PickleRewriter {
 public:
  explicit PickleRewriter(const char* data, size_t size) : p_(data), end_(data + size) {}

  std::string Run() {
    out_.reserve((end_ - p_) + 64);
    while (true) {
      if (p_ >= end_) Fail("it ends before the STOP opcode (truncated)");
      const char* start = p_;
      auto op = static_cast<uint8_t>(*p_++);
      if (op == '.') {
        Need(1);
        out_.push_back('.');
        return out_;
      }
      Step(op, start);
    }
  }

 private:
  [[noreturn]] void Fail(const std::string& why) {
    throw std::runtime_error("the pickle data is damaged or unsupported: " + why);
  }
  void Take(uint64_t n) {
    if (static_cast<uint64_t>(end_ - p_) < n) Fail("an opcode runs past the end of the data (truncated)");
    p_ += n;
  }
  uint64_t Le(size_t n) {
    Take(n);
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(*(p_ - n + i))) << (8 * i);
    return v;
  }
  std::string Line() {
    const char* nl = static_cast<const char*>(std::memchr(p_, '\n', end_ - p_));
    if (nl == nullptr) Fail("a text argument has no end of line (truncated)");
    std::string s(p_, nl);
    p_ = nl + 1;
    return s;
  }

  // The stack is tracked as the output offset where each value's opcodes begin, so that a
  // MARK can be inserted before a value later (SETITEM and APPEND become SETITEMS/APPENDS,
  // which libtorch's unpickler reads).
  size_t Floor() const { return marks_.empty() ? 0 : marks_.back().depth; }
  void Need(size_t n) {
    if (starts_.size() < Floor() + n) Fail("an opcode needs more values than the stack holds");
  }
  // Pops n values and pushes their result, which begins where the first popped value began.
  void Reduce(size_t n) {
    Need(n);
    size_t at = starts_[starts_.size() - n];
    starts_.resize(starts_.size() - n);
    starts_.push_back(at);
  }
  void Push(size_t at) { starts_.push_back(at); }
  // Pops to the last MARK; returns where the MARK was written.
  size_t PopMark() {
    if (marks_.empty()) Fail("an opcode needs a MARK that is not there");
    Mark m = marks_.back();
    marks_.pop_back();
    starts_.resize(m.depth);
    return m.at;
  }
  // Turns `container a b` + op (SETITEM/APPEND, popping `n` values) into `container ( a b` + batch op.
  void Batch(size_t n, char batchOp) {
    Need(n + 1);
    size_t at = starts_[starts_.size() - n];
    out_.insert(out_.begin() + at, '(');
    starts_.resize(starts_.size() - n);
    out_.push_back(batchOp);
  }

  enum class Od { None, Global, Args, Mark };

  void Step(uint8_t op, const char* start) {
    size_t at = out_.size();
    switch (op) {
      case '(':  // MARK
        if (od_ == Od::Global) { od_ = Od::Mark; return; }
        marks_.push_back({starts_.size(), at});
        break;
      case ')':  // EMPTY_TUPLE
        if (od_ == Od::Global) { od_ = Od::Args; return; }
        Push(at);
        break;
      case 't':  // TUPLE
        if (od_ == Od::Mark) { od_ = Od::Args; return; }
        Push(PopMark());
        break;
      case 'R':  // REDUCE
        if (od_ == Od::Args) {
          // OrderedDict() -> {}
          od_ = Od::None;
          Push(at);
          out_.push_back('}');
          return;
        }
        Reduce(2);
        break;
      case 'c': {  // GLOBAL
        std::string module = Line();
        std::string name = Line();
        if (module == "collections" && name == "OrderedDict") { BeginOd(); return; }
        Push(at);
        break;
      }
      case 'h': case 'j': {  // BINGET, LONG_BINGET
        uint64_t id = Le(op == 'h' ? 1 : 4);
        if (odMemo_.count(id)) { BeginOd(); return; }
        Push(at);
        break;
      }
      case 'g': {  // GET
        uint64_t id = std::strtoull(Line().c_str(), nullptr, 10);
        if (odMemo_.count(id)) { BeginOd(); return; }
        Push(at);
        break;
      }
      case 'q': case 'r': case 'p': {  // BINPUT, LONG_BINPUT, PUT
        uint64_t id = op == 'p' ? std::strtoull(Line().c_str(), nullptr, 10) : Le(op == 'q' ? 1 : 4);
        if (od_ == Od::Global) { odMemo_.insert(id); return; }
        Need(1);
        break;
      }
      case 'b': {  // BUILD: `obj state b` -> `obj ( kBuildStateKey state u`, pruned after loading
        CheckOd();
        Need(2);
        size_t stateAt = starts_.back();
        std::string prefix = "(X";
        uint32_t n = sizeof(kBuildStateKey) - 1;
        for (int i = 0; i < 4; ++i) prefix.push_back(static_cast<char>((n >> (8 * i)) & 0xff));
        prefix += kBuildStateKey;
        out_.insert(stateAt, prefix);
        starts_.pop_back();
        out_.push_back('u');
        return;
      }
      case 's':  // SETITEM
        CheckOd();
        Batch(2, 'u');
        return;
      case 'a':  // APPEND
        CheckOd();
        Batch(1, 'e');
        return;
      case 'N': case 0x88: case 0x89: case '}': case ']': case 0x8f:
        Push(at);
        break;
      case '0': Need(1); starts_.pop_back(); break;                 // POP
      case '1': PopMark(); break;                                   // POP_MARK
      case '2': Need(1); Push(at); break;                           // DUP
      case 'e': case 'u': case 0x90: PopMark(); Need(1); break;     // APPENDS, SETITEMS, ADDITEMS
      case 'd': case 'l': case 0x91: case 'o': Push(PopMark()); break;  // DICT, LIST, FROZENSET, OBJ
      case 'Q': Reduce(1); break;                                   // BINPERSID
      case 0x81: Reduce(2); break;                                  // NEWOBJ
      case 0x92: Reduce(3); break;                                  // NEWOBJ_EX
      case 0x93: Reduce(2); break;                                  // STACK_GLOBAL
      case 0x94: Need(1); break;                                    // MEMOIZE
      case 0x85: Reduce(1); break;                                  // TUPLE1
      case 0x86: Reduce(2); break;                                  // TUPLE2
      case 0x87: Reduce(3); break;                                  // TUPLE3
      case 'K': Take(1); Push(at); break;
      case 'M': Take(2); Push(at); break;
      case 'J': Take(4); Push(at); break;
      case 'G': Take(8); Push(at); break;
      case 0x82: Take(1); Push(at); break;
      case 0x83: Take(2); Push(at); break;
      case 0x84: Take(4); Push(at); break;
      case 0x80: Take(1); break;                                    // PROTO
      case 0x95: Take(8); break;                                    // FRAME
      case 'U': case 'C': case 0x8c: case 0x8a: Take(Le(1)); Push(at); break;
      case 'T': case 'X': case 'B': case 0x8b: Take(Le(4)); Push(at); break;
      case 0x8d: case 0x8e: case 0x96: Take(Le(8)); Push(at); break;
      case 'I': case 'L': case 'F': case 'S': case 'V': case 'P':
        Line(); Push(at);
        break;
      case 'i':  // INST
        Line(); Line(); Push(PopMark());
        break;
      default: {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", op);
        Fail(std::string("unknown opcode ") + hex);
      }
    }
    CheckOd();
    out_.append(start, p_);
  }

  void BeginOd() {
    CheckOd();
    od_ = Od::Global;
  }
  void CheckOd() {
    if (od_ != Od::None) Fail("collections.OrderedDict is used in an unsupported way");
  }

  struct Mark {
    size_t depth;
    size_t at;
  };
  const char* p_;
  const char* end_;
  std::string out_;
  std::vector<size_t> starts_;
  std::vector<Mark> marks_;
  Od od_ = Od::None;
  std::unordered_set<uint64_t> odMemo_;
};

// pickleLoad(path, device?) -> tree. Tensor records are read from the file as the
// unpickler needs them, so a checkpoint is never held in memory twice.
Napi::Value PickleLoad(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "pickleLoad: expected a path");
  std::string path = info[0].As<Napi::String>().Utf8Value();
  c10::optional<at::Device> device;
  if (info.Length() > 1 && info[1].IsString()) device = ToDevice(info[1], "mapLocation");
  caffe2::serialize::PyTorchStreamReader reader(path);
  if (!reader.hasRecord("data.pkl")) {
    throw std::runtime_error("the archive has no data.pkl record, so it was not written by torch.save");
  }
  at::DataPtr pickle;
  size_t size = 0;
  std::tie(pickle, size) = reader.getRecord("data.pkl");
  std::string bytes = PickleRewriter(static_cast<const char*>(pickle.get()), size).Run();
  size_t pos = 0;
  auto read = [&](char* buffer, size_t n) -> size_t {
    size_t k = std::min(n, bytes.size() - pos);
    std::memcpy(buffer, bytes.data() + pos, k);
    pos += k;
    return k;
  };
  auto readRecord = [&](const std::string& name) { return std::get<0>(reader.getRecord("data/" + name)); };
  auto resolveType = [](const c10::QualifiedName& name) -> c10::StrongTypePtr {
    throw std::runtime_error("the pickle refers to the Python class " + name.qualifiedName() +
                             ", which cannot be loaded here; save only tensors, numbers, strings, lists, tuples "
                             "and dicts (for a module, save its state_dict())");
  };
  torch::jit::Unpickler unpickler(read, resolveType, nullptr, readRecord, device);
  unpickler.set_version(reader.version());
  return IValueToJs(info.Env(), unpickler.parse_ivalue());
}

// zipRecords(path) -> the archive's record names (without the archive folder), for errors.
Napi::Value ZipRecords(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "zipRecords: expected a path");
  caffe2::serialize::PyTorchStreamReader reader(info[0].As<Napi::String>().Utf8Value());
  std::vector<std::string> names = reader.getAllRecords();
  auto arr = Napi::Array::New(info.Env(), names.size());
  for (size_t i = 0; i < names.size(); ++i) arr.Set(i, Napi::String::New(info.Env(), names[i]));
  return arr;
}

}  // namespace

void InitSerialize(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "pickleSave", PickleSave);
  TR_EXPORT(exports, "pickleLoad", PickleLoad);
  TR_EXPORT(exports, "zipRecords", ZipRecords);
}

}  // namespace tr
