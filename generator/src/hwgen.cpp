// hwgen: reads an accelerator description (.hwd) through TableGen, builds the validated
// target model, and runs one registered backend.
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TableGen/Main.h>
#include <llvm/TableGen/Record.h>

#include "bit_ranges.h"
#include "model.h"
#include "registry.h"

using namespace llvm;

namespace hwgen {
std::vector<Generator>& generators() {
  static std::vector<Generator> g;
  return g;
}
} // namespace hwgen

static cl::opt<std::string> genName("gen", cl::desc("Backend to run (--gen=list shows them)"), cl::init("check"));

static bool runGenerator(raw_ostream& os, RecordKeeper& records) {
  const hwgen::Generator* gen = nullptr;
  for (const auto& g : hwgen::generators())
    if (g.name == genName) gen = &g;
  if (!gen) {
    errs() << "hwgen: unknown backend '" << genName << "'; available:\n";
    for (const auto& g : hwgen::generators()) errs() << "  " << g.name << "  " << g.description << "\n";
    return true;
  }
  hwgen::TargetModel model;
  model.hwdFile = records.getInputFilename();
  if (!hwgen::buildModel(records, model)) return true;
  return !gen->fn(model, os);
}

static bool checkOnly(const hwgen::TargetModel&, raw_ostream&) { return true; }
static hwgen::GenRegistration checkGen("check", "validate the description and write nothing", checkOnly);

// TableGen keeps its input file and -I options to itself; the bit range check, which must run
// before TableGen parses, reads them from the command line the same way.
static std::vector<std::string> includeDirsOf(int argc, char** argv) {
  std::vector<std::string> dirs;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "-I" && i + 1 < argc) dirs.push_back(argv[++i]);
    else if (a.rfind("-I", 0) == 0 && a.size() > 2) dirs.push_back(a.substr(a[2] == '=' ? 3 : 2));
  }
  return dirs;
}

static std::string inputFileOf(int argc, char** argv) {
  std::string input;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "-I" || a == "-o" || a == "-d" || a == "-D") ++i;
    else if (a.empty() || a[0] != '-') input = a;
  }
  return input;
}

int main(int argc, char** argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "KernelCraft target generator\n");
  if (genName == "list") {
    for (const auto& g : hwgen::generators()) outs() << g.name << "  " << g.description << "\n";
    return 0;
  }
  if (!hwgen::checkBitRanges(inputFileOf(argc, argv), includeDirsOf(argc, argv))) return 1;
  return TableGenMain(argv[0], &runGenerator);
}
