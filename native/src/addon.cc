#include "common.h"
#include "dist.h"
#include "file_job.h"

namespace tr {
void InitAutocast(Napi::Env env, Napi::Object exports);
void InitRunCommand(Napi::Env env, Napi::Object exports);
}

static Napi::Object InitAddon(Napi::Env env, Napi::Object exports) {
  tr::InitEnvState(env);
  tr::InitCpuAllocator(env, exports);
  tr::InitHandles(env, exports);
  tr::InitTensor(env, exports);
  tr::InitOps(env, exports);
  tr::InitAutograd(env, exports);
  tr::InitJsAutograd(env, exports);
  tr::InitStorage(env, exports);
  tr::InitSerialize(env, exports);
  tr::InitFileJobs(env, exports);
  tr::InitRunCommand(env, exports);
  tr::InitJit(env, exports);
  tr::InitOptim(env, exports);
  tr::InitGradNorm(env, exports);
  tr::InitStaging(env, exports);
  tr::InitAutocast(env, exports);
  tr::InitStore(env, exports);
  tr::InitProcessGroup(env, exports);
  tr::InitWork(env, exports);
  tr::InitGradReducer(env, exports);
  tr::InitComposedCollectives(env, exports);
  return exports;
}

NODE_API_MODULE(torchrunner, InitAddon)
