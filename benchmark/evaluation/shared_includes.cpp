#include "evaluation/shared_includes.h"

#include <map>
#include <mutex>
#include <utility>

#include "kc/input_file.h"
#include "kc/limits.h"

namespace kc::bench {

namespace {

// Paths a kernel names are its own choice: beyond this many, ones that are no shared include are
// not remembered, so a stream of hostile kernels cannot grow the map without end.
constexpr size_t kMaxRemembered = 4096;

std::mutex gMutex;
std::map<std::pair<std::string, std::string>, std::shared_ptr<const std::string>> gFiles;

} // namespace

std::shared_ptr<const std::string> sharedInclude(const std::string& sharedDir, const std::string& path) {
  const std::pair<std::string, std::string> key{sharedDir, path};
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gFiles.find(key);
    if (it != gFiles.end()) return it->second;
  }
  std::shared_ptr<const std::string> text;
  if (kc::pathUnderRoots(path, {sharedDir})) {
    kc::InputFile f = kc::readInputFile(path, kc::limits::kMaxIncludeFileBytes);
    if (f.ok) text = std::make_shared<const std::string>(std::move(f.text));
  }
  std::lock_guard<std::mutex> lock(gMutex);
  if (text || gFiles.size() < kMaxRemembered) gFiles.emplace(key, text);
  return text;
}

} // namespace kc::bench
