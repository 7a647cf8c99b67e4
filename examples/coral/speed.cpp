// Simulator speed on Coral: instructions per second on clang-compiled ELF programs, each beside
// the wall time of qemu-riscv32 running the same file in the same run, with the ratio.
//   coral_speed PROGRAM.elf...   (QEMU_CPU in the environment overrides the QEMU cpu string)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "kc/elf.h"
#include "kc/machine.h"
#include "speed_support.h"

namespace {

using speed::Clock;
using speed::seconds;

struct SimRun {
  kc::RunResult result;
  std::string output;
  double seconds = 0;
};

SimRun simulate(const kc::TargetInfo& t, const kc::Program& prog, bool timing) {
  auto m = speed::loadedMachine(t, prog);
  std::ostringstream out;
  m->programStdout = &out;
  kc::RunLimits limits;
  limits.timing = timing;
  limits.maxInstructions = 2'000'000'000;
  SimRun r;
  auto t0 = Clock::now();
  r.result = m->run(limits);
  r.seconds = seconds(t0, Clock::now());
  r.output = out.str();
  return r;
}

// QEMU's wall time for the whole process, and what the program printed.
double runQemu(const std::string& cpu, const std::string& elf, std::string& output) {
  const std::string outFile = elf + ".qemu.out";
  const std::string cmd = "qemu-riscv32 -cpu " + cpu + " " + elf + " > " + outFile;
  auto t0 = Clock::now();
  const int rc = std::system(cmd.c_str());
  const double s = seconds(t0, Clock::now());
  std::ifstream in(outFile, std::ios::binary);
  output.assign(std::istreambuf_iterator<char>(in), {});
  std::remove(outFile.c_str());
  if (rc == -1) return -1;
  return s;
}

} // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: coral_speed PROGRAM.elf...\n");
    return 2;
  }
  const kc::TargetInfo* t = kc::findTarget("coral");
  const char* cpuEnv = std::getenv("QEMU_CPU");
  const std::string cpu = cpuEnv ? cpuEnv : "rv32,v=true,vext_spec=v1.0,vlen=128,elen=32,zbb=true";
  std::printf("%-22s %12s %10s %12s %10s %12s %10s %8s\n", "program", "instructions", "sim s", "sim MIPS",
              "timed s", "timed MIPS", "qemu s", "sim/qemu");
  int status = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string path = argv[i];
    std::ifstream in(path, std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});
    kc::Program prog;
    std::string err;
    if (!kc::readElf(*t, bytes, path, prog, err)) {
      std::fprintf(stderr, "%s\n", err.c_str());
      return 2;
    }
    const SimRun fast = simulate(*t, prog, false);
    const SimRun timed = simulate(*t, prog, true);
    std::string qemuOut;
    const double qemuS = runQemu(cpu, path, qemuOut);
    const double n = static_cast<double>(fast.result.stats.instructions);
    std::string name = path.substr(path.find_last_of('/') + 1);
    std::printf("%-22s %12.0f %10.3f %12.1f %10.3f %12.1f %10.3f %8.2f\n", name.c_str(), n, fast.seconds,
                n / fast.seconds / 1e6, timed.seconds, n / timed.seconds / 1e6, qemuS, qemuS / fast.seconds);
    if (fast.result.reason != kc::StopReason::Exited || fast.output != qemuOut) {
      std::fprintf(stderr, "%s: the simulator's run (%s, %zu bytes of output) differs from QEMU's (%zu bytes)\n",
                   name.c_str(), kc::toString(fast.result.reason), fast.output.size(), qemuOut.size());
      status = 1;
    }
  }
  std::printf("sim/qemu > 1: the simulator (timing off) is faster than QEMU on the same file; the 'timed' "
              "columns include the cycle model.\n");
  return status;
}
