// The preprocessor: reads files and includes, strips comments, and expands .macro, .rept,
// .irp and conditional assembly, handing the assembler one logical line at a time.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "kc/assembler.h"

namespace kc::as {

struct SrcLine {
  std::string_view text;    // without comments; may be the result of macro substitution
  std::string_view source;  // shown under diagnostics; same columns as `text`
  uint32_t file = 0;        // index into the assembler's file names
  int line = 0;
  uint32_t seq = 0;         // position in the expanded stream, to order diagnostics
  int32_t origin = -1;      // the macro call this line comes from (Preprocessor::origin), or -1
  uint32_t col = 0;         // the column in `source` of text[0]: a statement after a separator
};

// Where a macro was called, for messages about lines of its body.
struct MacroOrigin {
  std::string macro;
  uint32_t file = 0;
  int line = 0;
};

// What the preprocessor needs from the assembler.
class PPHost {
 public:
  virtual ~PPHost() = default;
  // Evaluates text[pos, end) as an expression whose symbols must already be defined;
  // reports problems itself and returns false.
  virtual bool evalNow(const SrcLine& l, size_t pos, size_t end, int64_t& out) = 0;
  virtual bool isDefined(std::string_view name) = 0;
  virtual void report(const SrcLine& l, size_t pos, const std::string& message, const std::string& hint) = 0;
};

// Splits a line into its labels and first word: labels end at `labelsEnd`; the word (empty
// when the line has none) starts at `wordPos`.
void scanHead(std::string_view text, size_t& labelsEnd, std::string_view& word, size_t& wordPos);

class Preprocessor {
 public:
  Preprocessor(const TargetInfo& target, const AsmOptions& options, PPHost& host, std::vector<std::string>& files);
  ~Preprocessor();
  void start(std::string_view mainSource);
  // The next line for the assembler; a line holding a preprocessor directive or macro call
  // comes back cut down to its labels.
  bool next(SrcLine& out);
  const MacroOrigin& origin(int32_t i) const { return origins_[static_cast<size_t>(i)]; }

 private:
  struct Frame;
  struct Cond;
  struct Macro;

  void pushFile(std::string_view text, uint32_t file, std::string path);
  void pushStatements(const SrcLine& l, std::vector<SrcLine>& lines, size_t maxLines);
  void popFrame();
  bool active() const;
  bool handleDirective(const SrcLine& l, std::string_view word, size_t wordPos);
  bool handleConditional(const SrcLine& l, std::string_view word, size_t wordPos);
  bool collectBody(const SrcLine& opener, size_t openerPos, const char* what, std::vector<SrcLine>& body);
  void defineMacro(const SrcLine& l, size_t pos);
  void expandMacro(const Macro& m, const SrcLine& l, size_t wordPos, size_t argsPos);
  void include(const SrcLine& l, size_t wordPos, size_t pos);
  void rept(const SrcLine& l, size_t wordPos, size_t pos);
  void irp(const SrcLine& l, size_t wordPos, size_t pos, bool perChar);
  std::string_view store(std::string s);
  // Limits (kc/limits.h): each reports at `l` and, when it is global, ends the assembly.
  uint64_t linesLeft() const;
  bool fitsLineLimit(const SrcLine& l, size_t pos, const char* what, uint64_t count, size_t bodyLines);
  bool substituted(const SrcLine& at, size_t pos, const std::string& what, std::string_view text,
                   const std::vector<std::string>& names, const std::vector<std::string>& values, std::string& buf,
                   SrcLine& line);
  void stop(const SrcLine& l, size_t pos, const std::string& message, const std::string& hint);
  bool readInclude(const SrcLine& l, size_t namePos, const std::string& path, std::optional<std::string>& text,
                   bool& refused);

  const TargetInfo& target_;
  const AsmOptions& options_;
  PPHost& host_;
  std::vector<std::string>& files_;
  std::vector<std::string> commentStarts_;
  std::vector<std::string> separators_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::vector<Cond> conds_;
  std::unordered_map<std::string, std::unique_ptr<Macro>> macros_;
  std::deque<std::string> arena_;
  std::vector<MacroOrigin> origins_;
  uint32_t seq_ = 0;
  uint64_t macroCount_ = 0;
  uint64_t expandedBytes_ = 0;  // text produced by substitution so far
  uint64_t includedBytes_ = 0;  // bytes of included files read so far
};

} // namespace kc::as
