// Node-API values seen as V8 values, for conversions that read many properties: type checks
// and property reads through V8 are inline, through Node-API each is a call that also interns
// the property's name.
#pragma once

#include <napi.h>
#include <v8.h>

#include <cstdint>
#include <cstring>
#include <string>

namespace tr {

// The V8 value behind a Node-API value (the same pointer, as Node-API defines it).
inline v8::Local<v8::Value> ToV8(napi_value v) {
  v8::Local<v8::Value> local;
  static_assert(sizeof(local) == sizeof(v), "napi_value is a v8::Local");
  std::memcpy(static_cast<void*>(&local), &v, sizeof(v));
  return local;
}

inline napi_value FromV8(v8::Local<v8::Value> local) {
  napi_value v;
  std::memcpy(static_cast<void*>(&v), &local, sizeof(v));
  return v;
}

// Reads through V8 in the current context: property names interned once (`Name`), a read that
// throws or fails gives undefined.
struct V8Reader {
  v8::Isolate* isolate = v8::Isolate::GetCurrent();
  v8::Local<v8::Context> context = isolate->GetCurrentContext();

  v8::Local<v8::String> Name(const char* s) const {
    return v8::String::NewFromUtf8(isolate, s, v8::NewStringType::kInternalized).ToLocalChecked();
  }
  v8::Local<v8::Value> Get(v8::Local<v8::Object> o, v8::Local<v8::String> key) const {
    v8::Local<v8::Value> out;
    return o->Get(context, key).ToLocal(&out) ? out : v8::Local<v8::Value>(v8::Undefined(isolate));
  }
  v8::Local<v8::Value> At(v8::Local<v8::Array> a, uint32_t i) const {
    v8::Local<v8::Value> out;
    return a->Get(context, i).ToLocal(&out) ? out : v8::Local<v8::Value>(v8::Undefined(isolate));
  }
  std::string Utf8(v8::Local<v8::String> s) const {
    std::string out(static_cast<size_t>(s->Utf8Length(isolate)), '\0');
    s->WriteUtf8(isolate, out.data(), static_cast<int>(out.size()), nullptr,
                 v8::String::NO_NULL_TERMINATION | v8::String::REPLACE_INVALID_UTF8);
    return out;
  }
};

}  // namespace tr
