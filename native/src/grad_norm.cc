// Σ g² over parameters' gradients, accumulated in float64: the gradient clipping's norm. A
// float32 CPU gradient is read once, each square (exact in float64) added into eight running
// sums in a fixed order, so the result does not depend on the thread count or the BLAS
// library; it replaces a float64 copy of every gradient and a BLAS dot over the copy, which
// moved five times the bytes.
#include "common.h"

#include <ATen/core/grad_mode.h>

namespace tr {
namespace {

using at::Tensor;

constexpr int kLanes = 8;

double SumOfSquares(const float* x, int64_t n) {
  double lane[kLanes] = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (int k = 0; k < kLanes; ++k) {
      const double v = x[i + k];
      lane[k] += v * v;
    }
  }
  double tail = 0;
  for (; i < n; ++i) tail += static_cast<double>(x[i]) * x[i];
  return ((lane[0] + lane[1]) + (lane[2] + lane[3])) + ((lane[4] + lane[5]) + (lane[6] + lane[7])) + tail;
}

double SquaredNorm64(const Tensor& g) {
  if (g.numel() == 0) return 0;
  at::NoGradGuard noGrad;
  if (g.device().is_cpu() && g.scalar_type() != at::kDouble && g.scalar_type() != at::kComplexFloat && g.scalar_type() != at::kComplexDouble) {
    // Half and bfloat16 widen to float32 exactly.
    const Tensor f = g.scalar_type() == at::kFloat ? g.contiguous() : g.to(at::kFloat).contiguous();
    return SumOfSquares(f.data_ptr<float>(), f.numel());
  }
  const Tensor d = g.to(at::kDouble).reshape(-1);
  return at::dot(d, d).item<double>();
}

// sumOfSquaredGrads64(params): Σ over the parameters that have a gradient of Σ g², in order.
Napi::Value SumOfSquaredGrads64(const Napi::CallbackInfo& info) {
  if (!info[0].IsArray()) throw Napi::TypeError::New(info.Env(), "sumOfSquaredGrads64: expected an array of parameters");
  auto arr = info[0].As<Napi::Array>();
  double total = 0;
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    const Tensor& p = Unwrap(arr.Get(i), "parameter");
    const Tensor& g = p.grad();
    if (g.defined()) total += SquaredNorm64(g);
  }
  return Napi::Number::New(info.Env(), total);
}

}  // namespace

void InitGradNorm(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "sumOfSquaredGrads64", SumOfSquaredGrads64);
}

}  // namespace tr
