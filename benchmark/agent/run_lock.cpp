#include "agent/run_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace kc::agent {

RunLock::RunLock(const std::string& folder) : folder_(folder) {
  const std::filesystem::path path = std::filesystem::path(folder).string() + ".lock";
  std::filesystem::create_directories(path.parent_path());
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd_ < 0) throw std::runtime_error("cannot open the lock " + path.string() + ": " + std::strerror(errno));
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    const int err = errno;
    char pid[32] = {0};
    const ssize_t n = ::pread(fd_, pid, sizeof pid - 1, 0);
    ::close(fd_);
    fd_ = -1;
    if (err != EWOULDBLOCK)
      throw std::runtime_error("cannot lock " + path.string() + ": " + std::strerror(err));
    std::string holder = n > 0 ? std::string(pid, size_t(n)) : "";
    while (!holder.empty() && (holder.back() == '\n' || holder.back() == ' ')) holder.pop_back();
    throw std::runtime_error(folder + " is in use by another live session" +
                             (holder.empty() ? "" : " (process " + holder + ")") +
                             ": one run id, task and configuration take one session at a time; wait for it to end "
                             "or choose another run id");
  }
  const std::string me = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0) (void)!::pwrite(fd_, me.data(), me.size(), 0);
}

RunLock::~RunLock() {
  if (fd_ >= 0) ::close(fd_);
}

} // namespace kc::agent
