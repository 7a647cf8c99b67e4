// Permutations: moves between element 0 and an x register, slides, gathers, compress and
// whole-register moves.

def : Function<"vlmax(): u32", [{ return vlmax_of(vsew(), u32(vtype[2:0])); }]> {
  let Summary = "VLMAX for the current vtype: the elements of one register group.";
}

// Scalar moves ignore LMUL: vs2 / vd is any single register, and only element 0 is touched.
def VMV_X_S : RVInst<0b1010111, "vmv.x.s", (ins XR:$rd, VR:$vs2), "$rd, $vs2", Vxu, "Vector permute"> {
  let Description = "Works whatever vl is (even 0) and ignores LMUL; traps only when vill is set.";
  bits<5> rd; bits<5> vs2;
  let Inst{31-26} = 0b010000; let Inst{25} = 1; let Inst{24-20} = vs2; let Inst{19-15} = 0;
  let Inst{14-12} = OPMVV; let Inst{11-7} = rd;
  let Semantics = [{
    vcheck();
    let sew = vsew();
    x[rd] = u32(sx(vel(vs2, 0, sew), sew));  // element 0 whatever vl is, even 0
    vstart = 0;
  }];
  let Unit = VTToScalar.Unit; let Uops = VTToScalar.Uops; let Interval = VTToScalar.Interval; let Latency = VTToScalar.Latency; let Chains = VTToScalar.Chains;
  let Summary = "Copy element 0 of vs2, sign-extended, to x[rd]";
}
def VMV_S_X : RVInst<0b1010111, "vmv.s.x", (ins VR:$vd, XR:$rs1), "$vd, $rs1", Vxu, "Vector permute"> {
  bits<5> vd; bits<5> rs1;
  let Inst{31-26} = 0b010000; let Inst{25} = 1; let Inst{24-20} = 0; let Inst{19-15} = rs1;
  let Inst{14-12} = OPMVX; let Inst{11-7} = vd;
  let Semantics = [{
    vcheck();
    // Element 0 is the body only when vl > 0 (and vstart has not passed it).
    if vstart < vl {
      vel_set(vd, 0, vsew(), x[rs1]);
    }
    vstart = 0;
  }];
  let Unit = VTOne.Unit; let Uops = VTOne.Uops; let Interval = VTOne.Interval; let Latency = VTOne.Latency; let Chains = VTOne.Chains;
  let Summary = "Write the low SEW bits of x[rs1] to element 0 of vd when vl > 0; the other elements keep their values";
}

// Slides by `offset` elements (x[rs1] as an unsigned number, or a 5-bit unsigned immediate).
// Up: vd[i] = vs2[i - offset] for i >= offset; elements below offset keep their values. vd may
// not be vs2, since the ascending copy would read elements it has already overwritten.
defvar VSlideUpBody = [{
  vbegin(vm, vd, vs2, 0);
  if vd == vs2 { trap("illegal instruction: vslideup's destination overlaps its source"); }
  let sew = vsew();
  let offset = OFFSET;
  for i in max(vstart, offset) .. vl {
    if active(vm, i) {
      vel_set(vd, i, sew, vel(vs2, i - offset, sew));
    }
  }
  vstart = 0;
}];
// Down: vd[i] = vs2[i + offset], and 0 where i + offset reaches past the group (VLMAX).
// Ascending order reads vs2[i + offset] before it could be overwritten, so vd = vs2 works.
defvar VSlideDownBody = [{
  vbegin(vm, vd, vs2, 0);
  let sew = vsew();
  let n = vlmax();
  let offset = OFFSET;
  for i in vstart .. vl {
    if active(vm, i) {
      if offset < n - i {
        vel_set(vd, i, sew, vel(vs2, i + offset, sew));
      } else {
        vel_set(vd, i, sew, 0);
      }
    }
  }
  vstart = 0;
}];
def VSLIDEUP_VX : VXForm<OPIVX, 0b001110, "vslideup.vx", !subst("OFFSET", "x[rs1]", VSlideUpBody),
                         "Slide up by x[rs1] elements: vd[i] = vs2[i - x[rs1]]", Vxu, LatVPerm, "Vector permute">;
def VSLIDEUP_VI : VUIForm<OPIVI, 0b001110, "vslideup.vi", !subst("OFFSET", "u32(imm)", VSlideUpBody),
                          "Slide up by an immediate: vd[i] = vs2[i - imm]", Vxu, LatVPerm, "Vector permute">;
def VSLIDEDOWN_VX : VXForm<OPIVX, 0b001111, "vslidedown.vx", !subst("OFFSET", "x[rs1]", VSlideDownBody),
                           "Slide down by x[rs1] elements: vd[i] = vs2[i + x[rs1]], 0 past the group",
                           Vxu, LatVPerm, "Vector permute">;
def VSLIDEDOWN_VI : VUIForm<OPIVI, 0b001111, "vslidedown.vi", !subst("OFFSET", "u32(imm)", VSlideDownBody),
                            "Slide down by an immediate: vd[i] = vs2[i + imm], 0 past the group",
                            Vxu, LatVPerm, "Vector permute">;

// Slides by one element, x[rs1] (its low SEW bits) filling the vacated place.
def VSLIDE1UP_VX : VXForm<OPMVX, 0b001110, "vslide1up.vx", [{
  vbegin(vm, vd, vs2, 0);
  if vd == vs2 { trap("illegal instruction: vslide1up's destination overlaps its source"); }
  let sew = vsew();
  for i in vstart .. vl {
    if active(vm, i) {
      if i == 0 {
        vel_set(vd, 0, sew, x[rs1]);
      } else {
        vel_set(vd, i, sew, vel(vs2, i - 1, sew));
      }
    }
  }
  vstart = 0;
}], "Slide up by one: vd[0] = x[rs1], vd[i] = vs2[i-1]", Vxu, LatVPerm, "Vector permute">;
def VSLIDE1DOWN_VX : VXForm<OPMVX, 0b001111, "vslide1down.vx", [{
  vbegin(vm, vd, vs2, 0);
  let sew = vsew();
  // Ascending order reads vs2[i+1] before it could be overwritten, so vd = vs2 works.
  for i in vstart .. vl {
    if active(vm, i) {
      if i == vl - 1 {
        vel_set(vd, i, sew, x[rs1]);
      } else {
        vel_set(vd, i, sew, vel(vs2, i + 1, sew));
      }
    }
  }
  vstart = 0;
}], "Slide down by one: vd[i] = vs2[i+1], vd[vl-1] = x[rs1]", Vxu, LatVPerm, "Vector permute">;

// Gathers: vd[i] = vs2[index], 0 when the index is VLMAX or more. The destination may not
// overlap a source (its elements are read in any order).
defvar VGatherBody = [{
  vbegin(vm, vd, vs2, 0);
  if vd == vs2 { trap("illegal instruction: vrgather's destination overlaps its source"); }
  let sew = vsew();
  let n = vlmax();
  let index = INDEX;
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, sew, index < n ? vel(vs2, index, sew) : 0);
    }
  }
  vstart = 0;
}];
def VRGATHER_VV : VVForm<OPIVV, 0b001100, "vrgather.vv", [{
  vbegin(vm, vd, vs2, vs1);
  if vd == vs2 || vd == vs1 { trap("illegal instruction: vrgather's destination overlaps a source"); }
  let sew = vsew();
  let n = vlmax();
  for i in vstart .. vl {
    if active(vm, i) {
      let index = vel(vs1, i, sew);
      vel_set(vd, i, sew, index < n ? vel(vs2, index, sew) : 0);
    }
  }
  vstart = 0;
}], "Gather: vd[i] = vs2[vs1[i]], 0 for an index >= VLMAX", Vxu, LatVPerm, "Vector permute">;
def VRGATHER_VX : VXForm<OPIVX, 0b001100, "vrgather.vx", !subst("INDEX", "x[rs1]", VGatherBody),
                         "Splat one element: vd[i] = vs2[x[rs1]], 0 when x[rs1] >= VLMAX", Vxu, LatVPerm, "Vector permute">;
def VRGATHER_VI : VUIForm<OPIVI, 0b001100, "vrgather.vi", !subst("INDEX", "u32(imm)", VGatherBody),
                          "Splat one element: vd[i] = vs2[imm], 0 when imm >= VLMAX", Vxu, LatVPerm, "Vector permute">;
// The indices are 16-bit elements whatever SEW is, so vs1 is a group of EMUL = 16 / SEW * LMUL
// registers (the encoding is reserved when that would exceed 8).
def VRGATHEREI16_VV : VVForm<OPIVV, 0b001110, "vrgatherei16.vv", [{
  vbegin(vm, vd, vs2, 0);
  let g = vgroup();
  let lmul_log2 = vtype[2] == 1 ? i32(vtype[2:0]) - 8 : i32(vtype[2:0]);
  let emul_log2 = lmul_log2 + 1 - i32(vtype[5:3]);
  if emul_log2 > 3 { trap("illegal instruction: vrgatherei16's index group would need more than 8 registers"); }
  let g1 = emul_log2 > 0 ? u32(1) << u32(emul_log2) : u32(1);
  valigned(vs1, g1);
  if vd == vs2 || vgroups_overlap(vd, g, vs1, g1) {
    trap("illegal instruction: vrgatherei16's destination overlaps a source");
  }
  let sew = vsew();
  let n = vlmax();
  for i in vstart .. vl {
    if active(vm, i) {
      let index = vel(vs1, i, 16);
      vel_set(vd, i, sew, index < n ? vel(vs2, index, sew) : 0);
    }
  }
  vstart = 0;
}], "Gather with 16-bit indices: vd[i] = vs2[vs1[i]], 0 for an index >= VLMAX", Vxu, LatVPerm, "Vector permute"> {
  let Description = "vs1 holds 16-bit indices whatever SEW is, so it spans EMUL = 16/SEW * LMUL registers and must be "
                        "aligned to that; e8 with LMUL = 8 is reserved (EMUL would be 16). vd may overlap neither vs2 nor vs1.";
}

// Compress: the elements of vs2 whose bit in the mask vs1 is set, packed to the start of vd.
// Elements of vd from the packed count on keep their values. Unmasked; like QEMU, vstart
// must be 0.
def VCOMPRESS_VM : RVInst<0b1010111, "vcompress.vm", (ins VR:$vd, VR:$vs2, VR:$vs1), "$vd, $vs2, $vs1", Vxu,
                          "Vector permute"> {
  bits<5> vd; bits<5> vs2; bits<5> vs1;
  let Inst{31-26} = 0b010111; let Inst{25} = 1; let Inst{24-20} = vs2; let Inst{19-15} = vs1;
  let Inst{14-12} = OPMVV; let Inst{11-7} = vd;
  let Semantics = [{
    vcheck();
    vstart_zero_only();
    let g = vgroup();
    valigned(vd, g);
    valigned(vs2, g);
    if vd == vs2 || vgroups_overlap(vd, g, vs1, 1) {
      trap("illegal instruction: vcompress's destination overlaps a source");
    }
    let sew = vsew();
    let count: u32 = 0;
    for i in 0 .. vl {
      if vmbit(vs1, i) {
        vel_set(vd, count, sew, vel(vs2, i, sew));
        count += 1;
      }
    }
  }];
  let Unit = LatVPerm.Unit; let Uops = LatVPerm.Uops; let Interval = LatVPerm.Interval; let Latency = LatVPerm.Latency; let Chains = LatVPerm.Chains;
  let Description = "Example: vs2 = a, b, c, d, e with vs1 = ...10110 gives vd = b, c, e, then vd's old elements. "
                    "vd may overlap neither vs2 nor vs1; needs vstart = 0.";
  let Summary = "Compress: pack the elements of vs2 selected by the mask vs1 into vd[0], vd[1], ...";
}

// Whole-register moves copy NREG registers (NREG * VLEN/8 bytes) whatever vl and LMUL are,
// and work even when vill is set (they do not depend on vtype). Both register numbers must be
// multiples of NREG. The copy starts at element vstart, counted in SEW-bit elements.
class VMvWhole<int nreg>
    : RVInst<0b1010111, "vmv" # nreg # "r.v", (ins VR:$vd, VR:$vs2), "$vd, $vs2", Vxu, "Vector permute"> {
  bits<5> vd; bits<5> vs2;
  let Inst{31-26} = 0b100111; let Inst{25} = 1; let Inst{24-20} = vs2; let Inst{19-15} = !add(nreg, -1);
  let Inst{14-12} = OPIVI; let Inst{11-7} = vd;
  let Semantics = !subst("NREG", !cast<string>(nreg), [{
    valigned(vd, NREG);
    valigned(vs2, NREG);
    let sew = vsew();
    for i in vstart .. NREG * vlenb() * 8 / sew {
      vel_set(vd, i, sew, vel(vs2, i, sew));
    }
    vstart = 0;
  }]);
  let Unit = LatVAlu.Unit; let Uops = LatVAlu.Uops; let Interval = LatVAlu.Interval; let Latency = LatVAlu.Latency; let Chains = LatVAlu.Chains;
  let Uops = !cast<string>(nreg);  // one uop per register moved
  let Description = "Copies registers vs2 .. vs2+" # !add(nreg, -1) # " to vd .. vd+" # !add(nreg, -1) #
                    " whatever vl and LMUL are, and even when vill is set; both numbers must be multiples of " # nreg #
                    ". A non-zero vstart skips the first vstart SEW-bit elements.";
  let Summary = "Copy " # nreg # " whole register" # !if(!eq(nreg, 1), "", "s") # " from vs2 to vd";
}
def VMV1R_V : VMvWhole<1>;
def VMV2R_V : VMvWhole<2>;
def VMV4R_V : VMvWhole<4>;
def VMV8R_V : VMvWhole<8>;
