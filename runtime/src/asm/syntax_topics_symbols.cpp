// Labels, numeric labels, expressions, -D symbols and .equ: what names and numbers are.
#include "asm/syntax_snippet.h"
#include "asm/syntax_topics.h"

namespace kc::as {

namespace {

const std::string kIndent = "    ";

SyntaxExample example(const ExampleIsa& isa, std::string lead, const Snippet& s) {
  SyntaxExample e;
  e.lead = std::move(lead);
  e.code = s.shown(isa);
  return e;
}

// "`li`" or, for a target without an instruction that takes an immediate, a phrase.
std::string setName(const ExampleIsa& isa) {
  return isa.setMnemonic().empty() ? "`.equ`" : "`" + isa.setMnemonic() + "`";
}

} // namespace

SyntaxTopic labelsTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = "Labels";
  t.text =
      "`name:` gives `name` the address of the statement that follows it, in the memory being assembled into. A "
      "label may stand on a line of its own or before a statement, and several may stand together. A name starts "
      "with a letter, `_`, `.` or `$` and goes on with letters, digits, `_`, `.` and `$`. Label and symbol names "
      "are case-sensitive; mnemonics, register names, directives and macro names are not. A label may be used "
      "before the line that defines it (the assembler reads the program twice), but it is defined only once. This "
      "target's code addresses count " + isa.codeUnits() + ", so the difference of two code labels is a number of " +
      isa.codeUnits() + ". Labels that start with `.L` belong to the file that defines them: an included file may "
      "use the same `.L` names as the file that includes it.";
  const std::string a = isa.reg(0), b = isa.reg(1);
  Snippet s;
  s.line("loop:", "labels the next statement");
  s.line(kIndent + isa.set(a, "5"));
  if (isa.branches()) {
    s.line(kIndent + isa.branch(a, "loop"), "a label as a branch target: the assembler works out the offset");
    s.line("done: " + isa.set(b, "0"), "a label before a statement on its line");
  } else {
    s.line("done: " + isa.set(b, "done - loop"), "a label before a statement on its line, and in an operand");
  }
  s.value(".equ LENGTH, done - loop", "LENGTH", "a distance in " + isa.codeUnits());
  t.examples.push_back(example(
      isa, "Labels in code, with " + setName(isa) + (isa.branches() ? " and `" + isa.branchMnemonic() + "`" : "") + ":", s));
  return t;
}

SyntaxTopic numericLabelsTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = "Numeric labels";
  t.text =
      "A label of digits only, such as `1:`, may be defined again and again. `1b` refers to the nearest `1:` "
      "before it (a `1:` on the same line counts), `1f` to the nearest `1:` after it. Numeric labels suit loops "
      "inside macros and `.rept` blocks, where a named label would be defined twice. Each file counts its own, "
      "and they are not part of the program's symbols.";
  const std::string a = isa.reg(0), b = isa.reg(1), c = isa.reg(2);
  Snippet s;
  s.line("1:  " + isa.set(a, "3"));
  if (isa.branches()) {
    s.line(kIndent + isa.branch(a, "1b"), "back to the 1: above");
    s.line(kIndent + isa.branch(a, "1f"), "on to the next 1:");
  } else {
    s.line(kIndent + isa.set(b, "1f - 1b"), "from the 1: above to the next one");
  }
  s.line("1:  " + isa.set(c, "0"), "1: once more");
  s.value(".equ SECOND, 1b", "SECOND", "the address of the second 1:");
  t.examples.push_back(example(isa, "Two definitions of `1:`:", s));
  return t;
}

SyntaxTopic expressionsTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = "Expressions";
  t.text =
      "Every number an operand or a directive takes is an integer expression, computed in 64 bits (two's "
      "complement; overflow wraps). Numbers are decimal (a leading `0` does not make octal), `0x` hexadecimal or "
      "`0b` binary, with `_` allowed between digits (`1_000`); `'c'` is a character's code, with C escapes "
      "(`'\\n'`, `'\\x41'`). Symbols are labels, `.equ`/`.set` names and `-D` symbols; `.` is the address of the "
      "statement it is in. The operators, from the first to bind to the last (C's order):\n\n"
      "| operators | meaning |\n|---|---|\n"
      "| `-x` `+x` `~x` `!x` | negate, plus, bitwise not, logical not (1 when x is 0, else 0) |\n"
      "| `*` `/` `%` | multiply; divide and remainder, which truncate toward zero as in C (dividing by 0 is an "
      "error) |\n"
      "| `+` `-` | add, subtract |\n"
      "| `<<` `>>` | shift by the right operand modulo 64; `>>` keeps the sign |\n"
      "| `<` `<=` `>` `>=` | signed comparison: 1 or 0 |\n"
      "| `==` `!=` | equal, not equal: 1 or 0 |\n"
      "| `&` | bitwise and |\n"
      "| `^` | bitwise exclusive or |\n"
      "| `\\|` | bitwise or |\n"
      "| `&&` | logical and: 1 or 0 |\n"
      "| `\\|\\|` | logical or: 1 or 0 |\n\n"
      "Operators of one row group from the left (`8 - 2 - 1` is 5), parentheses as usual. As in C, `1 << 4 + 1` "
      "is `1 << 5` and `x & 3 == 0` is `x & (3 == 0)`: write `(x & 3) == 0`. Both sides of `&&` and `||` are "
      "always computed. `%hi(x)` and `%lo(x)` split a 32-bit value for an instruction pair that sets the upper 20 "
      "bits and adds a signed 12-bit part: `%lo(x)` is the low 12 bits of x read as signed (-2048..2047) and "
      "`%hi(x)` the upper 20 bits, one more when `%lo(x)` is negative, so that `(%hi(x) << 12) + %lo(x)` is x "
      "(modulo 2^32). `%pcrel_hi(sym)` is `%hi(sym - .)`, and `%pcrel_lo(label)` the `%lo` of the offset that "
      "the `%pcrel_hi` of the instruction at `label` computed. Every target accepts them.";
  Snippet s;
  s.line(".equ ROWS, 3");
  s.value(".equ COLS, 1 << 4", "COLS");
  s.value(".equ SIZE, ROWS * COLS + 2", "SIZE", "* before +");
  s.value(".equ MASK, ~0xF & 0xFF", "MASK");
  s.value(".equ QUOT, -7 / 2", "QUOT", "division truncates toward zero");
  s.value(".equ REM, -7 % 2", "REM");
  s.value(".equ BOTH, COLS > 8 && ROWS != 0", "BOTH");
  s.value(".equ CHAR, 'A' + 1", "CHAR");
  s.value(".equ HI, %hi(0x12345FFF)", "HI", "", true);
  s.value(".equ LO, %lo(0x12345FFF)", "LO");
  s.line("here:");
  s.line(kIndent + isa.set(isa.reg(0), "SIZE - 1"), "operands take expressions too");
  s.value(".equ STEP, . - here", "STEP", "`.` is the address of this statement");
  t.examples.push_back(example(isa, "Operators at work; each note gives the value the assembler computes:", s));
  return t;
}

SyntaxTopic definesTopic(const ExampleIsa& isa) {
  const TargetInfo& target = isa.target();
  SyntaxTopic t;
  t.title = "-D symbols";
  std::string params;
  for (uint16_t i = 0; i < target.numParams && i < 4; ++i) params += std::string(i ? ", `" : "`") + target.params[i].name + "`";
  if (target.numParams > 4) params += " and the others";
  t.text =
      "`kernelcraft asm -t " + std::string(target.name) + " kernel.s -D N=64 -D CHECK` defines symbols before the "
      "first line: `NAME=VALUE` with an integer VALUE, or `NAME` alone for 1; `kernelcraft sim` takes `-D` "
      "(`--define`) the same way. A `-D` symbol is used like an `.equ` name. This is how a task's configuration "
      "reaches a kernel: `kernelcraft eval`, `kernelcraft sim --task` and an agent's tools assemble the kernel with "
      "a `-D` symbol for each size of the task (a matrix product's `M`, `K`, `N`), for each tensor's address in "
      "its memory (`A_ADDR` for tensor `A`), for each constant the layout places in memory (`NAME_ADDR`), for "
      "each parameter of the target at the configuration's value" +
      (params.empty() ? std::string() : " (" + params + ")") +
      ", and `MX_SCALE_OFFSET` where MXFP8 tensors keep their scales. `kernelcraft doc TARGET --task NAME --config C1` "
      "lists a task's symbols with their values under \"Assembler symbols\". Plain `kernelcraft asm` "
      "defines only what its `-D` options say. An `.equ` or `.set` of the same name silently replaces a `-D` "
      "value, so give a default with `.ifndef` instead.";
  Snippet s;
  s.line(".ifndef N", "no -D N=... given?");
  s.line(".equ N, 16", "then a default");
  s.line(".endif");
  if (target.numParams > 0) {
    const ParamInfo& p = target.params[0];
    s.line(".ifndef " + std::string(p.name), "a parameter, given under eval");
    s.line(".equ " + std::string(p.name) + ", " + std::to_string(p.defaultValue), "its default");
    s.line(".endif");
  }
  s.value(".equ BYTES, N * 2", "BYTES", "with no -D N=...");
  s.line(kIndent + isa.set(isa.reg(0), "BYTES"));
  t.examples.push_back(example(isa, "A kernel that also assembles on its own, without the task's symbols:", s));
  return t;
}

SyntaxTopic equatesTopic(const ExampleIsa& isa) {
  SyntaxTopic t;
  t.title = ".equ and .set";
  t.text =
      "`.equ NAME, EXPR`, `.set NAME, EXPR` and `NAME = EXPR` give a symbol a value. The three are the same here, "
      "and each may give a name a new value, which the lines after it see. EXPR may use labels defined further "
      "on. A name is either a label or a symbol, not both.";
  const std::string a = isa.reg(0), b = isa.reg(1);
  Snippet s;
  s.line(".equ ROWS, 4");
  s.line(".set COLS, ROWS * 2");
  s.value("AREA = ROWS * COLS", "AREA");
  s.line(kIndent + isa.set(a, "AREA"));
  s.line(".set COLS, 3", "a new value from here on");
  s.line(kIndent + isa.set(b, "COLS"), "3");
  s.value(".equ FINISH, finish", "FINISH", "a label defined further on");
  s.line("finish:");
  t.examples.push_back(example(isa, "Symbols:", s));
  return t;
}

} // namespace kc::as
