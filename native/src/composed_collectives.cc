// Collectives that Gloo in libtorch 1.13 lacks, composed from the ones it has.
//
// reduceScatterTensor: an all-to-all (each rank sends chunk r of its input to rank r, keeping
// its own chunk local) followed by a local reduction of the N received chunks in rank order,
// ((x0 + x1) + x2) + x3. Each rank sends (N-1)/N of its input, half of what an all-reduce
// followed by a slice sends, and the result does not depend on where an element sits in a
// ring. The reduction runs when the all-to-all's future completes, on the backend's thread,
// so neither an asynchronous caller nor the JS thread does it.
//
// allGatherIntoTensor: Gloo's allgather into N views of one flat output (Gloo gathers into
// its own flat buffer and copies into the views on its thread).
#include "dist.h"

#include <ATen/core/grad_mode.h>
#include <ATen/core/ivalue.h>

#include <condition_variable>
#include <mutex>

namespace tr {
namespace {

using RedOp = c10d::ReduceOp::RedOpType;

// Reduces `rows` (N x k, row j received from rank j) into `out` (k elements), in rank order.
void ReduceRows(const at::Tensor& rows, const at::Tensor& out, RedOp op) {
  at::NoGradGuard noGrad;
  const int64_t n = rows.size(0);
  at::Tensor acc = out.view({-1});
  if (n == 1) {
    acc.copy_(rows[0]);
    return;
  }
  auto combine = [&](const at::Tensor& a, const at::Tensor& b) {
    switch (op) {
      case RedOp::SUM:
      case RedOp::AVG: at::add_out(acc, a, b); break;
      case RedOp::PRODUCT: at::mul_out(acc, a, b); break;
      case RedOp::MIN: at::minimum_out(acc, a, b); break;
      case RedOp::MAX: at::maximum_out(acc, a, b); break;
      case RedOp::BAND: at::bitwise_and_out(acc, a, b); break;
      case RedOp::BOR: at::bitwise_or_out(acc, a, b); break;
      case RedOp::BXOR: at::bitwise_xor_out(acc, a, b); break;
      default: throw std::invalid_argument("reduceScatterTensor: unsupported reduce op");
    }
  };
  combine(rows[0], rows[1]);
  for (int64_t j = 2; j < n; ++j) combine(acc, rows[j]);
  if (op == RedOp::AVG) acc.div_(n);
}

// A Work that completes once `inner` completed and `then` ran (on the thread that completed
// `inner`'s future); fails with `inner`'s error or `then`'s.
class ThenWork : public c10d::Work {
 public:
  ThenWork(int rank, c10::intrusive_ptr<c10d::Work> inner) : c10d::Work(rank), inner_(std::move(inner)) {}

  static c10::intrusive_ptr<ThenWork> Chain(int rank, c10::intrusive_ptr<c10d::Work> inner, std::function<void()> then) {
    auto self = c10::make_intrusive<ThenWork>(rank, inner);
    auto future = inner->getFuture();
    future->addCallback([self, then = std::move(then)](c10::ivalue::Future& f) mutable {
      std::exception_ptr error;
      if (f.hasError()) {
        error = f.exception_ptr();
      } else {
        try {
          then();
        } catch (...) {
          error = std::current_exception();
        }
      }
      then = nullptr;  // release the tensors it holds on this thread
      self->Complete(error);
      self.reset();  // breaks the cycle future -> callback -> work -> inner -> future
    });
    return self;
  }

  bool wait(std::chrono::milliseconds timeout) override {
    inner_->wait(timeout);  // throws the collective's own failure or timeout
    return c10d::Work::wait(kNoTimeout);  // `then` ran, or runs now on the completing thread
  }

 private:
  void Complete(std::exception_ptr error) { finish(std::move(error)); }
  c10::intrusive_ptr<c10d::Work> inner_;
};

// Checks the pair of tensors of a composed collective: both dense, one dtype and device, and
// `big` holding group size x `small`'s elements. Returns `small`'s element count.
int64_t CheckFlatPair(const PgBox& g, const at::Tensor& small, const at::Tensor& big, const char* op, const char* smallName,
                      const char* bigName, const char* hint) {
  CheckDense(small, op, smallName);
  CheckDense(big, op, bigName);
  if (small.scalar_type() != big.scalar_type() || small.device() != big.device()) {
    throw std::invalid_argument(std::string(op) + ": input and output must have one dtype and device, got " +
                                c10::toString(small.scalar_type()) + " and " + c10::toString(big.scalar_type()));
  }
  const int64_t k = small.numel();
  if (big.numel() != k * g.size) {
    throw std::invalid_argument(std::string(op) + ": the " + bigName + " must hold group size x " + smallName + " elements (" +
                                std::to_string(g.size) + " x " + std::to_string(k) + " = " + std::to_string(k * g.size) +
                                "), got " + std::to_string(big.numel()) + hint);
  }
  return k;
}

// reduceScatterTensor(group, output, input, op, timeoutMs?) -> Work: rank r's output becomes the
// reduction over ranks of chunk r of their inputs (input: N x output's elements).
Napi::Value ReduceScatterTensor(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  at::Tensor output = Unwrap(info[1], "output");
  at::Tensor input = Unwrap(info[2], "input");
  const int64_t k = CheckFlatPair(g, output, input, "reduceScatterTensor", "output", "input",
                                  "; pad the input to a multiple of the group size");
  RedOp op = ToReduceOp(info[3]);
  if (op == RedOp::PREMUL_SUM) throw std::invalid_argument("reduceScatterTensor: PREMUL_SUM is not supported");
  c10d::AllToAllOptions opts;
  opts.timeout = OptTimeout(info, 4);
  at::Tensor rows = at::empty({g.size, k}, output.options());
  std::vector<int64_t> equal;
  at::Tensor send = input.view({g.size, k});
  auto inner = g.pg->alltoall_base(rows, send, equal, equal, opts);
  auto work = ThenWork::Chain(g.rank, inner, [rows, output, op]() { ReduceRows(rows, output, op); });
  return WrapWork(info.Env(), work, "reduceScatterTensor", g.rank, {output, input, rows});
}

// allGatherIntoTensor(group, output, input, timeoutMs?) -> Work: output (N x input's elements)
// receives rank r's input at offset r x input's elements.
Napi::Value AllGatherIntoTensor(const Napi::CallbackInfo& info) {
  auto& g = *PgOf(info[0]);
  at::Tensor output = Unwrap(info[1], "output");
  at::Tensor input = Unwrap(info[2], "input");
  const int64_t k = CheckFlatPair(g, input, output, "allGatherIntoTensor", "input", "output", "");
  c10d::AllgatherOptions opts;
  opts.timeout = OptTimeout(info, 3);
  at::Tensor flat = output.view({g.size, k});
  std::vector<std::vector<at::Tensor>> outputs(1);
  for (int64_t r = 0; r < g.size; ++r) outputs[0].push_back(flat[r].view(input.sizes()));
  std::vector<at::Tensor> inputs{input};
  return WrapWork(info.Env(), g.pg->allgather(outputs, inputs, opts), "allGatherIntoTensor", g.rank, {output, input});
}

}  // namespace

void InitComposedCollectives(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "pgReduceScatterTensor", ReduceScatterTensor);
  TR_EXPORT(exports, "pgAllGatherIntoTensor", AllGatherIntoTensor);
}

}  // namespace tr
