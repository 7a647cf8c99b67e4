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
