// Small helpers shared by the C++-emitting backends.
#pragma once

#include <string>

#include "model.h"

namespace hwgen {

std::string cString(const std::string& s);         // a C++ string literal
std::string baseName(const std::string& path);
// Description text fit for a // comment: one line, not ending in a backslash that would splice
// the next line of code into the comment.
std::string commentText(const std::string& s);
std::string hwdLocation(const TargetModel& m, llvm::SMLoc loc);  // "mynpu.hwd:12"
std::string genNamespace(const TargetModel& m);     // "kc::gen_mynpu"
std::string regStorageType(const RegFileM& f);
std::string stateStorageType(const StateM& s);
std::string generatedBanner(const TargetModel& m, const char* what);

// The low `bits` bits of `v` as binary digits, most significant first: "0110".
std::string binaryDigits(uint64_t v, int bits);

} // namespace hwgen
