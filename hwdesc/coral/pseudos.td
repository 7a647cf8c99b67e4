// Standard pseudo-instructions, expanded as llvm-mc expands them.

def PseudoImm32 : Imm<32, 1>;
def Symbol : PcRel<32> { let Doc = "A label or address anywhere in the 32-bit space."; }

class P<string mn, dag ops, string syn, list<string> lines, string summary = ""> : Pseudo<mn, ops, syn, [PseudoCase<"", lines>]> {
  let Summary = summary;
}

def NOP : P<"nop", (ins), "", ["addi zero, zero, 0"], "No operation">;
def LI : Pseudo<"li", (ins XR:$rd, PseudoImm32:$imm), "$rd, $imm", [
  PseudoCase<[{ imm >= -2048 && imm < 2048 }], ["addi $rd, zero, $imm"]>,
  // RV32 reads a 32-bit constant as signed, as llvm-mc does: 0xFFFFFFFE is -2, one addi.
  PseudoCase<[{ imm >= 0xFFFFF800 && imm <= 0xFFFFFFFF }], ["addi $rd, zero, ($imm) - 0x100000000"]>,
  PseudoCase<[{ (imm & 0xFFF) == 0 }], ["lui $rd, %hi($imm)"]>,
  PseudoCase<"", ["lui $rd, %hi($imm)", "addi $rd, $rd, %lo($imm)"]>]> { let Summary = "Load a 32-bit constant"; }
def LA : P<"la", (ins XR:$rd, Symbol:$sym), "$rd, $sym",
           ["auipc $rd, %pcrel_hi($sym)", "addi $rd, $rd, %pcrel_lo(. - 4)"], "Load an address (pc-relative)">;
def LLA : P<"lla", (ins XR:$rd, Symbol:$sym), "$rd, $sym",
            ["auipc $rd, %pcrel_hi($sym)", "addi $rd, $rd, %pcrel_lo(. - 4)"], "Load a local address (pc-relative)">;
def MV : P<"mv", (ins XR:$rd, XR:$rs), "$rd, $rs", ["addi $rd, $rs, 0"], "Copy a register">;
def NOT : P<"not", (ins XR:$rd, XR:$rs), "$rd, $rs", ["xori $rd, $rs, -1"], "Invert the bits">;
def NEG : P<"neg", (ins XR:$rd, XR:$rs), "$rd, $rs", ["sub $rd, zero, $rs"], "Negate">;
def SEQZ : P<"seqz", (ins XR:$rd, XR:$rs), "$rd, $rs", ["sltiu $rd, $rs, 1"], "Set if zero">;
def SNEZ : P<"snez", (ins XR:$rd, XR:$rs), "$rd, $rs", ["sltu $rd, zero, $rs"], "Set if not zero">;
def SLTZ : P<"sltz", (ins XR:$rd, XR:$rs), "$rd, $rs", ["slt $rd, $rs, zero"], "Set if negative">;
def SGTZ : P<"sgtz", (ins XR:$rd, XR:$rs), "$rd, $rs", ["slt $rd, zero, $rs"], "Set if positive">;
def ZEXT_B : P<"zext.b", (ins XR:$rd, XR:$rs), "$rd, $rs", ["andi $rd, $rs, 255"], "Zero-extend a byte">;

def FENCE_ALL : P<"fence", (ins), "", ["fence iorw, iorw"], "Order all memory accesses (fence iorw, iorw)">;
def FMV_X_S : P<"fmv.x.s", (ins XR:$rd, FR:$rs), "$rd, $rs", ["fmv.x.w $rd, $rs"], "Move float bits to an integer register (old name of fmv.x.w)">;
def FMV_S_X : P<"fmv.s.x", (ins FR:$rd, XR:$rs), "$rd, $rs", ["fmv.w.x $rd, $rs"], "Move integer bits to a float register (old name of fmv.w.x)">;

def J : P<"j", (ins JTarget:$target), "$target", ["jal zero, $target"], "Jump">;
def JR : P<"jr", (ins XR:$rs), "$rs", ["jalr zero, 0($rs)"], "Jump to a register">;
def RET : P<"ret", (ins), "", ["jalr zero, 0(ra)"], "Return from a call">;
def CALL : P<"call", (ins Symbol:$sym), "$sym", ["auipc ra, %pcrel_hi($sym)", "jalr ra, %pcrel_lo(. - 4)(ra)"],
             "Call a function anywhere (auipc + jalr through ra)">;
def TAIL : P<"tail", (ins Symbol:$sym), "$sym", ["auipc t1, %pcrel_hi($sym)", "jalr zero, %pcrel_lo(. - 4)(t1)"],
             "Tail call (auipc + jalr through t1)">;

def BEQZ : P<"beqz", (ins XR:$rs, BTarget:$t), "$rs, $t", ["beq $rs, zero, $t"], "Branch if zero">;
def BNEZ : P<"bnez", (ins XR:$rs, BTarget:$t), "$rs, $t", ["bne $rs, zero, $t"], "Branch if not zero">;
def BLEZ : P<"blez", (ins XR:$rs, BTarget:$t), "$rs, $t", ["bge zero, $rs, $t"], "Branch if ≤ 0">;
def BGEZ : P<"bgez", (ins XR:$rs, BTarget:$t), "$rs, $t", ["bge $rs, zero, $t"], "Branch if ≥ 0">;
def BLTZ : P<"bltz", (ins XR:$rs, BTarget:$t), "$rs, $t", ["blt $rs, zero, $t"], "Branch if < 0">;
def BGTZ : P<"bgtz", (ins XR:$rs, BTarget:$t), "$rs, $t", ["blt zero, $rs, $t"], "Branch if > 0">;
def BGT : P<"bgt", (ins XR:$rs, XR:$rt, BTarget:$t), "$rs, $rt, $t", ["blt $rt, $rs, $t"], "Branch if greater, signed">;
def BLE : P<"ble", (ins XR:$rs, XR:$rt, BTarget:$t), "$rs, $rt, $t", ["bge $rt, $rs, $t"], "Branch if ≤, signed">;
def BGTU : P<"bgtu", (ins XR:$rs, XR:$rt, BTarget:$t), "$rs, $rt, $t", ["bltu $rt, $rs, $t"], "Branch if greater, unsigned">;
def BLEU : P<"bleu", (ins XR:$rs, XR:$rt, BTarget:$t), "$rs, $rt, $t", ["bgeu $rt, $rs, $t"], "Branch if ≤, unsigned">;

def FMV_S : P<"fmv.s", (ins FR:$rd, FR:$rs), "$rd, $rs", ["fsgnj.s $rd, $rs, $rs"], "Copy a float register">;
def FABS_S : P<"fabs.s", (ins FR:$rd, FR:$rs), "$rd, $rs", ["fsgnjx.s $rd, $rs, $rs"], "Absolute value">;
def FNEG_S : P<"fneg.s", (ins FR:$rd, FR:$rs), "$rd, $rs", ["fsgnjn.s $rd, $rs, $rs"], "Negate">;

def CSRR : P<"csrr", (ins XR:$rd, CsrNum:$csr), "$rd, $csr", ["csrrs $rd, $csr, zero"], "Read a CSR">;
def CSRW : P<"csrw", (ins CsrNum:$csr, XR:$rs), "$csr, $rs", ["csrrw zero, $csr, $rs"], "Write a CSR">;
def CSRS : P<"csrs", (ins CsrNum:$csr, XR:$rs), "$csr, $rs", ["csrrs zero, $csr, $rs"], "Set bits in a CSR">;
def CSRC : P<"csrc", (ins CsrNum:$csr, XR:$rs), "$csr, $rs", ["csrrc zero, $csr, $rs"], "Clear bits in a CSR">;
def CSRWI : P<"csrwi", (ins CsrNum:$csr, UImm5:$imm), "$csr, $imm", ["csrrwi zero, $csr, $imm"], "Write an immediate to a CSR">;
def CSRSI : P<"csrsi", (ins CsrNum:$csr, UImm5:$imm), "$csr, $imm", ["csrrsi zero, $csr, $imm"], "Set immediate bits in a CSR">;
def CSRCI : P<"csrci", (ins CsrNum:$csr, UImm5:$imm), "$csr, $imm", ["csrrci zero, $csr, $imm"], "Clear immediate bits in a CSR">;
def FRCSR : P<"frcsr", (ins XR:$rd), "$rd", ["csrrs $rd, fcsr, zero"], "Read fcsr">;
def FSCSR : P<"fscsr", (ins XR:$rs), "$rs", ["csrrw zero, fcsr, $rs"], "Write fcsr">;
def FRRM : P<"frrm", (ins XR:$rd), "$rd", ["csrrs $rd, frm, zero"], "Read the rounding mode">;
def FSRM : P<"fsrm", (ins XR:$rs), "$rs", ["csrrw zero, frm, $rs"], "Write the rounding mode">;
def FSRMI : P<"fsrmi", (ins UImm5:$imm), "$imm", ["csrrwi zero, frm, $imm"], "Write the rounding mode from an immediate">;
def FRFLAGS : P<"frflags", (ins XR:$rd), "$rd", ["csrrs $rd, fflags, zero"], "Read the exception flags">;
def FSFLAGS : P<"fsflags", (ins XR:$rs), "$rs", ["csrrw zero, fflags, $rs"], "Write the exception flags">;
def FSFLAGSI : P<"fsflagsi", (ins UImm5:$imm), "$imm", ["csrrwi zero, fflags, $imm"], "Write the exception flags from an immediate">;
// Forms that also return the old value, and one-operand jumps: same mnemonics, fewer operands.
def FSCSR_SWAP : P<"fscsr", (ins XR:$rd, XR:$rs), "$rd, $rs", ["csrrw $rd, fcsr, $rs"], "Swap fcsr with a register">;
def FSRM_SWAP : P<"fsrm", (ins XR:$rd, XR:$rs), "$rd, $rs", ["csrrw $rd, frm, $rs"], "Swap the rounding mode with a register">;
def FSRMI_SWAP : P<"fsrmi", (ins XR:$rd, UImm5:$imm), "$rd, $imm", ["csrrwi $rd, frm, $imm"], "Swap the rounding mode with an immediate">;
def FSFLAGS_SWAP : P<"fsflags", (ins XR:$rd, XR:$rs), "$rd, $rs", ["csrrw $rd, fflags, $rs"], "Swap the exception flags with a register">;
def FSFLAGSI_SWAP : P<"fsflagsi", (ins XR:$rd, UImm5:$imm), "$rd, $imm", ["csrrwi $rd, fflags, $imm"], "Swap the exception flags with an immediate">;
def JAL_RA : P<"jal", (ins JTarget:$target), "$target", ["jal ra, $target"], "Jump and link through ra">;
def JALR_RA : P<"jalr", (ins XR:$rs), "$rs", ["jalr ra, 0($rs)"], "Call the address in a register, linking through ra">;

// Vector pseudo-instructions; a trailing v0.t carries over to the expansion.
class VP1<string mn, string line, string summary>
    : P<mn, (ins VR:$vd, VR:$vs, VMask:$vm), "$vd, $vs, $vm", [line], summary> {
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
}
class VP2<string mn, string line, string summary>
    : P<mn, (ins VR:$vd, VR:$va, VR:$vb, VMask:$vm), "$vd, $va, $vb, $vm", [line], summary> {
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
}
def VNEG_V : VP1<"vneg.v", "vrsub.vx $vd, $vs, zero, $vm", "Negate each element">;
def VNOT_V : VP1<"vnot.v", "vxor.vi $vd, $vs, -1, $vm", "Invert each element's bits">;
def VWCVT_X_X_V : VP1<"vwcvt.x.x.v", "vwadd.vx $vd, $vs, zero, $vm", "Sign-extend each element to 2*SEW">;
def VWCVTU_X_X_V : VP1<"vwcvtu.x.x.v", "vwaddu.vx $vd, $vs, zero, $vm", "Zero-extend each element to 2*SEW">;
def VNCVT_X_X_W : VP1<"vncvt.x.x.w", "vnsrl.wx $vd, $vs, zero, $vm", "Truncate each 2*SEW element to SEW">;
def VFNEG_V : VP1<"vfneg.v", "vfsgnjn.vv $vd, $vs, $vs, $vm", "Negate each float element">;
def VFABS_V : VP1<"vfabs.v", "vfsgnjx.vv $vd, $vs, $vs, $vm", "Absolute value of each float element">;
def VMSGT_VV : VP2<"vmsgt.vv", "vmslt.vv $vd, $vb, $va, $vm", "Set mask if greater than, signed">;
def VMSGTU_VV : VP2<"vmsgtu.vv", "vmsltu.vv $vd, $vb, $va, $vm", "Set mask if greater than, unsigned">;
def VMSGE_VV : VP2<"vmsge.vv", "vmsle.vv $vd, $vb, $va, $vm", "Set mask if greater or equal, signed">;
def VMSGEU_VV : VP2<"vmsgeu.vv", "vmsleu.vv $vd, $vb, $va, $vm", "Set mask if greater or equal, unsigned">;
def VMFGT_VV : VP2<"vmfgt.vv", "vmflt.vv $vd, $vb, $va, $vm", "Set mask if greater than (float)">;
def VMFGE_VV : VP2<"vmfge.vv", "vmfle.vv $vd, $vb, $va, $vm", "Set mask if greater or equal (float)">;
def VMMV_M : P<"vmmv.m", (ins VR:$vd, VR:$vs), "$vd, $vs", ["vmand.mm $vd, $vs, $vs"], "Copy a mask register">;
def VMNOT_M : P<"vmnot.m", (ins VR:$vd, VR:$vs), "$vd, $vs", ["vmnand.mm $vd, $vs, $vs"], "Invert a mask register">;
def VMCLR_M : P<"vmclr.m", (ins VR:$vd), "$vd", ["vmxor.mm $vd, $vd, $vd"], "Clear a mask register">;
def VMSET_M : P<"vmset.m", (ins VR:$vd), "$vd", ["vmxnor.mm $vd, $vd, $vd"], "Set every bit of a mask register">;
foreach n = [1, 2, 4, 8] in
  def VL#n#R_V : P<"vl"#n#"r.v", (ins VR:$vd, XR:$rs1), "$vd, ($rs1)", ["vl"#n#"re8.v $vd, ($rs1)"],
                   "Load " # n # " whole vector registers">;

// Compares with an immediate that the V extension has no instruction for, written as llvm-mc
// writes them: x < imm is x <= imm - 1, x >= imm is x > imm - 1, for imm in -15..16. Unsigned
// x < 0 never holds and x >= 0 always does: vmsne.vv / vmseq.vv of a register with itself.
class VCmpImm<string mn, list<PseudoCase> cases, string summary>
    : Pseudo<mn, (ins VR:$vd, VR:$vs2, PseudoImm32:$imm, VMask:$vm), "$vd, $vs2, $imm, $vm", cases> {
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
  let Summary = summary;
}
def VMSLT_VI : VCmpImm<"vmslt.vi", [PseudoCase<"", ["vmsle.vi $vd, $vs2, $imm-1, $vm"]>],
                       "Set mask if less than an immediate (-15..16), signed">;
def VMSLTU_VI : VCmpImm<"vmsltu.vi", [PseudoCase<[{ imm == 0 }], ["vmsne.vv $vd, $vs2, $vs2, $vm"]>,
                                      PseudoCase<"", ["vmsleu.vi $vd, $vs2, $imm-1, $vm"]>],
                        "Set mask if less than an immediate (-15..16), unsigned">;
def VMSGE_VI : VCmpImm<"vmsge.vi", [PseudoCase<"", ["vmsgt.vi $vd, $vs2, $imm-1, $vm"]>],
                       "Set mask if greater or equal to an immediate (-15..16), signed">;
def VMSGEU_VI : VCmpImm<"vmsgeu.vi", [PseudoCase<[{ imm == 0 }], ["vmseq.vv $vd, $vs2, $vs2, $vm"]>,
                                      PseudoCase<"", ["vmsgtu.vi $vd, $vs2, $imm-1, $vm"]>],
                        "Set mask if greater or equal to an immediate (-15..16), unsigned">;

// GNU as and llvm-mc take the register mnemonics with an immediate last operand as the
// immediate instructions; the operands decide (a register name there is the register form).
def ADD_IMM : P<"add", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["addi $rd, $rs, $imm"], "Add an immediate (addi)">;
def AND_IMM : P<"and", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["andi $rd, $rs, $imm"], "AND an immediate (andi)">;
def OR_IMM : P<"or", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["ori $rd, $rs, $imm"], "OR an immediate (ori)">;
def XOR_IMM : P<"xor", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["xori $rd, $rs, $imm"], "XOR an immediate (xori)">;
def SLT_IMM : P<"slt", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["slti $rd, $rs, $imm"], "Set if less than an immediate (slti)">;
def SLTU_IMM : P<"sltu", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["sltiu $rd, $rs, $imm"], "Set if less than an immediate, unsigned (sltiu)">;
def SLL_IMM : P<"sll", (ins XR:$rd, XR:$rs, UImm5:$imm), "$rd, $rs, $imm", ["slli $rd, $rs, $imm"], "Shift left by an immediate (slli)">;
def SRL_IMM : P<"srl", (ins XR:$rd, XR:$rs, UImm5:$imm), "$rd, $rs, $imm", ["srli $rd, $rs, $imm"], "Shift right logical by an immediate (srli)">;
def SRA_IMM : P<"sra", (ins XR:$rd, XR:$rs, UImm5:$imm), "$rd, $rs, $imm", ["srai $rd, $rs, $imm"], "Shift right arithmetic by an immediate (srai)">;
// jalr with its offset as a third operand.
def JALR3 : P<"jalr", (ins XR:$rd, XR:$rs, SImm12:$imm), "$rd, $rs, $imm", ["jalr $rd, $imm($rs)"], "Jump to a register plus an offset, linking">;
// The older names of fcsr's accessors.
def FRSR : P<"frsr", (ins XR:$rd), "$rd", ["csrrs $rd, fcsr, zero"], "Read fcsr (frcsr)">;
def FSSR : P<"fssr", (ins XR:$rs), "$rs", ["csrrw zero, fcsr, $rs"], "Write fcsr (fscsr)">;
def FSSR_SWAP : P<"fssr", (ins XR:$rd, XR:$rs), "$rd, $rs", ["csrrw $rd, fcsr, $rs"], "Swap fcsr with a register (fscsr)">;
// Loads and stores of a symbol: auipc builds its address's upper part (in rd for a load, in a
// scratch register for a store or a float load).
foreach l = ["lb", "lh", "lw", "lbu", "lhu"] in
  def SYM_#l : P<l, (ins XR:$rd, Symbol:$sym), "$rd, $sym",
                 ["auipc $rd, %pcrel_hi($sym)", l#" $rd, %pcrel_lo(. - 4)($rd)"], "Load from a symbol's address">;
foreach s = ["sb", "sh", "sw"] in
  def SYM_#s : P<s, (ins XR:$rs, Symbol:$sym, XR:$rt), "$rs, $sym, $rt",
                 ["auipc $rt, %pcrel_hi($sym)", s#" $rs, %pcrel_lo(. - 4)($rt)"], "Store to a symbol's address through rt">;
def SYM_flw : P<"flw", (ins FR:$rd, Symbol:$sym, XR:$rt), "$rd, $sym, $rt",
                ["auipc $rt, %pcrel_hi($sym)", "flw $rd, %pcrel_lo(. - 4)($rt)"], "Load a float from a symbol's address through rt">;
def SYM_fsw : P<"fsw", (ins FR:$rs, Symbol:$sym, XR:$rt), "$rs, $sym, $rt",
                ["auipc $rt, %pcrel_hi($sym)", "fsw $rs, %pcrel_lo(. - 4)($rt)"], "Store a float to a symbol's address through rt">;
def JR2 : P<"jr", (ins XR:$rs, SImm12:$imm), "$rs, $imm", ["jalr zero, $imm($rs)"], "Jump to a register plus an offset">;
