#include "evaluation/paged_image.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace kc::bench {

namespace {

uint64_t hashPage(const uint8_t* p) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < PagedImage::kPageBytes; ++i) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
  return h;
}

} // namespace

PagedImage::PagedImage(const std::vector<uint8_t>& bytes) : size_(bytes.size()) {
  std::unordered_multimap<uint64_t, uint32_t> byHash;
  std::vector<uint8_t> page(kPageBytes);
  for (size_t at = 0; at < size_; at += kPageBytes) {
    const size_t n = std::min(kPageBytes, size_ - at);
    std::fill(std::copy(bytes.begin() + ptrdiff_t(at), bytes.begin() + ptrdiff_t(at + n), page.begin()), page.end(), 0);
    const uint64_t h = hashPage(page.data());
    uint32_t index = uint32_t(pages_.size());
    auto [first, last] = byHash.equal_range(h);
    for (auto it = first; it != last; ++it)
      if (std::memcmp(pages_[it->second].data(), page.data(), kPageBytes) == 0) index = it->second;
    if (index == pages_.size()) {
      pages_.push_back(page);
      byHash.emplace(h, index);
    }
    pageOf_.push_back(index);
  }
}

void PagedImage::read(size_t from, size_t to, uint8_t* out) const {
  while (from < to) {
    const size_t offset = from % kPageBytes;
    const size_t n = std::min(kPageBytes - offset, to - from);
    std::memcpy(out, pages_[pageOf_[from / kPageBytes]].data() + offset, n);
    out += n;
    from += n;
  }
}

} // namespace kc::bench
