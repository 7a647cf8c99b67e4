// Macros, repetition, conditional assembly and includes: the preprocessor's part (source.cpp).
#include "asm/syntax_snippet.h"
#include "asm/syntax_topics.h"
#include "kc/limits.h"

namespace kc::as {

namespace {

const std::string kIndent = "    ";

SyntaxExample example(const ExampleIsa& isa, std::string lead, const Snippet& s, std::string expansion = {},
                      std::map<std::string, std::string> files = {}) {
  SyntaxExample e;
  e.lead = std::move(lead);
  e.code = s.shown(isa, files);
  e.files = std::move(files);
  e.expansion = std::move(expansion);
  return e;
}

} // namespace

SyntaxTopic macrosTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = "Macros";
  t.text =
      "`.macro NAME PARAMS` ... `.endm` defines a macro; `NAME ARGS`, written where an instruction would stand, then "
      "assembles the lines between with each `\\param` replaced by its argument. Parameters are separated by commas "
      "(or blanks); `param=TEXT` gives one a default, `param:req` makes it required. A call separates its arguments "
      "with commas (with blanks when it has no comma and the macro takes several), and `param=TEXT` passes one by "
      "name. An argument is "
      "text and is pasted as written: `\\n-1` with n = `3` gives `3-1`, so write `(\\n) * 2` where precedence "
      "matters. In the body, `\\@` becomes the number of macro calls expanded so far in this assembly (a different "
      "number in each expansion, for labels of its own), and `\\()` becomes nothing, to end a parameter's name "
      "before text that follows (`\\reg\\()_lo`). `.exitm` ends the current expansion at once. A macro may call "
      "other macros and itself, up to " + std::to_string(limits::kMaxMacroDepth) + " deep, and is defined once "
      "only. Conditions in a body (`.if \\n <= 0`) are computed at each call.";
  const std::string a = isa.reg(0), b = isa.reg(1), c = isa.reg(2), d = isa.reg(3);
  Snippet s;
  s.line(".macro setpair first, second, value=0");
  s.line(kIndent + isa.set("\\first", "\\value"));
  s.line(kIndent + isa.set("\\second", "\\value + 1"));
  s.line(".endm");
  s.line(kIndent + "setpair " + a + ", " + b + ", 10");
  s.line(kIndent + "setpair " + c + ", " + d, "value takes its default");
  const std::string pairs = kIndent + isa.set(a, "10") + "\n" + kIndent + isa.set(b, "10 + 1") + "\n" + kIndent +
                            isa.set(c, "0") + "\n" + kIndent + isa.set(d, "0 + 1") + "\n";
  t.examples.push_back(example(isa, "Arguments and a default:", s, pairs));

  Snippet r;
  r.line(".macro countdown reg, n");
  r.line(".if \\n <= 0");
  r.line(kIndent + ".exitm", "the end of the recursion");
  r.line(".endif");
  r.line("step\\@:", "a label of this expansion's own");
  r.line(kIndent + isa.set("\\reg", "\\n"));
  r.line(kIndent + "countdown \\reg, \\n-1");
  r.line(".endm");
  r.line(kIndent + "countdown " + a + ", 2");
  const std::string steps =
      "step1:\n" + kIndent + isa.set(a, "2") + "\nstep2:\n" + kIndent + isa.set(a, "2-1") + "\n";
  t.examples.push_back(example(isa, "A macro that calls itself, with `\\@` and `.exitm`:", r, steps));
  return t;
}

SyntaxTopic reptTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = ".rept";
  t.text =
      "`.rept COUNT` ... `.endr` assembles the lines between COUNT times (`.rep` is the same). COUNT is an "
      "expression whose symbols are defined above it (a `-D` size will do); 0 assembles nothing. A `.set` inside "
      "the block can count its passes, as in the second block below; use numeric labels for labels inside it. "
      "`.rept`, `.irp` and macros may be nested in one another.";
  const std::string a = isa.reg(0), b = isa.reg(1);
  Snippet s;
  s.line(".rept 3");
  s.line(kIndent + isa.set(a, "7"));
  s.line(".endr");
  s.line(".set K, 0");
  s.line(".rept 3");
  s.line(kIndent + isa.set(b, "K * 4"));
  s.line(".set K, K + 1");
  s.line(".endr");
  std::string expansion;
  for (int i = 0; i < 3; ++i) expansion += kIndent + isa.set(a, "7") + "\n";
  for (int i = 0; i < 3; ++i) expansion += kIndent + isa.set(b, std::to_string(4 * i)) + "\n";
  t.examples.push_back(example(isa, "A repeated line, and a counter:", s, expansion));
  return t;
}

SyntaxTopic irpTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = ".irp and .irpc";
  t.text =
      "`.irp SYM, V1, V2, ...` ... `.endr` assembles the lines between once for each value, with `\\SYM` replaced "
      "by it; `.irpc SYM, TEXT` ... `.endr` once for each character of TEXT. Values are text, as macro arguments "
      "are.";
  const std::string a = isa.reg(0), b = isa.reg(1), c = isa.reg(2), d = isa.reg(3);
  Snippet s;
  s.line(".irp reg, " + a + ", " + b + ", " + c);
  s.line(kIndent + isa.set("\\reg", "0"));
  s.line(".endr");
  s.line(".irpc digit, 135");
  s.line(kIndent + isa.set(d, "\\digit"));
  s.line(".endr");
  std::string expansion;
  for (const std::string& r : {a, b, c}) expansion += kIndent + isa.set(r, "0") + "\n";
  for (const char* digit : {"1", "3", "5"}) expansion += kIndent + isa.set(d, digit) + "\n";
  t.examples.push_back(example(isa, "Registers, and digits:", s, expansion));
  return t;
}

SyntaxTopic conditionalsTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = "Conditional assembly";
  t.text =
      "`.if EXPR` assembles the lines up to the matching `.elseif`, `.else` or `.endif` when EXPR is not 0; "
      "`.elseif EXPR` tries a further condition and `.else` takes what is left. `.ifdef NAME` and `.ifndef NAME` "
      "ask whether a symbol is defined (a `-D` symbol, or an `.equ` or label above); `.ifeq EXPR` holds when EXPR "
      "is 0, and `.ifne` is `.if`. They nest. A condition is computed where it stands, so its symbols must be "
      "defined above it.";
  const std::string a = isa.reg(0);
  Snippet s;
  s.line(".ifndef UNROLL");
  s.line(".equ UNROLL, 2");
  s.line(".endif");
  s.line(".if UNROLL == 1");
  s.line(kIndent + isa.set(a, "1"));
  s.line(".elseif UNROLL == 2");
  s.line(kIndent + isa.set(a, "2"), "the line assembled");
  s.line(".else");
  s.line(kIndent + isa.set(a, "3"));
  s.line(".endif");
  t.examples.push_back(example(isa, "One of three:", s));
  return t;
}

SyntaxTopic includeTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = ".include";
  t.text =
      "`.include \"FILE\"` assembles FILE's text in place of the line. A relative name is looked for beside the "
      "including file first, then in each folder given with `-I` to `kernelcraft asm` or `sim`. Included files may "
      "include others, up to " + std::to_string(limits::kMaxIncludeDepth) + " deep and without cycles; their `.L` "
      "and numeric labels stay their own, while macros and symbols are shared. `kernelcraft eval` and `sim --task` "
      "accept a kernel's includes only from the kernel's own folder (and below it) and from the project's "
      "`tasks/targets/` folder, whose `*.inc` files hold helpers the baseline kernels share (symbolic links are "
      "followed before the check). An agent's syntax checks read includes from its workspace only.";
  Snippet inc;
  inc.line(".equ ROWS, 4");
  inc.line(".macro setrows reg");
  inc.line(kIndent + isa.set("\\reg", "ROWS"));
  inc.line(".endm");
  const std::map<std::string, std::string> files = {{"shapes.inc", inc.source()}};
  Snippet s;
  s.line(".include \"shapes.inc\"", "beside this file, or in an -I folder");
  s.line(kIndent + "setrows " + isa.reg(0));
  t.examples.push_back(example(isa, "A file `shapes.inc` holding a symbol and a macro, and a kernel that uses them:", s,
                               {}, files));
  return t;
}

} // namespace kc::as
