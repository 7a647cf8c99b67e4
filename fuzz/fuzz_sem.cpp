// Text through hwgen's semantics language: parsed as a block of semantics and checked against an
// instruction of a real description (a first line "// DEFNAME" picks it), then compiled to C++
// and printed as pseudo-code; parsed as an expression, checked as a latency and evaluated at the
// defaults. Every hwdesc/*.hwd (or only KC_FUZZ_HWD) is read through TableGen once, at start-up.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TableGen/Main.h>
#include <llvm/TableGen/Record.h>

#include "model.h"
#include "registry.h"
#include "sem_check.h"
#include "sem_cpp.h"
#include "sem_parse.h"
#include "sem_print.h"

namespace hwgen {
std::vector<Generator>& generators() {
  static std::vector<Generator> g;
  return g;
}
} // namespace hwgen

namespace {

std::vector<std::unique_ptr<hwgen::TargetModel>> gModels;

bool keepModel(llvm::raw_ostream&, llvm::RecordKeeper& records) {
  auto model = std::make_unique<hwgen::TargetModel>();
  model->hwdFile = records.getInputFilename();
  if (!hwgen::buildModel(records, *model) || model->instrs.empty()) std::abort();
  gModels.push_back(std::move(model));
  return false;
}

struct Picked {
  const hwgen::TargetModel* model;
  const hwgen::InstrM* instr;
};

Picked pickInstr(const std::string& text) {
  if (text.rfind("// ", 0) == 0) {
    const size_t nl = text.find('\n');
    const std::string name = text.substr(3, nl == std::string::npos ? std::string::npos : nl - 3);
    for (const auto& m : gModels)
      for (const hwgen::InstrM& i : m->instrs)
        if (i.defName == name) return {m.get(), &i};
  }
  const hwgen::TargetModel* m = gModels[text.size() % gModels.size()].get();
  return {m, &m->instrs[text.size() % m->instrs.size()]};
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const std::string folder = KC_SOURCE_DIR "/hwdesc";
  std::vector<std::string> files;
  if (const char* env = std::getenv("KC_FUZZ_HWD"); env && *env) {
    files.push_back(env);
  } else {
    for (const auto& e : std::filesystem::directory_iterator(folder))
      if (e.path().extension() == ".hwd") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  for (const std::string& hwd : files) {
    // TableGen reads its input and include folders from its own command-line options.
    const std::string include = folder + "/include";
    std::vector<const char*> argv = {"fuzz_sem", "-I", include.c_str(), "-I", folder.c_str(), hwd.c_str(), "-o", "/dev/null"};
    llvm::cl::ResetAllOptionOccurrences();
    llvm::cl::ParseCommandLineOptions(static_cast<int>(argv.size()), argv.data());
    llvm::TableGenMain("fuzz_sem", &keepModel);
  }
  if (gModels.empty()) std::abort();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Picked picked = pickInstr(text);
  const hwgen::TargetModel& model = *picked.model;
  const hwgen::InstrM& proto = *picked.instr;
  auto quiet = [](size_t, const std::string&) {};

  // InstrM holds syntax trees, so it is rebuilt rather than copied.
  hwgen::InstrM instr;
  instr.defName = proto.defName;
  instr.mnemonic = proto.mnemonic;
  instr.syntax = proto.syntax;
  instr.operands = proto.operands;
  instr.sizeBits = proto.sizeBits;
  instr.unit = proto.unit;
  std::vector<hwgen::SemError> errors;
  if (hwgen::parseSemProgram(text, instr.semantics, errors)) {
    hwgen::SemChecker checker(model, hwgen::SemContext::Semantics, &instr.operands, quiet);
    if (checker.checkProgram(instr.semantics, instr)) {
      hwgen::cppSemantics(model, instr, 2);
      hwgen::pseudoCode(instr.semantics);
    }
  }

  errors.clear();
  hwgen::ExprP e;
  if (hwgen::parseSemExpr(text, e, errors) && e) {
    hwgen::SemChecker checker(model, hwgen::SemContext::TimingExpr, &instr.operands, quiet);
    if (checker.checkExpr(*e)) {
      std::vector<int64_t> params;
      for (const hwgen::ParamM& p : model.params) params.push_back(p.def);
      std::vector<int64_t> operands(instr.operands.size(), 1);
      int64_t value = 0;
      hwgen::EvalFault fault;
      hwgen::tryEvalIntExpr(*e, params, operands, value, fault);
      hwgen::pseudoExpr(*e);
    }
  }
  return 0;
}
