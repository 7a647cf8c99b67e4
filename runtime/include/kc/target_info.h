// The static description of a target, as hwgen emits it into the generated sources. Everything
// generic (assembler, disassembler, simulator loop, docs lookup, CLI) works from these tables.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "kc/timing_rules.h"
#include "kc/work_kinds.h"

namespace kc {

class Machine;
struct Decoded;

// One contiguous run of an operand's encoded value inside the instruction word:
// word bits [wordLsb, wordLsb+width) hold value bits [valueLsb, valueLsb+width).
struct FieldPiece {
  uint8_t wordLsb;
  uint8_t width;
  uint8_t valueLsb;
};

enum class OperandKind : uint8_t {
  Register,   // a register of `regFile`; encoded value = register index
  Immediate,  // an integer expression; encoded value = value / scale
  PcRel,      // a code address; encoded value = (target - pc) / scale
  Enum,       // one of `enumNames`; encoded value = its index
  RegUnion,   // a register of any of `unionCodes`' files; encoded value = its code there
};

// `count` registers of file `regFile`: register first + j * step encodes as base + j * stride in
// a RegUnion.
struct RegCodeInfo {
  int16_t regFile;
  uint32_t base;
  uint16_t first;
  uint16_t count;
  uint16_t stride;
  uint16_t step;
};

struct OperandInfo {
  const char* name;         // as in the syntax, without '$'
  OperandKind kind;
  int16_t regFile;          // Register: index into TargetInfo::regFiles, else -1
  uint8_t bits;             // width of the encoded value
  bool isSigned;            // Immediate/PcRel: two's complement field
  int32_t scale;            // Immediate/PcRel: value must be a multiple of this
  const FieldPiece* pieces; // where the encoded value sits in the word
  uint8_t numPieces;
  bool optional;            // may be omitted at the end of the operand list
  int64_t defaultValue;     // value used when omitted
  const char* const* enumNames;
  uint16_t numEnumNames;
  // Immediate: names accepted and printed for particular values (valueNames[i] is namedValues[i]).
  const char* const* valueNames = nullptr;
  const int64_t* namedValues = nullptr;
  uint16_t numValueNames = 0;
  bool omitWhenDefault = false;  // optional, and left out of printed text when it has its default
  // RegUnion: the member files and their codes.
  const RegCodeInfo* unionCodes = nullptr;
  uint8_t numUnionCodes = 0;
};

// The register a RegUnion code names (false: none of its members), and the code of register
// `reg` of file `file` (-1: not a member).
bool unionRegister(const OperandInfo& op, uint64_t code, int& file, int& reg);
int64_t unionCode(const OperandInfo& op, int file, int reg);

struct ParamInfo {
  const char* name;
  int64_t defaultValue;
  int64_t minValue;
  int64_t maxValue;
  const char* doc;
};

struct RegFileInfo {
  const char* name;            // e.g. "gp"
  const char* const* regNames; // canonical name of each register (printing)
  uint16_t count;
  uint16_t bits;               // width of one register
  const char* elemType;        // "u32", "bf16", "f32", ...
  int16_t zeroReg;             // hard-wired zero register, or -1
  // Extra accepted spellings: aliasNames[i] names register aliasRegs[i].
  const char* const* aliasNames;
  const uint16_t* aliasRegs;
  uint16_t numAliases;
  size_t stateOffset;          // byte offset of register 0 in the machine state
  const char* doc;
  int16_t storageMemory = -1;  // the byte memory holding the registers, or -1 (machine state)
  // Lanes per register, given parameter values (RegisterFile's Length); null: one.
  int64_t (*lanesOf)(const int64_t* params) = nullptr;
  // Register i is storageSize bytes at storageOffset + i * storageStride (stride 0: memory bytes /
  // count; size 0: the stride).
  uint32_t storageOffset = 0;
  uint32_t storageStride = 0;
  uint32_t storageSize = 0;
};

struct MemoryInfo {
  const char* name;        // e.g. "vsram"; also the assembler section name
  const char* elemType;    // storage format of one addressable unit ("bf16", "u8", ...)
  uint32_t elemBytes;      // bytes per addressable unit
  int64_t (*sizeOf)(const int64_t* params); // addressable units, given parameter values
  bool isCode;             // instructions are fetched from this memory
  const char* doc;
};

struct UnitInfo {
  const char* name;
  uint16_t count;          // identical copies that can be busy at once
  const char* doc;
  int16_t dispatch = -1;   // the dispatch stage its micro-operations leave through, or -1
};

// A dispatch stage several units share: at most `width` micro-operations leave it per cycle,
// in program order.
struct DispatchInfo {
  const char* name;
  uint16_t width;
  const char* doc;
};

// A register, state variable or memory an instruction reads or writes, for the scoreboard.
struct AccessInfo {
  enum Space : uint8_t { RegFile, State, Memory } space;
  uint16_t index;      // register file / state / memory
  int8_t operand;      // RegFile: the operand naming the register, or -1
  int32_t constIndex;  // RegFile: a fixed register, or -1 (with operand -1: any register)
  bool write;
};

// Per-instruction timing, evaluated once when a program is loaded.
using TimingFn = int64_t (*)(const int64_t* params, const int64_t* operands);
// Timing that reads architectural state (a vector length, a register group size): evaluated
// each time the instruction issues, before it executes.
using RunTimingFn = int64_t (*)(Machine& m, const int64_t* operands);
using ExecFn = void (*)(Machine& m, const Decoded& d);

struct InstrInfo {
  const char* mnemonic;
  const char* syntax;       // operand part, e.g. "$rd, $rs1, $imm"; literals must match
  const OperandInfo* operands;
  uint8_t numOperands;
  uint8_t sizeBytes;
  uint64_t match;           // word & mask == match identifies the instruction
  uint64_t mask;
  int16_t unit;             // index into TargetInfo::units
  TimingFn latency;
  TimingFn interval;
  ExecFn exec;
  const char* summary;
  const char* hwdLocation;  // "mynpu.hwd:123"
  const AccessInfo* accesses = nullptr;
  uint8_t numAccesses = 0;
  // Returns the first constraint these operands break, or nullptr.
  const char* (*checkOperands)(const int64_t* params, const int64_t* operands) = nullptr;
  // The same for the constraints that name no parameter: the assembler checks those at the
  // program's line. Operand values are as decoded (a code address for PcRel).
  const char* (*checkAssembled)(const int64_t* operands) = nullptr;
  // Micro-operations it splits into (each occupies a copy of the unit for `interval` cycles;
  // the latency counts from the last one); nullptr: one.
  TimingFn uops = nullptr;
  // Run-time versions of latency, interval and uops, where they read state; nullptr: the
  // load-time figure holds.
  RunTimingFn runLatency = nullptr;
  RunTimingFn runInterval = nullptr;
  RunTimingFn runUops = nullptr;
  // States this instruction updates in a chain the hardware pipelines (an accumulator it adds
  // into, sticky flags it ORs into, an element pointer it resets): these accesses neither wait
  // nor make the next chained access wait; other readers and writers wait for the last update.
  const uint16_t* chains = nullptr;
  uint8_t numChains = 0;
  // A taken branch takes effect after this many further instructions (its delay slots) have run.
  uint8_t delaySlots = 0;
  // In an exposed pipeline, the latency of the write to a register operand where it differs from
  // the instruction's (a post-incremented pointer against a loaded value): per operand, 0 = the
  // instruction's.
  const uint16_t* operandLatencies = nullptr;
  // Bundled targets: bit k set when slot k accepts this instruction (its encoding is that
  // slot's width); the slots of it and of its variants (the same mnemonic and syntax defined for
  // other slots); and the next variant in their ring (itself when it has none).
  uint32_t slotMask = 0;
  uint32_t variantSlots = 0;
  uint16_t nextVariant = 0;
  // Its semantics may write the pc (a branch, a jump, a call): a bundle holds one such.
  bool writesPc = false;
  // Exposed pipelines: per operand, the cycles after issue its register is read (ReadStage),
  // 0 at issue; null when every operand is read at issue.
  const uint16_t* operandReadStages = nullptr;
  // Exposed pipelines: per register file, the cycles until a write to it that no operand's
  // WriteLatency covers lands (0: the instruction's latency); per memory, the cycles after issue
  // the instruction reads it (an accumulator kept in memory, read late). Null: none.
  const uint16_t* fileWriteLatencies = nullptr;
  const uint16_t* memoryReadStages = nullptr;
};

// A VLIW issue slot of a bundled target.
struct SlotInfo {
  const char* name;
  uint8_t bits;        // width inside a bundle; the instructions it accepts are this wide
  int16_t nop;         // the instruction that fills it when a bundle leaves it empty, or -1
  const char* doc;
};

// A bundle format: its tag at bit 0 and any further fixed fields (together `match` under `mask`,
// as low and high 64-bit halves), slot k at bit offsets[k] upwards; every other bit is zero.
struct BundleFormatInfo {
  const char* name;
  uint8_t bits;            // 8..128, whole bytes
  const uint8_t* slots;    // indices into TargetInfo::slots, in bit order
  const uint8_t* offsets;
  uint8_t numSlots;
  const char* doc;
  uint64_t match[2];
  uint64_t mask[2];
};

// A peak rate of the roofline bound (Performance.td's Peak): one copy of `unit` completes at most
// elements(params) items of `work` in `format` every cycles(params) cycles.
struct PeakInfo {
  WorkKind work;
  const char* format;        // element type name, e.g. "f32"
  int16_t unit;              // index into TargetInfo::units
  int64_t (*elements)(const int64_t* params);
  int64_t (*cycles)(const int64_t* params);
  const char* via;           // the instructions that reach it
  const char* source;        // where the figures come from, or "chosen"
};

// A path tensors cross between memories and the units (Performance.td's MemoryPath): at best
// readBytes per readCycles and writeBytes per writeCycles, reads and writes sharing it.
struct MemoryPathInfo {
  const char* name;
  const uint16_t* memories;  // indices into TargetInfo::memories
  uint8_t numMemories;
  int64_t (*readBytes)(const int64_t* params);
  int64_t (*readCycles)(const int64_t* params);
  int64_t (*writeBytes)(const int64_t* params);
  int64_t (*writeCycles)(const int64_t* params);
  const char* via;
  const char* source;
  const char* doc;
};

// A pseudo-instruction expands to real instructions. Each case holds when `when` does
// (nullptr: always); its lines are assembly with $operand references.
struct PseudoCase {
  bool (*when)(const int64_t* operands);
  const char* const* lines;
  uint8_t numLines;
};

struct PseudoInfo {
  const char* mnemonic;
  const char* syntax;
  const OperandInfo* operands; // pieces unused
  uint8_t numOperands;
  const PseudoCase* cases;
  uint8_t numCases;
  const char* summary;
};

// A short program that shows one timing rule at work (Docs.td's RuleExample): the manual runs it
// through the simulator under the rule's sub-section.
struct RuleExampleInfo {
  TimingRule rule;
  const char* program;
  const char* doc;  // what the program sets up, one sentence, or ""
};

struct TargetInfo {
  const char* name;
  const char* title;
  const char* summary;
  const ParamInfo* params;
  uint16_t numParams;
  const RegFileInfo* regFiles;
  uint16_t numRegFiles;
  const MemoryInfo* memories;
  uint16_t numMemories;
  const UnitInfo* units;
  uint16_t numUnits;
  const InstrInfo* instrs;
  uint16_t numInstrs;
  const PseudoInfo* pseudos;
  uint16_t numPseudos;
  const char* const* commentStarts; // line comments, e.g. ";" and "//"
  uint8_t numCommentStarts;
  uint8_t codeAddressUnit;  // bytes per code address step (1: byte-addressed pc, 4: word index)
  bool littleEndian;
  const char* docMarkdown;  // the generated ISA manual
  const char* docJson;      // the per-instruction index for doc search
  uint8_t issueWidth = 1;   // instructions issued per cycle at most
  bool endsAtEndOfCode = true;  // else only halt() ends a run normally
  // Checks parameter constraints; returns the broken one's text, or nullptr.
  const char* (*checkParams)(const int64_t* params) = nullptr;
  std::unique_ptr<Machine> (*newMachine)(const TargetInfo& self, std::vector<int64_t> params) = nullptr;
  uint16_t numStates = 0;
  bool numericRegisters = false;  // a register operand may be written as its number
  uint16_t elfMachine = 0;        // ELF e_machine of its executables; 0: no ELF support
  uint8_t addressBits = 32;       // ELFCLASS32 or ELFCLASS64
  uint32_t elfFlags = 0;          // e_flags of executables written
  // A build-attributes section for executables written, when elfAttributesSection is not empty:
  // "TAG=VALUE" entries (odd tags strings, even tags numbers) under one vendor.
  const char* elfAttributesSection = "";
  uint32_t elfAttributesType = 0;
  const char* elfAttributesVendor = "";
  const char* const* elfAttributes = nullptr;
  uint16_t numElfAttributes = 0;
  const DispatchInfo* dispatches = nullptr;
  uint16_t numDispatches = 0;
  // A short program the manual runs through the simulator to show the model at work, or "".
  const char* timingExample = "";
  // Strings that separate statements on one line (RISC-V's ';'); see Target.td.
  const char* const* statementSeparators = nullptr;
  uint8_t numStatementSeparators = 0;
  // No interlocks: a register write becomes visible `latency` cycles after its instruction
  // issues, one instruction a cycle; reads before then see the old value.
  bool exposedPipeline = false;
  // Semantics run after every instruction at no cost in cycles (zero-overhead loop hardware
  // comparing pc with a loop end); nullptr: none.
  ExecFn afterEachInstruction = nullptr;
  // The manual's prompt form, for a model's system prompt: the machine, the assembly syntax and
  // one line per instruction or family of variants (kc::manualPrompt fills in the shared syntax).
  const char* docPrompt = nullptr;
  // VLIW bundles: with formats, each step of the program is one bundle of slot instructions
  // (kc/bundle.h); formats are sorted by size.
  const SlotInfo* slots = nullptr;
  uint8_t numSlots = 0;
  const BundleFormatInfo* formats = nullptr;
  uint8_t numFormats = 0;
  // Names of the special state, in the order AccessInfo::index counts them (numStates).
  const char* const* stateNames = nullptr;
  // Worked examples of the timing rules, at most one per rule.
  const RuleExampleInfo* ruleExamples = nullptr;
  uint16_t numRuleExamples = 0;
  // AfterEachInstruction's semantics in the manual's pseudo-code, or nullptr when there are none.
  const char* afterEachText = nullptr;
  // The machine's peak rates and memory paths, for the roofline bound (kc/peak_rates.h).
  const PeakInfo* peaks = nullptr;
  uint16_t numPeaks = 0;
  const MemoryPathInfo* memoryPaths = nullptr;
  uint16_t numMemoryPaths = 0;
  // How the disassembler prints a bundle: the text between its slots, and whether empty slots
  // print as their no-ops.
  const char* bundleSeparator = "; ";
  bool printSlotNops = false;
  bool bundled() const { return numFormats > 0; }
};

// The registry of compiled-in targets; generated code registers each target at start-up.
const TargetInfo* findTarget(std::string_view name);
std::vector<const TargetInfo*> allTargets();
struct TargetRegistration {
  explicit TargetRegistration(const TargetInfo& t);
};

} // namespace kc
