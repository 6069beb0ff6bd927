#include "env_state.h"

#include <atomic>
#include <mutex>

namespace tr {
namespace {

constexpr const char* kKeyNames[] = {"t", "v", "items", "intKeys", "keys", "values", "float", "tuple", "dict", "constant",
                                     "op", "path", "to", "sync", "data"};
static_assert(sizeof(kKeyNames) / sizeof(kKeyNames[0]) == static_cast<size_t>(Key::Count), "a name for every key");

// Environment ids cycle through 1..4095 (the 12 bits a handle carries); 0 is never used.
std::atomic<uint32_t> g_nextId{0};

// The state of the environment whose thread this is: one environment per JS thread.
thread_local EnvState* t_current = nullptr;

// The first environment (the main thread's, usually) is found without a call: StateOf runs
// several times per operator. Only its own thread can pass its env, and it is cleared before
// the state goes, so an env equal to g_firstEnv always finds its live state.
std::atomic<napi_env> g_firstEnv{nullptr};
std::atomic<EnvState*> g_firstState{nullptr};
std::mutex g_firstMutex;  // orders the two writes against another thread's (reads take no lock)

void DeleteState(napi_env /*env*/, void* data, void* /*hint*/) { delete static_cast<EnvState*>(data); }

}  // namespace

EnvState::~EnvState() {
  for (napi_ref& r : keys) {
    if (r != nullptr) napi_delete_reference(env, r);
  }
  if (t_current == this) t_current = nullptr;
  std::lock_guard<std::mutex> lock(g_firstMutex);
  if (g_firstState.load() == this) {
    g_firstEnv.store(nullptr);
    g_firstState.store(nullptr);
  }
  // The slots' tensors are released with the deque; a terminated Worker's tensors go here.
}

EnvState& StateOf(napi_env env) {
  if (env == g_firstEnv.load(std::memory_order_relaxed)) return *g_firstState.load(std::memory_order_relaxed);
  void* data = nullptr;
  napi_get_instance_data(env, &data);
  if (data == nullptr) throw Napi::Error::New(env, "torchrunner: the native addon is not initialised in this environment");
  return *static_cast<EnvState*>(data);
}

EnvState* CurrentState() { return t_current; }

napi_value KeyValue(EnvState& s, Key k) {
  napi_ref& ref = s.keys[static_cast<size_t>(k)];
  napi_value v;
  if (ref == nullptr) {
    napi_create_string_utf8(s.env, kKeyNames[static_cast<size_t>(k)], NAPI_AUTO_LENGTH, &v);
    napi_create_reference(s.env, v, 1, &ref);
    return v;
  }
  napi_get_reference_value(s.env, ref, &v);
  return v;
}

void InitEnvState(Napi::Env env) {
  auto* s = new EnvState();
  s->env = env;
  s->id = g_nextId.fetch_add(1) % 4095 + 1;
  if (napi_set_instance_data(env, s, DeleteState, nullptr) != napi_ok) {
    delete s;
    throw Napi::Error::New(env, "torchrunner: cannot set the addon's per-environment data");
  }
  t_current = s;
  std::lock_guard<std::mutex> lock(g_firstMutex);
  if (g_firstEnv.load() == nullptr) {
    g_firstState.store(s);
    g_firstEnv.store(env);
  }
}

}  // namespace tr
