// The two-pass assembler. Pass 1 runs the preprocessor, defines labels and sizes every
// statement; pass 2 replays the expanded statements with final symbol values and emits bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "asm/expr.h"
#include "asm/source.h"
#include "asm/tables.h"
#include "kc/assembler.h"
#include "kc/bundle.h"
#include "kc/limits.h"
#include "kc/numeric.h"

namespace kc::as {

struct Symbol {
  enum Kind : uint8_t { Label, Equate, Define } kind = Label;
  bool code = false;     // a code address (PcRel operands take the distance to it)
  bool pending = false;  // pass 1: the defining expression used a symbol not defined yet
  int64_t value = 0;
  uint32_t file = 0;
  int line = 0;
  int section = -1;      // a label's section (data placed after the code moves with it)
};

// Where data written into a byte-addressed code memory starts, after the code: a page, as
// linkers align a data segment.
constexpr uint64_t kCodeDataAlign = 4096;

struct Section {
  int memory = -1;
  bool code = false;
  uint32_t unitBytes = 1;  // bytes per address step
  uint32_t elemBytes = 1;  // bytes per stored element (MemoryInfo::elemBytes)
  uint64_t base = 0;
  uint64_t size = 0;       // bytes so far in this pass
  std::vector<uint8_t> bytes;
  // Byte ranges a fill-less `.org` skipped in a data memory: not part of the image, so the memory
  // keeps what it holds there (a task's tensors).
  std::vector<std::pair<uint64_t, uint64_t>> skipped;
  std::optional<num::Format> format;
  uint64_t address() const { return base + size / unitBytes; }
};

// One operand as parsed from the source.
struct ParsedOperand {
  int64_t value = 0;
  int rel = 0;
  bool undefined = false;
  size_t pos = 0, end = 0;
};

class Assembler final : public ExprHost, public PPHost {
 public:
  Assembler(const TargetInfo& target, std::string_view source, const AsmOptions& options);
  AsmResult run();

  // ExprHost
  bool lookup(std::string_view name, Value& out) override;
  static constexpr char kLocalSeparator = '\x1f';  // joins a file-local label to its file number
  std::string symbolKey(std::string_view name) const;
  uint64_t pc() const override { return pc_; }
  bool pcIsCode() const override { return cur_ >= 0 && sections_[cur_].code; }
  void notePcrelHi(int64_t offset) override { pcrelHi_[pc_] = offset; }
  bool pcrelHiAt(int64_t address, int64_t& offset) override;
  std::string undefinedHint(std::string_view name) override;
  bool lookupLocalLabel(std::string_view ref, Value& out) override;

  // PPHost
  bool evalNow(const SrcLine& l, size_t pos, size_t end, int64_t& out) override;
  bool isDefined(std::string_view name) override { return symbols_.count(std::string(name)) != 0; }
  void report(const SrcLine& l, size_t pos, const std::string& message, const std::string& hint) override;

 private:
  struct Flat {
    SrcLine line;
    uint32_t pos;        // where the statement starts, after its labels
    int section;         // current section after it
    uint64_t growth;     // bytes it added to that section in pass 1
  };
  // One instruction of a bundle as written: its line, where its mnemonic and operands are, and
  // what it names.
  struct BundlePart {
    const SrcLine* line = nullptr;
    std::string_view text;  // the statement's text, cut at the end of this instruction
    size_t wordPos = 0, operandsPos = 0;
    int form = 0;           // instruction index, or -(pseudo index + 1)
    std::string name;       // the mnemonic as written
    std::vector<int> forms; // every instruction form the operands fit, `form` first
  };
  struct Expansion {
    size_t col;          // the pseudo-instruction's mnemonic on the real line
    std::string name;
    std::string text;    // the expanded line being assembled
  };

  // assembler.cpp
  size_t defineLabels(const SrcLine& l);
  bool localLabelDefinition(Cursor& c);
  std::string localLabelKey(std::string_view digits, uint32_t instance) const;
  void defineSymbol(std::string_view name, size_t pos, Symbol::Kind kind, const Value& v);
  void statement(std::string_view text, size_t pos);
  bool chooseForm(std::string_view word, std::string_view text, size_t operandsPos, size_t wordPos, int& chosen,
                  std::vector<int>* fitting = nullptr);
  void error(size_t pos, std::string message, std::string hint = {});
  // Would an error now be listed? Hints cost a search, so callers ask before making one.
  bool hintWanted() const { return (pass_ == 2 || forceReport_) && diags_.size() < limits::kMaxDiagnostics; }
  std::string mnemonicHint(std::string_view word);
  bool imageRoom(uint64_t n);
  void emit(const uint8_t* bytes, size_t n);
  void emitZeros(uint64_t n);
  void emitRepeated(const uint8_t* unit, size_t unitBytes, uint64_t count);
  Section& sec() { return sections_[cur_]; }
  bool expression(Cursor& c, Value& v);
  bool expressionItem(std::string_view text, size_t b, size_t e, Value& v);
  // The discarded section (ELF sections without "a") has no memory.
  std::string memName(int m) const {
    return m >= 0 && m < target_.numMemories ? target_.memories[m].name : "(none: a section that is not loaded)";
  }

  // instructions.cpp
  bool parseOperands(Cursor& c, const Syntax& syn, const OperandInfo* ops, uint8_t numOps, const char* mnemonic,
                     size_t wordPos, ParsedOperand* out);
  bool parseOperand(Cursor& c, const OperandInfo& op, ParsedOperand& out);
  void instruction(uint16_t index, size_t wordPos, Cursor& c);
  // `slot`: the slot the word takes in its bundle, or -1 on a target without bundles.
  void encodeOperands(uint16_t index, size_t wordPos, Cursor& c, uint64_t& word, int slot = -1);
  void checkConstraints(const InstrInfo& in, const ParsedOperand* ops, size_t wordPos);

  // encoding_nests.cpp
  void checkNesting(uint16_t index, const ParsedOperand* ops, size_t wordPos, uint64_t word, int slot);
  std::string operandText(const OperandInfo& op, int64_t value) const;
  void pseudo(uint16_t index, size_t wordPos, Cursor& c);
  std::string registerHint(int file, std::string_view name) const;

  // bundles.cpp
  void bundleStatement(std::string_view text, size_t wordPos);
  bool bundlePart(std::string_view text, size_t b, size_t e, BundlePart& out);
  void emitBundle(const std::vector<BundlePart>& parts);
  void unclosedBundle();

  // directives.cpp
  void directive(std::string_view word, size_t wordPos, Cursor& c);
  int resolveSection(std::string_view name) const;
  bool formFits(int form, std::string_view operands) const;
  // How well instruction `index`'s operands take the text at `operandsPos`: 2 they parse and
  // fit, 1 they parse but a value is out of range, 0 they do not parse. Nothing is reported.
  int trialFit(uint16_t index, std::string_view text, size_t operandsPos);
  void retryWithOtherForms(const std::vector<BundlePart>& parts, std::vector<uint16_t>& instrs, BundlePacking& packing,
                           PackResult& r);
  int64_t unionCodeOf(const OperandInfo& op, std::string_view name) const;
  std::string_view registerText(Cursor& c) const;
  std::string unionMembersText(const OperandInfo& op) const;
  int sectionOperand(std::string_view spelled, Cursor& c);
  void setSection(int m);
  void pushSection(std::string_view spelled, Cursor& c);
  void popSection(size_t wordPos, Cursor& c);
  int firstDataSection() const;
  void integerData(std::string_view dir, size_t wordPos, Cursor& c, unsigned size);
  void stringData(size_t wordPos, Cursor& c, bool terminate);
  void floatData(Cursor& c, unsigned size);
  void valueData(Cursor& c);
  void space(size_t wordPos, Cursor& c);
  void fill(size_t wordPos, Cursor& c);
  void common(size_t wordPos, Cursor& c);
  void align(std::string_view dir, size_t wordPos, Cursor& c);
  void org(size_t wordPos, Cursor& c);
  void equate(Cursor& c);
  bool byteMemory(std::string_view dir, size_t wordPos);
  bool elementValue(std::string_view text, size_t b, size_t e, double& f, int64_t& i, bool& isInt);
  bool encodeElement(const Section& s, size_t pos, bool isInt, int64_t i, double f, uint8_t* out);

  const TargetInfo& target_;
  const Tables& tables_;
  std::string_view source_;
  const AsmOptions& options_;
  std::vector<std::string> files_;
  std::unordered_map<std::string, Symbol> symbols_;
  // GNU numeric local labels: how many "N:" of each file the current pass has passed.
  std::unordered_map<std::string, uint32_t> localLabelsSeen_;
  uint64_t localLabelDefs_ = 0;
  std::vector<Section> sections_;
  int cur_ = -1;
  int prev_ = -1;     // the section before the last switch, for .previous
  std::vector<std::pair<int, int>> sectionStack_;  // .pushsection: (section, previous) to return to
  int discard_ = -1;  // the section non-loaded ELF sections (.note.*, .comment) write into
  // On a target whose byte-addressed code memory is its only data memory, .data, .rodata and .bss
  // collect here and are placed after all code (at the next 4 KiB boundary), as a linker would
  // place them, rather than between the instructions they are written among.
  int codeData_ = -1;
  int pass_ = 1;
  uint64_t pc_ = 0;
  std::unordered_map<uint64_t, int64_t> pcrelHi_;
  std::vector<Flat> flat_;
  Program program_;
  const Preprocessor* pp_ = nullptr;

  const SrcLine* line_ = nullptr;
  Expansion* expansion_ = nullptr;
  int expansionDepth_ = 0;
  bool forceReport_ = false;
  bool trial_ = false;        // errors are only noted in trialFailed_: a form is being tried
  bool trialFailed_ = false;
  std::vector<std::pair<uint32_t, Diagnostic>> diags_;  // with the line's stream position
  uint64_t unlisted_ = 0;       // errors past limits::kMaxDiagnostics
  std::unordered_map<std::string, std::string> mnemonicHints_;  // "did you mean" per unknown word
  uint64_t imageBytes_ = 0;     // bytes of all sections in this pass
  size_t statementPos_ = 0;     // where the current statement starts, for size errors
  std::unordered_set<uint64_t> linesWithErrors_;
  // A bundle written over several lines between '{' and '}': its instructions so far.
  bool braceOpen_ = false;
  const SrcLine* braceLine_ = nullptr;
  size_t bracePos_ = 0;
  std::vector<BundlePart> braceParts_;
  bool braceFull_ = false;  // it passed kMaxBundleSlots instructions (reported; the rest are dropped)
};

} // namespace kc::as
