// A memory's contents kept as pages, each distinct page stored once. The memories a run starts
// from are mostly zeros and one poison pattern repeated, so a memory of megabytes costs a few
// pages, and reading it back reads the same few pages, which stay in the host's cache.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kc::bench {

class PagedImage {
 public:
  static constexpr size_t kPageBytes = 4096;

  PagedImage() = default;
  explicit PagedImage(const std::vector<uint8_t>& bytes);

  size_t size() const { return size_; }
  // Copies bytes [from, to) into `out`; the range must lie within size().
  void read(size_t from, size_t to, uint8_t* out) const;
  // Bytes held, for a cache's accounting.
  size_t storedBytes() const { return pages_.size() * kPageBytes + pageOf_.size() * sizeof(uint32_t); }

 private:
  size_t size_ = 0;
  std::vector<uint32_t> pageOf_;              // per page of the memory: its content in pages_
  std::vector<std::vector<uint8_t>> pages_;   // distinct contents, kPageBytes each (the last zero-padded)
};

} // namespace kc::bench
