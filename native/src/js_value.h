// Node-API reads for conversions that look at many values: one napi_typeof per type check and
// property keys interned once per environment (EnvState keys), instead of node-addon-api's
// IsX() calls and reads that create the property's name each time.
#pragma once

#include "env_state.h"

#include <napi.h>

#include <cmath>
#include <cstdint>
#include <string>

namespace tr {

struct JsReads {
  napi_env env;
  EnvState& state;

  explicit JsReads(napi_env e) : env(e), state(StateOf(e)) {}

  napi_valuetype Type(napi_value v) const {
    napi_valuetype t = napi_undefined;
    if (v != nullptr) napi_typeof(env, v, &t);
    return t;
  }
  bool IsArray(napi_value v) const {
    bool b = false;
    napi_is_array(env, v, &b);
    return b;
  }
  bool IsTypedArray(napi_value v) const {
    bool b = false;
    napi_is_typedarray(env, v, &b);
    return b;
  }
  double Number(napi_value v) const {
    double d = 0;
    napi_get_value_double(env, v, &d);
    return d;
  }
  bool Truthy(napi_value v) const {
    bool out = false;
    if (napi_get_value_bool(env, v, &out) == napi_ok) return out;
    napi_value b;
    if (napi_coerce_to_bool(env, v, &b) == napi_ok) napi_get_value_bool(env, b, &out);
    return out;
  }
  napi_value Undefined() const {
    napi_value u;
    napi_get_undefined(env, &u);
    return u;
  }
  // A read that throws (a getter) gives undefined, its exception dropped.
  napi_value Get(napi_value o, Key key) const {
    napi_value out;
    if (napi_get_property(env, o, KeyOf(key), &out) != napi_ok) return Dropped();
    return out;
  }
  napi_value At(napi_value a, uint32_t i) const {
    napi_value out;
    if (napi_get_element(env, a, i, &out) != napi_ok) return Dropped();
    return out;
  }
  uint32_t Length(napi_value a) const {
    uint32_t n = 0;
    napi_get_array_length(env, a, &n);
    return n;
  }
  // An array's length; false (in one call) for anything that is no array.
  bool ArrayLength(napi_value a, uint32_t& n) const { return napi_get_array_length(env, a, &n) == napi_ok; }
  bool Is(napi_value a, Key key) const {
    bool eq = false;
    napi_strict_equals(env, a, KeyOf(key), &eq);
    return eq;
  }
  // A string's UTF-8 bytes: one call for strings that fit the stack buffer, two otherwise (a
  // truncated copy stops before a whole character, up to 4 bytes short of the buffer's end).
  std::string Utf8(napi_value s) const {
    std::string out;
    Str(s, out);
    return out;
  }
  // A string's UTF-8 bytes into `out`; false (in one call) for anything that is no string.
  bool Str(napi_value s, std::string& out) const {
    char buf[256];
    size_t n = 0;
    if (napi_get_value_string_utf8(env, s, buf, sizeof buf, &n) != napi_ok) return false;
    if (n + 5 < sizeof buf) {
      out.assign(buf, n);
      return true;
    }
    napi_get_value_string_utf8(env, s, nullptr, 0, &n);
    out.assign(n, '\0');
    napi_get_value_string_utf8(env, s, out.data(), n + 1, &n);
    return true;
  }

  // The key's value, fetched once per reader (a reader lives inside one handle scope).
  napi_value KeyOf(Key key) const {
    napi_value& v = keys_[static_cast<size_t>(key)];
    if (v == nullptr) v = KeyValue(state, key);
    return v;
  }

 private:
  mutable napi_value keys_[static_cast<size_t>(Key::Count)] = {};

  napi_value Dropped() const {
    napi_value ignored;
    napi_get_and_clear_last_exception(env, &ignored);
    return Undefined();
  }
};

// Whether a JS number is an integer that int64 represents exactly.
inline bool IsIntegral(double d) { return std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9.223372036854775807e18; }

}  // namespace tr
