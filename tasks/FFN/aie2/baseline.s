// FFN, Y = GELU(X @ W1) @ W2, as Peano compiles a plain AIE-API kernel of three loops: the up
// projection H = X @ W1 (mlir-aie's matmul_vectorized_2x2: aie::mmul<4, 8, 4> on bf16 with fp32
// accumulators, 2x2 blocks of output tiles), GELU over H in place (aie::mul / aie::mac on 16-lane
// vectors, as the prompt's tanh form through a sigmoid), and the down projection Y = H @ W2 (the
// same matmul), in the order of PLENA's FFN template.
//
// Layout: X in 4x8 tiles, W1 and W2 in 8x4 tiles, Y in 4x4 tiles (bf16, tiles row-major, each tile
// row-major); H (M x F, bf16) in the scratch at p4, in 4x8 tiles, as the down projection's left
// operand wants it: each block's two horizontally adjacent 4x4 results are converted to bf16 and
// interleaved row by row by one vshuffle (mode 14: 8-byte pieces of two vectors alternating) into
// one 4x8 tile.
//
// Products: for each pair of A tile rows and each pair of B tile columns, four accumulators
// (bml0..bml3) take the sum over the k-steps of the four 4x8 by 8x4 tile products (vmac.f,
// configuration 0x1C), the first k-step peeled as vmul.f. Each A and B tile feeds two products, so
// a k-step's four tile loads (vlda and vldb together, 64 bytes a bundle) take 4 cycles, as long as
// its four vmac.f. The k loop is a 4-bundle zero-overhead loop, software-pipelined two k-steps deep
// (a load lands 7 cycles after it issues; each accumulator is read again 4 cycles after its
// previous vmac.f, when that one's sum is due). A block takes 4 F/8 + 14 cycles in the down
// projection, its four vst.conv in the delay slots of the branch back, and 4 D/8 + 20 in the up
// projection, whose conversions, shuffles and 4x8 stores wait for the last sums. The loops over
// blocks are counted by branches (jnz), their pointer steps in modifier registers.
//
// GELU: 0.5 h (1 + tanh(z)) = h sigmoid(2 z) = h / (1 + exp(-2 z)), z = sqrt(2/pi) (h + 0.044715 h^3),
// on 16 elements at a time in the element-wise shape (configuration 0x3C; lanes 16..31 zero):
//   hc = min(max(h, -8), 8) (vmax_lt / vmin_ge.bf16): past +-8, sigmoid(2 z) is 0 or 1 in bf16.
//   s = hc^2 (vmul.f); w = K1 + K2 s (vmac.f), K1 = -128 * 2 sqrt(2/pi) / ln 2, K2 = 0.044715 K1
//   (bf16), so that hc w = 128 a with exp(-2 z) = 2^a.
//   exp, by range reduction: e = hc w + (1.5 * 2^23 + 127 * 128) (vmac.f) rounds 128 a to an
//   integer in e's low mantissa bits; those 16 bits (vsrsm.s16.s32, shift 0, wrapping) are
//   128 (n + 127) + m with a = n + f, f = m / 128 in [0, 1): the bf16 bits of 2^n (1 + f), the
//   exponent field 2^n and the mantissa the degree-1 polynomial 1 + f of 2^f.
//   d = 1 + c 2^a (vmac.f), c = 0.96875 centring 1 + f's error (0 .. +6.1 %) to -3 .. +2.8 %.
//   reciprocal: the seed r0 has the bf16 bits 0x7EF0 - bits(d) (vsub.16: the exponent negated,
//   the mantissa linearly, within 6 %), one Newton step t = 2 - d r0 (vmsc.f), then
//   y = (h r0) t (two vmul.f), with h unclamped: y = h past 8, about 0 below -8 (d >= 2^71).
//   Accuracy: over every bf16 h the sigmoid is within 0.012 and y within 3.8 % of GELU where
//   |GELU(h)| > 0.01; the products accumulate bf16 inputs in fp32 and round once to bf16
//   (crRnd = 12, nearest even), H once more as it is stored.
//   Schedule: seven vec-slot operations per 16 elements (s, w, e, d, t, h r0, y), so the
//   modulo-scheduled loop takes one vector every 7 cycles (II 7, ten stages, the move slot's six
//   operations and the store slot's six beside them); h is loaded three times (for s, for e and
//   for h r0) rather than held across trips. A prologue starts nine vectors, the epilogue drains
//   them.
// Registers: r0 0x1C, r5 shuffle mode 14, r6 0x3C; r10..r12 W2, Y, H; r16, r17 (vector masks)
// saved in r14, r15. GELU constants: x6 -8, x7 8, x8 K2 | c, x9 0x7EF0; bml5 the rounding
// constant, bml6 1, bml7 2, bml8 K1.
    .equ XT, D / 8                 // k-steps of the first product (X @ W1)
    .equ HT, F / 8                 // k-steps of the second product (H @ W2)

// GEMM KT, NT, ZP, HOUT: one bf16 matrix product as Peano compiles mlir-aie's
// matmul_vectorized_2x2 kernel (aie2_matmul.inc says how its operands are laid out).
    .include "../../targets/aie2_matmul.inc"

kernel:
    mova r4, #12 ; mov r14, r16                 // r16, r17 (callee-saved) hold vector masks below
    mov crRnd, r4 ; mova r0, #28                // round to nearest even; r0: 4x8x4 product (0x1C)
    mov r15, r17 ; mova r5, #14                 // r5: vshuffle mode 14
    mov r10, p2 ; mova r6, #60                  // r10: W2; r6: element-wise product (0x3C)
    mov r11, p3                                 // r11: Y
    mov r12, p4                                 // r12: H
    // H = X @ W1 (M x F), in 4x8 tiles
    mov p5, p0
    mov p2, p1
    mov p3, p4
    GEMM XT, F / 4, M / 8, 1
    .equ ACT_STAGES, 10
    // H = GELU(H) in place, 16 elements a trip
    mov p0, r12
    mov p1, r12
    mov p2, r12
    mov p3, r12
    mova r7, #0
    movxm r1, #0xC100                           // -8
    movxm r2, #0x4100                           // 8
    movxm r3, #0xC153                           // K2 = 0.044715 K1 (bf16)
    movxm r4, #0x3F78                           // c = 0.96875
    movxm r17, #-65536                          // lanes 16..31
    movxm r8, #0x7EF0                           // reciprocal seed
    mov s0, r7
    vbcst.32 x0, r7
    vbcst.32 x1, r7
    vbcst.32 x2, r7
    vbcst.32 x4, r7
    vbcst.32 x5, r7
    vbcst.32 x10, r7
    vbcst.16 x6, r1
    vbcst.16 x7, r2
    vbcst.16 x8, r3
    vbcst.16 x3, r4
    vbcst.16 x9, r8
    vsel.16 x8, x8, x3, r17
    movxm r1, #0x4B403F80                       // 1.5 * 2^23 + 127 * 128
    movxm r2, #0x3F800000                       // 1
    movxm r3, #0x40000000                       // 2
    movxm r4, #-1013754015                      // K1 = -128 * 2 sqrt(2 / pi) / ln 2
    vbcst.32 x11, r1
    vbcst.32 x3, r2
    vmov bml5, x11
    vmov bml6, x3
    vbcst.32 x11, r3
    vbcst.32 x3, r4
    vmov bml7, x11
    vmov bml8, x3
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
    nop
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    nop
    vmin_ge.bf16 x0, r16, x0, x7
    nop
    vmul.f bml0, x0, x0, r6
    nop
    nop
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    vldb wl10, [p1], #32
    vmin_ge.bf16 x0, r16, x0, x7
    vconv.bf16.fp32 wl2, bml0
    vmul.f bml0, x0, x0, r6
    vmac.f bml1, bml8, x2, x8, r6
    nop
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6
    vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vmac.f bml1, bml8, x2, x8, r6
    vmac.f bml2, bml5, x10, x2, r6
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6
    vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vmac.f bml2, bml5, x10, x2, r6
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vmac.f bml2, bml5, x10, x2, r6
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vmac.f bml2, bml5, x10, x2, r6
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0 ; vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
act:
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0 ; vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
act_end:
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
    vmax_lt.bf16 x0, r16, x0, x6 ; vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vmin_ge.bf16 x0, r16, x0, x7 ; vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0 ; vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r6
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vldb wl10, [p1], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0 ; vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1
    vsrsm.s16.s32 wh4, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r6
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmin_ge.bf16 x10, r16, x10, x7 ; vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5 ; vconv.bf16.fp32 wl2, bml1
    vsrsm.s16.s32 wh4, bml2, s0
    vconv.bf16.fp32 wl1, bml4 ; vmac.f bml2, bml5, x10, x2, r6
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5
    vsrsm.s16.s32 wh4, bml2, s0
    vconv.bf16.fp32 wl1, bml4
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32 ; vmac.f bml3, bml6, x4, x8, r6
    vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5
    nop
    vconv.bf16.fp32 wl1, bml4
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vlda wl2, [p2], #32 ; vconv.bf16.fp32 wl5, bml3 ; vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32
    vmul.f bmh1, x2, x1, r6
    vsub.16 x11, x9, x5
    nop
    vconv.bf16.fp32 wl1, bml4
    vconv.bf16.fp32 wl2, bmh0 ; vmsc.f bml4, bml7, x5, x11, r6
    vmul.f bmh0, x2, x11, r6
    vst.conv.bf16.fp32 bmh1, [p3], #32
    vmul.f bmh1, x2, x1, r6
    nop
    nop
    vconv.bf16.fp32 wl1, bml4
    vconv.bf16.fp32 wl2, bmh0
    nop
    vst.conv.bf16.fp32 bmh1, [p3], #32
    vmul.f bmh1, x2, x1, r6
    nop
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bmh1, [p3], #32
    // Y = H @ W2 (M x D), in 4x4 tiles
    mov p0, r12
    mov p5, r12
    mov p1, r10
    mov p2, r10
    mov p3, r11
    mov p4, r11
    GEMM HT, D / 4, M / 8, 0
    ret lr
    mov r16, r14
    mov r17, r15
    nop
    nop
    nop
