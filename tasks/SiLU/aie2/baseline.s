// SiLU as Peano compiles an AIE-API loop over 16-lane bf16 vectors, y = x * sigmoid(x) with the
// exponential and the reciprocal built from multiplies, as AIE2 has neither:
//   x (bf16, dm at p0) -> y (bf16, dm at p1), M * N / 16 vectors of 16 elements.
//   xl = max(x, -80); xc = min(xl, 16)                 vmax_lt / vmin_ge (sigmoid saturates past both)
//   exp(-x) = 2^a, a = -x log2(e): one vmac.f computes u = xc * (-128 log2 e) + (1.5 * 2^23 + 127 * 128)
//     in fp32; adding 1.5 * 2^23 rounds 128 a to an integer k in u's low mantissa bits (range
//     reduction), and those 16 bits (vsrs, shift 0, wrapping) are k + 127 * 128: the bf16 bits of
//     2^floor(a) * (1 + frac(a)), the exponent field 2^n and the mantissa the degree-1 polynomial of
//     the fraction. d = 1 + c * that (vmac.f), c = 0.96875 centring the polynomial's error (+-3 %).
//   1 / d: a seed from the exponent bits, r0 = bits(0x7EF0 - bits(bf16(d))) (vsub.16, 6 % error),
//     and one Newton step, t = 2 - d * r0 (vmsc.f), error 0.5 %; y = (xl * r0) * t (two vmul.f).
//   Accuracy: over every finite bf16 input the worst error is 27 % of the tolerance
//   (atol 0.03 + rtol 0.03); x <= -80 gives y = xl / 2^115, about -0; x >= 16 gives y = x (1 - 2^-23).
// Schedule: five vec-slot operations per 16-element vector (the two products of the Newton step,
// the exponent's and 1 + c 2^a's), so the modulo-scheduled loop takes one vector every 5 cycles
// (II 5; the store port alone would allow 1). The 16 lanes of each product sit in the element-wise
// shape's lanes 0..15 with zeros in 16..31 (vmul.f 0x3C adds lanes l and l + 16); x is read twice
// (p0 for the exponent, p2 for the final product, 25 cycles later) instead of holding it for 5 trips.
// The loop runs STAGES vectors deep: the prologue, with the constants' set-up in its free slots,
// starts STAGES - 1 of them, and the epilogue, ending in the return's delay slots, drains them.
// Registers: x7 -80, x8 16, x9 -185 (bf16 of -128 log2 e), x10 c, x11 0x7EF0; bml5 the rounding
// constant, bml6 1, bml7 2; r0 the element-wise configuration 0x3C; crRnd 12 (round to nearest even).
    .equ STAGES, 11
kernel:
    vclr bml8 ; mov p2, p0 ; mova r1, #12
    mov crRnd, r1 ; mova r0, #60
    movxm r4, #0xC2A0 ; mova r2, #M * N / 16 - STAGES + 1
    vbcst.16 x7, r4 ; mova r3, #0
    movxm r9, #0x4B403F80
    movxm r5, #0x4180
    vconv.bf16.fp32 wh0, bml8 ; vbcst.32 x4, r9
    vbcst.16 x8, r5 ; vconv.bf16.fp32 wh2, bml8
    movxm r10, #0x3F800000 ; vconv.bf16.fp32 wh3, bml8 ; vlda wl0, [p0], #32
    movxm r6, #0xC339 ; vconv.bf16.fp32 wh1, bml8
    vmov bml5, x4 ; vconv.bf16.fp32 wh5, bml8
    vbcst.32 x9, r10 ; vconv.bf16.fp32 wh6, bml8
    movxm r11, #0x40000000
    movxm r7, #0x3F78 ; vlda wl0, [p0], #32
    vmov bml6, x9
    vmax_lt.bf16 x0, r16, x0, x7
    vbcst.16 x9, r6
    vmin_ge.bf16 x0, r16, x0, x8
    vbcst.32 x10, r11 ; vlda wl0, [p0], #32
    movxm r8, #0x7EF0 ; vmac.f bml0, bml5, x0, x9, r0
    vmax_lt.bf16 x0, r16, x0, x7
    vbcst.16 x11, r8
    vmin_ge.bf16 x0, r16, x0, x8
    vmov bml7, x10 ; vlda wl0, [p0], #32
    vbcst.16 x10, r7 ; vmac.f bml0, bml5, x0, x9, r0
    vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    movxm ls, #loop
    vmin_ge.bf16 x0, r16, x0, x8
    movxm le, #loop_end ; vlda wl0, [p0], #32
    add.nc lc, r2, #0 ; vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    nop
    vmin_ge.bf16 x0, r16, x0, x8
    vldb wl1, [p2], #32 ; vlda wl0, [p0], #32
    vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    vconv.bf16.fp32 wl3, bml1
    vmin_ge.bf16 x0, r16, x0, x8
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vlda wl0, [p0], #32
    vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7 ; vconv.bf16.fp32 wl3, bml1
    vmin_ge.bf16 x0, r16, x0, x8
    vmul.f bml3, x1, x4, r0 ; vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vlda wl0, [p0], #32
    vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7 ; vconv.bf16.fp32 wl3, bml1
    vconv.bf16.fp32 wl5, bml2 ; vmin_ge.bf16 x0, r16, x0, x8
    vmul.f bml3, x1, x4, r0 ; vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vlda wl0, [p0], #32
    vconv.bf16.fp32 wl6, bml3 ; vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7 ; vconv.bf16.fp32 wl3, bml1
    vmul.f bml4, x6, x5, r0 ; vconv.bf16.fp32 wl5, bml2 ; vmin_ge.bf16 x0, r16, x0, x8
    vmul.f bml3, x1, x4, r0 ; vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vlda wl0, [p0], #32
    vconv.bf16.fp32 wl6, bml3 ; vmac.f bml0, bml5, x0, x9, r0
    vmac.f bml1, bml6, x2, x10, r0 ; vsrs.s16.s32 wl2, bml0, s0 ; vmax_lt.bf16 x0, r16, x0, x7
    vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7 ; vconv.bf16.fp32 wl3, bml1
    vmul.f bml4, x6, x5, r0 ; vconv.bf16.fp32 wl5, bml2 ; vmin_ge.bf16 x0, r16, x0, x8
loop:
    vlda wl0, [p0], #32 ; vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vmac.f bml0, bml5, x0, x9, r0 ; vconv.bf16.fp32 wl6, bml3
    vmax_lt.bf16 x0, r16, x0, x7 ; vsrs.s16.s32 wl2, bml0, s0 ; vmac.f bml1, bml6, x2, x10, r0
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
loop_end:
    vmin_ge.bf16 x0, r16, x0, x8 ; vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vmac.f bml0, bml5, x0, x9, r0 ; vconv.bf16.fp32 wl6, bml3
    vmax_lt.bf16 x0, r16, x0, x7 ; vsrs.s16.s32 wl2, bml0, s0 ; vmac.f bml1, bml6, x2, x10, r0
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vmin_ge.bf16 x0, r16, x0, x8 ; vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vmac.f bml0, bml5, x0, x9, r0 ; vconv.bf16.fp32 wl6, bml3
    vsrs.s16.s32 wl2, bml0, s0 ; vmac.f bml1, bml6, x2, x10, r0
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    vsrs.s16.s32 wl2, bml0, s0 ; vmac.f bml1, bml6, x2, x10, r0
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    vmac.f bml1, bml6, x2, x10, r0
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vldb wl1, [p2], #32 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    nop
    vconv.bf16.fp32 wl3, bml1 ; vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vsub.16 x4, x11, x3 ; vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    nop
    vmsc.f bml2, bml7, x3, x4, r0 ; vmax_lt.bf16 x1, r16, x1, x7
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vmul.f bml3, x1, x4, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    nop
    nop
    vconv.bf16.fp32 wl5, bml2 ; vmul.f bml4, x6, x5, r0
    vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl6, bml3
    nop
    nop
    vmul.f bml4, x6, x5, r0
    vst.conv.bf16.fp32 bml4, [p1], #32 ; ret lr
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bml4, [p1], #32

