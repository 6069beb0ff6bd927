// The unpickler builds into a flat arena of objects (indices, no recursion, no reference
// counts), so a crafted pickle cannot blow the native stack while building or freeing, and a
// list that contains itself is just an index pointing back. Only the globals torch.save
// emits for plain data and dense tensors are accepted; nothing from the file is ever called.
#include "pickle_loader.h"

#include "zip_reader.h"

#include <c10/core/CPUAllocator.h>

#include "file_mapping.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <thread>
#include <cstdio>
#include <memory>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace tr {

namespace {

constexpr double kMaxSafeInteger = 9007199254740991.0;
constexpr uint32_t kNone = UINT32_MAX;
constexpr size_t kMaxDims = 64;

[[noreturn]] void Fail(const std::string& why) {
  throw std::runtime_error("the pickle data is damaged or unsupported: " + why);
}

enum class Kind : uint8_t { None, Bool, Int, Float, Str, Bytes, Tuple, List, Dict, Tensor, Storage, Global, Set };

const char* KindName(Kind k) {
  switch (k) {
    case Kind::None: return "None";
    case Kind::Bool: return "bool";
    case Kind::Int: return "int";
    case Kind::Float: return "float";
    case Kind::Str: return "str";
    case Kind::Bytes: return "bytes";
    case Kind::Tuple: return "tuple";
    case Kind::List: return "list";
    case Kind::Dict: return "dict";
    case Kind::Tensor: return "tensor";
    case Kind::Storage: return "storage";
    case Kind::Global: return "global";
    case Kind::Set: return "set";
  }
  return "?";
}

struct Obj {
  Kind kind;
  int64_t i = 0;                // Int, Bool; index into tensors_/storages_ for Tensor/Storage
  double d = 0;                 // Float
  std::string s;                // Str, Bytes, Global ("module.name")
  std::vector<uint32_t> items;  // Tuple, List; Dict: key, value, key, value...
};

struct StorageInfo {
  at::Storage storage;
  at::ScalarType dtype;
  std::string location;
};

struct DtypeName {
  const char* name;
  at::ScalarType type;
};

// torch.<X>Storage (typed storages) and torch.<dtype> (the dtype argument of _rebuild_tensor_v3).
const DtypeName kStorageTypes[] = {
    {"DoubleStorage", at::kDouble},  {"FloatStorage", at::kFloat},   {"HalfStorage", at::kHalf},
    {"BFloat16Storage", at::kBFloat16}, {"LongStorage", at::kLong},  {"IntStorage", at::kInt},
    {"ShortStorage", at::kShort},    {"CharStorage", at::kChar},     {"ByteStorage", at::kByte},
    {"BoolStorage", at::kBool},      {"ComplexFloatStorage", at::kComplexFloat},
    {"ComplexDoubleStorage", at::kComplexDouble}, {"UntypedStorage", at::kByte},
};
const DtypeName kDtypes[] = {
    {"float64", at::kDouble}, {"double", at::kDouble}, {"float32", at::kFloat}, {"float", at::kFloat},
    {"float16", at::kHalf},   {"half", at::kHalf},     {"bfloat16", at::kBFloat16}, {"int64", at::kLong},
    {"long", at::kLong},      {"int32", at::kInt},     {"int", at::kInt},       {"int16", at::kShort},
    {"short", at::kShort},    {"int8", at::kChar},     {"uint8", at::kByte},    {"bool", at::kBool},
    {"complex64", at::kComplexFloat}, {"cfloat", at::kComplexFloat}, {"complex128", at::kComplexDouble},
    {"cdouble", at::kComplexDouble},
};

bool LookupDtype(const DtypeName* table, size_t n, const std::string& name, at::ScalarType* out) {
  for (size_t i = 0; i < n; ++i) {
    if (name == table[i].name) {
      *out = table[i].type;
      return true;
    }
  }
  return false;
}

// The callables a file may name, and what they do on REDUCE.
enum class Fn { OrderedDict, RebuildTensor, RebuildTensorV2, RebuildTensorV3, RebuildParameter, RebuildParameterWithState,
                RestoreTypeTag, BuildList, Device, Size, StorageType, Dtype };

bool LookupGlobal(const std::string& module, const std::string& name, Fn* fn) {
  if (module == "collections" && name == "OrderedDict") return *fn = Fn::OrderedDict, true;
  if (module == "torch._utils") {
    if (name == "_rebuild_tensor") return *fn = Fn::RebuildTensor, true;
    if (name == "_rebuild_tensor_v2") return *fn = Fn::RebuildTensorV2, true;
    if (name == "_rebuild_tensor_v3") return *fn = Fn::RebuildTensorV3, true;
    if (name == "_rebuild_parameter") return *fn = Fn::RebuildParameter, true;
    if (name == "_rebuild_parameter_with_state") return *fn = Fn::RebuildParameterWithState, true;
  }
  if (module == "torch.jit._pickle") {
    if (name == "restore_type_tag") return *fn = Fn::RestoreTypeTag, true;
    if (name == "build_intlist" || name == "build_floatlist" || name == "build_boollist" ||
        name == "build_tensorlist" || name == "build_doublelist") {
      return *fn = Fn::BuildList, true;
    }
  }
  if (module == "torch" || module == "torch.storage") {
    at::ScalarType t;
    if (name == "device") return *fn = Fn::Device, true;
    if (name == "Size") return *fn = Fn::Size, true;
    if (LookupDtype(kStorageTypes, std::size(kStorageTypes), name, &t)) return *fn = Fn::StorageType, true;
    if (module == "torch" && LookupDtype(kDtypes, std::size(kDtypes), name, &t)) return *fn = Fn::Dtype, true;
  }
  return false;
}

class Unpickler {
 public:
  Unpickler(const ZipArchive& zip, std::string prefix, bool verify, c10::optional<at::Device> device, bool mmap = false)
      : zip_(zip), prefix_(std::move(prefix)), verify_(verify), mmap_(mmap), device_(device) {
    objs_.push_back({Kind::None});
    objs_.push_back({Kind::Bool, 0});
    objs_.push_back({Kind::Bool, 1});
  }

  // Parses the pickle; returns the index of the result.
  uint32_t Parse(const std::string& data) {
    p_ = data.data();
    end_ = data.data() + data.size();
    size_ = data.size();
    while (true) {
      if (p_ >= end_) Fail("it ends before the STOP opcode (truncated)");
      auto op = static_cast<uint8_t>(*p_++);
      if (op == '.') {
        if (stack_.empty()) Fail("the STOP opcode finds no value to return");
        return stack_.back();
      }
      Step(op);
    }
  }

  // Reads the tensor records found so far into their storages. Large loads read on several
  // threads, biggest records first: faulting in fresh memory, copying from the page cache and
  // checking CRCs are CPU work that one thread leaves a multi-core machine waiting on.
  void ReadPending() {
    std::vector<PendingRead> reads;
    reads.swap(reads_);
    uint64_t total = 0;
    for (const PendingRead& r : reads) total += r.entry->size;
    unsigned threads = std::min<unsigned>({std::max(1u, std::thread::hardware_concurrency()), 4u,
                                           static_cast<unsigned>(reads.size())});
    if (threads <= 1 || total < (uint64_t(32) << 20)) {
      for (const PendingRead& r : reads) zip_.Read(*r.entry, r.dst, verify_);
      return;
    }
    // In file order, so that the threads together read the file front to back as the kernel's
    // read-ahead expects.
    std::sort(reads.begin(), reads.end(), [](const PendingRead& a, const PendingRead& b) { return a.entry->localHeader < b.entry->localHeader; });
    std::atomic<size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto work = [&]() {
      for (size_t i; (i = next.fetch_add(1)) < reads.size();) {
        try {
          zip_.Read(*reads[i].entry, reads[i].dst, verify_);
        } catch (...) {
          std::lock_guard<std::mutex> lock(failureMutex);
          if (!failure) failure = std::current_exception();
          next = reads.size();
        }
      }
    };
    std::vector<std::thread> pool;
    for (unsigned k = 1; k < threads; ++k) pool.emplace_back(work);
    work();
    for (std::thread& th : pool) th.join();
    if (failure) std::rethrow_exception(failure);
  }

  Napi::Value ToJs(Napi::Env env, uint32_t root) {
    visiting_.assign(objs_.size(), 0);
    budget_ = 16 * static_cast<uint64_t>(size_) + 1000000;
    return Convert(env, root, 0);
  }

 private:
  uint32_t New(Obj o) {
    objs_.push_back(std::move(o));
    return static_cast<uint32_t>(objs_.size() - 1);
  }
  void Push(uint32_t id) { stack_.push_back(id); }
  void Push(Obj o) { stack_.push_back(New(std::move(o))); }
  size_t Floor() const { return marks_.empty() ? 0 : marks_.back(); }
  void Need(size_t n) {
    if (stack_.size() < Floor() + n) Fail("an opcode needs more values than the stack holds");
  }
  uint32_t Pop() {
    Need(1);
    uint32_t v = stack_.back();
    stack_.pop_back();
    return v;
  }
  // Pops everything above the last MARK, and the MARK.
  std::vector<uint32_t> PopMark() {
    if (marks_.empty()) Fail("an opcode needs a MARK that is not there");
    size_t m = marks_.back();
    marks_.pop_back();
    std::vector<uint32_t> items(stack_.begin() + m, stack_.end());
    stack_.resize(m);
    return items;
  }
  const char* Take(uint64_t n) {
    if (static_cast<uint64_t>(end_ - p_) < n) Fail("an opcode runs past the end of the data (truncated)");
    const char* at = p_;
    p_ += n;
    return at;
  }
  uint64_t Le(size_t n) {
    const char* at = Take(n);
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(at[i])) << (8 * i);
    return v;
  }
  std::string Line() {
    const char* nl = static_cast<const char*>(std::memchr(p_, '\n', end_ - p_));
    if (nl == nullptr) Fail("a text argument has no end of line (truncated)");
    std::string s(p_, nl);
    p_ = nl + 1;
    return s;
  }
  int64_t ParseInt(std::string s) {
    if (!s.empty() && s.back() == 'L') s.pop_back();
    errno = 0;
    char* endp = nullptr;
    long long v = std::strtoll(s.c_str(), &endp, 10);
    if (s.empty() || *endp != '\0' || errno == ERANGE) Fail("the integer '" + s.substr(0, 40) + "' is invalid or out of range");
    return v;
  }
  // A little-endian two's complement integer of n bytes (LONG1/LONG4).
  int64_t LongLe(uint64_t n) {
    if (n > 8) Fail("an integer of " + std::to_string(n) + " bytes is too large (at most 64 bits are supported)");
    const char* at = Take(n);
    if (n == 0) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(at[i])) << (8 * i);
    if (n < 8 && (static_cast<uint8_t>(at[n - 1]) & 0x80)) v |= ~uint64_t(0) << (8 * n);
    return static_cast<int64_t>(v);
  }
  // Memo indices are bounded by what the pickle can hold: each PUT takes at least two bytes.
  void MemoPut(uint64_t id) {
    Need(1);
    if (id > size_) Fail("memo index " + std::to_string(id) + " is beyond what a pickle of " + std::to_string(size_) + " bytes can use");
    if (id >= memo_.size()) memo_.resize(id + 1, kNone);
    memo_[id] = stack_.back();
  }
  void MemoGet(uint64_t id) {
    if (id >= memo_.size() || memo_[id] == kNone) Fail("memo index " + std::to_string(id) + " is read before it is written");
    Push(memo_[id]);
  }
  Obj& At(uint32_t id) { return objs_[id]; }
  Obj& Expect(uint32_t id, Kind k, const char* what) {
    Obj& o = objs_[id];
    if (o.kind != k) Fail(std::string(what) + " expects a " + KindName(k) + " but got a " + KindName(o.kind));
    return o;
  }

  void Step(uint8_t op) {
    switch (op) {
      case 0x80: Take(1); return;   // PROTO
      case 0x95: Take(8); return;   // FRAME
      case '(': marks_.push_back(stack_.size()); return;
      case '0': Pop(); return;
      case '1': PopMark(); return;
      case '2': Need(1); Push(stack_.back()); return;
      case 'N': Push(0); return;
      case 0x88: Push(2); return;   // NEWTRUE
      case 0x89: Push(1); return;   // NEWFALSE
      case 'I': {
        std::string s = Line();
        if (s == "01") return Push(2);
        if (s == "00") return Push(1);
        return Push({Kind::Int, ParseInt(s)});
      }
      case 'L': return Push({Kind::Int, ParseInt(Line())});
      case 'J': return Push({Kind::Int, static_cast<int32_t>(Le(4))});
      case 'K': return Push({Kind::Int, static_cast<int64_t>(Le(1))});
      case 'M': return Push({Kind::Int, static_cast<int64_t>(Le(2))});
      case 0x8a: { uint64_t n = Le(1); return Push({Kind::Int, LongLe(n)}); }
      case 0x8b: { uint64_t n = Le(4); return Push({Kind::Int, LongLe(n)}); }
      case 'F': {
        std::string s = Line();
        char* endp = nullptr;
        double d = std::strtod(s.c_str(), &endp);
        if (s.empty() || *endp != '\0') Fail("the float '" + s.substr(0, 40) + "' is invalid");
        Obj o{Kind::Float};
        o.d = d;
        return Push(std::move(o));
      }
      case 'G': {
        const char* at = Take(8);
        uint64_t bits = 0;
        for (int i = 0; i < 8; ++i) bits = (bits << 8) | static_cast<uint8_t>(at[i]);
        Obj o{Kind::Float};
        std::memcpy(&o.d, &bits, 8);
        return Push(std::move(o));
      }
      case 0x8c: case 'U': return PushString(Kind::Str, Le(1));  // SHORT_BINUNICODE, SHORT_BINSTRING
      case 'X': case 'T': return PushString(Kind::Str, Le(4));   // BINUNICODE, BINSTRING
      case 0x8d: return PushString(Kind::Str, Le(8));            // BINUNICODE8
      case 'C': return PushString(Kind::Bytes, Le(1));
      case 'B': return PushString(Kind::Bytes, Le(4));
      case 0x8e: case 0x96: return PushString(Kind::Bytes, Le(8));
      case 'V': { Obj o{Kind::Str}; o.s = Line(); return Push(std::move(o)); }
      case ')': return Push({Kind::Tuple});
      case 't': { Obj o{Kind::Tuple}; o.items = PopMark(); return Push(std::move(o)); }
      case 0x85: case 0x86: case 0x87: {
        size_t n = op - 0x84;
        Need(n);
        Obj o{Kind::Tuple};
        o.items.assign(stack_.end() - n, stack_.end());
        stack_.resize(stack_.size() - n);
        return Push(std::move(o));
      }
      case ']': return Push({Kind::List});
      case 'l': { Obj o{Kind::List}; o.items = PopMark(); return Push(std::move(o)); }
      case '}': return Push({Kind::Dict});
      case 'd': {
        Obj o{Kind::Dict};
        o.items = PopMark();
        if (o.items.size() % 2) Fail("DICT has an odd number of items");
        return Push(std::move(o));
      }
      case 'a': {
        uint32_t v = Pop();
        Need(1);
        Expect(stack_.back(), Kind::List, "APPEND").items.push_back(v);
        return;
      }
      case 'e': {
        std::vector<uint32_t> items = PopMark();
        Need(1);
        auto& list = Expect(stack_.back(), Kind::List, "APPENDS").items;
        list.insert(list.end(), items.begin(), items.end());
        return;
      }
      case 's': {
        uint32_t v = Pop(), k = Pop();
        Need(1);
        auto& dict = Expect(stack_.back(), Kind::Dict, "SETITEM").items;
        dict.push_back(k);
        dict.push_back(v);
        return;
      }
      case 'u': {
        std::vector<uint32_t> items = PopMark();
        if (items.size() % 2) Fail("SETITEMS has an odd number of items");
        Need(1);
        auto& dict = Expect(stack_.back(), Kind::Dict, "SETITEMS").items;
        dict.insert(dict.end(), items.begin(), items.end());
        return;
      }
      case 0x8f: return Push({Kind::Set});  // EMPTY_SET
      case 0x90: {                          // ADDITEMS
        std::vector<uint32_t> items = PopMark();
        Need(1);
        auto& set = Expect(stack_.back(), Kind::Set, "ADDITEMS").items;
        set.insert(set.end(), items.begin(), items.end());
        return;
      }
      case 0x91: { Obj o{Kind::Set}; o.items = PopMark(); return Push(std::move(o)); }  // FROZENSET
      case 'c': {
        std::string module = Line();
        std::string name = Line();
        return PushGlobal(module, name);
      }
      case 0x93: {  // STACK_GLOBAL
        uint32_t name = Pop(), module = Pop();
        std::string n = Expect(name, Kind::Str, "STACK_GLOBAL").s;
        std::string m = Expect(module, Kind::Str, "STACK_GLOBAL").s;
        return PushGlobal(m, n);
      }
      case 'R': case 0x81: {  // REDUCE, NEWOBJ
        uint32_t args = Pop(), fn = Pop();
        return Push(Call(fn, args));
      }
      case 'b': {  // BUILD: the instance state of an OrderedDict (_metadata) or tensor is not needed
        uint32_t state = Pop();
        (void)state;
        Need(1);
        Kind k = At(stack_.back()).kind;
        if (k != Kind::Dict && k != Kind::Tensor) Fail(std::string("BUILD on a ") + KindName(k) + " is not supported");
        return;
      }
      case 'Q': {  // BINPERSID
        uint32_t pid = Pop();
        return Push(PersistentLoad(pid));
      }
      case 'q': return MemoPut(Le(1));
      case 'r': return MemoPut(Le(4));
      case 'p': return MemoPut(static_cast<uint64_t>(ParseInt(Line())));
      case 0x94: return MemoPut(memo_.size());
      case 'h': return MemoGet(Le(1));
      case 'j': return MemoGet(Le(4));
      case 'g': return MemoGet(static_cast<uint64_t>(ParseInt(Line())));
      default: {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", op);
        Fail(std::string("opcode ") + hex + " is unknown or not used by torch.save (object instances, extensions and "
                                           "out-of-band buffers are not supported)");
      }
    }
  }

  void PushString(Kind k, uint64_t n) {
    const char* at = Take(n);
    Obj o{k};
    o.s.assign(at, n);
    Push(std::move(o));
  }

  void PushGlobal(const std::string& module, const std::string& name) {
    Fn fn;
    if (!LookupGlobal(module, name, &fn)) {
      throw std::runtime_error("the pickle refers to the Python class " + module + "." + name +
                               ", which cannot be loaded here; save only tensors, numbers, strings, lists, tuples "
                               "and dicts (for a module, save its state_dict())");
    }
    Obj o{Kind::Global, static_cast<int64_t>(fn)};
    o.s = module + "." + name;
    Push(std::move(o));
  }

  const std::vector<uint32_t>& Args(uint32_t args, const std::string& fn, size_t min, size_t max) {
    Obj& a = At(args);
    if (a.kind != Kind::Tuple) Fail(fn + " expects a tuple of arguments");
    if (a.items.size() < min || a.items.size() > max) {
      Fail(fn + " called with " + std::to_string(a.items.size()) + " arguments");
    }
    return a.items;
  }
  int64_t IntArg(uint32_t id, const char* what) { return Expect(id, Kind::Int, what).i; }
  bool BoolArg(uint32_t id) {
    const Obj& o = At(id);
    return (o.kind == Kind::Bool || o.kind == Kind::Int) && o.i != 0;
  }
  std::vector<int64_t> IntTuple(uint32_t id, const char* what) {
    Obj& o = At(id);
    if (o.kind != Kind::Tuple && o.kind != Kind::List) Fail(std::string(what) + " is not a tuple of ints");
    if (o.items.size() > kMaxDims) Fail(std::string(what) + " has more than " + std::to_string(kMaxDims) + " dimensions");
    std::vector<int64_t> out;
    for (uint32_t x : o.items) out.push_back(IntArg(x, what));
    return out;
  }

  uint32_t Call(uint32_t fnId, uint32_t args) {
    Obj& g = At(fnId);
    if (g.kind != Kind::Global) Fail(std::string("REDUCE on a ") + KindName(g.kind) + ", which is not callable");
    auto fn = static_cast<Fn>(g.i);
    std::string name = g.s;
    switch (fn) {
      case Fn::OrderedDict: {
        const auto& a = Args(args, name, 0, 1);
        Obj d{Kind::Dict};
        if (a.size() == 1) {
          Obj& pairs = At(a[0]);
          if (pairs.kind != Kind::List && pairs.kind != Kind::Tuple) Fail(name + " expects a list of pairs");
          for (uint32_t p : pairs.items) {
            Obj& kv = At(p);
            if (kv.kind != Kind::Tuple || kv.items.size() != 2) Fail(name + " expects a list of pairs");
            d.items.push_back(kv.items[0]);
            d.items.push_back(kv.items[1]);
          }
        }
        return New(std::move(d));
      }
      case Fn::RebuildTensor: {
        auto a = Args(args, name, 4, 4);
        return RebuildTensor(a[0], a[1], a[2], a[3], false, c10::nullopt);
      }
      case Fn::RebuildTensorV2: {
        auto a = Args(args, name, 6, 7);
        return RebuildTensor(a[0], a[1], a[2], a[3], BoolArg(a[4]), c10::nullopt);
      }
      case Fn::RebuildTensorV3: {
        auto a = Args(args, name, 7, 8);
        Obj& dt = At(a[6]);
        at::ScalarType t;
        std::string dn = dt.s.substr(dt.s.rfind('.') + 1);
        if (dt.kind != Kind::Global || !LookupDtype(kDtypes, std::size(kDtypes), dn, &t)) Fail(name + " expects a dtype");
        return RebuildTensor(a[0], a[1], a[2], a[3], BoolArg(a[4]), t);
      }
      case Fn::RebuildParameter:
      case Fn::RebuildParameterWithState: {
        auto a = Args(args, name, fn == Fn::RebuildParameter ? 3 : 4, fn == Fn::RebuildParameter ? 3 : 4);
        Obj& data = Expect(a[0], Kind::Tensor, name.c_str());
        at::Tensor t = tensors_[data.i].detach();
        if (BoolArg(a[1]) && (at::isFloatingType(t.scalar_type()) || at::isComplexType(t.scalar_type()))) {
          t.set_requires_grad(true);
        }
        tensors_.push_back(t);
        return New({Kind::Tensor, static_cast<int64_t>(tensors_.size() - 1)});
      }
      case Fn::RestoreTypeTag: return Args(args, name, 2, 2)[0];
      case Fn::BuildList: {
        uint32_t list = Args(args, name, 1, 1)[0];
        Expect(list, Kind::List, name.c_str());
        return list;
      }
      case Fn::Device: {
        const auto& a = Args(args, name, 1, 2);
        Obj o{Kind::Str};
        o.s = Expect(a[0], Kind::Str, name.c_str()).s;
        if (a.size() == 2) o.s += ":" + std::to_string(IntArg(a[1], name.c_str()));
        return New(std::move(o));
      }
      case Fn::Size: {
        uint32_t t = Args(args, name, 0, 1).empty() ? New({Kind::Tuple}) : At(args).items[0];
        Obj o{Kind::Tuple};
        o.items = At(t).items;
        return New(std::move(o));
      }
      case Fn::StorageType:
      case Fn::Dtype:
        break;
    }
    Fail(name + " cannot be called here");
  }

  // ('storage', torch.XStorage, key, location, numel): the record data/<key>, read once.
  uint32_t PersistentLoad(uint32_t pid) {
    Obj& t = At(pid);
    if (t.kind != Kind::Tuple || t.items.size() != 5 || At(t.items[0]).kind != Kind::Str || At(t.items[0]).s != "storage") {
      Fail("a persistent id is not a ('storage', type, key, location, numel) tuple");
    }
    Obj& type = At(t.items[1]);
    at::ScalarType dtype;
    if (type.kind != Kind::Global || static_cast<Fn>(type.i) != Fn::StorageType ||
        !LookupDtype(kStorageTypes, std::size(kStorageTypes), type.s.substr(type.s.rfind('.') + 1), &dtype)) {
      Fail("a persistent id names an unknown storage type");
    }
    std::string key = Expect(t.items[2], Kind::Str, "a storage key").s;
    std::string location = Expect(t.items[3], Kind::Str, "a storage location").s;
    int64_t numel = IntArg(t.items[4], "a storage size");
    auto cached = storageByKey_.find(key);
    if (cached == storageByKey_.end()) {
      std::string record = prefix_ + "data/" + key;
      const ZipArchive::Entry* e = zip_.Find(record);
      if (e == nullptr) throw std::runtime_error("the tensor data record '" + record + "' is missing from the archive");
      int64_t itemsize = static_cast<int64_t>(c10::elementSize(dtype));
      int64_t nbytes = 0;
      if (numel < 0 || __builtin_mul_overflow(numel, itemsize, &nbytes) || static_cast<uint64_t>(nbytes) != e->size) {
        throw std::runtime_error("storage '" + key + "' claims " + std::to_string(numel) + " elements of " +
                                 std::to_string(itemsize) + " bytes but its record holds " + std::to_string(e->size) +
                                 " bytes (the file is damaged or crafted)");
      }
      at::DataPtr data = Mapped(*e, itemsize);
      if (!data) {
        data = c10::GetCPUAllocator()->allocate(e->size);
        reads_.push_back({e, data.get()});
      }
      at::Storage storage(c10::Storage::use_byte_size_t(), e->size, std::move(data), nullptr, false);
      storages_.push_back({std::move(storage), dtype, location});
      cached = storageByKey_.emplace(key, storages_.size() - 1).first;
    } else if (storages_[cached->second].dtype != dtype) {
      Fail("storage '" + key + "' is used with two different types");
    }
    return New({Kind::Storage, static_cast<int64_t>(cached->second)});
  }

  uint32_t RebuildTensor(uint32_t storageId, uint32_t offsetId, uint32_t sizeId, uint32_t strideId, bool requiresGrad,
                         c10::optional<at::ScalarType> dtypeOverride) {
    const StorageInfo& info = storages_[Expect(storageId, Kind::Storage, "a tensor's storage").i];
    at::ScalarType dtype = dtypeOverride.value_or(info.dtype);
    int64_t offset = IntArg(offsetId, "a storage offset");
    std::vector<int64_t> sizes = IntTuple(sizeId, "a tensor's size");
    std::vector<int64_t> strides = IntTuple(strideId, "a tensor's stride");
    CheckBounds(info.storage.nbytes(), dtype, offset, sizes, strides);
    at::Tensor t = at::empty({0}, at::TensorOptions().dtype(dtype));
    t.set_(info.storage, offset, sizes, strides);
    c10::Device target = device_.value_or(ParseLocation(info.location));
    if (target != t.device()) {
      ReadPending();
      t = t.to(target);
    }
    if (requiresGrad && (at::isFloatingType(dtype) || at::isComplexType(dtype))) t.set_requires_grad(true);
    tensors_.push_back(std::move(t));
    return New({Kind::Tensor, static_cast<int64_t>(tensors_.size() - 1)});
  }

  // The record's bytes in the file mapping when mapping is on, the tensors stay on the CPU and
  // the record is aligned for its elements; else an empty DataPtr (read the record instead).
  at::DataPtr Mapped(const ZipArchive::Entry& e, int64_t itemsize) {
    if (!mmap_ || e.size == 0 || (device_.has_value() && !device_->is_cpu())) return {};
    uint64_t offset = zip_.StoredOffset(e);
    if (offset % static_cast<uint64_t>(itemsize) != 0) return {};
    if (!mapping_) {
      mapping_ = MapFile(zip_.fd(), zip_.fileSize());
      if (!mapping_) {
        mmap_ = false;  // e.g. a file system without mmap: read instead
        return {};
      }
    }
    at::DataPtr data = MappedData(mapping_, offset);
    if (verify_) zip_.VerifyInMemory(e, data.get());
    return data;
  }

  static c10::Device ParseLocation(const std::string& location) {
    try {
      return c10::Device(location);
    } catch (const std::exception&) {
      throw std::runtime_error("a storage has the unknown location '" + location.substr(0, 40) + "'");
    }
  }

  // Every element the tensor can reach lies inside its storage, computed without overflow.
  static void CheckBounds(size_t storageBytes, at::ScalarType dtype, int64_t offset, const std::vector<int64_t>& sizes,
                          const std::vector<int64_t>& strides) {
    auto bad = [&](const std::string& why) {
      std::string shape;
      for (size_t i = 0; i < sizes.size(); ++i) shape += (i ? ", " : "") + std::to_string(sizes[i]);
      std::string stride;
      for (size_t i = 0; i < strides.size(); ++i) stride += (i ? ", " : "") + std::to_string(strides[i]);
      throw std::runtime_error("a tensor of shape [" + shape + "], stride [" + stride + "] and storage offset " +
                               std::to_string(offset) + " " + why + " (the file is damaged or crafted)");
    };
    if (sizes.size() != strides.size()) bad("has a stride of another length than its shape");
    if (offset < 0) bad("has a negative storage offset");
    bool empty = false;
    for (size_t i = 0; i < sizes.size(); ++i) {
      if (sizes[i] < 0) bad("has a negative size");
      if (strides[i] < 0) bad("has a negative stride");
      if (sizes[i] == 0) empty = true;
    }
    if (empty) return;
    int64_t last = offset;  // index of the farthest element
    for (size_t i = 0; i < sizes.size(); ++i) {
      int64_t span;
      if (__builtin_mul_overflow(sizes[i] - 1, strides[i], &span) || __builtin_add_overflow(last, span, &last)) {
        bad("reaches beyond any storage (its extent overflows)");
      }
    }
    int64_t end;
    int64_t itemsize = static_cast<int64_t>(c10::elementSize(dtype));
    if (__builtin_add_overflow(last, int64_t(1), &end) || __builtin_mul_overflow(end, itemsize, &end) ||
        static_cast<uint64_t>(end) > storageBytes) {
      bad("reaches beyond its storage of " + std::to_string(storageBytes) + " bytes");
    }
  }

  Napi::Value Convert(Napi::Env env, uint32_t id, int depth) {
    if (budget_-- == 0) {
      throw std::runtime_error("the data expands to too many values through shared references (a crafted file?)");
    }
    Obj& o = objs_[id];
    switch (o.kind) {
      case Kind::None: return env.Null();
      case Kind::Bool: return Napi::Boolean::New(env, o.i != 0);
      case Kind::Int:
        if (std::fabs(static_cast<double>(o.i)) <= kMaxSafeInteger) return Napi::Number::New(env, static_cast<double>(o.i));
        return Napi::BigInt::New(env, o.i);
      case Kind::Float: return Napi::Number::New(env, o.d);
      case Kind::Str: return Napi::String::New(env, o.s);
      case Kind::Tensor: return Wrap(env, tensors_[o.i]);
      case Kind::Tuple:
      case Kind::List:
      case Kind::Dict:
        break;
      default:
        throw std::runtime_error(std::string("a Python ") + KindName(o.kind) +
                                 " cannot be converted to JS (only tensors, numbers, strings, booleans, None, lists, "
                                 "tuples and dicts can)");
    }
    if (depth >= kMaxLoadDepth) {
      throw std::runtime_error("the data is nested more than " + std::to_string(kMaxLoadDepth) +
                               " levels deep (lists, tuples and dicts inside each other), the most this loader accepts");
    }
    if (visiting_[id]) {
      throw std::runtime_error(std::string("a ") + KindName(o.kind) +
                               " contains itself (a reference cycle), which cannot be converted to JS");
    }
    visiting_[id] = 1;
    Napi::Value out;
    if (o.kind != Kind::Dict) {
      size_t n = o.items.size();
      auto arr = Napi::Array::New(env, n);
      for (size_t i = 0; i < n; ++i) arr.Set(static_cast<uint32_t>(i), Convert(env, objs_[id].items[i], depth + 1));
      out = arr;
    } else {
      size_t n = o.items.size() / 2;
      auto keys = Napi::Array::New(env, n);
      auto values = Napi::Array::New(env, n);
      bool intKeys = false;
      for (size_t i = 0; i < n; ++i) {
        const Obj& k = objs_[objs_[id].items[2 * i]];
        Napi::Value key;
        switch (k.kind) {
          case Kind::Str: key = Napi::String::New(env, k.s); break;
          case Kind::Int: key = Napi::Number::New(env, static_cast<double>(k.i)); intKeys = true; break;
          case Kind::Float: key = Napi::Number::New(env, k.d); break;
          case Kind::Bool: key = Napi::String::New(env, k.i ? "True" : "False"); break;
          default:
            throw std::runtime_error(std::string("a dict key of type ") + KindName(k.kind) + " cannot become a JS object key");
        }
        keys.Set(static_cast<uint32_t>(i), key);
        values.Set(static_cast<uint32_t>(i), Convert(env, objs_[id].items[2 * i + 1], depth + 1));
      }
      Napi::Object node = Napi::Object::New(env);
      node.Set("t", "dict");
      node.Set("intKeys", intKeys);
      node.Set("keys", keys);
      node.Set("values", values);
      out = node;
    }
    visiting_[id] = 0;
    return out;
  }

  const ZipArchive& zip_;
  std::string prefix_;
  bool verify_;
  bool mmap_;
  std::shared_ptr<FileMapping> mapping_;
  c10::optional<at::Device> device_;
  const char* p_ = nullptr;
  const char* end_ = nullptr;
  size_t size_ = 0;
  std::vector<Obj> objs_;
  std::vector<uint32_t> stack_;
  std::vector<size_t> marks_;
  std::vector<uint32_t> memo_;
  std::vector<at::Tensor> tensors_;
  std::vector<StorageInfo> storages_;
  struct PendingRead {
    const ZipArchive::Entry* entry;
    void* dst;
  };
  std::vector<PendingRead> reads_;
  std::unordered_map<std::string, size_t> storageByKey_;
  std::vector<uint8_t> visiting_;
  uint64_t budget_ = 0;
};

}  // namespace

Napi::Value LoadTorchSave(Napi::Env env, const std::string& path, c10::optional<at::Device> device, bool verify, bool mmap) {
  ZipArchive zip(path);
  if (zip.entries().empty()) throw std::runtime_error("the zip archive is empty, so it was not written by torch.save");
  // Records live under one folder named by the writer (like libtorch's reader, take the first's).
  const std::string& first = zip.entries().front().name;
  size_t slash = first.find('/');
  std::string prefix = slash == std::string::npos ? std::string() : first.substr(0, slash + 1);
  const ZipArchive::Entry* pkl = zip.Find(prefix + "data.pkl");
  if (pkl == nullptr) throw std::runtime_error("the archive has no data.pkl record, so it was not written by torch.save");
  std::string pickle = zip.ReadString(*pkl, verify);
  Unpickler unpickler(zip, prefix, verify, device, mmap);
  uint32_t root = unpickler.Parse(pickle);
  unpickler.ReadPending();
  if (verify) zip.VerifyRest();
  return unpickler.ToJs(env, root);
}

}  // namespace tr
