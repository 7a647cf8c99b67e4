// Settings that come from the environment: API keys live only there, never in files or flags.
#pragma once

#include <string>

namespace kc::llm {

// The variable's value, or "" when it is unset.
std::string envOr(const char* name, const std::string& fallback = "");

// `url` without trailing slashes, so "{base}/path" never doubles them.
std::string trimTrailingSlashes(std::string url);

} // namespace kc::llm
