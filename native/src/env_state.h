// What the addon keeps per JS environment (the main thread and each worker_threads Worker load
// it into an environment of their own): the tensor handle table, interned property keys and
// the caches and callbacks of the files that need them. Nothing here is shared between threads;
// an environment's state is created when the addon loads in it and destroyed (its tensors
// released) when the environment is torn down, a terminated Worker's included.
#pragma once

#include <napi.h>
#include <ATen/ATen.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

namespace tr {

// One tensor handle's slot: see handle.cc.
struct Slot {
  at::Tensor t;
  int64_t reported = 0;  // bytes reported to V8 for this handle
  uint32_t gen = 1;
  uint32_t index = 0;
};

// Property names read by the conversions, created once per environment.
enum class Key : uint8_t { T, V, Items, IntKeys, Keys, Values, Float, Tuple, Dict, Constant, Op, Path, To, Sync, Data, Count };

struct OpCache;          // ops.cc
struct JsAutogradState;  // js_autograd.cc

struct EnvState {
  napi_env env = nullptr;
  uint32_t id = 0;  // carried by every handle made here (see handle.cc)

  std::deque<Slot> slots;  // a deque: growing it never moves slots
  std::vector<uint32_t> free;
  int64_t created = 0;
  int64_t released = 0;
  int64_t unreported = 0;  // external memory not yet told to V8
  bool reporting = false;

  napi_ref keys[static_cast<size_t>(Key::Count)] = {};

  std::shared_ptr<OpCache> ops;
  std::shared_ptr<JsAutogradState> autograd;

  ~EnvState();
};

// The state of `env`, created by InitEnvState when the addon loaded there.
EnvState& StateOf(napi_env env);
// The state of the environment running on this thread, or nullptr (a thread of libtorch's).
EnvState* CurrentState();
// The interned key, as a value of the current callback's scope.
napi_value KeyValue(EnvState& s, Key k);
void InitEnvState(Napi::Env env);

}  // namespace tr
