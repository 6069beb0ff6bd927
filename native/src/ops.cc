// The generic operator binding: every schema registered with libtorch's dispatcher is
// callable from JS. Arguments are converted per the schema; overloads are tried in a
// fixed order and the first whose arguments all convert is called (boxed).
#include "common.h"

#include <ATen/core/dispatch/Dispatcher.h>

#include <algorithm>
#include <sstream>
#include <unordered_map>

namespace tr {
namespace {

using c10::Argument;
using c10::IValue;
using c10::TypeKind;
using c10::TypePtr;

struct Overload {
  c10::OperatorHandle op;
  const c10::FunctionSchema* schema;
  bool usable;        // false when an argument kind cannot come from JS (Dimname, Storage, ...)
  size_t positional;  // arguments that may be passed by position
};

// Which overload a kind of argument list resolved to, per operator: see ArgKinds.
struct Resolved {
  std::string kinds;
  uint32_t overload;
};

// Built once per process from the dispatcher's registry and read-only after: every JS thread
// shares it.
struct OpTable {
  std::vector<std::string> names;  // qualified, e.g. "aten::add"
  std::vector<std::vector<Overload>> overloads;
  std::unordered_map<std::string, int32_t> ids;
};

bool KindFromJs(const TypePtr& t) {
  switch (t->kind()) {
    case TypeKind::TensorType: case TypeKind::IntType: case TypeKind::SymIntType: case TypeKind::FloatType:
    case TypeKind::BoolType: case TypeKind::NumberType: case TypeKind::StringType: case TypeKind::ScalarTypeType:
    case TypeKind::LayoutType: case TypeKind::MemoryFormatType: case TypeKind::DeviceObjType:
    case TypeKind::GeneratorType: case TypeKind::ComplexType: case TypeKind::SymFloatType:
      return true;
    case TypeKind::OptionalType: return KindFromJs(t->containedType(0));
    case TypeKind::ListType: return KindFromJs(t->containedType(0));
    default: return false;
  }
}

bool Usable(const c10::FunctionSchema& s) {
  // Named-tensor overloads take Dimnames, which the schema types as plain strings.
  std::string overload = s.overload_name();
  std::transform(overload.begin(), overload.end(), overload.begin(), ::tolower);
  if (overload.find("dimname") != std::string::npos || overload.find("names") != std::string::npos) return false;
  for (const Argument& a : s.arguments()) {
    if (!KindFromJs(a.real_type())) return false;
    if (a.real_type()->str().find("Dimname") != std::string::npos) return false;
  }
  return true;
}

int Rank(const Overload& o) {
  const auto& s = *o.schema;
  bool out = false;
  for (const Argument& a : s.arguments()) out = out || a.is_out();
  if (out) return 2;
  return s.overload_name().empty() ? 0 : 1;
}

OpTable& Table() {
  static OpTable table = [] {
    OpTable t;
    auto& d = c10::Dispatcher::singleton();
    for (const c10::OperatorName& name : d.getAllOpNames()) {
      auto handle = d.findOp(name);
      if (!handle || !handle->hasSchema()) continue;
      auto it = t.ids.find(name.name);
      int32_t id;
      if (it == t.ids.end()) {
        id = static_cast<int32_t>(t.names.size());
        t.ids.emplace(name.name, id);
        t.names.push_back(name.name);
        t.overloads.emplace_back();
      } else {
        id = it->second;
      }
      const auto* schema = &handle->schema();
      size_t positional = 0;
      for (const Argument& a : schema->arguments()) positional += a.kwarg_only() ? 0 : 1;
      t.overloads[id].push_back({*handle, schema, Usable(*schema), positional});
    }
    for (auto& list : t.overloads) {
      std::stable_sort(list.begin(), list.end(), [](const Overload& a, const Overload& b) {
        int ra = Rank(a), rb = Rank(b);
        if (ra != rb) return ra < rb;
        return a.schema->overload_name() < b.schema->overload_name();
      });
    }
    return t;
  }();
  return table;
}

}  // namespace

// Which overload each kind of argument list resolved to, per operator: filled by the calls of
// one environment's thread, so it needs no lock.
struct OpCache {
  std::vector<std::vector<Resolved>> resolved;
};

namespace {

std::vector<std::vector<Resolved>>& CacheOf(Napi::Env env, const OpTable& t) {
  EnvState& s = StateOf(env);
  if (!s.ops) {
    s.ops = std::make_shared<OpCache>();
    s.ops->resolved.resize(t.names.size());
  }
  return s.ops->resolved;
}

std::string Describe(Napi::Value v) {
  if (v.IsNull()) return "null";
  if (v.IsUndefined()) return "undefined";
  if (v.IsBoolean()) return std::string("boolean ") + (v.As<Napi::Boolean>().Value() ? "true" : "false");
  if (v.IsNumber()) {
    std::ostringstream s;
    s << "number " << v.As<Napi::Number>().DoubleValue();
    return s.str();
  }
  if (v.IsString()) return "string '" + v.As<Napi::String>().Utf8Value() + "'";
  if (IsHandle(v)) return "Tensor";
  if (IsTensorHandle(v)) return "a disposed Tensor";
  if (v.IsArray()) return "array";
  if (v.IsBigInt()) return "bigint";
  return "object";
}

c10::ScalarType DtypeFromString(const std::string& s, bool& ok) {
  static const std::unordered_map<std::string, c10::ScalarType> m = {
      {"float32", at::kFloat}, {"float", at::kFloat}, {"float64", at::kDouble}, {"double", at::kDouble},
      {"float16", at::kHalf}, {"half", at::kHalf}, {"bfloat16", at::kBFloat16}, {"int8", at::kChar},
      {"uint8", at::kByte}, {"int16", at::kShort}, {"int32", at::kInt}, {"int", at::kInt}, {"int64", at::kLong},
      {"long", at::kLong}, {"bool", at::kBool}, {"complex64", at::kComplexFloat}, {"complex128", at::kComplexDouble}};
  auto it = m.find(s);
  ok = it != m.end();
  return ok ? it->second : at::kFloat;
}

napi_valuetype TypeOf(Napi::Value v) {
  napi_valuetype t = napi_undefined;
  napi_typeof(v.Env(), v, &t);
  return t;
}

double NumberOf(Napi::Value v) {
  double d = 0;
  napi_get_value_double(v.Env(), v, &d);
  return d;
}

bool IsInteger(Napi::Value v) {
  napi_valuetype t = TypeOf(v);
  if (t == napi_bigint) return !IsTensorHandle(v);
  if (t != napi_number) return false;
  double d = NumberOf(v);
  return std::isfinite(d) && std::floor(d) == d;
}

// Converts one JS value to an IValue of the given schema type; on mismatch returns false and
// leaves the expected-type description in `expected`.
// A disposed tensor throws at once, naming the argument: no overload could take it.
bool Convert(const TypePtr& type, c10::optional<int32_t> N, Napi::Value v, IValue& out, std::string& expected,
             const std::string& name) {
  switch (type->kind()) {
    case TypeKind::OptionalType:
      if (TypeOf(v) <= napi_null) {
        out = IValue();
        return true;
      }
      return Convert(type->containedType(0), N, v, out, expected, name);
    case TypeKind::TensorType:
      expected = "Tensor";
      if (at::Tensor* t = TryUnwrap(v, name.c_str())) {
        out = *t;
        return true;
      }
      return false;
    case TypeKind::IntType:
    case TypeKind::SymIntType: {
      if (TypeOf(v) == napi_number) {
        double d = NumberOf(v);
        if (d >= -2147483648.0 && d <= 2147483647.0 && static_cast<double>(static_cast<int32_t>(d)) == d) {
          out = static_cast<int64_t>(d);
          return true;
        }
      }
      expected = "int";
      if (!IsInteger(v)) return false;
      out = ToInt(v, "int");
      return true;
    }
    case TypeKind::FloatType:
    case TypeKind::SymFloatType: {
      expected = "float";
      if (TypeOf(v) != napi_number) return false;
      out = NumberOf(v);
      return true;
    }
    case TypeKind::ComplexType:
      expected = "complex (a number)";
      if (!v.IsNumber()) return false;
      out = c10::complex<double>(v.As<Napi::Number>().DoubleValue(), 0.0);
      return true;
    case TypeKind::BoolType: {
      expected = "bool";
      if (TypeOf(v) != napi_boolean) return false;
      out = v.As<Napi::Boolean>().Value();
      return true;
    }
    case TypeKind::NumberType: {
      expected = "Scalar (number or boolean)";
      napi_valuetype t = TypeOf(v);
      if (t != napi_number && t != napi_boolean && !(t == napi_bigint && !IsTensorHandle(v))) return false;
      out = IValue(ToScalar(v, "Scalar"));
      return true;
    }
    case TypeKind::StringType:
      expected = "str";
      if (!v.IsString()) return false;
      out = v.As<Napi::String>().Utf8Value();
      return true;
    case TypeKind::ScalarTypeType: {
      expected = "ScalarType (a dtype string such as 'float32')";
      if (!v.IsString()) return false;
      bool ok = false;
      auto st = DtypeFromString(v.As<Napi::String>().Utf8Value(), ok);
      if (!ok) return false;
      out = static_cast<int64_t>(st);
      return true;
    }
    case TypeKind::LayoutType: {
      expected = "Layout ('strided' or 'sparse_coo')";
      if (!v.IsString()) return false;
      std::string s = v.As<Napi::String>().Utf8Value();
      if (s == "strided") out = static_cast<int64_t>(at::kStrided);
      else if (s == "sparse_coo") out = static_cast<int64_t>(at::kSparse);
      else return false;
      return true;
    }
    case TypeKind::MemoryFormatType: {
      expected = "MemoryFormat ('contiguous_format', 'channels_last', 'channels_last_3d' or 'preserve_format')";
      if (!v.IsString()) return false;
      std::string s = v.As<Napi::String>().Utf8Value();
      if (s == "contiguous_format") out = static_cast<int64_t>(at::MemoryFormat::Contiguous);
      else if (s == "channels_last") out = static_cast<int64_t>(at::MemoryFormat::ChannelsLast);
      else if (s == "channels_last_3d") out = static_cast<int64_t>(at::MemoryFormat::ChannelsLast3d);
      else if (s == "preserve_format") out = static_cast<int64_t>(at::MemoryFormat::Preserve);
      else return false;
      return true;
    }
    case TypeKind::DeviceObjType:
      expected = "Device (a string such as 'cpu' or 'cuda:0')";
      if (!v.IsString()) return false;
      try {
        out = c10::Device(v.As<Napi::String>().Utf8Value());
      } catch (const c10::Error&) {
        return false;
      }
      return true;
    case TypeKind::GeneratorType:
      expected = "Generator (only null is supported)";
      return false;
    case TypeKind::ListType: {
      const TypePtr& elem = type->containedType(0);
      expected = elem->str() + "[]";
      if (N && (v.IsNumber() || v.IsBoolean()) && elem->kind() != TypeKind::TensorType) {
        IValue one;
        std::string e;
        if (!Convert(elem, c10::nullopt, v, one, e, name)) return false;
        if (one.isInt()) out = c10::List<int64_t>(std::vector<int64_t>(*N, one.toInt()));
        else if (one.isDouble()) out = c10::List<double>(std::vector<double>(*N, one.toDouble()));
        else if (one.isBool()) {
          c10::List<bool> bools;
          for (int32_t i = 0; i < *N; ++i) bools.push_back(one.toBool());
          out = bools;
        }
        else return false;
        return true;
      }
      if (!v.IsArray()) return false;
      auto arr = v.As<Napi::Array>();
      uint32_t n = arr.Length();
      std::string e;
      switch (elem->kind()) {
        case TypeKind::TensorType: {
          std::vector<at::Tensor> ts;
          ts.reserve(n);
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            at::Tensor* t = TryUnwrap(x, (name + "[" + std::to_string(i) + "]").c_str());
            if (t == nullptr) return false;
            ts.push_back(*t);
          }
          out = c10::List<at::Tensor>(ts);
          return true;
        }
        case TypeKind::OptionalType: {
          c10::List<c10::optional<at::Tensor>> ts;
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (x.IsNull() || x.IsUndefined()) {
              ts.push_back(c10::nullopt);
            } else if (at::Tensor* t = TryUnwrap(x, (name + "[" + std::to_string(i) + "]").c_str())) {
              ts.push_back(*t);
            } else {
              return false;
            }
          }
          out = ts;
          return true;
        }
        case TypeKind::IntType:
        case TypeKind::SymIntType: {
          std::vector<int64_t> xs(n);
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (!IsInteger(x)) return false;
            xs[i] = ToInt(x, "int");
          }
          out = c10::List<int64_t>(xs);
          return true;
        }
        case TypeKind::FloatType: {
          std::vector<double> xs(n);
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (!x.IsNumber()) return false;
            xs[i] = x.As<Napi::Number>().DoubleValue();
          }
          out = c10::List<double>(xs);
          return true;
        }
        case TypeKind::BoolType: {
          c10::List<bool> xs;
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (!x.IsBoolean()) return false;
            xs.push_back(x.As<Napi::Boolean>().Value());
          }
          out = xs;
          return true;
        }
        case TypeKind::NumberType: {
          std::vector<at::Scalar> xs;
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (!x.IsNumber() && !x.IsBoolean()) return false;
            xs.push_back(ToScalar(x, "Scalar"));
          }
          out = c10::List<at::Scalar>(xs);
          return true;
        }
        case TypeKind::StringType: {
          std::vector<std::string> xs;
          for (uint32_t i = 0; i < n; ++i) {
            Napi::Value x = arr.Get(i);
            if (!x.IsString()) return false;
            xs.push_back(x.As<Napi::String>().Utf8Value());
          }
          out = c10::List<std::string>(xs);
          return true;
        }
        default:
          return false;
      }
    }
    default:
      expected = type->str() + " (not convertible from JS)";
      return false;
  }
}

// Binds JS arguments to a schema. Returns false when they do not fit; `why`, when given,
// receives the reason (built only then: matching is on the hot path, messages are not).
// `kinds`, when not empty, is ArgKinds' letter for each positional argument (so `u` says
// which are undefined without asking again).
bool Bind(const Overload& o, const std::vector<Napi::Value>& pos, const Napi::Object* kw, std::vector<IValue>& stack,
          std::string* why, const std::string& kinds = std::string()) {
  const c10::FunctionSchema& s = *o.schema;
  const auto& args = s.arguments();
  size_t npos = pos.size();
  size_t positional = o.positional;
  if (npos > positional) {
    if (why) *why = "takes " + std::to_string(positional) + " positional arguments but " + std::to_string(npos) + " were given";
    return false;
  }
  size_t kwUsed = 0;
  stack.clear();
  stack.reserve(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const Argument& a = args[i];
    Napi::Value v;
    bool have = false;
    if (!a.kwarg_only() && i < npos) {
      v = pos[i];
      have = kinds.empty() ? TypeOf(v) != napi_undefined : kinds[i] != 'u';
    }
    if (!have && kw != nullptr && kw->Has(a.name())) {
      v = kw->Get(a.name());
      have = !v.IsUndefined();
      ++kwUsed;
    }
    if (!have) {
      if (a.default_value()) {
        stack.push_back(*a.default_value());
        continue;
      }
      if (a.real_type()->kind() == TypeKind::OptionalType) {
        stack.emplace_back();
        continue;
      }
      if (why) *why = "missing required argument '" + a.name() + "' (" + a.real_type()->str() + ")";
      return false;
    }
    IValue iv;
    std::string expected;
    if (!Convert(a.real_type(), a.N(), v, iv, expected, a.name())) {
      if (why) *why = "argument '" + a.name() + "' expected " + expected + ", got " + Describe(v);
      return false;
    }
    stack.push_back(std::move(iv));
  }
  if (kw != nullptr) {
    Napi::Array keys = kw->GetPropertyNames();
    if (keys.Length() != kwUsed) {
      for (uint32_t k = 0; k < keys.Length(); ++k) {
        std::string key = keys.Get(k).As<Napi::String>().Utf8Value();
        bool known = false;
        for (const Argument& a : args) known = known || a.name() == key;
        if (!known) {
          if (why) *why = "unexpected keyword argument '" + key + "'";
          return false;
        }
      }
    }
  }
  return true;
}

Napi::Value FromIValue(Napi::Env env, const IValue& v) {
  if (v.isTensor()) return Wrap(env, v.toTensor());
  if (v.isNone()) return env.Null();
  if (v.isBool()) return Napi::Boolean::New(env, v.toBool());
  if (v.isInt()) return Napi::Number::New(env, static_cast<double>(v.toInt()));
  if (v.isDouble()) return Napi::Number::New(env, v.toDouble());
  if (v.isString()) return Napi::String::New(env, v.toStringRef());
  if (v.isScalar()) return FromScalar(env, v.toScalar());
  if (v.isDevice()) return Napi::String::New(env, v.toDevice().str());
  if (v.isComplexDouble()) return Napi::Number::New(env, v.toComplexDouble().real());
  if (v.isTuple()) {
    const auto& elems = v.toTupleRef().elements();
    auto arr = Napi::Array::New(env, elems.size());
    for (size_t i = 0; i < elems.size(); ++i) arr.Set(i, FromIValue(env, elems[i]));
    return arr;
  }
  if (v.isList()) {
    auto list = v.toListRef();
    auto arr = Napi::Array::New(env, list.size());
    for (size_t i = 0; i < list.size(); ++i) arr.Set(i, FromIValue(env, list[i]));
    return arr;
  }
  throw Napi::TypeError::New(env, std::string("cannot convert a returned ") + v.tagKind() + " to JS");
}

std::string Signature(const c10::FunctionSchema& s) {
  std::ostringstream o;
  o << s;
  return o.str();
}

// resolveOp(qualifiedName) -> id | -1
Napi::Value ResolveOp(const Napi::CallbackInfo& info) {
  auto& t = Table();
  auto it = t.ids.find(info[0].As<Napi::String>().Utf8Value());
  return Napi::Number::New(info.Env(), it == t.ids.end() ? -1 : it->second);
}

// The kinds of a positional argument list, one letter each, when they alone decide which
// overloads accept it (and so which one comes first): false when a value matters too (a
// string may or may not name a dtype or device; a mixed array; any other object).
bool ArgKinds(const std::vector<Napi::Value>& pos, std::string& kinds) {
  kinds.clear();
  for (const Napi::Value& v : pos) {
    // Tensors are the commonest argument: one call tells a handle.
    if (IsTensorHandle(v)) {
      kinds += 'T';
      continue;
    }
    switch (TypeOf(v)) {
      case napi_number: {
        double d = NumberOf(v);
        bool int32 = d >= -2147483648.0 && d <= 2147483647.0 && static_cast<double>(static_cast<int32_t>(d)) == d;
        kinds += int32 ? 'i' : std::isfinite(d) && std::floor(d) == d ? 'j' : 'f';
        break;
      }
      case napi_boolean: kinds += 'b'; break;
      case napi_null: kinds += 'n'; break;
      case napi_undefined: kinds += 'u'; break;
      case napi_object: {
        if (!v.IsArray()) return false;
        auto arr = v.As<Napi::Array>();
        uint32_t n = arr.Length();
        if (n == 0 || n > 8) return false;
        char elem = 0;
        for (uint32_t k = 0; k < n; ++k) {
          Napi::Value x = arr.Get(k);
          char c = 0;
          if (IsTensorHandle(x)) {
            c = 'A';
          } else if (TypeOf(x) == napi_number) {
            double d = NumberOf(x);
            if (d >= -2147483648.0 && d <= 2147483647.0 && static_cast<double>(static_cast<int32_t>(d)) == d) c = 'I';
          }
          if (c == 0 || (elem != 0 && c != elem)) return false;
          elem = c;
        }
        kinds += elem;
        break;
      }
      default:
        return false;
    }
  }
  return true;
}

Napi::Value CallBound(Napi::Env env, const std::string& name, const Overload& o, std::vector<IValue>& stack) {
  try {
    o.op.callBoxed(&stack);
  } catch (...) {
    std::string label = name + (o.schema->overload_name().empty() ? "" : "." + o.schema->overload_name());
    ThrowFromCurrentException(env, label.c_str());
  }
  if (stack.empty()) return env.Undefined();
  if (stack.size() == 1) return FromIValue(env, stack[0]);
  auto arr = Napi::Array::New(env, stack.size());
  for (size_t i = 0; i < stack.size(); ++i) arr.Set(i, FromIValue(env, stack[i]));
  return arr;
}

// Calls operator `id` with the first overload (in the table's fixed order) that accepts the
// arguments; when only kinds decide (ArgKinds), the overload found for the same kinds before
// is tried first, which skips the overloads that would fail to bind.
Napi::Value Call(Napi::Env env, int64_t id, const std::string* overload, const std::vector<Napi::Value>& pos,
                 const Napi::Object* kw) {
  auto& t = Table();
  std::vector<std::vector<Resolved>>& resolved = CacheOf(env, t);
  if (id < 0 || id >= static_cast<int64_t>(t.names.size())) throw Napi::RangeError::New(env, "callOp: unknown op id");
  const std::string& name = t.names[id];
  const auto& overloads = t.overloads[id];
  // One argument stack reused across calls (no allocation per call); emptied on the way out
  // so that it holds no tensor longer than the call.
  thread_local std::vector<IValue> reused;
  std::vector<IValue>& stack = reused;
  struct Empty {
    std::vector<IValue>& s;
    ~Empty() { s.clear(); }
  } empty{stack};
  std::string kinds;
  bool cacheable = overload == nullptr && kw == nullptr && ArgKinds(pos, kinds);
  if (cacheable) {
    for (const Resolved& r : resolved[id]) {
      if (r.kinds != kinds) continue;
      const Overload& o = overloads[r.overload];
      if (Bind(o, pos, kw, stack, nullptr, kinds)) return CallBound(env, name, o, stack);
      break;
    }
  }
  for (uint32_t k = 0; k < overloads.size(); ++k) {
    const Overload& o = overloads[k];
    if (!o.usable || (overload != nullptr && o.schema->overload_name() != *overload)) continue;
    if (!Bind(o, pos, kw, stack, nullptr, cacheable ? kinds : std::string())) continue;
    if (cacheable && resolved[id].size() < 16) resolved[id].push_back({kinds, k});
    return CallBound(env, name, o, stack);
  }
  // Nothing matched: say why, overload by overload.
  std::ostringstream why;
  for (const Overload& o : overloads) {
    if (overload != nullptr && o.schema->overload_name() != *overload) continue;
    std::string reason = "an argument kind cannot be passed from JS";
    if (o.usable) Bind(o, pos, kw, stack, &reason);
    if (o.usable || overload != nullptr) why << "\n  " << Signature(*o.schema) << ": " << reason;
  }
  std::string label = overload != nullptr ? name + "." + *overload : name;
  if (overload != nullptr && why.str().empty()) {
    throw Napi::TypeError::New(env, label + ": no such overload");
  }
  throw Napi::TypeError::New(env, label + ": no overload accepts these arguments. Tried:" + why.str());
}

const Napi::Object* KwargsOf(const Napi::Value& v, Napi::Object& holder) {
  if (TypeOf(v) != napi_object) return nullptr;
  holder = v.As<Napi::Object>();
  return &holder;
}

// callOp(id, overloadName | null, positional[], kwargs | null)
Napi::Value CallOp(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  int64_t id = ToInt(info[0], "op id");
  std::string overload;
  bool explicitOverload = info[1].IsString();
  if (explicitOverload) overload = info[1].As<Napi::String>().Utf8Value();
  if (!info[2].IsArray()) throw Napi::TypeError::New(env, "callOp: positional arguments must be an array");
  Napi::Array posArray = info[2].As<Napi::Array>();
  std::vector<Napi::Value> pos(posArray.Length());
  for (uint32_t i = 0; i < pos.size(); ++i) pos[i] = posArray.Get(i);
  Napi::Object holder;
  const Napi::Object* kw = info.Length() > 3 ? KwargsOf(info[3], holder) : nullptr;
  return Call(env, id, explicitOverload ? &overload : nullptr, pos, kw);
}

// invokeOp(id, overloadName | null, kwargs | null, ...positional): callOp without the array,
// whose element reads were a call into V8 each.
Napi::Value InvokeOp(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  int32_t id32 = 0;
  int64_t id = napi_get_value_int32(env, info[0], &id32) == napi_ok ? id32 : ToInt(info[0], "op id");
  std::string overload;
  bool explicitOverload = TypeOf(info[1]) == napi_string;
  if (explicitOverload) overload = info[1].As<Napi::String>().Utf8Value();
  Napi::Object holder;
  const Napi::Object* kw = KwargsOf(info[2], holder);
  size_t n = info.Length() > 3 ? info.Length() - 3 : 0;
  std::vector<Napi::Value> pos(n);
  for (size_t i = 0; i < n; ++i) pos[i] = info[i + 3];
  return Call(env, id, explicitOverload ? &overload : nullptr, pos, kw);
}

Napi::Object ArgInfo(Napi::Env env, const Argument& a) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("name", a.name());
  o.Set("type", a.real_type()->str());
  o.Set("kwargOnly", a.kwarg_only());
  o.Set("isOut", a.is_out());
  o.Set("mutable", a.alias_info() != nullptr && a.alias_info()->isWrite());
  if (a.N()) o.Set("N", *a.N());
  if (a.default_value()) {
    std::ostringstream d;
    d << *a.default_value();
    o.Set("default", d.str());
  }
  return o;
}

// listSchemas() -> [{ name, overload, schema, usable, arguments[], returns[] }]
Napi::Value ListSchemas(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& t = Table();
  auto out = Napi::Array::New(env);
  uint32_t k = 0;
  for (size_t id = 0; id < t.names.size(); ++id) {
    for (const Overload& o : t.overloads[id]) {
      Napi::Object s = Napi::Object::New(env);
      s.Set("name", t.names[id]);
      s.Set("overload", o.schema->overload_name());
      s.Set("schema", Signature(*o.schema));
      s.Set("usable", o.usable);
      auto args = Napi::Array::New(env);
      for (size_t i = 0; i < o.schema->arguments().size(); ++i) args.Set(i, ArgInfo(env, o.schema->arguments()[i]));
      s.Set("arguments", args);
      auto rets = Napi::Array::New(env);
      for (size_t i = 0; i < o.schema->returns().size(); ++i) rets.Set(i, ArgInfo(env, o.schema->returns()[i]));
      s.Set("returns", rets);
      out.Set(k++, s);
    }
  }
  return out;
}

}  // namespace

void InitOps(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "resolveOp", ResolveOp);
  TR_EXPORT(exports, "callOp", CallOp);
  TR_EXPORT(exports, "invokeOp", InvokeOp);
  TR_EXPORT(exports, "listSchemas", ListSchemas);
}

}  // namespace tr
