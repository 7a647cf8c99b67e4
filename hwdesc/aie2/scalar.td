// AIE2 scalar, move and control-flow instructions: the ALU (20-bit), MV (22-bit) and LNG (42-bit)
// slots, and the LDA-slot constant move. Draft for hwdesc/aie2/*.td (see scalar.md for facts and
// doubts). Slot NOPs (nopx, nopm, nopxm, nopa, ...) are drafted in formats.td, not here.
//
// Facts (encodings, mnemonics, syntax, operand classes, itineraries) come from Xilinx/llvm-aie:
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrFormats.td        @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrInfo.td           @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2GenFixupInstrInfo.td      @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2InstrInfo.td              @ bd07681ef7138ec73cf388d9ee02b4b8516247d7
//   llvm/lib/Target/AIE/aie2/AIE2InstrPatterns.td          @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2MultiSlotPseudoInstrInfo.td @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2CompositeFormats.td       @ bd07681ef7138ec73cf388d9ee02b4b8516247d7
//   llvm/lib/Target/AIE/aie2/AIE2Schedule.td               @ 0361a31e60de693408ec9bf8652f2ee8ac1a6150
//   llvm/lib/Target/AIE/aie2/AIE2GenRegisterInfo.td        @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//   llvm/lib/Target/AIE/aie2/AIE2InstrInfo.cpp             @ c5bdde09f5574eba1c10e30007f7c00e316ccb88
//   llvm/lib/Target/AIE/AIEBaseHardwareLoops.cpp           @ 0d1b38dcf2ffbb5d1fc3f66f31a4109c872ebb77
//   llvm/lib/Target/AIE/MCTargetDesc/AIE2MCCodeEmitterRegOperandDef.h @ 8f46fb2eba4a89606839931f8a7d43c60da88ae7
//   llvm/test/CodeGen/AIE/aie2/BinaryOutput/{alu,control-flow,done,mov_mv_add,mov_mv_cg,mova,movxm,
//     mv_scl,mvx_imm,mvx_scl,mov_cntr,mv_delayed_d1..d6}.mir (commits in scalar.md)
// Semantics where llvm-aie leaves them open also use AMD's AIE-ML architecture manual (AM020, ALU
// section) and the AIE / AIE-ML intrinsics guides (clb, delayN); see scalar.md.
//
// Names this file assumes from other drafts (regs.td): register files r (u32), p, m, dn, dj, dc
// (20-bit), single-register files lr, ls, le, lc, srCarry (read/written as `lr[0]`, ...), the
// operand kinds eR, eP, eL, mCRm, mMvSclDst, mMvSclSrc, mMvSclDstCg, mLdaCg, mAluCg; units ALU, MV,
// LNG, LDA. Encodings here are the slot field only (bit 0 = the slot's lowest bit).
//
// Every encoding below was checked against the bytes of every llvm-objdump line of the tests above
// (scalar_check.py: 455/455 lines match); EQ, JNZD and EVENT have no BinaryOutput line.

// ---------------------------------------------------------------------------------------------
// Immediate operand kinds (named as llvm-aie names them).
def simm6  : Imm<6, 1>  { let Doc = "A signed 6-bit constant, -32..31."; }
def simm7  : Imm<7, 1>  { let Doc = "A signed 7-bit constant, -64..63."; }
def simm10 : Imm<10, 1> { let Doc = "A signed 10-bit constant, -512..511."; }
def simm11 : Imm<11, 1> { let Doc = "A signed 11-bit constant, -1024..1023."; }
// VOCAB: movxm also takes a label here (movxm ls, #.LBB0_1): the label's absolute byte address.
def simm32 : Imm<32, 1> { let Doc = "A 32-bit constant, or a label (its absolute byte address)."; }
def t02u   : Imm<2>     { let Doc = "An event number, 0..3."; }
// Branch targets are ABSOLUTE byte addresses in program memory, held whole in a 20-bit field (the
// object file leaves 0 there with a relocation; j #1048575 encodes 0xFFFFF at any pc). PcRel does
// not fit (its field holds target - pc). VOCAB: the assembler must accept a label for these Imm
// operands and put the label's address in the field. llvm names the operand addr20 (j, jz, jnz)
// and imm20 (jl); both are the same 20-bit unsigned field.
def addr20 : Imm<20> { let Doc = "A code address: a label, or an absolute byte address 0..1048575."; }
def imm20  : Imm<20> { let Doc = "A code address: a label, or an absolute byte address 0..1048575."; }

// ---------------------------------------------------------------------------------------------
// Per-slot base classes.
class AluInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<20> Inst;
  let Unit = ALU;
}
class MvInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<22> Inst;
  let Unit = MV;
}
class LngInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<42> Inst;
  let Unit = LNG;
}
class LdaInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<21> Inst;
  let Unit = LDA;
}

// ---------------------------------------------------------------------------------------------
// ALU slot: register-register operations. llvm class AIE2_alu_r_rr_inst_alu<op>:
//   alu = {mRx0:5, mRx:5, mRy:5, op:4, 0b1}   (mRx = destination, mRx0 = first source)
class AluRR<bits<4> op, string mn, code sem, string summary, string group>
    : AluInst<mn, (ins eR:$mRx, eR:$mRx0, eR:$mRy), "$mRx, $mRx0, $mRy"> {
  bits<5> mRx; bits<5> mRx0; bits<5> mRy;
  let Inst{19-15} = mRx0;
  let Inst{14-10} = mRx;
  let Inst{9-5} = mRy;
  let Inst{4-1} = op;
  let Inst{0} = 1;
  let Semantics = sem;
  let Latency = [{ 1 }];          // II_ADD, II_AND, ... : [def 1, uses 1]
  let Summary = summary;
  let Group = group;
}

// 99 20 ca 10   add r5, r3, r2          (alu.mir)
def ADD : AluRR<0b0000, "add", [{
  let s: u64 = u64(r[mRx0]) + u64(r[mRy]);
  r[mRx] = u32(s);
  srCarry[0] = u32(s >> 32);      // carry out of bit 31
}], "Add two registers; srCarry receives the carry out", "Scalar arithmetic">;

// 99 f1 ca 13   sub r5, r15, r15        (alu.mir)
def SUB : AluRR<0b0001, "sub", [{
  let s: u64 = u64(r[mRx0]) - u64(r[mRy]);
  r[mRx] = u32(s);
  // SEMANTICS-TODO: llvm says sub writes srCarry, not with which polarity; drafted as the borrow
  // (1 when mRx0 < mRy, unsigned). It may be the inverted borrow (ARM style); see scalar.md.
  srCarry[0] = u32(s >> 32) & 1;
}], "Subtract two registers; srCarry receives the borrow", "Scalar arithmetic">;

// 99 22 0c 11   adc r6, r4, r2          (alu.mir)
def ADC : AluRR<0b0010, "adc", [{
  let s: u64 = u64(r[mRx0]) + u64(r[mRy]) + u64(srCarry[0] & 1);
  r[mRx] = u32(s);
  srCarry[0] = u32(s >> 32);
}], "Add two registers and srCarry; srCarry receives the carry out", "Scalar arithmetic">;

// 99 23 0c 11   sbc r6, r4, r2          (alu.mir)
def SBC : AluRR<0b0011, "sbc", [{
  // SEMANTICS-TODO: carry polarity as for sub (drafted: subtract the borrow, produce the borrow).
  let s: u64 = u64(r[mRx0]) - u64(r[mRy]) - u64(srCarry[0] & 1);
  r[mRx] = u32(s);
  srCarry[0] = u32(s >> 32) & 1;
}], "Subtract a register and the borrow in srCarry; srCarry receives the borrow out", "Scalar arithmetic">;

// 99 34 8a 10   and r5, r2, r3          (alu.mir)
def AND : AluRR<0b0100, "and", [{ r[mRx] = r[mRx0] & r[mRy]; }],
                "Bitwise and of two registers", "Scalar logic">;
// 99 f5 8a 13   or r5, r14, r15         (alu.mir)
// A register copy in the ALU slot is `or rd, rs, rs` (llvm's codegen-only MOV_OR); there is no
// ALU-slot mov mnemonic.
def OR  : AluRR<0b0101, "or",  [{ r[mRx] = r[mRx0] | r[mRy]; }],
                "Bitwise or of two registers (or rd, rs, rs copies rs in the ALU slot)", "Scalar logic">;
// 99 56 0a 11   xor r5, r4, r5          (alu.mir)
def XOR : AluRR<0b0110, "xor", [{ r[mRx] = r[mRx0] ^ r[mRy]; }],
                "Bitwise exclusive or of two registers", "Scalar logic">;

// Compares write 1 or 0 (llvm selects them for i32 setcc results and folds `xor (setcc), 1`).
// (no BinaryOutput line for eq)
def EQ  : AluRR<0b0111, "eq",  [{ r[mRx] = r[mRx0] == r[mRy] ? 1 : 0; }],
                "Set to 1 if two registers are equal, else 0", "Scalar compare and select">;
// 99 f8 8e 13   ne r7, r14, r15         (alu.mir)
def NE  : AluRR<0b1000, "ne",  [{ r[mRx] = r[mRx0] != r[mRy] ? 1 : 0; }],
                "Set to 1 if two registers differ, else 0", "Scalar compare and select">;
// 99 f9 8e 13   ge r7, r14, r15         (alu.mir)
def GE  : AluRR<0b1001, "ge",  [{ r[mRx] = i32(r[mRx0]) >= i32(r[mRy]) ? 1 : 0; }],
                "Set to 1 if the first register is greater or equal (signed), else 0", "Scalar compare and select">;
// 99 fa 8e 13   lt r7, r14, r15         (alu.mir)
def LT  : AluRR<0b1010, "lt",  [{ r[mRx] = i32(r[mRx0]) < i32(r[mRy]) ? 1 : 0; }],
                "Set to 1 if the first register is less (signed), else 0", "Scalar compare and select">;
// 99 fb 8e 13   geu r7, r14, r15        (alu.mir)
def GEU : AluRR<0b1011, "geu", [{ r[mRx] = r[mRx0] >= r[mRy] ? 1 : 0; }],
                "Set to 1 if the first register is greater or equal (unsigned), else 0", "Scalar compare and select">;
// 99 fc 8e 13   ltu r7, r14, r15        (alu.mir)
def LTU : AluRR<0b1100, "ltu", [{ r[mRx] = r[mRx0] < r[mRy] ? 1 : 0; }],
                "Set to 1 if the first register is less (unsigned), else 0", "Scalar compare and select">;

// Shifts by a signed amount: positive shifts left, negative shifts right (AM020; llvm selects
// srl x, y as lshl x, (0 - y) and sra x, y as ashl x, (0 - y)).
// 99 dd 0e 13   lshl r7, r12, r13       (alu.mir)
def LSHL : AluRR<0b1101, "lshl", [{
  let amt = i32(r[mRy]);
  // SEMANTICS-TODO: how many bits of the amount count, and |amount| >= 32, are not in the sources.
  r[mRx] = amt >= 0 ? r[mRx0] << amt : r[mRx0] >> (0 - amt);
}], "Shift left by a signed amount; a negative amount shifts right, filling with zeros", "Scalar shift">;
// 99 de 0e 13   ashl r7, r12, r13       (alu.mir)
def ASHL : AluRR<0b1110, "ashl", [{
  let amt = i32(r[mRy]);
  let x = i32(r[mRx0]);
  // SEMANTICS-TODO: as for lshl.
  r[mRx] = u32(amt >= 0 ? x << amt : x >> (0 - amt));
}], "Shift left by a signed amount; a negative amount shifts right, copying the sign bit", "Scalar shift">;

// llvm class AIE2_mul_r_rr_inst_alu: the same layout with op 0b1111.
// 99 ff 8e 13   mul r7, r14, r15        (alu.mir)
def MUL : AluRR<0b1111, "mul", [{ r[mRx] = r[mRx0] * r[mRy]; }],
                "Multiply two registers, keeping the low 32 bits of the product", "Scalar arithmetic"> {
  let Latency = [{ 2 }];          // II_MUL: [def 2, uses 1, 1]
}

// ---------------------------------------------------------------------------------------------
// ALU slot: add immediate. llvm AIE2_add_r_ri_inst_alu: alu = {mRx0:5, mRx:5, c7s:7, 0b11, 0b0}
// 19 ff 0a 12   add r5, r8, #63         (alu.mir)
// 19 03 0f 12   add r7, r8, #-64        (alu.mir)
def ADD_RI : AluInst<"add", (ins eR:$mRx, eR:$mRx0, simm7:$c7s), "$mRx, $mRx0, #$c7s"> {
  bits<5> mRx; bits<5> mRx0; bits<7> c7s;
  let Inst{19-15} = mRx0;
  let Inst{14-10} = mRx;
  let Inst{9-3} = c7s;
  let Inst{2-1} = 0b11;
  let Inst{0} = 0;
  let Semantics = [{
    let s: u64 = u64(r[mRx0]) + u64(u32(c7s));
    r[mRx] = u32(s);
    srCarry[0] = u32(s >> 32);    // as add; llvm lists srCarry as written (II_ADD)
  }];
  let Latency = [{ 1 }];
  let Summary = "Add a signed 7-bit constant to a register; srCarry receives the carry out";
  let Group = "Scalar arithmetic";
}

// ---------------------------------------------------------------------------------------------
// ALU slot: one-source operations. llvm AIE2_alu_r_r_inst_alu<op>:
//   alu = {mRx0:5, mRx:5, op:4, 0b11100, 0b0}
class AluR<bits<4> op, string mn, code sem, string summary, string group>
    : AluInst<mn, (ins eR:$mRx, eR:$mRx0), "$mRx, $mRx0"> {
  bits<5> mRx; bits<5> mRx0;
  let Inst{19-15} = mRx0;
  let Inst{14-10} = mRx;
  let Inst{9-6} = op;
  let Inst{5-1} = 0b11100;
  let Inst{0} = 0;
  let Semantics = sem;
  let Latency = [{ 1 }];          // II_CLB, II_EQZ, II_EXTENDs8, ...: [def 1, use 1]
  let Summary = summary;
  let Group = group;
}

// 19 1c e4 10   clb r18, r3             (alu.mir)
def CLB : AluR<0b0000, "clb", [{
  let x = r[mRx0];
  r[mRx] = x[31] == 1 ? clz(~x) : clz(x);
}], "Count the leading bits equal to the sign bit (leading zeros of a non-negative value, leading ones of a negative one)", "Scalar bit count">;
// 19 3c f0 12   clz r24, r11            (alu.mir)
def CLZ : AluR<0b0001, "clz", [{ r[mRx] = clz(r[mRx0]); }],
               "Count leading zeros (32 for 0)", "Scalar bit count">;
// 19 5c 8a 11   extend.s8 r5, r6        (alu.mir)
def EXTEND_S8  : AluR<0b0010, "extend.s8",  [{ r[mRx] = u32(sext(r[mRx0][7:0], 32)); }],
                      "Sign-extend the low byte", "Scalar extend">;
// 19 7c 8a 11   extend.s16 r5, r6       (alu.mir)
def EXTEND_S16 : AluR<0b0011, "extend.s16", [{ r[mRx] = u32(sext(r[mRx0][15:0], 32)); }],
                      "Sign-extend the low half-word", "Scalar extend">;
// 19 9c 0a 12   extend.u8 r5, r8        (alu.mir)
def EXTEND_U8  : AluR<0b0100, "extend.u8",  [{ r[mRx] = r[mRx0] & 0xFF; }],
                      "Zero-extend the low byte", "Scalar extend">;
// 19 bc 0a 12   extend.u16 r5, r8       (alu.mir)
def EXTEND_U16 : AluR<0b0101, "extend.u16", [{ r[mRx] = r[mRx0] & 0xFFFF; }],
                      "Zero-extend the low half-word", "Scalar extend">;
// 19 dc 8a 13   eqz r5, r14             (alu.mir)
def EQZ : AluR<0b0110, "eqz", [{ r[mRx] = r[mRx0] == 0 ? 1 : 0; }],
               "Set to 1 if a register is zero, else 0", "Scalar compare and select">;
// 19 fc 8a 13   nez r5, r14             (alu.mir)
def NEZ : AluR<0b0111, "nez", [{ r[mRx] = r[mRx0] != 0 ? 1 : 0; }],
               "Set to 1 if a register is not zero, else 0", "Scalar compare and select">;
// 19 1c 8b 12   abs r5, r10             (alu.mir)
def ABS : AluR<0b1000, "abs", [{
  r[mRx] = u32(abs(i32(r[mRx0])));
  // SEMANTICS-TODO: llvm lists srCarry as written by abs (Defs = [srCarry], II_ABS def at cycle 1);
  // the value it gets is not in the sources.
}], "Absolute value of a signed register", "Scalar arithmetic">;

// ---------------------------------------------------------------------------------------------
// ALU slot: select on r27. llvm AIE2_select_r_rr_inst_alu<eSelect>:
//   alu = {mRx0:5, mRx:5, mRy:5, eSelect, 0b110, 0b0}; the condition is always r27 (eR27).
// llvm: select(r27, a, b) -> sel.nez d, a, b, r27;  select(r27 == 0, a, b) -> sel.eqz d, a, b, r27.
class AluSel<bit e, string mn, string cond, string summary>
    : AluInst<mn, (ins eR:$mRx, eR:$mRx0, eR:$mRy), "$mRx, $mRx0, $mRy, r27"> {
  bits<5> mRx; bits<5> mRx0; bits<5> mRy;
  let Inst{19-15} = mRx0;
  let Inst{14-10} = mRx;
  let Inst{9-5} = mRy;
  let Inst{4} = e;
  let Inst{3-1} = 0b110;
  let Inst{0} = 0;
  let Semantics = !subst("COND", cond, [{ r[mRx] = COND ? r[mRx0] : r[mRy]; }]);
  let Latency = [{ 1 }];          // II_SELEQZ / II_SELNEZ: [1,1,1,1]
  let Summary = summary;
  let Group = "Scalar compare and select";
}
// 19 36 8e 10   sel.eqz r7, r2, r3, r27 (alu.mir)
def SEL_EQZ : AluSel<0, "sel.eqz", "r[27] == 0", "Pick the first source if r27 is zero, else the second">;
// 19 3e 8e 10   sel.nez r7, r2, r3, r27 (alu.mir)
def SEL_NEZ : AluSel<1, "sel.nez", "r[27] != 0", "Pick the first source if r27 is not zero, else the second">;

// ---------------------------------------------------------------------------------------------
// ALU slot: movx. Listed register form first (its destination is a control register, which an
// mAluCg destination never is).
// llvm AIE2_mvx_scl_inst_alu: alu = {mRx:5, mCRm:4, dontcare:4, 0b1, 0b00000, 0b0}; llvm emits 0
// in the don't-care bits 10..7.
// 19 20 24 10   movx crSat, r0          (mvx_scl.mir, checked case-insensitively)
def MOVX_CR : AluInst<"movx", (ins mCRm:$dst, eR:$mRx), "$dst, $mRx"> {
  bits<4> dst; bits<5> mRx;
  let Inst{19-15} = mRx;
  let Inst{14-11} = dst;
  let Inst{10-7} = 0b0000;
  let Inst{6} = 1;
  let Inst{5-1} = 0b00000;
  let Inst{0} = 0;
  let Semantics = [{ mCRm[dst] = r[mRx]; }];
  let Latency = [{ 1 }];          // II_MOVX: [1,1]
  let Summary = "Copy a register into a control register (crSat, crRnd, ...)";
  let Group = "Scalar moves";
}
// llvm AIE2_alu_cg_inst_alu: alu = {i{10-6}, dst:6, i{5-0}, 0b01, 0b0}; dst is mAluCg (r0..r31, lc).
// 19 01 00 14   movx r0, #-1024         (mvx_imm.mir)
// 19 91 41 10   movx lc, #100           (mvx_imm.mir)
def MOVX_IMM : AluInst<"movx", (ins mAluCg:$dst, simm11:$i), "$dst, #$i"> {
  bits<6> dst; bits<11> i;
  let Inst{19-15} = i{10-6};
  let Inst{14-9} = dst;
  let Inst{8-3} = i{5-0};
  let Inst{2-1} = 0b01;
  let Inst{0} = 0;
  let Semantics = [{ mAluCg[dst] = u32(i); }];
  let Latency = [{ 1 }];          // II_MOVX
  let Summary = "Set a register or lc to a signed 11-bit constant (ALU slot)";
  let Group = "Constants";
}

// ---------------------------------------------------------------------------------------------
// MV slot: register moves between any scalar, pointer, modifier and special registers.
// llvm AIE2_mv_scl_inst_mv: mv = {mMvSclDst:7, mMvSclSrc:7, 0b10, 0b1100, 0b10}
// 59 76 00 18   mov r0, p0              (mv_scl.mir)
// 59 96 77 1d   mov lc, r15             (mv_scl.mir)
def MOV_SCL : MvInst<"mov", (ins mMvSclDst:$dst, mMvSclSrc:$src), "$dst, $src"> {
  bits<7> dst; bits<7> src;
  let Inst{21-15} = dst;
  let Inst{14-8} = src;
  let Inst{7-6} = 0b10;
  let Inst{5-2} = 0b1100;
  let Inst{1-0} = 0b10;
  let Semantics = [{ mMvSclDst[dst] = mMvSclSrc[src]; }];
  let Latency = [{ 1 }];          // II_MOV_SCL (all register-class variants): [1,1]
  let Summary = "Copy any scalar, pointer, modifier, control, status or loop register into another";
  let Group = "Scalar moves";
}
// llvm AIE2_mv_cg_inst_mv: mv = {dst:7, i{9-1}, 0b11, i{0}, 0b1, 0b00}
// 99 ff 07 18   mov r0, #511            (mov_mv_cg.mir)
// 99 b7 70 1d   mov lc, #45             (mov_mv_cg.mir)
def MOV_IMM : MvInst<"mov", (ins mMvSclDstCg:$dst, simm10:$i), "$dst, #$i"> {
  bits<7> dst; bits<10> i;
  let Inst{21-15} = dst;
  let Inst{14-6} = i{9-1};
  let Inst{5-4} = 0b11;
  let Inst{3} = i{0};
  let Inst{2} = 1;
  let Inst{1-0} = 0b00;
  let Semantics = [{ mMvSclDstCg[dst] = u32(i); }];
  let Latency = [{ 1 }];          // II_MOV (all variants): [1,1]
  let Summary = "Set any scalar register to a signed 10-bit constant (MV slot)";
  let Group = "Constants";
}

// Delayed moves: the value lands N+1 cycles after issue (II_MOVd1..6: def at cycle 2..7; the
// intrinsics guide calls them delay1..delay6, "returns the input after N cycles").
// llvm AIE2_mv_delay_inst_mv<delay>: mv = {dst:5, delay{2-1}, src:7, delay{0}, 0b1, 0b1100, 0b10}
class MovDelayed<int n, bits<3> delay>
    : MvInst<"mov.d" # !cast<string>(n), (ins eR:$dst, mMvSclSrc:$src), "$dst, $src"> {
  bits<5> dst; bits<7> src;
  let Inst{21-17} = dst;
  let Inst{16-15} = delay{2-1};
  let Inst{14-8} = src;
  let Inst{7} = delay{0};
  let Inst{6} = 1;
  let Inst{5-2} = 0b1100;
  let Inst{1-0} = 0b10;
  let Semantics = [{ r[dst] = mMvSclSrc[src]; }];
  let Latency = !cast<string>(!add(n, 1));
  let Summary = "Copy a scalar register into r, landing " # !cast<string>(!add(n, 1)) # " cycles after issue";
  let Group = "Scalar moves";
}
def MOV_D1 : MovDelayed<1, 0b000>;   // 59 6e 00 18   mov.d1 r0, p0   (mv_delayed_d1.mir)
def MOV_D2 : MovDelayed<2, 0b001>;   // 59 7e 00 18   mov.d2 r0, p0   (mv_delayed_d2.mir)
def MOV_D3 : MovDelayed<3, 0b010>;   // 59 6e 10 18   mov.d3 r0, p0   (mv_delayed_d3.mir)
def MOV_D4 : MovDelayed<4, 0b011>;   // 59 7e 10 18   mov.d4 r0, p0   (mv_delayed_d4.mir)
def MOV_D5 : MovDelayed<5, 0b100>;   // 59 6e 20 18   mov.d5 r0, p0   (mv_delayed_d5.mir)
def MOV_D6 : MovDelayed<6, 0b101>;   // 59 7e 20 18   mov.d6 r0, p0   (mv_delayed_d6.mir)

// add.nc: add without carry (srCarry untouched), into any mMvSclDst register. llvm lowers the ZOL
// LoopStart pseudo to `add.nc lc, rN, #adj` (adj = -(iterations peeled by software pipelining)).
// llvm AIE2_mv_add_inst_mv: mv = {dst:7, s0:5, imm{5-2}, 0b11, imm{1-0}, 0b11}
// f9 bf 02 18   add.nc r0, r5, #31      (mov_mv_add.mir)
// f9 8f 72 1d   add.nc lc, r5, #7       (mov_mv_add.mir)
def ADD_NC : MvInst<"add.nc", (ins mMvSclDst:$dst, eR:$s0, simm6:$imm), "$dst, $s0, #$imm"> {
  bits<7> dst; bits<5> s0; bits<6> imm;
  let Inst{21-15} = dst;
  let Inst{14-10} = s0;
  let Inst{9-6} = imm{5-2};
  let Inst{5-4} = 0b11;
  let Inst{3-2} = imm{1-0};
  let Inst{1-0} = 0b11;
  let Semantics = [{ mMvSclDst[dst] = r[s0] + u32(imm); }];
  let Latency = [{ 1 }];          // II_ADD_NC (all register-class variants): [1,1,1]
  let Summary = "Add a signed 6-bit constant to a register into any scalar register, leaving srCarry alone (sets lc for a zero-overhead loop)";
  let Group = "Scalar arithmetic";
}

// ---------------------------------------------------------------------------------------------
// LNG slot (42 bits): 32-bit constants and immediate branches.
// llvm AIE2_lng_cg_lng: lng = {i{31-12}, mMvSclDstCg:7, i{11-0}, 0b001}
// 55 fe 1f f0 ff 7f   movxm r0, #2147483647   (movxm.mir)
// 55 40 fc 4a 00 00   movxm lc, #20000        (movxm.mir)
def MOVXM : LngInst<"movxm", (ins mMvSclDstCg:$dst, simm32:$i), "$dst, #$i"> {
  bits<7> dst; bits<32> i;
  let Inst{41-22} = i{31-12};
  let Inst{21-15} = dst;
  let Inst{14-3} = i{11-0};
  let Inst{2-0} = 0b001;
  let Semantics = [{ mMvSclDstCg[dst] = u32(i); }];
  let Latency = [{ 1 }];          // II_MOV
  let Summary = "Set any scalar register to a 32-bit constant or a label's address (sets ls and le for a zero-overhead loop)";
  let Group = "Constants";
}

// Branches: 5 delay slots (every llvm test fills them with 5 NOPs; llvm prints them as
// "Delay Slot 5" .. "Delay Slot 1"). Targets are absolute byte addresses.
// llvm AIE2_jump_imm_lng: lng = {0b00000, cpmaddr:20, 0b0, 0b0000, 0b0000, 0b00000, 0b010}
// 95 00 80 ff ff 07   j #1048575          (control-flow.mir)
def J : LngInst<"j", (ins addr20:$cpmaddr), "#$cpmaddr"> {
  bits<20> cpmaddr;
  let Inst{41-37} = 0b00000;
  let Inst{36-17} = cpmaddr;
  let Inst{16-3} = 0;
  let Inst{2-0} = 0b010;
  let Semantics = [{ pc = u64(cpmaddr); }];
  let DelaySlots = 5;
  let Summary = "Jump to an absolute address after 5 delay-slot bundles";
  let Group = "Control flow";
}
// llvm AIE2_jump_link_imm_lng: lng = {0b00000, cpmaddr:20, 0b0, 0b0000, 0b0000, 0b00000, 0b100}
// 15 01 80 ff 03 00   jl #2047            (control-flow.mir)
def JL : LngInst<"jl", (ins imm20:$cpmaddr), "#$cpmaddr"> {
  bits<20> cpmaddr;
  let Inst{41-37} = 0b00000;
  let Inst{36-17} = cpmaddr;
  let Inst{16-3} = 0;
  let Inst{2-0} = 0b100;
  // VOCAB: lr gets the address of the bundle that follows the 5 delay slots (where the callee's
  // ret lr comes back to); `pc_return` stands for it, which the language does not have yet.
  let Semantics = [{
    lr[0] = u32(pc_return);
    pc = u64(cpmaddr);
  }];
  let Latency = [{ 4 }];          // II_JL: [cpmaddr read 1, lr written at 4]
  let DelaySlots = 5;
  let Summary = "Call: set lr to the return address and jump to an absolute address after 5 delay-slot bundles";
  let Group = "Control flow";
}
// llvm AIE2_jumpc_imm_lng<op>: lng = {mRx:5, cpmaddr:20, op, 0b0000, 0b0000, 0b00000, 0b110}
class JumpCond<bit op, string mn, string cond, string summary>
    : LngInst<mn, (ins eR:$mRx, addr20:$cpmaddr), "$mRx, #$cpmaddr"> {
  bits<5> mRx; bits<20> cpmaddr;
  let Inst{41-37} = mRx;
  let Inst{36-17} = cpmaddr;
  let Inst{16} = op;
  let Inst{15-3} = 0;
  let Inst{2-0} = 0b110;
  let Semantics = !subst("COND", cond, [{ if COND { pc = u64(cpmaddr); } }]);
  let DelaySlots = 5;             // II_JZ / II_JNZ: [mRx read 1, 1]
  let Summary = summary;
  let Group = "Control flow";
}
// 95 01 00 00 00 38   jz r7, #0           (control-flow.mir; the 0 is a relocation to %bb.6)
def JZ  : JumpCond<0, "jz",  "r[mRx] == 0", "Jump to an absolute address if a register is zero, after 5 delay-slot bundles">;
// 95 01 40 00 00 30   jnz r6, #0          (control-flow.mir; the 0 is a relocation to %bb.5)
def JNZ : JumpCond<1, "jnz", "r[mRx] != 0", "Jump to an absolute address if a register is not zero, after 5 delay-slot bundles">;

// ---------------------------------------------------------------------------------------------
// ALU slot: indirect branches, return, jnzd, done, event.
// llvm AIE2_jump_ind_inst_alu: alu = {0b0000000000, mPm:3, 0b000100, 0b0}
// 19 84 00 10   j p2                    (control-flow.mir)
def J_IND : AluInst<"j", (ins eP:$mPm), "$mPm"> {
  bits<3> mPm;
  let Inst{19-10} = 0;
  let Inst{9-7} = mPm;
  let Inst{6-1} = 0b000100;
  let Inst{0} = 0;
  let Semantics = [{ pc = u64(p[mPm]); }];
  let DelaySlots = 5;             // II_J_IND: [p read 1]
  let Summary = "Jump to the address in a pointer register after 5 delay-slot bundles";
  let Group = "Control flow";
}
// llvm AIE2_jump_link_ind_inst_alu: alu = {0b0000000000, mPm:3, 0b010100, 0b0}
// 19 54 01 10   jl p5                   (control-flow.mir)
def JL_IND : AluInst<"jl", (ins eP:$mPm), "$mPm"> {
  bits<3> mPm;
  let Inst{19-10} = 0;
  let Inst{9-7} = mPm;
  let Inst{6-1} = 0b010100;
  let Inst{0} = 0;
  let Semantics = [{
    lr[0] = u32(pc_return);       // VOCAB: see JL
    pc = u64(p[mPm]);
  }];
  let Latency = [{ 4 }];          // II_JL_IND: [p read 1, lr written at 4]
  let DelaySlots = 5;
  let Summary = "Call the address in a pointer register: set lr to the return address, jump after 5 delay-slot bundles";
  let Group = "Control flow";
}
// llvm AIE2_jumpc_decr_ind_inst_alu: alu = {mRx0:5, mRx:5, mPm:3, 0b001100, 0b0}
// The compare uses the value before the decrement (AIEBaseHardwareLoops.cpp: the loop counter is
// pre-adjusted to the backedge-taken count). (no BinaryOutput line)
def JNZD : AluInst<"jnzd", (ins eR:$mRx, eR:$mRx0, eP:$mPm), "$mRx, $mRx0, $mPm"> {
  bits<5> mRx; bits<5> mRx0; bits<3> mPm;
  let Inst{19-15} = mRx0;
  let Inst{14-10} = mRx;
  let Inst{9-7} = mPm;
  let Inst{6-1} = 0b001100;
  let Inst{0} = 0;
  let Semantics = [{
    let n = r[mRx0];
    r[mRx] = n - 1;
    if n != 0 { pc = u64(p[mPm]); }
    // SEMANTICS-TODO: llvm lists srCarry as written (Defs = [srCarry]); its value is not in the sources.
  }];
  let Latency = [{ 1 }];          // II_JNZD: [mRx 1, mRx0 1, mPm 1, srCarry 1]
  let DelaySlots = 5;
  let Summary = "Decrement a counter into a register and jump to the address in a pointer register if the counter was not zero";
  let Group = "Control flow";
}
// llvm AIE2_jump_return_inst_alu: alu = {0b0000, 0b0000, 0b000000, 0b11000, 0b0}. llvm's opcode
// string is "ret lr" with no operands; here the mnemonic is `ret` and `lr` is literal syntax.
// 19 18 00 10   ret lr                  (control-flow.mir)
def RET : AluInst<"ret", (ins), "lr"> {
  let Inst{19-6} = 0;
  let Inst{5-1} = 0b11000;
  let Inst{0} = 0;
  let Semantics = [{ pc = u64(lr[0]); }];
  let DelaySlots = 5;             // II_RET: [1,1]
  let Summary = "Return: jump to the address in lr after 5 delay-slot bundles";
  let Group = "Control flow";
}
// llvm AIE2_done_inst_alu: alu = {0b0000, 0b0000, 0b000000, 0b01000, 0b0}
// 19 08 00 10   done                    (done.mir)
def DONE : AluInst<"done", (ins), ""> {
  let Inst{19-6} = 0;
  let Inst{5-1} = 0b01000;
  let Inst{0} = 0;
  let Semantics = [{ halt(); }];
  // II_DONE: 3 empty cycles then DONE_UNIT for 3; AIE2InstrInfo::getDoneLatency gives 6.
  let Latency = [{ 6 }];
  let Summary = "Signal that the core has finished, ending the kernel";
  let Group = "Core control";
}
// llvm AIE2_event_inst_alu: alu = {val:2, 0b0000, 0b0000, 0b0000, 0b10000, 0b0}
// (no BinaryOutput line; objdump prints it as "event #0")
def EVENT : AluInst<"event", (ins t02u:$val), "#$val"> {
  bits<2> val;
  let Inst{19-18} = val;
  let Inst{17-6} = 0;
  let Inst{5-1} = 0b10000;
  let Inst{0} = 0;
  let NoEffect = 1;               // raises a trace/debug event; no architectural state changes
  let Summary = "Raise trace event 0..3";
  let Group = "Core control";
}

// ---------------------------------------------------------------------------------------------
// LDA slot: constant move (llvm MOVA_lda_cg; the only scalar instruction of this file in the
// load slot). llvm AIE2_lda_cg_inst_lda: lda = {c11s:11, 0b00, mLdaCg:7, 0b1}; mLdaCg is r, p, m,
// dn, dj, dc or lc.
// 59 04 ff 03   mova r2, #1023          (mova.mir)
// d9 0a 29 00   mova lc, #41            (mova.mir)
def MOVA : LdaInst<"mova", (ins mLdaCg:$dst, simm11:$c11s), "$dst, #$c11s"> {
  bits<7> dst; bits<11> c11s;
  let Inst{20-10} = c11s;
  let Inst{9-8} = 0b00;
  let Inst{7-1} = dst;
  let Inst{0} = 1;
  let Semantics = [{ mLdaCg[dst] = u32(c11s); }];
  let Latency = [{ 1 }];          // II_MOVA (all register-class variants): [1,1]
  let Summary = "Set a scalar, pointer, modifier or lc register to a signed 11-bit constant (load slot)";
  let Group = "Constants";
}
