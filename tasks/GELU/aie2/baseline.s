// GELU (tanh form) as Peano compiles an AIE-API loop over 16-lane bf16 vectors. With
// 1 + tanh(z) = 2 sigmoid(2 z), y = x * sigmoid(2 z) = x / (1 + exp(-2 z)), z = sqrt(2 / pi) (x + 0.044715 x^3):
//   x (bf16, dm at p0) -> y (bf16, dm at p1), M * N / 16 vectors of 16 elements.
//   xl = max(x, -8); xc = min(xl, 8)                   vmax_lt / vmin_ge (sigmoid(2 z) is 0 or 1 past them)
//   s = xc^2 (vmul.f); w = K1 + K2 s (vmac.f), K1 = -128 * 2 sqrt(2 / pi) log2(e) = -294,
//     K2 = 0.044715 K1 = -13.19 (bf16), so that xc w = 128 a with exp(-2 z) = 2^a.
//   2^a by range reduction in one vmac.f: u = xc * w + (1.5 * 2^23 + 127 * 128) in fp32 rounds 128 a to
//     an integer k in u's low mantissa bits, and those 16 bits (vsrsm, shift 0, wrapping) are k + 127 * 128:
//     the bf16 bits of 2^floor(a) * (1 + frac(a)), the exponent field 2^n and the mantissa the degree-1
//     polynomial of the fraction. d = 1 + c * that (vmac.f), c = 0.96875 centring its error (+-3 %).
//   1 / d: a seed from the exponent bits, r0 = bits(0x7EF0 - bits(bf16(d))) (vsub.16, 6 % error), and one
//     Newton step, t = 2 - d * r0 (vmsc.f), error 0.5 %; y = (xl * r0) * t (two vmul.f).
//   Accuracy: over every finite bf16 input the worst error is 27 % of the tolerance (atol 0.03 +
//   rtol 0.03); x <= -8 gives y = -8 * 2^-71, about -0; x >= 8 gives y = x.
// Schedule: seven vec-slot operations per 16-element vector (x^2, the cubic's coefficient, the
// exponent, 1 + c 2^a, the Newton step and the two final products), so the modulo-scheduled loop
// takes one vector every 7 cycles (II 7; the store port alone would allow 1). The 16 lanes of each
// product sit in the element-wise shape's lanes 0..15 with zeros in 16..31 (vmul.f 0x3C adds lanes l
// and l + 16); 2^a's bits land in lanes 16..31 of x3 and meet c in lanes 16..31 of x8, whose lanes
// 0..15 hold K2. x is read three times (p0 for x^2, p3 for the exponent, p2 for the final product)
// rather than held across trips. The loop runs STAGES vectors deep: the prologue, with the constants'
// set-up in its free slots, starts STAGES - 1 of them, and the epilogue, ending in the return's delay
// slots, drains them.
// Registers: x6 -8, x7 8, x8 K2 | c, x9 0x7EF0; bml5 the rounding constant, bml6 1, bml7 2, bml8 K1;
// r0 the element-wise configuration 0x3C; crRnd 12 (round to nearest even).
    .equ STAGES, 10
kernel:
    vclr bmh2 ; mov p2, p0 ; mova r1, #12
    mov p3, p0 ; mova r0, #60
    mov crRnd, r1 ; mova r2, #M * N / 16 - STAGES + 1
    movxm r5, #0xC100
    vbcst.16 x6, r5
    movxm r6, #0x4100
    vconv.bf16.fp32 wh0, bmh2 ; vbcst.16 x7, r6 ; vlda wl0, [p0], #32
    movxm r12, #-1013776384 ; vconv.bf16.fp32 wh2, bmh2
    movxm r3, #0xC153 ; vconv.bf16.fp32 wh10, bmh2
    movxm r4, #0x3F78
    vbcst.32 x1, r12
    vbcst.16 x8, r3
    vbcst.16 x3, r4
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    movxm r17, #-65536
    vconv.bf16.fp32 wh1, bmh2 ; vmin_ge.bf16 x0, r16, x0, x7
    vmov bml8, x1 ; vconv.bf16.fp32 wl3, bmh2
    vsel.16 x8, x8, x3, r17 ; vmul.f bml0, x0, x0, r0
    movxm r9, #1262501760
    vbcst.32 x4, r9
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmov bml5, x4 ; vlda wl10, [p3], #32
    vmin_ge.bf16 x0, r16, x0, x7
    movxm r10, #1065353216 ; vconv.bf16.fp32 wl2, bml0
    vbcst.32 x5, r10 ; vmul.f bml0, x0, x0, r0
    movxm r11, #1073741824 ; vconv.bf16.fp32 wh5, bmh2 ; vmac.f bml1, bml8, x2, x8, r0
    vmov bml6, x5
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vbcst.32 x11, r11 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    movxm r7, #0x7EF0 ; vconv.bf16.fp32 wh11, bmh2 ; vmac.f bml1, bml8, x2, x8, r0
    vmov bml7, x11 ; vmac.f bml2, bml5, x10, x2, r0
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vbcst.16 x9, r7 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    vsrsm.s16.s32 wh3, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r0
    movxm ls, #loop ; vmac.f bml2, bml5, x10, x2, r0
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    movxm le, #loop_end ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    vsrsm.s16.s32 wh3, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r0
    add.nc lc, r2, #0 ; vmac.f bml2, bml5, x10, x2, r0
    vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vconv.bf16.fp32 wl11, bml3 ; vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vsub.16 x4, x9, x11 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    vsrsm.s16.s32 wh3, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r0
    vmax_lt.bf16 x1, r16, x1, x6 ; vmac.f bml2, bml5, x10, x2, r0
    vmsc.f bml4, bml7, x11, x4, r0 ; vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmul.f bmh0, x1, x4, r0 ; vconv.bf16.fp32 wl11, bml3 ; vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vmin_ge.bf16 x0, r16, x0, x7
    vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vsub.16 x4, x9, x11 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    vsrsm.s16.s32 wh3, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r0
    vconv.bf16.fp32 wl2, bml4 ; vmax_lt.bf16 x1, r16, x1, x6 ; vmac.f bml2, bml5, x10, x2, r0
    vconv.bf16.fp32 wl5, bmh0 ; vmsc.f bml4, bml7, x11, x4, r0 ; vmax_lt.bf16 x0, r16, x0, x6 ; vlda wl0, [p0], #32
    vmul.f bmh0, x1, x4, r0 ; vconv.bf16.fp32 wl11, bml3 ; vmax_lt.bf16 x10, r16, x10, x6 ; vlda wl10, [p3], #32
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vmin_ge.bf16 x0, r16, x0, x7
    vmul.f bmh1, x5, x2, r0 ; vmin_ge.bf16 x10, r16, x10, x7 ; vconv.bf16.fp32 wl2, bml0
    vsub.16 x4, x9, x11 ; vconv.bf16.fp32 wl2, bml1 ; vmul.f bml0, x0, x0, r0
    vsrsm.s16.s32 wh3, bml2, s0 ; vmac.f bml1, bml8, x2, x8, r0
    vconv.bf16.fp32 wl2, bml4 ; vmax_lt.bf16 x1, r16, x1, x6 ; vmac.f bml2, bml5, x10, x2, r0
loop:
    vlda wl0, [p0], #32 ; vmax_lt.bf16 x0, r16, x0, x6 ; vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vlda wl10, [p3], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vconv.bf16.fp32 wl2, bml0 ; vmin_ge.bf16 x10, r16, x10, x7 ; vmul.f bmh1, x5, x2, r0
    vmul.f bml0, x0, x0, r0 ; vconv.bf16.fp32 wl2, bml1 ; vsub.16 x4, x9, x11
    vmac.f bml1, bml8, x2, x8, r0 ; vsrsm.s16.s32 wh3, bml2, s0
loop_end:
    vmac.f bml2, bml5, x10, x2, r0 ; vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmax_lt.bf16 x0, r16, x0, x6 ; vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vlda wl10, [p3], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmin_ge.bf16 x0, r16, x0, x7 ; vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vconv.bf16.fp32 wl2, bml0 ; vmin_ge.bf16 x10, r16, x10, x7 ; vmul.f bmh1, x5, x2, r0
    vmul.f bml0, x0, x0, r0 ; vconv.bf16.fp32 wl2, bml1 ; vsub.16 x4, x9, x11
    vmac.f bml1, bml8, x2, x8, r0 ; vsrsm.s16.s32 wh3, bml2, s0
    vmac.f bml2, bml5, x10, x2, r0 ; vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vlda wl10, [p3], #32 ; vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vconv.bf16.fp32 wl2, bml0 ; vmin_ge.bf16 x10, r16, x10, x7 ; vmul.f bmh1, x5, x2, r0
    vconv.bf16.fp32 wl2, bml1 ; vsub.16 x4, x9, x11
    vmac.f bml1, bml8, x2, x8, r0 ; vsrsm.s16.s32 wh3, bml2, s0
    vmac.f bml2, bml5, x10, x2, r0 ; vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vmax_lt.bf16 x10, r16, x10, x6 ; vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vmin_ge.bf16 x10, r16, x10, x7 ; vmul.f bmh1, x5, x2, r0
    vconv.bf16.fp32 wl2, bml1 ; vsub.16 x4, x9, x11
    vsrsm.s16.s32 wh3, bml2, s0
    vmac.f bml2, bml5, x10, x2, r0 ; vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vmul.f bmh1, x5, x2, r0
    vsub.16 x4, x9, x11
    vsrsm.s16.s32 wh3, bml2, s0
    vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vmac.f bml3, bml6, x3, x8, r0 ; vldb wl1, [p2], #32 ; vst.conv.bf16.fp32 bmh1, [p1], #32
    vmul.f bmh1, x5, x2, r0
    vsub.16 x4, x9, x11
    nop
    vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vconv.bf16.fp32 wl11, bml3 ; vmul.f bmh0, x1, x4, r0
    vst.conv.bf16.fp32 bmh1, [p1], #32
    vmul.f bmh1, x5, x2, r0
    vsub.16 x4, x9, x11
    nop
    vmax_lt.bf16 x1, r16, x1, x6 ; vconv.bf16.fp32 wl2, bml4
    vmsc.f bml4, bml7, x11, x4, r0 ; vconv.bf16.fp32 wl5, bmh0
    vmul.f bmh0, x1, x4, r0
    vst.conv.bf16.fp32 bmh1, [p1], #32
    vmul.f bmh1, x5, x2, r0
    nop
    nop
    vconv.bf16.fp32 wl2, bml4
    vconv.bf16.fp32 wl5, bmh0
    nop
    vst.conv.bf16.fp32 bmh1, [p1], #32
    vmul.f bmh1, x5, x2, r0
    ret lr
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bmh1, [p1], #32

