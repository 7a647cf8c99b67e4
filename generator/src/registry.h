// Backends register themselves by name, each a small plug-in around hwgen's one main.
#pragma once

#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace hwgen {

struct TargetModel;

using GenFn = bool (*)(const TargetModel& model, llvm::raw_ostream& os);  // true on success

struct Generator {
  std::string name;
  std::string description;
  GenFn fn;
};

std::vector<Generator>& generators();

struct GenRegistration {
  GenRegistration(const char* name, const char* description, GenFn fn) {
    generators().push_back({name, description, fn});
  }
};

} // namespace hwgen
