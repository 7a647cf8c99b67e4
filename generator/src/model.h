// The validated target model that every backend reads. Built once from TableGen records;
// building it reports every description error at its .hwd location.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <llvm/Support/SMLoc.h>

#include "sem_ast.h"

namespace llvm {
class Record;
class RecordKeeper;
}

namespace hwgen {

struct ElemType {
  std::string name;                     // "u32", "bf16", "mxfp8", ...
  enum Kind { Int, UInt, Float, MX } kind = UInt;
  int bits = 32;
  std::string doc;
  std::string mxElem, mxScale;          // MX only; the block size is TargetModel::mxBlocks[name]
  SemType semType() const;              // the value type semantics see when reading one
  int storageBytes() const;
  std::string cppStorage() const;       // C++ type of one stored element
};

// An expression from the description (size, latency, constraint), with where it came from.
struct CodeExpr {
  std::string text;
  llvm::SMLoc loc;   // where `text` starts in the .hwd
  bool exact = true; // false: `text` was computed (!strconcat ...), `loc` is its record
  ExprP ast;         // parsed and checked
};

struct ParamM {
  std::string name, doc;
  int64_t def = 0, min = 1, max = INT32_MAX;
  CodeExpr constraint;
  llvm::SMLoc loc;
};

struct RegFileM {
  std::string name, prefix, doc;
  int count = 0;
  ElemType type;
  std::vector<std::string> names;
  std::vector<std::pair<std::string, int>> aliases;
  int zeroReg = -1;
  std::string storageName;
  int storage = -1;        // memory holding the contents, or -1: registers are machine state
  // Register i is `storageSize` bytes at offset + i * stride (stride 0: memory size / count; size 0: the stride).
  int64_t storageOffset = 0, storageStride = 0, storageSize = 0;
  CodeExpr length;         // lanes per register, over parameters
  bool vector = false;     // length is not the literal 1: semantics address rf[reg][lane]
  llvm::SMLoc loc;
};

// A composite register operand kind (RegUnion): registers first..first+count-1 of each member
// file encode as base + (i - first).
struct RegCodesM {
  int regFile = -1;
  int64_t base = 0;
  int first = 0, count = 0, stride = 1, step = 1;  // register first + j*step is code base + j*stride
  int64_t lastCode() const { return base + int64_t(count - 1) * stride; }
};
struct RegUnionM {
  std::string name, doc;
  int bits = 0;
  ElemType type;
  std::vector<RegCodesM> members;
  // The byte memory every member file lives in (addr_U gives the address), -1 for none (read_U and
  // write_U reach the registers), kMixed for members in different places (semantics see codes only).
  static constexpr int kMixed = -2;
  int storage = -1;
  llvm::SMLoc loc;
};

struct StateM {
  std::string name, doc;
  int64_t reset = 0;
  ElemType type;
  CodeExpr count;
  llvm::SMLoc loc;
};

struct MemoryM {
  std::string name, doc;
  ElemType type;
  CodeExpr size;
  bool isCode = false;
  llvm::SMLoc loc;
};

struct DispatchM {
  std::string name, doc;
  int width = 1;
};

struct UnitM {
  std::string name, doc;
  int count = 1;
  int dispatch = -1;       // index into TargetModel::dispatches, or -1
};

struct FieldPieceM {
  int wordLsb, width, valueLsb;
};

struct OperandM {
  std::string name;        // as in the syntax
  std::string kindName;    // the Operand def, e.g. "GPR"
  std::string kind;        // "reg", "imm", "pcrel", "enum", "regunion"
  int regFile = -1;
  int unionIndex = -1;     // regunion: index into TargetModel::unions
  int bits = 0;            // declared width of the value
  bool isSigned = false;
  int scale = 1;
  std::vector<std::string> enumNames;
  std::vector<std::string> unsupported;  // enum: names accepted but not supported by the hardware
  std::string unsupportedDoc;
  std::string doc;         // the instruction's own note (OperandDocs), else the kind's
  bool ownDoc = false;     // doc comes from the instruction's OperandDocs
  bool optional = false;
  int64_t optionalDefault = 0;
  bool omitWhenDefault = false;
  std::vector<std::pair<std::string, int64_t>> valueNames;  // imm: names of particular values
  std::vector<FieldPieceM> pieces;
  int fieldBits = 0;       // bits the encoding gives this operand
};

// Registers and state an instruction reads or writes, for the scoreboard. operand >= 0: the
// register its operand names; constIndex >= 0: a fixed register; both -1: any of the file.
struct AccessM {
  enum Space { RegFile, State, Memory } space;
  int index;               // register file / state / memory
  int operand = -1;
  int64_t constIndex = -1;
  bool write = false;
};

// A helper of the semantics language, declared as Function<"name(a: u32, b: f32): u32", body>.
// Functions may call those defined before them, never themselves.
struct FunctionM {
  std::string name, signature, bodyText, summary;
  std::string doc;                  // what it means for timing (required where timing calls it)
  std::vector<std::pair<std::string, SemType>> params;
  SemType result;                   // Void: returns nothing
  SemProgram body;
  int numLocals = 0;
  std::vector<AccessM> accesses;    // what calling it touches, for the scoreboard
  bool usesHalt = false, writesPc = false, usesRounding = false;
  llvm::SMLoc loc, bodyLoc;
  bool bodyExact = true;
};

struct InstrM {
  const llvm::Record* rec = nullptr;
  std::string defName, mnemonic, syntax, group, summary, description;
  std::vector<std::string> examples;
  std::vector<OperandM> operands;
  int sizeBits = 0;
  uint64_t match = 0, mask = 0;
  std::vector<int> wordBits;        // per word bit: -1 unset, 0/1 constant, 2+k: operand k
  std::vector<int> wordBitOfValue;  // unused
  SemProgram semantics;
  std::string semanticsText;
  llvm::SMLoc semanticsLoc;
  bool semanticsExact = true;
  bool noEffect = false;            // declared to change no architectural state
  CodeExpr latency, interval, uops;
  std::vector<int> chains;          // states updated in a pipelined chain (indices)
  std::vector<CodeExpr> constraints;
  int unit = -1;
  std::vector<AccessM> accesses;
  bool usesHalt = false, writesPc = false, usesRounding = false;
  int numLocals = 0;
  llvm::SMLoc loc;
  int hwdLine = 0;
  int delaySlots = 0;
  std::vector<int> operandLatency;  // per operand: cycles until its register write lands; 0: Latency's
  std::vector<int> operandReadStage;  // per operand: cycles after issue its register is read; 0: at issue
  std::vector<int> fileLatency;       // per register file: cycles until other writes to it land; 0: Latency's
  std::vector<int> memoryReadStage;   // per memory: cycles after issue it is read; 0: at issue
  uint32_t slotMask = 0;            // bundled targets: bit k set when slot k accepts it
  // Bundled targets: the slots of it and of its variants (the same mnemonic and syntax in other
  // slots), and the next of those variants in a ring (its own index when it has none).
  uint32_t variantSlots = 0;
  int nextVariant = -1;
};

// A VLIW issue slot (Bundles.td).
struct SlotM {
  std::string name, doc;
  int bits = 0;
  std::vector<int> units;  // indices into TargetModel::units
  int nop = -1;            // the instruction that fills it, or -1
  llvm::SMLoc loc;
};

// A bundle format: the tag in its low bits, then its slots upwards from `offsets[k]`.
struct FormatM {
  std::string name, doc;
  int bits = 0, tagBits = 0;
  uint64_t tag = 0;
  std::vector<int> slots;    // indices into TargetModel::slots, in bit order
  std::vector<int> offsets;  // lowest bit of each slot
  struct Field {
    int lsb, width;
    uint64_t value;
  };
  std::vector<Field> fixed;  // constant fields besides the tag
  unsigned __int128 match = 0, mask = 0;  // the tag and fixed fields: what identifies the format
  llvm::SMLoc loc;
};

struct PseudoCaseM {
  CodeExpr when;
  std::vector<std::string> lines;
};

struct PseudoM {
  const llvm::Record* rec = nullptr;
  std::string mnemonic, syntax, summary;
  std::vector<OperandM> operands;
  std::vector<PseudoCaseM> cases;
  llvm::SMLoc loc;
};

struct DocSectionM {
  std::string title, body;
  int order = 0;
};

// A worked example of a timing rule (Docs.td's RuleExample); `rule` is a kc::TimingRule name.
struct RuleExampleM {
  std::string def, rule, program, doc;
};

// A peak rate (Performance.td's Peak); `work` is a kc::WorkKind key.
struct PeakM {
  std::string def, work, format, via, source;
  int unit = -1;             // index into TargetModel::units
  CodeExpr elements, cycles;
};

// A memory path (Performance.td's MemoryPath).
struct MemoryPathM {
  std::string name, via, source, doc;
  std::vector<int> memories;
  CodeExpr readBytes, readCycles, writeBytes, writeCycles;
};

struct TargetModel {
  std::string name, title, summary, hwdFile;
  std::vector<std::string> sources, commentStarts, statementSeparators;
  int codeAddressUnit = 1;
  bool littleEndian = true;
  int issueWidth = 1;
  bool exposedPipeline = false;
  std::string bundleSeparator = "; ";  // printed between a bundle's instructions
  bool printSlotNops = false;          // the disassembler prints empty slots as their no-ops
  // Target::AfterEachInstruction as an instruction with no operands (empty semantics: none).
  InstrM afterEach;
  bool numericRegisters = false;
  int elfMachine = 0, addressBits = 32;
  int64_t elfFlags = 0, elfAttributesType = 0;
  std::string elfAttributesSection, elfAttributesVendor;
  std::vector<std::pair<int, std::string>> elfAttributes;
  std::string abiInputs, abiOutputs, abiEnding, endCondition = "end-of-code";
  std::vector<ParamM> params;
  std::vector<RegFileM> regFiles;
  std::vector<RegUnionM> unions;     // composite register operand kinds
  std::vector<StateM> states;
  std::vector<MemoryM> memories;
  std::vector<UnitM> units;
  std::vector<DispatchM> dispatches;
  std::string timingExample;
  std::vector<RuleExampleM> ruleExamples;
  std::vector<PeakM> peaks;
  std::vector<MemoryPathM> memoryPaths;
  std::vector<FunctionM> functions;
  std::vector<InstrM> instrs;
  std::vector<PseudoM> pseudos;
  std::vector<SlotM> slots;
  std::vector<FormatM> formats;      // sorted by size, declaration order within a size
  std::vector<DocSectionM> docSections;
  std::vector<ElemType> elemTypes;   // every element type defined (for docs)
  std::map<std::string, CodeExpr> mxBlocks;  // block-scaled type -> elements per scale

  int findParam(const std::string& n) const;
  int findRegFile(const std::string& n) const;
  int findUnion(const std::string& n) const;
  int findState(const std::string& n) const;
  int findMemory(const std::string& n) const;
  int findFunction(const std::string& n) const;
  int codeMemory() const;
  bool bundled() const { return !formats.empty(); }
  // What issues each step of a program, for prose: "bundle" or "instruction".
  const char* issueStep() const { return bundled() ? "bundle" : "instruction"; }
};

// Builds and validates the model; reports errors through TableGen's PrintError and returns
// false when there were any.
bool buildModel(const llvm::RecordKeeper& records, TargetModel& model);

// The registers a union takes, file by file: "r0..r31, p0..p7, lr".
std::string unionRegisters(const TargetModel& m, const RegUnionM& u);

// Whether a checked timing expression reads state or calls a function, so that it has to be
// evaluated when the instruction issues rather than when a program is loaded.
bool readsState(const Expr& e);

// The line of `loc` in its file (for "generated from" comments).
int lineOf(llvm::SMLoc loc);

} // namespace hwgen
