// Tensor creation from JS data, metadata, data access and the direct bindings of the
// hot operators (the generic path in ops.cc reaches every other operator).
#include "common.h"

#include <atomic>
#include <cstring>

namespace tr {
namespace {

using at::Tensor;
namespace idx = at::indexing;

// ---- creation and data ------------------------------------------------------------------

Napi::Value FromTypedArray(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (!info[0].IsTypedArray()) throw Napi::TypeError::New(env, "fromTypedArray: expected a typed array");
  auto ta = info[0].As<Napi::TypedArray>();
  std::vector<int64_t> shape = ToIntList(info[1], "shape");
  at::ScalarType dtype = ToDtype(info[2], "dtype");
  Tensor t = at::empty(shape, at::TensorOptions().dtype(dtype));
  size_t bytes = ta.ByteLength();
  if (bytes != t.nbytes()) {
    throw Napi::RangeError::New(env, "fromTypedArray: data has " + std::to_string(bytes) + " bytes but shape " +
                                         c10::str(t.sizes()) + " of " + c10::toString(dtype) + " needs " +
                                         std::to_string(t.nbytes()));
  }
  auto* src = static_cast<uint8_t*>(ta.ArrayBuffer().Data()) + ta.ByteOffset();
  if (bytes) std::memcpy(t.data_ptr(), src, bytes);
  return Wrap(env, std::move(t));
}

// Copies a contiguous CPU copy of the tensor into a fresh ArrayBuffer.
Napi::Value ToArrayBuffer(const Napi::CallbackInfo& info) {
  Tensor t = Unwrap(info[0]).detach();
  if (t.device().type() != c10::DeviceType::CPU) t = t.to(at::kCPU);
  if (t.scalar_type() == at::kHalf || t.scalar_type() == at::kBFloat16) t = t.to(at::kFloat);
  t = t.contiguous();
  auto buf = Napi::ArrayBuffer::New(info.Env(), t.nbytes());
  if (t.nbytes()) std::memcpy(buf.Data(), t.data_ptr(), t.nbytes());
  return buf;
}

// Zero-copy: an ArrayBuffer over a contiguous CPU tensor's memory. The memory block is shared
// by reference count between the storage and every such buffer: the storage's DataPtr is
// swapped for one that holds the original (same address, so the tensor is unchanged). When
// the storage lets go of the block (resize_ growing it moves the data to a new block; set_
// points the tensor at another storage; the tensor is freed), buffers keep the old block
// alive until they are collected, so they never alias freed memory or another tensor.
struct SharedBlock {
  at::DataPtr original;
  std::atomic<int64_t> refs{1};
};

void UnrefBlock(void* ctx) {
  auto* block = static_cast<SharedBlock*>(ctx);
  if (block->refs.fetch_sub(1) == 1) delete block;
}

Napi::Value SharedArrayBufferOf(const Napi::CallbackInfo& info) {
  Tensor& t = Unwrap(info[0]);
  if (t.device().type() != c10::DeviceType::CPU || !t.is_contiguous()) {
    throw Napi::Error::New(info.Env(), "dataView: the tensor must be a contiguous CPU tensor; call .contiguous() or .to('cpu') first");
  }
  if (!t.has_storage()) throw Napi::Error::New(info.Env(), "dataView: this tensor has no storage to share; use toArray()");
  if (t.nbytes() == 0) return Napi::ArrayBuffer::New(info.Env(), 0);
  c10::StorageImpl* storage = t.storage().unsafeGetStorageImpl();
  const at::DataPtr& current = storage->data_ptr();
  SharedBlock* block;
  if (current.get_deleter() == &UnrefBlock) {
    block = static_cast<SharedBlock*>(current.get_context());
  } else {
    block = new SharedBlock();
    void* data = current.get();
    c10::Device device = current.device();
    block->original = storage->set_data_ptr(at::DataPtr(data, block, &UnrefBlock, device));
  }
  block->refs.fetch_add(1);
  return Napi::ArrayBuffer::New(info.Env(), t.data_ptr(), t.nbytes(),
                                [](Napi::BasicEnv, void*, SharedBlock* b) { UnrefBlock(b); }, block);
}

Napi::Value CopyFromTypedArray(const Napi::CallbackInfo& info) {
  Tensor& t = Unwrap(info[0]);
  auto ta = info[1].As<Napi::TypedArray>();
  if (t.device().type() != c10::DeviceType::CPU || !t.is_contiguous() || ta.ByteLength() != t.nbytes()) {
    throw Napi::Error::New(info.Env(), "copyFrom: expected a contiguous CPU tensor with exactly as many bytes as the data");
  }
  std::memcpy(t.data_ptr(), static_cast<uint8_t*>(ta.ArrayBuffer().Data()) + ta.ByteOffset(), ta.ByteLength());
  return info.Env().Undefined();
}

Napi::Value Item(const Napi::CallbackInfo& info) {
  Tensor& t = Unwrap(info[0]);
  if (t.numel() != 1) {
    throw Napi::Error::New(info.Env(), "item: a Tensor with " + std::to_string(t.numel()) +
                                           " elements cannot be converted to a number; only one-element tensors can");
  }
  return FromScalar(info.Env(), t.item());
}

// ---- metadata ---------------------------------------------------------------------------

Napi::Value Shape(const Napi::CallbackInfo& info) { return FromIntList(info.Env(), UnwrapMeta(info[0]).sizes()); }
Napi::Value Strides(const Napi::CallbackInfo& info) { return FromIntList(info.Env(), UnwrapMeta(info[0]).strides()); }
Napi::Value Dtype(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<int>(UnwrapMeta(info[0]).scalar_type()));
}
Napi::Value DeviceOf(const Napi::CallbackInfo& info) { return Napi::String::New(info.Env(), UnwrapMeta(info[0]).device().str()); }
Napi::Value Numel(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(UnwrapMeta(info[0]).numel()));
}
Napi::Value Dim(const Napi::CallbackInfo& info) { return Napi::Number::New(info.Env(), UnwrapMeta(info[0]).dim()); }
Napi::Value IsContiguous(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), UnwrapMeta(info[0]).is_contiguous());
}
Napi::Value SameStorage(const Napi::CallbackInfo& info) {
  return Napi::Boolean::New(info.Env(), UnwrapMeta(info[0]).is_alias_of(UnwrapMeta(info[1])));
}
// The address of a tensor's storage (0 for none): equal for tensors that share their data.
Napi::Value StorageKey(const Napi::CallbackInfo& info) {
  const at::Tensor& t = UnwrapMeta(info[0]);
  const void* data = t.has_storage() ? t.storage().data() : nullptr;
  return Napi::Number::New(info.Env(), static_cast<double>(reinterpret_cast<uintptr_t>(data)));
}

// ---- views, indexing, conversion -------------------------------------------------------

Napi::Value To(const Napi::CallbackInfo& info) {
  Tensor& t = Unwrap(info[0]);
  bool copy = info.Length() > 3 && info[3].ToBoolean();
  bool nonBlocking = info.Length() > 4 && info[4].ToBoolean();
  at::TensorOptions opts = t.options();
  if (!info[1].IsNull() && !info[1].IsUndefined()) opts = opts.dtype(ToDtype(info[1], "dtype"));
  if (!info[2].IsNull() && !info[2].IsUndefined()) opts = opts.device(ToDevice(info[2], "device"));
  return Wrap(info.Env(), t.to(opts, nonBlocking, copy));
}

std::vector<idx::TensorIndex> ToIndices(const Napi::Value& v) {
  if (!v.IsArray()) throw Napi::TypeError::New(v.Env(), "index: expected an array of indices");
  auto arr = v.As<Napi::Array>();
  std::vector<idx::TensorIndex> out;
  out.reserve(arr.Length());
  for (uint32_t i = 0; i < arr.Length(); ++i) {
    Napi::Value e = arr.Get(i);
    if (e.IsNull() || e.IsUndefined()) {
      out.emplace_back(idx::None);
    } else if (e.IsNumber() || (e.IsBigInt() && !IsTensorHandle(e))) {
      out.emplace_back(ToInt(e, "index"));
    } else if (e.IsBoolean()) {
      out.emplace_back(e.As<Napi::Boolean>().Value());
    } else if (e.IsString()) {
      if (e.As<Napi::String>().Utf8Value() != "...") throw Napi::TypeError::New(v.Env(), "index: the only string index is '...'");
      out.emplace_back(idx::Ellipsis);
    } else if (e.IsArray()) {  // [start, stop, step] with null for open ends
      auto s = e.As<Napi::Array>();
#if TORCH_VERSION_MAJOR >= 2
      using Bound = c10::optional<c10::SymInt>;
#else
      using Bound = c10::optional<int64_t>;
#endif
      auto part = [&](uint32_t k) -> Bound {
        Napi::Value x = s.Get(k);
        if (x.IsNull() || x.IsUndefined()) return c10::nullopt;
        return Bound(ToInt(x, "slice"));
      };
      out.emplace_back(idx::Slice(part(0), part(1), part(2)));
    } else {
      out.emplace_back(Unwrap(e, "index"));
    }
  }
  return out;
}

Napi::Value Index(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), Unwrap(info[0]).index(ToIndices(info[1])));
}

Napi::Value IndexPut(const Napi::CallbackInfo& info) {
  Tensor& t = Unwrap(info[0]);
  auto indices = ToIndices(info[1]);
  if (Tensor* value = TryUnwrap(info[2], "value")) {
    t.index_put_(indices, *value);
  } else {
    t.index_put_(indices, ToScalar(info[2], "value"));
  }
  return info[0];
}

Napi::Value View(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0]).view(ToIntList(info[1], "shape"))); }
Napi::Value Reshape(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), Unwrap(info[0]).reshape(ToIntList(info[1], "shape")));
}
Napi::Value Contiguous(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0]).contiguous()); }
Napi::Value Clone(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0]).clone()); }
Napi::Value Detach(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0]).detach()); }
Napi::Value Alias(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0])); }

// ---- hot operators ---------------------------------------------------------------------
// Binary ops take a tensor or a number as `other`.

#define TR_BINARY(NAME, TENSOR_EXPR, SCALAR_EXPR)                            \
  Napi::Value NAME(const Napi::CallbackInfo& info) {                         \
    Tensor& a = Unwrap(info[0], "self");                                     \
    if (Tensor* other = TryUnwrap(info[1], "other")) {                       \
      Tensor& b = *other;                                                    \
      return Wrap(info.Env(), TENSOR_EXPR);                                  \
    }                                                                        \
    at::Scalar s = ToScalar(info[1], "other");                               \
    return Wrap(info.Env(), SCALAR_EXPR);                                    \
  }

#define TR_BINARY_INPLACE(NAME, TENSOR_EXPR, SCALAR_EXPR)                    \
  Napi::Value NAME(const Napi::CallbackInfo& info) {                         \
    Tensor& a = Unwrap(info[0], "self");                                     \
    if (Tensor* other = TryUnwrap(info[1], "other")) {                       \
      Tensor& b = *other;                                                    \
      TENSOR_EXPR;                                                           \
    } else {                                                                 \
      at::Scalar s = ToScalar(info[1], "other");                             \
      SCALAR_EXPR;                                                           \
    }                                                                        \
    return info[0];                                                          \
  }

at::Scalar Alpha(const Napi::CallbackInfo& info) {
  return info.Length() > 2 && !info[2].IsUndefined() ? ToScalar(info[2], "alpha") : at::Scalar(1);
}

TR_BINARY(Add, a.add(b, Alpha(info)), a.add(s, Alpha(info)))
TR_BINARY(Sub, a.sub(b, Alpha(info)), a.sub(s, Alpha(info)))
TR_BINARY(Mul, a.mul(b), a.mul(s))
TR_BINARY(Div, a.div(b), a.div(s))
TR_BINARY(Pow, a.pow(b), a.pow(s))
TR_BINARY(Eq, a.eq(b), a.eq(s))
TR_BINARY(Ne, a.ne(b), a.ne(s))
TR_BINARY(Lt, a.lt(b), a.lt(s))
TR_BINARY(Le, a.le(b), a.le(s))
TR_BINARY(Gt, a.gt(b), a.gt(s))
TR_BINARY(Ge, a.ge(b), a.ge(s))
TR_BINARY(Maximum, a.maximum(b), a.clamp_min(s))
TR_BINARY(Minimum, a.minimum(b), a.clamp_max(s))
TR_BINARY_INPLACE(AddInplace, a.add_(b, Alpha(info)), a.add_(s, Alpha(info)))
TR_BINARY_INPLACE(SubInplace, a.sub_(b, Alpha(info)), a.sub_(s, Alpha(info)))
TR_BINARY_INPLACE(MulInplace, a.mul_(b), a.mul_(s))
TR_BINARY_INPLACE(DivInplace, a.div_(b), a.div_(s))
TR_BINARY_INPLACE(CopyInplace, a.copy_(b), a.fill_(s))

#define TR_UNARY(NAME, EXPR)                               \
  Napi::Value NAME(const Napi::CallbackInfo& info) {       \
    Tensor& a = Unwrap(info[0], "self");                   \
    return Wrap(info.Env(), EXPR);                         \
  }

TR_UNARY(Neg, a.neg())
TR_UNARY(Abs, a.abs())
TR_UNARY(Exp, a.exp())
TR_UNARY(Log, a.log())
TR_UNARY(Sqrt, a.sqrt())
TR_UNARY(Relu, a.relu())
TR_UNARY(Sigmoid, a.sigmoid())
TR_UNARY(Tanh, a.tanh())
TR_UNARY(Gelu, at::gelu(a))
TR_UNARY(Silu, at::silu(a))
TR_UNARY(T, a.t())
TR_UNARY(Flatten, a.flatten(info.Length() > 1 ? ToInt(info[1], "startDim") : 0, info.Length() > 2 ? ToInt(info[2], "endDim") : -1))

Napi::Value ZeroInplace(const Napi::CallbackInfo& info) {
  Unwrap(info[0], "self").zero_();
  return info[0];
}

Napi::Value Matmul(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), Unwrap(info[0], "self").matmul(Unwrap(info[1], "other")));
}
Napi::Value Mm(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0], "self").mm(Unwrap(info[1], "mat2"))); }
Napi::Value Bmm(const Napi::CallbackInfo& info) { return Wrap(info.Env(), Unwrap(info[0], "self").bmm(Unwrap(info[1], "mat2"))); }
Napi::Value Linear(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), at::linear(Unwrap(info[0], "input"), Unwrap(info[1], "weight"), UnwrapOptional(info[2], "bias")));
}

// Reductions: (self, dims | null, keepdim)
#define TR_REDUCE(NAME, ALL_EXPR, DIM_EXPR)                                  \
  Napi::Value NAME(const Napi::CallbackInfo& info) {                         \
    Tensor& a = Unwrap(info[0], "self");                                     \
    if (info.Length() < 2 || info[1].IsNull() || info[1].IsUndefined()) {    \
      return Wrap(info.Env(), ALL_EXPR);                                     \
    }                                                                        \
    std::vector<int64_t> dims = ToIntList(info[1], "dim");                   \
    bool keepdim = info.Length() > 2 && info[2].ToBoolean();                 \
    return Wrap(info.Env(), DIM_EXPR);                                       \
  }

TR_REDUCE(Sum, a.sum(), a.sum(dims, keepdim))
TR_REDUCE(Mean, a.mean(), a.mean(dims, keepdim))

Napi::Value Softmax(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), Unwrap(info[0], "self").softmax(ToInt(info[1], "dim")));
}
Napi::Value LogSoftmax(const Napi::CallbackInfo& info) {
  return Wrap(info.Env(), Unwrap(info[0], "self").log_softmax(ToInt(info[1], "dim")));
}

}  // namespace

void InitTensor(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "fromTypedArray", FromTypedArray);
  TR_EXPORT(exports, "toArrayBuffer", ToArrayBuffer);
  TR_EXPORT(exports, "sharedArrayBuffer", SharedArrayBufferOf);
  TR_EXPORT(exports, "copyFromTypedArray", CopyFromTypedArray);
  TR_EXPORT(exports, "item", Item);
  TR_EXPORT(exports, "shape", Shape);
  TR_EXPORT(exports, "strides", Strides);
  TR_EXPORT(exports, "dtype", Dtype);
  TR_EXPORT(exports, "device", DeviceOf);
  TR_EXPORT(exports, "numel", Numel);
  TR_EXPORT(exports, "dim", Dim);
  TR_EXPORT(exports, "isContiguous", IsContiguous);
  TR_EXPORT(exports, "sameStorage", SameStorage);
  TR_EXPORT(exports, "storageKey", StorageKey);
  TR_EXPORT(exports, "to", To);
  TR_EXPORT(exports, "index", Index);
  TR_EXPORT(exports, "indexPut_", IndexPut);
  TR_EXPORT(exports, "view", View);
  TR_EXPORT(exports, "reshape", Reshape);
  TR_EXPORT(exports, "contiguous", Contiguous);
  TR_EXPORT(exports, "clone", Clone);
  TR_EXPORT(exports, "detach", Detach);
  TR_EXPORT(exports, "alias", Alias);
  TR_EXPORT(exports, "add", Add);
  TR_EXPORT(exports, "sub", Sub);
  TR_EXPORT(exports, "mul", Mul);
  TR_EXPORT(exports, "div", Div);
  TR_EXPORT(exports, "pow", Pow);
  TR_EXPORT(exports, "eq", Eq);
  TR_EXPORT(exports, "ne", Ne);
  TR_EXPORT(exports, "lt", Lt);
  TR_EXPORT(exports, "le", Le);
  TR_EXPORT(exports, "gt", Gt);
  TR_EXPORT(exports, "ge", Ge);
  TR_EXPORT(exports, "maximum", Maximum);
  TR_EXPORT(exports, "minimum", Minimum);
  TR_EXPORT(exports, "add_", AddInplace);
  TR_EXPORT(exports, "sub_", SubInplace);
  TR_EXPORT(exports, "mul_", MulInplace);
  TR_EXPORT(exports, "div_", DivInplace);
  TR_EXPORT(exports, "copy_", CopyInplace);
  TR_EXPORT(exports, "zero_", ZeroInplace);
  TR_EXPORT(exports, "neg", Neg);
  TR_EXPORT(exports, "abs", Abs);
  TR_EXPORT(exports, "exp", Exp);
  TR_EXPORT(exports, "log", Log);
  TR_EXPORT(exports, "sqrt", Sqrt);
  TR_EXPORT(exports, "relu", Relu);
  TR_EXPORT(exports, "sigmoid", Sigmoid);
  TR_EXPORT(exports, "tanh", Tanh);
  TR_EXPORT(exports, "gelu", Gelu);
  TR_EXPORT(exports, "silu", Silu);
  TR_EXPORT(exports, "t", T);
  TR_EXPORT(exports, "flatten", Flatten);
  TR_EXPORT(exports, "matmul", Matmul);
  TR_EXPORT(exports, "mm", Mm);
  TR_EXPORT(exports, "bmm", Bmm);
  TR_EXPORT(exports, "linear", Linear);
  TR_EXPORT(exports, "sum", Sum);
  TR_EXPORT(exports, "mean", Mean);
  TR_EXPORT(exports, "softmax", Softmax);
  TR_EXPORT(exports, "logSoftmax", LogSoftmax);
}

}  // namespace tr
