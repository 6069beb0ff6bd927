// Whole-optimizer steps in one native call: the same ATen multi-tensor operations, in the
// same order, as the TypeScript optimizers would issue one by one (PyTorch 1.13's
// `_multi_tensor_adam`/`_multi_tensor_adamw`), without a JS round trip per operation.
#include "common.h"

#include <ATen/core/grad_mode.h>

#include <cmath>

namespace tr {
namespace {

using at::Tensor;

std::vector<Tensor> Handles(Napi::Value v, const char* what) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), std::string("expected an array of tensors for ") + what);
  auto arr = v.As<Napi::Array>();
  std::vector<Tensor> out;
  out.reserve(arr.Length());
  for (uint32_t i = 0; i < arr.Length(); ++i) out.push_back(Unwrap(arr.Get(i), what));
  return out;
}

Napi::Value HasGrad(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), Unwrap(info[0]).grad().defined());
}

// adamStep(params, expAvgs, expAvgSqs, maxExpAvgSqs | null, steps, stepValues,
//          lr, beta1, beta2, eps, weightDecay, maximize, decoupled)
// `stepValues` are the step counts after this step's increment; `steps` are incremented here.
Napi::Value AdamStep(const Napi::CallbackInfo& info) {
  std::vector<Tensor> params = Handles(info[0], "params");
  std::vector<Tensor> expAvgs = Handles(info[1], "expAvgs");
  std::vector<Tensor> expAvgSqs = Handles(info[2], "expAvgSqs");
  bool amsgrad = !info[3].IsNull() && !info[3].IsUndefined();
  std::vector<Tensor> maxSqs = amsgrad ? Handles(info[3], "maxExpAvgSqs") : std::vector<Tensor>();
  std::vector<Tensor> steps = Handles(info[4], "steps");
  auto stepValues = info[5].As<Napi::Array>();
  double lr = ToDouble(info[6], "lr"), beta1 = ToDouble(info[7], "beta1"), beta2 = ToDouble(info[8], "beta2");
  double eps = ToDouble(info[9], "eps"), weightDecay = ToDouble(info[10], "weightDecay");
  bool maximize = info[11].ToBoolean(), decoupled = info[12].ToBoolean();
  size_t n = params.size();
  if (expAvgs.size() != n || expAvgSqs.size() != n || steps.size() != n || stepValues.Length() != n ||
      (amsgrad && maxSqs.size() != n)) {
    throw Napi::RangeError::New(info.Env(), "adamStep: every list must have one entry per parameter");
  }

  at::NoGradGuard noGrad;
  std::vector<Tensor> grads;
  grads.reserve(n);
  for (const Tensor& p : params) {
    if (!p.grad().defined()) throw Napi::Error::New(info.Env(), "adamStep: a parameter has no gradient");
    grads.push_back(p.grad());
  }
  if (maximize) grads = at::_foreach_neg(grads);
  at::_foreach_add_(steps, at::Scalar(1));
  if (decoupled) {
    at::_foreach_mul_(params, at::Scalar(1 - lr * weightDecay));
  } else if (weightDecay != 0) {
    grads = at::_foreach_add(grads, params, at::Scalar(weightDecay));
  }
  at::_foreach_mul_(expAvgs, at::Scalar(beta1));
  at::_foreach_add_(expAvgs, grads, at::Scalar(1 - beta1));
  at::_foreach_mul_(expAvgSqs, at::Scalar(beta2));
  at::_foreach_addcmul_(expAvgSqs, grads, grads, at::Scalar(1 - beta2));
  std::vector<at::Scalar> stepSize, bc2Sqrt;
  stepSize.reserve(n);
  bc2Sqrt.reserve(n);
  for (uint32_t i = 0; i < n; ++i) {
    double t = ToDouble(stepValues.Get(i), "stepValues");
    stepSize.emplace_back(-(lr / (1 - std::pow(beta1, t))));
    bc2Sqrt.emplace_back(std::sqrt(1 - std::pow(beta2, t)));
  }
  std::vector<Tensor> sqrt;
  if (amsgrad) {
    at::_foreach_maximum_(maxSqs, expAvgSqs);
    sqrt = at::_foreach_sqrt(maxSqs);
  } else {
    sqrt = at::_foreach_sqrt(expAvgSqs);
  }
  at::_foreach_div_(sqrt, bc2Sqrt);
  std::vector<Tensor> denom = at::_foreach_add(sqrt, at::Scalar(eps));
  at::_foreach_addcdiv_(params, expAvgs, denom, stepSize);
  return info.Env().Undefined();
}

}  // namespace

void InitOptim(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "hasGrad", HasGrad);
  TR_EXPORT(exports, "adamStep", AdamStep);
}

}  // namespace tr
