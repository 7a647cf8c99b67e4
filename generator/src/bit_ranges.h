// A check TableGen itself lacks: `let F{i} = ...` with i beyond F's declared bits.
#pragma once

#include <string>
#include <vector>

namespace hwgen {

// Scans the description and the files it includes (searched in its folder, then in
// `includeDirs`); prints an error at each bit index past its field's width and returns false.
bool checkBitRanges(const std::string& mainFile, const std::vector<std::string>& includeDirs);

} // namespace hwgen
