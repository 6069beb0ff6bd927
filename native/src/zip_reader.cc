#include "zip_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

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

}  // namespace

uint32_t Crc32(uint32_t crc, const void* data, size_t n) {
  const auto* p = static_cast<const Bytef*>(data);
  while (n > 0) {
    uInt k = static_cast<uInt>(std::min<size_t>(n, 1u << 30));
    crc = static_cast<uint32_t>(crc32(crc, p, k));
    p += k;
    n -= k;
  }
  return crc;
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
