// Mask instructions: bitwise logic between mask registers, counting and finding set bits,
// set-before/including/only-first, and the index writers viota.m and vid.v.
//
// A mask operand is one register whatever SEW and LMUL are: element i's bit is bit i % 8 of
// the register's byte i / 8. Like QEMU, the instructions that scan a mask from the start
// (vcpop.m, vfirst.m, vmsbf.m, vmsif.m, vmsof.m, viota.m) trap unless vstart is 0, as the
// specification allows.

def : Function<"vstart_zero_only()", [{
  if vstart != 0 { trap("illegal instruction: this instruction needs vstart = 0"); }
}]> { let Summary = "Trap unless vstart is 0 (for instructions that must see the whole mask)."; }

// Logic between two masks, bit by bit over elements vstart .. vl-1; a is vs2's bit, b is
// vs1's. Neither vtype's LMUL nor v0 matters (these are always unmasked); bits from vl on
// keep their values.
class VMaskLogic<bits<6> f6, string mn, string expr, string summary>
    : RVInst<0b1010111, mn, (ins VR:$vd, VR:$vs2, VR:$vs1), "$vd, $vs2, $vs1", Vxu, "Vector mask"> {
  bits<5> vd; bits<5> vs2; bits<5> vs1;
  let Inst{31-26} = f6; let Inst{25} = 1; let Inst{24-20} = vs2; let Inst{19-15} = vs1;
  let Inst{14-12} = OPMVV; let Inst{11-7} = vd;
  let Semantics = !subst("EXPR", expr, [{
    vcheck();
    for i in vstart .. vl {
      let a = vmbit(vs2, i);
      let b = vmbit(vs1, i);
      vmbit_set(vd, i, EXPR);
    }
    vstart = 0;
  }]);
  let Unit = VTOne.Unit; let Uops = VTOne.Uops; let Interval = VTOne.Interval; let Latency = VTOne.Latency; let Chains = VTOne.Chains;
  let Summary = summary;
}
def VMAND_MM : VMaskLogic<0b011001, "vmand.mm", "a && b", "Mask and: vd = vs2 & vs1">;
def VMNAND_MM : VMaskLogic<0b011101, "vmnand.mm", "!(a && b)", "Mask nand: vd = ~(vs2 & vs1)">;
def VMANDN_MM : VMaskLogic<0b011000, "vmandn.mm", "a && !b", "Mask and-not: vd = vs2 & ~vs1">;
def VMXOR_MM : VMaskLogic<0b011011, "vmxor.mm", "a != b", "Mask exclusive or: vd = vs2 ^ vs1">;
def VMOR_MM : VMaskLogic<0b011010, "vmor.mm", "a || b", "Mask or: vd = vs2 | vs1">;
def VMNOR_MM : VMaskLogic<0b011110, "vmnor.mm", "!(a || b)", "Mask nor: vd = ~(vs2 | vs1)">;
def VMORN_MM : VMaskLogic<0b011100, "vmorn.mm", "a || !b", "Mask or-not: vd = vs2 | ~vs1">;
def VMXNOR_MM : VMaskLogic<0b011111, "vmxnor.mm", "a == b", "Mask exclusive nor: vd = ~(vs2 ^ vs1)">;

// Scalar results from a mask: x[rd] gets a count or an index. Only active elements count.
class VMaskToX<bits<5> sel, string mn, string body, string summary>
    : RVInst<0b1010111, mn, (ins XR:$rd, VR:$vs2, VMask:$vm), "$rd, $vs2, $vm", Vxu, "Vector mask"> {
  bits<5> rd; bits<5> vs2; bits<1> vm;
  let Inst{31-26} = 0b010000; let Inst{25} = vm; let Inst{24-20} = vs2; let Inst{19-15} = sel;
  let Inst{14-12} = OPMVV; let Inst{11-7} = rd;
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
  let Semantics = !strconcat([{
    vcheck();
    vstart_zero_only();
  }], body);
  let Unit = VTToScalar.Unit; let Uops = VTToScalar.Uops; let Interval = VTToScalar.Interval; let Latency = VTToScalar.Latency; let Chains = VTToScalar.Chains;
  let Summary = summary;
}
def VCPOP_M : VMaskToX<0b10000, "vcpop.m", [{
    let count: u32 = 0;
    for i in 0 .. vl {
      if active(vm, i) && vmbit(vs2, i) {
        count += 1;
      }
    }
    x[rd] = count;
}], "Count the active elements whose bit in vs2 is set"> {
  let Description = "x[rd] = the number of elements i < vl that are active (v0.t) and have bit i of vs2 set. Needs vstart = 0.";
}
def VFIRST_M : VMaskToX<0b10001, "vfirst.m", [{
    for i in 0 .. vl {
      if active(vm, i) && vmbit(vs2, i) {
        x[rd] = i;
        return;
      }
    }
    x[rd] = 0xFFFFFFFF;  // -1: no active element has its bit set
}], "Index of the first active element whose bit in vs2 is set, or -1"> {
  let Description = "x[rd] = the lowest index i < vl that is active and has bit i of vs2 set, or -1 (0xFFFFFFFF) when there is none. "
                        "Needs vstart = 0.";
}

// Set-before/including/only-first: scan the active elements of vs2 in order; `seen` says
// whether an earlier active element had its bit set. vd may not be vs2 (it would overwrite
// bits still to be read), nor v0 when masked.
class VMaskFirst<bits<5> sel, string mn, string expr, string summary>
    : VInst<OPMVV, 0b010100, mn, (ins VR:$vd, VR:$vs2, VMask:$vm), "$vd, $vs2, $vm", Vxu, LatVAlu, "Vector mask"> {
  let Inst{19-15} = sel;
  let Semantics = !subst("EXPR", expr, [{
    vcheck();
    vstart_zero_only();
    if vd == vs2 { trap("illegal instruction: the destination mask may not be the source mask"); }
    vmask_dest(vm, vd);
    let seen = false;
    for i in 0 .. vl {
      if active(vm, i) {
        let b = vmbit(vs2, i);
        vmbit_set(vd, i, EXPR);
        if b {
          seen = true;
        }
      }
    }
  }]);
  let Summary = summary;
}
def VMSBF_M : VMaskFirst<0b00001, "vmsbf.m", "!seen && !b",
                         "Set before first: 1 for the active elements before the first set bit of vs2, 0 from it on"> {
  let Description = "Example: vs2 = ...00101000 gives vd = ...00000111 (bits 0..2). Masked-off and tail bits of vd keep their values; "
                        "vd may not be vs2, nor v0 when masked; needs vstart = 0.";
}
def VMSIF_M : VMaskFirst<0b00011, "vmsif.m", "!seen",
                         "Set including first: 1 for the active elements up to and including the first set bit of vs2"> {
  let Description = "Example: vs2 = ...00101000 gives vd = ...00001111 (bits 0..3). vd may not be vs2, nor v0 when masked; "
                        "needs vstart = 0.";
}
def VMSOF_M : VMaskFirst<0b00010, "vmsof.m", "!seen && b",
                         "Set only first: 1 for the first active element whose bit in vs2 is set, 0 for the others"> {
  let Description = "Example: vs2 = ...00101000 gives vd = ...00001000 (bit 3). vd may not be vs2, nor v0 when masked; "
                        "needs vstart = 0.";
}

// Element writers (SEW-bit elements into the LMUL group vd).
def VIOTA_M : VInst<OPMVV, 0b010100, "viota.m", (ins VR:$vd, VR:$vs2, VMask:$vm), "$vd, $vs2, $vm", Vxu, LatVAlu,
                    "Vector mask"> {
  let Description = "Example: vs2 = ...1101 (unmasked) gives vd = 0, 1, 1, 2, 3, ... Combined with a gather or an indexed "
                        "store it packs or scatters the selected elements. The group vd may not contain vs2, nor v0 when masked; "
                        "needs vstart = 0.";
  let Inst{19-15} = 0b10000;
  let Semantics = [{
    vcheck();
    vstart_zero_only();
    let g = vgroup();
    valigned(vd, g);
    vmask_dest(vm, vd);
    if vgroups_overlap(vd, g, vs2, 1) { trap("illegal instruction: viota.m's destination group overlaps its source mask"); }
    let sew = vsew();
    // count: how many active elements before i have their bit in vs2 set.
    let count: u32 = 0;
    for i in 0 .. vl {
      if active(vm, i) {
        vel_set(vd, i, sew, count);
        if vmbit(vs2, i) {
          count += 1;
        }
      }
    }
  }];
  let Summary = "Prefix count: vd[i] = the number of active elements before i whose bit in vs2 is set";
}
def VID_V : VInst<OPMVV, 0b010100, "vid.v", (ins VR:$vd, VMask:$vm), "$vd, $vm", Vxu, LatVAlu, "Vector mask"> {
  let Inst{24-20} = 0; let Inst{19-15} = 0b10001;
  let Semantics = [{
    vbegin(vm, vd, 0, 0);
    let sew = vsew();
    for i in vstart .. vl {
      if active(vm, i) {
        vel_set(vd, i, sew, i);
      }
    }
    vstart = 0;
  }];
  let Summary = "Element index: vd[i] = i";
}
