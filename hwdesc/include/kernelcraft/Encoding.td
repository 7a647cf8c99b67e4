// Operand kinds. Instruction encodings use LLVM's style: a `field bits<N> Inst` whose bits are
// constants or slices of per-operand `bits<K>` fields named like the operands.
//
// Overlapping encodings (README, "Overlapping encodings"): two encodings of one length that can
// take the same place (a slot both go in, on a bundled target) may overlap only by nesting, the
// inner one fixing every bit the outer one fixes, to the same value, and more. A word both match
// is the inner instruction's, and the assembler refuses the outer one's operands that would make
// it. hwgen refuses any other overlap, and encodings of different lengths whose shared first bytes
// no fixed bit tells apart.

class Operand {
  string Kind = "";
  string Doc = "";
  // An optional operand whose value is its default prints as nothing (with its separator),
  // as RISC-V's unmasked vector operand does.
  bit OmitWhenDefault = 0;
}
class Reg<RegisterFile file> : Operand {
  let Kind = "reg";
  RegisterFile File = file;
}
// `count` registers of `file` (-1: as many as the file has from `first` on), register
// first + j * step encoded as base + j * stride in a RegUnion's field: stride 1 gives a run of
// codes, a larger one interleaves files (r_i at 4i, p_i at 4i + 1).
class RegCodes<RegisterFile file, int base, int first = 0, int count = -1, int stride = 1, int step = 1> {
  RegisterFile File = file;
  int Base = base;
  int First = first;
  int Count = count;
  int Stride = stride;
  int Step = step;
}
// A `width`-bit field that names a register of any of several files, each with its own codes:
// the composite operands of ISAs whose moves reach every scalar, pointer and control register.
// Codes no member gives are not this operand's (the word decodes as something else, or as data).
// In semantics the operand's value is the code; the union's name reads and writes the register a
// code names, as a file would: `mSrc[src]` is that register's value converted to `type`, and
// `mDst[dst] = v` converts `v` to the register's own type.
class RegUnion<int width, ElementType type, list<RegCodes> members> : Operand {
  let Kind = "regunion";
  int Bits = width;
  ElementType Type = type;
  list<RegCodes> Members = members;
}
// An immediate of `bits` bits; the field holds value / Scale.
class Imm<int width, bit signed = 0, int scale = 1> : Operand {
  let Kind = "imm";
  int Bits = width;
  bit Signed = signed;
  int Scale = scale;
  // Names accepted and printed for particular values, e.g. CSR numbers: ValueNames[i] is
  // NamedValues[i].
  list<string> ValueNames = [];
  list<int> NamedValues = [];
}
// A code address written as a label; the field holds (target - pc) / Scale. The width counts the
// offset (target - pc, in code address units), not the field: PcRel<13, 2> is a signed 13-bit
// offset, even, whose field keeps its upper 12 bits (RISC-V's branches: -4096 .. 4094), so the
// field's width is Bits - log2(Scale) and hwgen refuses an encoding whose field is wider or
// narrower. An operand that is a label, or a symbol set from one (`.equ back, loop`, `.set s, L + 4`),
// is an address, encoded relative to the pc; a plain number, or a symbol set to one, is the offset
// itself, as LLVM's assembler reads `beq a0, a1, 8` (a branch 8 bytes ahead).
class PcRel<int width, int scale = 1> : Operand {
  let Kind = "pcrel";
  int Bits = width;
  bit Signed = 1;
  int Scale = scale;
}
// One of a list of names; the field holds the index.
class Enum<int width, list<string> names> : Operand {
  let Kind = "enum";
  int Bits = width;
  list<string> Names = names;
  // Names the assembler accepts (as the ISA's own assembler does) for settings this hardware
  // does not support, and what happens then; the manual lists them apart from the others.
  list<string> Unsupported = [];
  string UnsupportedDoc = "";
}

// Marks operands of the `ins` dag that may be left out at the end of an operand list.
class Optional<int default> {
  int OptionalDefault = default;
}
