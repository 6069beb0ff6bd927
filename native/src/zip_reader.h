// Reading the zip archives that torch.save and torch.jit.save write: the central directory
// (zip64 included) is parsed with every offset checked against the file's size, and each
// record is read with its CRC-32 checked in the same pass (libtorch's own reader skips it,
// so a flipped bit in tensor data would otherwise load silently).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tr {

class ZipArchive {
 public:
  struct Entry {
    std::string name;
    uint64_t localHeader = 0;
    uint64_t size = 0;  // bytes in the file (the record's size unless compressed)
    uint32_t crc = 0;
    uint16_t method = 0;
    mutable bool checked = false;
  };

  // Opens `path` and reads its central directory. Throws std::runtime_error saying what is
  // wrong (without the path; callers add it).
  explicit ZipArchive(const std::string& path);
  ~ZipArchive();
  ZipArchive(const ZipArchive&) = delete;
  ZipArchive& operator=(const ZipArchive&) = delete;

  const std::vector<Entry>& entries() const { return entries_; }
  const Entry* Find(const std::string& name) const;
  uint64_t fileSize() const { return size_; }

  // Reads the record's `size` bytes into dst; with `verify`, checks its CRC-32 while reading.
  void Read(const Entry& e, void* dst, bool verify) const;
  std::string ReadString(const Entry& e, bool verify) const;
  // Checks the CRC-32 of every record not read (with verify) so far.
  void VerifyRest() const;
  // Where the record's bytes start in the file (it must be stored, not compressed), and the
  // open file, for mapping records into memory instead of reading them.
  uint64_t StoredOffset(const Entry& e) const;
  int fd() const { return fd_; }
  // Checks the CRC-32 of a record's bytes already in memory (a mapping of the file).
  void VerifyInMemory(const Entry& e, const void* data) const;

 private:
  void PRead(void* dst, uint64_t n, uint64_t offset) const;
  uint64_t DataOffset(const Entry& e) const;

  int fd_ = -1;
  uint64_t size_ = 0;
  std::vector<Entry> entries_;
  std::unordered_map<std::string, size_t> byName_;
};

// CRC-32 (zip/gzip polynomial) of n bytes continuing from `crc`.
uint32_t Crc32(uint32_t crc, const void* data, size_t n);

}  // namespace tr
