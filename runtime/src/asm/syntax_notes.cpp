// The assembly syntax every target shares, stated for the manual's prompt form. It lives beside
// the assembler so that the directive list is the one the assembler reads.
#include "kc/assembler.h"

namespace kc {

namespace {

std::string spelled(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "`" : " `") + n + "`";
  return s;
}

} // namespace

std::string assemblySyntaxNotes() {
  std::vector<std::string> acting, ignored;
  assemblerDirectives(acting, ignored);
  return "- Numbers: decimal, `0x` hexadecimal, `0b` binary (`_` may separate digits), `'c'` characters. Every "
         "number operand is an integer expression: `+ - * / % << >> & | ^ ~ !`, comparisons, `&&`, `||` and "
         "parentheses as in C, over numbers and symbols (labels, `.equ`/`.set` names, and a task's `-D` symbols: "
         "its sizes, each tensor's `NAME_ADDR`, the target's parameters); "
         "`.` is the current address; `%hi(x)`, `%lo(x)`, `%pcrel_hi(sym)` and `%pcrel_lo(label)` split a value "
         "as RISC-V's `lui`/`auipc` + `addi` pairs do.\n"
         "- Labels: `name:` names the next statement's address. `1:` ... `1b`/`1f` is a numeric label, referred "
         "to as the nearest one before/after; `.L` labels stay local to their file. `/* */` comments work "
         "everywhere.\n"
         "- Directives: " + spelled(acting) + "; accepted and ignored: " + spelled(ignored) +
         ". Macros: `.macro NAME a, b=1` ... `.endm`, with `\\a` in the body replaced by the argument's text and "
         "`\\@` by a number of each expansion's own; `.exitm` leaves one early. `.rept N` ... `.endr`; "
         "`.irp x, 1, 2` ... `.endr`; `.if EXPR` / `.ifdef NAME` / `.ifndef NAME` ... `.elseif EXPR` ... `.else` ... "
         "`.endif`. `.section NAME` with a memory's name places the data that follows in that memory.\n"
         "- `read_docs{Assembly syntax}` states all of this, topic by topic, with examples in this target's "
         "instructions; each topic reads whole by its name: `read_docs{Macros}` (and what a call expands to), "
         "`.rept`, `.irp and .irpc`, `Conditional assembly`, `Expressions` (the operators and their order), `-D "
         "symbols`, `.include`, `Data and sections`.\n";
}

} // namespace kc
