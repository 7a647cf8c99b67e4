// RoPE with one product a lane, the baseline's multiplies in one flat schedule: every head of
// every token follows the last with no per-token prologue or epilogue, so the vector unit
// issues a multiply every cycle from the first head to the last.
// Layout: x, cos, sin, y in dm as bf16 (p0, p1, p2, p3), rows row-major.
// Multiplies: vmul.f / vmsc.f / vmac.f in the element-wise shape (configuration 0x3C) on 16-lane
// vectors in the low halves of x0..x7 (high halves zeroed once), per head and quarter c:
//     lo_c = a_c cos_c - b_c sin_c,  hi_c = b_c cos_c + a_c sin_c
// into bml0..bml3, stored by vst.conv.bf16.fp32 with crRnd 12 (ties to even). Accuracy: each
// product is exact in fp32 and the sum is rounded once to fp32, then once to bf16.
// Schedule: period 8 cycles a head, L = 8 H a token; with t counted from the first multiply and
// head h of token s starting at B = s L + 8 h:
//     vmul.f a0 c0, a1 c1, b0 c0, b1 c1 at B .. B + 3; vmsc.f b0 s0, b1 s1 and vmac.f a0 s0,
//     a1 s1 at B + 4 .. B + 7 (each reads the vmul.f's sum as it lands); stores at B + 10 .. 13
//     a0 | a1 at B - 7 and b0 | b1 at B - 6 (landing as the previous head's last use passes)
//     cos row at s L - 8, sin row at s L - 5 (between their last use for token s - 1 and their
//     first for token s)
// The macro CYC emits the bundle of one cycle t: the prologue (t = -9 .. 5, with the set-up), a
// zero-overhead loop of one token, and the tail, whose last six cycles are the return's delay
// slots; outside the loop only instances of real heads and tokens are emitted. The loop's last
// trip may load a head or a table past the last token (reads inside dm, never stored).
// 8 S H + 17 cycles: the bound's 8 S H (16 products a cycle) and the pipeline's fill and drain.
    .equ L, 8 * H                   // cycles a token
    .equ SL, S * L
    .equ T0, 6                      // the loop's first cycle: its stores are all real
    .equ TRIPS, (SL - T0) / L
    .equ TAIL, SL + 6 - (T0 + TRIPS * L)
.if TRIPS < 1
    .error "RoPE: too few tokens for the loop"
.endif
    .equ BIG, 64 * L

.macro CYC t, steady=0, pro=0
{
.if \steady || ((\t) >= 0 && (\t) < SL)
.if ((\t) + BIG) % 8 == 0
    vmul.f bml0, x0, x4, r0
.elseif ((\t) + BIG) % 8 == 1
    vmul.f bml1, x1, x5, r0
.elseif ((\t) + BIG) % 8 == 2
    vmul.f bml2, x2, x4, r0
.elseif ((\t) + BIG) % 8 == 3
    vmul.f bml3, x3, x5, r0
.elseif ((\t) + BIG) % 8 == 4
    vmsc.f bml0, bml0, x2, x6, r0
.elseif ((\t) + BIG) % 8 == 5
    vmsc.f bml1, bml1, x3, x7, r0
.elseif ((\t) + BIG) % 8 == 6
    vmac.f bml2, bml2, x0, x6, r0
.else
    vmac.f bml3, bml3, x1, x7, r0
.endif
.endif
    // stores: the head that started at t - m - 8
.if ((\t) + BIG) % 8 >= 2 && ((\t) + BIG) % 8 <= 5
.if \steady || ((\t) - ((\t) + BIG) % 8 - 8 >= 0 && (\t) - ((\t) + BIG) % 8 - 8 < SL)
.if ((\t) + BIG) % 8 == 2
    vst.conv.bf16.fp32 bml0, [p3], #32
.elseif ((\t) + BIG) % 8 == 3
    vst.conv.bf16.fp32 bml1, [p3], #32
.elseif ((\t) + BIG) % 8 == 4
    vst.conv.bf16.fp32 bml2, [p3], #32
.else
    vst.conv.bf16.fp32 bml3, [p3], #32
.endif
.endif
.endif
    // a0 | a1 for the head starting at t + 7, b0 | b1 for the one at t + 6
.if ((\t) + BIG) % 8 == 1 && (\steady || ((\t) + 7 >= 0 && (\t) + 7 < SL))
    vlda wl0, [p0], #64
    vldb wl1, [p0, #32]
.endif
.if ((\t) + BIG) % 8 == 2 && (\steady || ((\t) + 6 >= 0 && (\t) + 6 < SL))
    vlda wl2, [p0], #64
    vldb wl3, [p0, #32]
.endif
    // cos row at s L - 8, sin row at s L - 5
.if ((\t) + 8 + BIG) % L == 0 && (\steady || ((\t) + 8 >= 0 && (\t) + 8 < SL))
    vlda wl4, [p1], #64
    vldb wl5, [p1, #32]
.endif
.if ((\t) + 5 + BIG) % L == 0 && (\steady || ((\t) + 5 >= 0 && (\t) + 5 < SL))
    vlda wl6, [p2], #64
    vldb wl7, [p2, #32]
.endif
.if \pro
    // zero each operand register before its first load lands (r4 is 0 at entry)
.if (\t) == -9
    vbcst.16 x4, r4
    movx r0, #60                    // vmul.f configuration 0x3C: bf16 element-wise
.elseif (\t) == -8
    vbcst.16 x5, r4
    movx r1, #12
.elseif (\t) == -7
    vbcst.16 x0, r4
    movx crRnd, r1                  // round to nearest even
.elseif (\t) == -6
    vbcst.16 x1, r4
    movx lc, #TRIPS
.elseif (\t) == -5
    vbcst.16 x2, r4
.elseif (\t) == -4
    vbcst.16 x3, r4
.elseif (\t) == -3
    vbcst.16 x6, r4
.elseif (\t) == -2
    vbcst.16 x7, r4
.elseif (\t) == -1
    movxm ls, #loop
.elseif (\t) == 0
    movxm le, #loop_end
.endif
.endif
.if \steady == 0 && (\t) == SL
    ret lr
.endif
.if \steady == 0 && (\t) > SL
    nopv                            // the tail's empty cycles
.endif
}
.endm

kernel:
    .set TT, -9
.rept T0 + 9
    CYC TT, 0, 1
    .set TT, TT + 1
.endr
loop:
.rept L - 1
    CYC TT, 1
    .set TT, TT + 1
.endr
loop_end:
    CYC TT, 1
    .set TT, T0 + TRIPS * L
.rept TAIL
    CYC TT
    .set TT, TT + 1
.endr
