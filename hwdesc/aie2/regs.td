// AIE2 (AIE-ML) register files, composite register operands, control/status registers.
// Draft in KernelCraft vocabulary for hwdesc/aie2; see regs.md for every fact, source and doubt.
//
// Facts from Xilinx/llvm-aie (file @ commit as returned by read_file):
//   llvm/lib/Target/AIE/aie2/AIE2GenRegisterInfo.td           @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//   llvm/lib/Target/AIE/aie2/AIE2RegisterInfo.td              @ bd07681ef7138ec73cf388d9ee02b4b8516247d7
//   llvm/lib/Target/AIE/aie2/AIE2RegOperandDef.td             @ bd07681ef7138ec73cf388d9ee02b4b8516247d7
//   llvm/lib/Target/AIE/MCTargetDesc/AIE2MCCodeEmitterRegOperandDef.h @ 8f46fb2eba4a89606839931f8a7d43c60da88ae7
//   llvm/lib/Target/AIE/AIEBaseRegisterInfo.td                @ 922ebdb1f1abf0c28c23e2b0200564939e146500
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrFormats.td           @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrInfo.td              @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2GenFixupInstrInfo.td         @ 19ba03dccf601d433e3458640df87592115539b8
//   llvm/lib/Target/AIE/aie2/AIE2InstrInfo.td                 @ bd07681ef7138ec73cf388d9ee02b4b8516247d7
//   llvm/lib/Target/AIE/aie2/AIE2CallingConv.td               @ ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//   llvm/lib/Target/AIE/aie2/AIE2RegisterInfo.cpp             @ 63bd7b60b0376cc6ddb0cac63afa8677c5b1d571
//   llvm/lib/Target/AIE/AsmParser/AIE2AsmParser.cpp           @ 287ecc304b30e6c90c690b8c9c70b03d606eaba6
//   llvm/lib/Target/AIE/InstPrinter/AIE2InstPrinter.cpp       @ 018b519d300b39583b619eb12ddbfd2087bdc006
//   clang/lib/Headers/aiev2_defines.h                         @ ccc7c0e034b6fa7fde35fb25cfa83bf3a4c9ff0a
//   llvm/test/CodeGen/AIE/aie2/BinaryOutput/{mv_scl,loads,vector-mv_w}.mir @ 10f46a1b575c0a657673bab981998d4f319b2186,
//     {stores,mvx_imm}.mir @ 287ecc304b30e6c90c690b8c9c70b03d606eaba6, {mova,vector-mv_x}.mir @ 8f46fb2eba4a89606839931f8a7d43c60da88ae7
// Sizes also from AMD AM020 (Versal AIE-ML Architecture Manual), "Register Files" and "AIE-ML Tile Architecture".
//
// Vocabulary: RegUnion/RegCodes (Encoding.td) and Storage/StorageOffset/StorageStride/StorageSize
// (State.td) as in /work/main at the time of writing. A RegUnion operand's value in semantics is its code.
// Almost no AIE2 union has consecutive codes (r_i is 4*i in mLdaScl), so the unions below list one
// RegCodes per run of consecutive codes, each preceded by a comment with its formula.
// regs_unions_stride.td holds the same unions written with a proposed
//   class RegCodes<RegisterFile file, int base, int first = 0, int count = -1, int stride = 1, int step = 1>;
//   // registers first + j*step (j = 0 .. count-1) encode as base + j*stride
// (a compatible extension: stride = step = 1 is today's class), in a tenth of the lines.

// ---------------------------------------------------------------------------------------------
// Element types not in Types.td (move there if accepted).
def u20 : UIntType<20> { let Doc = "20-bit unsigned: pointers, modifiers, dimension registers and pc-like registers (AM020: 20 bits)"; }
def u6  : UIntType<6>  { let Doc = "6-bit unsigned: the shift-control registers s0..s3 (AM020: 6 bits)"; }

// ---------------------------------------------------------------------------------------------
// Memories (names fixed by CONVENTIONS.md).
def dm : Memory<u8, [{ 65536 }]> {
  let Doc = "The tile's data memory: 64 KB, eight 8 KB banks interleaved in pairs into four 16 KB banks (AM020). Stack and data live here.";
}
def pm : Memory<u8, [{ 16384 }]> {
  let IsCode = 1;
  let Doc = "Program memory: 16 KB of VLIW bundles (AM020).";
}
// Byte memories that hold the vector-side register files; every vector register file below is a view of one.
def vregs : Memory<u8, [{ 768 }]> {
  let Doc = "The vector registers x0..x11, 64 bytes each, x0 first (768 bytes). wl_i is bytes 64i..64i+31 (low 256 bits of x_i), wh_i bytes 64i+32..64i+63; y_k (k = 2..5) is x_{2k}:x_{2k+1}, 128 bytes at 128k. The 5-bit w code of mWa/mWs/mWb/mWm (wl_i = 2i, wh_i = 2i+1) is the register's 32-byte slot number.";
}
def aregs : Memory<u8, [{ 1152 }]> {
  let Doc = "The accumulators cm0..cm8, 128 bytes each, cm0 first (1152 bytes). bml_i / bmh_i are the low / high 64 bytes of cm_i; amll_i, amlh_i are the low / high 32 bytes of bml_i, amhl_i, amhh_i those of bmh_i.";
}
def qregs : Memory<u8, [{ 64 }]> {
  let Doc = "The sparsity mask registers q0..q3, 16 bytes each (ql_i = bytes 16i..16i+7, qh_i = bytes 16i+8..16i+15).";
}

// ---------------------------------------------------------------------------------------------
// Scalar register files. Assembly spellings are llvm's AsmName strings, printed and parsed exactly
// (the generated matcher is case-sensitive).
def r : RegisterFile<"r", 32, u32> { let Doc = "General-purpose registers r0..r31 (32 bits)."; }
def p : RegisterFile<"p", 8, u20> { let Doc = "Pointer registers p0..p7: 20-bit byte addresses for the address generators."; }
def m : RegisterFile<"m", 8, u20> { let Doc = "Modifier registers m0..m7: 20-bit pointer increments (two's complement), also the first element of a 2D/3D descriptor d_i."; }
def dn : RegisterFile<"dn", 8, u20> { let Doc = "Dimension-size registers dn0..dn7 (20 bits), element 2 of descriptor d_i."; }
def dj : RegisterFile<"dj", 8, u20> { let Doc = "Dimension-stride (jump) registers dj0..dj7 (20 bits): element 3 of descriptor d_i, and the index of [p, dj] addressing."; }
def dc : RegisterFile<"dc", 8, u20> { let Doc = "Dimension-count registers dc0..dc7 (20 bits), element 4 of descriptor d_i; 2D/3D post-modify updates them."; }
def s : RegisterFile<"s", 4, u6> { let Doc = "Shift-control registers s0..s3 (6 bits in AM020; llvm keeps them in 32-bit classes): shift amounts of vsrs/vups/vshift.align."; }

// Special registers: one register each; llvm prints them in lower case, except CORE_ID.
def lr : RegisterFile<"lr", 1, u20> { let Names = ["lr"]; let Doc = "Link register: return address written by jl, read by ret (20 bits)."; }
def sp : RegisterFile<"sp", 1, u20> { let Names = ["sp"]; let Doc = "Stack pointer (20 bits). The stack grows upward; 32-byte aligned."; }
def ls : RegisterFile<"ls", 1, u20> { let Names = ["ls"]; let Doc = "Loop start address of the zero-overhead loop (20 bits)."; }
def le : RegisterFile<"le", 1, u20> { let Names = ["le"]; let Doc = "Loop end address of the zero-overhead loop (20 bits)."; }
def lc : RegisterFile<"lc", 1, u32> { let Names = ["lc"]; let Doc = "Loop count of the zero-overhead loop (32 bits)."; }
def dp : RegisterFile<"dp", 1, u20> { let Names = ["dp"]; let Doc = "Decompression pointer used by vldb.compr/vldb.sparse (20 bits)."; }
def CORE_ID : RegisterFile<"CORE_ID", 1, u32> { let Names = ["CORE_ID"]; let Doc = "This tile's identifier; read-only (only in mMvSclSrc)."; }

// Control registers (llvm: mCRm). Number = llvm HWEncoding = the index aiev2_defines.h gives them.
def crVaddSign   : RegisterFile<"crVaddSign",   1, u32> { let Names = ["crVaddSign"];   let Doc = "Control register 0: sign of the .d (dynamic-sign) vector compare/min/max/sub/abs/extract forms."; }
def crF2FMask    : RegisterFile<"crF2FMask",    1, u32> { let Names = ["crF2FMask"];    let Doc = "Control register 1: exception mask of float-to-bfloat16 conversion (vconv.bf16.fp32, vst.conv)."; }
def crF2IMask    : RegisterFile<"crF2IMask",    1, u32> { let Names = ["crF2IMask"];    let Doc = "Control register 2: exception mask of bfloat16-to-integer conversion (vfloor)."; }
def crFPMask     : RegisterFile<"crFPMask",     1, u32> { let Names = ["crFPMask"];     let Doc = "Control register 3: exception mask of the floating-point multiply/accumulate instructions."; }
def crMCDEn      : RegisterFile<"crMCDEn",      1, u32> { let Names = ["crMCDEn"];      let Doc = "Control register 4: enables the outgoing cascade (vmov MCD, src)."; }
def crPackSign   : RegisterFile<"crPackSign",   1, u32> { let Names = ["crPackSign"];   let Doc = "Control register 5: sign of vpack.d*/vst.pack.d*."; }
def crRnd        : RegisterFile<"crRnd",        1, u32> { let Names = ["crRnd"];        let Doc = "Control register 6: rounding mode of shift-round-saturate and float conversions (0 floor, 1 ceil, 2 sym_floor, 3 sym_ceil, 8 neg_inf, 9 pos_inf, 10 sym_zero, 11 sym_inf, 12 conv_even, 13 conv_odd)."; }
def crSCDEn      : RegisterFile<"crSCDEn",      1, u32> { let Names = ["crSCDEn"];      let Doc = "Control register 7: enables the incoming cascade (vmov dst, SCD)."; }
def crSRSSign    : RegisterFile<"crSRSSign",    1, u32> { let Names = ["crSRSSign"];    let Doc = "Control register 8: output sign of vsrs.d*/vst.srs.d*."; }
def crSat        : RegisterFile<"crSat",        1, u32> { let Names = ["crSat"];        let Doc = "Control register 9: saturation mode (0 none, 1 saturate, 3 symmetric saturate)."; }
def crUPSSign    : RegisterFile<"crUPSSign",    1, u32> { let Names = ["crUPSSign"];    let Doc = "Control register 10: input sign of vups.*.d*/vlda.ups.*.d*."; }
def crUnpackSign : RegisterFile<"crUnpackSign", 1, u32> { let Names = ["crUnpackSign"]; let Doc = "Control register 11: sign of vunpack.d*/vldb.unpack.d*."; }

// Status registers (llvm: mSRm), flags instructions set (sticky ones say so). Number = llvm HWEncoding.
def srCarry     : RegisterFile<"srCarry",     1, u32> { let Names = ["srCarry"];     let Doc = "Status register 0: carry of add/sub/adc/sbc/abs/jnzd."; }
def srCompr_uf  : RegisterFile<"srCompr_uf",  1, u32> { let Names = ["srCompr_uf"];  let Doc = "Status register 1: decompression underflow (vldb.compr/vldb.sparse), sticky."; }
def srF2FFlags  : RegisterFile<"srF2FFlags",  1, u32> { let Names = ["srF2FFlags"];  let Doc = "Status register 2: float-to-bfloat16 conversion flags, sticky."; }
def srF2IFlags  : RegisterFile<"srF2IFlags",  1, u32> { let Names = ["srF2IFlags"];  let Doc = "Status register 3: bfloat16-to-integer conversion flags, sticky."; }
def srFPFlags   : RegisterFile<"srFPFlags",   1, u32> { let Names = ["srFPFlags"];   let Doc = "Status register 4: floating-point multiply/accumulate flags, sticky."; }
def srMS0       : RegisterFile<"srMS0",       1, u32> { let Names = ["srMS0"];       let Doc = "Status register 5: result of non-blocking stream writes (mov.nb ms, ...)."; }
def srSRS_of    : RegisterFile<"srSRS_of",    1, u32> { let Names = ["srSRS_of"];    let Doc = "Status register 6: shift-round-saturate overflow, sticky."; }
def srSS0       : RegisterFile<"srSS0",       1, u32> { let Names = ["srSS0"];       let Doc = "Status register 7: result of stream reads (mov rX, SS)."; }
def srSparse_of : RegisterFile<"srSparse_of", 1, u32> { let Names = ["srSparse_of"]; let Doc = "Status register 8: sparse decompression overflow, sticky."; }
def srUPS_of    : RegisterFile<"srUPS_of",    1, u32> { let Names = ["srUPS_of"];    let Doc = "Status register 9: upshift overflow, sticky."; }

// Name-only files: registers that are groups of other registers. Their own state is never read
// or written; semantics reach the members by the operand's number (see the Functions below).
def desc : RegisterFile<"d", 8, u32> {
  let Doc = "Addressing descriptors d0..d7 (names only): d_i is m_i, dn_i, dj_i, dc_i. The 3D form names d0..d3 and also uses d_{i+4}.";
}
def l : RegisterFile<"l", 8, u64> {
  let Names = ["r17:r16", "r19:r18", "r21:r20", "r23:r22", "r25:r24", "r27:r26", "r29:r28", "r31:r30"];
  let Doc = "64-bit register pairs (names only): l_i is r(16+2i) (low word) and r(17+2i) (high word). Read/write them with l_get/l_set.";
}

// ---------------------------------------------------------------------------------------------
// Vector registers (views of vregs), mask registers (view of qregs), accumulators (views of aregs).
def x : RegisterFile<"x", 12, u8> {
  let Storage = "vregs"; let StorageOffset = 0; let StorageStride = 64;
  let Doc = "512-bit vector registers x0..x11.";
}
def wl : RegisterFile<"wl", 12, u8> {
  let Storage = "vregs"; let StorageOffset = 0; let StorageStride = 64; let StorageSize = 32;
  let Doc = "256-bit vector registers wl0..wl11: the low half (bits 255..0) of x_i.";
}
def wh : RegisterFile<"wh", 12, u8> {
  let Storage = "vregs"; let StorageOffset = 32; let StorageStride = 64; let StorageSize = 32;
  let Doc = "256-bit vector registers wh0..wh11: the high half (bits 511..256) of x_i.";
}
def y : RegisterFile<"y", 4, u8> {
  let Names = ["y2", "y3", "y4", "y5"];
  let Storage = "vregs"; let StorageOffset = 256; let StorageStride = 128;
  let Doc = "1024-bit vector registers y2..y5: y_k is x_{2k} (low) and x_{2k+1} (high); y0/y1 do not exist on AIE2.";
}
def q : RegisterFile<"q", 4, u8> {
  let Storage = "qregs"; let StorageOffset = 0; let StorageStride = 16;
  let Doc = "128-bit sparsity mask registers q0..q3.";
}
// Sparse operands that pair a vector register with a mask register. The view covers the vector
// part; the mask part is q_i (qx_i), the low 8 bytes of q_i (qwl_i) or its high 8 bytes (qwh_i).
def qx : RegisterFile<"qx", 4, u8> {
  let Storage = "vregs"; let StorageOffset = 0; let StorageStride = 64;
  let Doc = "640-bit sparse operands qx0..qx3: x_i with mask q_i (vector part viewed here; mask at qregs 16i).";
}
def qwl : RegisterFile<"qwl", 4, u8> {
  let Storage = "vregs"; let StorageOffset = 0; let StorageStride = 64; let StorageSize = 32;
  let Doc = "320-bit sparse load targets qwl0..qwl3: wl_i with the low mask half ql_i (qregs 16i..16i+7).";
}
def qwh : RegisterFile<"qwh", 4, u8> {
  let Storage = "vregs"; let StorageOffset = 32; let StorageStride = 64; let StorageSize = 32;
  let Doc = "320-bit sparse load targets qwh0..qwh3: wh_i with the high mask half qh_i (qregs 16i+8..16i+15).";
}
def cm : RegisterFile<"cm", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 0; let StorageStride = 128;
  let Doc = "1024-bit accumulators cm0..cm8.";
}
def bml : RegisterFile<"bml", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 0; let StorageStride = 128; let StorageSize = 64;
  let Doc = "512-bit accumulators bml0..bml8: the low half of cm_i.";
}
def bmh : RegisterFile<"bmh", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 64; let StorageStride = 128; let StorageSize = 64;
  let Doc = "512-bit accumulators bmh0..bmh8: the high half of cm_i.";
}
def amll : RegisterFile<"amll", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 0; let StorageStride = 128; let StorageSize = 32;
  let Doc = "256-bit accumulators amll0..amll8: bits 255..0 of cm_i (low half of bml_i).";
}
def amlh : RegisterFile<"amlh", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 32; let StorageStride = 128; let StorageSize = 32;
  let Doc = "256-bit accumulators amlh0..amlh8: bits 511..256 of cm_i (high half of bml_i).";
}
def amhl : RegisterFile<"amhl", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 64; let StorageStride = 128; let StorageSize = 32;
  let Doc = "256-bit accumulators amhl0..amhl8: bits 767..512 of cm_i (low half of bmh_i).";
}
def amhh : RegisterFile<"amhh", 9, u8> {
  let Storage = "aregs"; let StorageOffset = 96; let StorageStride = 128; let StorageSize = 32;
  let Doc = "256-bit accumulators amhh0..amhh8: bits 1023..768 of cm_i (high half of bmh_i).";
}

// ---------------------------------------------------------------------------------------------
// Plain register operand kinds (field = the register's number in its file = llvm HWEncoding).
// Names are llvm's register classes; several llvm classes with the same registers get one def each.
def eR  : Reg<r>;                                   // 5-bit field (mRx, mRy, mRa, mRv, s0, c, idx ...)
def eP  : Reg<p>;                                   // 3-bit field (ptr, mPm)
def eM  : Reg<m>;                                   // 3-bit field (mod of [p], m and of padd)
def eDN : Reg<dn>;
def eDJ : Reg<dj>;                                  // 3-bit field (dj of [p, dj])
def eDC : Reg<dc>;
def eS  : Reg<s>;                                   // 2-bit field
def mSs : Reg<s>;                                   // shft of vsrs/vups/vlda.ups/vst.srs, pre of vshift.align
def mSm : Reg<s>;                                   // shft of vsrsm
def eD  : Reg<desc>;                                   // 3-bit field: 2D descriptor d0..d7
def eL  : Reg<l>;                                   // 3-bit field: pair r(17+2i):r(16+2i)
def mXm : Reg<x>;  def mXn : Reg<x>;  def mXv : Reg<x>;   // 4-bit field, x_i = i
def mXw : Reg<x>;  def mXa : Reg<x>;  def mXs : Reg<x>;
def eYs : Reg<y>;                                   // 2-bit field, y2..y5 = 0..3
def mQQm : Reg<q>; def mQQa : Reg<q>; def mQQs : Reg<q>;  // 2-bit field, q_i = i
def mQQXw : Reg<qx>;                                // 2-bit field, qx_i = i
def eCM : Reg<cm>; def mCMm : Reg<cm>; def mCMs : Reg<cm>; def mCMa : Reg<cm>;  // 4-bit field, cm_i = i
// Classes llvm never encodes on their own (itineraries, register allocation only). Here a field
// would hold the register's index, which is NOT llvm's HWEncoding (2i / 2i+1 / 4i+k): do not use
// them in encodings; use the unions mWa/mWs/mAMm/mAMs/mBMm... below instead.
def eWL : Reg<wl>;   def eWH : Reg<wh>;
def eBML : Reg<bml>; def eBMH : Reg<bmh>;
def eAMLL : Reg<amll>; def eAMLH : Reg<amlh>; def eAMHL : Reg<amhl>; def eAMHH : Reg<amhh>;

// ---------------------------------------------------------------------------------------------
// 3D descriptors: d0..d3 (same spelling as the 2D ones), code i; d_i stands for d_i and d_{i+4}.
def eDS : RegUnion<2, u32, [RegCodes<desc, 0, 0, 4>]>;


// ---------------------------------------------------------------------------------------------
// Composite operands: one field names registers of several files, each with its own codes.

// lda destination (scalar load): r, p, m, dn, dj, dc or lr
def mLdaScl : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,   // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 13, 0, 8, 16>,  // p0,p1..p7 = 13,29..125  (0b0001101 + j*16)
  RegCodes<m, 2, 0, 8, 4>,    // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,  // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,  // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,  // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<lr, 5>             // lr = 5
]>;

// st source (scalar store): r, p, m, dn, dj, dc or lr; same codes as mLdaScl
def mSclSt : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,   // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 13, 0, 8, 16>,  // p0,p1..p7 = 13,29..125  (0b0001101 + j*16)
  RegCodes<m, 2, 0, 8, 4>,    // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,  // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,  // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,  // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<lr, 5>             // lr = 5
]>;

// mov ms source (stream write): r, p, m, dn, dj, dc; same codes as mLdaScl
def mSclMS : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,   // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 13, 0, 8, 16>,  // p0,p1..p7 = 13,29..125  (0b0001101 + j*16)
  RegCodes<m, 2, 0, 8, 4>,    // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,  // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,  // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>   // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
]>;

// mova destination (lda-slot constant): r, p, m, dn, dj, dc or lc
def mLdaCg : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,   // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 13, 0, 8, 16>,  // p0,p1..p7 = 13,29..125  (0b0001101 + j*16)
  RegCodes<m, 2, 0, 8, 4>,    // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,  // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,  // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,  // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<lc, 21>            // lc = 21
]>;

// mv-slot scalar move source: every scalar, pointer, modifier, shift, special, control and status register, and CORE_ID
def mMvSclSrc : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,    // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 3, 0, 8, 16>,    // p0,p1..p7 = 3,19..115  (0b0000011 + j*16)
  RegCodes<m, 2, 0, 8, 4>,     // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,   // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,   // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,   // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<s, 11, 0, 4, 32>,   // s0,s1..s3 = 11,43..107  (0b0001011 + j*32)
  RegCodes<ls, 7>,             // ls = 7
  RegCodes<dp, 23>,            // dp = 23
  RegCodes<lr, 39>,            // lr = 39
  RegCodes<le, 71>,            // le = 71
  RegCodes<lc, 87>,            // lc = 87
  RegCodes<sp, 103>,           // sp = 103
  RegCodes<crVaddSign, 1>,     // crVaddSign = 1
  RegCodes<crF2FMask, 9>,      // crF2FMask = 9
  RegCodes<crF2IMask, 17>,     // crF2IMask = 17
  RegCodes<crFPMask, 25>,      // crFPMask = 25
  RegCodes<crMCDEn, 33>,       // crMCDEn = 33
  RegCodes<crPackSign, 41>,    // crPackSign = 41
  RegCodes<crRnd, 49>,         // crRnd = 49
  RegCodes<crSCDEn, 57>,       // crSCDEn = 57
  RegCodes<crSRSSign, 65>,     // crSRSSign = 65
  RegCodes<crSat, 73>,         // crSat = 73
  RegCodes<crUPSSign, 81>,     // crUPSSign = 81
  RegCodes<crUnpackSign, 89>,  // crUnpackSign = 89
  RegCodes<srCarry, 5>,        // srCarry = 5
  RegCodes<srCompr_uf, 13>,    // srCompr_uf = 13
  RegCodes<srF2FFlags, 21>,    // srF2FFlags = 21
  RegCodes<srF2IFlags, 29>,    // srF2IFlags = 29
  RegCodes<srFPFlags, 37>,     // srFPFlags = 37
  RegCodes<srMS0, 45>,         // srMS0 = 45
  RegCodes<srSRS_of, 53>,      // srSRS_of = 53
  RegCodes<srSS0, 61>,         // srSS0 = 61
  RegCodes<srSparse_of, 69>,   // srSparse_of = 69
  RegCodes<srUPS_of, 77>,      // srUPS_of = 77
  RegCodes<CORE_ID, 55>        // CORE_ID = 55
]>;

// mv-slot scalar move destination (mov, add.nc, vextract): as mMvSclSrc without CORE_ID
def mMvSclDst : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,    // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 3, 0, 8, 16>,    // p0,p1..p7 = 3,19..115  (0b0000011 + j*16)
  RegCodes<m, 2, 0, 8, 4>,     // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,   // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,   // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,   // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<s, 11, 0, 4, 32>,   // s0,s1..s3 = 11,43..107  (0b0001011 + j*32)
  RegCodes<ls, 7>,             // ls = 7
  RegCodes<dp, 23>,            // dp = 23
  RegCodes<lr, 39>,            // lr = 39
  RegCodes<le, 71>,            // le = 71
  RegCodes<lc, 87>,            // lc = 87
  RegCodes<sp, 103>,           // sp = 103
  RegCodes<crVaddSign, 1>,     // crVaddSign = 1
  RegCodes<crF2FMask, 9>,      // crF2FMask = 9
  RegCodes<crF2IMask, 17>,     // crF2IMask = 17
  RegCodes<crFPMask, 25>,      // crFPMask = 25
  RegCodes<crMCDEn, 33>,       // crMCDEn = 33
  RegCodes<crPackSign, 41>,    // crPackSign = 41
  RegCodes<crRnd, 49>,         // crRnd = 49
  RegCodes<crSCDEn, 57>,       // crSCDEn = 57
  RegCodes<crSRSSign, 65>,     // crSRSSign = 65
  RegCodes<crSat, 73>,         // crSat = 73
  RegCodes<crUPSSign, 81>,     // crUPSSign = 81
  RegCodes<crUnpackSign, 89>,  // crUnpackSign = 89
  RegCodes<srCarry, 5>,        // srCarry = 5
  RegCodes<srCompr_uf, 13>,    // srCompr_uf = 13
  RegCodes<srF2FFlags, 21>,    // srF2FFlags = 21
  RegCodes<srF2IFlags, 29>,    // srF2IFlags = 29
  RegCodes<srFPFlags, 37>,     // srFPFlags = 37
  RegCodes<srMS0, 45>,         // srMS0 = 45
  RegCodes<srSRS_of, 53>,      // srSRS_of = 53
  RegCodes<srSS0, 61>,         // srSS0 = 61
  RegCodes<srSparse_of, 69>,   // srSparse_of = 69
  RegCodes<srUPS_of, 77>       // srUPS_of = 77
]>;

// constant-move destination (mov #imm10 in the mv slot, movxm #imm32 in the lng slot); same set and codes as mMvSclDst
def mMvSclDstCg : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>,    // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
  RegCodes<p, 3, 0, 8, 16>,    // p0,p1..p7 = 3,19..115  (0b0000011 + j*16)
  RegCodes<m, 2, 0, 8, 4>,     // m0,m1..m7 = 2,6..30  (0b0000010 + j*4)
  RegCodes<dn, 34, 0, 8, 4>,   // dn0,dn1..dn7 = 34,38..62  (0b0100010 + j*4)
  RegCodes<dj, 66, 0, 8, 4>,   // dj0,dj1..dj7 = 66,70..94  (0b1000010 + j*4)
  RegCodes<dc, 98, 0, 8, 4>,   // dc0,dc1..dc7 = 98,102..126  (0b1100010 + j*4)
  RegCodes<s, 11, 0, 4, 32>,   // s0,s1..s3 = 11,43..107  (0b0001011 + j*32)
  RegCodes<ls, 7>,             // ls = 7
  RegCodes<dp, 23>,            // dp = 23
  RegCodes<lr, 39>,            // lr = 39
  RegCodes<le, 71>,            // le = 71
  RegCodes<lc, 87>,            // lc = 87
  RegCodes<sp, 103>,           // sp = 103
  RegCodes<crVaddSign, 1>,     // crVaddSign = 1
  RegCodes<crF2FMask, 9>,      // crF2FMask = 9
  RegCodes<crF2IMask, 17>,     // crF2IMask = 17
  RegCodes<crFPMask, 25>,      // crFPMask = 25
  RegCodes<crMCDEn, 33>,       // crMCDEn = 33
  RegCodes<crPackSign, 41>,    // crPackSign = 41
  RegCodes<crRnd, 49>,         // crRnd = 49
  RegCodes<crSCDEn, 57>,       // crSCDEn = 57
  RegCodes<crSRSSign, 65>,     // crSRSSign = 65
  RegCodes<crSat, 73>,         // crSat = 73
  RegCodes<crUPSSign, 81>,     // crUPSSign = 81
  RegCodes<crUnpackSign, 89>,  // crUnpackSign = 89
  RegCodes<srCarry, 5>,        // srCarry = 5
  RegCodes<srCompr_uf, 13>,    // srCompr_uf = 13
  RegCodes<srF2FFlags, 21>,    // srF2FFlags = 21
  RegCodes<srF2IFlags, 29>,    // srF2IFlags = 29
  RegCodes<srFPFlags, 37>,     // srFPFlags = 37
  RegCodes<srMS0, 45>,         // srMS0 = 45
  RegCodes<srSRS_of, 53>,      // srSRS_of = 53
  RegCodes<srSS0, 61>,         // srSS0 = 61
  RegCodes<srSparse_of, 69>,   // srSparse_of = 69
  RegCodes<srUPS_of, 77>       // srUPS_of = 77
]>;

// an r register encoded with the mMvSclDst code (4*i); llvm defines it, no AIE2 encoded instruction read uses it
def OP_mMvSclDst_and_eR : RegUnion<7, u32, [
  RegCodes<r, 0, 0, 32, 4>  // r0,r1..r31 = 0,4..124  (0b0000000 + j*4)
]>;

// movx #imm11 destination (alu slot): r or lc
def mAluCg : RegUnion<6, u32, [
  RegCodes<r, 0, 0, 32, 2>,  // r0,r1..r31 = 0,2..62  (0b000000 + j*2)
  RegCodes<lc, 1>            // lc = 1
]>;

// control register, by its 4-bit number (movx crX, rY)
def mCRm : RegUnion<4, u32, [
  RegCodes<crVaddSign, 0>,    // crVaddSign = 0
  RegCodes<crF2FMask, 1>,     // crF2FMask = 1
  RegCodes<crF2IMask, 2>,     // crF2IMask = 2
  RegCodes<crFPMask, 3>,      // crFPMask = 3
  RegCodes<crMCDEn, 4>,       // crMCDEn = 4
  RegCodes<crPackSign, 5>,    // crPackSign = 5
  RegCodes<crRnd, 6>,         // crRnd = 6
  RegCodes<crSCDEn, 7>,       // crSCDEn = 7
  RegCodes<crSRSSign, 8>,     // crSRSSign = 8
  RegCodes<crSat, 9>,         // crSat = 9
  RegCodes<crUPSSign, 10>,    // crUPSSign = 10
  RegCodes<crUnpackSign, 11>  // crUnpackSign = 11
]>;

// status register, by its 4-bit number (no encoded instruction takes it alone; listed for completeness)
def mSRm : RegUnion<4, u32, [
  RegCodes<srCarry, 0>,      // srCarry = 0
  RegCodes<srCompr_uf, 1>,   // srCompr_uf = 1
  RegCodes<srF2FFlags, 2>,   // srF2FFlags = 2
  RegCodes<srF2IFlags, 3>,   // srF2IFlags = 3
  RegCodes<srFPFlags, 4>,    // srFPFlags = 4
  RegCodes<srMS0, 5>,        // srMS0 = 5
  RegCodes<srSRS_of, 6>,     // srSRS_of = 6
  RegCodes<srSS0, 7>,        // srSS0 = 7
  RegCodes<srSparse_of, 8>,  // srSparse_of = 8
  RegCodes<srUPS_of, 9>      // srUPS_of = 9
]>;

// r16..r19, encoded as i-16 (llvm operand OP_mRS4m: vextract lane index)
def eRS4 : RegUnion<2, u32, [
  RegCodes<r, 0, 16, 4>  // r16,r17..r19 = 0,1..3  (0b00 + j*1)
]>;

// r16..r23, encoded in 3 bits as i-16 (vector compare masks, vsel/vaddsub selectors)
def eRS8 : RegUnion<3, u32, [
  RegCodes<r, 0, 16, 8>  // r16,r17..r23 = 0,1..7  (0b000 + j*1)
]>;

// r26 only; not encoded (implicit operand written in the syntax)

// r27 only; not encoded (implicit operand written in the syntax)

// r28 only; not encoded (implicit operand written in the syntax)

// r29 only; not encoded (implicit operand written in the syntax)

// r31 only; not encoded (implicit operand written in the syntax)

// any wl/wh register, 5-bit code = its 256-bit slot in vregs (wl_i: 2i, wh_i: 2i+1): vlda/vldb/vpack/vsrs/vconv destination
def mWa : RegUnion<5, u8, [
  RegCodes<wl, 0, 0, 12, 2>,  // wl0,wl1..wl11 = 0,2..22  (0b00000 + j*2)
  RegCodes<wh, 1, 0, 12, 2>   // wh0,wh1..wh11 = 1,3..23  (0b00001 + j*2)
]>;

// any wl/wh register, 5-bit code = its 256-bit slot in vregs (wl_i: 2i, wh_i: 2i+1): vst/vst.128/vunpack/vfloor source, vldb.4x destination
def mWs : RegUnion<5, u8, [
  RegCodes<wl, 0, 0, 12, 2>,  // wl0,wl1..wl11 = 0,2..22  (0b00000 + j*2)
  RegCodes<wh, 1, 0, 12, 2>   // wh0,wh1..wh11 = 1,3..23  (0b00001 + j*2)
]>;

// any wl/wh register, 5-bit code = its 256-bit slot in vregs (wl_i: 2i, wh_i: 2i+1): vldb.compr/vldb.4x operand
def mWb : RegUnion<5, u8, [
  RegCodes<wl, 0, 0, 12, 2>,  // wl0,wl1..wl11 = 0,2..22  (0b00000 + j*2)
  RegCodes<wh, 1, 0, 12, 2>   // wh0,wh1..wh11 = 1,3..23  (0b00001 + j*2)
]>;

// any wl/wh register, 5-bit code = its 256-bit slot in vregs (wl_i: 2i, wh_i: 2i+1): vsrsm destination
def mWm : RegUnion<5, u8, [
  RegCodes<wl, 0, 0, 12, 2>,  // wl0,wl1..wl11 = 0,2..22  (0b00000 + j*2)
  RegCodes<wh, 1, 0, 12, 2>   // wh0,wh1..wh11 = 1,3..23  (0b00001 + j*2)
]>;

// OP_mWm_1 (vups/vconv.fp32.bf16 source): code = h*16 + (i&1)*8 + (i>>1)
def mWm_1 : RegUnion<5, u8, [
  RegCodes<wl, 0, 0, 6, 1, 2>,   // wl0,wl2..wl10 = 0,1..5  (0b00000 + j*1)
  RegCodes<wl, 8, 1, 6, 1, 2>,   // wl1,wl3..wl11 = 8,9..13  (0b01000 + j*1)
  RegCodes<wh, 16, 0, 6, 1, 2>,  // wh0,wh2..wh10 = 16,17..21  (0b10000 + j*1)
  RegCodes<wh, 24, 1, 6, 1, 2>   // wh1,wh3..wh11 = 24,25..29  (0b11000 + j*1)
]>;

// any 256-bit accumulator, 6-bit code = its 256-bit slot in aregs (amll_i 4i, amlh_i 4i+1, amhl_i 4i+2, amhh_i 4i+3): vlda destination
def mAMm : RegUnion<6, u8, [
  RegCodes<amll, 0, 0, 9, 4>,  // amll0,amll1..amll8 = 0,4..32  (0b000000 + j*4)
  RegCodes<amlh, 1, 0, 9, 4>,  // amlh0,amlh1..amlh8 = 1,5..33  (0b000001 + j*4)
  RegCodes<amhl, 2, 0, 9, 4>,  // amhl0,amhl1..amhl8 = 2,6..34  (0b000010 + j*4)
  RegCodes<amhh, 3, 0, 9, 4>   // amhh0,amhh1..amhh8 = 3,7..35  (0b000011 + j*4)
]>;

// any 256-bit accumulator, 6-bit code = its 256-bit slot in aregs (amll_i 4i, amlh_i 4i+1, amhl_i 4i+2, amhh_i 4i+3): vst/vfloor source
def mAMs : RegUnion<6, u8, [
  RegCodes<amll, 0, 0, 9, 4>,  // amll0,amll1..amll8 = 0,4..32  (0b000000 + j*4)
  RegCodes<amlh, 1, 0, 9, 4>,  // amlh0,amlh1..amlh8 = 1,5..33  (0b000001 + j*4)
  RegCodes<amhl, 2, 0, 9, 4>,  // amhl0,amhl1..amhl8 = 2,6..34  (0b000010 + j*4)
  RegCodes<amhh, 3, 0, 9, 4>   // amhh0,amhh1..amhh8 = 3,7..35  (0b000011 + j*4)
]>;

// any 512-bit accumulator, 5-bit code = its 512-bit slot in aregs (bml_i 2i, bmh_i 2i+1): vsrsm source, vconv.fp32.bf16 destination
def mBMm : RegUnion<5, u8, [
  RegCodes<bml, 0, 0, 9, 2>,  // bml0,bml1..bml8 = 0,2..16  (0b00000 + j*2)
  RegCodes<bmh, 1, 0, 9, 2>   // bmh0,bmh1..bmh8 = 1,3..17  (0b00001 + j*2)
]>;

// any 512-bit accumulator, 5-bit code = its 512-bit slot in aregs (bml_i 2i, bmh_i 2i+1): vsrs/vst.srs/vst.conv source, vups/vlda.ups/vlda.conv destination
def mBMs : RegUnion<5, u8, [
  RegCodes<bml, 0, 0, 9, 2>,  // bml0,bml1..bml8 = 0,2..16  (0b00000 + j*2)
  RegCodes<bmh, 1, 0, 9, 2>   // bmh0,bmh1..bmh8 = 1,3..17  (0b00001 + j*2)
]>;

// any 512-bit accumulator, 5-bit code = its 512-bit slot in aregs (bml_i 2i, bmh_i 2i+1): bfloat16 vmac/vmul/vadd.f family accumulators, vclr (bf16 form)
def mBMa : RegUnion<5, u8, [
  RegCodes<bml, 0, 0, 9, 2>,  // bml0,bml1..bml8 = 0,2..16  (0b00000 + j*2)
  RegCodes<bmh, 1, 0, 9, 2>   // bmh0,bmh1..bmh8 = 1,3..17  (0b00001 + j*2)
]>;

// vmov (256-bit) source: am, wl, wh or q
def mMvAMWQSrc : RegUnion<9, u8, [
  RegCodes<amll, 1, 0, 9, 32>,    // amll0,amll1..amll8 = 1,33..257  (0b000000001 + j*32)
  RegCodes<amlh, 9, 0, 9, 32>,    // amlh0,amlh1..amlh8 = 9,41..265  (0b000001001 + j*32)
  RegCodes<amhl, 17, 0, 9, 32>,   // amhl0,amhl1..amhl8 = 17,49..273  (0b000010001 + j*32)
  RegCodes<amhh, 25, 0, 9, 32>,   // amhh0,amhh1..amhh8 = 25,57..281  (0b000011001 + j*32)
  RegCodes<wl, 384, 0, 6, 1, 2>,  // wl0,wl2..wl10 = 384,385..389  (0b110000000 + j*1)
  RegCodes<wl, 392, 1, 6, 1, 2>,  // wl1,wl3..wl11 = 392,393..397  (0b110001000 + j*1)
  RegCodes<wh, 400, 0, 6, 1, 2>,  // wh0,wh2..wh10 = 400,401..405  (0b110010000 + j*1)
  RegCodes<wh, 408, 1, 6, 1, 2>,  // wh1,wh3..wh11 = 408,409..413  (0b110011000 + j*1)
  RegCodes<q, 448, 0, 4, 16>      // q0,q1..q3 = 448,464..496  (0b111000000 + j*16)
]>;

// vmov (256-bit) destination: am, wl, wh or q
def mMvAMWQDst : RegUnion<7, u8, [
  RegCodes<amll, 1, 0, 9, 8>,    // amll0,amll1..amll8 = 1,9..65  (0b0000001 + j*8)
  RegCodes<amlh, 3, 0, 9, 8>,    // amlh0,amlh1..amlh8 = 3,11..67  (0b0000011 + j*8)
  RegCodes<amhl, 5, 0, 9, 8>,    // amhl0,amhl1..amhl8 = 5,13..69  (0b0000101 + j*8)
  RegCodes<amhh, 7, 0, 9, 8>,    // amhh0,amhh1..amhh8 = 7,15..71  (0b0000111 + j*8)
  RegCodes<wl, 0, 0, 6, 4, 2>,   // wl0,wl2..wl10 = 0,4..20  (0b0000000 + j*4)
  RegCodes<wl, 32, 1, 6, 4, 2>,  // wl1,wl3..wl11 = 32,36..52  (0b0100000 + j*4)
  RegCodes<wh, 64, 0, 6, 4, 2>,  // wh0,wh2..wh10 = 64,68..84  (0b1000000 + j*4)
  RegCodes<wh, 96, 1, 6, 4, 2>,  // wh1,wh3..wh11 = 96,100..116  (0b1100000 + j*4)
  RegCodes<q, 2, 0, 4, 32>       // q0,q1..q3 = 2,34..98  (0b0000010 + j*32)
]>;

// vmov (512-bit) source: bm or x
def mMvBMXSrc : RegUnion<9, u8, [
  RegCodes<bml, 0, 0, 9, 32>,   // bml0,bml1..bml8 = 0,32..256  (0b000000000 + j*32)
  RegCodes<bmh, 16, 0, 9, 32>,  // bmh0,bmh1..bmh8 = 16,48..272  (0b000010000 + j*32)
  RegCodes<x, 384, 0, 12>       // x0,x1..x11 = 384,385..395  (0b110000000 + j*1)
]>;

// vmov (512-bit) destination: bm or x; also OP_mScdDst (vmov dst, SCD) and OP_mMcdSrc (vmov MCD, src)
def mMvBMXDst : RegUnion<6, u8, [
  RegCodes<bml, 1, 0, 9, 4>,  // bml0,bml1..bml8 = 1,5..33  (0b000001 + j*4)
  RegCodes<bmh, 3, 0, 9, 4>,  // bmh0,bmh1..bmh8 = 3,7..35  (0b000011 + j*4)
  RegCodes<x, 0, 0, 12, 4>    // x0,x1..x11 = 0,4..44  (0b000000 + j*4)
]>;

// vshuffle/vbcstshfl destination: x, or bml0..7/bmh0..7
def mShflDst : RegUnion<5, u8, [
  RegCodes<bml, 1, 0, 8, 2>,   // bml0,bml1..bml7 = 1,3..15  (0b00001 + j*2)
  RegCodes<bmh, 17, 0, 8, 2>,  // bmh0,bmh1..bmh7 = 17,19..31  (0b10001 + j*2)
  RegCodes<x, 0, 0, 12, 2>     // x0,x1..x11 = 0,2..22  (0b00000 + j*2)
]>;

// vldb.sparse destination (OP_mQXHLb): qwh_i 2i, qwl_i 2i+1
def mQXHLb : RegUnion<3, u8, [
  RegCodes<qwh, 0, 0, 4, 2>,  // qwh0,qwh1..qwh3 = 0,2..6  (0b000 + j*2)
  RegCodes<qwl, 1, 0, 4, 2>   // qwl0,qwl1..qwl3 = 1,3..7  (0b001 + j*2)
]>;

// ---------------------------------------------------------------------------------------------
// Helper functions for semantics (one job each). `code` is a union operand's field value, `reg` a
// plain operand's register number.
def : Function<"w_off(code: u32): u32", [{ return code * 32; }]> {
  let Summary = "Byte offset in vregs of the wl/wh register named by an mWa/mWs/mWb/mWm code (wl_i 2i, wh_i 2i+1).";
}
def : Function<"wm1_off(code: u32): u32", [{
  let i = ((code & 7) << 1) | ((code >> 3) & 1);
  return i * 64 + ((code >> 4) & 1) * 32;
}]> {
  let Summary = "Byte offset in vregs of the wl/wh register named by an mWm_1 code (bit 4 high half, bit 3 odd register, bits 2..0 register pair).";
}
def : Function<"x_off(reg: u32): u32", [{ return reg * 64; }]> {
  let Summary = "Byte offset in vregs of x_reg (also of the vector part of qx_reg).";
}
def : Function<"y_off(reg: u32): u32", [{ return 256 + reg * 128; }]> {
  let Summary = "Byte offset in vregs of the y register numbered reg (y2 is 0).";
}
def : Function<"q_off(reg: u32): u32", [{ return reg * 16; }]> {
  let Summary = "Byte offset in qregs of q_reg.";
}
def : Function<"am_off(code: u32): u32", [{ return code * 32; }]> {
  let Summary = "Byte offset in aregs of the 256-bit accumulator named by an mAMm/mAMs code (amll_i 4i, amlh_i 4i+1, amhl_i 4i+2, amhh_i 4i+3).";
}
def : Function<"bm_off(code: u32): u32", [{ return code * 64; }]> {
  let Summary = "Byte offset in aregs of the 512-bit accumulator named by an mBMm/mBMs/mBMa code (bml_i 2i, bmh_i 2i+1).";
}
def : Function<"cm_off(reg: u32): u32", [{ return reg * 128; }]> {
  let Summary = "Byte offset in aregs of cm_reg.";
}
// vmov (256-bit) operands: one of am (aregs), wl/wh (vregs) or q (qregs).
def : Function<"amwq_dst_mem(code: u32): u32", [{ return (code & 1) == 1 ? 0 : ((code & 3) == 0 ? 1 : 2); }]> {
  let Summary = "Which memory an mMvAMWQDst code names: 0 aregs (am), 1 vregs (wl/wh), 2 qregs (q).";
}
def : Function<"amwq_dst_off(code: u32): u32", [{
  if (code & 1) == 1 { return (code >> 1) * 32; }
  if (code & 3) == 2 { return (code >> 5) * 16; }
  return (((code >> 2) & 7) * 2 + ((code >> 5) & 1)) * 64 + ((code >> 6) & 1) * 32;
}]> {
  let Summary = "Byte offset, in the memory amwq_dst_mem names, of the register an mMvAMWQDst code names.";
}
def : Function<"amwq_src_mem(code: u32): u32", [{ return code < 384 ? 0 : ((code >> 6) == 6 ? 1 : 2); }]> {
  let Summary = "Which memory an mMvAMWQSrc code names: 0 aregs (am), 1 vregs (wl/wh), 2 qregs (q).";
}
def : Function<"amwq_src_off(code: u32): u32", [{
  if code < 384 { return (code >> 3) * 32; }
  if (code >> 6) == 7 { return ((code >> 4) & 3) * 16; }
  return ((code & 7) * 2 + ((code >> 3) & 1)) * 64 + ((code >> 4) & 1) * 32;
}]> {
  let Summary = "Byte offset, in the memory amwq_src_mem names, of the register an mMvAMWQSrc code names.";
}
// vmov (512-bit) operands and vshuffle destinations: bm (aregs) or x (vregs).
def : Function<"bmx_src_is_x(code: u32): bool", [{ return code >= 384; }]> {
  let Summary = "Whether an mMvBMXSrc code names an x register (else a bml/bmh accumulator).";
}
def : Function<"bmx_src_off(code: u32): u32", [{ return code >= 384 ? (code & 15) * 64 : code * 4; }]> {
  let Summary = "Byte offset of the register an mMvBMXSrc code names: in vregs for x, in aregs for bm (bml_i 32i, bmh_i 32i+16).";
}
def : Function<"bmx_dst_is_x(code: u32): bool", [{ return (code & 1) == 0; }]> {
  let Summary = "Whether an mMvBMXDst code (also OP_mScdDst/OP_mMcdSrc) names an x register (else a bml/bmh accumulator).";
}
def : Function<"bmx_dst_off(code: u32): u32", [{ return (code & 1) == 0 ? (code >> 2) * 64 : (code >> 1) * 64; }]> {
  let Summary = "Byte offset of the register an mMvBMXDst code names: in vregs for x (x_i 4i), in aregs for bm (bml_i 4i+1, bmh_i 4i+3).";
}
def : Function<"shfl_dst_is_x(code: u32): bool", [{ return (code & 1) == 0; }]> {
  let Summary = "Whether an mShflDst code names an x register (else bml0..7/bmh0..7).";
}
def : Function<"shfl_dst_off(code: u32): u32", [{
  if (code & 1) == 0 { return (code >> 1) * 64; }
  return ((code >> 1) & 7) * 128 + ((code >> 4) & 1) * 64;
}]> {
  let Summary = "Byte offset of the register an mShflDst code names: in vregs for x (x_i 2i), in aregs for bm (bml_i 2i+1, bmh_i 17+2i).";
}
// 64-bit register pairs.
def : Function<"l_get(reg: u32): u64", [{ return u64(r[16 + 2 * reg]) | (u64(r[17 + 2 * reg]) << 32); }]> {
  let Summary = "The 64-bit value of pair reg (an eL operand): r(17+2reg) high word, r(16+2reg) low word.";
}
def : Function<"l_set(reg: u32, v: u64)", [{
  r[16 + 2 * reg] = u32(v);
  r[17 + 2 * reg] = u32(v >> 32);
}]> {
  let Summary = "Write a 64-bit value to pair reg (an eL operand).";
}
