// One live session per run folder. Two processes working in one folder (two `kernelcraft mcp`
// servers started with the same run id, task and configuration) would rename each other's
// folder and mix their versions and records, so the second is refused while the first lives.
// The lock is an flock on FOLDER.lock beside the folder: the kernel drops it when its holder
// ends, however it ends, so a killed session never leaves a stale lock behind.
#pragma once

#include <string>

namespace kc::agent {

class RunLock {
 public:
  // Takes the lock of `folder`, or throws std::runtime_error saying which process holds it.
  explicit RunLock(const std::string& folder);
  ~RunLock();
  RunLock(const RunLock&) = delete;
  RunLock& operator=(const RunLock&) = delete;
  const std::string& folder() const { return folder_; }

 private:
  std::string folder_;
  int fd_ = -1;
};

} // namespace kc::agent
