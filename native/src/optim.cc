// Whole-optimizer steps in one native call: element by element the same ATen operations, in
// the same order, as PyTorch 1.13's `_multi_tensor_adam`/`_multi_tensor_adamw`, without a JS
// round trip per operation: on the CPU parameter by parameter, large ones a cache-sized block
// at a time; on other devices as multi-tensor operations.
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

struct AdamHyper {
  double lr, beta1, beta2, eps, weightDecay;
  bool maximize, decoupled;
};

// One parameter's tensors (or the same block of each) and its step's bias corrections.
struct AdamParam {
  Tensor param, grad, expAvg, expAvgSq, maxExpAvgSq;  // maxExpAvgSq undefined without amsgrad
  double stepSize, bc2Sqrt;
};

// A large parameter is updated block by block, every operation on one block before the next
// block, so that the block's slices of the parameter, its gradient, both moments and the
// temporaries stay in the core's cache between the operations instead of each operation
// streaming the whole tensors through memory. Element by element the operations and their
// order are those of PyTorch's multi-tensor Adam, so the result is the same; the block length
// is a multiple of every vector width, so each element takes the same vectorized or scalar
// path as in the whole tensor.
constexpr int64_t kAdamBlock = int64_t{1} << 16;

bool Blockable(const AdamParam& a) {
  const int64_t n = a.param.numel();
  if (n <= kAdamBlock || !a.param.device().is_cpu()) return false;
  for (const Tensor* t : {&a.param, &a.grad, &a.expAvg, &a.expAvgSq}) {
    if (!t->is_contiguous() || t->numel() != n) return false;
  }
  return !a.maxExpAvgSq.defined() || (a.maxExpAvgSq.is_contiguous() && a.maxExpAvgSq.numel() == n);
}

Tensor Block(const Tensor& t, int64_t at, int64_t len) {
  return t.view({-1}).narrow(0, at, len);
}

AdamParam Slice(const AdamParam& a, int64_t at, int64_t len) {
  return {Block(a.param, at, len), Block(a.grad, at, len), Block(a.expAvg, at, len), Block(a.expAvgSq, at, len),
          a.maxExpAvgSq.defined() ? Block(a.maxExpAvgSq, at, len) : Tensor(), a.stepSize, a.bc2Sqrt};
}

// PyTorch 1.13's `_multi_tensor_adam`/`_multi_tensor_adamw` (non-capturable) on a list of
// parameters or of blocks of them: on a GPU each operation is a few fused kernels over the
// whole list; on the CPU one kernel per tensor, as ATen has no fused CPU kernels.
void AdamUpdate(const AdamHyper& h, const std::vector<AdamParam>& ps) {
  std::vector<Tensor> params, grads, expAvgs, expAvgSqs, maxSqs;
  std::vector<at::Scalar> stepSize, bc2Sqrt;
  for (const AdamParam& a : ps) {
    params.push_back(a.param);
    grads.push_back(a.grad);
    expAvgs.push_back(a.expAvg);
    expAvgSqs.push_back(a.expAvgSq);
    if (a.maxExpAvgSq.defined()) maxSqs.push_back(a.maxExpAvgSq);
    stepSize.emplace_back(a.stepSize);
    bc2Sqrt.emplace_back(a.bc2Sqrt);
  }
  if (h.maximize) grads = at::_foreach_neg(grads);
  if (h.decoupled) {
    at::_foreach_mul_(params, at::Scalar(1 - h.lr * h.weightDecay));
  } else if (h.weightDecay != 0) {
    grads = at::_foreach_add(grads, params, at::Scalar(h.weightDecay));
  }
  at::_foreach_mul_(expAvgs, at::Scalar(h.beta1));
  at::_foreach_add_(expAvgs, grads, at::Scalar(1 - h.beta1));
  at::_foreach_mul_(expAvgSqs, at::Scalar(h.beta2));
  at::_foreach_addcmul_(expAvgSqs, grads, grads, at::Scalar(1 - h.beta2));
  std::vector<Tensor> sqrt;
  if (!maxSqs.empty()) {
    at::_foreach_maximum_(maxSqs, expAvgSqs);
    sqrt = at::_foreach_sqrt(maxSqs);
  } else {
    sqrt = at::_foreach_sqrt(expAvgSqs);
  }
  at::_foreach_div_(sqrt, bc2Sqrt);
  std::vector<Tensor> denom = at::_foreach_add(sqrt, at::Scalar(h.eps));
  at::_foreach_addcdiv_(params, expAvgs, denom, stepSize);
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
  for (const Tensor& p : params) {
    if (!p.grad().defined()) throw Napi::Error::New(info.Env(), "adamStep: a parameter has no gradient");
  }
  at::_foreach_add_(steps, at::Scalar(1));
  const AdamHyper h{lr, beta1, beta2, eps, weightDecay, maximize, decoupled};
  std::vector<AdamParam> ps;
  ps.reserve(n);
  bool cpu = true;
  for (size_t i = 0; i < n; ++i) {
    const double t = ToDouble(stepValues.Get(i), "stepValues");
    ps.push_back({params[i], params[i].grad(), expAvgs[i], expAvgSqs[i], amsgrad ? maxSqs[i] : Tensor(),
                  -(lr / (1 - std::pow(beta1, t))), std::sqrt(1 - std::pow(beta2, t))});
    cpu = cpu && params[i].device().is_cpu();
  }
  if (!cpu) {
    AdamUpdate(h, ps);
    return info.Env().Undefined();
  }
  for (const AdamParam& a : ps) {
    if (Blockable(a)) {
      const int64_t numel = a.param.numel();
      for (int64_t at = 0; at < numel; at += kAdamBlock) AdamUpdate(h, {Slice(a, at, std::min(kAdamBlock, numel - at))});
    } else {
      AdamUpdate(h, {a});
    }
  }
  return info.Env().Undefined();
}

}  // namespace

void InitOptim(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "hasGrad", HasGrad);
  TR_EXPORT(exports, "adamStep", AdamStep);
}

}  // namespace tr
