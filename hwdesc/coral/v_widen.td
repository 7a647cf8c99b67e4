// Widening and narrowing integer arithmetic, and integer extension.
//
// A widening instruction writes 2*SEW-bit elements into a group of 2*LMUL registers (one
// register when LMUL is a fraction), so it needs 2*SEW <= ELEN = 32 and LMUL <= 4; a narrowing
// instruction reads such a wide group and writes SEW-bit elements. Where source and destination
// element widths differ, the V specification permits only two register overlaps: a narrow
// source that fills whole registers may occupy the highest registers of a wide destination,
// and a narrow destination may start at the same register as its wide source. Every other
// overlap is reserved, and traps here as it does in QEMU. Processing elements in increasing
// order keeps the permitted overlaps correct: each write lands on bytes whose source elements
// have already been read.

def : Function<"vwgroup(): u32", [{ return vtype[2] == 1 ? 1 : 2 * vgroup(); }]> {
  let Summary = "Registers in a group of 2*SEW-bit elements: 2 * LMUL, or 1 for fractional LMUL.";
}
def : Function<"vwide_dest(vd: u32, dn: u32, vs: u32, sn: u32, whole: bool)", [{
  // The one permitted overlap: the source (whole registers) is the top of the destination.
  if vgroups_overlap(vd, dn, vs, sn) && !(whole && vs + sn == vd + dn) {
    trap("illegal instruction: a narrow source overlaps the wide destination other than in its highest registers");
  }
}]> {
  let Summary = "Trap if a narrow source group (sn registers, whole: at least one full register) overlaps a "
                "wider destination group (dn registers) other than in the destination's highest registers.";
}
def : Function<"vwbegin(vm: u32, vd: u32)", [{
  vcheck();
  vwiden_ok();
  valigned(vd, vwgroup());
  vmask_dest(vm, vd);
}]> {
  let Summary = "Checks for a widening instruction: valid vtype, 2*SEW <= 32, LMUL <= 4, wide destination aligned.";
}
def : Function<"vnarrow_src(vd: u32, vs: u32)", [{
  valigned(vs, vgroup());
  vwide_dest(vd, vwgroup(), vs, vgroup(), vtype[2] == 0);
}]> {
  let Summary = "Checks for an SEW-bit source of a widening instruction: aligned, and no reserved overlap with vd.";
}
def : Function<"vnbegin(vm: u32, vd: u32, vs2: u32)", [{
  vcheck();
  vwiden_ok();
  valigned(vd, vgroup());
  valigned(vs2, vwgroup());
  vmask_dest(vm, vd);
  if vd != vs2 && vgroups_overlap(vd, vgroup(), vs2, vwgroup()) {
    trap("illegal instruction: a narrowing destination overlaps its wide source other than at its first register");
  }
}]> {
  let Summary = "Checks for a narrowing instruction: valid vtype, 2*SEW <= 32, LMUL <= 4, vd and the wide vs2 "
                "aligned, and vd either vs2's first register or apart from it.";
}

// Widening add, subtract and multiply: a and b are SEW-bit elements (zero-extended u32), or for
// the .wv/.wx forms a is a 2*SEW-bit element of vs2; EXPR is the 2*SEW-bit result. With
// 2*SEW <= 32, the u32/i32 arithmetic below is exact before the result is cut to 2*SEW bits.
class VWideVV<bits<6> f6, string mn, string expr, string summary, VTiming lat>
    : VVForm<OPMVV, f6, mn, !subst("EXPR", expr, [{
  vwbegin(vm, vd);
  vnarrow_src(vd, vs2);
  vnarrow_src(vd, vs1);
  let sew = vsew();
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      let b = vel(vs1, i, sew);
      vel_set(vd, i, 2 * sew, EXPR);
    }
  }
  vstart = 0;
}]), summary, Vxu, lat, "Vector integer">;
class VWideVX<bits<6> f6, string mn, string expr, string summary, VTiming lat>
    : VXForm<OPMVX, f6, mn, !subst("EXPR", expr, [{
  vwbegin(vm, vd);
  vnarrow_src(vd, vs2);
  let sew = vsew();
  let b = zx(x[rs1], sew);
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      vel_set(vd, i, 2 * sew, EXPR);
    }
  }
  vstart = 0;
}]), summary, Vxu, lat, "Vector integer">;
class VWideWV<bits<6> f6, string mn, string expr, string summary>
    : VVForm<OPMVV, f6, mn, !subst("EXPR", expr, [{
  vwbegin(vm, vd);
  valigned(vs2, vwgroup());
  vnarrow_src(vd, vs1);
  let sew = vsew();
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 2 * sew);
      let b = vel(vs1, i, sew);
      vel_set(vd, i, 2 * sew, EXPR);
    }
  }
  vstart = 0;
}]), summary, Vxu, LatVWAlu, "Vector integer">;
class VWideWX<bits<6> f6, string mn, string expr, string summary>
    : VXForm<OPMVX, f6, mn, !subst("EXPR", expr, [{
  vwbegin(vm, vd);
  valigned(vs2, vwgroup());
  let sew = vsew();
  let b = zx(x[rs1], sew);
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 2 * sew);
      vel_set(vd, i, 2 * sew, EXPR);
    }
  }
  vstart = 0;
}]), summary, Vxu, LatVWAlu, "Vector integer">;

// Add/subtract in all four forms: vexpr for SEW + SEW, wexpr for 2*SEW + SEW.
multiclass VWAddSub<bits<6> f6v, bits<6> f6w, string mn, string vexpr, string wexpr, string summary> {
  def _VV : VWideVV<f6v, mn # ".vv", vexpr, summary # ", widening, vector-vector", LatVWAlu>;
  def _VX : VWideVX<f6v, mn # ".vx", vexpr, summary # ", widening, vector-scalar", LatVWAlu>;
  def _WV : VWideWV<f6w, mn # ".wv", wexpr, summary # ", widening: 2*SEW-bit vs2 and SEW-bit vs1">;
  def _WX : VWideWX<f6w, mn # ".wx", wexpr, summary # ", widening: 2*SEW-bit vs2 and SEW-bit scalar">;
}
let Group = "Vector integer: widening and narrowing" in
defm VWADDU : VWAddSub<0b110000, 0b110100, "vwaddu", "a + b", "a + b", "Add unsigned">;
let Group = "Vector integer: widening and narrowing" in
defm VWADD : VWAddSub<0b110001, 0b110101, "vwadd", "u32(sx(a, sew) + sx(b, sew))",
                      "u32(sx(a, 2 * sew) + sx(b, sew))", "Add signed">;
let Group = "Vector integer: widening and narrowing" in
defm VWSUBU : VWAddSub<0b110010, 0b110110, "vwsubu", "a - b", "a - b", "Subtract unsigned">;
let Group = "Vector integer: widening and narrowing" in
defm VWSUB : VWAddSub<0b110011, 0b110111, "vwsub", "u32(sx(a, sew) - sx(b, sew))",
                      "u32(sx(a, 2 * sew) - sx(b, sew))", "Subtract signed">;

multiclass VWMul<bits<6> f6, string mn, string expr, string summary> {
  def _VV : VWideVV<f6, mn # ".vv", expr, summary # ", widening, vector-vector", LatVWMul>;
  def _VX : VWideVX<f6, mn # ".vx", expr, summary # ", widening, vector-scalar", LatVWMul>;
}
let Group = "Vector integer: widening and narrowing" in
defm VWMULU : VWMul<0b111000, "vwmulu", "a * b", "Multiply unsigned">;
let Group = "Vector integer: widening and narrowing" in
defm VWMUL : VWMul<0b111011, "vwmul", "u32(sx(a, sew) * sx(b, sew))", "Multiply signed">;
let Group = "Vector integer: widening and narrowing" in
defm VWMULSU : VWMul<0b111010, "vwmulsu", "u32(sx(a, sew) * i32(b))", "Multiply signed vs2 by unsigned vs1">;

// Widening multiply-accumulate: vd (2*SEW) += vs1 (or rs1) * vs2, written "vd, vs1, vs2".
// a is vs2's element, b vs1's element or the scalar, d the wide accumulator.
defvar VWMaccLoop = [{
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      BREAD
      let d = vel(vd, i, 2 * sew);
      vel_set(vd, i, 2 * sew, EXPR);
    }
  }
  vstart = 0;
}];
class VWMaccVV<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPMVV, f6, mn, (ins VR:$vd, VR:$vs1, VR:$vs2, VMask:$vm), "$vd, $vs1, $vs2, $vm", Vxu, LatVWMul,
            "Vector integer"> {
  bits<5> vs1;
  let Inst{19-15} = vs1;
  let Semantics = !subst("EXPR", expr, !subst("BREAD", "let b = vel(vs1, i, sew);", !strconcat([{
  vwbegin(vm, vd);
  vnarrow_src(vd, vs2);
  vnarrow_src(vd, vs1);
  let sew = vsew();
}], VWMaccLoop)));
  let Summary = summary # ", widening, vector-vector";
}
class VWMaccVX<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPMVX, f6, mn, (ins VR:$vd, XR:$rs1, VR:$vs2, VMask:$vm), "$vd, $rs1, $vs2, $vm", Vxu, LatVWMul,
            "Vector integer"> {
  bits<5> rs1;
  let Inst{19-15} = rs1;
  let Semantics = !subst("EXPR", expr, !subst("BREAD\n", "", !strconcat([{
  vwbegin(vm, vd);
  vnarrow_src(vd, vs2);
  let sew = vsew();
  let b = zx(x[rs1], sew);
}], VWMaccLoop)));
  let Summary = summary # ", widening, vector-scalar";
}
multiclass VWMacc<bits<6> f6, string mn, string expr, string summary> {
  def _VV : VWMaccVV<f6, mn # ".vv", expr, summary>;
  def _VX : VWMaccVX<f6, mn # ".vx", expr, summary>;
}
let Group = "Vector integer: widening and narrowing" in
defm VWMACCU : VWMacc<0b111100, "vwmaccu", "d + b * a", "Multiply-accumulate unsigned: vd += vs1 * vs2">;
let Group = "Vector integer: widening and narrowing" in
defm VWMACC : VWMacc<0b111101, "vwmacc", "d + u32(sx(b, sew) * sx(a, sew))",
                     "Multiply-accumulate signed: vd += vs1 * vs2">;
let Group = "Vector integer: widening and narrowing" in
defm VWMACCSU : VWMacc<0b111111, "vwmaccsu", "d + u32(sx(b, sew) * i32(a))",
                       "Multiply-accumulate, signed vs1 by unsigned vs2: vd += vs1 * vs2">;
let Group = "Vector integer: widening and narrowing" in
def VWMACCUS_VX : VWMaccVX<0b111110, "vwmaccus.vx", "d + u32(i32(b) * sx(a, sew))",
                           "Multiply-accumulate, unsigned rs1 by signed vs2: vd += rs1 * vs2">;

// Narrowing: a is a 2*SEW-bit element of vs2, b vs1's SEW-bit element, the scalar (cut to SEW
// bits) or the 5-bit unsigned immediate; EXPR is the result, cut to SEW bits. Shared with the
// narrowing clips of v_fixed.td.
defvar VNarrowLoop = [{
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 2 * sew);
      vel_set(vd, i, sew, EXPR);
    }
  }
  vstart = 0;
}];
class VNarrowWV<bits<6> f6, string mn, string expr, string summary, VTiming lat, string group>
    : VVForm<OPIVV, f6, mn, !subst("EXPR", expr, !subst("let a = vel(vs2, i, 2 * sew);",
        "let a = vel(vs2, i, 2 * sew);\n      let b = vel(vs1, i, sew);", !strconcat([{
  vnbegin(vm, vd, vs2);
  valigned(vs1, vgroup());
  let sew = vsew();
}], VNarrowLoop))), summary, Vxu, lat, group>;
class VNarrowWX<bits<6> f6, string mn, string expr, string summary, VTiming lat, string group>
    : VXForm<OPIVX, f6, mn, !subst("EXPR", expr, !strconcat([{
  vnbegin(vm, vd, vs2);
  let sew = vsew();
  let b = zx(x[rs1], sew);
}], VNarrowLoop)), summary, Vxu, lat, group>;
class VNarrowWI<bits<6> f6, string mn, string expr, string summary, VTiming lat, string group>
    : VUIForm<OPIVI, f6, mn, !subst("EXPR", expr, !strconcat([{
  vnbegin(vm, vd, vs2);
  let sew = vsew();
  let b = u32(imm);
}], VNarrowLoop)), summary, Vxu, lat, group>;
multiclass VNarrow<bits<6> f6, string mn, string expr, string summary, VTiming lat, string group> {
  def _WV : VNarrowWV<f6, mn # ".wv", expr, summary # ", shift amounts from vs1", lat, group>;
  def _WX : VNarrowWX<f6, mn # ".wx", expr, summary # ", shift amount from rs1", lat, group>;
  def _WI : VNarrowWI<f6, mn # ".wi", expr, summary # ", shift amount an immediate", lat, group>;
}
// The shift amount is the low log2(2*SEW) bits of b.
let Group = "Vector integer: widening and narrowing" in
defm VNSRL : VNarrow<0b101100, "vnsrl", "a >> (b & (2 * sew - 1))",
                     "Narrowing shift right logical: 2*SEW-bit vs2 elements shifted, cut to SEW bits", LatVWAlu,
                     "Vector integer">;
let Group = "Vector integer: widening and narrowing" in
defm VNSRA : VNarrow<0b101101, "vnsra", "u32(sx(a, 2 * sew) >> (b & (2 * sew - 1)))",
                     "Narrowing shift right arithmetic: 2*SEW-bit vs2 elements shifted, cut to SEW bits", LatVWAlu,
                     "Vector integer">;

// Integer extension: SEW-bit results from source elements of SEW/F bits, in a source group of
// LMUL/F registers (one register when that is a fraction). The vs1 field selects the variant.
class VExt<bits<5> sel, string mn, string f, string value, string summary>
    : VInst<OPMVV, 0b010010, mn, (ins VR:$vd, VR:$vs2, VMask:$vm), "$vd, $vs2, $vm", Vxu, LatVAlu, "Vector integer"> {
  let Inst{19-15} = sel;
  let Semantics = !subst("VALUE", value, !subst("F", f, [{
  vcheck();
  let sew = vsew();
  let from = sew / F;
  if from < 8 { trap("illegal instruction: the source element width SEW / F would be below 8 bits"); }
  let g = vgroup();
  let whole = vtype[2] == 0 && g >= F;  // the source fills at least one register
  let n = whole ? g / F : 1;
  valigned(vd, g);
  valigned(vs2, n);
  vmask_dest(vm, vd);
  vwide_dest(vd, g, vs2, n, whole);
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, sew, VALUE);
    }
  }
  vstart = 0;
}]));
  let Summary = summary;
}
let Group = "Vector integer: widening and narrowing" in
def VZEXT_VF2 : VExt<0b00110, "vzext.vf2", "2", "vel(vs2, i, from)", "Zero-extend elements of SEW/2 bits to SEW">;
let Group = "Vector integer: widening and narrowing" in
def VSEXT_VF2 : VExt<0b00111, "vsext.vf2", "2", "u32(sx(vel(vs2, i, from), from))",
                     "Sign-extend elements of SEW/2 bits to SEW">;
let Group = "Vector integer: widening and narrowing" in
def VZEXT_VF4 : VExt<0b00100, "vzext.vf4", "4", "vel(vs2, i, from)", "Zero-extend elements of SEW/4 bits to SEW">;
let Group = "Vector integer: widening and narrowing" in
def VSEXT_VF4 : VExt<0b00101, "vsext.vf4", "4", "u32(sx(vel(vs2, i, from), from))",
                     "Sign-extend elements of SEW/4 bits to SEW">;
