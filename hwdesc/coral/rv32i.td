// RV32I: the base integer instructions.

class RVInst<bits<7> opc, string mn, dag ops, string syn, Unit unit, string group> : Instruction<mn, ops, syn> {
  field bits<32> Inst;
  let Inst{6-0} = opc;
  let Unit = unit;
  let Group = group;
}
class RType<bits<7> f7, bits<3> f3, string mn, string expr, string summary, string group = "RV32I",
            Unit unit = Alu, string lat = LatAlu>
    : RVInst<0b0110011, mn, (ins XR:$rd, XR:$rs1, XR:$rs2), "$rd, $rs1, $rs2", unit, group> {
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{31-25} = f7; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = !subst("EXPR", expr, [{ x[rd] = EXPR; }]);
  let Latency = lat;
  let Summary = summary;
}
class IType<bits<7> opc, bits<3> f3, string mn, string expr, string summary>
    : RVInst<opc, mn, (ins XR:$rd, XR:$rs1, SImm12:$imm), "$rd, $rs1, $imm", Alu, "RV32I"> {
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{31-20} = imm; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = !subst("EXPR", expr, [{ x[rd] = EXPR; }]);
  let Latency = LatAlu;
  let Summary = summary;
}
class ShiftI<bits<7> f7, bits<3> f3, string mn, string expr, string summary, string group = "RV32I">
    : RVInst<0b0010011, mn, (ins XR:$rd, XR:$rs1, UImm5:$shamt), "$rd, $rs1, $shamt", Alu, group> {
  bits<5> rd; bits<5> rs1; bits<5> shamt;
  let Inst{31-25} = f7; let Inst{24-20} = shamt; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = !subst("EXPR", expr, [{ x[rd] = EXPR; }]);
  let Latency = LatAlu;
  let Summary = summary;
}
class Load<bits<3> f3, string mn, string expr, string summary>
    : RVInst<0b0000011, mn, (ins XR:$rd, SImm12:$imm, XR:$rs1), "$rd, $imm($rs1)", Lsu, "RV32I"> {
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{31-20} = imm; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = !subst("EXPR", expr, [{
    let a = x[rs1] + imm;
    x[rd] = EXPR;
  }]);
  let Latency = LatLoad;
  let Summary = summary;
}
class Store<bits<3> f3, string mn, int bytes, string summary>
    : RVInst<0b0100011, mn, (ins XR:$rs2, SImm12:$imm, XR:$rs1), "$rs2, $imm($rs1)", Lsu, "RV32I"> {
  bits<5> rs2; bits<5> rs1; bits<12> imm;
  let Inst{31-25} = imm{11-5}; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = f3;
  let Inst{11-7} = imm{4-0};
  let Semantics = !subst("BYTES", !cast<string>(bytes), [{ store(mem, x[rs1] + imm, BYTES, x[rs2]); }]);
  let Latency = LatStore;
  let Summary = summary;
}
class Branch<bits<3> f3, string mn, string cond, string summary>
    : RVInst<0b1100011, mn, (ins XR:$rs1, XR:$rs2, BTarget:$target), "$rs1, $rs2, $target", Bru, "RV32I"> {
  bits<5> rs1; bits<5> rs2; bits<12> target;
  let Inst{31} = target{11}; let Inst{30-25} = target{9-4}; let Inst{24-20} = rs2; let Inst{19-15} = rs1;
  let Inst{14-12} = f3; let Inst{11-8} = target{3-0}; let Inst{7} = target{10};
  let Semantics = !subst("COND", cond, [{ if COND { pc = target; } }]);
  let Latency = LatBranch;
  let Summary = summary;
}

def ADD : RType<0, 0b000, "add", "x[rs1] + x[rs2]", "Add">;
def SUB : RType<0b0100000, 0b000, "sub", "x[rs1] - x[rs2]", "Subtract">;
def SLL : RType<0, 0b001, "sll", "x[rs1] << x[rs2][4:0]", "Shift left logical">;
def SLT : RType<0, 0b010, "slt", "i32(x[rs1]) < i32(x[rs2]) ? 1 : 0", "Set if less than, signed">;
def SLTU : RType<0, 0b011, "sltu", "x[rs1] < x[rs2] ? 1 : 0", "Set if less than, unsigned">;
def XOR : RType<0, 0b100, "xor", "x[rs1] ^ x[rs2]", "Exclusive or">;
def SRL : RType<0, 0b101, "srl", "x[rs1] >> x[rs2][4:0]", "Shift right logical">;
def SRA : RType<0b0100000, 0b101, "sra", "i32(x[rs1]) >> x[rs2][4:0]", "Shift right arithmetic">;
def OR : RType<0, 0b110, "or", "x[rs1] | x[rs2]", "Or">;
def AND : RType<0, 0b111, "and", "x[rs1] & x[rs2]", "And">;

def ADDI : IType<0b0010011, 0b000, "addi", "x[rs1] + imm", "Add immediate">;
def SLTI : IType<0b0010011, 0b010, "slti", "i32(x[rs1]) < imm ? 1 : 0", "Set if less than immediate, signed">;
def SLTIU : IType<0b0010011, 0b011, "sltiu", "x[rs1] < u32(i32(imm)) ? 1 : 0", "Set if less than immediate, unsigned">;
def XORI : IType<0b0010011, 0b100, "xori", "x[rs1] ^ u32(i32(imm))", "Exclusive or immediate">;
def ORI : IType<0b0010011, 0b110, "ori", "x[rs1] | u32(i32(imm))", "Or immediate">;
def ANDI : IType<0b0010011, 0b111, "andi", "x[rs1] & u32(i32(imm))", "And immediate">;
def SLLI : ShiftI<0, 0b001, "slli", "x[rs1] << shamt", "Shift left logical immediate">;
def SRLI : ShiftI<0, 0b101, "srli", "x[rs1] >> shamt", "Shift right logical immediate">;
def SRAI : ShiftI<0b0100000, 0b101, "srai", "i32(x[rs1]) >> shamt", "Shift right arithmetic immediate">;

def LB : Load<0b000, "lb", "u32(sext(load(mem, a, 1), 8))", "Load a sign-extended byte">;
def LH : Load<0b001, "lh", "u32(sext(load(mem, a, 2), 16))", "Load a sign-extended halfword">;
def LW : Load<0b010, "lw", "u32(load(mem, a, 4))", "Load a word">;
def LBU : Load<0b100, "lbu", "u32(load(mem, a, 1))", "Load a zero-extended byte">;
def LHU : Load<0b101, "lhu", "u32(load(mem, a, 2))", "Load a zero-extended halfword">;
def SB : Store<0b000, "sb", 1, "Store a byte">;
def SH : Store<0b001, "sh", 2, "Store a halfword">;
def SW : Store<0b010, "sw", 4, "Store a word">;

def BEQ : Branch<0b000, "beq", "x[rs1] == x[rs2]", "Branch if equal">;
def BNE : Branch<0b001, "bne", "x[rs1] != x[rs2]", "Branch if not equal">;
def BLT : Branch<0b100, "blt", "i32(x[rs1]) < i32(x[rs2])", "Branch if less than, signed">;
def BGE : Branch<0b101, "bge", "i32(x[rs1]) >= i32(x[rs2])", "Branch if greater or equal, signed">;
def BLTU : Branch<0b110, "bltu", "x[rs1] < x[rs2]", "Branch if less than, unsigned">;
def BGEU : Branch<0b111, "bgeu", "x[rs1] >= x[rs2]", "Branch if greater or equal, unsigned">;

def LUI : RVInst<0b0110111, "lui", (ins XR:$rd, UImm20:$imm), "$rd, $imm", Alu, "RV32I"> {
  bits<5> rd; bits<20> imm;
  let Inst{31-12} = imm; let Inst{11-7} = rd;
  let Semantics = [{ x[rd] = u32(imm) << 12; }];
  let Summary = "Load upper immediate";
}
def AUIPC : RVInst<0b0010111, "auipc", (ins XR:$rd, UImm20:$imm), "$rd, $imm", Alu, "RV32I"> {
  bits<5> rd; bits<20> imm;
  let Inst{31-12} = imm; let Inst{11-7} = rd;
  let Semantics = [{ x[rd] = pc + (u32(imm) << 12); }];
  let Summary = "Add upper immediate to pc";
}
def JAL : RVInst<0b1101111, "jal", (ins XR:$rd, JTarget:$target), "$rd, $target", Bru, "RV32I"> {
  bits<5> rd; bits<20> target;
  let Inst{31} = target{19}; let Inst{30-21} = target{9-0}; let Inst{20} = target{10};
  let Inst{19-12} = target{18-11}; let Inst{11-7} = rd;
  let Semantics = [{ x[rd] = pc_next; pc = target; }];
  let Summary = "Jump and link";
}
def JALR : RVInst<0b1100111, "jalr", (ins XR:$rd, SImm12:$imm, XR:$rs1), "$rd, $imm($rs1)", Bru, "RV32I"> {
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{31-20} = imm; let Inst{19-15} = rs1; let Inst{14-12} = 0b000; let Inst{11-7} = rd;
  let Semantics = [{
    let t = (x[rs1] + imm) & 0xFFFFFFFE;
    x[rd] = pc_next;
    pc = t;
  }];
  let Summary = "Jump to a register plus offset and link";
}
def FENCE : RVInst<0b0001111, "fence", (ins FenceSet:$pred, FenceSet:$succ), "$pred, $succ", Lsu, "RV32I"> {
  bits<4> pred; bits<4> succ;
  let Inst{31-28} = 0; let Inst{27-24} = pred; let Inst{23-20} = succ; let Inst{19-7} = 0;
  let NoEffect = 1;
  let Summary = "Order memory accesses (no effect in this single-hart model)";
}
def ECALL : RVInst<0b1110011, "ecall", (ins), "", Bru, "RV32I"> {
  let Inst{31-7} = 0;
  // The two Linux system calls a freestanding program needs: write(fd, buf, n) and exit(status).
  let Semantics = [{
    if x[17] == 64 {
      let written = host_write(i32(x[10]), mem, x[11], x[12]);
      x[10] = written < 0 ? 0xFFFFFFF7 : u32(written);
    } else if x[17] == 93 || x[17] == 94 {
      exit(i32(x[10]));
    } else {
      trap("ecall: unsupported system call in a7 (write = 64 and exit = 93 are provided)");
    }
  }];
  let Summary = "System call: a7 = 64 write(a0 = fd, a1 = buffer, a2 = bytes), 93 exit(a0 = status)";
}
def EBREAK : RVInst<0b1110011, "ebreak", (ins), "", Bru, "RV32I"> {
  let Inst{31-7} = 0b0000000000010000000000000;
  let Semantics = [{ halt(); }];
  let Summary = "Breakpoint; ends the program";
}
// The assembler's canonical illegal instruction: the encoding of csrrw zero, cycle, zero, a write
// to a read-only CSR. It is an instruction of its own, as in llvm-mc, and printed as unimp.
def UNIMP : RVInst<0b1110011, "unimp", (ins), "", Csr, "RV32I"> {
  let Inst{31-20} = 0xC00; let Inst{19-15} = 0; let Inst{14-12} = 0b001; let Inst{11-7} = 0;
  let Semantics = [{ trap("unimp: illegal instruction"); }];
  let Summary = "Illegal instruction (csrrw zero, cycle, zero): traps";
}
