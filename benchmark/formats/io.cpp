#include "formats/io.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "formats/input_error.h"
#include "kc/input_file.h"
#include "kc/limits.h"

namespace kcli {

namespace {

// Regular files and standard input only, each up to the input cap: a FIFO, a device or a link
// to one is refused by name instead of blocking or filling memory.
std::string readAll(const std::string& path) {
  constexpr uint64_t cap = kc::limits::kMaxInputFileBytes;
  const kc::InputFile f = path == "-" ? kc::readInputStream(*std::cin.rdbuf(), "standard input", cap)
                                      : kc::readInputFile(path, cap);
  if (!f.ok) badInput(f.error);
  return f.text;
}

void writeAll(const std::string& path, const char* data, size_t size) {
  if (path == "-") {
    std::cout.write(data, static_cast<std::streamsize>(size));
    std::cout.flush();
    if (!std::cout) badInput("cannot write standard output");
    return;
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) badInput("cannot create '" + path + "': " + std::strerror(errno));
  out.write(data, static_cast<std::streamsize>(size));
  out.close();
  if (!out) badInput("cannot write '" + path + "': " + std::strerror(errno));
}

} // namespace

std::string displayName(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::string readText(const std::string& path) { return readAll(path); }

std::vector<uint8_t> readBytes(const std::string& path) {
  std::string s = readAll(path);
  return std::vector<uint8_t>(s.begin(), s.end());
}

void writeText(const std::string& path, const std::string& text) { writeAll(path, text.data(), text.size()); }

void writeBytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  writeAll(path, reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

std::string extensionOf(const std::string& path) {
  size_t slash = path.find_last_of('/');
  size_t dot = path.find_last_of('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
  std::string ext = path.substr(dot);
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext;
}

} // namespace kcli
