// Keeps API keys out of everything a provider returns. Servers echo requests back in error bodies
// and some quote part of a rejected key, so any long enough piece of a secret is removed too.
#pragma once

#include <string>
#include <vector>

namespace kc::llm {

// `text` with every run of at least 8 consecutive characters of any secret (or the whole secret,
// when shorter) replaced by "[redacted]". Empty secrets are ignored.
std::string redact(const std::string& text, const std::vector<std::string>& secrets);

} // namespace kc::llm
