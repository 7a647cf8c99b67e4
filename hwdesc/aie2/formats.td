// AIE2 (AI Engine ML) issue slots, slot no-ops and bundle formats, drafted in KernelCraft's vocabulary.
//
// Facts from Xilinx/llvm-aie (file @ commit, as returned by read_file):
//   llvm/lib/Target/AIE/aie2/AIE2CompositeFormats.td   @ bd07681ef7138ec73cf388d9ee02b4b8516247d7  (the 78 formats)
//   llvm/lib/Target/AIE/aie2/AIE2Slots.td              @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a  (slot widths)
//   llvm/lib/Target/AIE/aie2/AIE2InstrInfo.td          @ bd07681ef7138ec73cf388d9ee02b4b8516247d7  (NOP..NOPXM defs, mnemonics)
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrFormats.td    @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a  (nop encodings per slot)
//   llvm/lib/Target/AIE/AIEBaseInstrFormats.td         @ 287ecc304b30e6c90c690b8c9c70b03d606eaba6  (dontcare = 0)
//   llvm/utils/TableGen/CodeGenFormat.cpp              @ 065cade1a09707dd002917c6a68f2079b35e07cf  (format table order)
//   llvm/lib/Target/AIE/MCTargetDesc/AIEFormat.cpp     @ 30707775f859aa95cbe84df097821b90165c4117  (first covering format)
//   llvm/test/CodeGen/AIE/aie2/BinaryOutput/nop.mir    @ 287ecc304b30e6c90c690b8c9c70b03d606eaba6  (bytes)
//   llvm/test/CodeGen/AIE/aie2/BinaryOutput/NoAutoUpdate/nop.mir @ 34abda402f915c65c6bd67a5071884eb1aa2866c (bytes, text)
// Offsets were computed by /work/aie2-facts/formats_gen.py from a transcription of the composite classes
// (formats_src/) and checked against llvm-objdump bytes by formats_check_bytes.py. See formats.md.
//
// Bit numbering: bit 0 is the lowest bit of the bundle's first byte (the bundle is one little-endian
// word). The size tag is in the lowest bits; llvm's `{a, b, c}` puts `a` highest.

// ---- Units: one per issue slot (CONVENTIONS.md), plus NOP16 for the 16-bit format's nop (see formats.md) ----
def LDA : Unit { let Doc = "Load unit A (the lda slot): scalar and vector loads, pointer updates (padda), mova."; }
def LDB : Unit { let Doc = "Load unit B (the ldb slot): vector loads (vldb) and pointer updates (paddb)."; }
def ALU : Unit { let Doc = "The scalar ALU (the alu slot, 'x' in llvm's nop names): arithmetic, compares, indirect jumps, locks."; }
def MV : Unit { let Doc = "The move unit (the mv slot, 'm' in llvm's nop names): register moves and vector element operations."; }
def ST : Unit { let Doc = "The store unit (the st slot): scalar and vector stores, pointer updates (padds)."; }
def VEC : Unit { let Doc = "The vector unit (the vec slot): multiply-accumulate and accumulator operations."; }
def LNG : Unit { let Doc = "The long slot: 42-bit instructions (movxm, j/jl/jz/jnz with immediate target) that take the place of the alu and mv slots together."; }
def NOP16 : Unit { let Doc = "The one-bit slot of the 16-bit format: it holds only `nop`."; }

// ---- Slot no-ops (llvm: NOP, NOPA, NOPB, NOPX, NOPM, NOPS, NOPV, NOPXM; Itinerary II_NOP, isSlotNOP) ----
// Each is encoded in exactly its slot's width; only nopm and nopv have non-zero bits.
def NOP : Instruction<"nop", (ins), ""> {
  field bits<1> Inst = 0b0;
  let Unit = NOP16;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing for one cycle in the 16-bit format (a bundle of its own)";
  // llvm-objdump (BinaryOutput/nop.mir): 0: 01 00 nop
}
def NOPA : Instruction<"nopa", (ins), ""> {
  field bits<21> Inst = 0b000000000000000000000;
  let Unit = LDA;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the load-A slot";
  // llvm-objdump (BinaryOutput/nop.mir): 2: 19 00 00 00 nopa
}
def NOPB : Instruction<"nopb", (ins), ""> {
  field bits<16> Inst = 0b0000000000000000;
  let Unit = LDB;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the load-B slot";
  // llvm-objdump (BinaryOutput/nop.mir): 6: 19 00 00 38 nopb
}
def NOPX : Instruction<"nopx", (ins), ""> {
  field bits<20> Inst = 0b00000000000000000000;
  let Unit = ALU;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the scalar ALU slot";
  // llvm-objdump (BinaryOutput/nop.mir): a: 19 00 00 10 nopx
}
def NOPM : Instruction<"nopm", (ins), ""> {
  field bits<22> Inst = 0b0000000000000000111000;   // 0x38
  let Unit = MV;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the move slot";
  // llvm-objdump (BinaryOutput/nop.mir): e: 19 07 00 18 nopm
}
def NOPS : Instruction<"nops", (ins), ""> {
  field bits<21> Inst = 0b000000000000000000000;
  let Unit = ST;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the store slot";
  // llvm-objdump (BinaryOutput/nop.mir): 12: 19 00 00 08 nops
}
def NOPV : Instruction<"nopv", (ins), ""> {
  field bits<26> Inst = 0b00000000000000000111100000;   // 0x1e0
  let Unit = VEC;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the vector slot";
  // llvm-objdump (BinaryOutput/nop.mir): 16: 09 78 00 00 nopv
}
def NOPXM : Instruction<"nopxm", (ins), ""> {
  field bits<42> Inst = 0b000000000000000000000000000000000000000000;
  let Unit = LNG;
  let NoEffect = 1;
  let Group = "Nop";
  let Summary = "Do nothing in the long slot (the alu and mv slots together)";
  // llvm-objdump (BinaryOutput/nop.mir): 1a: 15 00 00 00 00 00 nopxm
}

// ---- Issue slots (llvm AIE2Slots.td: InstSlot widths) ----
def lda_slot : Slot<21, [LDA]> { let Nop = NOPA; let Doc = "Load A."; }
def ldb_slot : Slot<16, [LDB]> { let Nop = NOPB; let Doc = "Load B."; }
def alu_slot : Slot<20, [ALU]> { let Nop = NOPX; let Doc = "Scalar ALU."; }
def mv_slot : Slot<22, [MV]> { let Nop = NOPM; let Doc = "Moves."; }
def st_slot : Slot<21, [ST]> { let Nop = NOPS; let Doc = "Stores."; }
def vec_slot : Slot<26, [VEC]> { let Nop = NOPV; let Doc = "Vector unit."; }
def lng_slot : Slot<42, [LNG]> { let Nop = NOPXM; let Doc = "Long instructions, in the place of alu + mv (never in one bundle with them)."; }
// llvm's artificial 1-bit slot (AIE2Slots.td nop_slot): used by the 16-bit format and by I64_NOP_LNG only.
def nop_slot : Slot<1, [NOP16]> { let Nop = NOP; let Doc = "The 16-bit nop (and the nop that pads a long instruction to 64 bits)."; }

// ---- Bundle formats ----
// Every llvm composite format, in llvm-aie's format-table order: by size, then by slot set (a bit per slot,
// slots numbered by name: alu 0, lda 1, ldb 2, lng 3, mv 4, nop 5, st 6, vec 7). llvm encodes a bundle in the
// first format of that order that has all its slots (AIEFormat.cpp getFormat); for AIE2 no slot set has two
// candidates of the smallest size, so KernelCraft's "smallest, then first declared" gives the same choice.
// Slots are listed in llvm's operand order, which is also their order from the highest bits down and the order
// llvm-objdump prints them in. Fixed lists every constant field between the slots (all values as llvm emits
// them: don't-care bits are 0); the comment after it gives each field in binary, llvm's don't-care pattern
// (x = not checked by the hardware, per llvm's comments) and the long-slot/alu+mv selector bit.

// ---- 16-bit formats: tag 0b0001 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I16_NOP : BundleFormat<16, 4, 1, [nop_slot]> {
  let SlotOffsets = [15];
  let Fixed = [[4, 11, 0]];
  // bits 14..4 = 0b00000000000 (all don't-care)
  let Doc = "Slots: nop.";
}

// ---- 32-bit formats: tag 0b1001 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I32_ALU : BundleFormat<32, 4, 9, [alu_slot]> {
  let SlotOffsets = [7];
  let Fixed = [[27, 5, 2], [4, 3, 1]];
  // bits 31..27 = 0b00010 (pattern x0010, x = don't-care); bits 6..4 = 0b001 (pattern xx1, x = don't-care)
  let Doc = "Slots: scalar ALU.";
}
def I32_LDA : BundleFormat<32, 4, 9, [lda_slot]> {
  let SlotOffsets = [6];
  let Fixed = [[27, 5, 0], [4, 2, 1]];
  // bits 31..27 = 0b00000 (pattern x0000, x = don't-care); bits 5..4 = 0b01 (pattern x1, x = don't-care)
  let Doc = "Slots: load A.";
}
def I32_LDB : BundleFormat<32, 4, 9, [ldb_slot]> {
  let SlotOffsets = [11];
  let Fixed = [[27, 5, 7], [4, 7, 1]];
  // bits 31..27 = 0b00111 (pattern xx111, x = don't-care); bits 10..4 = 0b0000001 (pattern xxxxxx1, x = don't-care)
  let Doc = "Slots: load B.";
}
def I32_MV : BundleFormat<32, 4, 9, [mv_slot]> {
  let SlotOffsets = [5];
  let Fixed = [[27, 5, 3], [4, 1, 1]];
  // bits 31..27 = 0b00011 (pattern x0011, x = don't-care); bit 4 = 1
  let Doc = "Slots: move.";
}
def I32_ST : BundleFormat<32, 4, 9, [st_slot]> {
  let SlotOffsets = [6];
  let Fixed = [[27, 5, 1], [4, 2, 1]];
  // bits 31..27 = 0b00001 (pattern x0001, x = don't-care); bits 5..4 = 0b01 (pattern x1, x = don't-care)
  let Doc = "Slots: store.";
}
def I32_VEC : BundleFormat<32, 4, 9, [vec_slot]> {
  let SlotOffsets = [6];
  let Fixed = [[4, 2, 0]];
  // bits 5..4 = 0b00 (pattern x0, x = don't-care)
  let Doc = "Slots: vector.";
}

// ---- 48-bit formats: tag 0b101 in bits 2..0; declared in llvm-aie's order (slot set) ----
def I48_LDA_ALU : BundleFormat<48, 3, 5, [lda_slot, alu_slot]> {
  let SlotOffsets = [27, 7];
  let Fixed = [[3, 4, 3]];
  // bits 6..3 = 0b0011 (pattern x011, x = don't-care)
  let Doc = "Slots: load A, scalar ALU.";
}
def I48_LDB_ALU : BundleFormat<48, 3, 5, [ldb_slot, alu_slot]> {
  let SlotOffsets = [27, 7];
  let Fixed = [[43, 5, 2], [3, 4, 0]];
  // bits 47..43 = 0b00010 (pattern xxx10, x = don't-care); bits 6..3 = 0b0000 (pattern xx00, x = don't-care)
  let Doc = "Slots: load B, scalar ALU.";
}
def I48_LDA_LDB : BundleFormat<48, 3, 5, [lda_slot, ldb_slot]> {
  let SlotOffsets = [27, 11];
  let Fixed = [[3, 8, 15]];
  // bits 10..3 = 0b00001111 (pattern xxxx1111, x = don't-care)
  let Doc = "Slots: load A, load B.";
}
def I48_LNG : BundleFormat<48, 3, 5, [lng_slot]> {
  let SlotOffsets = [6];
  let Fixed = [[3, 3, 2]];
  // bits 5..3 = 0b010
  let Doc = "Slots: long.";
}
def I48_LDA_MV : BundleFormat<48, 3, 5, [lda_slot, mv_slot]> {
  let SlotOffsets = [27, 5];
  let Fixed = [[3, 2, 1]];
  // bits 4..3 = 0b01
  let Doc = "Slots: load A, move.";
}
def I48_LDB_MV : BundleFormat<48, 3, 5, [ldb_slot, mv_slot]> {
  let SlotOffsets = [27, 5];
  let Fixed = [[43, 5, 0], [3, 2, 0]];
  // bits 47..43 = 0b00000 (pattern xxx00, x = don't-care); bits 4..3 = 0b00
  let Doc = "Slots: load B, move.";
}
def I48_ST_ALU : BundleFormat<48, 3, 5, [st_slot, alu_slot]> {
  let SlotOffsets = [27, 7];
  let Fixed = [[3, 4, 7]];
  // bits 6..3 = 0b0111
  let Doc = "Slots: store, scalar ALU.";
}
def I48_LDA_ST : BundleFormat<48, 3, 5, [lda_slot, st_slot]> {
  let SlotOffsets = [27, 6];
  let Fixed = [[3, 3, 6]];
  // bits 5..3 = 0b110
  let Doc = "Slots: load A, store.";
}
def I48_LDB_ST : BundleFormat<48, 3, 5, [ldb_slot, st_slot]> {
  let SlotOffsets = [27, 6];
  let Fixed = [[43, 5, 1], [3, 3, 0]];
  // bits 47..43 = 0b00001 (pattern xxx01, x = don't-care); bits 5..3 = 0b000 (pattern x00, x = don't-care)
  let Doc = "Slots: load B, store.";
}

// ---- 64-bit formats: tag 0b0011 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I64_LDA_LDB_ALU : BundleFormat<64, 4, 3, [lda_slot, ldb_slot, alu_slot]> {
  let SlotOffsets = [43, 27, 7];
  let Fixed = [[4, 3, 1]];
  // bits 6..4 = 0b001
  let Doc = "Slots: load A, load B, scalar ALU.";
}
def I64_ALU_MV : BundleFormat<64, 4, 3, [alu_slot, mv_slot]> {
  let SlotOffsets = [34, 12];
  let Fixed = [[54, 10, 0], [11, 1, 1], [4, 7, 4]];
  // bits 63..54 = 0b0000000000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000100 (pattern xxxx100, x = don't-care)
  let Doc = "Slots: scalar ALU, move.";
}
def I64_NOP_LNG : BundleFormat<64, 4, 3, [nop_slot, lng_slot]> {
  let SlotOffsets = [63, 12];
  let Fixed = [[54, 9, 0], [11, 1, 0], [4, 7, 4]];
  // bits 62..54 = 0b000000000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000100 (pattern xxxx100, x = don't-care)
  let Doc = "Slots: nop, long.";
}
def I64_ST_LDB_ALU : BundleFormat<64, 4, 3, [st_slot, ldb_slot, alu_slot]> {
  let SlotOffsets = [43, 27, 7];
  let Fixed = [[4, 3, 5]];
  // bits 6..4 = 0b101
  let Doc = "Slots: store, load B, scalar ALU.";
}
def I64_LDA_LDB_ST : BundleFormat<64, 4, 3, [lda_slot, ldb_slot, st_slot]> {
  let SlotOffsets = [43, 27, 6];
  let Fixed = [[4, 2, 3]];
  // bits 5..4 = 0b11
  let Doc = "Slots: load A, load B, store.";
}
def I64_ST_MV : BundleFormat<64, 4, 3, [st_slot, mv_slot]> {
  let SlotOffsets = [43, 12];
  let Fixed = [[34, 9, 0], [4, 8, 0]];
  // bits 42..34 = 0b000000000 (all don't-care); bits 11..4 = 0b00000000 (pattern xxxxx000, x = don't-care)
  let Doc = "Slots: store, move.";
}
def I64_ALU_VEC : BundleFormat<64, 4, 3, [alu_slot, vec_slot]> {
  let SlotOffsets = [34, 6];
  let Fixed = [[54, 10, 0], [32, 2, 1], [4, 2, 2]];
  // bits 63..54 = 0b0000000000 (all don't-care); bits 33..32 = 0b01; bits 5..4 = 0b10
  let Doc = "Slots: scalar ALU, vector.";
}
def I64_LDA_VEC : BundleFormat<64, 4, 3, [lda_slot, vec_slot]> {
  let SlotOffsets = [43, 6];
  let Fixed = [[32, 11, 4], [4, 2, 2]];
  // bits 42..32 = 0b00000000100 (pattern xxxxxxxx100, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load A, vector.";
}
def I64_LDB_VEC : BundleFormat<64, 4, 3, [ldb_slot, vec_slot]> {
  let SlotOffsets = [43, 6];
  let Fixed = [[59, 5, 0], [32, 11, 0], [4, 2, 2]];
  // bits 63..59 = 0b00000 (all don't-care); bits 42..32 = 0b00000000000 (pattern xxxxxxxx000, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load B, vector.";
}
def I64_MV_VEC : BundleFormat<64, 4, 3, [mv_slot, vec_slot]> {
  let SlotOffsets = [37, 6];
  let Fixed = [[59, 5, 0], [32, 5, 6], [4, 2, 2]];
  // bits 63..59 = 0b00000 (all don't-care); bits 36..32 = 0b00110 (pattern xx110, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: move, vector.";
}
def I64_ST_VEC : BundleFormat<64, 4, 3, [st_slot, vec_slot]> {
  let SlotOffsets = [43, 6];
  let Fixed = [[32, 11, 2], [4, 2, 2]];
  // bits 42..32 = 0b00000000010 (pattern xxxxxxxx010, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: store, vector.";
}

// ---- 80-bit formats: tag 0b1011 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I80_LDA_LNG : BundleFormat<80, 4, 11, [lda_slot, lng_slot]> {
  let SlotOffsets = [59, 12];
  let Fixed = [[54, 5, 0], [11, 1, 0], [4, 7, 11]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0001011 (pattern x001011, x = don't-care)
  let Doc = "Slots: load A, long.";
}
def I80_LDB_LNG : BundleFormat<80, 4, 11, [ldb_slot, lng_slot]> {
  let SlotOffsets = [59, 12];
  let Fixed = [[75, 5, 0], [54, 5, 0], [11, 1, 0], [4, 7, 3]];
  // bits 79..75 = 0b00000 (all don't-care); bits 58..54 = 0b00000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000011 (pattern xx00011, x = don't-care)
  let Doc = "Slots: load B, long.";
}
def I80_LDA_ALU_MV : BundleFormat<80, 4, 11, [lda_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [59, 34, 12];
  let Fixed = [[54, 5, 0], [11, 1, 1], [4, 7, 11]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0001011 (pattern x001011, x = don't-care)
  let Doc = "Slots: load A, scalar ALU, move.";
}
def I80_LDB_ALU_MV : BundleFormat<80, 4, 11, [ldb_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [59, 34, 12];
  let Fixed = [[75, 5, 0], [54, 5, 0], [11, 1, 1], [4, 7, 3]];
  // bits 79..75 = 0b00000 (all don't-care); bits 58..54 = 0b00000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000011 (pattern xx00011, x = don't-care)
  let Doc = "Slots: load B, scalar ALU, move.";
}
def I80_LDA_LDB_MV : BundleFormat<80, 4, 11, [lda_slot, ldb_slot, mv_slot]> {
  let SlotOffsets = [59, 43, 12];
  let Fixed = [[34, 9, 0], [4, 8, 235]];
  // bits 42..34 = 0b000000000 (all don't-care); bits 11..4 = 0b11101011
  let Doc = "Slots: load A, load B, move.";
}
def I80_LDA_ST_ALU : BundleFormat<80, 4, 11, [lda_slot, st_slot, alu_slot]> {
  let SlotOffsets = [59, 38, 7];
  let Fixed = [[27, 11, 0], [4, 3, 7]];
  // bits 37..27 = 0b00000000000 (all don't-care); bits 6..4 = 0b111
  let Doc = "Slots: load A, store, scalar ALU.";
}
def I80_ST_LNG : BundleFormat<80, 4, 11, [st_slot, lng_slot]> {
  let SlotOffsets = [59, 12];
  let Fixed = [[54, 5, 0], [11, 1, 0], [4, 7, 19]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0010011 (pattern xx10011, x = don't-care)
  let Doc = "Slots: store, long.";
}
def I80_ST_ALU_MV : BundleFormat<80, 4, 11, [st_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [59, 34, 12];
  let Fixed = [[54, 5, 0], [11, 1, 1], [4, 7, 19]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0010011 (pattern xx10011, x = don't-care)
  let Doc = "Slots: store, scalar ALU, move.";
}
def I80_LDA_ST_MV : BundleFormat<80, 4, 11, [lda_slot, st_slot, mv_slot]> {
  let SlotOffsets = [59, 38, 12];
  let Fixed = [[34, 4, 0], [4, 8, 43]];
  // bits 37..34 = 0b0000 (all don't-care); bits 11..4 = 0b00101011 (pattern x0101011, x = don't-care)
  let Doc = "Slots: load A, store, move.";
}
def I80_ST_LDB_MV : BundleFormat<80, 4, 11, [st_slot, ldb_slot, mv_slot]> {
  let SlotOffsets = [59, 43, 12];
  let Fixed = [[34, 9, 0], [4, 8, 107]];
  // bits 42..34 = 0b000000000 (all don't-care); bits 11..4 = 0b01101011
  let Doc = "Slots: store, load B, move.";
}
def I80_LDA_ALU_VEC : BundleFormat<80, 4, 11, [lda_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [59, 34, 6];
  let Fixed = [[54, 5, 0], [32, 2, 0], [4, 2, 2]];
  // bits 58..54 = 0b00000 (all don't-care); bits 33..32 = 0b00; bits 5..4 = 0b10
  let Doc = "Slots: load A, scalar ALU, vector.";
}
def I80_LDB_ALU_VEC : BundleFormat<80, 4, 11, [ldb_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [59, 34, 6];
  let Fixed = [[75, 5, 0], [54, 5, 0], [32, 2, 2], [4, 2, 2]];
  // bits 79..75 = 0b00000 (all don't-care); bits 58..54 = 0b00000 (all don't-care); bits 33..32 = 0b10; bits 5..4 = 0b10
  let Doc = "Slots: load B, scalar ALU, vector.";
}
def I80_LDA_LDB_VEC : BundleFormat<80, 4, 11, [lda_slot, ldb_slot, vec_slot]> {
  let SlotOffsets = [59, 43, 6];
  let Fixed = [[32, 11, 29], [4, 2, 0]];
  // bits 42..32 = 0b00000011101 (pattern xxxxxx11101, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: load A, load B, vector.";
}
def I80_LNG_VEC : BundleFormat<80, 4, 11, [lng_slot, vec_slot]> {
  let SlotOffsets = [33, 6];
  let Fixed = [[75, 5, 0], [32, 1, 0], [4, 2, 1]];
  // bits 79..75 = 0b00000 (all don't-care); bit 32 = 0 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: long, vector.";
}
def I80_ALU_MV_VEC : BundleFormat<80, 4, 11, [alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [55, 33, 6];
  let Fixed = [[75, 5, 0], [32, 1, 1], [4, 2, 1]];
  // bits 79..75 = 0b00000 (all don't-care); bit 32 = 1 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: scalar ALU, move, vector.";
}
def I80_LDA_MV_VEC : BundleFormat<80, 4, 11, [lda_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [59, 37, 6];
  let Fixed = [[32, 5, 2], [4, 2, 0]];
  // bits 36..32 = 0b00010 (pattern xx010, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: load A, move, vector.";
}
def I80_LDB_MV_VEC : BundleFormat<80, 4, 11, [ldb_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [59, 37, 6];
  let Fixed = [[75, 5, 0], [32, 5, 6], [4, 2, 0]];
  // bits 79..75 = 0b00000 (all don't-care); bits 36..32 = 0b00110 (pattern xx110, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: load B, move, vector.";
}
def I80_ST_ALU_VEC : BundleFormat<80, 4, 11, [st_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [59, 34, 6];
  let Fixed = [[54, 5, 0], [32, 2, 1], [4, 2, 2]];
  // bits 58..54 = 0b00000 (all don't-care); bits 33..32 = 0b01; bits 5..4 = 0b10
  let Doc = "Slots: store, scalar ALU, vector.";
}
def I80_LDA_ST_VEC : BundleFormat<80, 4, 11, [lda_slot, st_slot, vec_slot]> {
  let SlotOffsets = [59, 38, 6];
  let Fixed = [[32, 6, 9], [4, 2, 0]];
  // bits 37..32 = 0b001001 (pattern xx1001, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: load A, store, vector.";
}
def I80_ST_LDB_VEC : BundleFormat<80, 4, 11, [st_slot, ldb_slot, vec_slot]> {
  let SlotOffsets = [59, 43, 6];
  let Fixed = [[38, 5, 0], [32, 6, 1], [4, 2, 0]];
  // bits 42..38 = 0b00000 (all don't-care); bits 37..32 = 0b000001 (pattern xx0001, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: store, load B, vector.";
}
def I80_ST_MV_VEC : BundleFormat<80, 4, 11, [st_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [59, 37, 6];
  let Fixed = [[32, 5, 4], [4, 2, 0]];
  // bits 36..32 = 0b00100 (pattern xx100, x = don't-care); bits 5..4 = 0b00
  let Doc = "Slots: store, move, vector.";
}

// ---- 96-bit formats: tag 0b0111 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I96_LDA_LDB_LNG : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, lng_slot]> {
  let SlotOffsets = [75, 59, 12];
  let Fixed = [[54, 5, 0], [11, 1, 0], [4, 7, 11]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0001011 (pattern xx01011, x = don't-care)
  let Doc = "Slots: load A, load B, long.";
}
def I96_LDA_LDB_ALU_MV : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [75, 59, 34, 12];
  let Fixed = [[54, 5, 0], [11, 1, 1], [4, 7, 11]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0001011 (pattern xx01011, x = don't-care)
  let Doc = "Slots: load A, load B, scalar ALU, move.";
}
def I96_LDA_LDB_ALU_ST : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, alu_slot, st_slot]> {
  let SlotOffsets = [75, 59, 34, 13];
  let Fixed = [[54, 5, 0], [4, 9, 19]];
  // bits 58..54 = 0b00000 (all don't-care); bits 12..4 = 0b000010011 (pattern xxxx10011, x = don't-care)
  let Doc = "Slots: load A, load B, scalar ALU, store.";
}
def I96_LDA_ST_LNG : BundleFormat<96, 4, 7, [lda_slot, st_slot, lng_slot]> {
  let SlotOffsets = [75, 54, 12];
  let Fixed = [[11, 1, 0], [4, 7, 7]];
  // bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000111 (pattern xx00111, x = don't-care)
  let Doc = "Slots: load A, store, long.";
}
def I96_ST_LDB_LNG : BundleFormat<96, 4, 7, [st_slot, ldb_slot, lng_slot]> {
  let SlotOffsets = [75, 59, 12];
  let Fixed = [[54, 5, 0], [11, 1, 0], [4, 7, 3]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000011 (pattern xx00011, x = don't-care)
  let Doc = "Slots: store, load B, long.";
}
def I96_LDA_ST_ALU_MV : BundleFormat<96, 4, 7, [lda_slot, st_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [75, 54, 34, 12];
  let Fixed = [[11, 1, 1], [4, 7, 7]];
  // bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000111 (pattern xx00111, x = don't-care)
  let Doc = "Slots: load A, store, scalar ALU, move.";
}
def I96_ST_LDB_ALU_MV : BundleFormat<96, 4, 7, [st_slot, ldb_slot, alu_slot, mv_slot]> {
  let SlotOffsets = [75, 59, 34, 12];
  let Fixed = [[54, 5, 0], [11, 1, 1], [4, 7, 3]];
  // bits 58..54 = 0b00000 (all don't-care); bit 11 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000011 (pattern xx00011, x = don't-care)
  let Doc = "Slots: store, load B, scalar ALU, move.";
}
def I96_LDA_LDB_ST_MV : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, st_slot, mv_slot]> {
  let SlotOffsets = [75, 59, 38, 12];
  let Fixed = [[34, 4, 0], [4, 8, 15]];
  // bits 37..34 = 0b0000 (all don't-care); bits 11..4 = 0b00001111 (pattern xxx01111, x = don't-care)
  let Doc = "Slots: load A, load B, store, move.";
}
def I96_LDA_LDB_ALU_VEC : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [75, 59, 34, 6];
  let Fixed = [[54, 5, 0], [32, 2, 3], [4, 2, 2]];
  // bits 58..54 = 0b00000 (all don't-care); bits 33..32 = 0b11; bits 5..4 = 0b10
  let Doc = "Slots: load A, load B, scalar ALU, vector.";
}
def I96_LDA_LNG_VEC : BundleFormat<96, 4, 7, [lda_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [75, 33, 6];
  let Fixed = [[32, 1, 0], [4, 2, 0]];
  // bit 32 = 0 (0: long slot, 1: alu+mv); bits 5..4 = 0b00
  let Doc = "Slots: load A, long, vector.";
}
def I96_LDB_LNG_VEC : BundleFormat<96, 4, 7, [ldb_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [80, 37, 6];
  let Fixed = [[79, 1, 0], [36, 1, 0], [32, 4, 10], [4, 2, 2]];
  // bit 79 = 0 (all don't-care); bit 36 = 0 (0: long slot, 1: alu+mv); bits 35..32 = 0b1010; bits 5..4 = 0b10
  let Doc = "Slots: load B, long, vector.";
}
def I96_LDA_ALU_MV_VEC : BundleFormat<96, 4, 7, [lda_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [75, 55, 33, 6];
  let Fixed = [[32, 1, 1], [4, 2, 0]];
  // bit 32 = 1 (0: long slot, 1: alu+mv); bits 5..4 = 0b00
  let Doc = "Slots: load A, scalar ALU, move, vector.";
}
def I96_LDB_ALU_MV_VEC : BundleFormat<96, 4, 7, [ldb_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [80, 59, 37, 6];
  let Fixed = [[79, 1, 0], [36, 1, 1], [32, 4, 10], [4, 2, 2]];
  // bit 79 = 0 (all don't-care); bit 36 = 1 (0: long slot, 1: alu+mv); bits 35..32 = 0b1010; bits 5..4 = 0b10
  let Doc = "Slots: load B, scalar ALU, move, vector.";
}
def I96_LDA_LDB_MV_VEC : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [75, 59, 37, 6];
  let Fixed = [[32, 5, 2], [4, 2, 2]];
  // bits 36..32 = 0b00010 (pattern x0010, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load A, load B, move, vector.";
}
def I96_LDA_ST_ALU_VEC : BundleFormat<96, 4, 7, [lda_slot, st_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [75, 54, 34, 6];
  let Fixed = [[32, 2, 0], [4, 2, 2]];
  // bits 33..32 = 0b00; bits 5..4 = 0b10
  let Doc = "Slots: load A, store, scalar ALU, vector.";
}
def I96_ST_LDB_ALU_VEC : BundleFormat<96, 4, 7, [st_slot, ldb_slot, alu_slot, vec_slot]> {
  let SlotOffsets = [75, 59, 34, 6];
  let Fixed = [[54, 5, 0], [32, 2, 1], [4, 2, 2]];
  // bits 58..54 = 0b00000 (all don't-care); bits 33..32 = 0b01; bits 5..4 = 0b10
  let Doc = "Slots: store, load B, scalar ALU, vector.";
}
def I96_LDA_LDB_ST_VEC : BundleFormat<96, 4, 7, [lda_slot, ldb_slot, st_slot, vec_slot]> {
  let SlotOffsets = [75, 59, 38, 6];
  let Fixed = [[32, 6, 14], [4, 2, 2]];
  // bits 37..32 = 0b001110 (pattern xx1110, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load A, load B, store, vector.";
}
def I96_ST_LNG_VEC : BundleFormat<96, 4, 7, [st_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [75, 33, 6];
  let Fixed = [[32, 1, 0], [4, 2, 1]];
  // bit 32 = 0 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: store, long, vector.";
}
def I96_ST_ALU_MV_VEC : BundleFormat<96, 4, 7, [st_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [75, 55, 33, 6];
  let Fixed = [[32, 1, 1], [4, 2, 1]];
  // bit 32 = 1 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: store, scalar ALU, move, vector.";
}
def I96_ST_LDB_MV_VEC : BundleFormat<96, 4, 7, [st_slot, ldb_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [75, 59, 37, 6];
  let Fixed = [[32, 5, 6], [4, 2, 2]];
  // bits 36..32 = 0b00110 (pattern x0110, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: store, load B, move, vector.";
}

// ---- 112-bit formats: tag 0b1111 in bits 3..0; declared in llvm-aie's order (slot set) ----
def I112_LDA_LDB_LNG_ST : BundleFormat<112, 4, 15, [lda_slot, ldb_slot, lng_slot, st_slot]> {
  let SlotOffsets = [91, 75, 33, 11];
  let Fixed = [[32, 1, 0], [4, 7, 7]];
  // bit 32 = 0 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000111 (pattern xxx0111, x = don't-care)
  let Doc = "Slots: load A, load B, long, store.";
}
def I112_LDA_LDB_ALU_MV_ST : BundleFormat<112, 4, 15, [lda_slot, ldb_slot, alu_slot, mv_slot, st_slot]> {
  let SlotOffsets = [91, 75, 55, 33, 11];
  let Fixed = [[32, 1, 1], [4, 7, 7]];
  // bit 32 = 1 (0: long slot, 1: alu+mv); bits 10..4 = 0b0000111 (pattern xxx0111, x = don't-care)
  let Doc = "Slots: load A, load B, scalar ALU, move, store.";
}
def I112_LDA_LDB_LNG_VEC : BundleFormat<112, 4, 15, [lda_slot, ldb_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [91, 75, 33, 6];
  let Fixed = [[32, 1, 0], [4, 2, 0]];
  // bit 32 = 0 (0: long slot, 1: alu+mv); bits 5..4 = 0b00
  let Doc = "Slots: load A, load B, long, vector.";
}
def I112_LDA_LDB_ALU_MV_VEC : BundleFormat<112, 4, 15, [lda_slot, ldb_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [91, 75, 55, 33, 6];
  let Fixed = [[32, 1, 1], [4, 2, 0]];
  // bit 32 = 1 (0: long slot, 1: alu+mv); bits 5..4 = 0b00
  let Doc = "Slots: load A, load B, scalar ALU, move, vector.";
}
def I112_LDA_LDB_ALU_ST_VEC : BundleFormat<112, 4, 15, [lda_slot, ldb_slot, alu_slot, st_slot, vec_slot]> {
  let SlotOffsets = [91, 75, 55, 32, 6];
  let Fixed = [[53, 2, 0], [4, 2, 2]];
  // bits 54..53 = 0b00 (pattern 0x, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load A, load B, scalar ALU, store, vector.";
}
def I112_ST_LDB_LNG_VEC : BundleFormat<112, 4, 15, [st_slot, ldb_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [91, 75, 33, 6];
  let Fixed = [[32, 1, 0], [4, 2, 1]];
  // bit 32 = 0 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: store, load B, long, vector.";
}
def I112_LDA_ST_MV_VEC : BundleFormat<112, 4, 15, [lda_slot, st_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [91, 70, 32, 6];
  let Fixed = [[54, 16, 1], [4, 2, 2]];
  // bits 69..54 = 0b0000000000000001 (pattern xxxxxxxxxxxxxxx1, x = don't-care); bits 5..4 = 0b10
  let Doc = "Slots: load A, store, move, vector.";
}
def I112_ST_LDB_ALU_MV_VEC : BundleFormat<112, 4, 15, [st_slot, ldb_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [91, 75, 55, 33, 6];
  let Fixed = [[32, 1, 1], [4, 2, 1]];
  // bit 32 = 1 (0: long slot, 1: alu+mv); bits 5..4 = 0b01
  let Doc = "Slots: store, load B, scalar ALU, move, vector.";
}

// ---- 128-bit formats: tag 0b0 in bits 0..0; declared in llvm-aie's order (slot set) ----
def I128_LDB_LDA_ST_LNG_VEC : BundleFormat<128, 1, 0, [ldb_slot, lda_slot, st_slot, lng_slot, vec_slot]> {
  let SlotOffsets = [112, 91, 70, 28, 1];
  let Fixed = [[27, 1, 0]];
  // bit 27 = 0 (0: long slot, 1: alu+mv)
  let Doc = "Slots: load B, load A, store, long, vector.";
}
def I128_LDB_LDA_ST_ALU_MV_VEC : BundleFormat<128, 1, 0, [ldb_slot, lda_slot, st_slot, alu_slot, mv_slot, vec_slot]> {
  let SlotOffsets = [112, 91, 70, 50, 28, 1];
  let Fixed = [[27, 1, 1]];
  // bit 27 = 1 (0: long slot, 1: alu+mv)
  let Doc = "Slots: load B, load A, store, scalar ALU, move, vector.";
}
