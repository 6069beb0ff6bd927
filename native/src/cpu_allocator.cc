// A caching CPU allocator for libtorch. Blocks of 512 bytes and more freed by tensors are kept,
// by size class, and handed to the next allocation of that class instead of going back to malloc.
//
// Why: a training step frees and re-allocates the same activation and gradient sizes every
// step. Through malloc, blocks of 128 KiB and more either come from mmap (a page fault per
// page, every step: twice as slow) or, once glibc raises its mmap threshold, from the heap,
// where the small per-handle objects that live until the next garbage collection sit between
// them and keep the heap from shrinking: resident memory grew tens of MB before each
// collection. Reused blocks avoid both, and stay warm in cache.
#include "common.h"

#include <c10/core/CPUAllocator.h>
#include <c10/core/impl/alloc_cpu.h>

#include <sys/mman.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace tr {
namespace {

constexpr size_t kMinCached = 512;  // smaller blocks go straight to malloc
constexpr size_t kHeader = 64;      // keeps the 64-byte alignment of c10::alloc_cpu
// Where huge pages are wanted (below), mapped blocks (kMinMapped) are aligned to 2 MiB and offered to
// the kernel as huge pages: touching fresh memory costs a page fault per 4 KiB page otherwise
// (about 8 us each on some VMs, so a first copy into a new 400 MB buffer ran at 0.5 GB/s), and
// one per 2 MiB with huge pages. But where the kernel compacts memory to find a huge page at
// fault time (transparent_hugepage/defrag `always`, `madvise` or `defer+madvise`), such a
// fault stalls: a fresh process loaded 400 MB 4x slower with the advice than without on one
// VM. So the advice is given only where the kernel defers compaction (`defer`, `never`), or
// as TORCHRUNNER_HUGE_PAGES (1 or 0) says.
constexpr size_t kHugeAlign = size_t(2) << 20;

bool g_hugePages = false;

// The first word of a sysfs setting's line that is [bracketed], e.g. `madvise` in
// "always [madvise] never"; empty when the file is absent.
std::string SelectedSetting(const char* path) {
  std::FILE* f = std::fopen(path, "r");
  if (f == nullptr) return "";
  char line[256] = {0};
  bool ok = std::fgets(line, sizeof line, f) != nullptr;
  std::fclose(f);
  if (!ok) return "";
  std::string s(line);
  size_t open = s.find('['), close = s.find(']');
  return open == std::string::npos || close == std::string::npos || close < open ? "" : s.substr(open + 1, close - open - 1);
}

bool HugePagesWanted() {
  if (const char* env = std::getenv("TORCHRUNNER_HUGE_PAGES")) return std::string(env) != "0";
  std::string enabled = SelectedSetting("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string defrag = SelectedSetting("/sys/kernel/mm/transparent_hugepage/defrag");
  return (enabled == "always" || enabled == "madvise") && (defrag == "defer" || defrag == "never");
}

// Blocks this large are mapped by the allocator itself and marked MADV_DONTFORK: a fork (Node's
// child_process starts every child with one) then neither copies their page tables nor
// write-protects them, so the model and optimizer state take no copy-on-write fault per page at
// the next optimizer step. The forked child execs at once and never reads them.
constexpr size_t kMinMapped = size_t(4) << 20;

// A block's header: its size class (0: not cached) and where the block came from: for a block
// the allocator mapped itself, the mapping's start and length; for a small one, the pointer
// malloc returned (null: from c10::alloc_cpu).
struct BlockHeader {
  size_t sizeClass;
  void* mapping;
  size_t mappedBytes;
  void* fromMalloc;
};
static_assert(sizeof(BlockHeader) <= kHeader, "the header fits before the data");

// `bytes` (>= kMinMapped) from mmap, 2 MiB-aligned and offered as huge pages where they are
// wanted, marked MADV_DONTFORK; null when the kernel refuses the mapping.
void* MapBlock(size_t bytes, void** mapping, size_t* mappedBytes) {
  size_t align = g_hugePages ? kHugeAlign : size_t(4096);
  size_t length = (bytes + 4095) / 4096 * 4096 + (align > 4096 ? align : 0);
  void* m = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return nullptr;
  uintptr_t start = (reinterpret_cast<uintptr_t>(m) + align - 1) / align * align;
  void* p = reinterpret_cast<void*>(start);
#ifdef MADV_HUGEPAGE
  if (g_hugePages) ::madvise(p, bytes / kHugeAlign * kHugeAlign, MADV_HUGEPAGE);
#endif
  ::madvise(m, length, MADV_DONTFORK);
  *mapping = m;
  *mappedBytes = length;
  return p;
}

// A small block (not cached) from malloc, aligned by hand; null when malloc fails. Not
// posix_memalign (c10::alloc_cpu): glibc's memalign asks malloc for the size plus the alignment
// and frees what it trims, so the blocks it hands out, once freed, sit in malloc's fastbins
// where no later memalign of the same size takes them. A training step frees some tens of them;
// they pile up until the next allocation of 1 KiB or more merges them all: about 1 us a step
// (100 us at a checkpoint every 50 tiny steps). Plain malloc reuses them at the next step.
void* MallocAligned(size_t bytes, void** allocated) {
  constexpr size_t kAlign = 64;
  void* raw = std::malloc(bytes + kAlign - alignof(std::max_align_t));
  if (raw == nullptr) return nullptr;
  *allocated = raw;
  uintptr_t start = (reinterpret_cast<uintptr_t>(raw) + kAlign - 1) / kAlign * kAlign;
  return reinterpret_cast<void*>(start);
}

// Like c10::alloc_cpu (which throws on failure): a block of `bytes`, header included, with its
// header's origin fields set. `small`: a block the cache does not keep.
void* AllocBlock(size_t bytes, bool small) {
  void* mapping = nullptr;
  size_t mappedBytes = 0;
  void* allocated = nullptr;
  void* p = nullptr;
  if (bytes >= kMinMapped) p = MapBlock(bytes, &mapping, &mappedBytes);
  else if (small) p = MallocAligned(bytes, &allocated);
  if (p == nullptr) p = c10::alloc_cpu(bytes);
  auto* h = static_cast<BlockHeader*>(p);
  h->mapping = mapping;
  h->mappedBytes = mappedBytes;
  h->fromMalloc = allocated;
  return p;
}

void ReleaseBlock(void* base) {
  auto* h = static_cast<BlockHeader*>(base);
  if (h->mappedBytes != 0) {
    ::munmap(h->mapping, h->mappedBytes);
  } else if (h->fromMalloc != nullptr) {
    std::free(h->fromMalloc);
  } else {
    c10::free_cpu(base);
  }
}

struct Cache {
  std::mutex mutex;
  std::unordered_map<size_t, std::vector<void*>> free;  // size class -> blocks (base pointers)
  size_t cachedBytes = 0;
  size_t limitBytes = size_t(1) << 30;
  uint64_t hits = 0, misses = 0;
};

bool g_enabled = false;

Cache& TheCache() {
  static Cache* cache = new Cache();  // never destroyed: tensors may be freed during exit
  return *cache;
}

// Size classes: 256-byte steps up to 4 KiB, 4 KiB steps up to 1 MiB, then 1/16 of the next
// power of two (<= 6% waste).
size_t SizeClass(size_t n) {
  size_t granule = n <= 4096 ? 256 : 4096;
  if (n > (size_t(1) << 20)) {
    size_t p = size_t(1) << 20;
    while (p < n) p <<= 1;
    granule = p / 16;
  }
  return (n + granule - 1) / granule * granule;
}

// Every block carries a header with its size class (0: not cached) just before the data, so
// that one deleter serves DataPtrs and raw allocations (oneDNN's), whose context must be the
// data pointer itself.
void Free(void* data) {
  if (data == nullptr) return;
  void* base = static_cast<char*>(data) - kHeader;
  size_t size = static_cast<BlockHeader*>(base)->sizeClass;
  if (size != 0) {
    Cache& c = TheCache();
    std::lock_guard<std::mutex> lock(c.mutex);
    if (c.cachedBytes + size <= c.limitBytes) {
      c.free[size].push_back(base);
      c.cachedBytes += size;
      return;
    }
  }
  ReleaseBlock(base);
}

class CachingCPUAllocator final : public at::Allocator {
 public:
  at::DataPtr allocate(size_t n) const override {
    if (n == 0) return {nullptr, nullptr, &Free, at::Device(at::DeviceType::CPU)};
    size_t size = n < kMinCached ? 0 : SizeClass(n);
    void* base = nullptr;
    if (size != 0) {
      Cache& c = TheCache();
      std::lock_guard<std::mutex> lock(c.mutex);
      auto it = c.free.find(size);
      if (it != c.free.end() && !it->second.empty()) {
        base = it->second.back();
        it->second.pop_back();
        c.cachedBytes -= size;
        ++c.hits;
      } else {
        ++c.misses;
      }
    }
    if (base == nullptr) {
      base = AllocBlock((size != 0 ? size : n) + kHeader, size == 0);
      static_cast<BlockHeader*>(base)->sizeClass = size;
    }
    void* data = static_cast<char*>(base) + kHeader;
    return {data, data, &Free, at::Device(at::DeviceType::CPU)};
  }

  at::DeleterFnPtr raw_deleter() const override { return &Free; }
};

void EmptyCache() {
  Cache& c = TheCache();
  std::vector<void*> blocks;
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    for (auto& [size, list] : c.free) blocks.insert(blocks.end(), list.begin(), list.end());
    c.free.clear();
    c.cachedBytes = 0;
  }
  for (void* b : blocks) ReleaseBlock(b);
}

Napi::Value CacheStats(const Napi::CallbackInfo& info) {
  Cache& c = TheCache();
  std::lock_guard<std::mutex> lock(c.mutex);
  Napi::Object o = Napi::Object::New(info.Env());
  o.Set("enabled", g_enabled);
  o.Set("hugePages", g_hugePages);
  o.Set("cachedBytes", static_cast<double>(c.cachedBytes));
  o.Set("limitBytes", static_cast<double>(c.limitBytes));
  o.Set("hits", static_cast<double>(c.hits));
  o.Set("misses", static_cast<double>(c.misses));
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  o.Set("fastbinBytes", static_cast<double>(mallinfo2().fsmblks));
#else
  o.Set("fastbinBytes", info.Env().Null());
#endif
  return o;
}

Napi::Value EmptyCacheJs(const Napi::CallbackInfo& info) {
  EmptyCache();
  return info.Env().Undefined();
}

Napi::Value SetCacheLimit(const Napi::CallbackInfo& info) {
  double bytes = ToDouble(info[0], "limitBytes");
  if (!(bytes >= 0)) throw Napi::RangeError::New(info.Env(), "setCpuCacheLimit: expected a number of bytes >= 0");
  bool over;
  {
    Cache& c = TheCache();
    std::lock_guard<std::mutex> lock(c.mutex);
    c.limitBytes = static_cast<size_t>(bytes);
    over = c.cachedBytes > c.limitBytes;
  }
  if (over) EmptyCache();
  return info.Env().Undefined();
}

}  // namespace

void InitCpuAllocator(Napi::Env env, Napi::Object exports) {
  g_hugePages = HugePagesWanted();
  const char* flag = std::getenv("TORCHRUNNER_CPU_CACHE");
  if (flag == nullptr || std::string(flag) != "0") {
    static CachingCPUAllocator* allocator = new CachingCPUAllocator();
    c10::SetCPUAllocator(allocator, /*priority=*/1);
    g_enabled = true;
  }
  TR_EXPORT(exports, "cpuCacheStats", CacheStats);
  TR_EXPORT(exports, "emptyCpuCache", EmptyCacheJs);
  TR_EXPORT(exports, "setCpuCacheLimit", SetCacheLimit);
}

}  // namespace tr
