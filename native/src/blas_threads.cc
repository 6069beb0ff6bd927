#include "blas_threads.h"

#include <dlfcn.h>

#include <cstdint>

namespace tr {
namespace {

// Node loads an addon with local scope, so the BLAS that libtorch links is not in the global
// scope: look the symbol up among this library's own dependencies first.
void* OwnLibrary() {
  static void* handle = [] {
    Dl_info info;
    if (dladdr(reinterpret_cast<void*>(&QueryBlasThreads), &info) == 0 || info.dli_fname == nullptr) return static_cast<void*>(nullptr);
    return dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
  }();
  return handle;
}

template <typename Fn>
Fn Find(const char* name) {
  void* own = OwnLibrary();
  void* sym = own != nullptr ? dlsym(own, name) : nullptr;
  return reinterpret_cast<Fn>(sym != nullptr ? sym : dlsym(RTLD_DEFAULT, name));
}

using SetFn = void (*)(int);
using GetFn = int (*)();
// BLIS counts in dim_t, a 64-bit integer in its default builds.
using BlisSetFn = void (*)(int64_t);
using BlisGetFn = int64_t (*)();

}  // namespace

BlasThreads QueryBlasThreads() {
  if (auto get = Find<GetFn>("openblas_get_num_threads")) return {"OpenBLAS", get()};
  if (auto get = Find<BlisGetFn>("bli_thread_get_num_threads")) return {"BLIS", static_cast<int>(get())};
  return {};
}

bool SetBlasThreads(int n) {
  if (auto set = Find<SetFn>("openblas_set_num_threads")) {
    set(n);
    return true;
  }
  if (auto set = Find<BlisSetFn>("bli_thread_set_num_threads")) {
    set(n);
    return true;
  }
  return false;
}

}  // namespace tr
