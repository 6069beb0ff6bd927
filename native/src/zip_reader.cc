#include "zip_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace tr {

namespace {

constexpr uint32_t kLocalSig = 0x04034b50;
constexpr uint32_t kCentralSig = 0x02014b50;
constexpr uint32_t kEndSig = 0x06054b50;
constexpr uint32_t kEnd64Sig = 0x06064b50;
constexpr uint32_t kLocator64Sig = 0x07064b50;
constexpr size_t kChunk = size_t(1) << 20;

uint64_t Le(const unsigned char* p, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
  return v;
}

[[noreturn]] void Fail(const std::string& why) { throw std::runtime_error(why); }

#if defined(__x86_64__) && defined(__GNUC__)
// CRC-32 by carry-less multiplication (PCLMULQDQ), folding 64 bytes per step: several times
// zlib's table-driven speed, so checking a record costs little next to reading it. The
// bit-reflected constants are those of Intel's "Fast CRC Computation for Generic Polynomials
// Using PCLMULQDQ Instruction" for the zip polynomial. Takes and returns the CRC register
// (pre- and post-inverted by the caller); n >= 64 and a multiple of 16.
__attribute__((target("pclmul,sse4.1"))) inline __m128i Fold16(__m128i acc, __m128i next, __m128i k) {
  __m128i lo = _mm_clmulepi64_si128(acc, k, 0x00);
  __m128i hi = _mm_clmulepi64_si128(acc, k, 0x11);
  return _mm_xor_si128(_mm_xor_si128(hi, next), lo);
}

__attribute__((target("pclmul,sse4.1"))) uint32_t FoldCrc(uint32_t crc, const unsigned char* buf, size_t n) {
  alignas(16) static const uint64_t k1k2[] = {0x0154442bd4, 0x01c6e41596};
  alignas(16) static const uint64_t k3k4[] = {0x01751997d0, 0x00ccaa009e};
  alignas(16) static const uint64_t k5k0[] = {0x0163cd6124, 0x0000000000};
  alignas(16) static const uint64_t poly[] = {0x01db710641, 0x01f7011641};
  __m128i x1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf)), x2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 16)), x3 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 32)), x4 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 48));
  x1 = _mm_xor_si128(x1, _mm_cvtsi32_si128(static_cast<int>(crc)));
  __m128i x0 = _mm_load_si128(reinterpret_cast<const __m128i*>(k1k2));
  buf += 64;
  n -= 64;
  while (n >= 64) {
    __m128i x5 = _mm_clmulepi64_si128(x1, x0, 0x00), x6 = _mm_clmulepi64_si128(x2, x0, 0x00);
    __m128i x7 = _mm_clmulepi64_si128(x3, x0, 0x00), x8 = _mm_clmulepi64_si128(x4, x0, 0x00);
    x1 = _mm_clmulepi64_si128(x1, x0, 0x11);
    x2 = _mm_clmulepi64_si128(x2, x0, 0x11);
    x3 = _mm_clmulepi64_si128(x3, x0, 0x11);
    x4 = _mm_clmulepi64_si128(x4, x0, 0x11);
    x1 = _mm_xor_si128(_mm_xor_si128(x1, x5), _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf)));
    x2 = _mm_xor_si128(_mm_xor_si128(x2, x6), _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 16)));
    x3 = _mm_xor_si128(_mm_xor_si128(x3, x7), _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 32)));
    x4 = _mm_xor_si128(_mm_xor_si128(x4, x8), _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + 48)));
    buf += 64;
    n -= 64;
  }
  x0 = _mm_load_si128(reinterpret_cast<const __m128i*>(k3k4));
  x1 = Fold16(x1, x2, x0);
  x1 = Fold16(x1, x3, x0);
  x1 = Fold16(x1, x4, x0);
  while (n >= 16) {
    x1 = Fold16(x1, _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf)), x0);
    buf += 16;
    n -= 16;
  }
  // 128 -> 64 bits, then Barrett reduction to 32.
  __m128i x2b = _mm_clmulepi64_si128(x1, x0, 0x10);
  __m128i mask = _mm_setr_epi32(~0, 0, ~0, 0);
  x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2b);
  x0 = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(k5k0));
  x2b = _mm_srli_si128(x1, 4);
  x1 = _mm_and_si128(x1, mask);
  x1 = _mm_clmulepi64_si128(x1, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2b);
  x0 = _mm_load_si128(reinterpret_cast<const __m128i*>(poly));
  x2b = _mm_and_si128(x1, mask);
  x2b = _mm_clmulepi64_si128(x2b, x0, 0x10);
  x2b = _mm_and_si128(x2b, mask);
  x2b = _mm_clmulepi64_si128(x2b, x0, 0x00);
  x1 = _mm_xor_si128(x1, x2b);
  return static_cast<uint32_t>(_mm_extract_epi32(x1, 1));
}

uint32_t ZlibCrc(uint32_t crc, const unsigned char* p, size_t n);

// Whether the folding path is available and agrees with zlib (checked once, on this CPU).
bool FoldCrcWorks() {
  static const bool works = [] {
    if (!__builtin_cpu_supports("pclmul") || !__builtin_cpu_supports("sse4.1")) return false;
    unsigned char probe[1024];
    for (size_t i = 0; i < sizeof probe; ++i) probe[i] = static_cast<unsigned char>(i * 131 + 7);
    for (size_t n : {64, 80, 1024}) {
      if (~FoldCrc(~0x12345678u, probe, n) != ZlibCrc(0x12345678u, probe, n)) return false;
    }
    return true;
  }();
  return works;
}
#endif

uint32_t ZlibCrc(uint32_t crc, const unsigned char* p, size_t n) {
  while (n > 0) {
    uInt k = static_cast<uInt>(std::min<size_t>(n, 1u << 30));
    crc = static_cast<uint32_t>(crc32(crc, p, k));
    p += k;
    n -= k;
  }
  return crc;
}

}  // namespace

uint32_t Crc32(uint32_t crc, const void* data, size_t n) {
  const auto* p = static_cast<const unsigned char*>(data);
#if defined(__x86_64__) && defined(__GNUC__)
  if (n >= 64 && FoldCrcWorks()) {
    size_t body = n & ~size_t(15);
    crc = ~FoldCrc(~crc, p, body);
    p += body;
    n -= body;
  }
#endif
  return ZlibCrc(crc, p, n);
}

ZipArchive::ZipArchive(const std::string& path) {
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) Fail(errno == ENOENT ? "no such file" : std::string("cannot open it: ") + std::strerror(errno));
  struct stat st;
  if (fstat(fd_, &st) != 0) Fail(std::string("cannot stat it: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) Fail("it is a directory, not a file");
  size_ = static_cast<uint64_t>(st.st_size);

  uint64_t tailLen = std::min<uint64_t>(size_, 22 + 0xffff);
  std::vector<unsigned char> tail(tailLen);
  PRead(tail.data(), tailLen, size_ - tailLen);
  int64_t eocd = -1;
  for (int64_t i = static_cast<int64_t>(tailLen) - 22; i >= 0; --i) {
    if (Le(&tail[i], 4) == kEndSig) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) Fail("the zip end-of-central-directory record is missing (truncated)");
  const unsigned char* e = &tail[eocd];
  uint64_t count = Le(e + 10, 2);
  uint64_t cdSize = Le(e + 12, 4);
  uint64_t cdOffset = Le(e + 16, 4);
  if (count == 0xffff || cdSize == 0xffffffff || cdOffset == 0xffffffff) {
    if (eocd < 20 || Le(&tail[eocd - 20], 4) != kLocator64Sig) Fail("the zip64 locator is missing (damaged)");
    uint64_t at = Le(&tail[eocd - 20 + 8], 8);
    if (at > size_ || size_ - at < 56) Fail("the zip64 end-of-central-directory record lies outside the file (truncated)");
    unsigned char rec[56];
    PRead(rec, 56, at);
    if (Le(rec, 4) != kEnd64Sig) Fail("the zip64 end-of-central-directory record is damaged");
    count = Le(rec + 32, 8);
    cdSize = Le(rec + 40, 8);
    cdOffset = Le(rec + 48, 8);
  }
  if (cdOffset > size_ || cdSize > size_ - cdOffset) Fail("the zip central directory lies outside the file (truncated)");
  if (count > cdSize / 46) Fail("the zip central directory is damaged (more entries than fit in it)");
  std::vector<unsigned char> cd(cdSize);
  PRead(cd.data(), cdSize, cdOffset);
  entries_.reserve(count);
  size_t pos = 0;
  for (uint64_t i = 0; i < count; ++i) {
    if (cdSize - pos < 46 || Le(&cd[pos], 4) != kCentralSig) Fail("the zip central directory is damaged");
    const unsigned char* h = &cd[pos];
    Entry entry;
    entry.method = static_cast<uint16_t>(Le(h + 10, 2));
    entry.crc = static_cast<uint32_t>(Le(h + 16, 4));
    uint64_t csize = Le(h + 20, 4);
    uint64_t usize = Le(h + 24, 4);
    size_t nameLen = Le(h + 28, 2), extraLen = Le(h + 30, 2), commentLen = Le(h + 32, 2);
    entry.localHeader = Le(h + 42, 4);
    if (cdSize - pos - 46 < nameLen + extraLen + commentLen) Fail("the zip central directory is damaged");
    entry.name.assign(reinterpret_cast<const char*>(h + 46), nameLen);
    const unsigned char* x = h + 46 + nameLen;
    for (size_t k = 0; k + 4 <= extraLen;) {
      size_t id = Le(x + k, 2), len = Le(x + k + 2, 2);
      if (k + 4 + len > extraLen) break;
      if (id == 1) {
        size_t f = k + 4;
        auto next = [&](uint64_t& field) {
          if (field != 0xffffffff) return;
          if (f + 8 > k + 4 + len) Fail("the zip64 field of record '" + entry.name + "' is damaged");
          field = Le(x + f, 8);
          f += 8;
        };
        next(usize);
        next(csize);
        next(entry.localHeader);
      }
      k += 4 + len;
    }
    if (entry.method == 0 && csize != usize) Fail("the zip entry of record '" + entry.name + "' is damaged");
    // Compressed records (TorchScript code) are read by libtorch's reader, whose decompressor
    // checks them; `size` is what lies in the file.
    entry.size = csize;
    pos += 46 + nameLen + extraLen + commentLen;
    byName_[entry.name] = entries_.size();
    entries_.push_back(std::move(entry));
  }
}

ZipArchive::~ZipArchive() {
  if (fd_ >= 0) ::close(fd_);
}

const ZipArchive::Entry* ZipArchive::Find(const std::string& name) const {
  auto it = byName_.find(name);
  return it == byName_.end() ? nullptr : &entries_[it->second];
}

void ZipArchive::PRead(void* dst, uint64_t n, uint64_t offset) const {
  auto* p = static_cast<char*>(dst);
  while (n > 0) {
    ssize_t k = ::pread(fd_, p, std::min<uint64_t>(n, size_t(1) << 30), static_cast<off_t>(offset));
    if (k < 0) {
      if (errno == EINTR) continue;
      Fail(std::string("reading failed: ") + std::strerror(errno));
    }
    if (k == 0) Fail("the file ended early (truncated)");
    p += k;
    n -= static_cast<uint64_t>(k);
    offset += static_cast<uint64_t>(k);
  }
}

uint64_t ZipArchive::DataOffset(const Entry& e) const {
  if (e.localHeader > size_ || size_ - e.localHeader < 30) {
    Fail("record '" + e.name + "' runs past the end of the file (truncated)");
  }
  unsigned char h[30];
  PRead(h, 30, e.localHeader);
  if (Le(h, 4) != kLocalSig) Fail("the zip header of record '" + e.name + "' is damaged");
  uint64_t start = e.localHeader + 30 + Le(h + 26, 2) + Le(h + 28, 2);
  if (start > size_ || e.size > size_ - start) Fail("record '" + e.name + "' runs past the end of the file (truncated)");
  return start;
}

uint64_t ZipArchive::StoredOffset(const Entry& e) const {
  if (e.method != 0) {
    Fail("record '" + e.name + "' is compressed (method " + std::to_string(e.method) + "), which torch.save never writes");
  }
  return DataOffset(e);
}

void ZipArchive::VerifyInMemory(const Entry& e, const void* data) const {
  if (Crc32(0, data, e.size) != e.crc) Fail("record '" + e.name + "' fails its CRC-32 check (the data is corrupted)");
  e.checked = true;
}

void ZipArchive::Read(const Entry& e, void* dst, bool verify) const {
  if (e.method != 0) {
    Fail("record '" + e.name + "' is compressed (method " + std::to_string(e.method) + "), which torch.save never writes");
  }
  uint64_t start = DataOffset(e);
  if (!verify) {
    PRead(dst, e.size, start);
    return;
  }
  // Chunked so the CRC runs over bytes still in cache from the read.
  uint32_t crc = 0;
  auto* p = static_cast<unsigned char*>(dst);
  for (uint64_t off = 0; off < e.size; off += kChunk) {
    uint64_t n = std::min<uint64_t>(kChunk, e.size - off);
    PRead(p + off, n, start + off);
    crc = Crc32(crc, p + off, n);
  }
  if (crc != e.crc) Fail("record '" + e.name + "' fails its CRC-32 check (the data is corrupted)");
  e.checked = true;
}

std::string ZipArchive::ReadString(const Entry& e, bool verify) const {
  std::string s(e.size, '\0');
  Read(e, s.data(), verify);
  return s;
}

void ZipArchive::VerifyRest() const {
  std::vector<unsigned char> buf;
  for (const Entry& e : entries_) {
    if (e.checked || e.method != 0) continue;
    uint64_t start = DataOffset(e);
    uint32_t crc = 0;
    buf.resize(std::min<uint64_t>(kChunk, e.size));
    for (uint64_t off = 0; off < e.size; off += kChunk) {
      uint64_t n = std::min<uint64_t>(kChunk, e.size - off);
      PRead(buf.data(), n, start + off);
      crc = Crc32(crc, buf.data(), n);
    }
    if (crc != e.crc) Fail("record '" + e.name + "' fails its CRC-32 check (the data is corrupted)");
    e.checked = true;
  }
}

}  // namespace tr
