// Autograd calling back into JavaScript: custom Functions (a torch::autograd::Node whose apply
// runs the Function's backward in JS, as PyTorch's PyNode does), tensor gradient hooks and
// post-accumulate-grad hooks.
//
// Threading: libtorch 1.13 runs a CPU-only backward on the thread that called
// torch::autograd::backward/grad (Engine::execute_with_graph_task runs thread_main on the
// caller when no device thread owns the graph task), and our backward/grad bindings are called
// from the JS thread. So apply and the hooks call JS directly. A backward reached on any other
// thread (a CUDA device thread, or the engine's pool after deep reentrant backwards) throws a
// c10::Error instead of touching JS. A JS callback that throws stores its exception; the
// engine aborts the backward with a C++ error, and the backward/grad binding rethrows the
// original JS value (see RethrowJsCallbackError).
#include "common.h"

#include <torch/csrc/autograd/function.h>
#include <torch/csrc/autograd/function_hook.h>
#include <torch/csrc/autograd/functions/utils.h>
#include <torch/csrc/autograd/saved_variable.h>
#include <torch/csrc/autograd/variable.h>

#include <map>
#include <mutex>
#include <thread>

namespace tr {
namespace {

using torch::autograd::Node;
using torch::autograd::variable_list;

// Ids whose JS state may be dropped (their node or hook was destroyed, on any thread). Shared
// by the environment's state and every node and hook made there, which may outlive it.
struct ReleasedIds {
  std::mutex mu;
  std::vector<double> ids;
  void Add(double id) {
    std::lock_guard<std::mutex> lock(mu);
    ids.push_back(id);
  }
};

struct PostHookEntry {
  std::shared_ptr<Node> accumulator;
  uintptr_t key;
};

}  // namespace

// One environment's JS side of autograd: the dispatcher (kind, id, tensors) => void, and what
// the running callback handed back.
struct JsAutogradState {
  napi_env env = nullptr;
  napi_ref dispatch = nullptr;
  napi_ref error = nullptr;  // the exception a callback threw, until rethrown
  std::vector<at::Tensor> result;
  bool hasResult = false;
  std::shared_ptr<ReleasedIds> released = std::make_shared<ReleasedIds>();
  std::map<double, PostHookEntry> postHooks;

  ~JsAutogradState() {
    if (dispatch != nullptr) napi_delete_reference(env, dispatch);
    if (error != nullptr) napi_delete_reference(env, error);
  }
};

namespace {

JsAutogradState& AutogradOf(Napi::Env env) {
  EnvState& s = StateOf(env);
  if (!s.autograd) {
    s.autograd = std::make_shared<JsAutogradState>();
    s.autograd->env = env;
  }
  return *s.autograd;
}

// Calls the dispatcher on the JS thread; returns what it passed to autogradSetResult.
std::vector<at::Tensor> CallJs(const char* kind, double id, const std::string& what, const variable_list& tensors) {
  EnvState* state = CurrentState();
  TORCH_CHECK(state != nullptr, what,
              " ran on a thread other than the JavaScript thread (a CUDA device thread or a deeply reentrant "
              "backward); JavaScript autograd callbacks run only in a CPU backward called from JavaScript");
  if (!state->autograd || state->autograd->dispatch == nullptr) throw std::runtime_error(what + ": no JavaScript dispatcher is registered");
  JsAutogradState& a = *state->autograd;
  Napi::Env env(state->env);
  Napi::HandleScope scope(env);
  auto arr = Napi::Array::New(env, tensors.size());
  for (size_t i = 0; i < tensors.size(); ++i) arr.Set(i, Wrap(env, tensors[i]));
  a.hasResult = false;
  a.result.clear();
  napi_value dispatch;
  napi_get_reference_value(env, a.dispatch, &dispatch);
  try {
    Napi::Function(env, dispatch).Call({Napi::String::New(env, kind), Napi::Number::New(env, id), arr});
  } catch (const Napi::Error& e) {
    if (a.error == nullptr) napi_create_reference(env, e.Value(), 1, &a.error);
    throw std::runtime_error(what + " threw: " + e.Message());
  }
  std::vector<at::Tensor> out = std::move(a.result);
  a.result.clear();
  if (!a.hasResult) out.clear();
  a.hasResult = false;
  return out;
}

// ---- custom Functions ----

struct JsFunctionNode : Node {
  double id;
  std::string fnName;
  std::shared_ptr<ReleasedIds> releasedIds;
  std::vector<torch::autograd::SavedVariable> saved;
  std::vector<bool> undefinedOutput;
  bool materialize = true;
  bool released = false;

  JsFunctionNode(double id, std::string name, std::shared_ptr<ReleasedIds> ids)
      : id(id), fnName(std::move(name)), releasedIds(std::move(ids)) {}
  ~JsFunctionNode() override { releasedIds->Add(id); }

  std::string name() const override { return fnName + "Backward"; }

  void release_variables() override {
    saved.clear();
    released = true;
  }

  variable_list apply(variable_list&& grads) override {
    const std::string what = "the backward of custom Function " + fnName;
    TORCH_CHECK(!released, "Trying to backward through the graph of custom Function ", fnName,
                " a second time (or directly access saved tensors after they have already been freed). Saved "
                "intermediate values of the graph are freed when you call backward(); specify retainGraph: true "
                "to backward through the graph a second time");
    variable_list args;
    args.reserve(grads.size() + saved.size());
    for (size_t i = 0; i < grads.size(); ++i) {
      if (!grads[i].defined() && materialize && !undefinedOutput[i]) {
        args.push_back(input_metadata(i).zeros_like());
      } else {
        args.push_back(grads[i]);
      }
    }
    auto self = shared_from_this();
    for (auto& s : saved) args.push_back(s.unpack(self));
    auto result = CallJs("function", id, what, args);
    const size_t n = num_outputs();
    TORCH_CHECK(result.size() == n, what, " returned ", result.size(), " gradients, but the Function has ", n,
                " tensor inputs: return one per tensor input (null for inputs that need no gradient)");
    for (size_t i = 0; i < n; ++i) {
      if (!next_edge(i).is_valid()) result[i] = at::Tensor();  // an input that needs no gradient
    }
    return result;
  }
};

std::vector<at::Tensor> Tensors(Napi::Value v, const char* what) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string("expected an array of tensors for ") + what);
  auto arr = v.As<Napi::Array>();
  std::vector<at::Tensor> out;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    Napi::Value e = arr.Get(i);
    out.push_back(e.IsNull() || e.IsUndefined() ? at::Tensor() : Unwrap(e, what));
  }
  return out;
}

// autogradFunctionApply(id, name, inputs[], outputs[], nonDifferentiable[], saved[], materializeGrads)
// -> outputs[]: the forward's outputs connected to a new JsFunctionNode whose next edges are the
// inputs' (null inputs stand for tensors that need no gradient). Without a grad-requiring input,
// or with grad mode off, the outputs come back unconnected and no node is made.
Napi::Value FunctionApply(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  double id = ToDouble(info[0], "id");
  std::string name = info[1].IsString() ? info[1].As<Napi::String>().Utf8Value() : "Function";
  auto inputs = Tensors(info[2], "inputs");
  auto raw = Tensors(info[3], "outputs");
  if (!info[4].IsArray()) throw Napi::TypeError::New(env, "nonDifferentiable: expected an array of booleans");
  auto nondiffArr = info[4].As<Napi::Array>();
  auto saved = Tensors(info[5], "saved tensors");
  bool materialize = info[6].ToBoolean();

  bool needed = at::GradMode::is_enabled();
  if (needed) {
    needed = false;
    for (auto& t : inputs) needed = needed || (t.defined() && t.requires_grad());
  }
  auto out = Napi::Array::New(env, raw.size());
  if (!needed) {
    for (size_t i = 0; i < raw.size(); ++i) out.Set(i, Wrap(env, raw[i]));
    AutogradOf(env).released->Add(id);
    return out;
  }
  std::shared_ptr<JsFunctionNode> node(new JsFunctionNode(id, name, AutogradOf(env).released), torch::autograd::deleteNode);
  node->set_next_edges(torch::autograd::collect_next_edges(inputs));
  node->materialize = materialize;
  for (size_t i = 0; i < raw.size(); ++i) {
    at::Tensor t = raw[i];
    node->undefinedOutput.push_back(!t.defined());
    if (!t.defined()) {
      node->add_input_metadata(Node::undefined_input());
      out.Set(i, env.Null());
      continue;
    }
    bool nondiff = nondiffArr.Get(i).ToBoolean() || !torch::autograd::isDifferentiableType(t.scalar_type());
    // A fresh tensor sharing the output's storage (and version counter): an output may be an
    // input, a view or a leaf, whose own history must not change.
    at::Tensor o = t.detach();
    if (nondiff) {
      node->add_input_metadata(o);
    } else {
      torch::autograd::set_history(o, node);
    }
    out.Set(i, Wrap(env, o));
  }
  for (auto& s : saved) node->saved.emplace_back(s, /*is_output=*/false);
  return out;
}

// autogradSetResult(tensors[]): what the running callback hands back to native code.
Napi::Value SetResult(const Napi::CallbackInfo& info) {
  JsAutogradState& a = AutogradOf(info.Env());
  a.result = Tensors(info[0], "gradients");
  a.hasResult = true;
  return info.Env().Undefined();
}

// autogradSetDispatcher(fn)
Napi::Value SetDispatcher(const Napi::CallbackInfo& info) {
  if (!info[0].IsFunction()) throw Napi::TypeError::New(info.Env(), "autogradSetDispatcher: expected a function");
  JsAutogradState& a = AutogradOf(info.Env());
  if (a.dispatch != nullptr) napi_delete_reference(a.env, a.dispatch);
  napi_create_reference(a.env, info[0], 1, &a.dispatch);
  return info.Env().Undefined();
}

// autogradReleased() -> ids whose node or hook no longer exists.
Napi::Value TakeReleased(const Napi::CallbackInfo& info) {
  std::vector<double> ids;
  {
    ReleasedIds& released = *AutogradOf(info.Env()).released;
    std::lock_guard<std::mutex> lock(released.mu);
    ids.swap(released.ids);
  }
  auto arr = Napi::Array::New(info.Env(), ids.size());
  for (size_t i = 0; i < ids.size(); ++i) arr.Set(i, ids[i]);
  return arr;
}

// ---- hooks ----

// Tells JS when the hook's last copy is gone (the tensor died or the hook was removed).
struct ReleaseOnDestroy {
  double id;
  std::shared_ptr<ReleasedIds> ids;
  ReleaseOnDestroy(double i, std::shared_ptr<ReleasedIds> r) : id(i), ids(std::move(r)) {}
  ~ReleaseOnDestroy() { ids->Add(id); }
};

// registerHook(tensor, id) -> index: the JS hook gets the gradient and may replace it.
Napi::Value RegisterHook(const Napi::CallbackInfo& info) {
  at::Tensor& t = UnwrapMeta(info[0]);
  double id = ToDouble(info[1], "id");
  if (!t.requires_grad()) {
    throw Napi::Error::New(info.Env(), "registerHook: cannot register a hook on a tensor that doesn't require gradient "
                                       "(call requiresGrad_() first)");
  }
  auto token = std::make_shared<ReleaseOnDestroy>(id, AutogradOf(info.Env()).released);
  unsigned index = t.register_hook([token](const at::Tensor& grad) -> at::Tensor {
    auto r = CallJs("hook", token->id, "a tensor hook", {grad});
    return r.empty() ? at::Tensor() : r[0];
  });
  return Napi::Number::New(info.Env(), index);
}

Napi::Value RemoveHook(const Napi::CallbackInfo& info) {
  UnwrapMeta(info[0]).remove_hook(static_cast<unsigned>(ToInt(info[1], "index")));
  return info.Env().Undefined();
}

// JS holds the leaf (the registry entry of `id`), so the hook passes no tensor.
struct PostAccumulateHook : torch::autograd::FunctionPostHook {
  double id;
  std::shared_ptr<ReleasedIds> ids;
  PostAccumulateHook(double i, std::shared_ptr<ReleasedIds> r) : id(i), ids(std::move(r)) {}
  ~PostAccumulateHook() override { ids->Add(id); }
  variable_list operator()(const variable_list& outputs, const variable_list& /*inputs*/) override {
    CallJs("postAccumulate", id, "a post-accumulate-grad hook", {});
    return outputs;
  }
};

// registerPostAccumulateGradHook(leaf, id): the JS hook gets the leaf after its .grad was accumulated.
Napi::Value RegisterPostAccumulate(const Napi::CallbackInfo& info) {
  at::Tensor& t = UnwrapMeta(info[0]);
  double id = ToDouble(info[1], "id");
  if (!t.requires_grad() || !t.is_leaf()) {
    throw Napi::Error::New(info.Env(), "registerPostAccumulateGradHook: only leaf tensors that require grad accumulate a "
                                       "gradient (got " + std::string(t.requires_grad() ? "a non-leaf" : "a tensor that does not require grad") + ")");
  }
  auto acc = torch::autograd::impl::grad_accumulator(t);
  if (!acc) throw Napi::Error::New(info.Env(), "registerPostAccumulateGradHook: the tensor has no gradient accumulator");
  JsAutogradState& a = AutogradOf(info.Env());
  uintptr_t key = acc->add_post_hook(std::make_unique<PostAccumulateHook>(id, a.released));
  a.postHooks[id] = {acc, key};
  return info.Env().Undefined();
}

Napi::Value RemovePostAccumulate(const Napi::CallbackInfo& info) {
  double id = ToDouble(info[0], "id");
  auto& hooks = AutogradOf(info.Env()).postHooks;
  auto it = hooks.find(id);
  if (it != hooks.end()) {
    it->second.accumulator->del_post_hook(it->second.key);
    hooks.erase(it);
  }
  return info.Env().Undefined();
}

}  // namespace

void RethrowJsCallbackError(Napi::Env env) {
  EnvState& s = StateOf(env);
  if (!s.autograd || s.autograd->error == nullptr) return;
  napi_value v;
  napi_get_reference_value(env, s.autograd->error, &v);
  napi_delete_reference(env, s.autograd->error);
  s.autograd->error = nullptr;
  throw Napi::Error(env, v);
}

void InitJsAutograd(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "autogradSetDispatcher", SetDispatcher);
  TR_EXPORT(exports, "autogradSetResult", SetResult);
  TR_EXPORT(exports, "autogradReleased", TakeReleased);
  TR_EXPORT(exports, "autogradFunctionApply", FunctionApply);
  TR_EXPORT(exports, "registerHook", RegisterHook);
  TR_EXPORT(exports, "removeHook", RemoveHook);
  TR_EXPORT(exports, "registerPostAccumulateGradHook", RegisterPostAccumulate);
  TR_EXPORT(exports, "removePostAccumulateGradHook", RemovePostAccumulate);
}

}  // namespace tr
