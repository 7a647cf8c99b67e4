// Zve32f estimate instructions: vfrec7.v (reciprocal) and vfrsqrt7.v (reciprocal square root),
// RISC-V V 1.0 sections 13.9 and 13.10. Each returns a value good to about 7 bits, found in a
// 128-entry table of 7-bit significands, instead of a correctly rounded result; it is meant as
// the starting point of Newton-Raphson iterations. Only SEW = 32 exists in Zve32f.
//
// The specification prints both tables. The 128 values of each were read back from QEMU 7.2
// (qemu-riscv32 -cpu rv32,v=true,vext_spec=v1.0,vlen=128,elen=32), which implements the
// specification: inputs whose significand's top bits swept every index, and the top seven
// significand bits of each result. They agree with the tables printed in the specification.
//
// Each table is written as sixteen rows of eight entries, in the order the specification prints
// them: row r holds entries 8r .. 8r+7, and row8 picks one of a row's eight.
def : Function<"row8(k: u32, a0: u32, a1: u32, a2: u32, a3: u32, a4: u32, a5: u32, a6: u32, a7: u32): u32", [{
  if k < 4 { return k == 0 ? a0 : k == 1 ? a1 : k == 2 ? a2 : a3; }
  return k == 4 ? a4 : k == 5 ? a5 : k == 6 ? a6 : a7;
}]> { let Summary = "Argument a<k> of eight (k = 0..7): entry k of one row of a table."; }

def : Function<"rec7_table(i: u32): u32", [{
  let r = i >> 3;
  let k = i & 7;
  if r ==  0 { return row8(k, 127, 125, 123, 121, 119, 117, 116, 114); }  //   0..  7
  if r ==  1 { return row8(k, 112, 110, 109, 107, 105, 104, 102, 100); }  //   8.. 15
  if r ==  2 { return row8(k,  99,  97,  96,  94,  93,  91,  90,  88); }  //  16.. 23
  if r ==  3 { return row8(k,  87,  85,  84,  83,  81,  80,  79,  77); }  //  24.. 31
  if r ==  4 { return row8(k,  76,  75,  74,  72,  71,  70,  69,  68); }  //  32.. 39
  if r ==  5 { return row8(k,  66,  65,  64,  63,  62,  61,  60,  59); }  //  40.. 47
  if r ==  6 { return row8(k,  58,  57,  56,  55,  54,  53,  52,  51); }  //  48.. 55
  if r ==  7 { return row8(k,  50,  49,  48,  47,  46,  45,  44,  43); }  //  56.. 63
  if r ==  8 { return row8(k,  42,  41,  40,  40,  39,  38,  37,  36); }  //  64.. 71
  if r ==  9 { return row8(k,  35,  35,  34,  33,  32,  31,  31,  30); }  //  72.. 79
  if r == 10 { return row8(k,  29,  28,  28,  27,  26,  25,  25,  24); }  //  80.. 87
  if r == 11 { return row8(k,  23,  23,  22,  21,  21,  20,  19,  19); }  //  88.. 95
  if r == 12 { return row8(k,  18,  17,  17,  16,  15,  15,  14,  14); }  //  96..103
  if r == 13 { return row8(k,  13,  12,  12,  11,  11,  10,   9,   9); }  // 104..111
  if r == 14 { return row8(k,   8,   8,   7,   7,   6,   5,   5,   4); }  // 112..119
  if r == 15 { return row8(k,   4,   3,   3,   2,   2,   1,   1,   0); }  // 120..127
  return 0;  // not reached: i < 128
}]> {
  let Summary = "vfrec7's table: the 7-bit output significand for input significand bits 22..16 = i.";
}

// Index: bit 6 is the parity of the (normalised, biased) input exponent, bits 5..0 the top six
// fraction bits. The bias 127 is odd, so bit 6 = 0 means an odd true exponent: halving it under
// the square root leaves a factor of 1/sqrt(2), and that half of the table starts lower (52).
def : Function<"rsqrt7_table(i: u32): u32", [{
  let r = i >> 3;
  let k = i & 7;
  if r ==  0 { return row8(k,  52,  51,  50,  48,  47,  46,  44,  43); }  //   0..  7  (even exponent)
  if r ==  1 { return row8(k,  42,  41,  40,  39,  38,  36,  35,  34); }  //   8.. 15
  if r ==  2 { return row8(k,  33,  32,  31,  30,  30,  29,  28,  27); }  //  16.. 23
  if r ==  3 { return row8(k,  26,  25,  24,  23,  23,  22,  21,  20); }  //  24.. 31
  if r ==  4 { return row8(k,  19,  19,  18,  17,  16,  16,  15,  14); }  //  32.. 39
  if r ==  5 { return row8(k,  14,  13,  12,  12,  11,  10,  10,   9); }  //  40.. 47
  if r ==  6 { return row8(k,   9,   8,   7,   7,   6,   6,   5,   4); }  //  48.. 55
  if r ==  7 { return row8(k,   4,   3,   3,   2,   2,   1,   1,   0); }  //  56.. 63
  if r ==  8 { return row8(k, 127, 125, 123, 121, 119, 118, 116, 114); }  //  64.. 71  (odd exponent)
  if r ==  9 { return row8(k, 113, 111, 109, 108, 106, 105, 103, 102); }  //  72.. 79
  if r == 10 { return row8(k, 100,  99,  97,  96,  95,  93,  92,  91); }  //  80.. 87
  if r == 11 { return row8(k,  90,  88,  87,  86,  85,  84,  83,  82); }  //  88.. 95
  if r == 12 { return row8(k,  80,  79,  78,  77,  76,  75,  74,  73); }  //  96..103
  if r == 13 { return row8(k,  72,  71,  70,  70,  69,  68,  67,  66); }  // 104..111
  if r == 14 { return row8(k,  65,  64,  63,  63,  62,  61,  60,  59); }  // 112..119
  if r == 15 { return row8(k,  59,  58,  57,  56,  56,  55,  54,  53); }  // 120..127
  return 0;  // not reached: i < 128
}]> {
  let Summary = "vfrsqrt7's table: the 7-bit output significand for index (exponent parity << 6) | significand bits 22..17.";
}

// A subnormal input is first normalised: its exponent field (0) goes down by one for each
// leading zero of the 23-bit fraction, and the fraction is shifted left past its leading one,
// which becomes the implicit bit. The exponent can then be negative (down to -22).
def : Function<"est_norm_exp(x: u32): i32", [{
  let e = (x >> 23) & 0xFF;
  if e != 0 { return i32(e); }
  return -i32(clz(x & 0x7FFFFF) - 9);  // leading zeros of the 23-bit fraction
}]> { let Summary = "The biased exponent of a finite nonzero binary32, normalised for subnormals (0 or below)."; }
def : Function<"est_norm_frac(x: u32): u32", [{
  let m = x & 0x7FFFFF;
  if ((x >> 23) & 0xFF) != 0 { return m; }
  return (m << (clz(m) - 8)) & 0x7FFFFF;  // leading zeros, plus one for the leading one itself
}]> { let Summary = "The 23-bit fraction of a finite nonzero binary32, normalised for subnormals."; }

def : Function<"vf_rec7(x: u32): u32", [{
  let sign = x & 0x80000000;
  let mag = x & 0x7FFFFFFF;
  if is_nan(x) {
    if is_snan(x) { raise(16); }  // invalid
    return 0x7FC00000;
  }
  if mag == 0x7F800000 { return sign; }  // 1/±inf = ±0, exactly
  if mag == 0 { raise(8); return sign | 0x7F800000; }  // 1/±0 = ±inf, divide by zero
  let e = est_norm_exp(x);
  // Output exponent 2*bias - 1 - e = 253 - e. Below 2^-(bias+1) (e < -1) it passes 254, the
  // largest finite exponent: overflow, to infinity or to the largest finite value of the same
  // sign, whichever the rounding mode rounds toward.
  if e < -1 {
    raise(4 | 1);  // overflow, inexact
    let mode = frm_of(7);
    let to_finite = mode == 1 || (mode == 2 && sign == 0) || (mode == 3 && sign != 0);
    return sign | (to_finite ? 0x7F7FFFFF : 0x7F800000);
  }
  let frac = rec7_table(est_norm_frac(x) >> 16) << 16;
  let out_exp = 253 - e;
  // Inputs of 2^bias and above give exponent 0 or -1: a subnormal result, the significand with
  // its implicit one shifted right by 1 or 2 places (only zeros fall off: nothing is inexact).
  if out_exp <= 0 { return sign | ((0x800000 | frac) >> u32(1 - out_exp)); }
  return sign | (u32(out_exp) << 23) | frac;
}]> { let Summary = "vfrec7 of one binary32 element: a 7-bit estimate of 1/x, with the specification's special cases."; }

def : Function<"vf_rsqrt7(x: u32): u32", [{
  let sign = x & 0x80000000;
  let mag = x & 0x7FFFFFFF;
  if is_nan(x) {
    if is_snan(x) { raise(16); }
    return 0x7FC00000;
  }
  if mag == 0 { raise(8); return sign | 0x7F800000; }  // 1/sqrt(±0) = ±inf, divide by zero
  if sign != 0 { raise(16); return 0x7FC00000; }  // negative, -inf included: invalid
  if mag == 0x7F800000 { return 0; }  // 1/sqrt(+inf) = +0
  let e = est_norm_exp(x);
  let index = ((u32(e) & 1) << 6) | (est_norm_frac(x) >> 17);
  // Output exponent floor((3*bias - 1 - e) / 2); e <= 254, so the numerator is positive.
  let out_exp = u32(380 - e) / 2;
  return (out_exp << 23) | (rsqrt7_table(index) << 16);
}]> { let Summary = "vfrsqrt7 of one binary32 element: a 7-bit estimate of 1/sqrt(x), with the specification's special cases."; }

defvar VFDescEstimate = " Needs SEW = 32. Active elements vstart .. vl-1 are computed, masked-off and tail elements "
  "keep their values; the exceptions of active elements accrue into fflags. A reserved frm traps, even when vl = 0. "
  "The result is not correctly rounded: its significand comes from a 128-entry table of 7-bit values printed in "
  "the specification, so the estimate is good to about 7 bits.";

let Group = "Vector float: arithmetic" in
def VFREC7_V : VFUnary<0b010011, 0b00101, "vfrec7.v", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, 32, vf_rec7(vel(vs2, i, 32)));
    }
  }
  vstart = 0;
}], "Reciprocal estimate to 7 bits: vd[i] ~ 1 / vs2[i]"> {
  let Description = !strconcat("For a normal or subnormal x the result keeps x's sign, has exponent "
    "2*127 - 1 - e (e: x's exponent, normalised for subnormals) and the table entry for x's top seven significand "
    "bits. Magnitudes of 2^126 and up give subnormal results (exactly: no flags). Magnitudes below 2^-128 overflow "
    "and raise overflow and inexact; the result is infinity of x's sign, except that it is the largest finite value "
    "of x's sign when frm is rtz, or rdn for positive x, or rup for negative x. ±0 gives ±infinity (divide by "
    "zero), ±infinity gives ±0, a NaN the canonical NaN (raising invalid if signalling).", VFDescEstimate);
}
let Group = "Vector float: arithmetic" in
def VFRSQRT7_V : VFUnary<0b010011, 0b00100, "vfrsqrt7.v", [{
  vbegin(vm, vd, vs2, 0);
  vfloat_ok();
  vfrm_check();
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, 32, vf_rsqrt7(vel(vs2, i, 32)));
    }
  }
  vstart = 0;
}], "Reciprocal square-root estimate to 7 bits: vd[i] ~ 1 / sqrt(vs2[i])"> {
  let Description = !strconcat("For a positive normal or subnormal x the result has exponent floor((3*127 - 1 - e) / 2) "
    "(e: x's exponent, normalised for subnormals) and the table entry for e's parity and x's top six significand "
    "bits. ±0 gives ±infinity (divide by zero), +infinity gives +0; negative numbers and -infinity give the "
    "canonical NaN and raise invalid, as does a signalling NaN; a quiet NaN gives the canonical NaN quietly. The "
    "rounding mode does not matter.", VFDescEstimate);
}
