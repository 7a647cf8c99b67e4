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

namespace kcli {

namespace {

std::string readAll(const std::string& path) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    if (std::cin.bad()) badInput("cannot read standard input");
    return ss.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) badInput("cannot read '" + path + "': it is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) badInput("cannot open '" + path + "': " + std::strerror(errno));
  try {
    std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) badInput("cannot read '" + path + "': " + std::strerror(errno));
    return data;
  } catch (const std::ios_base::failure& e) {
    badInput("cannot read '" + path + "': " + e.what());
  }
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
