// Data directives and sections (directives.cpp): which memory data goes into, and how it is written.
#include "asm/syntax_snippet.h"
#include "asm/syntax_topics.h"
#include "kc/numeric.h"

namespace kc::as {

namespace {

const std::string kIndent = "    ";

int codeMemory(const TargetInfo& t) {
  for (uint16_t m = 0; m < t.numMemories; ++m)
    if (t.memories[m].isCode) return m;
  return -1;
}

// Where `.data` goes, as the assembler chooses it: the first memory that neither holds the code
// nor stores a register file; -1 when there is none (data then follows the code).
int dataMemory(const TargetInfo& t) {
  for (uint16_t m = 0; m < t.numMemories; ++m) {
    if (t.memories[m].isCode) continue;
    bool holdsRegisters = false;
    for (uint16_t f = 0; f < t.numRegFiles; ++f) holdsRegisters |= t.regFiles[f].storageMemory == m;
    if (!holdsRegisters) return m;
  }
  return -1;
}

std::string memoryList(const TargetInfo& t) {
  std::string s;
  for (uint16_t m = 0; m < t.numMemories; ++m)
    s += std::string(m ? ", `" : "`") + t.memories[m].name + "`" + (t.memories[m].isCode ? " (the code)" : "");
  return s;
}

// Data of a byte memory: integers of each width, text, a float, alignment.
void byteData(const ExampleIsa& isa, Snippet& s) {
  const std::string order = isa.target().littleEndian ? "little-endian" : "big-endian";
  s.value("table:", "table", "its address");
  s.line(kIndent + ".word 1, 2, 0x30", "three 4-byte words, " + order);
  s.line(kIndent + ".half -1", "2 bytes");
  s.line(kIndent + ".byte 'k', 0");
  s.line(kIndent + ".float 1.5", "IEEE binary32");
  s.line(kIndent + ".asciz \"ok\"", "the text and a 0 byte");
  s.line(kIndent + ".balign 8", "zeros up to a multiple of 8");
  s.value("buffer:", "buffer");
  s.line(kIndent + ".space 16", "16 zero bytes");
}

// Data of a memory of wider elements: one element per value, in the memory's format.
void elementData(const ExampleIsa& isa, const MemoryInfo& m, Snippet& s) {
  const std::optional<num::Format> f = num::parseFormat(m.elemType ? m.elemType : "");
  const std::string type = m.elemType ? m.elemType : "";
  s.value("table:", "table", "its address");
  if (f && f->isFloat()) {
    s.line(kIndent + ".value 1.5, -2, 0.25", "one " + type + " element each");
    s.line(kIndent + ".float 3", "one " + type + " element too");
  } else if (f) {
    s.line(kIndent + ".value 1, 2, 0x30", "one " + type + " element each");
  }
  s.line(kIndent + ".space 4", "four elements of 0");
  s.value("buffer:", "buffer", "in " + type + " elements");
  s.line(kIndent + ".space 2");
  (void)isa;
}

} // namespace

SyntaxTopic dataTopic(const ExampleIsa& isa) {
  const TargetInfo& t = isa.target();
  const int code = codeMemory(t), data = dataMemory(t);
  const bool dataAfterCode = data < 0 && code >= 0 && t.memories[code].elemBytes == 1;
  SyntaxTopic topic;
  topic.title = "Data and sections";
  std::string where;
  if (data >= 0) {
    where = "`.data` and `.bss` (and `.section .data`, `.section .rodata` and the like) go to `" +
            std::string(t.memories[data].name) + "`. ";
  } else if (dataAfterCode) {
    where = "`.data` and `.bss` (and `.section .data`, `.section .rodata` and the like) go to `" +
            std::string(t.memories[code].name) + "` too, after all the code, from the next multiple of 4096 bytes; "
            "`.section " + t.memories[code].name + "` would put data among the instructions. ";
  }
  topic.text =
      "Instructions go into the code memory; `.text` returns there. `.section NAME` with the name of one of this "
      "target's memories (" + memoryList(t) + ") puts what follows into that memory. " + where +
      "`.pushsection NAME` and `.popsection` switch and come back, `.previous` returns to the section before. "
      "The data of a memory other than the code starts at its address 0, and a label there takes the address in "
      "that memory's units (elements of its format); `.org ADDRESS` there, without a fill value, moves on to "
      "ADDRESS and leaves the units passed over out of the program, so a table can sit at a free address. "
      "Under `kernelcraft eval` a kernel's data must not overlap the task's tensors or constants.\n\n"
      "| directive | writes |\n|---|---|\n"
      "| `.byte`, `.half` (`.short`, `.hword`, `.2byte`), `.word` (`.long`, `.4byte`), `.dword` (`.quad`, "
      "`.8byte`) | integers of 1, 2, 4 and 8 bytes, in the target's byte order; byte memories only |\n"
      "| `.ascii \"TEXT\"`, `.asciz \"TEXT\"` (`.string`) | the bytes of TEXT (C escapes); `.asciz` adds a 0 byte |\n"
      "| `.float X`, `.double X` | in a byte memory IEEE binary32 or binary64; elsewhere one element of the "
      "memory's format, as `.value` |\n"
      "| `.value X, ...` | one element of the memory's format per value: an integer expression, or a decimal "
      "number with a point or an exponent (`1.5`, `-2e-3`), `inf` or `nan`; floats round to nearest even |\n"
      "| `.space N[, FILL]` (`.skip`, `.zero`) | N units (bytes, elements or code words) of FILL, 0 by default |\n"
      "| `.fill COUNT[, SIZE[, VALUE]]` | COUNT copies of VALUE in SIZE bytes (1 by default); byte memories only |\n"
      "| `.align N`, `.p2align N` | zeros up to an address that is a multiple of 2^N; in a byte memory a second "
      "operand is the padding byte |\n"
      "| `.balign N` | the same up to a multiple of N (a power of two) |\n"
      "| `.org ADDRESS[, FILL]` | units of FILL (0 by default) up to ADDRESS, never backwards |\n"
      "| `.comm NAME, SIZE[, ALIGN]` | SIZE zero bytes where `.bss` goes, labelled NAME |\n\n"
      "Sizes and counts (`.space`, `.fill`, the alignments, `.org`) must use symbols defined above them. `.end` "
      "ends the assembly.";
  Snippet s;
  std::string lead;
  const MemoryInfo* mem = nullptr;
  if (data >= 0) {
    mem = &t.memories[data];
    s.line(kIndent + isa.set(isa.reg(0), "1"));
    s.line(".section " + std::string(mem->name));
    lead = "Code, data in `" + std::string(mem->name) + "`, and code again:";
  } else if (dataAfterCode) {
    mem = &t.memories[code];
    s.line(kIndent + isa.set(isa.reg(0), "1"));
    s.line(".data", "after the code, wherever it is written");
    lead = "Code, data, and code again:";
  }
  if (mem) {
    if (mem->elemBytes == 1) byteData(isa, s);
    else elementData(isa, *mem, s);
    s.line(".text");
    // A label after the code is out of an immediate's reach; one at the start of a memory is not.
    if (data >= 0) s.line(kIndent + isa.set(isa.reg(1), "buffer"), "a data label is a number: its address");
    else s.line(kIndent + isa.set(isa.reg(1), "2"));
    topic.examples.push_back(SyntaxExample{lead, s.shown(isa), {}, {}});
  }
  return topic;
}

} // namespace kc::as
