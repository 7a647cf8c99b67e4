// A simulated accelerator: architectural state, memories, the predecoded program and the
// in-order timing model. Generated targets derive from Machine and add their register state.
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/decoder.h"
#include "kc/limits.h"
#include "kc/program.h"
#include "kc/target_info.h"

namespace kc {

// Thrown by instruction semantics (bad access, trap(), illegal instruction); the run loop turns
// it into a stop with the pc and instruction attached.
struct Trap : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// An inclusive range of addresses.
struct MemRange {
  uint64_t lo, hi;
};

struct MemState {
  std::vector<uint8_t> bytes;
  uint8_t* data = nullptr;
  uint64_t size = 0;        // addressable units
  uint32_t elemBytes = 1;
  // Addresses touched by the current instruction, for the memory scoreboard (recorded only
  // when `track`): each run of contiguous accesses is one range, so that unrelated rows of a
  // strided access stay apart.
  bool track = false;
  std::vector<MemRange> rd, wr;
  uint64_t reads = 0, writes = 0;  // units moved, over the whole run
};

enum class StopReason { EndOfCode, Halted, Exited, Trap, InstructionLimit, CycleLimit, WorkLimit, WallClockLimit };
const char* toString(StopReason r);

// What one instruction address cost over a run (RunLimits::profile): how often it ran, and the
// cycles its issue waited beyond in-order issue, by what it waited for. With issue width 1, a
// run's issue cycles are the sum of executions and waits; the rest is waiting for the last results.
struct PcCost {
  uint64_t pc = 0;
  uint64_t executions = 0;
  uint64_t waitOperands = 0;  // for a register or state an earlier instruction has not yet produced
  uint64_t waitMemory = 0;    // for an earlier write, still in flight, to memory it reads
  uint64_t waitUnit = 0;      // for a free copy of its unit
  uint64_t waitDispatch = 0;  // for a slot of its unit's dispatch stage
};

// A read of a register whose write, in an exposed pipeline, had not yet landed: the program read
// the old value `cyclesEarly` cycles before the new one became visible.
struct Hazard {
  uint64_t pc = 0;
  uint64_t writerPc = 0;
  std::string reg;           // "r3"
  uint64_t cyclesEarly = 0;
  std::string reader, writer;  // the two instructions (one slot each of a bundle), as disassembled
};

// What the timing model decided for one instruction as it issued: when, on which unit, how many
// micro-operations, when its results are ready, and the cycles it waited beyond in-order issue by
// cause. Exposed pipelines and bundles never wait; their writes land at `ready`.
struct IssueEvent {
  uint64_t pc = 0;
  const Decoded* instr = nullptr;  // owned by the machine, valid while its program is loaded
  uint64_t cycle = 0;               // issue: the cycle of its first micro-operation
  uint64_t lastUop = 0;             // the cycle its last micro-operation left
  uint64_t ready = 0;               // its results are ready (latency after the last micro-op)
  int16_t unit = -1;
  uint8_t slot = 0;                 // bundles: the instruction's place in its bundle
  int32_t uops = 1, interval = 1, latency = 1;
  uint64_t waitOperands = 0, waitMemory = 0, waitUnit = 0, waitDispatch = 0;
  // The register or state whose result it waited for last (scoreboard slot, -1: none), the
  // instruction that produces it, and whether it waited for every register (UnknownRegister).
  int32_t operandSlot = -1;
  uint64_t operandWriterPc = 0;
  bool waitedForAll = false;
  // The memory and the range of an earlier write in flight it waited for (memory -1: none).
  int16_t memory = -1;
  uint64_t memoryLo = 0, memoryHi = 0;
  uint64_t memoryWriterPc = 0;
};

// Receives every IssueEvent of a run in issue order (RunLimits::events).
class IssueSink {
 public:
  virtual ~IssueSink() = default;
  virtual void issued(const IssueEvent& e) = 0;
};

struct RunLimits {
  uint64_t maxInstructions = 200'000'000;
  uint64_t maxCycles = UINT64_MAX;
  // A safety net under the instruction and cycle budgets, for instructions that each take long
  // on the host; looked at every limits::kWallClockCheckInstructions instructions.
  std::optional<std::chrono::milliseconds> maxWallTime;
  // Element operations (iterations of the loops in instruction semantics): a budget that, unlike
  // wall time, is the same on every machine, for kernels of few but heavy instructions.
  uint64_t maxWork = UINT64_MAX;
  bool timing = true;
  std::ostream* trace = nullptr;  // one line per executed instruction (formatTraceLine)
  IssueSink* events = nullptr;    // every instruction's IssueEvent
  // When set, filled with the cost of every executed instruction address, in address order.
  // Off, it costs nothing: runs with a trace or a profile take a loop of their own.
  std::vector<PcCost>* profile = nullptr;
  // When set, every exposed-pipeline hazard is recorded here (the first limits::kMaxHazards).
  std::vector<Hazard>* hazards = nullptr;
};

struct Stats {
  uint64_t cycles = 0;
  uint64_t instructions = 0;
  uint64_t work = 0;                    // element operations: loop iterations of the semantics
  std::vector<uint64_t> unitBusy;       // per TargetInfo::units
  std::vector<uint64_t> opcodeCounts;   // per TargetInfo::instrs
  std::vector<uint64_t> bytesRead;      // per TargetInfo::memories
  std::vector<uint64_t> bytesWritten;
};

struct RunResult {
  StopReason reason = StopReason::EndOfCode;
  std::string message;       // trap reason or limit description
  int exitCode = 0;          // Exited: the status the program passed to exit()
  uint64_t pc = 0;           // where the run stopped
  std::string instruction;   // disassembly of the instruction at pc, if any
  std::string sourceFile;    // where that instruction came from
  int sourceLine = 0;
  Stats stats;
};

struct RegValue {
  bool isFloat = false;
  double f = 0;
  uint64_t u = 0;
};

class Machine {
 public:
  Machine(const TargetInfo& target, std::vector<int64_t> params);
  virtual ~Machine();
  Machine(const Machine&) = delete;
  Machine& operator=(const Machine&) = delete;

  const TargetInfo& target() const { return target_; }
  const std::vector<int64_t>& params() const { return params_; }

  // Decodes the program's code, copies its code and data into the memories. Returns false
  // with `error` set when an image does not fit its memory.
  bool load(const Program& program, std::string& error);
  RunResult run(const RunLimits& limits);

  MemState& memory(int i) { return mems_[i]; }
  const MemState& memory(int i) const { return mems_[i]; }
  int findMemory(std::string_view name) const;

  // Disassembly of the loaded instruction at `pc`, or "" outside the code.
  std::string describe(uint64_t pc) const;
  // One instruction of an event (a bundle's slot alone), as disassembled.
  std::string describe(const IssueEvent& e) const;
  // A scoreboard slot's register or state name ("x5", "vl").
  std::string slotName(int32_t slot) const;
  // The source line the instruction at `pc` came from, or nullptr.
  const SourceLine* sourceOf(uint64_t pc) const;

  // A register's value; a vector register's lane (lanes(file) of them, lane 0 for scalar files).
  virtual RegValue readLane(int file, int index, int64_t lane) const = 0;
  virtual void writeLane(int file, int index, int64_t lane, const RegValue& v) = 0;
  RegValue readRegister(int file, int index) const { return readLane(file, index, 0); }
  void writeRegister(int file, int index, const RegValue& v) { writeLane(file, index, 0, v); }
  int64_t lanes(int file) const;
  // One element of a state (index 0 of a single-value state).
  virtual void writeState(int state, int64_t index, const RegValue& v) = 0;

  // --- exposed pipelines: writes land `latency` cycles after their instruction issues ---
  // Each queues the write; `latency` 0 takes the executing instruction's.
  void deferRegisterWrite(int file, int64_t index, int64_t lane, const RegValue& v, int64_t latency);
  void deferStateWrite(int state, int64_t index, const RegValue& v);
  // `n` (1..8) bytes of memory `mem` from byte offset `at`, as they will lie in memory.
  void deferMemoryWrite(int mem, uint64_t at, unsigned n, uint64_t bytes);
  // A register operand read `stage` cycles after issue: its value then, which includes the
  // writes in flight that land by that cycle. `now` is its value at issue.
  RegValue lateRegister(int file, int64_t index, int64_t lane, int64_t stage, const RegValue& now);
  // Set while a run collects hazards: generated reads then report themselves through noteRead.
  bool watchReads = false;
  enum class Space : uint8_t { Register, State, Memory };
  // A read at issue (memory: `n` bytes at byte offset `index`), checked against the writes in flight.
  void noteRead(Space space, int file, int64_t index, int64_t lane, unsigned n = 1);

  // --- used by generated semantics ---
  [[noreturn]] void memFault(int mem, uint64_t addr, bool write) const;
  [[noreturn]] void fail(const std::string& message) const;
  // Writes n bytes of memory `mem` at `addr` to the program's stream fd (1 or 2); returns n,
  // or -1 for any other fd.
  int64_t hostWrite(int fd, int mem, uint64_t addr, uint64_t n);
  void exitProgram(int code);
  // Where the program's output to fd 1 and fd 2 goes; null keeps it in capturedOutput.
  std::ostream* programStdout = nullptr;
  std::ostream* programStderr = nullptr;
  std::string capturedOutput;
  // Output of one run (fd 1 and 2 together) past maxOutputBytes is counted, not kept, so that a
  // kernel looping on write cannot grow the host's memory; the program still sees it written.
  uint64_t maxOutputBytes = limits::kMaxProgramOutputBytes;
  uint64_t outputBytes = 0;         // kept this run
  uint64_t droppedOutputBytes = 0;  // beyond the limit this run
  uint64_t work = 0;                // element operations so far this run (generated loops add to it)

  const int64_t* P = nullptr;   // parameter values, in TargetInfo::params order
  MemState* M = nullptr;        // memories, in TargetInfo::memories order
  uint64_t pc = 0;              // address of the executing instruction
  uint64_t npc = 0;             // address of the next one; semantics assign it to branch
  uint64_t bundleEnd = 0;       // bundled targets: the address after the executing bundle (pc_next)
  // Bundled targets: the address `count` bundles after `from`, stepping over the bundles there (a
  // call's return address after its delay slots); it stops early at bytes that are no bundle.
  uint64_t addressAfterBundles(uint64_t from, int count) const;
  // Exposed pipelines: the cycles after issue at which the executing instruction reads memory
  // `mem` (its ReadStage), and the `n` bytes at `at` as they will be then: the memory now with
  // every pending write due by that cycle laid over it.
  int64_t memoryReadStage(int mem) const;
  void lateMemory(int mem, uint64_t at, unsigned n, int64_t stage, uint8_t* bytes);
  bool halted = false;
  bool exited = false;
  int exitCode = 0;

 protected:
  // Per-target extra checks of a decoded instruction (register operands in range).
  virtual void resetState() = 0;

 private:
  struct Timing;
  // Observed: a trace or a profile is asked for. Special: the target has an exposed pipeline,
  // delay slots or semantics after every instruction (never plena's or coral's hot loop).
  template <bool WithTiming, bool Observed, bool Special = false>
  void loop(const RunLimits& limits, RunResult& result);
  // Exposed pipelines: lands the writes due by `cycle`; with `hazards`, records reads of `d`
  // that come before a pending write to the same register.
  void landWrites(uint64_t cycle);
  struct PendingWrite {
    uint64_t cycle;         // lands
    uint64_t issued;        // its instruction issued
    uint64_t order;         // its instruction's place in execution order
    uint64_t writerPc;
    const Decoded* writer;  // in code_ or bundleOps_, which stay put during a run
    Space space;
    uint8_t bytes;          // memory: bytes written
    int16_t file;           // register file, state or memory
    int64_t index;          // register, state element or byte offset
    int64_t lane;
    RegValue value;         // memory: the bytes in value.u
  };
  // A late operand read, kept until its cycle passes: a write executed after it that lands by
  // then would change what it read, which the simulator cannot replay.
  struct LateRead {
    uint64_t cycle, order, pc;
    int16_t file;
    int64_t index, lane;  // memory: the byte address, and the bytes read
    Space space = Space::Register;
  };
  void queueWrite(PendingWrite w, int64_t latency);
  void recordHazard(const PendingWrite& w, uint64_t readCycle);
  std::string writtenName(const PendingWrite& w) const;
  std::vector<PendingWrite> pendingWrites_;  // in the order they land (by cycle, then program order)
  std::vector<LateRead> lateReads_;
  std::vector<Hazard>* hazards_ = nullptr;   // the run's hazard list, while it collects them
  uint64_t execOrder_ = 0;                   // instructions executed this run, for PendingWrite::order
  uint64_t hazardOrder_ = 0;                 // the instruction the keys below belong to
  std::vector<std::pair<int, int64_t>> hazardKeys_;  // (space and file, index) reported for it
  uint64_t exposedCycle_ = 0;               // issue cycle of the executing instruction
  const Decoded* executing_ = nullptr;      // the executing instruction, in an exposed pipeline
  int64_t currentLatency_ = 1;
  uint64_t lastLanding_ = 0;
  // A taken branch waiting for its delay slots.
  uint64_t branchTarget_ = 0;
  int branchSlotsLeft_ = 0;
  uint64_t branchPc_ = 0;
  bool hasDelaySlots_ = false;  // some instruction of the target has delay slots
  void prepare(Decoded& d) const;
  // Bundled targets: per decode slot, the bundle that starts there (its instructions in
  // bundleOps_), one bundle issued per cycle.
  struct BundleAt {
    uint32_t first = 0;
    uint8_t count = 0;
    uint8_t sizeUnits = 1;
    int16_t format = -1;  // -1: the bytes there are no bundle
  };
  std::vector<BundleAt> bundles_;
  std::vector<Decoded> bundleOps_;
  uint64_t bundlesIssued_ = 0;
  void loadBundles(const Program& program, uint32_t granuleBytes);
  template <bool Observed>
  void bundleLoop(const RunLimits& limits, RunResult& result);
  std::string describeBundle(uint64_t at) const;

  const TargetInfo& target_;
  std::vector<int64_t> params_;
  std::vector<MemState> mems_;
  Decoder decoder_;
  std::vector<Decoded> code_;
  uint64_t codeBase_ = 0;
  uint64_t codeEnd_ = 0;
  unsigned granuleShift_ = 0;   // log2(code address units per decode slot)
  Program program_;
  std::unique_ptr<Timing> timing_;
  std::vector<PcCost> slotCosts_;   // per decode slot, during a profiled run
};

// One line of `sim --trace` and of the agents' trace: issue cycle, pc, instruction, unit and
// micro-ops, when its results are ready, and what it waited for (traceHeader names the columns).
std::string formatTraceLine(const Machine& m, const IssueEvent& e);
std::string traceHeader(const TargetInfo& target);
// A memory range as a trace names it: "mem[64..127]", or for a register file kept in memory the
// registers it covers, "v9 (vrf[144..159])" or "part of v9 (vrf[144..147])".
std::string describeRange(const Machine& m, int memory, uint64_t lo, uint64_t hi);

// Parameter values for a machine: defaults overridden by `overrides`; checks ranges and
// constraints. Returns false with `error` naming the parameter and the broken rule.
bool resolveParams(const TargetInfo& target, const std::vector<std::pair<std::string, int64_t>>& overrides,
                   std::vector<int64_t>& values, std::string& error);

} // namespace kc
