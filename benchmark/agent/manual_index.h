// The target's generated manual cut into sections by its headings, for searching it line by
// line and reading one instruction or section whole.
#pragma once

#include <string>
#include <vector>

#include "kc/target_info.h"

namespace kc::agent {

struct ManualSection {
  std::string name;      // an instruction's mnemonic, a helper's name, or a section's title
  std::string heading;   // the heading line as written
  int level = 0;         // number of '#'
  size_t firstLine = 0;  // index of the heading line; the section runs to `endLine` (exclusive)
  size_t endLine = 0;
};

struct ManualIndex {
  std::vector<std::string> lines;
  std::vector<ManualSection> sections;   // in manual order
  std::vector<size_t> sectionOfLine;     // innermost section holding each line (or SIZE_MAX)
};

// Built once per target (the manual is fixed for the process).
const ManualIndex& manualIndex(const kc::TargetInfo& target);

// The section whose name is `name`, ignoring case; nullptr when none.
const ManualSection* findSection(const ManualIndex& index, const std::string& name);

} // namespace kc::agent
