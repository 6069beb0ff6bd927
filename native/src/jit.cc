// TorchScript modules from torch.jit.save files: load, run methods, the module tree, its
// parameters and buffers (as tensor handles aliasing the module's own tensors), train/eval, save.
#include "ivalue_js.h"

#include <ATen/core/grad_mode.h>
#include <c10/core/InferenceMode.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/serialization/import.h>

#include <sstream>

namespace tr {

namespace {

struct ModuleBox {
  c10::optional<torch::jit::Module> module;  // empty after jitRelease
};

const napi_type_tag kModuleTag = {0x2b9d4e61c07a4f35ULL, 0x91c3e8f25d6a0b47ULL};

torch::jit::Module& ModuleOf(Napi::Value v) {
  bool ok = false;
  if (!v.IsExternal() || IsTensorHandle(v) || napi_check_object_type_tag(v.Env(), v, &kModuleTag, &ok) != napi_ok || !ok) {
    throw Napi::TypeError::New(v.Env(), "expected a TorchScript module handle");
  }
  auto& m = v.As<Napi::External<ModuleBox>>().Data()->module;
  if (!m) throw Napi::Error::New(v.Env(), "the TorchScript module was disposed");
  return *m;
}

Napi::Value WrapModule(Napi::Env env, torch::jit::Module m) {
  auto ext = Napi::External<ModuleBox>::New(env, new ModuleBox{c10::optional<torch::jit::Module>(std::move(m))},
                                            [](Napi::BasicEnv, ModuleBox* box) { delete box; });
  napi_type_tag_object(env, ext, &kModuleTag);
  return ext;
}

// jitLoad(path, device?) -> module handle.
Napi::Value Load(const Napi::CallbackInfo& info) {
  if (!info[0].IsString()) throw Napi::TypeError::New(info.Env(), "jitLoad: expected a path");
  c10::optional<at::Device> device;
  if (info.Length() > 1 && info[1].IsString()) device = ToDevice(info[1], "mapLocation");
  return WrapModule(info.Env(), torch::jit::load(info[0].As<Napi::String>().Utf8Value(), device));
}

// jitSave(module) -> Buffer with the torch.jit.save archive (the caller writes it atomically).
Napi::Value Save(const Napi::CallbackInfo& info) {
  std::ostringstream out;
  ModuleOf(info[0]).save(out);
  std::string bytes = out.str();
  return Napi::Buffer<char>::Copy(info.Env(), bytes.data(), bytes.size());
}

template <typename List>
Napi::Value Named(Napi::Env env, const List& list) {
  std::vector<std::pair<std::string, at::Tensor>> items;
  for (const auto& named : list) items.emplace_back(named.name, named.value);
  auto arr = Napi::Array::New(env, items.size());
  for (size_t i = 0; i < items.size(); ++i) {
    auto pair = Napi::Array::New(env, 2);
    pair.Set(0u, Napi::String::New(env, items[i].first));
    pair.Set(1u, Wrap(env, items[i].second));
    arr.Set(i, pair);
  }
  return arr;
}

Napi::Value Release(const Napi::CallbackInfo& info) {
  ModuleOf(info[0]);
  info[0].As<Napi::External<ModuleBox>>().Data()->module.reset();
  return info.Env().Undefined();
}

// jitNamedParameters(module, recurse) -> [[name, handle], ...]; the handles alias the
// module's own tensors (the same TensorImpl), so in-place updates reach the module.
Napi::Value NamedParameters(const Napi::CallbackInfo& info) {
  return Named(info.Env(), ModuleOf(info[0]).named_parameters(info[1].ToBoolean()));
}

Napi::Value NamedBuffers(const Napi::CallbackInfo& info) {
  return Named(info.Env(), ModuleOf(info[0]).named_buffers(info[1].ToBoolean()));
}

// jitNamedChildren(module) -> [[name, module handle], ...] (sharing the parent's objects).
Napi::Value NamedChildren(const Napi::CallbackInfo& info) {
  std::vector<std::pair<std::string, torch::jit::Module>> items;
  for (const auto& child : ModuleOf(info[0]).named_children()) items.emplace_back(child.name, child.value);
  auto arr = Napi::Array::New(info.Env(), items.size());
  for (size_t i = 0; i < items.size(); ++i) {
    auto pair = Napi::Array::New(info.Env(), 2);
    pair.Set(0u, Napi::String::New(info.Env(), items[i].first));
    pair.Set(1u, WrapModule(info.Env(), items[i].second));
    arr.Set(i, pair);
  }
  return arr;
}

// jitSetTensor(module, name, tensor): points a parameter or buffer slot at another tensor.
Napi::Value SetTensor(const Napi::CallbackInfo& info) {
  torch::jit::Module& m = ModuleOf(info[0]);
  std::string name = info[1].As<Napi::String>().Utf8Value();
  if (!m.hasattr(name)) throw Napi::Error::New(info.Env(), "the TorchScript module has no attribute '" + name + "'");
  m.setattr(name, Unwrap(info[2], name.c_str()));
  return info.Env().Undefined();
}

// jitSetTraining(module, on): this module only (children are set by their own wrappers).
Napi::Value SetTraining(const Napi::CallbackInfo& info) {
  torch::jit::Module& m = ModuleOf(info[0]);
  bool on = info[1].ToBoolean();
  if (m.hasattr("training")) m.setattr("training", on);
  return info.Env().Undefined();
}

Napi::Value IsTraining(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), ModuleOf(info[0]).is_training());
}

Napi::Value MethodNames(const Napi::CallbackInfo& info) {
  auto methods = ModuleOf(info[0]).get_methods();
  std::vector<std::string> names;
  for (const auto& m : methods) names.push_back(m.name());
  auto arr = Napi::Array::New(info.Env(), names.size());
  for (size_t i = 0; i < names.size(); ++i) arr.Set(i, Napi::String::New(info.Env(), names[i]));
  return arr;
}

// `v` with every inference tensor in it (also inside lists and tuples) replaced by a copy
// made outside inference mode.
c10::IValue WithoutInferenceTensors(const c10::IValue& v) {
  if (v.isTensor()) {
    const at::Tensor& t = v.toTensor();
    return t.defined() && t.is_inference() ? c10::IValue(t.clone()) : v;
  }
  if (v.isTensorList()) {
    auto list = v.toTensorList().copy();
    for (size_t i = 0; i < list.size(); ++i) {
      at::Tensor t = list.get(i);
      if (t.defined() && t.is_inference()) list.set(i, t.clone());
    }
    return list;
  }
  if (v.isList()) {
    auto list = v.toList().copy();
    for (size_t i = 0; i < list.size(); ++i) list.set(i, WithoutInferenceTensors(list.get(i)));
    return list;
  }
  if (v.isTuple()) {
    std::vector<c10::IValue> items;
    for (const auto& item : v.toTupleRef().elements()) items.push_back(WithoutInferenceTensors(item));
    return c10::ivalue::Tuple::create(std::move(items));
  }
  return v;
}

// jitRun(module, methodName, args[]) -> result (tensors as handles, tuples/lists as arrays).
Napi::Value Run(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  torch::jit::Module& m = ModuleOf(info[0]);
  std::string name = info[1].As<Napi::String>().Utf8Value();
  auto method = m.find_method(name);
  if (!method) {
    throw Napi::Error::New(env, "the TorchScript module has no method '" + name + "'");
  }
  const auto& schema = method->function().getSchema();
  const auto& formals = schema.arguments();  // formals[0] is self
  auto args = info[2].As<Napi::Array>();
  size_t given = args.Length();
  if (given + 1 > formals.size()) {
    std::ostringstream sig;
    sig << schema;
    throw Napi::Error::New(env, name + "() takes " + std::to_string(formals.size() - 1) + " argument(s) but " +
                                    std::to_string(given) + " were given; signature: " + sig.str());
  }
  std::vector<c10::IValue> stack;
  stack.reserve(given);
  for (size_t i = 0; i < given; ++i) {
    try {
      stack.push_back(JsToIValueTyped(args.Get(i), formals[i + 1].type()));
    } catch (const Napi::Error& e) {
      throw Napi::TypeError::New(env, "argument '" + formals[i + 1].name() + "' of " + name + "(): " + e.Message());
    }
  }
  c10::IValue out;
  if (c10::InferenceMode::is_enabled()) {
    // After a module has run with gradients, TorchScript's profiling executor may pick a
    // differentiable plan that saves its inputs, which fails on inference tensors (PyTorch
    // fails the same way). So the method runs in no-grad mode on normal copies of them.
    c10::InferenceMode off(false);
    at::NoGradGuard no_grad;
    for (auto& v : stack) v = WithoutInferenceTensors(v);
    out = (*method)(std::move(stack));
  } else {
    out = (*method)(std::move(stack));
  }
  return IValueToJs(env, out);
}

}  // namespace

void InitJit(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "jitLoad", Load);
  TR_EXPORT(exports, "jitSave", Save);
  TR_EXPORT(exports, "jitNamedParameters", NamedParameters);
  TR_EXPORT(exports, "jitNamedBuffers", NamedBuffers);
  TR_EXPORT(exports, "jitRelease", Release);
  TR_EXPORT(exports, "jitNamedChildren", NamedChildren);
  TR_EXPORT(exports, "jitSetTensor", SetTensor);
  TR_EXPORT(exports, "jitSetTraining", SetTraining);
  TR_EXPORT(exports, "jitIsTraining", IsTraining);
  TR_EXPORT(exports, "jitMethodNames", MethodNames);
  TR_EXPORT(exports, "jitRun", Run);
}

}  // namespace tr
