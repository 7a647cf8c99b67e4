// A value computed once per key and shared by every thread that asks for it: the first caller
// computes it, concurrent callers of the same key wait for that one, and later ones get it for
// the cost of a look-up. Evaluations of one task configuration share their set-up, reference
// and baseline this way.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace kc::bench {

template <class Key, class Value>
class OnceCache {
 public:
  // `maxBytes` 0: keep everything. Otherwise the oldest entries are forgotten once the values'
  // sizes, as `sizeOf` gives them, add up to more (a caller holding one keeps it alive).
  explicit OnceCache(size_t maxBytes = 0, std::function<size_t(const Value&)> sizeOf = nullptr)
      : maxBytes_(maxBytes), sizeOf_(std::move(sizeOf)) {}

  // The value for `key`, made by `make` (which returns it or throws) if no caller has made it
  // yet. A failure is remembered: every later caller gets the same exception.
  std::shared_ptr<const Value> get(const Key& key, const std::function<std::shared_ptr<const Value>()>& make) {
    std::shared_ptr<Slot> slot;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      std::shared_ptr<Slot>& s = slots_[key];
      if (!s) {
        s = std::make_shared<Slot>();
        if (maxBytes_) order_.emplace_back(key, s);
      }
      slot = s;
    }
    std::call_once(slot->once, [&] {
      try {
        slot->value = make();
      } catch (...) {
        slot->error = std::current_exception();
      }
      if (slot->value && maxBytes_) account(key, slot, sizeOf_(*slot->value));
    });
    if (!slot->value) std::rethrow_exception(slot->error);
    return slot->value;
  }

  void clear() {
    std::lock_guard<std::mutex> lock(mutex_);
    slots_.clear();
    order_.clear();
    bytes_ = 0;
  }

 private:
  struct Slot {
    std::once_flag once;
    std::shared_ptr<const Value> value;
    std::exception_ptr error;
    size_t bytes = 0;
  };

  void account(const Key& key, const std::shared_ptr<Slot>& slot, size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto mine = slots_.find(key);
    if (mine == slots_.end() || mine->second != slot) return;  // cleared or evicted meanwhile
    slot->bytes = bytes;
    bytes_ += bytes;
    // Oldest first; the newest entry stays even when it alone is over the limit.
    while (bytes_ > maxBytes_ && order_.size() > 1) {
      auto [oldKey, old] = std::move(order_.front());
      order_.pop_front();
      bytes_ -= std::min(bytes_, old->bytes);
      old->bytes = 0;
      auto it = slots_.find(oldKey);
      if (it != slots_.end() && it->second == old) slots_.erase(it);
    }
  }

  const size_t maxBytes_;
  const std::function<size_t(const Value&)> sizeOf_;
  std::mutex mutex_;
  std::map<Key, std::shared_ptr<Slot>> slots_;
  std::deque<std::pair<Key, std::shared_ptr<Slot>>> order_;  // oldest first (bounded caches only)
  size_t bytes_ = 0;
};

} // namespace kc::bench
