// File access for the commands; "-" means standard input or output everywhere.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kcli {

// The name diagnostics use for `path`: "<stdin>" for "-".
std::string displayName(const std::string& path);

// Whole contents of `path` (or stdin); throws CliError naming the file when it cannot be read.
std::string readText(const std::string& path);
std::vector<uint8_t> readBytes(const std::string& path);

// Replaces `path` (or writes stdout); throws CliError naming the file on failure.
void writeText(const std::string& path, const std::string& text);
void writeBytes(const std::string& path, const std::vector<uint8_t>& bytes);

// Lower-case extension including the dot (".npy"), or "" when there is none.
std::string extensionOf(const std::string& path);

} // namespace kcli
