// A whole file mapped copy-on-write (MAP_PRIVATE): tensors view its pages instead of copies
// of them, and writes to those tensors change memory only, never the file. The mapping is
// released when the last tensor viewing it is freed.
#pragma once

#include <c10/core/Allocator.h>

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace tr {

struct FileMapping {
  void* base = MAP_FAILED;
  size_t size = 0;
  ~FileMapping() {
    if (base != MAP_FAILED) ::munmap(base, size);
  }
};

// Maps the open file `fd` of `size` bytes; null when the file system cannot map it.
inline std::shared_ptr<FileMapping> MapFile(int fd, size_t size) {
  auto m = std::make_shared<FileMapping>();
  m->size = size;
  m->base = size == 0 ? MAP_FAILED : ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  if (m->base == MAP_FAILED) return nullptr;
  return m;
}

inline void ReleaseMapping(void* ctx) { delete static_cast<std::shared_ptr<FileMapping>*>(ctx); }

// A CPU DataPtr to the mapping's bytes at `offset`, keeping the mapping alive.
inline c10::DataPtr MappedData(const std::shared_ptr<FileMapping>& m, uint64_t offset) {
  char* data = static_cast<char*>(m->base) + offset;
  return {data, new std::shared_ptr<FileMapping>(m), &ReleaseMapping, c10::Device(c10::DeviceType::CPU)};
}

}  // namespace tr
