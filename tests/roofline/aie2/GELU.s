// GELU (tanh form) without an exponential: y = x / 2 + g(x) / 2 with g(x) = x tanh(z(x)) even and
// close to |x| past 2.8, so y = x / 2 + max(|x|, L) / 2 + P(s), s = min(x^2, L^2), L = 2.797 (bf16),
// P a cubic in s fitted (minimax over the bf16 tolerance, with P(L^2) = 0 so that |x| > L gives
// relu(x)): per 16 elements x^2 (vmul.f), the clamp (vmin_ge), two Horner steps and P (three
// vmac.f, fp32 constants in accumulators) and y = P + [x | max(|x|, L)] * [1/2 | 1/2] (vmac.f; the
// second operand built from one 32-lane load of x twice by vband with 0x7FFF on lanes 16..31 and
// vmax_lt against [-3.4e38 | L]). Five vec-slot operations per 16 elements against the baseline's
// seven: II 20 for four vectors, s kept in four registers (x2, x3, x5, x6) across the trips it
// lives. Worst error over every finite bf16 input: 41 % of the tolerance.
    .equ STAGES, 4
kernel:

    vclr bmh8 ; mov p2, p0 ; mova r12, #12
    mov p3, p0 ; mova r0, #60
    mov crRnd, r12
    movxm r13, #0x40fa
    vbcst.16 x7, r13
    movxm r22, #-1121709033
    vconv.bf16.fp32 wh0, bmh8 ; vbcst.32 x3, r22
    vconv.bf16.fp32 wh2, bmh8 ; movxm r19, #0x4033
    movxm r20, #0x3b06 ; vconv.bf16.fp32 wh1, bmh8
    vbcst.16 x10, r19 ; vconv.bf16.fp32 wh3, bmh8
    vmov bml5, x3
    movxm r22, #1052470052
    vbcst.32 x5, r22 ; vlda wl0, [p0], #32
    vconv.bf16.fp32 wh5, bmh8 ; movxm r22, #-1078839432
    vmov bml6, x5
    vbcst.32 x6, r22
    vconv.bf16.fp32 wh6, bmh8 ; movxm r14, #-1
    vmov bml7, x6 ; vlda wl0, [p0], #32
    movxm r15, #0x7FFF
    vbcst.16 x8, r14 ; vmul.f bml0, x0, x0, r0
    vbcst.16 x9, r15
    movxm r17, #-65536
    movxm r18, #0xFF7F ; vlda wl0, [p0], #32
    vsel.16 x8, x8, x9, r17
    vbcst.16 x9, r18 ; vmul.f bml0, x0, x0, r0
    vbcst.16 x10, r20 ; vconv.bf16.fp32 wl2, bml0
    vsel.16 x9, x9, x10, r17
    vmin_ge.bf16 x2, r16, x2, x7 ; vlda wl0, [p0], #32
    movxm r21, #0x3F00
    vbcst.16 x11, r21 ; vmul.f bml0, x0, x0, r0
    movxm r23, #M * N / 64 - STAGES + 1 ; vmac.f bml1, bml5, x2, x10, r0 ; vconv.bf16.fp32 wl3, bml0
    {
    nopv
.if (M * N / 64) >= 4
    movxm ls, #1f
.endif
    }
    {
    vmin_ge.bf16 x3, r16, x3, x7
.if 1 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    {
    nopv
.if (M * N / 64) >= 4
    movxm le, #2f
.endif
    }
    {
.if (M * N / 64) >= 4
    add.nc lc, r23, #0
.endif
    vmul.f bml0, x0, x0, r0
    }
    vmac.f bml1, bml5, x3, x10, r0 ; vconv.bf16.fp32 wl5, bml0
    vconv.bf16.fp32 wl1, bml1
    {
    vmin_ge.bf16 x5, r16, x5, x7
.if 1 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    vmac.f bml2, bml6, x2, x1, r0
    {
    nops
.if 1 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    vmac.f bml1, bml5, x5, x10, r0 ; vconv.bf16.fp32 wl6, bml0
    vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    {
    vmin_ge.bf16 x6, r16, x6, x7
.if 1 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    vmac.f bml2, bml6, x3, x1, r0
    {
    vconv.bf16.fp32 wl1, bml2
.if 1 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    vmac.f bml1, bml5, x6, x10, r0
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl2, bml0
.endif
    }
    vmac.f bml3, bml7, x2, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    {
    nopv
.if 1 < (M * N / 64)
    vmin_ge.bf16 x2, r16, x2, x7
.endif
.if 1 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    vband x4, x4, x8 ; vmac.f bml2, bml6, x5, x1, r0
    {
    vconv.bf16.fp32 wl1, bml2
.if 1 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    vmax_lt.bf16 x4, r16, x4, x9
.if 1 < (M * N / 64)
    vmac.f bml1, bml5, x2, x10, r0
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl3, bml0
.endif
    }
    vmac.f bml3, bml7, x3, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    {
    vmac.f bml4, bml3, x4, x11, r0
.if 1 < (M * N / 64)
    vmin_ge.bf16 x3, r16, x3, x7
.endif
.if 2 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    vband x4, x4, x8 ; vmac.f bml2, bml6, x6, x1, r0
    {
    vconv.bf16.fp32 wl1, bml2
.if 1 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    vmax_lt.bf16 x4, r16, x4, x9
.if 1 < (M * N / 64)
    vmac.f bml1, bml5, x3, x10, r0
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl5, bml0
.endif
    }
    {
    vmac.f bml3, bml7, x5, x1, r0
    vlda wl4, [p2], #32
    vldb wh4, [p3], #32
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
    }
    {
    vmac.f bml4, bml3, x4, x11, r0
.if 1 < (M * N / 64)
    vmin_ge.bf16 x5, r16, x5, x7
.endif
.if 2 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    {
    vst.conv.bf16.fp32 bml4, [p1], #32
    vband x4, x4, x8
.if 1 < (M * N / 64)
    vmac.f bml2, bml6, x2, x1, r0
.endif
    }
    {
    vconv.bf16.fp32 wl1, bml2
.if 2 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    vmax_lt.bf16 x4, r16, x4, x9
.if 1 < (M * N / 64)
    vmac.f bml1, bml5, x5, x10, r0
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl6, bml0
.endif
    }
    {
    vmac.f bml3, bml7, x6, x1, r0
.if 1 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 1 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
    }
    {
    vmac.f bml4, bml3, x4, x11, r0
.if 1 < (M * N / 64)
    vmin_ge.bf16 x6, r16, x6, x7
.endif
.if 2 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    {
    vst.conv.bf16.fp32 bml4, [p1], #32
    vband x4, x4, x8
.if 1 < (M * N / 64)
    vmac.f bml2, bml6, x3, x1, r0
.endif
    }
    {
    nopb
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 2 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    vmax_lt.bf16 x4, r16, x4, x9
.if 1 < (M * N / 64)
    vmac.f bml1, bml5, x6, x10, r0
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl2, bml0
.endif
    }
    {
    nopx
.if 1 < (M * N / 64)
    vmac.f bml3, bml7, x2, x1, r0
.endif
.if 1 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 1 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
    }
    {
    vmac.f bml4, bml3, x4, x11, r0
.if 2 < (M * N / 64)
    vmin_ge.bf16 x2, r16, x2, x7
.endif
.if 2 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
    }
    {
    vst.conv.bf16.fp32 bml4, [p1], #32
.if 1 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 1 < (M * N / 64)
    vmac.f bml2, bml6, x5, x1, r0
.endif
    }
    {
    nopb
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 2 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
    }
    {
    nopb
.if 1 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 2 < (M * N / 64)
    vmac.f bml1, bml5, x2, x10, r0
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl3, bml0
.endif
    }
    {
    nopx
.if 1 < (M * N / 64)
    vmac.f bml3, bml7, x3, x1, r0
.endif
.if 1 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 1 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
    }
.if (M * N / 64) >= 4
1:
    vlda wl0, [p0], #32 ; vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x3, r16, x3, x7
    vband x4, x4, x8 ; vmac.f bml2, bml6, x6, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl1, bml2 ; vmul.f bml0, x0, x0, r0
    vmac.f bml1, bml5, x3, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9 ; vconv.bf16.fp32 wl5, bml0
    vconv.bf16.fp32 wl1, bml1 ; vmac.f bml3, bml7, x5, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32
    vlda wl0, [p0], #32 ; vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x5, r16, x5, x7
    vmac.f bml2, bml6, x2, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    vmul.f bml0, x0, x0, r0 ; vconv.bf16.fp32 wl1, bml2
    vmac.f bml1, bml5, x5, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9 ; vconv.bf16.fp32 wl6, bml0
    vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1 ; vmac.f bml3, bml7, x6, x1, r0
    vlda wl0, [p0], #32 ; vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x6, r16, x6, x7
    vmac.f bml2, bml6, x3, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    vconv.bf16.fp32 wl1, bml2 ; vmul.f bml0, x0, x0, r0
    vconv.bf16.fp32 wl2, bml0 ; vmac.f bml1, bml5, x6, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9
    vmac.f bml3, bml7, x2, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    vmin_ge.bf16 x2, r16, x2, x7 ; vlda wl0, [p0], #32 ; vmac.f bml4, bml3, x4, x11, r0
    vband x4, x4, x8 ; vmac.f bml2, bml6, x5, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl1, bml2 ; vmul.f bml0, x0, x0, r0
    vmac.f bml1, bml5, x2, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9 ; vconv.bf16.fp32 wl3, bml0
2:
    vmac.f bml3, bml7, x3, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x3, r16, x3, x7
    vband x4, x4, x8 ; vmac.f bml2, bml6, x6, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl1, bml2 ; vmul.f bml0, x0, x0, r0
    vmac.f bml1, bml5, x3, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9 ; vconv.bf16.fp32 wl5, bml0
    vconv.bf16.fp32 wl1, bml1 ; vmac.f bml3, bml7, x5, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32
    vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x5, r16, x5, x7
    vmac.f bml2, bml6, x2, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    vconv.bf16.fp32 wl1, bml2
    vmac.f bml1, bml5, x5, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9 ; vconv.bf16.fp32 wl6, bml0
    vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1 ; vmac.f bml3, bml7, x6, x1, r0
    vmac.f bml4, bml3, x4, x11, r0 ; vmin_ge.bf16 x6, r16, x6, x7
    vmac.f bml2, bml6, x3, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    vconv.bf16.fp32 wl1, bml2
    vmac.f bml1, bml5, x6, x10, r0 ; vmax_lt.bf16 x4, r16, x4, x9
    vmac.f bml3, bml7, x2, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    vmac.f bml4, bml3, x4, x11, r0
    vband x4, x4, x8 ; vmac.f bml2, bml6, x5, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl1, bml2
    vmax_lt.bf16 x4, r16, x4, x9
    vmac.f bml3, bml7, x3, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32 ; vconv.bf16.fp32 wl1, bml1
    vmac.f bml4, bml3, x4, x11, r0
    vband x4, x4, x8 ; vmac.f bml2, bml6, x6, x1, r0 ; vst.conv.bf16.fp32 bml4, [p1], #32
    vconv.bf16.fp32 wl1, bml2
    vmax_lt.bf16 x4, r16, x4, x9
    vmac.f bml3, bml7, x5, x1, r0 ; vlda wl4, [p2], #32 ; vldb wh4, [p3], #32
    vmac.f bml4, bml3, x4, x11, r0
    vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    vconv.bf16.fp32 wl1, bml2
    vmax_lt.bf16 x4, r16, x4, x9
    vmac.f bml3, bml7, x6, x1, r0
    vmac.f bml4, bml3, x4, x11, r0
    vst.conv.bf16.fp32 bml4, [p1], #32 ; vband x4, x4, x8
    nop
    vmax_lt.bf16 x4, r16, x4, x9
    nop
    vmac.f bml4, bml3, x4, x11, r0
    vst.conv.bf16.fp32 bml4, [p1], #32 ; ret lr
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bml4, [p1], #32
.else
.if 60 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 1 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 2 < (M * N / 64)
    vmin_ge.bf16 x3, r16, x3, x7
.endif
.if 60 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 61 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 1 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 1 < (M * N / 64)
    vmac.f bml2, bml6, x6, x1, r0
.endif
.if 0 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 61 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 62 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 2 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 62 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 63 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml1, bml5, x3, x10, r0
.endif
.if 1 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl5, bml0
.endif
.if 63 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 64 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 1 < (M * N / 64)
    vmac.f bml3, bml7, x5, x1, r0
.endif
.if 1 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 1 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 64 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 65 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 1 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 2 < (M * N / 64)
    vmin_ge.bf16 x5, r16, x5, x7
.endif
.if 65 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 66 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml2, bml6, x2, x1, r0
.endif
.if 1 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 1 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 66 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 67 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 1 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 67 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 68 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml1, bml5, x5, x10, r0
.endif
.if 1 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl6, bml0
.endif
.if 68 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 69 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 2 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 1 < (M * N / 64)
    vmac.f bml3, bml7, x6, x1, r0
.endif
.if 69 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 70 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 1 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 2 < (M * N / 64)
    vmin_ge.bf16 x6, r16, x6, x7
.endif
.if 70 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 71 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml2, bml6, x3, x1, r0
.endif
.if 1 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 1 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 71 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 72 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 3 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 72 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 73 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 2 < (M * N / 64)
    vmac.f bml1, bml5, x6, x10, r0
.endif
.if 1 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 73 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 74 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml3, bml7, x2, x1, r0
.endif
.if 2 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 2 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 74 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 75 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmin_ge.bf16 x2, r16, x2, x7
.endif
.if 3 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 1 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 75 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 76 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 2 < (M * N / 64)
    vmac.f bml2, bml6, x5, x1, r0
.endif
.if 1 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 76 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 77 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 3 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 77 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 78 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml1, bml5, x2, x10, r0
.endif
.if 2 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl3, bml0
.endif
.if 78 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 79 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vmac.f bml3, bml7, x3, x1, r0
.endif
.if 2 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 2 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 79 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 80 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 2 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 3 < (M * N / 64)
    vmin_ge.bf16 x3, r16, x3, x7
.endif
.if 80 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 81 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 2 < (M * N / 64)
    vmac.f bml2, bml6, x6, x1, r0
.endif
.if 1 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 81 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 82 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 3 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 82 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 83 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml1, bml5, x3, x10, r0
.endif
.if 2 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl5, bml0
.endif
.if 83 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 84 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 2 < (M * N / 64)
    vmac.f bml3, bml7, x5, x1, r0
.endif
.if 2 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 2 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 84 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 85 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 2 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 3 < (M * N / 64)
    vmin_ge.bf16 x5, r16, x5, x7
.endif
.if 85 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 86 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml2, bml6, x2, x1, r0
.endif
.if 2 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 2 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 86 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 87 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 2 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 87 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 88 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml1, bml5, x5, x10, r0
.endif
.if 2 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl6, bml0
.endif
.if 88 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 89 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 3 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 2 < (M * N / 64)
    vmac.f bml3, bml7, x6, x1, r0
.endif
.if 89 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 90 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 2 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 3 < (M * N / 64)
    vmin_ge.bf16 x6, r16, x6, x7
.endif
.if 90 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 91 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml2, bml6, x3, x1, r0
.endif
.if 2 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 2 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 91 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 92 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 4 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 92 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 93 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 3 < (M * N / 64)
    vmac.f bml1, bml5, x6, x10, r0
.endif
.if 2 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 93 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 94 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml3, bml7, x2, x1, r0
.endif
.if 3 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 3 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 94 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 95 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vmin_ge.bf16 x2, r16, x2, x7
.endif
.if 4 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 2 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 95 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 96 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 3 < (M * N / 64)
    vmac.f bml2, bml6, x5, x1, r0
.endif
.if 2 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 96 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 97 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml2
.endif
.if 4 < (M * N / 64)
    vmul.f bml0, x0, x0, r0
.endif
.if 97 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 98 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 4 < (M * N / 64)
    vmac.f bml1, bml5, x2, x10, r0
.endif
.if 3 < (M * N / 64)
    vmax_lt.bf16 x4, r16, x4, x9
.endif
.if 4 < (M * N / 64)
    vconv.bf16.fp32 wl3, bml0
.endif
.if 98 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 99 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vmac.f bml3, bml7, x3, x1, r0
.endif
.if 3 < (M * N / 64)
    vlda wl4, [p2], #32
.endif
.if 3 < (M * N / 64)
    vldb wh4, [p3], #32
.endif
.if 3 < (M * N / 64)
    vconv.bf16.fp32 wl1, bml1
.endif
.if 99 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 100 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 5 < (M * N / 64)
    vlda wl0, [p0], #32
.endif
.if 3 < (M * N / 64)
    vmac.f bml4, bml3, x4, x11, r0
.endif
.if 4 < (M * N / 64)
    vmin_ge.bf16 x3, r16, x3, x7
.endif
.if 100 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.if 101 <= ((M * N / 64) - 1) * 20 + 61
    {
.if 3 < (M * N / 64)
    vband x4, x4, x8
.endif
.if 3 < (M * N / 64)
    vmac.f bml2, bml6, x6, x1, r0
.endif
.if 2 < (M * N / 64)
    vst.conv.bf16.fp32 bml4, [p1], #32
.endif
.if 101 == ((M * N / 64) - 1) * 20 + 61 - 5
    ret lr
.else
    nopx
.endif
    }
.endif
.endif
