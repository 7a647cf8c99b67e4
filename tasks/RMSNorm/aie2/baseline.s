// RMSNorm as Peano compiles an AIE-API kernel in three loops, x, gamma, y bf16 in dm (p0, p1, p2),
// eps and 1 / N as f32 bits in r0 and r1; the stack holds M bf16 vectors of partial sums, then M
// vectors of row scales.
//  A. Sums of squares, four rows at a time (M / 4 groups, unrolled): a zero-overhead loop of N / 32
//     trips, each loading one 32-element vector of each of the four rows (vlda.2d steps row, row,
//     row, next column) and adding its squares into that row's accumulator (vmac.f element-wise
//     0x3C: lane l gets x[l]^2 + x[l + 16]^2); four rows give the four-cycle spacing one
//     accumulator's vmac.f chain needs. II 4 per four vectors, the vec slot's limit. The four
//     16-lane sums go to the stack as bf16 (vst.conv).
//  B. Per four rows (M / 4 trips, II 17): the sums of rows r, r + 1 as one 4x8 matrix times ones
//     (vmul.f 0x1C) give sums of eight lanes, twice for rows r + 2, r + 3; those bf16 as one 4x8
//     matrix times 1 / (8 N) plus eps / 2 (vmac.f 0x1C) give mh = (mean(x^2) + eps) / 2 in lanes
//     4i..4i + 3 for row r + i. rsqrt by the exponent-bits seed r0 = 0x5EF7 - (bits(mh) >> 17)
//     (vsrsm shift 17, vsub.16; 3.4 % error) and one Newton step r1 = r0 (1.5 - mh r0^2) (three
//     vmul.f/vmsc.f, 0.2 %); each row's r1 broadcast (vextbcst.16) to a stack vector.
//  C. y = (x * gamma) * r1, one 16-element vector a trip over all M * N / 16 (II 2, the vec slot's
//     limit: two multiplies per element, the bound's rate): gamma's pointer wraps every N / 16
//     vectors and the row scale's advances (vldb.2d / vlda.2d), so the loop runs once for all
//     rows. Products keep data in lanes 0..15 and zeros in 16..31 of one operand (0x3C adds lanes l
//     and l + 16).
//  Accuracy: bf16 partial sums (0.4 %), the Newton step (0.2 %) and the two bf16 products keep y
//  within 1.5 % of the reference; all-zero rows give mh = eps / 2 and y = 0.
//  Loops shorter than their pipeline depth (N / 32 < STAGES_A, M / 4 < STAGES_B) run as straight
//  code (the .if branches); the last loop, which needs M * N / 16 >= STAGES_C trips, ends its
//  epilogue in the return's delay slots.
    .equ STAGES_A, 3
    .equ STAGES_B, 4
    .equ STAGES_C, 12
kernel:

    mova r2, #60 ; movxm m0, #64 - 6 * N
    mova r3, #28 ; movxm m3, #6 * N
    mova r4, #N / 32 - STAGES_A + 1 ; movxm dj0, #2 * N
    mova dn0, #3 ; mov p4, sp
    mova r12, #12 ; mov p5, sp
    mov crRnd, r12 ; vclr bmh8
    mov p3, p0
.rept M / 4
    {
    vclr bml0
.if (N / 32) >= 3
    movxm ls, #1f
.endif
    vlda.2d wl0, [p0], d0
    vldb wh0, [p0, #32]
    }
    {
    vclr bml1
.if (N / 32) >= 3
    movxm le, #2f
.endif
    vlda.2d wl0, [p0], d0
    vldb wh0, [p0, #32]
    }
    {
    vclr bml2
.if (N / 32) >= 3
    add.nc lc, r4, #0
.endif
    vlda.2d wl0, [p0], d0
    vldb wh0, [p0, #32]
    }
    vclr bml3 ; vlda.2d wl0, [p0], d0 ; vldb wh0, [p0, #32]
    {
    nopv
.if 1 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 1 < (N / 32)
    vldb wh0, [p0, #32]
.endif
    }
    {
    nopv
.if 1 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 1 < (N / 32)
    vldb wh0, [p0, #32]
.endif
    }
    {
    nopv
.if 1 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 1 < (N / 32)
    vldb wh0, [p0, #32]
.endif
    }
    {
    vmac.f bml0, bml0, x0, x0, r2
.if 1 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 1 < (N / 32)
    vldb wh0, [p0, #32]
.endif
    }
.if (N / 32) >= 3
1:
    vlda.2d wl0, [p0], d0 ; vldb wh0, [p0, #32] ; vmac.f bml1, bml1, x0, x0, r2
    vlda.2d wl0, [p0], d0 ; vldb wh0, [p0, #32] ; vmac.f bml2, bml2, x0, x0, r2
    vlda.2d wl0, [p0], d0 ; vldb wh0, [p0, #32] ; vmac.f bml3, bml3, x0, x0, r2
2:
    vmac.f bml0, bml0, x0, x0, r2 ; vlda.2d wl0, [p0], d0 ; vldb wh0, [p0, #32]
    vmac.f bml1, bml1, x0, x0, r2
    vmac.f bml2, bml2, x0, x0, r2
    vmac.f bml3, bml3, x0, x0, r2
    vmac.f bml0, bml0, x0, x0, r2
    vmac.f bml1, bml1, x0, x0, r2
    vmac.f bml2, bml2, x0, x0, r2
    vmac.f bml3, bml3, x0, x0, r2
.else
.if 8 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 2 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 2 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 0 < (N / 32)
    vmac.f bml1, bml1, x0, x0, r2
.endif
    }
.endif
.if 9 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 2 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 2 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 0 < (N / 32)
    vmac.f bml2, bml2, x0, x0, r2
.endif
    }
.endif
.if 10 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 2 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 2 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 0 < (N / 32)
    vmac.f bml3, bml3, x0, x0, r2
.endif
    }
.endif
.if 11 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 1 < (N / 32)
    vmac.f bml0, bml0, x0, x0, r2
.endif
.if 2 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 2 < (N / 32)
    vldb wh0, [p0, #32]
.endif
    }
.endif
.if 12 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 3 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 3 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 1 < (N / 32)
    vmac.f bml1, bml1, x0, x0, r2
.endif
    }
.endif
.if 13 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 3 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 3 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 1 < (N / 32)
    vmac.f bml2, bml2, x0, x0, r2
.endif
    }
.endif
.if 14 <= ((N / 32) - 1) * 4 + 10
    {
    nops
.if 3 < (N / 32)
    vlda.2d wl0, [p0], d0
.endif
.if 3 < (N / 32)
    vldb wh0, [p0, #32]
.endif
.if 1 < (N / 32)
    vmac.f bml3, bml3, x0, x0, r2
.endif
    }
.endif
.endif
    padda [p0], m3
    nop
    vst.conv.bf16.fp32 bml0, [p4], #32
    vst.conv.bf16.fp32 bml1, [p4], #32
    vst.conv.bf16.fp32 bml2, [p4], #32
    vst.conv.bf16.fp32 bml3, [p4], #32
.endr
    movxm r12, #0x3F80 ; vconv.bf16.fp32 wh7, bmh8 ; vlda wl1, [p5], #32
    vbcst.16 x4, r12 ; vconv.bf16.fp32 wh8, bmh8 ; vlda wh1, [p5], #32
    movxm r7, #0x01800000 ; vlda wl2, [p5], #32
    sub r8, r1, r7 ; vlda wh2, [p5], #32
    vbcst.32 x5, r8 ; mova r14, #17
    movxm r9, #0x00800000 ; mova r15, #16
    sub r10, r0, r9 ; vmov bmh7, x5 ; mova r5, #M / 4 - STAGES_B + 1
    vbcst.32 x6, r10
    vconv.bf16.fp32 wl5, bmh7 ; mov s1, r14 ; vmul.f bml4, x1, x4, r3
    vconv.bf16.fp32 wh5, bmh7 ; vmov bml7, x6
    mov s2, r15 ; vmul.f bml5, x2, x4, r3
    movxm r11, #0x3FC00000
    movxm r13, #0x5EF7
    vbcst.32 x6, r11
    vbcst.16 x6, r13 ; vconv.bf16.fp32 wl3, bml4
    vmov bmh5, x6 ; vconv.bf16.fp32 wh6, bmh8
    {
.if (M / 4) >= 4
    movxm ls, #3f
.endif
    vconv.bf16.fp32 wh3, bml5
    }
    {
    nopv
.if (M / 4) >= 4
    movxm le, #4f
.endif
.if 1 < (M / 4)
    vlda wl1, [p5], #32
.endif
    }
    {
.if (M / 4) >= 4
    add.nc lc, r5, #0
.endif
    vmac.f bml6, bml7, x3, x5, r3
.if 1 < (M / 4)
    vlda wh1, [p5], #32
.endif
    }
    {
    nopv
.if 1 < (M / 4)
    vlda wl2, [p5], #32
.endif
    }
    {
    nopv
.if 1 < (M / 4)
    vlda wh2, [p5], #32
.endif
    }
    nop
    nop
    nop
    vsrsm.s16.s32 wl7, bml6, s1
    {
    vsrsm.s16.s32 wl8, bml6, s2
.if 1 < (M / 4)
    vmul.f bml4, x1, x4, r3
.endif
    }
    nop
    {
    nops
.if 1 < (M / 4)
    vmul.f bml5, x2, x4, r3
.endif
    }
    vsub.16 x9, x6, x7
    nop
    vmul.f bml8, x9, x9, r2
    {
    nopv
.if 1 < (M / 4)
    vconv.bf16.fp32 wl3, bml4
.endif
    }
    nop
    {
    nopv
.if 1 < (M / 4)
    vconv.bf16.fp32 wh3, bml5
.endif
    }
    {
    nopv
.if 2 < (M / 4)
    vlda wl1, [p5], #32
.endif
    }
    {
    nops
.if 1 < (M / 4)
    vmac.f bml6, bml7, x3, x5, r3
.endif
.if 2 < (M / 4)
    vlda wh1, [p5], #32
.endif
    }
    {
    vconv.bf16.fp32 wl7, bml8
.if 2 < (M / 4)
    vlda wl2, [p5], #32
.endif
    }
    {
    nopv
.if 2 < (M / 4)
    vlda wh2, [p5], #32
.endif
    }
    vmsc.f bmh4, bmh5, x8, x7, r2
    nop
    nop
    {
    nopv
.if 1 < (M / 4)
    vsrsm.s16.s32 wl7, bml6, s1
.endif
    }
    {
    nops
.if 1 < (M / 4)
    vsrsm.s16.s32 wl8, bml6, s2
.endif
.if 2 < (M / 4)
    vmul.f bml4, x1, x4, r3
.endif
    }
    nop
    {
    vconv.bf16.fp32 wl7, bmh4
.if 2 < (M / 4)
    vmul.f bml5, x2, x4, r3
.endif
    }
    {
    nopv
.if 1 < (M / 4)
    vsub.16 x9, x6, x7
.endif
    }
    vmul.f bmh6, x9, x7, r2
    {
    nops
.if 1 < (M / 4)
    vmul.f bml8, x9, x9, r2
.endif
    }
    {
    nopv
.if 2 < (M / 4)
    vconv.bf16.fp32 wl3, bml4
.endif
    }
    nop
    {
    nopv
.if 2 < (M / 4)
    vconv.bf16.fp32 wh3, bml5
.endif
    }
.if (M / 4) >= 4
3:
    vlda wl1, [p5], #32
    vlda wh1, [p5], #32 ; vmac.f bml6, bml7, x3, x5, r3 ; vconv.bf16.fp32 wl10, bmh6
    vlda wl2, [p5], #32 ; vconv.bf16.fp32 wl7, bml8
    vlda wh2, [p5], #32 ; vextbcst.16 x0, x10, #0
    vmsc.f bmh4, bmh5, x8, x7, r2 ; vextbcst.16 x11, x10, #4
    vst wl0, [p4], #32 ; vextbcst.16 x0, x10, #8
    vst wl11, [p4], #32 ; vextbcst.16 x11, x10, #12
    vsrsm.s16.s32 wl7, bml6, s1 ; vst wl0, [p4], #32
    vmul.f bml4, x1, x4, r3 ; vsrsm.s16.s32 wl8, bml6, s2 ; vst wl11, [p4], #32
    nop
    vmul.f bml5, x2, x4, r3 ; vconv.bf16.fp32 wl7, bmh4
    vsub.16 x9, x6, x7
    vmul.f bmh6, x9, x7, r2
    vmul.f bml8, x9, x9, r2
    vconv.bf16.fp32 wl3, bml4
    nop
4:
    vconv.bf16.fp32 wh3, bml5
    nop
    vmac.f bml6, bml7, x3, x5, r3 ; vconv.bf16.fp32 wl10, bmh6
    vconv.bf16.fp32 wl7, bml8
    vextbcst.16 x0, x10, #0
    vmsc.f bmh4, bmh5, x8, x7, r2 ; vextbcst.16 x11, x10, #4
    vst wl0, [p4], #32 ; vextbcst.16 x0, x10, #8
    vst wl11, [p4], #32 ; vextbcst.16 x11, x10, #12
    vsrsm.s16.s32 wl7, bml6, s1 ; vst wl0, [p4], #32
    vsrsm.s16.s32 wl8, bml6, s2 ; vst wl11, [p4], #32
    nop
    vconv.bf16.fp32 wl7, bmh4
    vsub.16 x9, x6, x7
    vmul.f bmh6, x9, x7, r2
    vmul.f bml8, x9, x9, r2
    nop
    nop
    nop
    nop
    vconv.bf16.fp32 wl10, bmh6
    vconv.bf16.fp32 wl7, bml8
    vextbcst.16 x0, x10, #0
    vmsc.f bmh4, bmh5, x8, x7, r2 ; vextbcst.16 x11, x10, #4
    vst wl0, [p4], #32 ; vextbcst.16 x0, x10, #8
    vst wl11, [p4], #32 ; vextbcst.16 x11, x10, #12
    vst wl0, [p4], #32
    vst wl11, [p4], #32
    nop
    vconv.bf16.fp32 wl7, bmh4
    nop
    vmul.f bmh6, x9, x7, r2
    nop
    nop
    nop
    nop
    nop
    vconv.bf16.fp32 wl10, bmh6
    nop
    vextbcst.16 x0, x10, #0
    vextbcst.16 x11, x10, #4
    vst wl0, [p4], #32 ; vextbcst.16 x0, x10, #8
    vst wl11, [p4], #32 ; vextbcst.16 x11, x10, #12
    vst wl0, [p4], #32
    vst wl11, [p4], #32
.else
.if 51 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vlda wl1, [p5], #32
.endif
    }
.endif
.if 52 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 3 < (M / 4)
    vlda wh1, [p5], #32
.endif
.if 2 < (M / 4)
    vmac.f bml6, bml7, x3, x5, r3
.endif
.if 0 < (M / 4)
    vconv.bf16.fp32 wl10, bmh6
.endif
    }
.endif
.if 53 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vlda wl2, [p5], #32
.endif
.if 1 < (M / 4)
    vconv.bf16.fp32 wl7, bml8
.endif
    }
.endif
.if 54 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vlda wh2, [p5], #32
.endif
.if 0 < (M / 4)
    vextbcst.16 x0, x10, #0
.endif
    }
.endif
.if 55 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 1 < (M / 4)
    vmsc.f bmh4, bmh5, x8, x7, r2
.endif
.if 0 < (M / 4)
    vextbcst.16 x11, x10, #4
.endif
    }
.endif
.if 56 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 0 < (M / 4)
    vst wl0, [p4], #32
.endif
.if 0 < (M / 4)
    vextbcst.16 x0, x10, #8
.endif
    }
.endif
.if 57 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 0 < (M / 4)
    vst wl11, [p4], #32
.endif
.if 0 < (M / 4)
    vextbcst.16 x11, x10, #12
.endif
    }
.endif
.if 58 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 2 < (M / 4)
    vsrsm.s16.s32 wl7, bml6, s1
.endif
.if 0 < (M / 4)
    vst wl0, [p4], #32
.endif
    }
.endif
.if 59 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 3 < (M / 4)
    vmul.f bml4, x1, x4, r3
.endif
.if 2 < (M / 4)
    vsrsm.s16.s32 wl8, bml6, s2
.endif
.if 0 < (M / 4)
    vst wl11, [p4], #32
.endif
    }
.endif
.if 60 <= ((M / 4) - 1) * 17 + 59
    nop
.endif
.if 61 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 3 < (M / 4)
    vmul.f bml5, x2, x4, r3
.endif
.if 1 < (M / 4)
    vconv.bf16.fp32 wl7, bmh4
.endif
    }
.endif
.if 62 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 2 < (M / 4)
    vsub.16 x9, x6, x7
.endif
    }
.endif
.if 63 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 1 < (M / 4)
    vmul.f bmh6, x9, x7, r2
.endif
    }
.endif
.if 64 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 2 < (M / 4)
    vmul.f bml8, x9, x9, r2
.endif
    }
.endif
.if 65 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vconv.bf16.fp32 wl3, bml4
.endif
    }
.endif
.if 66 <= ((M / 4) - 1) * 17 + 59
    nop
.endif
.if 67 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vconv.bf16.fp32 wh3, bml5
.endif
    }
.endif
.if 68 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vlda wl1, [p5], #32
.endif
    }
.endif
.if 69 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 4 < (M / 4)
    vlda wh1, [p5], #32
.endif
.if 3 < (M / 4)
    vmac.f bml6, bml7, x3, x5, r3
.endif
.if 1 < (M / 4)
    vconv.bf16.fp32 wl10, bmh6
.endif
    }
.endif
.if 70 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vlda wl2, [p5], #32
.endif
.if 2 < (M / 4)
    vconv.bf16.fp32 wl7, bml8
.endif
    }
.endif
.if 71 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vlda wh2, [p5], #32
.endif
.if 1 < (M / 4)
    vextbcst.16 x0, x10, #0
.endif
    }
.endif
.if 72 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 2 < (M / 4)
    vmsc.f bmh4, bmh5, x8, x7, r2
.endif
.if 1 < (M / 4)
    vextbcst.16 x11, x10, #4
.endif
    }
.endif
.if 73 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 1 < (M / 4)
    vst wl0, [p4], #32
.endif
.if 1 < (M / 4)
    vextbcst.16 x0, x10, #8
.endif
    }
.endif
.if 74 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 1 < (M / 4)
    vst wl11, [p4], #32
.endif
.if 1 < (M / 4)
    vextbcst.16 x11, x10, #12
.endif
    }
.endif
.if 75 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vsrsm.s16.s32 wl7, bml6, s1
.endif
.if 1 < (M / 4)
    vst wl0, [p4], #32
.endif
    }
.endif
.if 76 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 4 < (M / 4)
    vmul.f bml4, x1, x4, r3
.endif
.if 3 < (M / 4)
    vsrsm.s16.s32 wl8, bml6, s2
.endif
.if 1 < (M / 4)
    vst wl11, [p4], #32
.endif
    }
.endif
.if 77 <= ((M / 4) - 1) * 17 + 59
    nop
.endif
.if 78 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 4 < (M / 4)
    vmul.f bml5, x2, x4, r3
.endif
.if 2 < (M / 4)
    vconv.bf16.fp32 wl7, bmh4
.endif
    }
.endif
.if 79 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 3 < (M / 4)
    vsub.16 x9, x6, x7
.endif
    }
.endif
.if 80 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 2 < (M / 4)
    vmul.f bmh6, x9, x7, r2
.endif
    }
.endif
.if 81 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 3 < (M / 4)
    vmul.f bml8, x9, x9, r2
.endif
    }
.endif
.if 82 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vconv.bf16.fp32 wl3, bml4
.endif
    }
.endif
.if 83 <= ((M / 4) - 1) * 17 + 59
    nop
.endif
.if 84 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vconv.bf16.fp32 wh3, bml5
.endif
    }
.endif
.if 85 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 5 < (M / 4)
    vlda wl1, [p5], #32
.endif
    }
.endif
.if 86 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 5 < (M / 4)
    vlda wh1, [p5], #32
.endif
.if 4 < (M / 4)
    vmac.f bml6, bml7, x3, x5, r3
.endif
.if 2 < (M / 4)
    vconv.bf16.fp32 wl10, bmh6
.endif
    }
.endif
.if 87 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 5 < (M / 4)
    vlda wl2, [p5], #32
.endif
.if 3 < (M / 4)
    vconv.bf16.fp32 wl7, bml8
.endif
    }
.endif
.if 88 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 5 < (M / 4)
    vlda wh2, [p5], #32
.endif
.if 2 < (M / 4)
    vextbcst.16 x0, x10, #0
.endif
    }
.endif
.if 89 <= ((M / 4) - 1) * 17 + 59
    {
    nops
.if 3 < (M / 4)
    vmsc.f bmh4, bmh5, x8, x7, r2
.endif
.if 2 < (M / 4)
    vextbcst.16 x11, x10, #4
.endif
    }
.endif
.if 90 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 2 < (M / 4)
    vst wl0, [p4], #32
.endif
.if 2 < (M / 4)
    vextbcst.16 x0, x10, #8
.endif
    }
.endif
.if 91 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 2 < (M / 4)
    vst wl11, [p4], #32
.endif
.if 2 < (M / 4)
    vextbcst.16 x11, x10, #12
.endif
    }
.endif
.if 92 <= ((M / 4) - 1) * 17 + 59
    {
    nopv
.if 4 < (M / 4)
    vsrsm.s16.s32 wl7, bml6, s1
.endif
.if 2 < (M / 4)
    vst wl0, [p4], #32
.endif
    }
.endif
.if 93 <= ((M / 4) - 1) * 17 + 59
    {
    nopb
.if 5 < (M / 4)
    vmul.f bml4, x1, x4, r3
.endif
.if 4 < (M / 4)
    vsrsm.s16.s32 wl8, bml6, s2
.endif
.if 2 < (M / 4)
    vst wl11, [p4], #32
.endif
    }
.endif
.endif
    movxm m1, #32 - 2 * N ; vconv.bf16.fp32 wh0, bmh8 ; mova m2, #32
    mova dn1, #N / 16 - 1 ; vconv.bf16.fp32 wh1, bmh8 ; movxm r6, #M * N / 16 - STAGES_C + 1
    mova dj1, #32 ; vconv.bf16.fp32 wh2, bmh8 ; movxm ls, #5f
    vconv.bf16.fp32 wh3, bmh8 ; movxm le, #6f ; vlda wl0, [p3], #32 ; vldb.2d wl1, [p1], d1
    mova dn2, #N / 16 - 1 ; add.nc lc, r6, #0
    {
    nopv
.if 1 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 1 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    mova dj2, #0
    {
    nopv
.if 2 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 2 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    nop
    {
    nopv
.if 3 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 3 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    vmul.f bml0, x0, x1, r2
    {
    nopv
.if 4 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 4 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    vlda.2d wl3, [p5], d2
.if 1 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    nopv
.if 5 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 5 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    nops
.if 1 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 2 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    nopv
.if 6 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 6 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    vconv.bf16.fp32 wl2, bml0
.if 2 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 3 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    nopv
.if 7 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 7 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    nopb
.if 1 < (M * N / 16)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 3 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 4 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    vmul.f bml1, x2, x3, r2
.if 8 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 8 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    nopb
.if 2 < (M * N / 16)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 4 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 5 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    nops
.if 1 < (M * N / 16)
    vmul.f bml1, x2, x3, r2
.endif
.if 9 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 9 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    nopb
.if 3 < (M * N / 16)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 5 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 6 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
    {
    nops
.if 2 < (M * N / 16)
    vmul.f bml1, x2, x3, r2
.endif
.if 10 < (M * N / 16)
    vlda wl0, [p3], #32
.endif
.if 10 < (M * N / 16)
    vldb.2d wl1, [p1], d1
.endif
    }
    {
    nopb
.if 4 < (M * N / 16)
    vconv.bf16.fp32 wl2, bml0
.endif
.if 6 < (M * N / 16)
    vlda.2d wl3, [p5], d2
.endif
.if 7 < (M * N / 16)
    vmul.f bml0, x0, x1, r2
.endif
    }
5:
    vlda wl0, [p3], #32 ; vldb.2d wl1, [p1], d1 ; vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
6:
    vmul.f bml0, x0, x1, r2 ; vconv.bf16.fp32 wl2, bml0 ; vlda.2d wl3, [p5], d2
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vmul.f bml0, x0, x1, r2 ; vconv.bf16.fp32 wl2, bml0 ; vlda.2d wl3, [p5], d2
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vmul.f bml0, x0, x1, r2 ; vconv.bf16.fp32 wl2, bml0 ; vlda.2d wl3, [p5], d2
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vmul.f bml0, x0, x1, r2 ; vconv.bf16.fp32 wl2, bml0 ; vlda.2d wl3, [p5], d2
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vconv.bf16.fp32 wl2, bml0 ; vlda.2d wl3, [p5], d2
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vconv.bf16.fp32 wl2, bml0
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    vconv.bf16.fp32 wl2, bml0
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    nop
    vmul.f bml1, x2, x3, r2 ; vst.conv.bf16.fp32 bml1, [p2], #32
    ret lr
    vst.conv.bf16.fp32 bml1, [p2], #32
    nop
    vst.conv.bf16.fp32 bml1, [p2], #32
    nop
    vst.conv.bf16.fp32 bml1, [p2], #32
