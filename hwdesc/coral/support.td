// Helper functions shared by the scalar instructions: float environment, NaN handling and CSRs.

def : Function<"is_nan(b: u32): bool", [{ return (b & 0x7F800000) == 0x7F800000 && (b & 0x007FFFFF) != 0; }]> {
  let Summary = "Whether a binary32 bit pattern is a NaN.";
}
def : Function<"is_snan(b: u32): bool", [{ return is_nan(b) && (b & 0x00400000) == 0; }]> {
  let Summary = "Whether a binary32 bit pattern is a signalling NaN.";
}
def : Function<"raise(flags: u32)", [{ fcsr = fcsr | (flags & 0x1F); }]> {
  let Summary = "Accrue exception flags into fflags.";
}
def : Function<"frm_of(rm: u32): u32", [{
  let mode = rm == 7 ? u32(fcsr[7:5]) : rm;
  if mode > 4 { trap("illegal instruction: reserved rounding mode"); }
  return mode;
}]> { let Summary = "The rounding mode an instruction uses: its static rm, or frm for dyn (7)."; }
def : Function<"fp_begin(rm: u32)", [{
  let mode = frm_of(rm);
  fp_round(mode == 4 ? 0 : mode);  // rmm: round to nearest-even here, then fix ties with rmm_fix
  fp_clear();
}]> { let Summary = "Start a float operation: set its rounding mode (rmm as rne) and clear the host's exception flags."; }
// Hosts have no round-to-nearest-max-magnitude. It differs from nearest-even only on exact ties,
// which `exact` (the result computed in f64) reveals: then the neighbour away from zero wins.
def : Function<"rmm_fix(r: f32, exact: f64): f32", [{
  if isnan(r) || f64(r) == exact || abs(exact) <= abs(f64(r)) { return r; }
  let next = bitcast(f32, bits(r) + 1);
  return abs(exact - f64(r)) == abs(f64(next) - exact) ? next : r;
}]> { let Summary = "The rmm result from the nearest-even result r and the exact result."; }
def : Function<"fp_end()", [{ raise(fp_flags()); }]> {
  let Summary = "Finish a float operation: accrue the exceptions it raised.";
}
// RISC-V returns the canonical NaN, not a propagated payload, from every arithmetic operation.
def : Function<"canon(r: f32): u32", [{ return isnan(r) ? 0x7FC00000 : bits(r); }]> {
  let Summary = "The bit pattern of a result, with any NaN replaced by the canonical NaN 0x7FC00000.";
}
// IEEE 754 leaves it open whether 0 * inf + qNaN signals; RISC-V says it does, and a host's
// fma may not, so the fused operations raise it explicitly.
def : Function<"fma_invalid(a: u32, b: u32)", [{
  let a_zero = (a & 0x7FFFFFFF) == 0;
  let b_zero = (b & 0x7FFFFFFF) == 0;
  let a_inf = (a & 0x7FFFFFFF) == 0x7F800000;
  let b_inf = (b & 0x7FFFFFFF) == 0x7F800000;
  if (a_zero && b_inf) || (a_inf && b_zero) { raise(16); }
}]> { let Summary = "Raise invalid for a fused multiply-add whose product is 0 * infinity, whatever the addend."; }
// rmm for a fused multiply-add: unlike a sum, product or quotient of binary32 values, p * b + s
// can round in f64 onto a binary32 half-way point it does not lie on, so rmm_fix would see a false
// tie. The product is exact in f64; TwoSum gives the sum's rounding error lo, and only lo = 0
// (the value is exactly an f64, as every binary32 half-way point is) can be a tie. Runs after
// the fused multiply-add; its f64 steps are exact whenever the binary32 result is, so they add no flags.
def : Function<"fma_rmm(r: f32, p: f32, b: f32, s: f32): f32", [{
  // An infinite or NaN result has no tie to fix, and TwoSum on infinities would raise invalid.
  if (bits(r) & 0x7F800000) == 0x7F800000 { return r; }
  let prod = f64(p) * f64(b);
  let addend = f64(s);
  let hi = prod + addend;
  let back = hi - prod;
  let lo = (prod - (hi - back)) + (addend - back);
  if lo != 0.0 { return r; }
  return rmm_fix(r, hi);
}]> { let Summary = "The rmm result of p * b + s from its nearest-even result r, telling true ties from near ones."; }
def : Function<"fmin_max(a: u32, b: u32, want_max: bool): u32", [{
  if is_snan(a) || is_snan(b) { raise(16); }
  if is_nan(a) && is_nan(b) { return 0x7FC00000; }
  if is_nan(a) { return b; }
  if is_nan(b) { return a; }
  let fa = bitcast(f32, a);
  let fb = bitcast(f32, b);
  if fa == fb { return want_max ? (a & b) : (a | b); }
  return (fa < fb) != want_max ? a : b;
}]> { let Summary = "IEEE 754-2019 minimumNumber/maximumNumber, with -0 below +0."; }
def : Function<"fclassify(b: u32): u32", [{
  let sign = b[31] == 1;
  let e = (b >> 23) & 0xFF;
  let m = b & 0x7FFFFF;
  if e == 0xFF {
    if m == 0 { return sign ? 1 : 128; }
    return (m & 0x400000) != 0 ? 512 : 256;
  }
  if e == 0 {
    if m == 0 { return sign ? 8 : 16; }
    return sign ? 4 : 32;
  }
  return sign ? 2 : 64;
}]> { let Summary = "The fclass.s bit: -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf, sNaN, qNaN."; }
def : Function<"f_to_int_w(b: u32, rm: u32, signed: bool, width: u32): u32", [{
  let v = f64(bitcast(f32, b));
  let mode = frm_of(rm);
  // rmm rounds half-way cases away from zero: truncate, then step by the exact remainder.
  fp_round(mode == 4 ? 1 : mode);
  let r = rint(v);
  if mode == 4 {
    let rest = v - r;
    if rest >= 0.5 { r = r + 1.0; }
    if rest <= -0.5 { r = r - 1.0; }
  }
  let half = u64(1) << (width - 1);          // 2^(width-1): the signed range's edge
  let all = u32((half << 1) - 1);            // the unsigned maximum
  if is_nan(b) { raise(16); return signed ? u32(half - 1) : all; }
  if signed {
    if r < -f64(half) { raise(16); return u32(half); }
    if r >= f64(half) { raise(16); return u32(half - 1); }
  } else {
    if r < 0.0 { raise(16); return 0; }
    if r >= f64(half << 1) { raise(16); return all; }
  }
  if r != v { raise(1); }
  return (signed ? u32(i32(r)) : u32(r)) & all;
}]> { let Summary = "Float to a width-bit integer in a rounding mode: out of range and NaN saturate and raise NV."; }
def : Function<"f_to_int(b: u32, rm: u32, signed: bool): u32", [{ return f_to_int_w(b, rm, signed, 32); }]> {
  let Summary = "Float to 32-bit integer in a rounding mode: out of range and NaN saturate and raise NV.";
}

def : Function<"csr_read(n: u32): u32", [{
  if n == 0x001 { return u32(fcsr[4:0]); }
  if n == 0x002 { return u32(fcsr[7:5]); }
  if n == 0x003 { return fcsr & 0xFF; }
  if n == 0x008 { return vstart; }
  if n == 0x009 { return vxsat & 1; }
  if n == 0x00A { return vxrm & 3; }
  if n == 0x00F { return ((vxrm & 3) << 1) | (vxsat & 1); }
  if n == 0xC20 { return vl; }
  if n == 0xC21 { return vtype; }
  if n == 0xC22 { return u32(VLEN / 8); }
  trap("illegal instruction: CSR not implemented (fflags, frm, fcsr, vstart, vxsat, vxrm, vcsr, vl, vtype, vlenb are)");
  return 0;
}]> { let Summary = "Read a CSR."; }
def : Function<"csr_write(n: u32, value: u32)", [{
  if n == 0x001 { fcsr = (fcsr & 0xE0) | (value & 0x1F); return; }
  if n == 0x002 { fcsr = (fcsr & 0x1F) | ((value & 7) << 5); return; }
  if n == 0x003 { fcsr = value & 0xFF; return; }
  if n == 0x008 { vstart = value & (u32(VLEN) - 1); return; }
  if n == 0x009 { vxsat = value & 1; return; }
  if n == 0x00A { vxrm = value & 3; return; }
  if n == 0x00F { vxsat = value & 1; vxrm = (value >> 1) & 3; return; }
  if n == 0xC20 || n == 0xC21 || n == 0xC22 { trap("illegal instruction: vl, vtype and vlenb are read-only"); }
  trap("illegal instruction: CSR not implemented (fflags, frm, fcsr, vstart, vxsat, vxrm, vcsr are writable)");
}]> { let Summary = "Write a CSR."; }

def : Function<"i_to_f(value: u32, signed: bool, rm: u32): u32", [{
  let mode = frm_of(rm);
  let v = signed ? f64(i32(value)) : f64(value);  // exact: every 32-bit integer is an f64
  if mode != 4 {
    fp_round(mode);
    fp_clear();
    let r: f32 = f32(v);
    fp_end();
    return bits(r);
  }
  // rmm: of the two neighbours, the nearer; a tie goes to the one away from zero.
  fp_round(1);
  let low: f32 = f32(v);
  if f64(low) == v { return bits(low); }
  raise(1);
  let high = bitcast(f32, bits(low) + 1);
  return abs(v - f64(low)) >= abs(f64(high) - v) ? bits(high) : bits(low);
}]> { let Summary = "A 32-bit integer to float in a rounding mode (rmm included), raising inexact."; }

