// A tensor's untyped storage, as FSDP uses it: free a parameter's bytes (resize to 0) and give
// them back (resize, then copy bytes in) while the parameter stays the same leaf. Storage
// operations never touch the tensor's autograd version counter.
#include "common.h"

#include <ATen/EmptyTensor.h>
#include <ATen/core/grad_mode.h>
#include <ATen/native/Resize.h>

namespace tr {
namespace {

const at::Storage& StorageOf(const at::Tensor& t, const char* op) {
  if (!t.has_storage()) throw std::invalid_argument(std::string(op) + ": the tensor has no storage (sparse or opaque layout)");
  return t.storage();
}

// storageNbytes(tensor) -> bytes of the tensor's storage.
Napi::Value StorageNbytes(const Napi::CallbackInfo& info) {
  const at::Tensor& t = UnwrapMeta(info[0]);
  return Napi::Number::New(info.Env(), static_cast<double>(StorageOf(t, "untypedStorage").nbytes()));
}

// storageResize(tensor, nbytes): resizes the storage in place; new bytes are uninitialized.
Napi::Value StorageResize(const Napi::CallbackInfo& info) {
  const at::Tensor& t = UnwrapMeta(info[0]);
  int64_t n = ToInt(info[1], "nbytes");
  if (n < 0) throw Napi::RangeError::New(info.Env(), "UntypedStorage.resize_: nbytes must be >= 0, got " + std::to_string(n));
  const at::Storage& s = StorageOf(t, "UntypedStorage.resize_");
  if (!s.resizable()) {
    throw std::invalid_argument("UntypedStorage.resize_: this storage is not resizable (it wraps memory the tensor does "
                                "not own, for example a typed array); clone() the tensor first");
  }
  if (t.device().type() != c10::DeviceType::CPU) {
    throw std::invalid_argument("UntypedStorage.resize_: only CPU storages can be resized in this build (got " +
                                t.device().str() + ")");
  }
  // Between 0 (freed, which every op detects) and what the tensor spans, kernels would read
  // past the end of the storage.
  const size_t spans = at::detail::computeStorageNbytes(t.sizes(), t.strides(), t.dtype().itemsize(), t.storage_offset());
  if (n != 0 && static_cast<size_t>(n) < spans) {
    throw std::invalid_argument("UntypedStorage.resize_: " + std::to_string(n) + " bytes is less than the tensor spans (" +
                                std::to_string(spans) + "); resize to 0 to free the storage, or to at least " +
                                std::to_string(spans));
  }
  at::native::resize_bytes_cpu(s.unsafeGetStorageImpl(), static_cast<size_t>(n));
  return info.Env().Undefined();
}

// storageCopy(tensor, src): copies src's bytes (contiguous, the storage's size) into the storage
// through a fresh byte view, so the tensor's version counter does not move.
Napi::Value StorageCopy(const Napi::CallbackInfo& info) {
  const at::Tensor& t = UnwrapMeta(info[0]);
  const at::Tensor& src = Unwrap(info[1], "src");
  const at::Storage& s = StorageOf(t, "UntypedStorage.copy_");
  at::Tensor bytes = src.contiguous();
  const int64_t nbytes = static_cast<int64_t>(s.nbytes());
  if (static_cast<int64_t>(bytes.nbytes()) != nbytes) {
    throw std::invalid_argument("UntypedStorage.copy_: the source holds " + std::to_string(bytes.nbytes()) +
                                " bytes, the storage " + std::to_string(nbytes) + " (resize_ the storage first)");
  }
  if (nbytes == 0) return info.Env().Undefined();
  at::NoGradGuard noGrad;
  at::Tensor dst = at::empty({0}, at::TensorOptions().dtype(at::kByte).device(t.device()));
  dst.set_(s, 0, {nbytes}, {1});
  at::Tensor flat = at::empty({0}, at::TensorOptions().dtype(at::kByte).device(bytes.device()));
  flat.set_(bytes.storage(), bytes.storage_offset() * bytes.element_size(), {nbytes}, {1});
  dst.copy_(flat);
  return info.Env().Undefined();
}

// tensorVersion(tensor) -> autograd's version counter (PyTorch's `tensor._version`).
Napi::Value TensorVersion(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(UnwrapMeta(info[0])._version()));
}

}  // namespace

void InitStorage(Napi::Env env, Napi::Object exports) {
  TR_EXPORT(exports, "storageNbytes", StorageNbytes);
  TR_EXPORT(exports, "storageResize", StorageResize);
  TR_EXPORT(exports, "storageCopy", StorageCopy);
  TR_EXPORT(exports, "tensorVersion", TensorVersion);
}

}  // namespace tr
