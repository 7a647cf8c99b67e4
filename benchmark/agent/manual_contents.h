// Reading the manual by parts: its table of contents, and a section as a reader with a bounded
// view gets it (whole when it fits, else its opening text and the parts to read next). The
// read_docs tool and the MCP manual resources both read through these, with their own bounds.
#pragma once

#include <string>

#include "agent/manual_index.h"

namespace kc::agent {

// Characters of a section, heading included, as read_docs would return it whole.
size_t sectionChars(const ManualIndex& index, const ManualSection& s);

// Every top-level section with its size, every instruction group with its instruction count and
// size, and the sub-sections of the others; `bound` is what one read returns whole.
std::string tableOfContents(const ManualIndex& index, const std::string& target, size_t bound);

// The section whole when it has at most `bound` characters; otherwise its text up to its first
// sub-section followed by its sub-sections' names and sizes, to be read one by one.
std::string sectionForReading(const ManualIndex& index, const ManualSection& s, size_t bound);

} // namespace kc::agent
