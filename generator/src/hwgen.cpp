// hwgen: reads an accelerator description (.hwd) through TableGen, builds the validated
// target model, and runs one registered backend.
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/InitLLVM.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TableGen/Main.h>
#include <llvm/TableGen/Record.h>

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

int main(int argc, char** argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "KernelCraft target generator\n");
  if (genName == "list") {
    for (const auto& g : hwgen::generators()) outs() << g.name << "  " << g.description << "\n";
    return 0;
  }
  return TableGenMain(argv[0], &runGenerator);
}
