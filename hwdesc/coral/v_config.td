// Configuration: vsetvli, vsetivli and vsetvl set vtype and vl.

def : Function<"vset_config(t: u32, avl: u32): u32", [{
  let sew_f = (t >> 3) & 7;
  let lmul = t & 7;
  // ELEN = 32: SEW up to 32, and a fractional LMUL must leave room for one element of SEW
  // in ELEN * LMUL bits.
  let bad = (t >> 8) != 0 || sew_f > 2 || lmul == 4 || (lmul >= 5 && (u32(8) << sew_f) > (u32(32) >> (8 - lmul)));
  if bad {
    vtype = 0x80000000;
    vl = 0;
    vstart = 0;
    return 0;
  }
  vtype = t;
  vl = min(avl, vlmax_of(u32(8) << sew_f, lmul));
  vstart = 0;
  return vl;
}]> { let Summary = "Set vtype to t (or vill when t is unsupported) and vl to min(AVL, VLMAX); returns the new vl."; }

// AVL: rs1's value; with rs1 = x0, VLMAX when rd is not x0, else the current vl.
defvar VAvlFromRs1 = [{ let avl = rs1 != 0 ? x[rs1] : (rd != 0 ? 0xFFFFFFFF : vl); }];

def VSETVLI : RVInst<0b1010111, "vsetvli",
    (ins XR:$rd, XR:$rs1, VSew:$sew, VLmul:$lmul, VTail:$ta, VMaskPolicy:$ma),
    "$rd, $rs1, $sew, $lmul, $ta, $ma", Alu, "Vector configuration"> {
  bits<5> rd; bits<5> rs1; bits<3> sew; bits<3> lmul; bits<1> ta; bits<1> ma;
  let Inst{31} = 0; let Inst{30-28} = 0; let Inst{27} = ma; let Inst{26} = ta; let Inst{25-23} = sew;
  let Inst{22-20} = lmul; let Inst{19-15} = rs1; let Inst{14-12} = 0b111; let Inst{11-7} = rd;
  let Semantics = !strconcat(VAvlFromRs1, [{
    x[rd] = vset_config((u32(ma) << 7) | (u32(ta) << 6) | (u32(sew) << 3) | u32(lmul), avl);
  }]);
  let Latency = LatVSet;
  let Chains = [vstart];
  let Summary = "Set vtype from an immediate and vl from rs1";
  let OperandDocs = [OperandDoc<"rd", "Receives the new vl.">,
                     OperandDoc<"rs1", "Holds the AVL, the number of elements wanted; x0 asks for VLMAX when rd is not x0, and keeps vl when rd is x0 too.">];
}
def VSETIVLI : RVInst<0b1010111, "vsetivli",
    (ins XR:$rd, UImm5:$avl, VSew:$sew, VLmul:$lmul, VTail:$ta, VMaskPolicy:$ma),
    "$rd, $avl, $sew, $lmul, $ta, $ma", Alu, "Vector configuration"> {
  bits<5> rd; bits<5> avl; bits<3> sew; bits<3> lmul; bits<1> ta; bits<1> ma;
  let Inst{31-30} = 0b11; let Inst{29-28} = 0; let Inst{27} = ma; let Inst{26} = ta; let Inst{25-23} = sew;
  let Inst{22-20} = lmul; let Inst{19-15} = avl; let Inst{14-12} = 0b111; let Inst{11-7} = rd;
  let Semantics = [{
    x[rd] = vset_config((u32(ma) << 7) | (u32(ta) << 6) | (u32(sew) << 3) | u32(lmul), u32(avl));
  }];
  let Latency = LatVSet;
  let Chains = [vstart];
  let Summary = "Set vtype from an immediate and vl from a 5-bit immediate AVL";
  let OperandDocs = [OperandDoc<"rd", "Receives the new vl.">,
                     OperandDoc<"avl", "The AVL, the number of elements wanted (0..31).">];
}
def VSETVL : RVInst<0b1010111, "vsetvl", (ins XR:$rd, XR:$rs1, XR:$rs2), "$rd, $rs1, $rs2", Alu,
                    "Vector configuration"> {
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{31-25} = 0b1000000; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = 0b111;
  let Inst{11-7} = rd;
  let Semantics = !strconcat(VAvlFromRs1, [{
    x[rd] = vset_config(x[rs2], avl);
  }]);
  let Latency = LatVSet;
  let Chains = [vstart];
  let Summary = "Set vtype from rs2 and vl from rs1";
  let OperandDocs = [OperandDoc<"rd", "Receives the new vl.">,
                     OperandDoc<"rs1", "Holds the AVL, the number of elements wanted; x0 asks for VLMAX when rd is not x0, and keeps vl when rd is x0 too.">,
                     OperandDoc<"rs2", "Holds the new vtype: vlmul in bits 2..0, vsew in bits 5..3, vta bit 6, vma bit 7; any other bit set, or an unsupported SEW/LMUL, makes vtype vill and vl 0.">];
}
