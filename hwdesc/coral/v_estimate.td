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
// Each table is held as sixteen 64-bit constants of eight entries, two hex digits per entry,
// entry 0 of a row in the leftmost (most significant) byte, so that reading a row's digits left
// to right reads the table in order.

def : Function<"table_entry(row: u64, k: u32): u32", [{ return u32(row >> (56 - 8 * k)) & 0x7F; }]> {
  let Summary = "Entry k (0..7, from the left) of a row of eight byte-sized table entries.";
}

def : Function<"rec7_table(i: u32): u32", [{
  let r = i >> 3;
  let row: u64 =
      r ==  0 ? 0x7F7D7B79_77757472 :  //   0..  7: 127 125 123 121 119 117 116 114
      r ==  1 ? 0x706E6D6B_69686664 :  //   8.. 15: 112 110 109 107 105 104 102 100
      r ==  2 ? 0x6361605E_5D5B5A58 :  //  16.. 23:  99  97  96  94  93  91  90  88
      r ==  3 ? 0x57555453_51504F4D :  //  24.. 31:  87  85  84  83  81  80  79  77
      r ==  4 ? 0x4C4B4A48_47464544 :  //  32.. 39:  76  75  74  72  71  70  69  68
      r ==  5 ? 0x4241403F_3E3D3C3B :  //  40.. 47:  66  65  64  63  62  61  60  59
      r ==  6 ? 0x3A393837_36353433 :  //  48.. 55:  58  57  56  55  54  53  52  51
      r ==  7 ? 0x3231302F_2E2D2C2B :  //  56.. 63:  50  49  48  47  46  45  44  43
      r ==  8 ? 0x2A292828_27262524 :  //  64.. 71:  42  41  40  40  39  38  37  36
      r ==  9 ? 0x23232221_201F1F1E :  //  72.. 79:  35  35  34  33  32  31  31  30
      r == 10 ? 0x1D1C1C1B_1A191918 :  //  80.. 87:  29  28  28  27  26  25  25  24
      r == 11 ? 0x17171615_15141313 :  //  88.. 95:  23  23  22  21  21  20  19  19
      r == 12 ? 0x12111110_0F0F0E0E :  //  96..103:  18  17  17  16  15  15  14  14
      r == 13 ? 0x0D0C0C0B_0B0A0909 :  // 104..111:  13  12  12  11  11  10   9   9
      r == 14 ? 0x08080707_06050504 :  // 112..119:   8   8   7   7   6   5   5   4
                0x04030302_02010100;   // 120..127:   4   3   3   2   2   1   1   0
  return table_entry(row, i & 7);
}]> {
  let Summary = "vfrec7's table: the 7-bit output significand for input significand bits 22..16 = i.";
}

// Index: bit 6 is the (normalised) input exponent's parity, bits 5..0 the significand's top six
// bits. Even exponents come first: the square root halves the exponent, so an odd one leaves a
// factor of 2 in the significand and the estimate starts higher.
def : Function<"rsqrt7_table(i: u32): u32", [{
  let r = i >> 3;
  let row: u64 =
      r ==  0 ? 0x34333230_2F2E2C2B :  //   0..  7:  52  51  50  48  47  46  44  43  (even exponent)
      r ==  1 ? 0x2A292827_26242322 :  //   8.. 15:  42  41  40  39  38  36  35  34
      r ==  2 ? 0x21201F1E_1E1D1C1B :  //  16.. 23:  33  32  31  30  30  29  28  27
      r ==  3 ? 0x1A191817_17161514 :  //  24.. 31:  26  25  24  23  23  22  21  20
      r ==  4 ? 0x13131211_10100F0E :  //  32.. 39:  19  19  18  17  16  16  15  14
      r ==  5 ? 0x0E0D0C0C_0B0A0A09 :  //  40.. 47:  14  13  12  12  11  10  10   9
      r ==  6 ? 0x09080707_06060504 :  //  48.. 55:   9   8   7   7   6   6   5   4
      r ==  7 ? 0x04030302_02010100 :  //  56.. 63:   4   3   3   2   2   1   1   0
      r ==  8 ? 0x7F7D7B79_77767472 :  //  64.. 71: 127 125 123 121 119 118 116 114  (odd exponent)
      r ==  9 ? 0x716F6D6C_6A696766 :  //  72.. 79: 113 111 109 108 106 105 103 102
      r == 10 ? 0x64636160_5F5D5C5B :  //  80.. 87: 100  99  97  96  95  93  92  91
      r == 11 ? 0x5A585756_55545352 :  //  88.. 95:  90  88  87  86  85  84  83  82
      r == 12 ? 0x504F4E4D_4C4B4A49 :  //  96..103:  80  79  78  77  76  75  74  73
      r == 13 ? 0x48474646_45444342 :  // 104..111:  72  71  70  70  69  68  67  66
      r == 14 ? 0x41403F3F_3E3D3C3B :  // 112..119:  65  64  63  63  62  61  60  59
                0x3B3A3938_38373635;   // 120..127:  59  58  57  56  56  55  54  53
  return table_entry(row, i & 7);
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
  let Description = "For a normal or subnormal x the result keeps x's sign, has exponent 2*127 - 1 - e (e: x's "
    "exponent, normalised for subnormals) and the table entry for x's top seven significand bits. Inputs of "
    "magnitude 2^126 and up give subnormal results; magnitudes below 2^-128 overflow (overflow and inexact): to "
    "infinity, or to the largest finite value of x's sign when frm rounds toward zero (rtz, or rdn for positive "
    "and rup for negative x). ±0 gives ±infinity (divide by zero), ±infinity gives ±0, a NaN the canonical NaN "
    "(invalid for a signalling NaN)." # VFDescEstimate;
}
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
  let Description = "For a positive normal or subnormal x the result has exponent floor((3*127 - 1 - e) / 2) "
    "(e: x's exponent, normalised for subnormals) and the table entry for e's parity and x's top six significand "
    "bits. ±0 gives ±infinity (divide by zero), +infinity gives +0; negative numbers and -infinity give the "
    "canonical NaN and raise invalid, as does a signalling NaN; a quiet NaN gives the canonical NaN quietly. The "
    "rounding mode does not matter." # VFDescEstimate;
}
