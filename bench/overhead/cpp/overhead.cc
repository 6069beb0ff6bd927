// Plain C++ libtorch loops: the floor for the per-op and per-step overhead benchmarks.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/generated/variable_factories.h>

#include <ctime>
#include <cstdio>
#include <cstdlib>

// Process CPU time, as the Node and Python sides measure (see bench/overhead/cases.ts).
struct Clock {
  static double now() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
  }
};

int main(int argc, char** argv) {
  int addIters = argc > 1 ? std::atoi(argv[1]) : 200000;
  int stepIters = argc > 2 ? std::atoi(argv[2]) : 5000;
  at::set_num_threads(1);
  at::manual_seed(0);

  at::Tensor a = at::ones({1});
  at::Tensor b = at::ones({1});
  for (int i = 0; i < 1000; ++i) at::Tensor c = a.add(b);
  auto t0 = Clock::now();
  for (int i = 0; i < addIters; ++i) at::Tensor c = a.add(b);
  double addUs = (Clock::now() - t0) / addIters;

  at::Tensor x = at::randn({8, 16});
  at::Tensor y = at::randn({8, 1});
  at::Tensor w1 = torch::randn({16, 32}).mul_(0.1).requires_grad_();
  at::Tensor b1 = torch::zeros({32}).requires_grad_();
  at::Tensor w2 = torch::randn({32, 1}).mul_(0.1).requires_grad_();
  at::Tensor b2 = torch::zeros({1}).requires_grad_();
  std::vector<at::Tensor> params = {w1, b1, w2, b2};
  auto step = [&] {
    at::Tensor h = x.matmul(w1).add(b1).relu();
    at::Tensor out = h.matmul(w2).add(b2);
    at::Tensor loss = out.sub(y).pow(2).mean();
    torch::autograd::backward({loss});
    at::NoGradGuard ng;
    for (auto& p : params) {
      p.sub_(p.grad().mul(0.01));
      p.mutable_grad() = at::Tensor();
    }
  };
  for (int i = 0; i < 200; ++i) step();
  t0 = Clock::now();
  for (int i = 0; i < stepIters; ++i) step();
  double stepUs = (Clock::now() - t0) / stepIters;
  std::printf("{\"addUs\": %.4f, \"mlpStepUs\": %.4f}\n", addUs, stepUs);
  return 0;
}
