// SwiGLU, Y = (SiLU(X @ Wg) * (X @ Wu)) @ Wd, as Peano compiles a plain AIE-API kernel of four
// loops, in the order of PLENA's FFN template: the gate and up projections G = X @ Wg and
// U = X @ Wu (mlir-aie's matmul_vectorized_2x2: aie::mmul<4, 8, 4> on bf16 with fp32
// accumulators, 2x2 blocks of output tiles), G = SiLU(G) * U in place (aie::mul / aie::mac on
// 16-lane vectors), and the down projection Y = G @ Wd (the same matmul).
//
// Layout: X in 4x8 tiles, Wg, Wu and Wd in 8x4 tiles, Y in 4x4 tiles (bf16, tiles row-major, each
// tile row-major); G and U (M x F each, bf16) in the scratch at p5 (G, then U 2 M F bytes on), in
// 4x8 tiles, as the down projection's left operand wants them: each block's two horizontally
// adjacent 4x4 results are converted to bf16 and interleaved row by row by one vshuffle (mode 14:
// 8-byte pieces of two vectors alternating) into one 4x8 tile. U is stored the same way, so that
// the gating meets G and U element by element.
//
// Products: for each pair of A tile rows and each pair of B tile columns, four accumulators
// (bml0..bml3) take the sum over the k-steps of the four 4x8 by 8x4 tile products (vmac.f,
// configuration 0x1C), the first k-step peeled as vmul.f. Each A and B tile feeds two products, so
// a k-step's four tile loads (vlda and vldb together, 64 bytes a bundle) take 4 cycles, as long as
// its four vmac.f. The k loop is a 4-bundle zero-overhead loop, software-pipelined two k-steps deep
// (a load lands 7 cycles after it issues; each accumulator is read again 4 cycles after its
// previous vmac.f, when that one's sum is due). A block takes 4 F/8 + 14 cycles in the down
// projection, its four vst.conv in the delay slots of the branch back, and 4 D/8 + 20 in the gate
// and up projections, whose conversions, shuffles and 4x8 stores wait for the last sums. The loops
// over blocks are counted by branches (jnz), their pointer steps in modifier registers.
//
// Gating: SiLU(g) u = g u sigmoid(g) = g u / (1 + exp(-g)), on 16 elements at a time in the
// element-wise shape (configuration 0x3C; lanes 16..31 zero):
//   gc = min(max(g, -16), 16) (vmax_lt / vmin_ge.bf16) for the exponent only: past +-16 the sigmoid
//   is 0 or 1 to bf16 precision, and 2^a stays inside the exponent range.
//   exp, by range reduction: e = gc K + (1.5 * 2^23 + 127 * 128) (vmac.f), K = -128 / ln 2 (bf16),
//   rounds 128 a to an integer in e's low mantissa bits, exp(-g) = 2^a; those 16 bits
//   (vsrsm.s16.s32, shift 0, wrapping) are 128 (n + 127) + m with a = n + f, f = m / 128 in [0, 1):
//   the bf16 bits of 2^n (1 + f), the exponent field 2^n and the mantissa the degree-1 polynomial
//   1 + f of 2^f.
//   d = 1 + c 2^a (vmac.f), c = 0.96875 centring 1 + f's error (0 .. +6.1 %) to -3 .. +2.8 %.
//   reciprocal: the seed r0 has the bf16 bits 0x7EF0 - bits(d) (vsub.16: the exponent negated,
//   the mantissa linearly, within 6 %), one Newton step t = 2 - d r0 (vmsc.f); then
//   y = ((g u) r0) t (three vmul.f), g unclamped: y = g u past 16, about 0 below -16.
//   Accuracy: over every bf16 g the sigmoid is within 0.01 and SiLU(g) within 4.2 % where
//   |SiLU(g)| > 0.01; the products accumulate bf16 inputs in fp32 and round once to bf16
//   (crRnd = 12, nearest even), G and U once more as they are stored.
//   Schedule: six vec-slot operations per 16 elements (e, d, t, g u, (g u) r0, y), so the
//   modulo-scheduled loop takes one vector every 6 cycles (II 6, nine stages, the move slot's four
//   operations and the store slot's five beside them); g is loaded twice (for the exponent and for
//   g u) rather than held across trips. A prologue starts eight vectors, the epilogue drains them.
// Registers: r0 0x1C, r5 shuffle mode 14, r6 0x3C; r10..r13 Wd, Y, G, U; r16, r17 (vector masks)
// saved in r14, r15. Gating constants: x6 -16, x7 16, x8 K | c, x9 0x7EF0; bml5 the rounding
// constant, bml6 1, bml7 2.
    .equ XT, D / 8                 // k-steps of the gate and up projections
    .equ GT, F / 8                 // k-steps of the down projection

// GEMM KT, NT, ZP, HOUT: one bf16 matrix product as Peano compiles mlir-aie's
// matmul_vectorized_2x2 kernel (aie2_matmul.inc says how its operands are laid out).
    .include "../../targets/aie2_matmul.inc"

kernel:
    mova r4, #12 ; mov r14, r16                 // r16, r17 (callee-saved) hold vector masks below
    mov crRnd, r4 ; mova r0, #28                // round to nearest even; r0: 4x8x4 product (0x1C)
    mov r15, r17 ; mova r5, #14                 // r5: vshuffle mode 14
    mov r10, p3 ; mova r6, #60                  // r10: Wd; r6: element-wise product (0x3C)
    movxm r7, #2 * M * F
    mov r11, p4                                 // r11: Y
    mov r12, p5                                 // r12: the gate projection G
    mov r13, p5                                 // r13: the up projection U, 2 M F bytes on
    add r13, r13, r7 ; mov r8, p0               // r8: X
    mov r9, p2                                  // r9: Wu
    // G = X @ Wg (M x F), in 4x8 tiles
    mov p5, p0
    mov p2, p1
    mov p3, r12
    mov p4, r12
    GEMM XT, F / 4, M / 8, 1
    // U = X @ Wu (M x F), in 4x8 tiles
    mov p0, r8
    mov p5, r8
    mov p1, r9
    mov p2, r9
    mov p3, r13
    mov p4, r13
    GEMM XT, F / 4, M / 8, 1
    .equ ACT_STAGES, 9
    // G = SiLU(G) * U in place, 16 elements a trip
    mov p0, r12
    mov p1, r12
    mov p2, r13
    mov p3, r12
    mova r7, #0
    movxm r1, #0x4B403F80                       // 1.5 * 2^23 + 127 * 128
    movxm r2, #0x3F800000                       // 1
    movxm r3, #0x40000000                       // 2
    vbcst.32 x0, r1
    vbcst.32 x1, r2
    vbcst.32 x2, r3
    vmov bml5, x0
    vmov bml6, x1
    vmov bml7, x2
    movxm r1, #0xC180                           // -16
    movxm r2, #0x4180                           // 16
    movxm r3, #0xC339                           // K = -128 / ln 2 (bf16)
    movxm r4, #0x3F78                           // c = 0.96875
    movxm r17, #-65536                          // lanes 16..31
    movxm r8, #0x7EF0                           // reciprocal seed
    mov s0, r7
    vbcst.16 x8, r3
    vbcst.16 x11, r4
    vbcst.16 x6, r1
    vsel.16 x8, x8, x11, r17
    vbcst.16 x7, r2
    vbcst.16 x9, r8
    vbcst.32 x0, r7
    vbcst.32 x1, r7
    vbcst.32 x2, r7
    vbcst.32 x3, r7
    vbcst.32 x4, r7
    vbcst.32 x5, r7
    vbcst.32 x10, r7
    movxm ls, #act
    movxm le, #act_end
    movxm r1, #M * F / 16 - ACT_STAGES + 1
    add.nc lc, r1, #0
    vlda wl0, [p0], #32
    nop
    nop
    nop
    nop
    nop
    vlda wl0, [p0], #32
    vmax_lt.bf16 x0, r16, x0, x6
    nop
    vmin_ge.bf16 x0, r16, x0, x7
    nop
    vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32
    vmax_lt.bf16 x0, r16, x0, x6
    nop
    vmin_ge.bf16 x0, r16, x0, x7
    nop
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32
    vmax_lt.bf16 x0, r16, x0, x6
    nop
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml2, bml6, x4, x8, r6
    nop
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32
    vmax_lt.bf16 x0, r16, x0, x6 ; vmul.f bml0, x1, x10, r6
    nop
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    nop
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vmsc.f bml3, bml7, x5, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vmul.f bml4, x3, x11, r6
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5 ; vmul.f bmh0, x3, x2, r6
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
act:
    vlda wl0, [p0], #32 ; vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
act_end:
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0 ; vmac.f bml1, bml5, x0, x8, r6
    vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    vlda wl1, [p1], #32 ; vsrsm.s16.s32 wh4, bml1, s0
    vldb wl10, [p2], #32 ; vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vconv.bf16.fp32 wl5, bml2 ; vmac.f bml2, bml6, x4, x8, r6
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    nop
    vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vconv.bf16.fp32 wl3, bml0 ; vmul.f bml0, x1, x10, r6
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    vconv.bf16.fp32 wl5, bml2
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    nop
    vsub.16 x11, x9, x5 ; vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    vconv.bf16.fp32 wl3, bml0
    vconv.bf16.fp32 wl2, bml3 ; vmsc.f bml3, bml7, x5, x11, r6
    nop
    vconv.bf16.fp32 wl3, bml4 ; vmul.f bml4, x3, x11, r6
    nop
    vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    nop
    vconv.bf16.fp32 wl2, bml3
    nop
    vconv.bf16.fp32 wl3, bml4
    nop
    vst.conv.bf16.fp32 bmh0, [p3], #32 ; vmul.f bmh0, x3, x2, r6
    nop
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bmh0, [p3], #32
    // Y = G @ Wd (M x D), in 4x4 tiles
    mov p0, r12
    mov p5, r12
    mov p1, r10
    mov p2, r10
    mov p3, r11
    mov p4, r11
    GEMM GT, D / 4, M / 8, 0
    ret lr
    mov r16, r14
    mov r17, r15
    nop
    nop
    nop
