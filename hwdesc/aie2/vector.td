// AIE2 (AIE-ML) vector unit and vector moves: draft for hwdesc/aie2 (integrator assembles).
//
// Facts from Xilinx/llvm-aie (read through the search tool's read_file; `commit` = the stored version):
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrFormats.td     ff8589af23047d6f8aa27ff0da621e5fd4a10f0a  (slot field layouts)
//   llvm/lib/Target/AIE/aie2/AIE2GenFixupInstrInfo.td   19ba03dccf601d433e3458640df87592115539b8  (defs, mnemonics, syntax, mode classes)
//   llvm/lib/Target/AIE/aie2/AIE2Slots.td               ff8589af23047d6f8aa27ff0da621e5fd4a10f0a  (slot widths)
//   llvm/lib/Target/AIE/aie2/AIE2CompositeFormats.td    bd07681ef7138ec73cf388d9ee02b4b8516247d7  (32-bit single-slot bundles)
//   llvm/lib/Target/AIE/aie2/AIE2GenRegisterInfo.td     ff8589af23047d6f8aa27ff0da621e5fd4a10f0a  (register encodings, sub-registers)
//   llvm/lib/Target/AIE/aie2/AIE2RegOperandDef.td       bd07681ef7138ec73cf388d9ee02b4b8516247d7  (composite operands)
//   llvm/lib/Target/AIE/aie2/AIE2Schedule.td            0361a31e60de693408ec9bf8652f2ee8ac1a6150  (itineraries)
//   clang/lib/Headers/aiev2/aiev2_vmult.h               3ec7f3f4b10f8fd45decd4f9b3063eb0b0ac24ce  (vmac config word bits)
//   clang/lib/Headers/aiev2/aiev2_enums.h               b82c3cddcc3371c5a481c421248c7e511f2ee034  (vshuffle mode numbers)
//   clang/lib/Headers/aiev2/aiev2_core.h                84660bc3f72d83d11ec91709052d2f423b27c646  (element-wise bf16 mac use)
//   llvm/test/CodeGen/AIE/aie2/BinaryOutput/*.mir       (objdump lines quoted below; commits in vector.md)
// Mode values (amode/bmode/variant per shape) from AIEVecToLLVM.cpp of the AMD AIE MLIR lowering
// (index id 28190800259); rounding / saturation mode lists from AMD UG1583 (AI Engine-ML Intrinsics
// User Guide, "Mode Settings", "Control registers"). See vector.md for every fact and doubt.
//
// Assumed from other drafts (CONVENTIONS.md): units VEC, MV, ST, LDB; register file r (eR) and
// the single-register control/status files crSat, crRnd, crSRSSign, crUPSSign, crPackSign,
// crUnpackSign, crVaddSign, crFPMask, crF2FMask, crF2IMask, srSRS_of, srUPS_of; s (eS/mSs);
// byte memories `vregs` (x_i at i*64, wl_i = x_i+0, wh_i = x_i+32; y_k = x_2k..x_2k+1) and
// `aregs` (cm_i at i*128; bml_i = cm_i+0, bmh_i = cm_i+64; amll/amlh/amhl/amhh_i = cm_i + 0/32/64/96),
// `qregs` (q_i at i*16); operand kinds named after llvm's classes / operands.
//
// In semantics a register operand's value is its field code (RegUnion rule; for plain files the
// register number). The code-to-address helpers below rely on llvm's encodings:
//   x (mXm, mXn, mXv, mXw, mXa, mXs): code n                -> vregs n*64
//   W (mWa, mWs, mWm): wl_n = 2n, wh_n = 2n+1                -> vregs code*32
//   W (mWm_1, its own encoder): {h, n odd, n/2}               -> w1at(code)
//   y (eYs): y2..y5 = 0..3                                   -> vregs (code+2)*128
//   cm (eCM, mCMa, mCMs, mCMm): cm_n = n                     -> aregs code*128
//   BM (mBMa, mBMs, mBMm): bml_n = 2n, bmh_n = 2n+1          -> aregs code*64
//   AM (mAMs): amll_n = 4n, amlh = 4n+1, amhl = 4n+2, amhh = 4n+3 -> aregs code*32
// Accumulator lanes: acc32 lane l at 4*l, acc64 lane l at 8*l, fp32 lane l at 4*l of the register
// (ASSUMED, see vector.md). Vector lanes: element l of width w bytes at l*w, little endian.

//===----------------------------------------------------------------------===//
// Slot classes (encoding = the slot field only)
//===----------------------------------------------------------------------===//
class AIE2VecInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<26> Inst;
  let Unit = VEC;
}
class AIE2MvInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<22> Inst;
  let Unit = MV;
}
class AIE2StInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<21> Inst;
  let Unit = ST;
}
class AIE2LdbInst<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<16> Inst;
  let Unit = LDB;
}

// Operand kind used only here (llvm: imm5, the vextbcst lane number; printed "#n").
def imm5 : Imm<5> { let Doc = "A lane number 0..31 (taken modulo the lane count)."; }

//===----------------------------------------------------------------------===//
// Helper functions
//===----------------------------------------------------------------------===//
// Register codes to byte addresses.
def : Function<"xat(code: u32): u32", [{ return code * 64; }]> { let Summary = "vregs address of x register `code`."; }
def : Function<"wat(code: u32): u32", [{ return code * 32; }]> { let Summary = "vregs address of the 256-bit register with W code `code` (wl_n = 2n, wh_n = 2n+1)."; }
def : Function<"w1at(code: u32): u32", [{ return ((code & 7) * 2 + ((code >> 3) & 1)) * 64 + ((code >> 4) & 1) * 32; }]> {
  let Summary = "vregs address of the 256-bit register with mWm_1 code `code` ({h, n odd, n/2}: a different order from mWa).";
}
def : Function<"yat(code: u32): u32", [{ return (code + 2) * 128; }]> { let Summary = "vregs address of y register y(code+2) (x_2k and x_2k+1 together)."; }
def : Function<"cmat(code: u32): u32", [{ return code * 128; }]> { let Summary = "aregs address of cm register `code`."; }
def : Function<"bmat(code: u32): u32", [{ return code * 64; }]> { let Summary = "aregs address of the 512-bit accumulator with BM code `code` (bml_n = 2n, bmh_n = 2n+1)."; }
def : Function<"amat(code: u32): u32", [{ return code * 32; }]> { let Summary = "aregs address of the 256-bit accumulator with AM code `code` (amll/amlh/amhl/amhh_n = 4n..4n+3)."; }

// Lanes.
def : Function<"vlane(base: u32, i: u32, w: u32): u64", [{ return load(vregs, base + i * w, w); }]> {
  let Summary = "Lane i (w bytes) of the vector register at vregs address base, zero-extended.";
}
def : Function<"vput(base: u32, i: u32, w: u32, v: u64)", [{ store(vregs, base + i * w, w, v); }]> {
  let Summary = "Write the low w bytes of v to lane i of the vector register at vregs address base.";
}
def : Function<"alane(base: u32, i: u32, w: u32): u64", [{ return load(aregs, base + i * w, w); }]> {
  let Summary = "Lane i (w bytes) of the accumulator at aregs address base, zero-extended.";
}
def : Function<"aput(base: u32, i: u32, w: u32, v: u64)", [{ store(aregs, base + i * w, w, v); }]> {
  let Summary = "Write the low w bytes of v to lane i of the accumulator at aregs address base.";
}
def : Function<"sxt(v: u64, w: u32): i64", [{ return i64(sext(v, w * 8)); }]> {
  let Summary = "A w-byte lane value read as a signed integer.";
}
def : Function<"lval(v: u64, w: u32, signed: bool): i64", [{ return signed ? sxt(v, w) : i64(v); }]> {
  let Summary = "A w-byte lane value read as signed or unsigned.";
}
def : Function<"vbf(base: u32, i: u32): f32", [{ return f32(bitcast(bf16, u16(load(vregs, base + 2 * i, 2)))); }]> {
  let Summary = "bf16 lane i of the vector register at vregs address base, widened (exactly) to f32.";
}
def : Function<"abf(base: u32, i: u32): f32", [{ return f32(bitcast(bf16, u16(load(aregs, base + 2 * i, 2)))); }]> {
  let Summary = "bf16 lane i of the accumulator at aregs address base, widened to f32.";
}
def : Function<"af(base: u32, i: u32): f32", [{ return bitcast(f32, u32(load(aregs, base + 4 * i, 4))); }]> {
  let Summary = "fp32 lane i of the accumulator at aregs address base.";
}
def : Function<"afput(base: u32, i: u32, v: f32)", [{ store(aregs, base + 4 * i, 4, u64(bits(v))); }]> {
  let Summary = "Write fp32 lane i of the accumulator at aregs address base.";
}
def : Function<"rpair(k: u32): u64", [{ return u64(r[16 + 2 * k]) | (u64(r[17 + 2 * k]) << 32); }]> {
  let Summary = "The 64-bit value of register pair l_k (r(2k+17):r(2k+16)).";
}
def : Function<"put_mask(cmp: u32, m: u64, w: u32)", [{
  if w == 1 {
    r[16 + 2 * cmp] = u32(m);
    r[17 + 2 * cmp] = u32(m >> 32);
  } else {
    r[16 + cmp] = u32(m);
  }
}]> { let Summary = "Write a lane mask: to pair l_cmp for 8-bit lanes (64 lanes), else to r(16+cmp)."; }

// Multiply-accumulate configuration word (the eR operand $c): bit 0 zero_acc, bits 2:1 amode,
// bits 4:3 bmode, bits 7:5 variant, bit 8 sgn_y, bit 9 sgn_x, bit 10 shift16, bit 11 sub_mul,
// bit 12 sub_acc1, bit 13 sub_acc2, bits 31:16 sub_mask (complex modes).
// Integer dense shapes (acc lane l = i*N + j gets sum over k of X[i*K+k] * Y[k*N+j]):
//   amode 0 (32 acc32 lanes): bmode 0: 4x16 (8b) * 16x8 (4b); bmode 1: 4x8 (8b) * 8x8 (8b);
//                             bmode 2: 4x4 (16b) * 4x8 (8b); bmode 3: 4x2 (16b) * 2x8 (16b)
//   amode 1 (16 acc64 lanes): bmode 0: 4x2 (32b) * 2x4 (16b);
//                             bmode 2: variant 0 2x8 (16b) * 8x8 (8b), variant 1 4x8 (16b) * 8x4 (8b);
//                             bmode 3: variant 0 2x4 (16b) * 4x8 (16b), variant 1 4x4 (16b) * 4x4 (16b)
def : Function<"xel(base: u32, idx: u32, bitsz: u32, signed: bool): i64", [{
  if bitsz == 4 {
    let byte = load(vregs, base + idx / 2, 1);
    let nib = (idx & 1) == 0 ? (byte & 0xF) : (byte >> 4);
    return signed ? i64(sext(nib, 4)) : i64(nib);
  }
  return lval(load(vregs, base + idx * (bitsz / 8), bitsz / 8), bitsz / 8, signed);
}]> { let Summary = "Element idx of bitsz bits (4, 8, 16, 32) of the vector at vregs address base; 4-bit elements low nibble first (ASSUMED)."; }

def : Function<"imac(dst: u32, a1: u32, a2: u32, use2: bool, xa: u32, ya: u32, conf: u32, negp: u32, neg1: u32, neg2: u32)", [{
  let amode = (conf >> 1) & 3;
  let bmode = (conf >> 3) & 3;
  let variant = (conf >> 5) & 7;
  let sy = conf[8] == 1;
  let sx = conf[9] == 1;
  let np = (negp ^ u32(conf[11])) == 1;
  let n1 = (neg1 ^ u32(conf[12])) == 1;
  let n2 = (neg2 ^ u32(conf[13])) == 1;
  let M = 4;
  let K = 8;
  let N = 8;
  let bx = 8;
  let by = 8;
  if amode == 0 && bmode == 0 { K = 16; by = 4; }
  else if amode == 0 && bmode == 1 { K = 8; }
  else if amode == 0 && bmode == 2 { K = 4; bx = 16; }
  else if amode == 0 && bmode == 3 { K = 2; bx = 16; by = 16; }
  else if amode == 1 && bmode == 0 { K = 2; N = 4; bx = 32; by = 16; }
  else if amode == 1 && bmode == 2 && variant == 0 { M = 2; K = 8; bx = 16; }
  else if amode == 1 && bmode == 2 && variant == 1 { K = 8; N = 4; bx = 16; }
  else if amode == 1 && bmode == 3 && variant == 0 { M = 2; K = 4; bx = 16; by = 16; }
  else if amode == 1 && bmode == 3 && variant == 1 { K = 4; N = 4; bx = 16; by = 16; }
  else { trap("vmac: this amode/bmode/variant is not modelled"); }
  let wa = amode == 0 ? 4 : 8;
  for i in 0 .. M {
    for j in 0 .. N {
      let sum: i64 = 0;
      for k in 0 .. K {
        sum += xel(xa, u32(i * K + k), u32(bx), sx) * xel(ya, u32(k * N + j), u32(by), sy);
      }
      let l = u32(i * N + j);
      let acc: i64 = conf[0] == 1 ? 0 : sxt(alane(a1, l, u32(wa)), u32(wa));
      if conf[10] == 1 { acc = acc << 16; }
      if n1 { acc = -acc; }
      if use2 {
        let b = sxt(alane(a2, l, u32(wa)), u32(wa));
        acc += n2 ? -b : b;
      }
      aput(dst, l, u32(wa), u64(acc + (np ? -sum : sum)));
    }
  }
}]> { let Summary = "Integer matrix multiply-accumulate of the vmac family: dst = ±a1 (± a2) ± X*Y, shape and signs from the configuration word."; }

// bf16 -> fp32: amode 2, bmode 3; variant 0: 4x8 * 8x4 matrix product (acc lane i*4+j gets
// sum_k X[i*8+k] * Y[k*4+j]); variant 1: element-wise, acc lane l gets X[l]*Y[l] + X[l+16]*Y[l+16].
def : Function<"fmac(dst: u32, a1: u32, a2: u32, use2: bool, xa: u32, ya: u32, conf: u32, negp: u32, neg1: u32, neg2: u32)", [{
  let amode = (conf >> 1) & 3;
  let bmode = (conf >> 3) & 3;
  let variant = (conf >> 5) & 7;
  if amode != 2 || bmode != 3 || variant > 1 { trap("vmac.f: this amode/bmode/variant is not modelled"); }
  let np = (negp ^ u32(conf[11])) == 1;
  let n1 = (neg1 ^ u32(conf[12])) == 1;
  let n2 = (neg2 ^ u32(conf[13])) == 1;
  for l in 0 .. 16 {
    let sum: f32 = 0.0;
    if variant == 0 {
      let i = l / 4;
      let j = l % 4;
      for k in 0 .. 8 {
        sum += vbf(xa, u32(i * 8 + k)) * vbf(ya, u32(k * 4 + j));
      }
    } else {
      sum = vbf(xa, u32(l)) * vbf(ya, u32(l)) + vbf(xa, u32(l + 16)) * vbf(ya, u32(l + 16));
    }
    let acc: f32 = conf[0] == 1 ? 0.0 : af(a1, u32(l));
    if n1 { acc = -acc; }
    if use2 {
      let b = af(a2, u32(l));
      acc += n2 ? -b : b;
    }
    afput(dst, u32(l), acc + (np ? -sum : sum));
  }
}]> { let Summary = "bf16 multiply-accumulate into 16 fp32 lanes (vmac.f family): matrix 4x8x4 or element-wise, per the configuration word."; }

// Accumulator add/sub/negate. amode 0: 32 acc32 lanes of a cm; amode 1: 16 acc64 lanes.
def : Function<"iacc(dst: u32, a1: u32, a2: u32, conf: u32, neg1: u32, neg2: u32)", [{
  let wa = ((conf >> 1) & 3) == 0 ? 4 : 8;
  let n1 = (neg1 ^ u32(conf[12])) == 1;
  let n2 = (neg2 ^ u32(conf[13])) == 1;
  for l in 0 .. 128 / wa {
    let a: i64 = conf[0] == 1 ? 0 : sxt(alane(a1, u32(l), u32(wa)), u32(wa));
    if conf[10] == 1 { a = a << 16; }
    let b = sxt(alane(a2, u32(l), u32(wa)), u32(wa));
    aput(dst, u32(l), u32(wa), u64((n1 ? -a : a) + (n2 ? -b : b)));
  }
}]> { let Summary = "Lane-wise ±a1 ± a2 of two integer accumulators, lane width from the configuration word."; }
def : Function<"facc(dst: u32, a1: u32, a2: u32, conf: u32, neg1: u32, neg2: u32)", [{
  let n1 = (neg1 ^ u32(conf[12])) == 1;
  let n2 = (neg2 ^ u32(conf[13])) == 1;
  for l in 0 .. 16 {
    let a: f32 = conf[0] == 1 ? 0.0 : af(a1, u32(l));
    let b = af(a2, u32(l));
    afput(dst, u32(l), (n1 ? -a : a) + (n2 ? -b : b));
  }
}]> { let Summary = "Lane-wise ±a1 ± a2 of two fp32 accumulators (16 lanes)."; }

// Shift-round-saturate. crRnd: 0 floor, 1 ceil, 2 toward zero, 3 away from zero, 8 nearest/ties
// to -inf, 9 ties to +inf, 10 ties toward zero, 11 ties away from zero, 12 ties to even,
// 13 ties to odd (UG1583). crSat: 0 wrap, 1 saturate, 3 symmetric saturate.
def : Function<"srs_round(v: i64, s: u32): i64", [{
  if s == 0 { return v; }
  let mode = crRnd[0] & 15;
  let half: i64 = i64(1) << (s - 1);
  let fl = v >> s;
  let rem = v - (fl << s);
  if mode == 0 { return fl; }
  if mode == 1 { return rem != 0 ? fl + 1 : fl; }
  if mode == 2 { return v < 0 && rem != 0 ? fl + 1 : fl; }
  if mode == 3 { return v >= 0 && rem != 0 ? fl + 1 : fl; }
  if rem > half { return fl + 1; }
  if rem < half { return fl; }
  if mode == 8 { return fl; }
  if mode == 9 { return fl + 1; }
  if mode == 10 { return v < 0 ? fl + 1 : fl; }
  if mode == 11 { return v < 0 ? fl : fl + 1; }
  if mode == 12 { return (fl & 1) == 0 ? fl : fl + 1; }
  if mode == 13 { return (fl & 1) == 1 ? fl : fl + 1; }
  return fl;
}]> { let Summary = "v / 2^s rounded to an integer by the crRnd mode."; }
def : Function<"sat(v: i64, nbits: u32, signed: bool): i64", [{
  let mode = crSat[0] & 3;
  if mode == 0 { return v; }
  let hi: i64 = signed ? (i64(1) << (nbits - 1)) - 1 : (i64(1) << nbits) - 1;
  let lo: i64 = signed ? (mode == 3 ? -hi : -hi - 1) : 0;
  return v > hi ? hi : (v < lo ? lo : v);
}]> { let Summary = "v saturated to an nbits-bit signed or unsigned range by the crSat mode (mode 0: no saturation)."; }
def : Function<"srs(dst: u32, src: u32, n: u32, wa: u32, wo: u32, s: u32, signed: bool)", [{
  for l in 0 .. n {
    let v = srs_round(sxt(alane(src, u32(l), wa), wa), s & 63);
    vput(dst, u32(l), wo, u64(sat(v, wo * 8, signed)));
  }
}]> { let Summary = "n accumulator lanes of wa bytes shifted right by s, rounded and saturated into wo-byte vector lanes."; }
def : Function<"ups(dst: u32, src: u32, n: u32, wi: u32, wa: u32, s: u32, signed: bool)", [{
  for l in 0 .. n {
    let v = lval(vlane(src, u32(l), wi), wi, signed) << (s & 63);
    aput(dst, u32(l), wa, u64(sat(v, wa * 8, true)));
  }
}]> { let Summary = "n vector lanes of wi bytes shifted left by s into wa-byte accumulator lanes (saturated by crSat)."; }
// fp32 to bf16 by the mode in crRnd (llvm-aie: vconv.bf16.fp32 and vst.conv.bf16.fp32 read crRnd),
// each mode by its name in UG1583: 0 floor, 1 ceil, 2 toward zero, 3 away from zero, 8..13 to
// nearest with ties toward -inf, toward +inf, toward zero, away from zero, to even, to odd (the other
// values: to nearest, ties to even). Done on the bits, as bf16 drops the low 16 bits of an fp32's
// sign-magnitude pattern: `up` adds one unit in the last place to the magnitude. (A float
// conversion does not follow fp_round in this language's implementation: kc::num::toBf16 always
// rounds to nearest even, so fp_round(2) before bf16(x) left crRnd 0 rounding to nearest.) Kernels
// written for the hardware set crRnd to conv_even before narrowing an fp32 accumulator to bf16,
// noting that the default mode truncates, which agrees. ASSUMED:
// that the hardware rounds a float by these modes as the SRS unit rounds an integer; NaN stays a
// quiet NaN; subnormals are kept.
def : Function<"bfround(x: f32): bf16", [{
  let u = bits(x);
  if isnan(x) { return bitcast(bf16, u16((u >> 16) | 0x40)); }
  let t = u >> 16;
  let rest = u & 0xFFFF;
  let neg = u[31] == 1;
  let m = crRnd[0] & 15;
  let up = false;
  if rest != 0 {
    if m == 0 { up = neg; }
    else if m == 1 { up = !neg; }
    else if m == 2 { up = false; }
    else if m == 3 { up = true; }
    else if rest > 0x8000 { up = true; }
    else if rest == 0x8000 {
      if m == 8 { up = neg; }
      else if m == 9 { up = !neg; }
      else if m == 10 { up = false; }
      else if m == 11 { up = true; }
      else if m == 13 { up = (t & 1) == 0; }
      else { up = (t & 1) == 1; }
    }
  }
  return bitcast(bf16, u16(up ? t + 1 : t));
}]> { let Summary = "x rounded to bf16 by the crRnd mode: floor, ceil, toward or away from zero, or to nearest with the mode's ties (others: ties to even)."; }

// Composite move operands.
def : Function<"amwq_get(code: u32, c: u32): u64", [{
  if (code >> 6) == 7 { return load(qregs, ((code >> 4) & 3) * 16 + (c & 1) * 8, 8); }
  if (code >> 7) == 3 { return load(vregs, (((code & 7) << 1) | ((code >> 3) & 1)) * 64 + ((code >> 4) & 1) * 32 + c * 8, 8); }
  return load(aregs, (code >> 5) * 128 + ((code >> 3) & 3) * 32 + c * 8, 8);
}]> { let Summary = "Chunk c (8 bytes) of the register a mMvAMWQSrc code names (W, AM or q)."; }
def : Function<"amwq_put(code: u32, c: u32, v: u64)", [{
  if (code & 3) == 0 { store(vregs, ((((code >> 2) & 7) << 1) | ((code >> 5) & 1)) * 64 + ((code >> 6) & 1) * 32 + c * 8, 8, v); }
  else if (code & 3) == 2 { if c < 2 { store(qregs, ((((code >> 2) & 7) << 1) | ((code >> 5) & 1)) * 16 + c * 8, 8, v); } }
  else { store(aregs, (code >> 3) * 128 + ((code >> 1) & 3) * 32 + c * 8, 8, v); }
}]> { let Summary = "Write chunk c (8 bytes) of the register a mMvAMWQDst code names (W, AM or q)."; }
def : Function<"bmx_get(code: u32, c: u32): u64", [{
  if (code >> 7) == 3 { return load(vregs, (code & 15) * 64 + c * 8, 8); }
  return load(aregs, (code >> 5) * 128 + ((code >> 4) & 1) * 64 + c * 8, 8);
}]> { let Summary = "Chunk c (8 bytes) of the register a mMvBMXSrc code names (x or BM)."; }
def : Function<"bmx_put(code: u32, c: u32, v: u64)", [{
  if (code & 1) == 0 { store(vregs, (code >> 2) * 64 + c * 8, 8, v); }
  else { store(aregs, (code >> 2) * 128 + ((code >> 1) & 1) * 64 + c * 8, 8, v); }
}]> { let Summary = "Write chunk c (8 bytes) of the register a mMvBMXDst code names (x or BM)."; }
def : Function<"shfl_put(code: u32, b: u32, v: u64)", [{
  if (code & 1) == 0 { store(vregs, (code >> 1) * 64 + b, 1, v); }
  else { store(aregs, ((code >> 1) & 7) * 128 + ((code >> 4) & 1) * 64 + b, 1, v); }
}]> { let Summary = "Write byte b of the 512-bit register a mShflDst code names (x, or bml/bmh 0..7)."; }

// vshuffle modes (aiev2_enums.h): 0..27 and 30..33 come in lo/hi pairs T<w>_<R>x<C>: the
// 1024-bit concatenation [s1, s2] read as an R x C row-major matrix of w-bit elements is
// transposed; lo is the first 512 bits of the result, hi the second. 28, 29, 34..37 transpose
// one 512-bit matrix (s1). Others (38..47) are not modelled here.
def : Function<"shfl_w(mode: u32): u32", [{
  if mode < 22 { return mode < 12 ? u32(1) << (mode / 2) : u32(1) << ((21 - mode) / 2); }
  if mode < 24 { return 64; }
  if mode < 30 { return 2; }
  if mode < 35 { return 4; }
  return 1;
}]> { let Summary = "Element width in bytes of a vshuffle mode."; }
def : Function<"shfl_r(mode: u32): u32", [{
  if mode < 12 { return 64 >> (mode / 2); }
  if mode < 22 { return 2; }
  if mode < 24 { return 1; }
  if mode < 26 { return 16; }
  if mode < 28 { return 4; }
  if mode == 28 { return 8; }
  if mode == 29 { return 4; }
  if mode < 32 { return 8; }
  if mode < 35 { return 4; }
  if mode == 35 { return 8; }
  if mode == 36 { return 16; }
  return 4;
}]> { let Summary = "Rows of the matrix a vshuffle mode transposes."; }
def : Function<"shfl_byte(mode: u32, s1: u32, s2: u32, b: u32): u64", [{
  if mode > 37 { trap("vshuffle: mode not modelled"); }
  let w = shfl_w(mode);
  let rows = shfl_r(mode);
  let whole = mode == 28 || mode == 29 || mode > 33;
  let cols = (whole ? 64 : 128) / (w * rows);
  let o = b / w + (!whole && (mode & 1) == 1 ? 64 / w : 0);
  let q = ((o % rows) * cols + o / rows) * w + b % w;
  return q < 64 ? load(vregs, xat(s1) + q, 1) : load(vregs, xat(s2) + q - 64, 1);
}]> { let Summary = "Byte b of the vshuffle result of x registers s1, s2 under a mode."; }

//===----------------------------------------------------------------------===//
// Classes: multiply-accumulate (VEC slot)
//===----------------------------------------------------------------------===//
// Integer, dense: vec = {c, acc1, 0, s1, s2, dst, mdm, md1, 0, 0}.
class VMacI<bits<1> mdm, bits<1> md1, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, eCM:$acc1, mXv:$s1, mXw:$s2, eR:$c), "$dst, $acc1, $s1, $s2, $c"> {
  bits<4> dst; bits<4> acc1; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 0;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-4} = dst;
  let Inst{3} = mdm; let Inst{2} = md1; let Inst{1-0} = 0b00;
  let Semantics = !subst("NEGP", !cast<string>(mdm), !subst("NEG1", !cast<string>(md1), [{
    imac(cmat(dst), cmat(acc1), 0, false, xat(s1), xat(s2), r[c], NEGP, NEG1, 0);
  }]));
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
// Integer, sparse (mask + vector second operand): vec = {c, acc1, 0, core1, dst, mdm, md1, 0, 0}.
class VMacISparseWide<bits<1> mdm, bits<1> md1, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, eCM:$acc1, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$dst, $acc1, $ys1, $qxs2, $c"> {
  bits<4> dst; bits<4> acc1; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 0;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = dst; let Inst{3} = mdm; let Inst{2} = md1; let Inst{1-0} = 0b00;
  // SEMANTICS-TODO: sparse multiply (qx = 128-bit mask q + x; y operand 1024 bits); the mask
  // layout and the sparse lane selection are not in the sources read.
  let Semantics = [{ trap("sparse vmac is not modelled"); }];
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
class VMacISparseNarrow<bits<1> mdm, bits<1> md1, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, eCM:$acc1, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$dst, $acc1, $xs1, $qxs2, $c"> {
  bits<4> dst; bits<4> acc1; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 0;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = dst; let Inst{3} = mdm; let Inst{2} = md1; let Inst{1-0} = 0b00;
  // SEMANTICS-TODO: sparse multiply, as above.
  let Semantics = [{ trap("sparse vmac is not modelled"); }];
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
// Integer multiply (no accumulator input): vec = {c, 1111, 0, core1, dst, mdm, 0, 0, 0}.
class VMulI<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, mXv:$s1, mXw:$s2, eR:$c), "$dst, $s1, $s2, $c"> {
  bits<4> dst; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = 0b1111; let Inst{16} = 0;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-4} = dst;
  let Inst{3} = mdm; let Inst{2-0} = 0b000;
  let Semantics = !subst("NEGP", !cast<string>(mdm), [{
    imac(cmat(dst), cmat(dst), 0, false, xat(s1), xat(s2), r[c] | 1, NEGP, 0, 0);
  }]);
  let Latency = [{ 5 }];
  let Group = "Vector multiply-accumulate (integer)";
}
class VMulISparseWide<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$dst, $ys1, $qxs2, $c"> {
  bits<4> dst; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = 0b1111; let Inst{16} = 0;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = dst; let Inst{3} = mdm; let Inst{2-0} = 0b000;
  // SEMANTICS-TODO: sparse multiply.
  let Semantics = [{ trap("sparse vmul is not modelled"); }];
  let Latency = [{ 5 }];
  let Group = "Vector multiply-accumulate (integer)";
}
class VMulISparseNarrow<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$dst, $xs1, $qxs2, $c"> {
  bits<4> dst; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = 0b1111; let Inst{16} = 0;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = dst; let Inst{3} = mdm; let Inst{2-0} = 0b000;
  // SEMANTICS-TODO: sparse multiply.
  let Semantics = [{ trap("sparse vmul is not modelled"); }];
  let Latency = [{ 5 }];
  let Group = "Vector multiply-accumulate (integer)";
}
// bf16: vec = {c, acc1(5), core1, dst(5), mdm, 0, 1}.
class VMacF<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mBMa:$acc1, mXv:$s1, mXw:$s2, eR:$c), "$dst, $acc1, $s1, $s2, $c"> {
  bits<5> dst; bits<5> acc1; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-3} = dst;
  let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  let Semantics = !subst("NEGP", !cast<string>(mdm), [{
    fmac(bmat(dst), bmat(acc1), 0, false, xat(s1), xat(s2), r[c], NEGP, 0, 0);
  }]);
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VMacFSparseWide<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mBMa:$acc1, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$dst, $acc1, $ys1, $qxs2, $c"> {
  bits<5> dst; bits<5> acc1; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = dst; let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vmac.f is not modelled"); }];
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VMacFSparseNarrow<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mBMa:$acc1, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$dst, $acc1, $xs1, $qxs2, $c"> {
  bits<5> dst; bits<5> acc1; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = dst; let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vmac.f is not modelled"); }];
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}
// bf16 multiply: vec = {c, 11111, core1, dst(5), mdm, 0, 1}.
class VMulF<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mXv:$s1, mXw:$s2, eR:$c), "$dst, $s1, $s2, $c"> {
  bits<5> dst; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = 0b11111;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-3} = dst;
  let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  let Semantics = !subst("NEGP", !cast<string>(mdm), [{
    fmac(bmat(dst), bmat(dst), 0, false, xat(s1), xat(s2), r[c] | 1, NEGP, 0, 0);
  }]);
  let Latency = [{ 6 }];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VMulFSparseWide<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$dst, $ys1, $qxs2, $c"> {
  bits<5> dst; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = 0b11111;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = dst; let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vmul.f is not modelled"); }];
  let Latency = [{ 6 }];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VMulFSparseNarrow<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$dst, $xs1, $qxs2, $c"> {
  bits<5> dst; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = 0b11111;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = dst; let Inst{2} = mdm; let Inst{1} = 0; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vmul.f is not modelled"); }];
  let Latency = [{ 6 }];
  let Group = "Vector multiply-accumulate (bf16)";
}
// Two-accumulator forms. llvm ties the destination to $acc1: it is printed twice, and the
// assembler requires both to name the same accumulator.
// Integer: vec = {c, acc1, 1, core1, acc2, md2, mdm, 0, 0}.
class VAddMacI<bits<1> mdm, bits<1> md2, string mn> : AIE2VecInst<mn,
    (ins eCM:$acc1, eCM:$acc2, mXv:$s1, mXw:$s2, eR:$c), "$acc1, $acc1, $acc2, $s1, $s2, $c"> {
  bits<4> acc1; bits<4> acc2; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 1;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-4} = acc2;
  let Inst{3} = md2; let Inst{2} = mdm; let Inst{1-0} = 0b00;
  let Semantics = !subst("NEGP", !cast<string>(mdm), !subst("NEG2", !cast<string>(md2), [{
    imac(cmat(acc1), cmat(acc1), cmat(acc2), true, xat(s1), xat(s2), r[c], NEGP, 0, NEG2);
  }]));
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
class VAddMacISparseWide<bits<1> mdm, bits<1> md2, string mn> : AIE2VecInst<mn,
    (ins eCM:$acc1, eCM:$acc2, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$acc1, $acc1, $acc2, $ys1, $qxs2, $c"> {
  bits<4> acc1; bits<4> acc2; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 1;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = acc2; let Inst{3} = md2; let Inst{2} = mdm; let Inst{1-0} = 0b00;
  // SEMANTICS-TODO: sparse multiply.
  let Semantics = [{ trap("sparse vaddmac is not modelled"); }];
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
class VAddMacISparseNarrow<bits<1> mdm, bits<1> md2, string mn> : AIE2VecInst<mn,
    (ins eCM:$acc1, eCM:$acc2, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$acc1, $acc1, $acc2, $xs1, $qxs2, $c"> {
  bits<4> acc1; bits<4> acc2; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 1;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-4} = acc2; let Inst{3} = md2; let Inst{2} = mdm; let Inst{1-0} = 0b00;
  // SEMANTICS-TODO: sparse multiply.
  let Semantics = [{ trap("sparse vaddmac is not modelled"); }];
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (integer)";
}
// Two-accumulator bf16 forms: vec = {c, acc1(5), core1, acc2(5), mdm, 1, 1}.
class VAddMacF<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$acc1, mBMa:$acc2, mXv:$s1, mXw:$s2, eR:$c), "$acc1, $acc1, $acc2, $s1, $s2, $c"> {
  bits<5> acc1; bits<5> acc2; bits<4> s1; bits<4> s2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-12} = s1; let Inst{11-8} = s2; let Inst{7-3} = acc2;
  let Inst{2} = mdm; let Inst{1} = 1; let Inst{0} = 1;
  let Semantics = !subst("NEGP", !cast<string>(mdm), [{
    fmac(bmat(acc1), bmat(acc1), bmat(acc2), true, xat(s1), xat(s2), r[c], NEGP, 0, 0);
  }]);
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VAddMacFSparseWide<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$acc1, mBMa:$acc2, eYs:$ys1, mQQXw:$qxs2, eR:$c), "$acc1, $acc1, $acc2, $ys1, $qxs2, $c"> {
  bits<5> acc1; bits<5> acc2; bits<2> ys1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-14} = 0b11; let Inst{13-12} = ys1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = acc2; let Inst{2} = mdm; let Inst{1} = 1; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vaddmac.f is not modelled"); }];
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}
class VAddMacFSparseNarrow<bits<1> mdm, string mn> : AIE2VecInst<mn,
    (ins mBMa:$acc1, mBMa:$acc2, mXv:$xs1, mQQXw:$qxs2, eR:$c), "$acc1, $acc1, $acc2, $xs1, $qxs2, $c"> {
  bits<5> acc1; bits<5> acc2; bits<4> xs1; bits<2> qxs2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1;
  let Inst{15-12} = xs1; let Inst{11-10} = 0b11; let Inst{9-8} = qxs2;
  let Inst{7-3} = acc2; let Inst{2} = mdm; let Inst{1} = 1; let Inst{0} = 1;
  // SEMANTICS-TODO: sparse bf16 multiply.
  let Semantics = [{ trap("sparse vaddmac.f is not modelled"); }];
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Vector multiply-accumulate (bf16)";
}

//===----------------------------------------------------------------------===//
// Multiply-accumulate instructions
//===----------------------------------------------------------------------===//
// 09 54 91 4f   vmul cm5, x4, x5, r9
def VMUL_vmac_cm_core_dense : VMulI<0b0, "vmul"> { let Summary = "Integer matrix (or element-wise) multiply of two x vectors into a 1024-bit accumulator, shape and signedness from the configuration register"; }
// 09 50 bb 9f   vmul cm4, y4, qx1, r19
def VMUL_vmac_cm_core_sparse_wide : VMulISparseWide<0b0, "vmul"> { let Summary = "Sparse integer multiply: y operand times a sparse (masked) qx operand"; }
// 09 94 93 4f   vmul cm5, x4, qx2, r9
def VMUL_vmac_cm_core_sparse_narrow : VMulISparseNarrow<0b0, "vmul"> { let Summary = "Sparse integer multiply: x operand times a sparse (masked) qx operand"; }
// 09 9e 8d 67   vnegmul cm7, x3, x6, r12
def VNEGMUL_vmac_cm_core_dense : VMulI<0b1, "vnegmul"> { let Summary = "Negated integer matrix multiply into an accumulator"; }
// 09 42 b3 2f   vnegmul cm0, y2, qx1, r5
def VNEGMUL_vmac_cm_core_sparse_wide : VMulISparseWide<0b1, "vnegmul"> { let Summary = "Negated sparse integer multiply (y operand)"; }
// 09 9e 8f 67   vnegmul cm7, x3, qx2, r12
def VNEGMUL_vmac_cm_core_sparse_narrow : VMulISparseNarrow<0b1, "vnegmul"> { let Summary = "Negated sparse integer multiply (x operand)"; }
// 09 54 11 4b   vmac cm5, cm6, x4, x5, r9
def VMAC_vmac_cm_core_dense : VMacI<0b0, 0b0, "vmac"> { let Summary = "Integer matrix multiply-accumulate: dst = acc1 + X*Y, shape and signedness from the configuration register"; }
// 09 44 33 31   vmac cm1, cm2, y2, qx1, r6
def VMAC_vmac_cm_core_sparse_wide : VMacISparseWide<0b0, 0b0, "vmac"> { let Summary = "Sparse integer multiply-accumulate (y operand)"; }
// 09 00 93 48   vmac cm0, cm1, x4, qx0, r9
def VMAC_vmac_cm_core_sparse_narrow : VMacISparseNarrow<0b0, 0b0, "vmac"> { let Summary = "Sparse integer multiply-accumulate (x operand)"; }
// 09 da 08 5c   vmsc cm6, cm8, x2, x3, r11
def VMSC_vmac_cm_core_dense : VMacI<0b1, 0b0, "vmsc"> { let Summary = "Integer matrix multiply-subtract: dst = acc1 - X*Y"; }
// 09 16 33 b1   vmsc cm5, cm2, y2, qx0, r22
def VMSC_vmac_cm_core_sparse_wide : VMacISparseWide<0b1, 0b0, "vmsc"> { let Summary = "Sparse integer multiply-subtract (y operand)"; }
// 09 12 0b fa   vmsc cm4, cm4, x2, qx0, r31
def VMSC_vmac_cm_core_sparse_narrow : VMacISparseNarrow<0b1, 0b0, "vmsc"> { let Summary = "Sparse integer multiply-subtract (x operand)"; }
// 09 57 11 4b   vnegmac cm5, cm6, x4, x5, r9
def VNEGMAC_vmac_cm_core_dense : VMacI<0b1, 0b1, "vnegmac"> { let Summary = "Negated integer multiply-accumulate: dst = -(acc1 + X*Y)"; }
// 09 cf 3f 12   vnegmac cm3, cm4, y5, qx3, r2
def VNEGMAC_vmac_cm_core_sparse_wide : VMacISparseWide<0b1, 0b1, "vnegmac"> { let Summary = "Negated sparse integer multiply-accumulate (y operand)"; }
// 09 8b 87 59   vnegmac cm2, cm3, x1, qx2, r11
def VNEGMAC_vmac_cm_core_sparse_narrow : VMacISparseNarrow<0b1, 0b1, "vnegmac"> { let Summary = "Negated sparse integer multiply-accumulate (x operand)"; }
// 09 d9 08 5c   vnegmsc cm6, cm8, x2, x3, r11
def VNEGMSC_vmac_cm_core_dense : VMacI<0b0, 0b1, "vnegmsc"> { let Summary = "Negated integer multiply-subtract: dst = -(acc1 - X*Y)"; }
// 09 1d 33 03   vnegmsc cm7, cm6, y2, qx0, r0
def VNEGMSC_vmac_cm_core_sparse_wide : VMacISparseWide<0b0, 0b1, "vnegmsc"> { let Summary = "Negated sparse integer multiply-subtract (y operand)"; }
// 09 19 8b 3a   vnegmsc cm6, cm5, x2, qx0, r7
def VNEGMSC_vmac_cm_core_sparse_narrow : VMacISparseNarrow<0b0, 0b1, "vnegmsc"> { let Summary = "Negated sparse integer multiply-subtract (x operand)"; }

// 49 54 d1 4f   vmul.f bml5, x4, x5, r9
def VMUL_F_vmac_bm_core_dense : VMulF<0b0, "vmul.f"> { let Summary = "bf16 multiply into 16 fp32 lanes: 4x8 by 8x4 matrix product or element-wise, per the configuration register"; }
// 49 56 fb a7   vmul.f bmh5, y4, qx1, r20
def VMUL_F_vmac_bm_core_sparse_wide : VMulFSparseWide<0b0, "vmul.f"> { let Summary = "Sparse bf16 multiply (y operand)"; }
// 49 14 d3 4f   vmul.f bml5, x4, qx0, r9
def VMUL_F_vmac_bm_core_sparse_narrow : VMulFSparseNarrow<0b0, "vmul.f"> { let Summary = "Sparse bf16 multiply (x operand)"; }
// 49 9d cd 67   vnegmul.f bml7, x3, x6, r12
def VNEGMUL_F_vmac_bm_core_dense : VMulF<0b1, "vnegmul.f"> { let Summary = "Negated bf16 multiply into fp32 lanes"; }
// 49 5f f7 3f   vnegmul.f bmh7, y3, qx1, r7
def VNEGMUL_F_vmac_bm_core_sparse_wide : VMulFSparseWide<0b1, "vnegmul.f"> { let Summary = "Negated sparse bf16 multiply (y operand)"; }
// 49 1d cf 67   vnegmul.f bml7, x3, qx0, r12
def VNEGMUL_F_vmac_bm_core_sparse_narrow : VMulFSparseNarrow<0b1, "vnegmul.f"> { let Summary = "Negated sparse bf16 multiply (x operand)"; }
// 49 54 11 4b   vmac.f bml5, bml6, x4, x5, r9
def VMAC_F_vmac_bm_core_dense : VMacF<0b0, "vmac.f"> { let Summary = "bf16 multiply-accumulate into 16 fp32 lanes: dst = acc1 + X*Y (4x8x4 matrix or element-wise)"; }
// 49 e0 3b 4b   vmac.f bml8, bml6, y4, qx3, r9
def VMAC_F_vmac_bm_core_sparse_wide : VMacFSparseWide<0b0, "vmac.f"> { let Summary = "Sparse bf16 multiply-accumulate (y operand)"; }
// 49 42 13 9b   vmac.f bmh0, bml6, x4, qx1, r19
def VMAC_F_vmac_bm_core_sparse_narrow : VMacFSparseNarrow<0b0, "vmac.f"> { let Summary = "Sparse bf16 multiply-accumulate (x operand)"; }
// 49 dd 08 14   vmsc.f bml7, bml8, x2, x3, r2
def VMSC_F_vmac_bm_core_dense : VMacF<0b1, "vmsc.f"> { let Summary = "bf16 multiply-subtract into fp32 lanes: dst = acc1 - X*Y"; }
// 49 05 b3 00   vmsc.f bml1, bml1, y2, qx0, r0
def VMSC_F_vmac_bm_core_sparse_wide : VMacFSparseWide<0b1, "vmsc.f"> { let Summary = "Sparse bf16 multiply-subtract (y operand)"; }
// 49 87 4b 29   vmsc.f bmh1, bmh2, x2, qx2, r5
def VMSC_F_vmac_bm_core_sparse_narrow : VMacFSparseNarrow<0b1, "vmsc.f"> { let Summary = "Sparse bf16 multiply-subtract (x operand)"; }

// 09 08 4d 28   vaddmac cm0, cm0, cm2, x3, x4, r5
def VADDMAC_vmac_bm_core_dense : VAddMacI<0b0, 0b0, "vaddmac"> { let Summary = "Integer multiply-accumulate of two accumulators: dst = acc1 + acc2 + X*Y"; }
// 09 48 f7 20   vaddmac cm1, cm1, cm2, y3, qx1, r4
def VADDMAC_vmac_cm_core_sparse_wide : VAddMacISparseWide<0b0, 0b0, "vaddmac"> { let Summary = "Sparse two-accumulator multiply-accumulate (y operand)"; }
// 09 08 4f 28   vaddmac cm0, cm0, cm2, x3, qx0, r5
def VADDMAC_vmac_cm_core_sparse_narrow : VAddMacISparseNarrow<0b0, 0b0, "vaddmac"> { let Summary = "Sparse two-accumulator multiply-accumulate (x operand)"; }
// 09 09 4d 28   vaddmsc cm0, cm0, cm2, x3, x4, r5
def VADDMSC_vmac_bm_core_dense : VAddMacI<0b1, 0b0, "vaddmsc"> { let Summary = "dst = acc1 + acc2 - X*Y (integer)"; }
// 09 49 73 f2   vaddmsc cm4, cm4, cm2, y2, qx1, r30
def VADDMSC_vmac_cm_core_sparse_wide : VAddMacISparseWide<0b1, 0b0, "vaddmsc"> { let Summary = "Sparse acc1 + acc2 - X*Y (y operand)"; }
// 09 09 cf 03   vaddmsc cm7, cm7, cm2, x3, qx0, r0
def VADDMSC_vmac_cm_core_sparse_narrow : VAddMacISparseNarrow<0b1, 0b0, "vaddmsc"> { let Summary = "Sparse acc1 + acc2 - X*Y (x operand)"; }
// 09 82 c4 00   vsubmac cm1, cm1, cm0, x1, x2, r0
def VSUBMAC_vmac_bm_core_dense : VAddMacI<0b0, 0b1, "vsubmac"> { let Summary = "dst = acc1 - acc2 + X*Y (integer)"; }
// 09 46 73 80   vsubmac cm0, cm0, cm1, y2, qx1, r16
def VSUBMAC_vmac_cm_core_sparse_wide : VAddMacISparseWide<0b0, 0b1, "vsubmac"> { let Summary = "Sparse acc1 - acc2 + X*Y (y operand)"; }
// 09 02 c7 00   vsubmac cm1, cm1, cm0, x1, qx0, r0
def VSUBMAC_vmac_cm_core_sparse_narrow : VAddMacISparseNarrow<0b0, 0b1, "vsubmac"> { let Summary = "Sparse acc1 - acc2 + X*Y (x operand)"; }
// 09 8b c4 08   vsubmsc cm1, cm1, cm2, x1, x2, r1
def VSUBMSC_vmac_bm_core_dense : VAddMacI<0b1, 0b1, "vsubmsc"> { let Summary = "dst = acc1 - acc2 - X*Y (integer)"; }
// 09 4b 73 b3   vsubmsc cm6, cm6, cm2, y2, qx1, r22
def VSUBMSC_vmac_cm_core_sparse_wide : VAddMacISparseWide<0b1, 0b1, "vsubmsc"> { let Summary = "Sparse acc1 - acc2 - X*Y (y operand)"; }
// 09 03 d7 98   vsubmsc cm1, cm1, cm0, x5, qx0, r19
def VSUBMSC_vmac_cm_core_sparse_narrow : VAddMacISparseNarrow<0b1, 0b1, "vsubmsc"> { let Summary = "Sparse acc1 - acc2 - X*Y (x operand)"; }
// c9 08 0d 28   vaddmac.f bml0, bml0, bml2, x3, x4, r5
def VADDMAC_F_vmac_bm_core_dense : VAddMacF<0b0, "vaddmac.f"> { let Summary = "bf16 multiply-accumulate of two fp32 accumulators: dst = acc1 + acc2 + X*Y"; }
// c9 08 03 28   vaddmac.f bml0, bml0, bml2, x0, qx0, r5
def VADDMAC_F_vmac_bm_core_sparse_narrow : VAddMacFSparseNarrow<0b0, "vaddmac.f"> { let Summary = "Sparse bf16 two-accumulator multiply-accumulate (x operand)"; }
// c9 08 33 28   vaddmac.f bml0, bml0, bml2, y2, qx0, r5
def VADDMAC_F_vmac_bm_core_sparse_wide : VAddMacFSparseWide<0b0, "vaddmac.f"> { let Summary = "Sparse bf16 two-accumulator multiply-accumulate (y operand)"; }
// c9 09 0d 28   vaddmsc.f bml0, bml0, bml2, x3, x4, r5
def VADDMSC_F_vmac_bm_core_dense : VAddMacF<0b1, "vaddmsc.f"> { let Summary = "bf16: dst = acc1 + acc2 - X*Y in fp32 lanes"; }
// c9 09 03 28   vaddmsc.f bml0, bml0, bml2, x0, qx0, r5
def VADDMSC_F_vmac_bm_core_sparse_narrow : VAddMacFSparseNarrow<0b1, "vaddmsc.f"> { let Summary = "Sparse bf16 acc1 + acc2 - X*Y (x operand)"; }
// c9 09 33 28   vaddmsc.f bml0, bml0, bml2, y2, qx0, r5
def VADDMSC_F_vmac_bm_core_sparse_wide : VAddMacFSparseWide<0b1, "vaddmsc.f"> { let Summary = "Sparse bf16 acc1 + acc2 - X*Y (y operand)"; }

//===----------------------------------------------------------------------===//
// Accumulator add / sub / negate / clear / move (VEC slot)
//===----------------------------------------------------------------------===//
// vec = {c, acc1, 0, 1110, acc2, dst, md2, md1, 0, 0}
class VAccI<bits<1> md2, bits<1> md1, string mn> : AIE2VecInst<mn,
    (ins eCM:$dst, eCM:$acc1, eCM:$acc2, eR:$c), "$dst, $acc1, $acc2, $c"> {
  bits<4> dst; bits<4> acc1; bits<4> acc2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 0; let Inst{15-12} = 0b1110;
  let Inst{11-8} = acc2; let Inst{7-4} = dst; let Inst{3} = md2; let Inst{2} = md1; let Inst{1-0} = 0b00;
  let Semantics = !subst("NEG1", !cast<string>(md1), !subst("NEG2", !cast<string>(md2), [{
    iacc(cmat(dst), cmat(acc1), cmat(acc2), r[c], NEG1, NEG2);
  }]));
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Accumulator arithmetic";
}
// vec = {c, acc1(5), md1, 00, acc2(5), dst(5), md2, 1, 0}
class VAccF<bits<1> md2, bits<1> md1, string mn> : AIE2VecInst<mn,
    (ins mBMa:$dst, mBMa:$acc1, mBMa:$acc2, eR:$c), "$dst, $acc1, $acc2, $c"> {
  bits<5> dst; bits<5> acc1; bits<5> acc2; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1; let Inst{15} = md1; let Inst{14-13} = 0b00;
  let Inst{12-8} = acc2; let Inst{7-3} = dst; let Inst{2} = md2; let Inst{1} = 1; let Inst{0} = 0;
  let Semantics = !subst("NEG1", !cast<string>(md1), !subst("NEG2", !cast<string>(md2), [{
    facc(bmat(dst), bmat(acc1), bmat(acc2), r[c], NEG1, NEG2);
  }]));
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2", "acc2=2"];
  let Group = "Accumulator arithmetic";
}
// 09 80 38 28   vadd cm0, cm0, cm2, r5
def VADD : VAccI<0b0, 0b0, "vadd"> { let Summary = "Add two integer accumulators lane-wise (lane width from the configuration register)"; }
// 09 c6 38 a9   vsub cm1, cm2, cm3, r21
def VSUB : VAccI<0b1, 0b0, "vsub"> { let Summary = "Subtract integer accumulators lane-wise: dst = acc1 - acc2"; }
// 09 83 38 28   vnegadd cm0, cm0, cm2, r5
def VNEGADD : VAccI<0b1, 0b1, "vnegadd"> { let Summary = "dst = -(acc1 + acc2), integer lanes"; }
// 09 c5 38 a9   vnegsub cm1, cm2, cm3, r21
def VNEGSUB : VAccI<0b0, 0b1, "vnegsub"> { let Summary = "dst = -(acc1 - acc2), integer lanes"; }
// 89 42 41 48   vadd.f bmh0, bmh0, bmh2, r9
def VADD_F : VAccF<0b0, 0b0, "vadd.f"> { let Summary = "Add two fp32 accumulators lane-wise (16 lanes)"; }
// 89 43 41 48   vsub.f bmh0, bmh0, bmh2, r9
def VSUB_F : VAccF<0b1, 0b0, "vsub.f"> { let Summary = "Subtract fp32 accumulators lane-wise: dst = acc1 - acc2"; }
// 89 15 a1 1a   vnegadd.f bml5, bml5, bml2, r3
def VNEGADD_F : VAccF<0b1, 0b1, "vnegadd.f"> { let Summary = "dst = -(acc1 + acc2), fp32 lanes"; }
// 89 14 a1 1a   vnegsub.f bml5, bml5, bml2, r3
def VNEGSUB_F : VAccF<0b0, 0b1, "vnegsub.f"> { let Summary = "dst = -(acc1 - acc2), fp32 lanes"; }

// 09 19 fc ab   vneg cm6, cm7, r21
def VNEG : AIE2VecInst<"vneg", (ins mCMa:$dst, mCMa:$acc1, eR:$c), "$dst, $acc1, $c"> {
  bits<4> dst; bits<4> acc1; bits<5> c;
  let Inst{25-21} = c; let Inst{20-17} = acc1; let Inst{16} = 1; let Inst{15-12} = 0b1111;
  let Inst{11-8} = 0b0000; let Inst{7-4} = dst; let Inst{3-0} = 0b0100;
  // Lane width from amode of the configuration word; the other configuration bits are ignored (doubt).
  let Semantics = [{
    let wa = ((r[c] >> 1) & 3) == 0 ? 4 : 8;
    for l in 0 .. 128 / wa {
      aput(cmat(dst), u32(l), u32(wa), u64(-sxt(alane(cmat(acc1), u32(l), u32(wa)), u32(wa))));
    }
  }];
  let Latency = [{ 5 }];
  let ReadStage = ["acc1=2"];
  let Group = "Accumulator arithmetic";
  let Summary = "Negate the integer lanes of an accumulator";
}
// 49 18 3c ab   vneg.f bml6, bml6, r21
def VNEG_F : AIE2VecInst<"vneg.f", (ins mBMa:$dst, mBMa:$acc1, eR:$c), "$dst, $acc1, $c"> {
  bits<5> dst; bits<5> acc1; bits<5> c;
  let Inst{25-21} = c; let Inst{20-16} = acc1; let Inst{15-12} = 0b1111; let Inst{11-8} = 0b0000;
  let Inst{7-3} = dst; let Inst{2-1} = 0b00; let Inst{0} = 1;
  let Semantics = [{
    for l in 0 .. 16 { afput(bmat(dst), u32(l), -af(bmat(acc1), u32(l))); }
  }];
  let Latency = [{ 6 }];
  let ReadStage = ["acc1=2"];
  let Group = "Accumulator arithmetic";
  let Summary = "Negate the 16 fp32 lanes of an accumulator";
}
// 49 0e fc 07   vclr bmh3
def VCLR_vclr_BF : AIE2VecInst<"vclr", (ins mBMa:$dst), "$dst"> {
  bits<5> dst;
  let Inst{25-21} = 0b00000; let Inst{20-16} = 0b11111; let Inst{15-12} = 0b1111; let Inst{11-8} = 0b0000;
  let Inst{7-3} = dst; let Inst{2-1} = 0b00; let Inst{0} = 1;
  let Semantics = [{ for c in 0 .. 8 { store(aregs, bmat(dst) + u32(c) * 8, 8, 0); } }];
  let Latency = [{ 6 }];
  let Group = "Accumulator arithmetic";
  let Summary = "Clear a 512-bit accumulator (bml/bmh) to zero";
}
// 09 0e 3c 00   vclr cm3
def VCLR_vclr : AIE2VecInst<"vclr", (ins eCM:$dst), "$dst"> {
  bits<4> dst;
  let Inst{25-16} = 0b0000000000; let Inst{15-12} = 0b1111; let Inst{11-8} = 0b0000;
  let Inst{7-4} = dst; let Inst{3-0} = 0b1000;
  let Semantics = [{ for c in 0 .. 16 { store(aregs, cmat(dst) + u32(c) * 8, 8, 0); } }];
  let Latency = [{ 5 }];
  let Group = "Accumulator arithmetic";
  let Summary = "Clear a 1024-bit accumulator (cm) to zero";
}
// 09 04 3c 01   vmov.d cm1, cm2
def VMOV_D : AIE2VecInst<"vmov.d", (ins mCMa:$cdst, mCMa:$csrc), "$cdst, $csrc"> {
  bits<4> cdst; bits<4> csrc;
  let Inst{25-21} = 0b00000; let Inst{20-17} = csrc; let Inst{16} = 0; let Inst{15-12} = 0b1111;
  let Inst{11-8} = 0b0000; let Inst{7-4} = cdst; let Inst{3-0} = 0b0000;
  let Semantics = [{ for c in 0 .. 16 { store(aregs, cmat(cdst) + u32(c) * 8, 8, load(aregs, cmat(csrc) + u32(c) * 8, 8)); } }];
  let Latency = [{ 5 }];
  let ReadStage = ["csrc=2"];
  let Group = "Vector moves";
  let Summary = "Copy a 1024-bit accumulator through the vector unit (result after 5 cycles)";
}

//===----------------------------------------------------------------------===//
// Shift-round-saturate, upshift, conversions (ST / MV / LDB slots)
//===----------------------------------------------------------------------===//
// st = {dst(5), 0111, shft, md, sgn, src, .., 1, 0}; cm source: src 4 bits then 00; bm source: src 5 bits then 1.
class VSrsCM<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2StInst<mn,
    (ins mWa:$dst, mCMs:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<5> dst; bits<4> src; bits<2> shft;
  let Inst{20-16} = dst; let Inst{15-12} = 0b0111; let Inst{11-10} = shft; let Inst{9} = md; let Inst{8} = sgn;
  let Inst{7-4} = src; let Inst{3-2} = 0b00; let Inst{1} = 1; let Inst{0} = 0;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ srs(wat(dst), cmat(src), 16, 8, 2, s[shft], SIGNED); }],
                                                   [{ srs(wat(dst), cmat(src), 32, 4, 1, s[shft], SIGNED); }]));
  let Latency = [{ 4 }];
  let Group = "Shift-round-saturate and conversions";
}
class VSrsBM<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2StInst<mn,
    (ins mWa:$dst, mBMs:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<5> dst; bits<5> src; bits<2> shft;
  let Inst{20-16} = dst; let Inst{15-12} = 0b0111; let Inst{11-10} = shft; let Inst{9} = md; let Inst{8} = sgn;
  let Inst{7-3} = src; let Inst{2} = 1; let Inst{1} = 1; let Inst{0} = 0;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ srs(wat(dst), bmat(src), 8, 8, 4, s[shft], SIGNED); }],
                                                   [{ srs(wat(dst), bmat(src), 16, 4, 2, s[shft], SIGNED); }]));
  let Latency = [{ 4 }];
  let Group = "Shift-round-saturate and conversions";
}
// st = {dst(4), 0, 1111, shft, md, sgn, src(4), 001, 0}
class VSrsX<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2StInst<mn,
    (ins mXa:$dst, mCMs:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<4> dst; bits<4> src; bits<2> shft;
  let Inst{20-17} = dst; let Inst{16} = 0; let Inst{15-12} = 0b1111; let Inst{11-10} = shft; let Inst{9} = md; let Inst{8} = sgn;
  let Inst{7-4} = src; let Inst{3-1} = 0b001; let Inst{0} = 0;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ srs(xat(dst), cmat(src), 16, 8, 4, s[shft], SIGNED); }],
                                                   [{ srs(xat(dst), cmat(src), 32, 4, 2, s[shft], SIGNED); }]));
  let Latency = [{ 4 }];
  let Group = "Shift-round-saturate and conversions";
}
// mv = {dst(5), shft, src(5), md, sgn, 00, 1110, 10}
class VSrsM<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2MvInst<mn,
    (ins mWm:$dst, mBMm:$src, mSm:$shft), "$dst, $src, $shft"> {
  bits<5> dst; bits<5> src; bits<2> shft;
  let Inst{21-17} = dst; let Inst{16-15} = shft; let Inst{14-10} = src; let Inst{9} = md; let Inst{8} = sgn;
  let Inst{7-6} = 0b00; let Inst{5-2} = 0b1110; let Inst{1-0} = 0b10;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ srs(wat(dst), bmat(src), 8, 8, 4, s[shft], SIGNED); }],
                                                   [{ srs(wat(dst), bmat(src), 16, 4, 2, s[shft], SIGNED); }]));
  let Latency = [{ 4 }];
  let Group = "Shift-round-saturate and conversions";
}
defvar DynSrs = "crSRSSign[0] != 0";
// 99 0c 9d 0a   vsrs.d8.s32 wl5, cm3, s1
def VSRS_D8_S32_mv_w_srs : VSrsCM<0, 0, "vsrs.d8.s32", DynSrs> { let Summary = "32 acc32 lanes of a cm shifted, rounded (crRnd) and saturated (crSat) to 8-bit lanes; signedness from crSRSSign"; }
// 99 58 1e 0a   vsrs.s8.s32 wl4, cm6, s2
def VSRS_S8_S32_mv_w_srs : VSrsCM<0, 1, "vsrs.s8.s32", "true"> { let Summary = "32 acc32 lanes shifted, rounded and saturated to signed 8-bit lanes"; }
// 99 8c dd 0a   vsrs.d16.s64 wh5, cm3, s1
def VSRS_D16_S64_mv_w_srs : VSrsCM<1, 0, "vsrs.d16.s64", DynSrs> { let Summary = "16 acc64 lanes of a cm to 16-bit lanes (sign from crSRSSign)"; }
// 99 d8 5e 0a   vsrs.s16.s64 wh4, cm6, s2
def VSRS_S16_S64_mv_w_srs : VSrsCM<1, 1, "vsrs.s16.s64", "true"> { let Summary = "16 acc64 lanes of a cm to signed 16-bit lanes"; }
// 99 0d 9d 0a   vsrs.d16.s32 wl5, bml3, s1
def VSRS_D16_S32_mv_w_srs : VSrsBM<0, 0, "vsrs.d16.s32", DynSrs> { let Summary = "16 acc32 lanes of a bm to 16-bit lanes (sign from crSRSSign)"; }
// 99 59 1e 0a   vsrs.s16.s32 wl4, bml6, s2
def VSRS_S16_S32_mv_w_srs : VSrsBM<0, 1, "vsrs.s16.s32", "true"> { let Summary = "16 acc32 lanes of a bm to signed 16-bit lanes"; }
// 99 8f dd 0a   vsrs.d32.s64 wh5, bmh3, s1
def VSRS_D32_S64_mv_w_srs : VSrsBM<1, 0, "vsrs.d32.s64", DynSrs> { let Summary = "8 acc64 lanes of a bm to 32-bit lanes (sign from crSRSSign)"; }
// 99 db 5e 0a   vsrs.s32.s64 wh4, bmh6, s2
def VSRS_S32_S64_mv_w_srs : VSrsBM<1, 1, "vsrs.s32.s64", "true"> { let Summary = "8 acc64 lanes of a bm to signed 32-bit lanes"; }
// 99 0c bd 0a   vsrs.d16.s32 x5, cm3, s1
def VSRS_D16_S32_mv_x_srs : VSrsX<0, 0, "vsrs.d16.s32", DynSrs> { let Summary = "32 acc32 lanes of a cm to 16-bit lanes of an x register (sign from crSRSSign)"; }
// 99 58 3e 0a   vsrs.s16.s32 x4, cm6, s2
def VSRS_S16_S32_mv_x_srs : VSrsX<0, 1, "vsrs.s16.s32", "true"> { let Summary = "32 acc32 lanes of a cm to signed 16-bit lanes of an x register"; }
// 99 8c bd 0a   vsrs.d32.s64 x5, cm3, s1
def VSRS_D32_S64_mv_x_srs : VSrsX<1, 0, "vsrs.d32.s64", DynSrs> { let Summary = "16 acc64 lanes of a cm to 32-bit lanes of an x register (sign from crSRSSign)"; }
// 99 d8 3e 0a   vsrs.s32.s64 x4, cm6, s2
def VSRS_S32_S64_mv_x_srs : VSrsX<1, 1, "vsrs.s32.s64", "true"> { let Summary = "16 acc64 lanes of a cm to signed 32-bit lanes of an x register"; }
// 59 07 93 1a   vsrsm.d16.s32 wl5, bml3, s1
def VSRSM_D16_S32 : VSrsM<0, 0, "vsrsm.d16.s32", DynSrs> { let Summary = "Shift-round-saturate in the move slot: 16 acc32 lanes of a bm to 16-bit lanes (sign from crSRSSign)"; }
// 59 c7 66 1a   vsrsm.d32.s64 wh4, bmh6, s2
def VSRSM_D32_S64 : VSrsM<1, 0, "vsrsm.d32.s64", DynSrs> { let Summary = "Move-slot SRS: 8 acc64 lanes of a bm to 32-bit lanes (sign from crSRSSign)"; }
// 59 27 34 19   vsrsm.s16.s32 wl2, bml4, s3
def VSRSM_S16_S32 : VSrsM<0, 1, "vsrsm.s16.s32", "true"> { let Summary = "Move-slot SRS: 16 acc32 lanes of a bm to signed 16-bit lanes"; }
// 59 e7 87 19   vsrsm.s32.s64 wl3, bmh7, s0
def VSRSM_S32_S64 : VSrsM<1, 1, "vsrsm.s32.s64", "true"> { let Summary = "Move-slot SRS: 8 acc64 lanes of a bm to signed 32-bit lanes"; }

// Upshift into accumulators (MV slot).
// w2c: mv = {dst(4), 0, shft, md, sgn, 11, src(5), 1111, 10}
class VUpsW2C<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2MvInst<mn,
    (ins mCMs:$dst, mWm_1:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<4> dst; bits<5> src; bits<2> shft;
  let Inst{21-18} = dst; let Inst{17} = 0; let Inst{16-15} = shft; let Inst{14} = md; let Inst{13} = sgn;
  let Inst{12-11} = 0b11; let Inst{10-6} = src; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b10;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ ups(cmat(dst), w1at(src), 16, 2, 8, s[shft], SIGNED); }],
                                                   [{ ups(cmat(dst), w1at(src), 32, 1, 4, s[shft], SIGNED); }]));
  let Latency = [{ 3 }];
  let Group = "Shift-round-saturate and conversions";
}
// w2b: mv = {dst(5), shft, md, sgn, 01, src(5), 1111, 10}
class VUpsW2B<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2MvInst<mn,
    (ins mBMs:$dst, mWm_1:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<5> dst; bits<5> src; bits<2> shft;
  let Inst{21-17} = dst; let Inst{16-15} = shft; let Inst{14} = md; let Inst{13} = sgn;
  let Inst{12-11} = 0b01; let Inst{10-6} = src; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b10;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ ups(bmat(dst), w1at(src), 8, 4, 8, s[shft], SIGNED); }],
                                                   [{ ups(bmat(dst), w1at(src), 16, 2, 4, s[shft], SIGNED); }]));
  let Latency = [{ 3 }];
  let Group = "Shift-round-saturate and conversions";
}
// x2c: mv = {dst(4), 0, shft, md, sgn, 10, 0, src(4), 1111, 10}
class VUpsX2C<bits<1> md, bits<1> sgn, string mn, string signed> : AIE2MvInst<mn,
    (ins mCMs:$dst, mXa:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<4> dst; bits<4> src; bits<2> shft;
  let Inst{21-18} = dst; let Inst{17} = 0; let Inst{16-15} = shft; let Inst{14} = md; let Inst{13} = sgn;
  let Inst{12-11} = 0b10; let Inst{10} = 0; let Inst{9-6} = src; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b10;
  let Semantics = !subst("SIGNED", signed, !if(md, [{ ups(cmat(dst), xat(src), 16, 4, 8, s[shft], SIGNED); }],
                                                   [{ ups(cmat(dst), xat(src), 32, 2, 4, s[shft], SIGNED); }]));
  let Latency = [{ 3 }];
  let Group = "Shift-round-saturate and conversions";
}
defvar DynUps = "crUPSSign[0] != 0";
// d9 07 93 18   vups.s32.d8 cm1, wl0, s1
def VUPS_S32_D8_mv_ups_w2c : VUpsW2C<0, 0, "vups.s32.d8", DynUps> { let Summary = "32 8-bit lanes shifted left into 32 acc32 lanes of a cm (sign from crUPSSign, saturation crSat)"; }
// d9 17 07 18   vups.s32.s8 cm0, wl4, s0
def VUPS_S32_S8_mv_ups_w2c : VUpsW2C<0, 1, "vups.s32.s8", "true"> { let Summary = "32 signed 8-bit lanes shifted left into acc32 lanes of a cm"; }
// d9 cf ab 1b   vups.s64.d16 cm7, wh3, s2
def VUPS_S64_D16_mv_ups_w2c : VUpsW2C<1, 0, "vups.s64.d16", DynUps> { let Summary = "16 16-bit lanes shifted left into acc64 lanes of a cm (sign from crUPSSign)"; }
// d9 47 bf 1a   vups.s64.s16 cm5, wl1, s3
def VUPS_S64_S16_mv_ups_w2c : VUpsW2C<1, 1, "vups.s64.s16", "true"> { let Summary = "16 signed 16-bit lanes shifted left into acc64 lanes of a cm"; }
// d9 d7 11 18   vups.s32.d16 bml0, wh5, s1
def VUPS_S32_D16_mv_ups_w2b : VUpsW2B<0, 0, "vups.s32.d16", DynUps> { let Summary = "16 16-bit lanes shifted left into acc32 lanes of a bm (sign from crUPSSign)"; }
// d9 47 45 1c   vups.s32.s16 bmh8, wl1, s0
def VUPS_S32_S16_mv_ups_w2b : VUpsW2B<0, 1, "vups.s32.s16", "true"> { let Summary = "16 signed 16-bit lanes shifted left into acc32 lanes of a bm"; }
// d9 9f a9 18   vups.s64.d32 bml1, wh6, s2
def VUPS_S64_D32_mv_ups_w2b : VUpsW2B<1, 0, "vups.s64.d32", DynUps> { let Summary = "8 32-bit lanes shifted left into acc64 lanes of a bm (sign from crUPSSign)"; }
// d9 07 fd 1b   vups.s64.s32 bmh7, wl0, s3
def VUPS_S64_S32_mv_ups_w2b : VUpsW2B<1, 1, "vups.s64.s32", "true"> { let Summary = "8 signed 32-bit lanes shifted left into acc64 lanes of a bm"; }
// d9 27 12 18   vups.s32.d16 cm0, x4, s1
def VUPS_S32_D16_mv_ups_x2c : VUpsX2C<0, 0, "vups.s32.d16", DynUps> { let Summary = "32 16-bit lanes of an x register shifted left into acc32 lanes of a cm (sign from crUPSSign)"; }
// d9 0f 86 1a   vups.s32.s16 cm5, x1, s0
def VUPS_S32_S16_mv_ups_x2c : VUpsX2C<0, 1, "vups.s32.s16", "true"> { let Summary = "32 signed 16-bit lanes of an x register into acc32 lanes of a cm"; }
// d9 17 2a 1c   vups.s64.d32 cm8, x2, s2
def VUPS_S64_D32_mv_ups_x2c : VUpsX2C<1, 0, "vups.s64.d32", DynUps> { let Summary = "16 32-bit lanes of an x register into acc64 lanes of a cm (sign from crUPSSign)"; }
// d9 07 be 1b   vups.s64.s32 cm7, x0, s3
def VUPS_S64_S32_mv_ups_x2c : VUpsX2C<1, 1, "vups.s64.s32", "true"> { let Summary = "16 signed 32-bit lanes of an x register into acc64 lanes of a cm"; }

// d9 8f c0 19   vconv.fp32.bf16 bmh3, wh2
def VCONV_FP32_BF16 : AIE2MvInst<"vconv.fp32.bf16", (ins mBMm:$dst, mWm_1:$src), "$dst, $src"> {
  bits<5> dst; bits<5> src;
  let Inst{21-17} = dst; let Inst{16-11} = 0b000000; let Inst{10-6} = src; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b10;
  let Semantics = [{ for l in 0 .. 16 { afput(bmat(dst), u32(l), vbf(w1at(src), u32(l))); } }];
  let Latency = [{ 2 }];
  let Group = "Shift-round-saturate and conversions";
  let Summary = "Widen 16 bf16 lanes of a 256-bit vector to 16 fp32 accumulator lanes (exact)";
}
// d9 0f 40 09   vconv.bf16.fp32 wh2, bmh3
def VCONV_BF16_FP32 : AIE2StInst<"vconv.bf16.fp32", (ins mWa:$dst, mBMs:$src), "$dst, $src"> {
  bits<5> dst; bits<5> src;
  let Inst{20-16} = dst; let Inst{15-8} = 0b00000000; let Inst{7-3} = src; let Inst{2-0} = 0b111;
  let Semantics = [{ for l in 0 .. 16 { vput(wat(dst), u32(l), 2, u64(bits(bfround(af(bmat(src), u32(l)))))); } }];
  let Latency = [{ 2 }];
  let Group = "Shift-round-saturate and conversions";
  let Summary = "Round 16 fp32 accumulator lanes to bf16 (rounding mode from crRnd) into a 256-bit vector";
}
// st = {dst(4), sel, 0000, shft, 00, src(6), 01}
// 59 02 c2 09   vfloor.s32.bf16 x3, amhl0, s2
def VFLOOR_S32_BF16_mFl2FxSrc_AM : AIE2StInst<"vfloor.s32.bf16", (ins mXa:$dst, mAMs:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<4> dst; bits<6> src; bits<2> shft;
  let Inst{20-17} = dst; let Inst{16} = 1; let Inst{15-12} = 0b0000; let Inst{11-10} = shft; let Inst{9-8} = 0b00;
  let Inst{7-2} = src; let Inst{1-0} = 0b01;
  let Semantics = [{
    let scale = f32(i64(1) << (s[shft] & 31));
    for l in 0 .. 16 { vput(xat(dst), u32(l), 4, u64(i32(floor(abf(amat(src), u32(l)) * scale)))); }
  }];
  let Latency = [{ 2 }];
  let Group = "Shift-round-saturate and conversions";
  let Summary = "16 bf16 lanes (held in a 256-bit accumulator) times 2^s, rounded down to signed 32-bit lanes";
}
// 59 12 02 0a   vfloor.s32.bf16 x4, wh4, s2
def VFLOOR_S32_BF16_mFl2FxSrc_W : AIE2StInst<"vfloor.s32.bf16", (ins mXa:$dst, mWs:$src, mSs:$shft), "$dst, $src, $shft"> {
  bits<4> dst; bits<5> src; bits<2> shft;
  let Inst{20-17} = dst; let Inst{16} = 0; let Inst{15-12} = 0b0000; let Inst{11-10} = shft; let Inst{9-8} = 0b00;
  let Inst{7-3} = src; let Inst{2} = 0; let Inst{1-0} = 0b01;
  let Semantics = [{
    let scale = f32(i64(1) << (s[shft] & 31));
    for l in 0 .. 16 { vput(xat(dst), u32(l), 4, u64(i32(floor(vbf(wat(src), u32(l)) * scale)))); }
  }];
  let Latency = [{ 2 }];
  let Group = "Shift-round-saturate and conversions";
  let Summary = "16 bf16 lanes times 2^s, rounded down to signed 32-bit lanes (fixed point)";
}

// Pack / unpack. vpack (ST): st = {dst(5), 1111, sgn, sz, 00, src(4), 101, 0}
class VPack<bits<1> sgn, bits<1> sz, string mn, string signed> : AIE2StInst<mn, (ins mWa:$dst, mXs:$src), "$dst, $src"> {
  bits<5> dst; bits<4> src;
  let Inst{20-16} = dst; let Inst{15-12} = 0b1111; let Inst{11} = sgn; let Inst{10} = sz; let Inst{9-8} = 0b00;
  let Inst{7-4} = src; let Inst{3-1} = 0b101; let Inst{0} = 0;
  let Semantics = !subst("SIGNED", signed, !if(sz, [{
    for l in 0 .. 32 { vput(wat(dst), u32(l), 1, u64(sat(lval(vlane(xat(src), u32(l), 2), 2, SIGNED), 8, SIGNED))); }
  }], [{
    for l in 0 .. 32 {
      let lo = u64(sat(lval(vlane(xat(src), u32(2 * l), 1), 1, SIGNED), 4, SIGNED)) & 0xF;
      let hi = u64(sat(lval(vlane(xat(src), u32(2 * l + 1), 1), 1, SIGNED), 4, SIGNED)) & 0xF;
      vput(wat(dst), u32(l), 1, lo | (hi << 4));
    }
  }]));
  let Latency = [{ 2 }];
  let Group = "Shift-round-saturate and conversions";
}
// vunpack (LDB): ldb = {src(5), 0, 1, 00, dst(4), sgn, sz, 0}
class VUnpack<bits<1> sgn, bits<1> sz, string mn, string signed> : AIE2LdbInst<mn, (ins mXm:$dst, mWs:$src), "$dst, $src"> {
  bits<4> dst; bits<5> src;
  let Inst{15-11} = src; let Inst{10} = 0; let Inst{9} = 1; let Inst{8-7} = 0b00;
  let Inst{6-3} = dst; let Inst{2} = sgn; let Inst{1} = sz; let Inst{0} = 0;
  let Semantics = !subst("SIGNED", signed, !if(sz, [{
    for l in 0 .. 32 { vput(xat(dst), u32(l), 2, u64(lval(vlane(wat(src), u32(l), 1), 1, SIGNED))); }
  }], [{
    for l in 0 .. 64 {
      let byte = vlane(wat(src), u32(l / 2), 1);
      let nib = (l & 1) == 0 ? (byte & 0xF) : (byte >> 4);
      vput(xat(dst), u32(l), 1, u64(SIGNED ? i64(sext(nib, 4)) : i64(nib)));
    }
  }]));
  let Latency = [{ 7 }];
  let ReadStage = ["src=6"];
  let Group = "Shift-round-saturate and conversions";
}
defvar DynPack = "crPackSign[0] != 0";
defvar DynUnpack = "crUnpackSign[0] != 0";
// 99 06 3c 08   vpack.d4.d8 wl0, x1
def VPACK_D4_D8 : VPack<0, 0, "vpack.d4.d8", DynPack> { let Summary = "Pack 64 8-bit lanes to 4-bit lanes with saturation (sign from crPackSign)"; }
// 99 1a 3d 0a   vpack.d8.d16 wl4, x6
def VPACK_D8_D16 : VPack<0, 1, "vpack.d8.d16", DynPack> { let Summary = "Pack 32 16-bit lanes to 8-bit lanes with saturation (sign from crPackSign)"; }
// 99 26 3e 0c   vpack.s4.s8 wl8, x9
def VPACK_S4_S8 : VPack<1, 0, "vpack.s4.s8", "true"> { let Summary = "Pack 64 signed 8-bit lanes to signed 4-bit lanes with saturation"; }
// 99 02 bf 08   vpack.s8.s16 wl1, x0
def VPACK_S8_S16 : VPack<1, 1, "vpack.s8.s16", "true"> { let Summary = "Pack 32 signed 16-bit lanes to signed 8-bit lanes with saturation"; }
// 19 00 11 38   vunpack.d8.d4 x4, wl0
def VUNPACK_D8_D4 : VUnpack<0, 0, "vunpack.d8.d4", DynUnpack> { let Summary = "Unpack 64 4-bit lanes to 8-bit lanes (sign from crUnpackSign)"; }
// 19 50 51 3b   vunpack.d16.d8 x5, wh6
def VUNPACK_D16_D8 : VUnpack<0, 1, "vunpack.d16.d8", DynUnpack> { let Summary = "Unpack 32 8-bit lanes to 16-bit lanes (sign from crUnpackSign)"; }
// 19 60 90 3b   vunpack.s8.s4 x1, wl7
def VUNPACK_S8_S4 : VUnpack<1, 0, "vunpack.s8.s4", "true"> { let Summary = "Sign-extend 64 4-bit lanes to 8-bit lanes"; }
// 19 b0 50 39   vunpack.s16.s8 x2, wh2
def VUNPACK_S16_S8 : VUnpack<1, 1, "vunpack.s16.s8", "true"> { let Summary = "Sign-extend 32 8-bit lanes to 16-bit lanes"; }

//===----------------------------------------------------------------------===//
// Vector ALU in the MV slot: add/sub, logic, compare, min/max, select
//===----------------------------------------------------------------------===//
// vec_add: mv = {d, 000, op, s1, s2, size}
class VLanes<bits<5> op, bits<2> size, string mn, string expr> : AIE2MvInst<mn, (ins mXm:$d, mXm:$s1, mXn:$s2), "$d, $s1, $s2"> {
  bits<4> d; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = 0b000; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), !subst("EXPR", expr, [{
    for l in 0 .. 64 / W {
      let a = vlane(xat(s1), u32(l), W);
      let b = vlane(xat(s2), u32(l), W);
      vput(xat(d), u32(l), W, EXPR);
    }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector ALU";
}
// 19 2b 00 1a   vadd.8 x4, x5, x6
def VADD_8 : VLanes<0b00000, 0b00, "vadd.8", "a + b"> { let Summary = "Add 64 8-bit lanes (wrapping)"; }
// 39 2b 00 1a   vadd.16 x4, x5, x6
def VADD_16 : VLanes<0b00000, 0b01, "vadd.16", "a + b"> { let Summary = "Add 32 16-bit lanes (wrapping)"; }
// 59 2b 00 1a   vadd.32 x4, x5, x6
def VADD_32 : VLanes<0b00000, 0b10, "vadd.32", "a + b"> { let Summary = "Add 16 32-bit lanes (wrapping)"; }
// 19 2b 01 1a   vsub.8 x4, x5, x6
def VSUB_8 : VLanes<0b00010, 0b00, "vsub.8", "a - b"> { let Summary = "Subtract 64 8-bit lanes (wrapping)"; }
// 39 2b 01 1a   vsub.16 x4, x5, x6
def VSUB_16 : VLanes<0b00010, 0b01, "vsub.16", "a - b"> { let Summary = "Subtract 32 16-bit lanes (wrapping)"; }
// d9 55 01 1a   vsub.32 x4, x10, x11
def VSUB_32 : VLanes<0b00010, 0b10, "vsub.32", "a - b"> { let Summary = "Subtract 16 32-bit lanes (wrapping)"; }

// vec_log: mv = {d, 000, op, s1, s2, 10}
class VLogic<bits<5> op, string mn, string expr> : AIE2MvInst<mn, (ins mXm:$d, mXm:$s1, mXn:$s2), "$d, $s1, $s2"> {
  bits<4> d; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = 0b000; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b10;
  let Semantics = !subst("EXPR", expr, [{
    for c in 0 .. 8 {
      let a = load(vregs, xat(s1) + u32(c) * 8, 8);
      let b = load(vregs, xat(s2) + u32(c) * 8, 8);
      store(vregs, xat(d) + u32(c) * 8, 8, EXPR);
    }
  }]);
  let Latency = [{ 2 }];
  let Group = "Vector ALU";
}
// 59 89 09 18   vband x0, x1, x2
def VBAND : VLogic<0b10011, "vband", "a & b"> { let Summary = "Bitwise AND of two 512-bit vectors"; }
// 59 ab 0b 1a   vbor x4, x5, x6
def VBOR : VLogic<0b10111, "vbor", "a | b"> { let Summary = "Bitwise OR of two 512-bit vectors"; }

// vec_add_select: mv = {d, sel, op, s1, s2, size}; sel is l (64 lanes) or r16..r23.
class VSelLanes<bits<5> op, bits<2> size, string mn, Operand selkind, string expr> : AIE2MvInst<mn,
    (ins mXm:$d, mXm:$s1, mXn:$s2, selkind:$sel), "$d, $s1, $s2, $sel"> {
  bits<4> d; bits<3> sel; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = sel; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), !subst("EXPR", expr, [{
    let m: u64 = W == 1 ? rpair(sel) : u64(r[16 + sel]);
    for l in 0 .. 64 / W {
      let a = vlane(xat(s1), u32(l), W);
      let b = vlane(xat(s2), u32(l), W);
      let bit = (m >> u64(l)) & 1;
      vput(xat(d), u32(l), W, EXPR);
    }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector ALU";
}
// 19 09 02 18   vsel.8 x0, x1, x2, r17:r16
def VSEL_8 : VSelLanes<0b00100, 0b00, "vsel.8", eL, "bit == 1 ? b : a"> { let Summary = "Select 8-bit lanes: s2 where the mask bit is set, else s1 (mask in a register pair)"; }
// b9 20 02 19   vsel.16 x2, x4, x1, r16
def VSEL_16 : VSelLanes<0b00100, 0b01, "vsel.16", eRS8, "bit == 1 ? b : a"> { let Summary = "Select 16-bit lanes by a 32-bit mask in r16..r23"; }
// d9 29 f2 19   vsel.32 x3, x5, x3, r23
def VSEL_32 : VSelLanes<0b00100, 0b10, "vsel.32", eRS8, "bit == 1 ? b : a"> { let Summary = "Select 32-bit lanes by a 16-bit mask in r16..r23"; }
// 19 89 02 18   vaddsub.8 x0, x1, x2, r17:r16
def VADDSUB_8 : VSelLanes<0b00101, 0b00, "vaddsub.8", eL, "bit == 1 ? a - b : a + b"> { let Summary = "Per 8-bit lane: s1 - s2 where the mask bit is set, else s1 + s2"; }
// b9 a0 02 19   vaddsub.16 x2, x4, x1, r16
def VADDSUB_16 : VSelLanes<0b00101, 0b01, "vaddsub.16", eRS8, "bit == 1 ? a - b : a + b"> { let Summary = "Per 16-bit lane: subtract where the mask bit is set, else add"; }
// d9 a9 f2 19   vaddsub.32 x3, x5, x3, r23
def VADDSUB_32 : VSelLanes<0b00101, 0b10, "vaddsub.32", eRS8, "bit == 1 ? a - b : a + b"> { let Summary = "Per 32-bit lane: subtract where the mask bit is set, else add"; }

// Combined op + compare: mv = {d, cmp, op, s1, s2, size}; cmp is l (8-bit lanes) or r16..r23.
class VOpCmp<bits<5> op, bits<2> size, string mn, Operand cmpkind, string signed, string res, string cond> : AIE2MvInst<mn,
    (ins mXm:$d, cmpkind:$cmp, mXm:$s1, mXn:$s2), "$d, $cmp, $s1, $s2"> {
  bits<4> d; bits<3> cmp; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = cmp; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), !subst("SIGNED", signed, !subst("RES", res, !subst("COND", cond, [{
    let m: u64 = 0;
    for l in 0 .. 64 / W {
      let a = lval(vlane(xat(s1), u32(l), W), W, SIGNED);
      let b = lval(vlane(xat(s2), u32(l), W), W, SIGNED);
      if COND { m = m | (u64(1) << u64(l)); }
      vput(xat(d), u32(l), W, u64(RES));
    }
    put_mask(cmp, m, W);
  }]))));
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
}
defvar DynAdd = "crVaddSign[0] != 0";
// 19 09 0a 18   vmax_lt.d8 x0, r17:r16, x1, x2
def VMAX_LT_D8 : VOpCmp<0b10100, 0b00, "vmax_lt.d8", eL, DynAdd, "max(a, b)", "a < b"> { let Summary = "Lane-wise maximum of 8-bit lanes and the mask of s1 < s2 (sign from crVaddSign)"; }
// b9 20 5a 19   vmax_lt.d16 x2, r21, x4, x1
def VMAX_LT_D16 : VOpCmp<0b10100, 0b01, "vmax_lt.d16", eRS8, DynAdd, "max(a, b)", "a < b"> { let Summary = "Maximum of 16-bit lanes and the mask of s1 < s2 (sign from crVaddSign)"; }
// d9 29 fa 19   vmax_lt.d32 x3, r23, x5, x3
def VMAX_LT_D32 : VOpCmp<0b10100, 0b10, "vmax_lt.d32", eRS8, DynAdd, "max(a, b)", "a < b"> { let Summary = "Maximum of 32-bit lanes and the mask of s1 < s2 (sign from crVaddSign)"; }
// 19 89 1a 1a   vmax_lt.s8 x4, r19:r18, x1, x2
def VMAX_LT_S8 : VOpCmp<0b10101, 0b00, "vmax_lt.s8", eL, "true", "max(a, b)", "a < b"> { let Summary = "Maximum of signed 8-bit lanes and the mask of s1 < s2"; }
// b9 a0 ca 1a   vmax_lt.s16 x5, r20, x4, x1
def VMAX_LT_S16 : VOpCmp<0b10101, 0b01, "vmax_lt.s16", eRS8, "true", "max(a, b)", "a < b"> { let Summary = "Maximum of signed 16-bit lanes and the mask of s1 < s2"; }
// d9 a9 ba 18   vmax_lt.s32 x1, r19, x5, x3
def VMAX_LT_S32 : VOpCmp<0b10101, 0b10, "vmax_lt.s32", eRS8, "true", "max(a, b)", "a < b"> { let Summary = "Maximum of signed 32-bit lanes and the mask of s1 < s2"; }
// 19 09 08 18   vmin_ge.d8 x0, r17:r16, x1, x2
def VMIN_GE_D8 : VOpCmp<0b10000, 0b00, "vmin_ge.d8", eL, DynAdd, "min(a, b)", "a >= b"> { let Summary = "Minimum of 8-bit lanes and the mask of s1 >= s2 (sign from crVaddSign)"; }
// b9 20 58 19   vmin_ge.d16 x2, r21, x4, x1
def VMIN_GE_D16 : VOpCmp<0b10000, 0b01, "vmin_ge.d16", eRS8, DynAdd, "min(a, b)", "a >= b"> { let Summary = "Minimum of 16-bit lanes and the mask of s1 >= s2 (sign from crVaddSign)"; }
// d9 29 f8 19   vmin_ge.d32 x3, r23, x5, x3
def VMIN_GE_D32 : VOpCmp<0b10000, 0b10, "vmin_ge.d32", eRS8, DynAdd, "min(a, b)", "a >= b"> { let Summary = "Minimum of 32-bit lanes and the mask of s1 >= s2 (sign from crVaddSign)"; }
// 19 89 18 1a   vmin_ge.s8 x4, r19:r18, x1, x2
def VMIN_GE_S8 : VOpCmp<0b10001, 0b00, "vmin_ge.s8", eL, "true", "min(a, b)", "a >= b"> { let Summary = "Minimum of signed 8-bit lanes and the mask of s1 >= s2"; }
// b9 a0 c8 1a   vmin_ge.s16 x5, r20, x4, x1
def VMIN_GE_S16 : VOpCmp<0b10001, 0b01, "vmin_ge.s16", eRS8, "true", "min(a, b)", "a >= b"> { let Summary = "Minimum of signed 16-bit lanes and the mask of s1 >= s2"; }
// d9 a9 b8 18   vmin_ge.s32 x1, r19, x5, x3
def VMIN_GE_S32 : VOpCmp<0b10001, 0b10, "vmin_ge.s32", eRS8, "true", "min(a, b)", "a >= b"> { let Summary = "Minimum of signed 32-bit lanes and the mask of s1 >= s2"; }
// 19 09 44 18   vmaxdiff_lt.d8 x0, r25:r24, x1, x2
def VMAXDIFF_LT_D8 : VOpCmp<0b01000, 0b00, "vmaxdiff_lt.d8", eL, DynAdd, "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per 8-bit lane and the mask of s1 < s2 (sign from crVaddSign)"; }
// b9 20 54 19   vmaxdiff_lt.d16 x2, r21, x4, x1
def VMAXDIFF_LT_D16 : VOpCmp<0b01000, 0b01, "vmaxdiff_lt.d16", eRS8, DynAdd, "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per 16-bit lane and the mask of s1 < s2"; }
// d9 29 f4 19   vmaxdiff_lt.d32 x3, r23, x5, x3
def VMAXDIFF_LT_D32 : VOpCmp<0b01000, 0b10, "vmaxdiff_lt.d32", eRS8, DynAdd, "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per 32-bit lane and the mask of s1 < s2"; }
// 19 89 14 1a   vmaxdiff_lt.s8 x4, r19:r18, x1, x2
def VMAXDIFF_LT_S8 : VOpCmp<0b01001, 0b00, "vmaxdiff_lt.s8", eL, "true", "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per signed 8-bit lane and the mask of s1 < s2"; }
// b9 a0 c4 1a   vmaxdiff_lt.s16 x5, r20, x4, x1
def VMAXDIFF_LT_S16 : VOpCmp<0b01001, 0b01, "vmaxdiff_lt.s16", eRS8, "true", "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per signed 16-bit lane and the mask of s1 < s2"; }
// d9 a9 b4 18   vmaxdiff_lt.s32 x1, r19, x5, x3
def VMAXDIFF_LT_S32 : VOpCmp<0b01001, 0b10, "vmaxdiff_lt.s32", eRS8, "true", "max(a - b, 0)", "a < b"> { let Summary = "max(s1 - s2, 0) per signed 32-bit lane and the mask of s1 < s2"; }
// 19 09 75 18   vsub_lt.d8 x0, r31:r30, x1, x2
def VSUB_LT_D8 : VOpCmp<0b01010, 0b00, "vsub_lt.d8", eL, DynAdd, "a - b", "a < b"> { let Summary = "s1 - s2 per 8-bit lane and the mask of s1 < s2 (sign from crVaddSign)"; }
// b9 20 55 19   vsub_lt.d16 x2, r21, x4, x1
def VSUB_LT_D16 : VOpCmp<0b01010, 0b01, "vsub_lt.d16", eRS8, DynAdd, "a - b", "a < b"> { let Summary = "s1 - s2 per 16-bit lane and the mask of s1 < s2"; }
// d9 29 f5 19   vsub_lt.d32 x3, r23, x5, x3
def VSUB_LT_D32 : VOpCmp<0b01010, 0b10, "vsub_lt.d32", eRS8, DynAdd, "a - b", "a < b"> { let Summary = "s1 - s2 per 32-bit lane and the mask of s1 < s2"; }
// 19 89 25 18   vsub_lt.s8 x0, r21:r20, x1, x2
def VSUB_LT_S8 : VOpCmp<0b01011, 0b00, "vsub_lt.s8", eL, "true", "a - b", "a < b"> { let Summary = "s1 - s2 per signed 8-bit lane and the mask of s1 < s2"; }
// b9 a0 65 19   vsub_lt.s16 x2, r22, x4, x1
def VSUB_LT_S16 : VOpCmp<0b01011, 0b01, "vsub_lt.s16", eRS8, "true", "a - b", "a < b"> { let Summary = "s1 - s2 per signed 16-bit lane and the mask of s1 < s2"; }
// d9 a9 a5 19   vsub_lt.s32 x3, r18, x5, x3
def VSUB_LT_S32 : VOpCmp<0b01011, 0b10, "vsub_lt.s32", eRS8, "true", "a - b", "a < b"> { let Summary = "s1 - s2 per signed 32-bit lane and the mask of s1 < s2"; }
// 19 09 c6 1a   vsub_ge.d8 x5, r25:r24, x1, x2
def VSUB_GE_D8 : VOpCmp<0b01100, 0b00, "vsub_ge.d8", eL, DynAdd, "a - b", "a >= b"> { let Summary = "s1 - s2 per 8-bit lane and the mask of s1 >= s2 (sign from crVaddSign)"; }
// b9 20 36 19   vsub_ge.d16 x2, r19, x4, x1
def VSUB_GE_D16 : VOpCmp<0b01100, 0b01, "vsub_ge.d16", eRS8, DynAdd, "a - b", "a >= b"> { let Summary = "s1 - s2 per 16-bit lane and the mask of s1 >= s2"; }
// d9 29 c6 19   vsub_ge.d32 x3, r20, x5, x3
def VSUB_GE_D32 : VOpCmp<0b01100, 0b10, "vsub_ge.d32", eRS8, DynAdd, "a - b", "a >= b"> { let Summary = "s1 - s2 per 32-bit lane and the mask of s1 >= s2"; }
// 19 89 06 18   vsub_ge.s8 x0, r17:r16, x1, x2
def VSUB_GE_S8 : VOpCmp<0b01101, 0b00, "vsub_ge.s8", eL, "true", "a - b", "a >= b"> { let Summary = "s1 - s2 per signed 8-bit lane and the mask of s1 >= s2"; }
// b9 a0 16 19   vsub_ge.s16 x2, r17, x4, x1
def VSUB_GE_S16 : VOpCmp<0b01101, 0b01, "vsub_ge.s16", eRS8, "true", "a - b", "a >= b"> { let Summary = "s1 - s2 per signed 16-bit lane and the mask of s1 >= s2"; }
// d9 a9 86 19   vsub_ge.s32 x3, r16, x5, x3
def VSUB_GE_S32 : VOpCmp<0b01101, 0b10, "vsub_ge.s32", eRS8, "true", "a - b", "a >= b"> { let Summary = "s1 - s2 per signed 32-bit lane and the mask of s1 >= s2"; }

// bf16 max/min with compare: mv = {d, cmp, op, s1, s2, 01}; 32 bf16 lanes.
// 39 3b 0b 1b   vmax_lt.bf16 x6, r16, x7, x6
def VMAX_LT_BF16 : AIE2MvInst<"vmax_lt.bf16", (ins mXm:$d, eRS8:$cmp, mXm:$s1, mXn:$s2), "$d, $cmp, $s1, $s2"> {
  bits<4> d; bits<3> cmp; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = cmp; let Inst{14-10} = 0b10110; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b01;
  let Semantics = [{
    let m: u64 = 0;
    for l in 0 .. 32 {
      let lt = vbf(xat(s1), u32(l)) < vbf(xat(s2), u32(l));
      if lt { m = m | (u64(1) << u64(l)); }
      vput(xat(d), u32(l), 2, lt ? vlane(xat(s2), u32(l), 2) : vlane(xat(s1), u32(l), 2));
    }
    put_mask(cmp, m, 2);
  }];
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
  let Summary = "Maximum of 32 bf16 lanes and the mask of s1 < s2";
}
// b9 22 e9 1a   vmin_ge.bf16 x5, r22, x4, x5
def VMIN_GE_BF16 : AIE2MvInst<"vmin_ge.bf16", (ins mXm:$d, eRS8:$cmp, mXm:$s1, mXn:$s2), "$d, $cmp, $s1, $s2"> {
  bits<4> d; bits<3> cmp; bits<4> s1; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-15} = cmp; let Inst{14-10} = 0b10010; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b01;
  let Semantics = [{
    let m: u64 = 0;
    for l in 0 .. 32 {
      let ge = vbf(xat(s1), u32(l)) >= vbf(xat(s2), u32(l));
      if ge { m = m | (u64(1) << u64(l)); }
      vput(xat(d), u32(l), 2, ge ? vlane(xat(s2), u32(l), 2) : vlane(xat(s1), u32(l), 2));
    }
    put_mask(cmp, m, 2);
  }];
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
  let Summary = "Minimum of 32 bf16 lanes and the mask of s1 >= s2";
}

// Compares (mask only): mv = {0000, cmp, op, s1, s2, size}
class VCmp<bits<5> op, bits<2> size, string mn, Operand cmpkind, string signed, string cond> : AIE2MvInst<mn,
    (ins cmpkind:$cmp, mXm:$s1, mXn:$s2), "$cmp, $s1, $s2"> {
  bits<3> cmp; bits<4> s1; bits<4> s2;
  let Inst{21-18} = 0b0000; let Inst{17-15} = cmp; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), !subst("SIGNED", signed, !subst("COND", cond, [{
    let m: u64 = 0;
    for l in 0 .. 64 / W {
      let a = lval(vlane(xat(s1), u32(l), W), W, SIGNED);
      let b = lval(vlane(xat(s2), u32(l), W), W, SIGNED);
      if COND { m = m | (u64(1) << u64(l)); }
    }
    put_mask(cmp, m, W);
  }])));
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
}
// 99 00 0c 18   vlt.d8 r17:r16, x0, x1
def VLT_D8 : VCmp<0b11000, 0b00, "vlt.d8", eL, DynAdd, "a < b"> { let Summary = "Mask of s1 < s2 over 64 8-bit lanes (sign from crVaddSign)"; }
// b9 11 0c 18   vlt.d16 r16, x2, x3
def VLT_D16 : VCmp<0b11000, 0b01, "vlt.d16", eRS8, DynAdd, "a < b"> { let Summary = "Mask of s1 < s2 over 32 16-bit lanes (sign from crVaddSign)"; }
// d9 22 6c 18   vlt.d32 r22, x4, x5
def VLT_D32 : VCmp<0b11000, 0b10, "vlt.d32", eRS8, DynAdd, "a < b"> { let Summary = "Mask of s1 < s2 over 16 32-bit lanes (sign from crVaddSign)"; }
// 99 33 1e 18   vge.d8 r19:r18, x6, x7
def VGE_D8 : VCmp<0b11100, 0b00, "vge.d8", eL, DynAdd, "a >= b"> { let Summary = "Mask of s1 >= s2 over 64 8-bit lanes (sign from crVaddSign)"; }
// b9 44 1e 18   vge.d16 r17, x8, x9
def VGE_D16 : VCmp<0b11100, 0b01, "vge.d16", eRS8, DynAdd, "a >= b"> { let Summary = "Mask of s1 >= s2 over 32 16-bit lanes (sign from crVaddSign)"; }
// d9 55 7e 18   vge.d32 r23, x10, x11
def VGE_D32 : VCmp<0b11100, 0b10, "vge.d32", eRS8, DynAdd, "a >= b"> { let Summary = "Mask of s1 >= s2 over 16 32-bit lanes (sign from crVaddSign)"; }
// 99 80 2c 18   vlt.s8 r21:r20, x0, x1
def VLT_S8 : VCmp<0b11001, 0b00, "vlt.s8", eL, "true", "a < b"> { let Summary = "Mask of s1 < s2 over 64 signed 8-bit lanes"; }
// b9 91 2c 18   vlt.s16 r18, x2, x3
def VLT_S16 : VCmp<0b11001, 0b01, "vlt.s16", eRS8, "true", "a < b"> { let Summary = "Mask of s1 < s2 over 32 signed 16-bit lanes"; }
// d9 a2 5c 18   vlt.s32 r21, x4, x5
def VLT_S32 : VCmp<0b11001, 0b10, "vlt.s32", eRS8, "true", "a < b"> { let Summary = "Mask of s1 < s2 over 16 signed 32-bit lanes"; }
// 99 b3 3e 18   vge.s8 r23:r22, x6, x7
def VGE_S8 : VCmp<0b11101, 0b00, "vge.s8", eL, "true", "a >= b"> { let Summary = "Mask of s1 >= s2 over 64 signed 8-bit lanes"; }
// b9 c4 3e 18   vge.s16 r19, x8, x9
def VGE_S16 : VCmp<0b11101, 0b01, "vge.s16", eRS8, "true", "a >= b"> { let Summary = "Mask of s1 >= s2 over 32 signed 16-bit lanes"; }
// d9 d5 4e 18   vge.s32 r20, x10, x11
def VGE_S32 : VCmp<0b11101, 0b10, "vge.s32", eRS8, "true", "a >= b"> { let Summary = "Mask of s1 >= s2 over 16 signed 32-bit lanes"; }
// bf16 compares: mv = {0000, cmp, op, s1, s2, 01}
class VCmpBf<bits<5> op, string mn, string cond> : AIE2MvInst<mn, (ins eRS8:$cmp, mXm:$s1, mXn:$s2), "$cmp, $s1, $s2"> {
  bits<3> cmp; bits<4> s1; bits<4> s2;
  let Inst{21-18} = 0b0000; let Inst{17-15} = cmp; let Inst{14-10} = op; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b01;
  let Semantics = !subst("COND", cond, [{
    let m: u64 = 0;
    for l in 0 .. 32 {
      let a = vbf(xat(s1), u32(l));
      let b = vbf(xat(s2), u32(l));
      if COND { m = m | (u64(1) << u64(l)); }
    }
    put_mask(cmp, m, 2);
  }]);
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
}
// b9 22 0d 18   vlt.bf16 r16, x4, x5
def VLT_BF16 : VCmpBf<0b11010, "vlt.bf16", "a < b"> { let Summary = "Mask of s1 < s2 over 32 bf16 lanes"; }
// 39 1c 7f 18   vge.bf16 r23, x3, x8
def VGE_BF16 : VCmpBf<0b11110, "vge.bf16", "a >= b"> { let Summary = "Mask of s1 >= s2 over 32 bf16 lanes"; }
// veqz: mv = {0000, cmp, 01111, 0000, s2, size}
class VEqz<bits<2> size, string mn, Operand cmpkind> : AIE2MvInst<mn, (ins cmpkind:$cmp, mXn:$s2), "$cmp, $s2"> {
  bits<3> cmp; bits<4> s2;
  let Inst{21-18} = 0b0000; let Inst{17-15} = cmp; let Inst{14-10} = 0b01111; let Inst{9-6} = 0b0000; let Inst{5-2} = s2; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), [{
    let m: u64 = 0;
    for l in 0 .. 64 / W {
      if vlane(xat(s2), u32(l), W) == 0 { m = m | (u64(1) << u64(l)); }
    }
    put_mask(cmp, m, W);
  }]);
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
}
// 19 80 07 18   veqz.8 r17:r16, x0
def VEQZ_8 : VEqz<0b00, "veqz.8", eL> { let Summary = "Mask of 8-bit lanes equal to zero"; }
// 39 81 07 18   veqz.16 r16, x2
def VEQZ_16 : VEqz<0b01, "veqz.16", eRS8> { let Summary = "Mask of 16-bit lanes equal to zero"; }
// 59 82 47 18   veqz.32 r20, x4
def VEQZ_32 : VEqz<0b10, "veqz.32", eRS8> { let Summary = "Mask of 32-bit lanes equal to zero"; }

// Unary op + compare: mv = {d, cmp, op, 0000, s1, size}
class VUnCmp<bits<5> op, bits<2> size, string mn, Operand cmpkind, string signed, string res, string cond> : AIE2MvInst<mn,
    (ins mXm:$d, cmpkind:$cmp, mXn:$s1), "$d, $cmp, $s1"> {
  bits<4> d; bits<3> cmp; bits<4> s1;
  let Inst{21-18} = d; let Inst{17-15} = cmp; let Inst{14-10} = op; let Inst{9-6} = 0b0000; let Inst{5-2} = s1; let Inst{1-0} = size;
  let Semantics = !subst("W", !cast<string>(!shl(1, size)), !subst("SIGNED", signed, !subst("RES", res, !subst("COND", cond, [{
    let m: u64 = 0;
    for l in 0 .. 64 / W {
      let a = lval(vlane(xat(s1), u32(l), W), W, SIGNED);
      if COND { m = m | (u64(1) << u64(l)); }
      vput(xat(d), u32(l), W, u64(RES));
    }
    put_mask(cmp, m, W);
  }]))));
  let Latency = [{ 2 }];
  let Group = "Vector compare, min and max";
}
// 99 00 03 18   vabs_gtz.d8 x0, r17:r16, x1
def VABS_GTZ_D8 : VUnCmp<0b00110, 0b00, "vabs_gtz.d8", eL, DynAdd, "abs(a)", "a > 0"> { let Summary = "Absolute value of 8-bit lanes and the mask of lanes > 0 (sign from crVaddSign)"; }
// 39 02 53 19   vabs_gtz.d16 x2, r21, x4
def VABS_GTZ_D16 : VUnCmp<0b00110, 0b01, "vabs_gtz.d16", eRS8, DynAdd, "abs(a)", "a > 0"> { let Summary = "Absolute value of 16-bit lanes and the mask of lanes > 0"; }
// d9 02 f3 19   vabs_gtz.d32 x3, r23, x5
def VABS_GTZ_D32 : VUnCmp<0b00110, 0b10, "vabs_gtz.d32", eRS8, DynAdd, "abs(a)", "a > 0"> { let Summary = "Absolute value of 32-bit lanes and the mask of lanes > 0"; }
// 99 80 13 1a   vabs_gtz.s8 x4, r19:r18, x1
def VABS_GTZ_S8 : VUnCmp<0b00111, 0b00, "vabs_gtz.s8", eL, "true", "abs(a)", "a > 0"> { let Summary = "Absolute value of signed 8-bit lanes and the mask of lanes > 0"; }
// 39 82 c3 1a   vabs_gtz.s16 x5, r20, x4
def VABS_GTZ_S16 : VUnCmp<0b00111, 0b01, "vabs_gtz.s16", eRS8, "true", "abs(a)", "a > 0"> { let Summary = "Absolute value of signed 16-bit lanes and the mask of lanes > 0"; }
// d9 82 b3 18   vabs_gtz.s32 x1, r19, x5
def VABS_GTZ_S32 : VUnCmp<0b00111, 0b10, "vabs_gtz.s32", eRS8, "true", "abs(a)", "a > 0"> { let Summary = "Absolute value of signed 32-bit lanes and the mask of lanes > 0"; }
// 99 80 1d 1a   vneg_gtz8 x4, r19:r18, x1
def VNEG_GTZ8 : VUnCmp<0b11011, 0b00, "vneg_gtz8", eL, "true", "-a", "a > 0"> { let Summary = "Negate signed 8-bit lanes and the mask of lanes > 0"; }
// 39 82 cd 1a   vneg_gtz16 x5, r20, x4
def VNEG_GTZ16 : VUnCmp<0b11011, 0b01, "vneg_gtz16", eRS8, "true", "-a", "a > 0"> { let Summary = "Negate signed 16-bit lanes and the mask of lanes > 0"; }
// d9 82 bd 18   vneg_gtz32 x1, r19, x5
def VNEG_GTZ32 : VUnCmp<0b11011, 0b10, "vneg_gtz32", eRS8, "true", "-a", "a > 0"> { let Summary = "Negate signed 32-bit lanes and the mask of lanes > 0"; }
// 99 00 17 1a   vbneg_ltz.s8 x4, r19:r18, x1
def VBNEG_LTZ_S8 : VUnCmp<0b01110, 0b00, "vbneg_ltz.s8", eL, "true", "~a", "a < 0"> { let Summary = "Bitwise NOT of 8-bit lanes and the mask of lanes < 0"; }
// 39 02 c7 1a   vbneg_ltz.s16 x5, r20, x4
def VBNEG_LTZ_S16 : VUnCmp<0b01110, 0b01, "vbneg_ltz.s16", eRS8, "true", "~a", "a < 0"> { let Summary = "Bitwise NOT of 16-bit lanes and the mask of lanes < 0"; }
// d9 02 b7 18   vbneg_ltz.s32 x1, r19, x5
def VBNEG_LTZ_S32 : VUnCmp<0b01110, 0b10, "vbneg_ltz.s32", eRS8, "true", "~a", "a < 0"> { let Summary = "Bitwise NOT of 32-bit lanes and the mask of lanes < 0"; }

//===----------------------------------------------------------------------===//
// Permute, shift, broadcast, insert, extract (MV slot)
//===----------------------------------------------------------------------===//
// 79 ab 08 1a   vshuffle x4, x5, x6, r17
def VSHUFFLE : AIE2MvInst<"vshuffle", (ins mShflDst:$dst, mXm:$s1, mXn:$s2, eR:$mod), "$dst, $s1, $s2, $mod"> {
  bits<5> dst; bits<5> mod; bits<4> s1; bits<4> s2;
  let Inst{21-17} = dst; let Inst{16-15} = 0b00; let Inst{14-10} = mod; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b11;
  let Semantics = [{ for b in 0 .. 64 { shfl_put(dst, u32(b), shfl_byte(r[mod], s1, s2, u32(b))); } }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "Shuffle two x vectors by a mode number in a register (transposes, interleaves, deinterleaves) into an x or bml/bmh register";
}
// 79 ab 28 1a   vshift x4, x5, x6, r17
def VSHIFT : AIE2MvInst<"vshift", (ins mXm:$d, mXm:$s1, mXn:$s2, eR:$shift), "$d, $s1, $s2, $shift"> {
  bits<4> d; bits<4> s1; bits<4> s2; bits<5> shift;
  let Inst{21-18} = d; let Inst{17-15} = 0b010; let Inst{14-10} = shift; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b11;
  let Semantics = [{
    let sh = r[shift] & 63;
    for b in 0 .. 64 {
      let q = u32(b) + sh;
      vput(xat(d), u32(b), 1, q < 64 ? vlane(xat(s1), q, 1) : vlane(xat(s2), q - 64, 1));
    }
  }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "64 bytes of the concatenation s1:s2 starting at a byte offset in a register";
}
// 79 ab 18 1a   vshift.align x4, x5, s0, x6, r17
def VSHIFT_ALIGN : AIE2MvInst<"vshift.align", (ins mXm:$d, mXm:$s1, mSs:$pre, mXn:$s2, eR:$shift), "$d, $s1, $pre, $s2, $shift"> {
  bits<4> d; bits<2> pre; bits<4> s1; bits<4> s2; bits<5> shift;
  let Inst{21-18} = d; let Inst{17-16} = pre; let Inst{15} = 1; let Inst{14-10} = shift; let Inst{9-6} = s1; let Inst{5-2} = s2; let Inst{1-0} = 0b11;
  // SEMANTICS-TODO: llvm names the s operand "pre"; the sources read do not say how it combines
  // with the byte shift (alignment of unaligned streams).
  let Semantics = [{ trap("vshift.align is not modelled"); }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "Byte shift of s1:s2 with an extra alignment operand";
}
// vinsert: mv = {dst, sz, 0, s0(5) or {s0(3), 00}, s1, 1100, 01}; the lane index is always r29.
class VInsertBase<bits<2> sz, string mn, dag ops, string val> : AIE2MvInst<mn, ops, "$dst, $s1, r29, $s0"> {
  bits<4> dst; bits<4> s1;
  let Inst{21-18} = dst; let Inst{17-16} = sz; let Inst{15} = 0; let Inst{9-6} = s1; let Inst{5-2} = 0b1100; let Inst{1-0} = 0b01;
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("VAL", val, [{
    let at = r[29] & (64 / W - 1);
    for l in 0 .. 64 / W { vput(xat(dst), u32(l), W, u32(l) == at ? VAL : vlane(xat(s1), u32(l), W)); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VInsertR<bits<2> sz, string mn> : VInsertBase<sz, mn, (ins mXm:$dst, mXm:$s1, eR:$s0), "u64(r[s0])"> {
  bits<5> s0;
  let Inst{14-10} = s0;
}
class VInsertL<string mn> : VInsertBase<0b11, mn, (ins mXm:$dst, mXm:$s1, eL:$s0), "rpair(s0)"> {
  bits<3> s0;
  let Inst{14-12} = s0; let Inst{11-10} = 0b00;
}
// 39 4e 0b 1b   vinsert.8 x6, x9, r29, r22
def VINSERT_8 : VInsertR<0b00, "vinsert.8"> { let Summary = "Copy s1 with 8-bit lane r29 replaced by a scalar register"; }
// 39 d6 ab 1b   vinsert.16 x7, x10, r29, r23
def VINSERT_16 : VInsertR<0b01, "vinsert.16"> { let Summary = "Copy s1 with 16-bit lane r29 replaced by a scalar register"; }
// 39 5e 4c 1c   vinsert.32 x8, x11, r29, r24
def VINSERT_32 : VInsertR<0b10, "vinsert.32"> { let Summary = "Copy s1 with 32-bit lane r29 replaced by a scalar register"; }
// 39 06 e6 1c   vinsert.64 x9, x0, r29, r23:r22
def VINSERT_64 : VInsertL<"vinsert.64"> { let Summary = "Copy s1 with 64-bit lane r29 replaced by a register pair"; }

// vextract: mv = {dst(7), sz, sign, idx, s1, 1101, 01}
class VExtract<bits<2> sz, bits<1> sign, string mn, string signed> : AIE2MvInst<mn, (ins mMvSclDst:$dst, mXm:$s1, eRS4:$idx), "$dst, $s1, $idx"> {
  bits<7> dst; bits<2> idx; bits<4> s1;
  let Inst{21-15} = dst; let Inst{14-13} = sz; let Inst{12} = sign; let Inst{11-10} = idx; let Inst{9-6} = s1; let Inst{5-2} = 0b1101; let Inst{1-0} = 0b01;
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("SIGNED", signed, [{
    let v = vlane(xat(s1), r[16 + idx] & (64 / W - 1), W);
    mMvSclDst[dst] = u32(lval(v, W, SIGNED));
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
// b9 0e 40 19   vextract.d8 r5, x1, r16
def VEXTRACT_D8 : VExtract<0b00, 0, "vextract.d8", DynAdd> { let Summary = "Extract 8-bit lane r16..r19 of a vector into a scalar register, extended by crVaddSign"; }
// b9 96 34 1b   vextract.d16 p3, x2, r17
def VEXTRACT_D16 : VExtract<0b01, 0, "vextract.d16", DynAdd> { let Summary = "Extract a 16-bit lane into a scalar register, extended by crVaddSign"; }
// b9 a6 a9 18   vextract.d32 m2, x4, r19
def VEXTRACT_D32 : VExtract<0b10, 0, "vextract.d32", DynAdd> { let Summary = "Extract a 32-bit lane into a scalar register"; }
// b9 0e 82 19   vextract.s8 r6, x1, r16
def VEXTRACT_S8 : VExtract<0b00, 1, "vextract.s8", "true"> { let Summary = "Extract an 8-bit lane, sign-extended, into a scalar register"; }
// b9 96 36 1c   vextract.s16 p4, x2, r17
def VEXTRACT_S16 : VExtract<0b01, 1, "vextract.s16", "true"> { let Summary = "Extract a 16-bit lane, sign-extended, into a scalar register"; }
// b9 a6 eb 18   vextract.s32 m3, x4, r19
def VEXTRACT_S32 : VExtract<0b10, 1, "vextract.s32", "true"> { let Summary = "Extract a 32-bit lane into a scalar register"; }
class VExtract64<bits<1> sign, string mn> : AIE2MvInst<mn, (ins eL:$dst, mXm:$s1, eRS4:$idx), "$dst, $s1, $idx"> {
  bits<3> dst; bits<2> idx; bits<4> s1;
  let Inst{21-19} = dst; let Inst{18-15} = 0b0000; let Inst{14-13} = 0b11; let Inst{12} = sign; let Inst{11-10} = idx; let Inst{9-6} = s1; let Inst{5-2} = 0b1101; let Inst{1-0} = 0b01;
  let Semantics = [{
    let v = vlane(xat(s1), r[16 + idx] & 7, 8);
    r[16 + 2 * dst] = u32(v);
    r[17 + 2 * dst] = u32(v >> 32);
  }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
// b9 c6 0d 19   vextract.d64 r19:r18, x8, r19
def VEXTRACT_D64 : VExtract64<0, "vextract.d64"> { let Summary = "Extract a 64-bit lane into a register pair"; }
// b9 c6 0f 1a   vextract.s64 r21:r20, x8, r19
def VEXTRACT_S64 : VExtract64<1, "vextract.s64"> { let Summary = "Extract a 64-bit lane into a register pair"; }

// vpush.lo: mv = {d, sz, 0, s1(5) or {s1(3), 00}, 11, 00, s2, 11}
class VPushLoBase<bits<2> sz, string mn, dag ops, string val> : AIE2MvInst<mn, ops, "$d, $s1, $s2"> {
  bits<4> d; bits<4> s2;
  let Inst{21-18} = d; let Inst{17-16} = sz; let Inst{15} = 0; let Inst{9-8} = 0b11; let Inst{7-6} = 0b00; let Inst{5-2} = s2; let Inst{1-0} = 0b11;
  // ASSUMED: the scalar enters lane 0 and the vector moves up one lane.
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("VAL", val, [{
    for l in 0 .. 64 / W { vput(xat(d), u32(l), W, l == 0 ? VAL : vlane(xat(s2), u32(l - 1), W)); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VPushLoR<bits<2> sz, string mn> : VPushLoBase<sz, mn, (ins mXm:$d, eR:$s1, mXn:$s2), "u64(r[s1])"> {
  bits<5> s1;
  let Inst{14-10} = s1;
}
class VPushLoL<string mn> : VPushLoBase<0b11, mn, (ins mXm:$d, eL:$s1, mXn:$s2), "rpair(s1)"> {
  bits<3> s1;
  let Inst{14-12} = s1; let Inst{11-10} = 0b00;
}
// f9 64 04 1b   vpush.lo.8 x6, r8, x9
def VPUSH_LO_8 : VPushLoR<0b00, "vpush.lo.8"> { let Summary = "Push a scalar into the low 8-bit lane, shifting the vector up one lane"; }
// 79 e5 a4 1b   vpush.lo.16 x7, r9, x10
def VPUSH_LO_16 : VPushLoR<0b01, "vpush.lo.16"> { let Summary = "Push a scalar into the low 16-bit lane, shifting the vector up one lane"; }
// f9 65 48 1c   vpush.lo.32 x8, r16, x11
def VPUSH_LO_32 : VPushLoR<0b10, "vpush.lo.32"> { let Summary = "Push a scalar into the low 32-bit lane, shifting the vector up one lane"; }
// 79 60 e6 1c   vpush.lo.64 x9, r23:r22, x0
def VPUSH_LO_64 : VPushLoL<"vpush.lo.64"> { let Summary = "Push a register pair into the low 64-bit lane, shifting the vector up one lane"; }
// vpush.hi: mv = {d, sz, 1, s2(5) or {s2(3), 00}, s1, 1111, 01}
class VPushHiBase<bits<2> sz, string mn, dag ops, string val> : AIE2MvInst<mn, ops, "$d, $s1, $s2"> {
  bits<4> d; bits<4> s1;
  let Inst{21-18} = d; let Inst{17-16} = sz; let Inst{15} = 1; let Inst{9-6} = s1; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b01;
  // ASSUMED: the vector moves down one lane and the scalar enters the top lane.
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("VAL", val, [{
    for l in 0 .. 64 / W { vput(xat(d), u32(l), W, l == 64 / W - 1 ? VAL : vlane(xat(s1), u32(l + 1), W)); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VPushHiR<bits<2> sz, string mn> : VPushHiBase<sz, mn, (ins mXm:$d, mXm:$s1, eR:$s2), "u64(r[s2])"> {
  bits<5> s2;
  let Inst{14-10} = s2;
}
class VPushHiL<string mn> : VPushHiBase<0b11, mn, (ins mXm:$d, mXm:$s1, eL:$s2), "rpair(s2)"> {
  bits<3> s2;
  let Inst{14-12} = s2; let Inst{11-10} = 0b00;
}
// b9 4f 14 1b   vpush.hi.8 x6, x9, r8
def VPUSH_HI_8 : VPushHiR<0b00, "vpush.hi.8"> { let Summary = "Push a scalar into the top 8-bit lane, shifting the vector down one lane"; }
// b9 d7 b4 1b   vpush.hi.16 x7, x10, r9
def VPUSH_HI_16 : VPushHiR<0b01, "vpush.hi.16"> { let Summary = "Push a scalar into the top 16-bit lane, shifting the vector down one lane"; }
// b9 5f 58 1c   vpush.hi.32 x8, x11, r16
def VPUSH_HI_32 : VPushHiR<0b10, "vpush.hi.32"> { let Summary = "Push a scalar into the top 32-bit lane, shifting the vector down one lane"; }
// b9 07 f8 1c   vpush.hi.64 x9, x0, r25:r24
def VPUSH_HI_64 : VPushHiL<"vpush.hi.64"> { let Summary = "Push a register pair into the top 64-bit lane, shifting the vector down one lane"; }

// vbcst: mv = {dst, sz, 0, s0(5) or {s0(3), 00}, 0, 0, 00, 1111, 01}
class VBcstBase<bits<2> sz, string mn, dag ops, string val> : AIE2MvInst<mn, ops, "$dst, $s0"> {
  bits<4> dst;
  let Inst{21-18} = dst; let Inst{17-16} = sz; let Inst{15} = 0; let Inst{9-8} = 0b00; let Inst{7-6} = 0b00; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b01;
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("VAL", val, [{
    let v = VAL;
    for l in 0 .. 64 / W { vput(xat(dst), u32(l), W, v); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VBcstR<bits<2> sz, string mn> : VBcstBase<sz, mn, (ins mXm:$dst, eR:$s0), "u64(r[s0])"> {
  bits<5> s0;
  let Inst{14-10} = s0;
}
class VBcstL<string mn> : VBcstBase<0b11, mn, (ins mXm:$dst, eL:$s0), "rpair(s0)"> {
  bits<3> s0;
  let Inst{14-12} = s0; let Inst{11-10} = 0b00;
}
// b9 07 0b 1b   vbcst.8 x6, r22
def VBCST_8 : VBcstR<0b00, "vbcst.8"> { let Summary = "Broadcast the low 8 bits of a scalar register to all 64 lanes"; }
// b9 87 ab 1b   vbcst.16 x7, r23
def VBCST_16 : VBcstR<0b01, "vbcst.16"> { let Summary = "Broadcast the low 16 bits of a scalar register to all 32 lanes (a bf16 splat too)"; }
// b9 07 4c 1c   vbcst.32 x8, r24
def VBCST_32 : VBcstR<0b10, "vbcst.32"> { let Summary = "Broadcast a scalar register to all 16 lanes"; }
// b9 07 e8 1c   vbcst.64 x9, r25:r24
def VBCST_64 : VBcstL<"vbcst.64"> { let Summary = "Broadcast a register pair to all 8 lanes"; }

// vbcstshfl: mv = {dst[4:1], sz, 0, s0(5) or {s0(3), 00}, dst[0], 1, 00, 1111, 01}; the mode is always r29.
class VBcstShflBase<bits<2> sz, string mn, dag ops, string val> : AIE2MvInst<mn, ops, "$dst, $s0, r29"> {
  bits<5> dst;
  let Inst{21-18} = dst{4-1}; let Inst{17-16} = sz; let Inst{15} = 0; let Inst{9} = dst{0}; let Inst{8} = 1; let Inst{7-6} = 0b00; let Inst{5-2} = 0b1111; let Inst{1-0} = 0b01;
  // ASSUMED: the broadcast is shuffled with itself by the mode in r29. A mode whose elements are
  // at least as wide as the broadcast element leaves the broadcast unchanged; finer modes trap.
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("VAL", val, [{
    let v = VAL;
    if r[29] > 37 || shfl_w(r[29]) < W { trap("vbcstshfl: this mode is not modelled"); }
    for b in 0 .. 64 { shfl_put(dst, u32(b), (v >> u64((b % W) * 8)) & 0xFF); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VBcstShflR<bits<2> sz, string mn> : VBcstShflBase<sz, mn, (ins mShflDst:$dst, eR:$s0), "u64(r[s0])"> {
  bits<5> s0;
  let Inst{14-10} = s0;
}
class VBcstShflL<string mn> : VBcstShflBase<0b11, mn, (ins mShflDst:$dst, eL:$s0), "rpair(s0)"> {
  bits<3> s0;
  let Inst{14-12} = s0; let Inst{11-10} = 0b00;
}
// b9 a7 82 19   vbcstshfl.8 x3, r5, r29
def VBCSTSHFL_8 : VBcstShflR<0b00, "vbcstshfl.8"> { let Summary = "Broadcast an 8-bit scalar and shuffle by the mode in r29, into x or bml/bmh"; }
// b9 a7 2f 1a   vbcstshfl.16 x4, r31, r29
def VBCSTSHFL_16 : VBcstShflR<0b01, "vbcstshfl.16"> { let Summary = "Broadcast a 16-bit scalar and shuffle by the mode in r29"; }
// b9 a7 c7 1a   vbcstshfl.32 x5, r15, r29
def VBCSTSHFL_32 : VBcstShflR<0b10, "vbcstshfl.32"> { let Summary = "Broadcast a 32-bit scalar and shuffle by the mode in r29"; }
// b9 27 62 1b   vbcstshfl.64 x6, r19:r18, r29
def VBCSTSHFL_64 : VBcstShflL<"vbcstshfl.64"> { let Summary = "Broadcast a register pair and shuffle by the mode in r29"; }

// vextbcst: mv = {dst, sz, sel, idx(5), src, 1110, 01}; sel 0: index register, 1: immediate.
class VExtBcst<bits<2> sz, string mn, dag ops, string syn, bits<1> isimm, string idxexpr> : AIE2MvInst<mn, ops, syn> {
  bits<4> dst; bits<4> src; bits<5> idx;
  let Inst{21-18} = dst; let Inst{17-16} = sz; let Inst{15} = isimm; let Inst{14-10} = idx; let Inst{9-6} = src; let Inst{5-2} = 0b1110; let Inst{1-0} = 0b01;
  let Semantics = !subst("W", !cast<string>(!shl(1, sz)), !subst("IDX", idxexpr, [{
    let v = vlane(xat(src), u32(IDX) & (64 / W - 1), W);
    for l in 0 .. 64 / W { vput(xat(dst), u32(l), W, v); }
  }]));
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
}
class VExtBcstR<bits<2> sz, string mn> : VExtBcst<sz, mn, (ins mXm:$dst, mXm:$src, eR:$idx), "$dst, $src, $idx", 0, "r[idx]">;
class VExtBcstI<bits<2> sz, string mn> : VExtBcst<sz, mn, (ins mXm:$dst, mXm:$src, imm5:$idx), "$dst, $src, #$idx", 1, "idx">;
// 39 97 8e 19   vextbcst.8 x3, x2, r29
def VEXTBCST_8_mRm : VExtBcstR<0b00, "vextbcst.8"> { let Summary = "Broadcast 8-bit lane r[idx] of src to all lanes"; }
// 39 8f 24 1a   vextbcst.16 x4, x1, r9
def VEXTBCST_16_mRm : VExtBcstR<0b01, "vextbcst.16"> { let Summary = "Broadcast 16-bit lane r[idx] of src to all lanes"; }
// 39 df c9 1a   vextbcst.32 x5, x11, r19
def VEXTBCST_32_mRm : VExtBcstR<0b10, "vextbcst.32"> { let Summary = "Broadcast 32-bit lane r[idx] of src to all lanes"; }
// 39 57 61 1b   vextbcst.64 x6, x10, r2
def VEXTBCST_64_mRm : VExtBcstR<0b11, "vextbcst.64"> { let Summary = "Broadcast 64-bit lane r[idx] of src to all lanes"; }
// 39 9f 17 19   vextbcst.8 x2, x3, #15
def VEXTBCST_8_mExtractIdxImm : VExtBcstI<0b00, "vextbcst.8"> { let Summary = "Broadcast a fixed 8-bit lane of src to all lanes"; }
// 39 27 b0 18   vextbcst.16 x1, x4, #0
def VEXTBCST_16_mExtractIdxImm : VExtBcstI<0b01, "vextbcst.16"> { let Summary = "Broadcast a fixed 16-bit lane of src to all lanes"; }
// 39 af df 1d   vextbcst.32 x11, x5, #31
def VEXTBCST_32_mExtractIdxImm : VExtBcstI<0b10, "vextbcst.32"> { let Summary = "Broadcast a fixed 32-bit lane of src to all lanes"; }
// 39 b7 75 1d   vextbcst.64 x10, x6, #11
def VEXTBCST_64_mExtractIdxImm : VExtBcstI<0b11, "vextbcst.64"> { let Summary = "Broadcast a fixed 64-bit lane of src to all lanes"; }

// Register moves.
// 59 1f 4c 1a   vmov wl3, wl6
def VMOV_mv_w : AIE2MvInst<"vmov", (ins mMvAMWQDst:$dst, mMvAMWQSrc:$src), "$dst, $src"> {
  bits<7> dst; bits<9> src;
  let Inst{21-15} = dst; let Inst{14-6} = src; let Inst{5-2} = 0b1110; let Inst{1-0} = 0b10;
  let Semantics = [{ for c in 0 .. 4 { amwq_put(dst, u32(c), amwq_get(src, u32(c))); } }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "Copy a 256-bit register (wl/wh vector, amll..amhh accumulator quarter, or q mask)";
}
// d9 36 8c 19   vmov x3, x6
def VMOV_mv_x : AIE2MvInst<"vmov", (ins mMvBMXDst:$dst, mMvBMXSrc:$src), "$dst, $src"> {
  bits<6> dst; bits<9> src;
  let Inst{21-16} = dst; let Inst{15} = 0; let Inst{14-6} = src; let Inst{5-2} = 0b1101; let Inst{1-0} = 0b10;
  let Semantics = [{ for c in 0 .. 8 { bmx_put(dst, u32(c), bmx_get(src, u32(c))); } }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "Copy a 512-bit register (x vector or bml/bmh accumulator half)";
}
// d9 06 96 19   vmov cm3, cm6
def VMOV_mv_cm : AIE2MvInst<"vmov", (ins mCMm:$dst, mCMm:$src), "$dst, $src"> {
  bits<4> dst; bits<4> src;
  let Inst{21-18} = dst; let Inst{17} = 0; let Inst{16-15} = 0b01; let Inst{14-11} = src; let Inst{10-6} = 0b00000; let Inst{5-2} = 0b1101; let Inst{1-0} = 0b10;
  let Semantics = [{ for c in 0 .. 16 { store(aregs, cmat(dst) + u32(c) * 8, 8, load(aregs, cmat(src) + u32(c) * 8, 8)); } }];
  let Latency = [{ 2 }];
  let Group = "Vector permute and moves";
  let Summary = "Copy a 1024-bit accumulator";
}
