// RoPE as Peano compiles a plain AIE-API kernel: for each token s the four 16-lane halves of its
// cos and sin rows are loaded once (c0, c1, s0, s1), then for each head h, for each 16-lane
// quarter pair (a, b) = (x[i .. i + 15], x[i + 32 .. i + 47]), i = 0, 16:
//     lo = aie::mul(a, c); lo = aie::msc(lo, b, s);  y[i ..]      = lo.to_vector<bfloat16>()
//     hi = aie::mul(b, c); hi = aie::mac(hi, a, s);  y[i + 32 ..] = hi.to_vector<bfloat16>()
// Layout: x, cos, sin, y in dm as bf16 (p0, p1, p2, p3), rows row-major.
// Multiplies: vmul.f / vmsc.f / vmac.f in the element-wise shape (configuration 0x3C), 16-lane
// vectors in the low halves of x0..x7 whose high halves stay zero, into bml0..bml3; results
// rounded to bf16 by vst.conv.bf16.fp32 with crRnd 12 (ties to even). Accuracy: each product
// is exact in fp32 and the difference is rounded once to fp32, then once to bf16.
// Schedule: the head loop is software-pipelined in a zero-overhead loop with an interval of 8
// cycles (its 8 multiplies): trip h multiplies head h, loads head h + 1 (landing as trip h + 1
// starts) and stores head h - 1 (vst.conv when the vmsc.f / vmac.f lands, 6 cycles later). Per
// token: a prologue loads the token's cos and sin and its first head, the first trip has no
// stores, the last no loads, and the epilogue's stores sit in the delay slots of the token
// loop's branch: 8 H + 14 cycles a token.
kernel:
    mova r0, #60                         // vmac.f configuration 0x3C: bf16 element-wise
    mova r1, #12
    mov crRnd, r1                        // round to nearest even
    mova r4, #0
    mova r2, #S                          // tokens left
    mova r3, #H - 2                      // middle trips of the head loop
    vbcst.16 x0, r4                      // zero high halves: operands sit in lanes 0..15
    vbcst.16 x1, r4
    vbcst.16 x2, r4
    vbcst.16 x3, r4
    vbcst.16 x4, r4
    vbcst.16 x5, r4
    vbcst.16 x6, r4
    vbcst.16 x7, r4

// One trip of the head loop: multiplies of this head, loads of the next (ld), stores of the
// previous (st).
.macro TRIP ld, st, last=
    vmul.f bml0, x0, x4, r0                               // lo0 = a0 * c0
{
    vmul.f bml1, x1, x5, r0                               // lo1 = a1 * c1
.if \ld
    vlda wl0, [p0], #64
    vldb wl1, [p0, #32]
.endif
}
{
    vmul.f bml2, x2, x4, r0                               // hi0 = b0 * c0
.if \ld
    vlda wl2, [p0], #64
    vldb wl3, [p0, #32]
.endif
.if \st
    vst.conv.bf16.fp32 bml0, [p3], #32
.endif
}
{
    vmul.f bml3, x3, x5, r0                               // hi1 = b1 * c1
.if \st
    vst.conv.bf16.fp32 bml1, [p3], #32
.endif
}
{
    vmsc.f bml0, bml0, x2, x6, r0                         // lo0 -= b0 * s0
.if \st
    vst.conv.bf16.fp32 bml2, [p3], #32
.endif
}
{
    vmsc.f bml1, bml1, x3, x7, r0                         // lo1 -= b1 * s1
.if \st
    vst.conv.bf16.fp32 bml3, [p3], #32
.endif
}
    vmac.f bml2, bml2, x0, x6, r0                         // hi0 += a0 * s0
\last
    vmac.f bml3, bml3, x1, x7, r0                         // hi1 += a1 * s1
.endm

token:
    // prologue: head 0 and the token's cos and sin (the multiplies start when they land)
.if H > 2
    vlda wl0, [p0], #64 ; vldb wl1, [p0, #32] ; movxm ls, #loop
    vlda wl4, [p1], #64 ; vldb wl5, [p1, #32] ; movxm le, #loop_end
    vlda wl2, [p0], #64 ; vldb wl3, [p0, #32]
    vlda wl6, [p2], #64 ; vldb wl7, [p2, #32] ; add.nc lc, r3, #0
.else
    vlda wl0, [p0], #64 ; vldb wl1, [p0, #32]
    vlda wl4, [p1], #64 ; vldb wl5, [p1, #32]
    vlda wl2, [p0], #64 ; vldb wl3, [p0, #32]
    vlda wl6, [p2], #64 ; vldb wl7, [p2, #32]
.endif
    add r2, r2, #-1
    nop
    nop
    nop
.if H == 1
    TRIP 0, 0
.else
    TRIP 1, 0
.if H > 2
    // heads 1 .. H - 2
loop:
    TRIP 1, 1, loop_end:
.endif
    TRIP 0, 1
.endif
    // epilogue: the last head's stores, in the delay slots of the token loop's branch
    jnz r2, #token
    nop
    vst.conv.bf16.fp32 bml0, [p3], #32
    vst.conv.bf16.fp32 bml1, [p3], #32
    vst.conv.bf16.fp32 bml2, [p3], #32
    vst.conv.bf16.fp32 bml3, [p3], #32
    ret lr
    nop
    nop
    nop
    nop
    nop
