// Fixed-point arithmetic: saturating add and subtract, averaging add and subtract, fractional
// multiply, scaling shifts and narrowing clips. Saturation sets vxsat (bit 0, sticky until
// software clears it); rounding follows the mode in vxrm. Intermediate results are exact in
// i64: the largest, vsmul's product of two signed 32-bit elements, is at most 2^62 in magnitude.

// The spec's roundoff rule: shifting v right by d bits, the increment r that vxrm selects.
//   rnu (0): r = v[d-1]                          round to nearest, ties up
//   rne (1): r = v[d-1] & (v[d-2:0] != 0 | v[d])  round to nearest, ties to even
//   rdn (2): r = 0                               truncate (round down)
//   rod (3): r = !v[d] & (v[d-1:0] != 0)          round to odd ("jam")
def : Function<"vxround(v: u64, d: u32): u64", [{
  if d == 0 { return 0; }
  let half = (v >> (d - 1)) & 1;                           // v[d-1]
  let below = (v & ((u64(1) << (d - 1)) - 1)) != 0;        // v[d-2:0] != 0
  let lsb = (v >> d) & 1;                                  // v[d]
  let mode = vxrm & 3;
  if mode == 0 { return half; }
  if mode == 1 { return half == 1 && (below || lsb == 1) ? 1 : 0; }
  if mode == 2 { return 0; }
  return lsb == 0 && (half == 1 || below) ? 1 : 0;
}]> { let Summary = "The rounding increment (0 or 1) for v >> d under the fixed-point rounding mode vxrm."; }
def : Function<"vrshift(v: i64, d: u32): i64", [{ return (v >> d) + i64(vxround(u64(v), d)); }]> {
  let Summary = "roundoff(v, d): v shifted right arithmetically by d bits, rounded as vxrm says.";
}
def : Function<"vsat_u(v: i64, sew: u32): u32", [{
  let hi = (i64(1) << sew) - 1;
  if v > hi { vxsat = 1; return u32(hi); }
  if v < 0 { vxsat = 1; return 0; }
  return u32(v);
}]> { let Summary = "Clip v to the unsigned SEW-bit range [0, 2^SEW - 1], setting vxsat if it did not fit."; }
def : Function<"vsat_s(v: i64, sew: u32): u32", [{
  let hi = (i64(1) << (sew - 1)) - 1;
  let lo = -(i64(1) << (sew - 1));
  if v > hi { vxsat = 1; return u32(hi); }
  if v < lo { vxsat = 1; return u32(lo); }
  return u32(v);
}]> {
  let Summary = "Clip v to the signed SEW-bit range [-2^(SEW-1), 2^(SEW-1) - 1], setting vxsat if it did not fit.";
}

// The single-width element loop of v_integer.td (a: vs2's element, b: vs1's element or the
// scalar or immediate cut to SEW bits, both zero-extended u32), filed under fixed point.
class VFixVV<bits<3> f3, bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VIntVV<f3, f6, mn, expr, summary, lat> { let Group = "Vector fixed-point"; }
class VFixVX<bits<3> f3, bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VIntVX<f3, f6, mn, expr, summary, lat> { let Group = "Vector fixed-point"; }
class VFixVI<bits<6> f6, string mn, string expr, string summary>
    : VIntVI<f6, mn, expr, summary> { let Group = "Vector fixed-point"; }
class VFixVUI<bits<6> f6, string mn, string expr, string summary>
    : VIntVUI<f6, mn, expr, summary> { let Group = "Vector fixed-point"; }
multiclass VFixVVX<bits<6> f6, string mn, string expr, string summary, bits<3> vv = OPIVV, bits<3> vx = OPIVX,
                   VTiming lat = LatVAlu> {
  def _VV : VFixVV<vv, f6, mn # ".vv", expr, summary # ", vector-vector", lat>;
  def _VX : VFixVX<vx, f6, mn # ".vx", expr, summary # ", vector-scalar", lat>;
}

// Saturating add and subtract. The .vi forms sign-extend the immediate, also for vsaddu.
defvar VSAddU = "vsat_u(i64(a) + i64(b), sew)";
defvar VSAddS = "vsat_s(i64(sx(a, sew)) + i64(sx(b, sew)), sew)";
defm VSADDU : VFixVVX<0b100000, "vsaddu", VSAddU, "Saturating add, unsigned">;
def VSADDU_VI : VFixVI<0b100000, "vsaddu.vi", VSAddU, "Saturating add, unsigned, vector-immediate">;
defm VSADD : VFixVVX<0b100001, "vsadd", VSAddS, "Saturating add, signed">;
def VSADD_VI : VFixVI<0b100001, "vsadd.vi", VSAddS, "Saturating add, signed, vector-immediate">;
defm VSSUBU : VFixVVX<0b100010, "vssubu", "vsat_u(i64(a) - i64(b), sew)", "Saturating subtract, unsigned">;
defm VSSUB : VFixVVX<0b100011, "vssub", "vsat_s(i64(sx(a, sew)) - i64(sx(b, sew)), sew)",
                     "Saturating subtract, signed">;

// Averaging add and subtract: (a ± b) / 2 computed without overflow, rounded as vxrm says.
// Never saturates; for vasubu the SEW+1-bit difference wraps to SEW bits.
defm VAADDU : VFixVVX<0b001000, "vaaddu", "u32(vrshift(i64(a) + i64(b), 1))", "Averaging add, unsigned",
                      OPMVV, OPMVX>;
defm VAADD : VFixVVX<0b001001, "vaadd", "u32(vrshift(i64(sx(a, sew)) + i64(sx(b, sew)), 1))",
                     "Averaging add, signed", OPMVV, OPMVX>;
defm VASUBU : VFixVVX<0b001010, "vasubu", "u32(vrshift(i64(a) - i64(b), 1))", "Averaging subtract, unsigned",
                      OPMVV, OPMVX>;
defm VASUB : VFixVVX<0b001011, "vasub", "u32(vrshift(i64(sx(a, sew)) - i64(sx(b, sew)), 1))",
                     "Averaging subtract, signed", OPMVV, OPMVX>;

// Fractional multiply: the product of two signed SEW-bit fractions, shifted back by SEW-1 bits
// with rounding; only -1.0 * -1.0 overflows and saturates.
defm VSMUL : VFixVVX<0b100111, "vsmul", "vsat_s(vrshift(i64(sx(a, sew)) * i64(sx(b, sew)), sew - 1), sew)",
                     "Fractional multiply with rounding and saturation, signed", OPIVV, OPIVX, LatVMul>;

// Scaling shifts: shift right by the low log2(SEW) bits of b, rounding as vxrm says.
defvar VSsrl = "u32(vrshift(i64(a), b & (sew - 1)))";
defvar VSsra = "u32(vrshift(i64(sx(a, sew)), b & (sew - 1)))";
defm VSSRL : VFixVVX<0b101010, "vssrl", VSsrl, "Scaling shift right logical, rounded">;
def VSSRL_VI : VFixVUI<0b101010, "vssrl.vi", VSsrl, "Scaling shift right logical, rounded, vector-immediate">;
defm VSSRA : VFixVVX<0b101011, "vssra", VSsra, "Scaling shift right arithmetic, rounded">;
def VSSRA_VI : VFixVUI<0b101011, "vssra.vi", VSsra, "Scaling shift right arithmetic, rounded, vector-immediate">;

// Narrowing clips (the narrowing forms of v_widen.td): the wide element a of vs2 shifted right
// by the low log2(2*SEW) bits of b with rounding, then saturated to SEW bits.
defm VNCLIPU : VNarrow<0b101110, "vnclipu", "vsat_u(vrshift(i64(a), b & (2 * sew - 1)), sew)",
                       "Narrowing clip, unsigned: 2*SEW-bit vs2 elements shifted right, rounded, saturated to SEW bits",
                       LatVAlu, "Vector fixed-point">;
defm VNCLIP : VNarrow<0b101111, "vnclip", "vsat_s(vrshift(i64(sx(a, 2 * sew)), b & (2 * sew - 1)), sew)",
                      "Narrowing clip, signed: 2*SEW-bit vs2 elements shifted right, rounded, saturated to SEW bits",
                      LatVAlu, "Vector fixed-point">;
