// Single-width integer arithmetic, shifts, compares, min/max, multiply, divide, merge and moves.

let Group = "Vector integer: add, subtract, logic and shifts" in
defm VADD : VIntVVXI<0b000000, "vadd", "a + b", "Add">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VSUB : VIntVVX<0b000010, "vsub", "a - b", "Subtract">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VRSUB_VX : VIntVX<OPIVX, 0b000011, "vrsub.vx", "b - a", "Reverse subtract: scalar minus element">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VRSUB_VI : VIntVI<0b000011, "vrsub.vi", "b - a", "Reverse subtract: immediate minus element">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VAND : VIntVVXI<0b001001, "vand", "a & b", "And">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VOR : VIntVVXI<0b001010, "vor", "a | b", "Or">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VXOR : VIntVVXI<0b001011, "vxor", "a ^ b", "Exclusive or">;

// Shifts use the low log2(SEW) bits of the shift amount.
defvar VShl = "a << (b & (sew - 1))";
defvar VShr = "a >> (b & (sew - 1))";
defvar VSra = "u32(sx(a, sew) >> (b & (sew - 1)))";
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSLL_VV : VIntVV<OPIVV, 0b100101, "vsll.vv", VShl, "Shift left logical, vector-vector">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSLL_VX : VIntVX<OPIVX, 0b100101, "vsll.vx", VShl, "Shift left logical, vector-scalar">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSLL_VI : VIntVUI<0b100101, "vsll.vi", VShl, "Shift left logical, vector-immediate">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRL_VV : VIntVV<OPIVV, 0b101000, "vsrl.vv", VShr, "Shift right logical, vector-vector">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRL_VX : VIntVX<OPIVX, 0b101000, "vsrl.vx", VShr, "Shift right logical, vector-scalar">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRL_VI : VIntVUI<0b101000, "vsrl.vi", VShr, "Shift right logical, vector-immediate">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRA_VV : VIntVV<OPIVV, 0b101001, "vsra.vv", VSra, "Shift right arithmetic, vector-vector">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRA_VX : VIntVX<OPIVX, 0b101001, "vsra.vx", VSra, "Shift right arithmetic, vector-scalar">;
let Group = "Vector integer: add, subtract, logic and shifts" in
def VSRA_VI : VIntVUI<0b101001, "vsra.vi", VSra, "Shift right arithmetic, vector-immediate">;

let Group = "Vector integer: min, max, multiply and divide" in
defm VMINU : VIntVVX<0b000100, "vminu", "min(a, b)", "Minimum, unsigned">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMIN : VIntVVX<0b000101, "vmin", "u32(min(sx(a, sew), sx(b, sew)))", "Minimum, signed">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMAXU : VIntVVX<0b000110, "vmaxu", "max(a, b)", "Maximum, unsigned">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMAX : VIntVVX<0b000111, "vmax", "u32(max(sx(a, sew), sx(b, sew)))", "Maximum, signed">;

let Group = "Vector integer: min, max, multiply and divide" in
defm VMUL : VIntVVX<0b100101, "vmul", "a * b", "Multiply, low half", OPMVV, OPMVX, LatVMul>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMULH : VIntVVX<0b100111, "vmulh", "u32((i64(sx(a, sew)) * i64(sx(b, sew))) >> sew)",
                     "Multiply signed, high half", OPMVV, OPMVX, LatVMul>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMULHU : VIntVVX<0b100100, "vmulhu", "u32((u64(a) * u64(b)) >> sew)", "Multiply unsigned, high half",
                      OPMVV, OPMVX, LatVMul>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMULHSU : VIntVVX<0b100110, "vmulhsu", "u32((i64(sx(a, sew)) * i64(b)) >> sew)",
                       "Multiply signed by unsigned, high half", OPMVV, OPMVX, LatVMul>;
// Division by zero and overflow give the results the ISA defines, as in the scalar M extension.
let Group = "Vector integer: min, max, multiply and divide" in
defm VDIVU : VIntVVX<0b100000, "vdivu", "b == 0 ? 0xFFFFFFFF : a / b", "Divide, unsigned", OPMVV, OPMVX, LatVDiv>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VDIV : VIntVVX<0b100001, "vdiv",
                    "b == 0 ? 0xFFFFFFFF : (sx(b, sew) == -1 ? u32(-sx(a, sew)) : u32(sx(a, sew) / sx(b, sew)))",
                    "Divide, signed", OPMVV, OPMVX, LatVDiv>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VREMU : VIntVVX<0b100010, "vremu", "b == 0 ? a : a % b", "Remainder, unsigned", OPMVV, OPMVX, LatVDiv>;
let Group = "Vector integer: min, max, multiply and divide" in
defm VREM : VIntVVX<0b100011, "vrem", "b == 0 ? a : (sx(b, sew) == -1 ? 0 : u32(sx(a, sew) % sx(b, sew)))",
                    "Remainder, signed", OPMVV, OPMVX, LatVDiv>;

// Multiply-add: the destination is also a source. vmacc/vnmsac: vd = ±(vs1 * vs2) + vd;
// vmadd/vnmsub: vd = ±(vs1 * vd) + vs2. Written as "vd, vs1, vs2" (and "vd, rs1, vs2").
class VMulAddVV<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPMVV, f6, mn, (ins VR:$vd, VR:$vs1, VR:$vs2, VMask:$vm), "$vd, $vs1, $vs2, $vm", Vxu, LatVMul, "Vector integer"> {
  bits<5> vs1;
  let Inst{19-15} = vs1;
  let Semantics = !subst("EXPR", expr, [{
    vbegin(vm, vd, vs2, vs1);
    let sew = vsew();
    for i in vstart .. vl {
      if active(vm, i) {
        let a = vel(vs2, i, sew);
        let b = vel(vs1, i, sew);
        let d = vel(vd, i, sew);
        vel_set(vd, i, sew, EXPR);
      }
    }
    vstart = 0;
  }]);
  let Summary = summary # ", vector-vector";
}
class VMulAddVX<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPMVX, f6, mn, (ins VR:$vd, XR:$rs1, VR:$vs2, VMask:$vm), "$vd, $rs1, $vs2, $vm", Vxu, LatVMul, "Vector integer"> {
  bits<5> rs1;
  let Inst{19-15} = rs1;
  let Semantics = !subst("EXPR", expr, [{
    vbegin(vm, vd, vs2, 0);
    let sew = vsew();
    let b = zx(x[rs1], sew);
    for i in vstart .. vl {
      if active(vm, i) {
        let a = vel(vs2, i, sew);
        let d = vel(vd, i, sew);
        vel_set(vd, i, sew, EXPR);
      }
    }
    vstart = 0;
  }]);
  let Summary = summary # ", vector-scalar";
}
multiclass VMulAdd<bits<6> f6, string mn, string expr, string summary> {
  def _VV : VMulAddVV<f6, mn # ".vv", expr, summary>;
  def _VX : VMulAddVX<f6, mn # ".vx", expr, summary>;
}
let Group = "Vector integer: min, max, multiply and divide" in
defm VMACC : VMulAdd<0b101101, "vmacc", "b * a + d", "Multiply-accumulate: vd += vs1 * vs2">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VNMSAC : VMulAdd<0b101111, "vnmsac", "d - b * a", "Multiply-subtract from accumulator: vd -= vs1 * vs2">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VMADD : VMulAdd<0b101001, "vmadd", "b * d + a", "Multiply-add: vd = vs1 * vd + vs2">;
let Group = "Vector integer: min, max, multiply and divide" in
defm VNMSUB : VMulAdd<0b101011, "vnmsub", "a - b * d", "Multiply-subtract: vd = -(vs1 * vd) + vs2">;

// Compares write one mask bit per element into vd (a single register); masked-off and tail
// bits keep their values.
defvar VCmpBody = [{
  vcheck();
  let g = vgroup();
  valigned(vs2, g);
  let sew = vsew();
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      vmbit_set(vd, i, COND);
    }
  }
  vstart = 0;
}];
class VCmpVV<bits<6> f6, string mn, string cond, string summary>
    : VVForm<OPIVV, f6, mn, !subst("COND", cond, !subst("let a = vel(vs2, i, sew);",
        "let a = vel(vs2, i, sew);\n      let b = vel(vs1, i, sew);", !subst("valigned(vs2, g);", "valigned(vs2, g);\n  valigned(vs1, g);", VCmpBody))),
        summary # ", vector-vector", Vxu, LatVCmp, "Vector integer">;
class VCmpVX<bits<6> f6, string mn, string cond, string summary>
    : VXForm<OPIVX, f6, mn, !subst("COND", cond, !subst("let sew = vsew();", "let sew = vsew();\n  let b = zx(x[rs1], sew);", VCmpBody)),
        summary # ", vector-scalar", Vxu, LatVCmp, "Vector integer">;
class VCmpVI<bits<6> f6, string mn, string cond, string summary>
    : VIForm<OPIVI, f6, mn, !subst("COND", cond, !subst("let sew = vsew();", "let sew = vsew();\n  let b = zx(u32(i32(imm)), sew);", VCmpBody)),
        summary # ", vector-immediate", Vxu, LatVCmp, "Vector integer">;

defvar CmpLtS = "sx(a, sew) < sx(b, sew)";
defvar CmpLeS = "sx(a, sew) <= sx(b, sew)";
defvar CmpGtS = "sx(a, sew) > sx(b, sew)";
let Group = "Vector integer: compare, merge and move" in
def VMSEQ_VV : VCmpVV<0b011000, "vmseq.vv", "a == b", "Set mask if equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSEQ_VX : VCmpVX<0b011000, "vmseq.vx", "a == b", "Set mask if equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSEQ_VI : VCmpVI<0b011000, "vmseq.vi", "a == b", "Set mask if equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSNE_VV : VCmpVV<0b011001, "vmsne.vv", "a != b", "Set mask if not equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSNE_VX : VCmpVX<0b011001, "vmsne.vx", "a != b", "Set mask if not equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSNE_VI : VCmpVI<0b011001, "vmsne.vi", "a != b", "Set mask if not equal">;
let Group = "Vector integer: compare, merge and move" in
def VMSLTU_VV : VCmpVV<0b011010, "vmsltu.vv", "a < b", "Set mask if less than, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSLTU_VX : VCmpVX<0b011010, "vmsltu.vx", "a < b", "Set mask if less than, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSLT_VV : VCmpVV<0b011011, "vmslt.vv", CmpLtS, "Set mask if less than, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSLT_VX : VCmpVX<0b011011, "vmslt.vx", CmpLtS, "Set mask if less than, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSLEU_VV : VCmpVV<0b011100, "vmsleu.vv", "a <= b", "Set mask if less or equal, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSLEU_VX : VCmpVX<0b011100, "vmsleu.vx", "a <= b", "Set mask if less or equal, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSLEU_VI : VCmpVI<0b011100, "vmsleu.vi", "a <= b", "Set mask if less or equal, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSLE_VV : VCmpVV<0b011101, "vmsle.vv", CmpLeS, "Set mask if less or equal, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSLE_VX : VCmpVX<0b011101, "vmsle.vx", CmpLeS, "Set mask if less or equal, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSLE_VI : VCmpVI<0b011101, "vmsle.vi", CmpLeS, "Set mask if less or equal, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSGTU_VX : VCmpVX<0b011110, "vmsgtu.vx", "a > b", "Set mask if greater than, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSGTU_VI : VCmpVI<0b011110, "vmsgtu.vi", "a > b", "Set mask if greater than, unsigned">;
let Group = "Vector integer: compare, merge and move" in
def VMSGT_VX : VCmpVX<0b011111, "vmsgt.vx", CmpGtS, "Set mask if greater than, signed">;
let Group = "Vector integer: compare, merge and move" in
def VMSGT_VI : VCmpVI<0b011111, "vmsgt.vi", CmpGtS, "Set mask if greater than, signed">;

// Merge (vm = 0, v0 selects per element) and move (vm = 1, vs2 = 0): every body element is
// written, masked or not.
class VMergeMove<bits<3> f3, bits<1> vmv, string mn, dag ops, string syn, string src, string value, string summary>
    : RVInst<0b1010111, mn, ops, syn, Vxu, "Vector integer"> {
  bits<5> vd;
  let Inst{31-26} = 0b010111; let Inst{25} = vmv; let Inst{14-12} = f3; let Inst{11-7} = vd;
  let Semantics = !subst("VALUE", value, !strconcat(src, [{
    let sew = vsew();
    for i in vstart .. vl {
      vel_set(vd, i, sew, VALUE);
    }
    vstart = 0;
  }]));
  let Unit = LatVAlu.Unit; let Uops = LatVAlu.Uops; let Interval = LatVAlu.Interval; let Latency = LatVAlu.Latency; let Chains = LatVAlu.Chains;
  let Summary = summary;
}
defvar VPick = "vmbit(0, i) ? B : vel(vs2, i, sew)";
let Group = "Vector integer: compare, merge and move" in
def VMERGE_VVM : VMergeMove<OPIVV, 0, "vmerge.vvm", (ins VR:$vd, VR:$vs2, VR:$vs1), "$vd, $vs2, $vs1, v0",
    "vbegin(0, vd, vs2, vs1);", !subst("B", "vel(vs1, i, sew)", VPick), "Merge: vs1's element where v0 is set, else vs2's"> {
  bits<5> vs2; bits<5> vs1;
  let Inst{24-20} = vs2; let Inst{19-15} = vs1;
}
let Group = "Vector integer: compare, merge and move" in
def VMERGE_VXM : VMergeMove<OPIVX, 0, "vmerge.vxm", (ins VR:$vd, VR:$vs2, XR:$rs1), "$vd, $vs2, $rs1, v0",
    "vbegin(0, vd, vs2, 0);", !subst("B", "x[rs1]", VPick), "Merge: rs1 where v0 is set, else vs2's element"> {
  bits<5> vs2; bits<5> rs1;
  let Inst{24-20} = vs2; let Inst{19-15} = rs1;
}
let Group = "Vector integer: compare, merge and move" in
def VMERGE_VIM : VMergeMove<OPIVI, 0, "vmerge.vim", (ins VR:$vd, VR:$vs2, SImm5:$imm), "$vd, $vs2, $imm, v0",
    "vbegin(0, vd, vs2, 0);", !subst("B", "u32(i32(imm))", VPick), "Merge: the immediate where v0 is set, else vs2's element"> {
  bits<5> vs2; bits<5> imm;
  let Inst{24-20} = vs2; let Inst{19-15} = imm;
}
let Group = "Vector integer: compare, merge and move" in
def VMV_V_V : VMergeMove<OPIVV, 1, "vmv.v.v", (ins VR:$vd, VR:$vs1), "$vd, $vs1", "vbegin(1, vd, 0, vs1);",
    "vel(vs1, i, sew)", "Copy vs1's elements"> {
  bits<5> vs1;
  let Inst{24-20} = 0; let Inst{19-15} = vs1;
}
let Group = "Vector integer: compare, merge and move" in
def VMV_V_X : VMergeMove<OPIVX, 1, "vmv.v.x", (ins VR:$vd, XR:$rs1), "$vd, $rs1", "vbegin(1, vd, 0, 0);",
    "x[rs1]", "Splat rs1 into every element"> {
  bits<5> rs1;
  let Inst{24-20} = 0; let Inst{19-15} = rs1;
}
let Group = "Vector integer: compare, merge and move" in
def VMV_V_I : VMergeMove<OPIVI, 1, "vmv.v.i", (ins VR:$vd, SImm5:$imm), "$vd, $imm", "vbegin(1, vd, 0, 0);",
    "u32(i32(imm))", "Splat an immediate into every element"> {
  bits<5> imm;
  let Inst{24-20} = 0; let Inst{19-15} = imm;
}

// Add and subtract with carry: v0 supplies a carry (or borrow) bit per element. vadc/vsbc write
// the sums; vmadc/vmsbc write the carry (borrow) out as a mask, with or without a carry in.
class VCarry<bits<3> f3, bits<6> f6, bits<1> vmbit_, string mn, dag ops, string syn, string src, string body,
             string summary>
    : RVInst<0b1010111, mn, ops, syn, Vxu, "Vector integer"> {
  bits<5> vd; bits<5> vs2;
  let Inst{31-26} = f6; let Inst{25} = vmbit_; let Inst{24-20} = vs2; let Inst{14-12} = f3; let Inst{11-7} = vd;
  let Semantics = !strconcat("vcheck();\nlet g = vgroup();\nvaligned(vs2, g);\nlet sew = vsew();\n", src, [{
    for i in vstart .. vl {
      let a = vel(vs2, i, sew);
      }], body, [{
    }
    vstart = 0;
  }]);
  let Unit = LatVAlu.Unit; let Uops = LatVAlu.Uops; let Interval = LatVAlu.Interval; let Latency = LatVAlu.Latency; let Chains = LatVAlu.Chains;
  let Summary = summary;
}
defvar CarryIn = "u64(vmbit(0, i) ? 1 : 0)";
multiclass VCarryForms<bits<6> f6, bits<1> vmbit_, string mn, string suffix, string body, string summary,
                       string syn_tail, string dest_check, bit with_imm = 1> {
  def _VV : VCarry<OPIVV, f6, vmbit_, mn # ".vv" # suffix, (ins VR:$vd, VR:$vs2, VR:$vs1), "$vd, $vs2, $vs1" # syn_tail,
                   dest_check # "valigned(vs1, g);\n", !subst("B", "vel(vs1, i, sew)", body), summary # ", vector-vector"> {
    bits<5> vs1;
    let Inst{19-15} = vs1;
  }
  def _VX : VCarry<OPIVX, f6, vmbit_, mn # ".vx" # suffix, (ins VR:$vd, VR:$vs2, XR:$rs1), "$vd, $vs2, $rs1" # syn_tail,
                   dest_check, !subst("B", "zx(x[rs1], sew)", body), summary # ", vector-scalar"> {
    bits<5> rs1;
    let Inst{19-15} = rs1;
  }
  if with_imm then
    def _VI : VCarry<OPIVI, f6, vmbit_, mn # ".vi" # suffix, (ins VR:$vd, VR:$vs2, SImm5:$imm), "$vd, $vs2, $imm" # syn_tail,
                     dest_check, !subst("B", "zx(u32(i32(imm)), sew)", body), summary # ", vector-immediate"> {
      bits<5> imm;
      let Inst{19-15} = imm;
    }
}
defvar SumDest = "valigned(vd, g);\nvmask_dest(0, vd);\n";
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VADC : VCarryForms<0b010000, 0, "vadc", "m", !subst("CARRY", CarryIn, "vel_set(vd, i, sew, u32(u64(a) + u64(B) + CARRY));"),
                        "Add with carry in from v0", ", v0", SumDest>;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VSBC : VCarryForms<0b010010, 0, "vsbc", "m", !subst("CARRY", CarryIn, "vel_set(vd, i, sew, u32(u64(a) - u64(B) - CARRY));"),
                        "Subtract with borrow in from v0", ", v0", SumDest, 0>;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VMADC_M : VCarryForms<0b010001, 0, "vmadc", "m", !subst("CARRY", CarryIn, "vmbit_set(vd, i, (((u64(a) + u64(B) + CARRY) >> sew) & 1) == 1);"),
                           "Carry out of an add with carry in, as a mask", ", v0", "">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VMADC : VCarryForms<0b010001, 1, "vmadc", "", "vmbit_set(vd, i, (((u64(a) + u64(B)) >> sew) & 1) == 1);",
                         "Carry out of an add, as a mask", "", "">;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VMSBC_M : VCarryForms<0b010011, 0, "vmsbc", "m", !subst("CARRY", CarryIn, "vmbit_set(vd, i, u64(a) < u64(B) + CARRY);"),
                           "Borrow out of a subtract with borrow in, as a mask", ", v0", "", 0>;
let Group = "Vector integer: add, subtract, logic and shifts" in
defm VMSBC : VCarryForms<0b010011, 1, "vmsbc", "", "vmbit_set(vd, i, u64(a) < u64(B));",
                         "Borrow out of a subtract, as a mask", "", "", 0>;
