// Zve32f vector floating point: element-wise arithmetic, fused multiply-adds, square root,
// compares into masks, classify, merge and moves, single-width conversions, scalar moves,
// float slides and the float reductions. Elements are binary32 bit patterns, so every one of
// these instructions needs SEW = 32 (vfloat_ok traps otherwise).
//
// Arithmetic rounds in the dynamic rounding mode frm and behaves like the scalar F
// instructions: a NaN result is the canonical NaN 0x7FC00000 and exception flags accrue into
// fflags, for active body elements only. QEMU 7.2 checks frm for every vector float
// instruction, including those that do not round (sign injection, compares, moves), so a
// reserved frm traps here for all of them too, before any element and even when vl = 0.

def : Function<"vfrm_check()", [{ frm_of(7); }]> {
  let Summary = "Trap when frm holds a reserved rounding mode (5, 6 or 7).";
}

// Element operations: each is one scalar F operation in the dynamic rounding mode. The
// instruction brackets its whole element loop with fp_begin(7) .. fp_end(), so the host's
// exception flags of all active elements accrue into fflags at once. rmm (ties away from
// zero) is computed as nearest-even and then corrected from the result in f64, as the scalar
// instructions do (the fused multiply-add through fma_rmm in support.td, which tells true ties from near ones).
def : Function<"vf_add(x: u32, y: u32): u32", [{
  let a = bitcast(f32, x);
  let b = bitcast(f32, y);
  let r: f32 = a + b;
  if frm_of(7) == 4 { r = rmm_fix(r, f64(a) + f64(b)); }
  return canon(r);
}]> { let Summary = "x + y on binary32 bit patterns in the dynamic rounding mode; NaN results are canonical."; }
def : Function<"vf_sub(x: u32, y: u32): u32", [{
  let a = bitcast(f32, x);
  let b = bitcast(f32, y);
  let r: f32 = a - b;
  if frm_of(7) == 4 { r = rmm_fix(r, f64(a) - f64(b)); }
  return canon(r);
}]> { let Summary = "x - y on binary32 bit patterns in the dynamic rounding mode; NaN results are canonical."; }
def : Function<"vf_mul(x: u32, y: u32): u32", [{
  let a = bitcast(f32, x);
  let b = bitcast(f32, y);
  let r: f32 = a * b;
  if frm_of(7) == 4 { r = rmm_fix(r, f64(a) * f64(b)); }
  return canon(r);
}]> { let Summary = "x * y on binary32 bit patterns in the dynamic rounding mode; NaN results are canonical."; }
def : Function<"vf_div(x: u32, y: u32): u32", [{
  let a = bitcast(f32, x);
  let b = bitcast(f32, y);
  let r: f32 = a / b;
  if frm_of(7) == 4 { r = rmm_fix(r, f64(a) / f64(b)); }
  return canon(r);
}]> { let Summary = "x / y on binary32 bit patterns in the dynamic rounding mode; NaN results are canonical."; }
def : Function<"vf_sqrt(x: u32): u32", [{
  let a = bitcast(f32, x);
  let r: f32 = sqrt(a);
  if frm_of(7) == 4 { r = rmm_fix(r, sqrt(f64(a))); }
  return canon(r);
}]> { let Summary = "The square root of x in the dynamic rounding mode; NaN results are canonical."; }
def : Function<"vf_fma(x: u32, y: u32, z: u32, neg_product: bool, neg_addend: bool): u32", [{
  let a = bitcast(f32, x);
  let b = bitcast(f32, y);
  let c = bitcast(f32, z);
  let p = neg_product ? -a : a;
  let s = neg_addend ? -c : c;
  let r: f32 = fma(p, b, s);
  if frm_of(7) == 4 { r = fma_rmm(r, p, b, s); }
  fma_invalid(x, y);
  return canon(r);
}]> { let Summary = "±(x * y) ± z rounded once in the dynamic rounding mode; 0 * infinity raises invalid."; }

// Compares. Equality is quiet (only a signalling NaN raises invalid); the orderings signal
// (any NaN raises invalid). A NaN operand makes every relation false except "not equal".
def : Function<"vf_eq(x: u32, y: u32): bool", [{
  if is_snan(x) || is_snan(y) { raise(16); }
  if is_nan(x) || is_nan(y) { return false; }
  return bitcast(f32, x) == bitcast(f32, y);
}]> { let Summary = "x == y as floats (quiet: only signalling NaNs raise invalid)."; }
def : Function<"vf_lt(x: u32, y: u32): bool", [{
  if is_nan(x) || is_nan(y) { raise(16); return false; }
  return bitcast(f32, x) < bitcast(f32, y);
}]> { let Summary = "x < y as floats (signalling: any NaN raises invalid)."; }
def : Function<"vf_le(x: u32, y: u32): bool", [{
  if is_nan(x) || is_nan(y) { raise(16); return false; }
  return bitcast(f32, x) <= bitcast(f32, y);
}]> { let Summary = "x <= y as floats (signalling: any NaN raises invalid)."; }

def : Function<"vmask_overlap_ok(vd: u32, vs: u32, g: u32)", [{
  if vd > vs && vd < vs + g {
    trap("illegal instruction: a mask result may overlap a source group only at its first register");
  }
}]> { let Summary = "Trap when the one-register mask destination vd lies inside the source group vs..vs+g-1 past its start."; }

// Manual text shared by several instructions.
defvar VFDescArith = "Needs SEW = 32. Elements vstart .. vl-1 whose mask bit is set (or all, without v0.t) are "
  "computed as the scalar F instruction would in the dynamic rounding mode frm: a NaN result is the canonical "
  "NaN 0x7FC00000 and the exceptions of those elements accrue into fflags. Masked-off and tail elements keep "
  "their values. A reserved frm traps, even when vl = 0.";
defvar VFDescFma = "Needs SEW = 32. Each active element is computed with a single rounding, in frm, like the "
  "scalar fused multiply-adds (0 * infinity raises invalid even with a NaN addend). The .vv form is written "
  "`vd, vs1, vs2`, the .vf form `vd, rs1, vs2`; vd is read and overwritten.";
defvar VFDescCmp = "Needs SEW = 32. Writes one mask bit per element into the single register vd: bit i is the "
  "result for element i; masked-off and tail bits keep their values. Equal and not-equal are quiet (only "
  "signalling NaNs raise invalid); less, less-or-equal, greater and greater-or-equal raise invalid for any "
  "NaN. A NaN operand makes the result 0, except for vmfne, where it is 1. vd may be the first register of a "
  "source group but not a later one.";
defvar VFDescCvt = "Needs SEW = 32. Float-to-integer conversions saturate: NaN and values above the range give "
  "the largest integer, values below it the smallest, and raise invalid; a non-integral value raises inexact. "
  "Integer-to-float conversions raise inexact when the integer is not representable.";
defvar VFDescRed = "Needs SEW = 32 and vstart = 0. vd[0] = vs1[0] combined with the active elements of the vs2 "
  "group, one at a time from element 0 up; vd and vs1 are single registers of any number, the other elements "
  "of vd keep their values. With vl = 0 vd is not written; when every element is masked off, vd[0] receives "
  "vs1[0] unchanged (bit for bit, even a signalling NaN).";

// Element-wise operations: EXPR computes the new element from a (vs2's element) and b (vs1's
// element, or f[rs1]), both binary32 bit patterns.
defvar VFLoopBody = [{
  fp_begin(7);
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 32);
      vel_set(vd, i, 32, EXPR);
    }
  }
  fp_end();
  vstart = 0;
}];
class VFloatVV<bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVFp>
    : VVForm<OPFVV, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, vs1);
  vfloat_ok();
}], !subst("let a = vel(vs2, i, 32);", "let a = vel(vs2, i, 32);\n      let b = vel(vs1, i, 32);", VFLoopBody))),
    summary, Vxu, lat, "Vector float"> {
  let Description = VFDescArith;
}
class VFloatVF<bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVFp>
    : VFForm<OPFVF, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  let b = f[rs1];
}], VFLoopBody)), summary, Vxu, lat, "Vector float"> {
  let Description = VFDescArith;
}
multiclass VFloatVVF<bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVFp> {
  def _VV : VFloatVV<f6, mn # ".vv", expr, summary # ", vector-vector", lat>;
  def _VF : VFloatVF<f6, mn # ".vf", expr, summary # ", vector-scalar", lat>;
}

let Group = "Vector float: arithmetic" in
defm VFADD : VFloatVVF<0b000000, "vfadd", "vf_add(a, b)", "Float add">;
let Group = "Vector float: arithmetic" in
defm VFSUB : VFloatVVF<0b000010, "vfsub", "vf_sub(a, b)", "Float subtract">;
let Group = "Vector float: arithmetic" in
def VFRSUB_VF : VFloatVF<0b100111, "vfrsub.vf", "vf_sub(b, a)", "Float reverse subtract: scalar minus element">;
let Group = "Vector float: arithmetic" in
defm VFMUL : VFloatVVF<0b100100, "vfmul", "vf_mul(a, b)", "Float multiply">;
let Group = "Vector float: arithmetic" in
defm VFDIV : VFloatVVF<0b100000, "vfdiv", "vf_div(a, b)", "Float divide", LatVFpDiv>;
let Group = "Vector float: arithmetic" in
def VFRDIV_VF : VFloatVF<0b100001, "vfrdiv.vf", "vf_div(b, a)", "Float reverse divide: scalar divided by element",
                         LatVFpDiv>;
let Group = "Vector float: arithmetic" in
defm VFMIN : VFloatVVF<0b000100, "vfmin", "fmin_max(a, b, false)", "Float minimum (a NaN operand loses; -0 < +0)">;
let Group = "Vector float: arithmetic" in
defm VFMAX : VFloatVVF<0b000110, "vfmax", "fmin_max(a, b, true)", "Float maximum (a NaN operand loses; -0 < +0)">;
// Sign injection moves bits: it never raises and passes NaN payloads through.
let Group = "Vector float: arithmetic" in
defm VFSGNJ : VFloatVVF<0b001000, "vfsgnj", "(a & 0x7FFFFFFF) | (b & 0x80000000)",
                        "Sign injection: magnitude of vs2's element, sign of the other operand">;
let Group = "Vector float: arithmetic" in
defm VFSGNJN : VFloatVVF<0b001001, "vfsgnjn", "(a & 0x7FFFFFFF) | (~b & 0x80000000)",
                         "Negated sign injection: magnitude of vs2's element, inverted sign of the other operand">;
let Group = "Vector float: arithmetic" in
defm VFSGNJX : VFloatVVF<0b001010, "vfsgnjx", "a ^ (b & 0x80000000)",
                         "Xor sign injection: vs2's element with its sign xored with the other operand's">;

// Fused multiply-adds: the destination is also a source, rounded once.
// vfmacc/vfnmacc/vfmsac/vfnmsac: vd = ±(vs1 * vs2) ± vd;
// vfmadd/vfnmadd/vfmsub/vfnmsub: vd = ±(vs1 * vd) ± vs2.
// Written as "vd, vs1, vs2" and "vd, rs1, vs2"; b is vs1's element or f[rs1], a vs2's, d vd's.
class VFMulAddVV<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPFVV, f6, mn, (ins VR:$vd, VR:$vs1, VR:$vs2, VMask:$vm), "$vd, $vs1, $vs2, $vm", Vxu, LatVFp,
            "Vector float"> {
  bits<5> vs1;
  let Inst{19-15} = vs1;
  let Semantics = !subst("EXPR", expr, [{
    vbegin(vm, vd, vs2, vs1);
    vfloat_ok();
    fp_begin(7);
    for i in vstart .. vl {
      if active(vm, i) {
        let a = vel(vs2, i, 32);
        let b = vel(vs1, i, 32);
        let d = vel(vd, i, 32);
        vel_set(vd, i, 32, EXPR);
      }
    }
    fp_end();
    vstart = 0;
  }]);
  let Summary = summary # ", vector-vector";
  let Description = VFDescFma;
}
class VFMulAddVF<bits<6> f6, string mn, string expr, string summary>
    : VInst<OPFVF, f6, mn, (ins VR:$vd, FR:$rs1, VR:$vs2, VMask:$vm), "$vd, $rs1, $vs2, $vm", Vxu, LatVFp,
            "Vector float"> {
  bits<5> rs1;
  let Inst{19-15} = rs1;
  let Semantics = !subst("EXPR", expr, [{
    vbegin(vm, vd, vs2, 0);
    vfloat_ok();
    let b = f[rs1];
    fp_begin(7);
    for i in vstart .. vl {
      if active(vm, i) {
        let a = vel(vs2, i, 32);
        let d = vel(vd, i, 32);
        vel_set(vd, i, 32, EXPR);
      }
    }
    fp_end();
    vstart = 0;
  }]);
  let Summary = summary # ", vector-scalar";
  let Description = VFDescFma;
}
multiclass VFMulAdd<bits<6> f6, string mn, string expr, string summary> {
  def _VV : VFMulAddVV<f6, mn # ".vv", expr, summary>;
  def _VF : VFMulAddVF<f6, mn # ".vf", expr, summary>;
}
let Group = "Vector float: multiply-add" in
defm VFMACC : VFMulAdd<0b101100, "vfmacc", "vf_fma(b, a, d, false, false)",
                       "Fused multiply-accumulate: vd = (vs1 * vs2) + vd">;
let Group = "Vector float: multiply-add" in
defm VFNMACC : VFMulAdd<0b101101, "vfnmacc", "vf_fma(b, a, d, true, true)",
                        "Negated fused multiply-accumulate: vd = -(vs1 * vs2) - vd">;
let Group = "Vector float: multiply-add" in
defm VFMSAC : VFMulAdd<0b101110, "vfmsac", "vf_fma(b, a, d, false, true)",
                       "Fused multiply-subtract accumulator: vd = (vs1 * vs2) - vd">;
let Group = "Vector float: multiply-add" in
defm VFNMSAC : VFMulAdd<0b101111, "vfnmsac", "vf_fma(b, a, d, true, false)",
                        "Negated fused multiply-subtract accumulator: vd = -(vs1 * vs2) + vd">;
let Group = "Vector float: multiply-add" in
defm VFMADD : VFMulAdd<0b101000, "vfmadd", "vf_fma(b, d, a, false, false)",
                       "Fused multiply-add: vd = (vs1 * vd) + vs2">;
let Group = "Vector float: multiply-add" in
defm VFNMADD : VFMulAdd<0b101001, "vfnmadd", "vf_fma(b, d, a, true, true)",
                        "Negated fused multiply-add: vd = -(vs1 * vd) - vs2">;
let Group = "Vector float: multiply-add" in
defm VFMSUB : VFMulAdd<0b101010, "vfmsub", "vf_fma(b, d, a, false, true)",
                       "Fused multiply-subtract: vd = (vs1 * vd) - vs2">;
let Group = "Vector float: multiply-add" in
defm VFNMSUB : VFMulAdd<0b101011, "vfnmsub", "vf_fma(b, d, a, true, false)",
                        "Negated fused multiply-subtract: vd = -(vs1 * vd) + vs2">;

// One-source operations (VFUNARY0 and VFUNARY1): the vs1 field selects the operation.
class VFUnary<bits<6> f6, bits<5> sel, string mn, string body, string summary, VTiming lat = LatVFp>
    : VInst<OPFVV, f6, mn, (ins VR:$vd, VR:$vs2, VMask:$vm), "$vd, $vs2, $vm", Vxu, lat, "Vector float"> {
  let Inst{19-15} = sel;
  let Semantics = body;
  let Summary = summary;
}
let Group = "Vector float: arithmetic" in
def VFSQRT_V : VFUnary<0b010011, 0b00000, "vfsqrt.v", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  fp_begin(7);
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, 32, vf_sqrt(vel(vs2, i, 32)));
    }
  }
  fp_end();
  vstart = 0;
}], "Float square root", LatVFpDiv> {
  let Description = VFDescArith;
}
let Group = "Vector float: arithmetic" in
def VFCLASS_V : VFUnary<0b010011, 0b10000, "vfclass.v", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, 32, fclassify(vel(vs2, i, 32)));
    }
  }
  vstart = 0;
}], "Classify each element: the fclass.s bit (-inf, -normal, -subnormal, -0, +0, +subnormal, +normal, "
    "+inf, sNaN, qNaN)"> {
  let Description = "Needs SEW = 32. Each active element becomes a 10-bit mask with exactly one bit set, as "
    "fclass.s computes it: bit 0 -infinity, 1 negative normal, 2 negative subnormal, 3 -0, 4 +0, 5 positive "
    "subnormal, 6 positive normal, 7 +infinity, 8 signalling NaN, 9 quiet NaN. Raises no exceptions.";
}

// Single-width conversions between binary32 and 32-bit integers, with the scalar helpers:
// float to integer saturates and raises invalid for NaN and out-of-range values; the .rtz
// forms round toward zero whatever frm says (rm 1), the others use frm (rm 7).
class VFCvt<bits<5> sel, string mn, string rm, string expr, string summary>
    : VFUnary<0b010010, sel, mn, !subst("RM", rm, !subst("EXPR", expr, [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  frm_of(RM);  // checked even when no element is converted, as QEMU 7.2 does
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 32);
      vel_set(vd, i, 32, EXPR);
    }
  }
  vstart = 0;
}])), summary> {
  let Description = VFDescCvt;
}
let Group = "Vector float: compare, convert and move" in
def VFCVT_XU_F_V : VFCvt<0b00000, "vfcvt.xu.f.v", "7", "f_to_int(a, 7, false)",
                         "Convert floats to unsigned integers, rounding by frm">;
let Group = "Vector float: compare, convert and move" in
def VFCVT_X_F_V : VFCvt<0b00001, "vfcvt.x.f.v", "7", "f_to_int(a, 7, true)",
                        "Convert floats to signed integers, rounding by frm">;
let Group = "Vector float: compare, convert and move" in
def VFCVT_F_XU_V : VFCvt<0b00010, "vfcvt.f.xu.v", "7", "i_to_f(a, false, 7)",
                         "Convert unsigned integers to floats, rounding by frm">;
let Group = "Vector float: compare, convert and move" in
def VFCVT_F_X_V : VFCvt<0b00011, "vfcvt.f.x.v", "7", "i_to_f(a, true, 7)",
                        "Convert signed integers to floats, rounding by frm">;
let Group = "Vector float: compare, convert and move" in
def VFCVT_RTZ_XU_F_V : VFCvt<0b00110, "vfcvt.rtz.xu.f.v", "1", "f_to_int(a, 1, false)",
                             "Convert floats to unsigned integers, rounding toward zero">;
let Group = "Vector float: compare, convert and move" in
def VFCVT_RTZ_X_F_V : VFCvt<0b00111, "vfcvt.rtz.x.f.v", "1", "f_to_int(a, 1, true)",
                            "Convert floats to signed integers, rounding toward zero">;

// Widening and narrowing conversions between binary32 and 16-bit integers (Zve32f has no
// 16-bit floats, so these need SEW = 16): the float side is the 2*SEW-bit group.
class VFCvtWN<bits<5> sel, string mn, string checks, string rm, string body, string summary>
    : VFUnary<0b010010, sel, mn, !subst("RM", rm, !subst("BODY", body, !strconcat(checks, [{
  if vsew() != 16 { trap("illegal instruction: conversions between floats and 16-bit integers need SEW = 16"); }
  frm_of(RM);
  for i in vstart .. vl {
    if active(vm, i) {
      BODY
    }
  }
  vstart = 0;
}]))), summary> {
  let Description = VFDescCvt;
}
defvar VFWiden = "vwbegin(vm, vd);\nvnarrow_src(vd, vs2);\n";
defvar VFNarrow = "vnbegin(vm, vd, vs2);\n";
let Group = "Vector float: compare, convert and move" in
def VFWCVT_F_XU_V : VFCvtWN<0b01010, "vfwcvt.f.xu.v", VFWiden, "7",
    "vel_set(vd, i, 32, i_to_f(vel(vs2, i, 16), false, 7));", "Widen unsigned 16-bit integers to floats (exact)">;
let Group = "Vector float: compare, convert and move" in
def VFWCVT_F_X_V : VFCvtWN<0b01011, "vfwcvt.f.x.v", VFWiden, "7",
    "vel_set(vd, i, 32, i_to_f(u32(sx(vel(vs2, i, 16), 16)), true, 7));", "Widen signed 16-bit integers to floats (exact)">;
let Group = "Vector float: compare, convert and move" in
def VFNCVT_XU_F_W : VFCvtWN<0b10000, "vfncvt.xu.f.w", VFNarrow, "7",
    "vel_set(vd, i, 16, f_to_int_w(vel(vs2, i, 32), 7, false, 16));",
    "Narrow floats to unsigned 16-bit integers, rounding by frm, saturating">;
let Group = "Vector float: compare, convert and move" in
def VFNCVT_X_F_W : VFCvtWN<0b10001, "vfncvt.x.f.w", VFNarrow, "7",
    "vel_set(vd, i, 16, f_to_int_w(vel(vs2, i, 32), 7, true, 16));",
    "Narrow floats to signed 16-bit integers, rounding by frm, saturating">;
let Group = "Vector float: compare, convert and move" in
def VFNCVT_RTZ_XU_F_W : VFCvtWN<0b10110, "vfncvt.rtz.xu.f.w", VFNarrow, "1",
    "vel_set(vd, i, 16, f_to_int_w(vel(vs2, i, 32), 1, false, 16));",
    "Narrow floats to unsigned 16-bit integers, rounding toward zero, saturating">;
let Group = "Vector float: compare, convert and move" in
def VFNCVT_RTZ_X_F_W : VFCvtWN<0b10111, "vfncvt.rtz.x.f.w", VFNarrow, "1",
    "vel_set(vd, i, 16, f_to_int_w(vel(vs2, i, 32), 1, true, 16));",
    "Narrow floats to signed 16-bit integers, rounding toward zero, saturating">;

// Compares write one mask bit per element into vd (a single register); masked-off and tail
// bits keep their values. vd may be a source's first register, not a later one of its group.
class VFCmpVV<bits<6> f6, string mn, string cond, string summary>
    : VVForm<OPFVV, f6, mn, !subst("COND", cond, [{
  vcheck();
  vfloat_ok();
  let g = vgroup();
  valigned(vs2, g);
  valigned(vs1, g);
  vmask_overlap_ok(vd, vs2, g);
  vmask_overlap_ok(vd, vs1, g);
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 32);
      let b = vel(vs1, i, 32);
      vmbit_set(vd, i, COND);
    }
  }
  vstart = 0;
}]), summary # ", vector-vector", Vxu, LatVFp, "Vector float"> {
  let Description = VFDescCmp;
}
class VFCmpVF<bits<6> f6, string mn, string cond, string summary>
    : VFForm<OPFVF, f6, mn, !subst("COND", cond, [{
  vcheck();
  vfloat_ok();
  let g = vgroup();
  valigned(vs2, g);
  vmask_overlap_ok(vd, vs2, g);
  let b = f[rs1];
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, 32);
      vmbit_set(vd, i, COND);
    }
  }
  vstart = 0;
}]), summary # ", vector-scalar", Vxu, LatVFp, "Vector float"> {
  let Description = VFDescCmp;
}

let Group = "Vector float: compare, convert and move" in
def VMFEQ_VV : VFCmpVV<0b011000, "vmfeq.vv", "vf_eq(a, b)", "Set mask if equal (quiet)">;
let Group = "Vector float: compare, convert and move" in
def VMFEQ_VF : VFCmpVF<0b011000, "vmfeq.vf", "vf_eq(a, b)", "Set mask if equal (quiet)">;
let Group = "Vector float: compare, convert and move" in
def VMFNE_VV : VFCmpVV<0b011100, "vmfne.vv", "!vf_eq(a, b)", "Set mask if not equal or unordered (quiet)">;
let Group = "Vector float: compare, convert and move" in
def VMFNE_VF : VFCmpVF<0b011100, "vmfne.vf", "!vf_eq(a, b)", "Set mask if not equal or unordered (quiet)">;
let Group = "Vector float: compare, convert and move" in
def VMFLT_VV : VFCmpVV<0b011011, "vmflt.vv", "vf_lt(a, b)", "Set mask if less than (signalling)">;
let Group = "Vector float: compare, convert and move" in
def VMFLT_VF : VFCmpVF<0b011011, "vmflt.vf", "vf_lt(a, b)", "Set mask if less than (signalling)">;
let Group = "Vector float: compare, convert and move" in
def VMFLE_VV : VFCmpVV<0b011001, "vmfle.vv", "vf_le(a, b)", "Set mask if less or equal (signalling)">;
let Group = "Vector float: compare, convert and move" in
def VMFLE_VF : VFCmpVF<0b011001, "vmfle.vf", "vf_le(a, b)", "Set mask if less or equal (signalling)">;
let Group = "Vector float: compare, convert and move" in
def VMFGT_VF : VFCmpVF<0b011101, "vmfgt.vf", "vf_lt(b, a)", "Set mask if greater than (signalling)">;
let Group = "Vector float: compare, convert and move" in
def VMFGE_VF : VFCmpVF<0b011111, "vmfge.vf", "vf_le(b, a)", "Set mask if greater or equal (signalling)">;

// Merge (vm = 0: v0 selects per element) and splat (vm = 1, vs2 = 0): every body element is
// written, masked or not. The scalar's bits are copied as they are (no canonicalisation).
let Group = "Vector float: compare, convert and move" in
def VFMERGE_VFM : RVInst<0b1010111, "vfmerge.vfm", (ins VR:$vd, VR:$vs2, FR:$rs1), "$vd, $vs2, $rs1, v0", Vxu,
                         "Vector float"> {
  bits<5> vd; bits<5> vs2; bits<5> rs1;
  let Inst{31-26} = 0b010111; let Inst{25} = 0; let Inst{24-20} = vs2; let Inst{19-15} = rs1;
  let Inst{14-12} = OPFVF; let Inst{11-7} = vd;
  let Semantics = [{
    vbegin(0, vd, vs2, 0);
    vfloat_ok();
    vfrm_check();
    for i in vstart .. vl {
      vel_set(vd, i, 32, vmbit(0, i) ? f[rs1] : vel(vs2, i, 32));
    }
    vstart = 0;
  }];
  let Unit = LatVAlu.Unit; let Uops = LatVAlu.Uops; let Interval = LatVAlu.Interval; let Latency = LatVAlu.Latency; let Chains = LatVAlu.Chains;
  let Summary = "Merge: f[rs1] where v0 is set, else vs2's element";
  let Description = "Needs SEW = 32. Every element in vstart .. vl-1 is written: f[rs1]'s bits where v0's bit is "
    "set, vs2's element where it is clear. vd may not be v0.";
}
let Group = "Vector float: compare, convert and move" in
def VFMV_V_F : RVInst<0b1010111, "vfmv.v.f", (ins VR:$vd, FR:$rs1), "$vd, $rs1", Vxu, "Vector float"> {
  bits<5> vd; bits<5> rs1;
  let Inst{31-26} = 0b010111; let Inst{25} = 1; let Inst{24-20} = 0; let Inst{19-15} = rs1;
  let Inst{14-12} = OPFVF; let Inst{11-7} = vd;
  let Semantics = [{
    vbegin(1, vd, 0, 0);
    vfloat_ok();
    vfrm_check();
    for i in vstart .. vl {
      vel_set(vd, i, 32, f[rs1]);
    }
    vstart = 0;
  }];
  let Unit = LatVAlu.Unit; let Uops = LatVAlu.Uops; let Interval = LatVAlu.Interval; let Latency = LatVAlu.Latency; let Chains = LatVAlu.Chains;
  let Summary = "Splat f[rs1] into every element";
}

// Scalar moves between element 0 of a vector register and a float register. They ignore
// LMUL (one register, any number) and the mask.
let Group = "Vector float: compare, convert and move" in
def VFMV_F_S : RVInst<0b1010111, "vfmv.f.s", (ins FR:$rd, VR:$vs2), "$rd, $vs2", Vxu, "Vector float"> {
  bits<5> rd; bits<5> vs2;
  let Inst{31-26} = 0b010000; let Inst{25} = 1; let Inst{24-20} = vs2; let Inst{19-15} = 0;
  let Inst{14-12} = OPFVV; let Inst{11-7} = rd;
  let Semantics = [{
    vcheck();
    vfloat_ok();
    vfrm_check();
    f[rd] = vel(vs2, 0, 32);  // element 0 whatever vl is, even 0
    vstart = 0;
  }];
  let Unit = VTToScalar.Unit; let Uops = VTToScalar.Uops; let Interval = VTToScalar.Interval; let Latency = VTToScalar.Latency; let Chains = VTToScalar.Chains;
  let Summary = "Copy element 0 of vs2 to f[rd]";
  let Description = "Needs SEW = 32. Reads element 0 of register vs2 (any register: LMUL does not apply) whatever "
    "vl is, even 0, and copies its bits unchanged.";
}
let Group = "Vector float: compare, convert and move" in
def VFMV_S_F : RVInst<0b1010111, "vfmv.s.f", (ins VR:$vd, FR:$rs1), "$vd, $rs1", Vxu, "Vector float"> {
  bits<5> vd; bits<5> rs1;
  let Inst{31-26} = 0b010000; let Inst{25} = 1; let Inst{24-20} = 0; let Inst{19-15} = rs1;
  let Inst{14-12} = OPFVF; let Inst{11-7} = vd;
  let Semantics = [{
    vcheck();
    vfloat_ok();
    vfrm_check();
    // Element 0 is the body only when vl > 0 (and vstart has not passed it).
    if vstart < vl {
      vel_set(vd, 0, 32, f[rs1]);
    }
    vstart = 0;
  }];
  let Unit = VTOne.Unit; let Uops = VTOne.Uops; let Interval = VTOne.Interval; let Latency = VTOne.Latency; let Chains = VTOne.Chains;
  let Summary = "Write f[rs1] to element 0 of vd when vl > 0; the other elements keep their values";
  let Description = "Needs SEW = 32. Writes f[rs1]'s bits unchanged into element 0 of register vd (any register: "
    "LMUL does not apply) unless vl = 0 (or vstart >= vl); the mask does not apply.";
}

// Slides by one element with a float scalar filling the vacated place. vfslide1up may not
// write over its own source (vd = vs2 is reserved, since the shifted copy would read
// elements it has already overwritten).
let Group = "Vector float: compare, convert and move" in
def VFSLIDE1UP_VF : VFForm<OPFVF, 0b001110, "vfslide1up.vf", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  if vd == vs2 { trap("illegal instruction: vfslide1up's destination overlaps its source"); }
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      if i == 0 {
        vel_set(vd, 0, 32, f[rs1]);
      } else {
        vel_set(vd, i, 32, vel(vs2, i - 1, 32));
      }
    }
  }
  vstart = 0;
}], "Slide up by one: vd[0] = f[rs1], vd[i] = vs2[i-1]", Vxu, LatVPerm, "Vector float"> {
  let Description = "Needs SEW = 32. For active elements i in vstart .. vl-1: element 0 becomes f[rs1] and "
    "element i > 0 becomes vs2[i-1]. vd must differ from vs2.";
}
let Group = "Vector float: compare, convert and move" in
def VFSLIDE1DOWN_VF : VFForm<OPFVF, 0b001111, "vfslide1down.vf", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  vfrm_check();
  // Ascending order reads vs2[i+1] before it could be overwritten, so vd = vs2 works.
  for i in vstart .. vl {
    if active(vm, i) {
      if i == vl - 1 {
        vel_set(vd, i, 32, f[rs1]);
      } else {
        vel_set(vd, i, 32, vel(vs2, i + 1, 32));
      }
    }
  }
  vstart = 0;
}], "Slide down by one: vd[i] = vs2[i+1], vd[vl-1] = f[rs1]", Vxu, LatVPerm, "Vector float"> {
  let Description = "Needs SEW = 32. For active elements i in vstart .. vl-1: element vl-1 becomes f[rs1] and "
    "every other one vs2[i+1]. vd may be vs2.";
}

// Reductions: vd[0] = vs1[0] combined with vs2's active elements, one at a time from element 0
// up. vd and vs1 are single registers (any number); vs2 is a group. With vl = 0 nothing is
// written; when every element is masked off, vd[0] gets vs1[0]'s bits unchanged (not
// canonicalised, since no operation ran). The unordered sum is computed in the same order as
// the ordered one, which the specification allows and QEMU 7.2 does. Like QEMU, vstart must be 0.
class VFRed<bits<6> f6, string mn, string step, string summary>
    : VVForm<OPFVV, f6, mn, !subst("STEP", step, [{
  vcheck();
  vfloat_ok();
  valigned(vs2, vgroup());
  if vstart != 0 { trap("illegal instruction: a vector reduction needs vstart = 0"); }
  fp_begin(7);
  if vl == 0 { return; }
  let acc = vel(vs1, 0, 32);
  for i in 0 .. vl {
    if active(vm, i) {
      acc = STEP;
    }
  }
  fp_end();
  vel_set(vd, 0, 32, acc);
}]), summary, Vxu, LatVRed, "Vector reduction"> {
  let Description = VFDescRed;
}
def VFREDOSUM_VS : VFRed<0b000011, "vfredosum.vs", "vf_add(acc, vel(vs2, i, 32))",
                         "Ordered float sum: vd[0] = vs1[0] + vs2[0] + vs2[1] + ..., added in element order">;
def VFREDUSUM_VS : VFRed<0b000001, "vfredusum.vs", "vf_add(acc, vel(vs2, i, 32))",
                         "Unordered float sum: vd[0] = vs1[0] + the active elements of vs2 (here in element order)">;
def VFREDMAX_VS : VFRed<0b000111, "vfredmax.vs", "fmin_max(acc, vel(vs2, i, 32), true)",
                        "Float maximum: vd[0] = max(vs1[0], the active elements of vs2)">;
def VFREDMIN_VS : VFRed<0b000101, "vfredmin.vs", "fmin_max(acc, vel(vs2, i, 32), false)",
                        "Float minimum: vd[0] = min(vs1[0], the active elements of vs2)">;
