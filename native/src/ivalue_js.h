// Conversion between JS values and TorchScript IValues, defined in serialize.cc and shared
// with jit.cc (module inputs and outputs).
#pragma once

#include "common.h"

#include <ATen/core/ivalue.h>

namespace tr {

c10::IValue JsToIValue(Napi::Value v, bool typedLists);
c10::IValue JsToIValueTyped(Napi::Value v, const c10::TypePtr& type);
Napi::Value IValueToJs(Napi::Env env, const c10::IValue& v);

}  // namespace tr
