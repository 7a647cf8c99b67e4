// The KernelCraft description vocabulary. A `.hwd` file includes this file and describes one
// accelerator with the classes below; hwgen turns the records into an assembler, a decoder,
// a simulator with a timing model and an ISA manual.

include "kernelcraft/Types.td"
include "kernelcraft/State.td"
include "kernelcraft/Encoding.td"
include "kernelcraft/Instruction.td"
include "kernelcraft/Bundles.td"
include "kernelcraft/Docs.td"
include "kernelcraft/Performance.td"

// Exactly one per file: the accelerator as a whole.
class Target<string title> {
  string Title = title;
  string Summary = "";
  // Public sources the description follows, with versions or commits.
  list<string> Sources = [];
  // Line comment starters the assembler accepts.
  list<string> CommentStarts = [";"];
  // Strings that end one statement and start another on the same line, as ';' does for GNU as
  // on RISC-V. Never a comment starter; a VLIW target whose ';' joins the slots of one bundle
  // leaves it out of this list.
  list<string> StatementSeparators = [];
  // How the disassembler prints a bundle: the text between its instructions, and whether the
  // slots it leaves empty print as their no-ops (as llvm-objdump prints AMD's AI Engine code)
  // rather than being left out. The assembler reads either.
  string BundleSeparator = "; ";
  bit PrintSlotNops = 0;
  // Bytes per step of the program counter: 1 for byte addresses, 4 for word indices.
  int CodeAddressUnit = 1;
  bit LittleEndian = 1;
  // Instructions issued per cycle at most (in-order).
  int IssueWidth = 1;
  // A short program (assembly) that the manual's performance section runs through the
  // simulator, printing each instruction's issue cycle; "" for none.
  string TimingExample = "";
  // No interlocks (an exposed pipeline): one instruction issues each cycle, and a write to a
  // register file becomes visible exactly Latency cycles after its instruction issues (or the
  // operand's WriteLatency); reads before then see the old value. Writes to states and memories
  // land the same way; an operand with a ReadStage is read that many cycles after issue. The
  // AfterEachInstruction semantics (loop hardware) read and write at once. `sim --hazards` lists
  // reads that came too early.
  bit ExposedPipeline = 0;
  // Semantics run after every instruction at no cost in cycles, reading `pc` as the address of the
  // instruction that ran and assigning `pc` to redirect: zero-overhead loop hardware, e.g.
  //   [{ if lcount > 1 && pc == lend { lcount = lcount - 1; pc = lstart; } }]
  code AfterEachInstruction = "";
  // Register operands may also be written as a bare register number ("0" for the first).
  bit NumericRegisters = 0;
  // ELF e_machine of executables for this target (0: the target has no ELF toolchain), and
  // the width of its addresses (32 or 64) for ELF class selection.
  int ElfMachine = 0;
  int AddressBits = 32;
  int ElfFlags = 0;  // e_flags of executables written
  // A build-attributes section that tools read from executables (RISC-V's .riscv.attributes
  // tells disassemblers the ISA): its name, section type, vendor, and "TAG=VALUE" entries,
  // odd tags holding strings and even tags numbers.
  string ElfAttributesSection = "";
  int ElfAttributesType = 0;
  string ElfAttributesVendor = "";
  list<string> ElfAttributes = [];
}
