// RoPE with both halves of the element-wise multiply shape: configuration 0x3C gives fp32 lane l
// the sum X[l] * Y[l] + X[l + 16] * Y[l + 16], so with X = [a | b] (16 lanes of a head's first
// half, then the matching 16 of its second half) one vmul.f makes 16 outputs:
//     X * [cos | -sin] = a * cos - b * sin      (y[i ..],      i = 0, 16)
//     X * [sin |  cos] = b * cos + a * sin      (y[i + 32 ..])
// That is 32 products a cycle, twice the 16 the roofline's mul rate counts for this shape, so
// this kernel runs below that bound; its real limit is the store port (32 bytes, 16 outputs a
// cycle), which it keeps busy every cycle from the first store to the last.
// Layout: x, cos, sin, y in dm as bf16 (p0, p1, p2, p3), rows row-major.
// Tables, per token s and quarter c (16 columns): T_c = [cos_c | sin_c] is loaded (vlda + vldb),
// Y1_c = T_c + M flips the sign bits of its upper half (vadd.16, M = [0 x 16 | 0x8000 x 16]) and
// Y2_c = vshift(T_c, T_c, 32 bytes) swaps its halves. A head is two loads of X (X0: a0 | b0, X1:
// a1 | b1), four vmul.f and four vst.conv.bf16.fp32 (crRnd 12, ties to even).
// Accuracy: the two products of a lane are exact in fp32 and added with one rounding to fp32; the
// store rounds once more to bf16 (the outputs match the reference exactly on every seed tried).
// Schedule: one flat modulo schedule of period L = 4 H cycles a token, one vmul.f and one store
// every cycle. With t counted from token 0's first multiply and token s starting at s L:
//     vmul.f   bml_j   at s L + 4 h + j   (j = 0..3: X0 Y1_0, X1 Y1_1, X0 Y2_0, X1 Y2_1)
//     vst.conv bml_j   6 cycles later, when it lands
//     X0, X1 of head h at s L + 4 h - 7 and - 6 (landing as they are used)
//     T_0, T_1 at s L - 13 and - 12; Y1_0, Y1_1, Y2_0, Y2_1 at s L - 5, - 4, - 3, - 2
// so each table lands between its last use for token s - 1 and its first for token s. Loads use
// cycles 1 and 2 mod 4 (X) and 3 and 0 (T). With H > 1 token 0's tables, which no earlier
// token holds, come as late as its multiplies allow (T_0, T_1 at -9, -8, the tables at -2 .. 1),
// and the set-up fits around them. The macro CYC emits the bundle of one cycle t: the prologue
// (from t = -13, or -9 with H > 1, to 5), a zero-overhead loop of one token, and the tail, whose
// last six cycles are the return's delay slots; outside the loop only instances of real tokens
// are emitted. The loop's last trip may load a head or a table past the last token (reads inside
// dm, never stored). 4 S H + 17 cycles (+ 21 with H = 1).
    .equ L, 4 * H                   // cycles a token
    .equ SL, S * L                  // multiplies in all
    .equ T0, 6                      // the loop's first cycle
    .equ TRIPS, (SL - T0) / L       // loop trips; the tail runs to SL + 6 with ret at SL
    .equ TAIL, SL + 6 - (T0 + TRIPS * L)
.if TRIPS < 1
    .error "RoPE: too few tokens for the loop"
.endif
    .equ BIG, 64 * L                // keeps t + BIG positive for %
.if H == 1
    .equ FIRST, 0                   // the first token on the general schedule
    .equ PRE, 13                    // prologue cycles before t = 0
.else
    .equ FIRST, 1
    .equ PRE, 9
.endif

// In range: the instance at t belongs to a real token (or the loop's steady state).
.macro CYC t, steady=0, pro=0
{
    // multiply: every t in [0, SL)
.if \steady || ((\t) >= 0 && (\t) < SL)
.if ((\t) + BIG) % 4 == 0
    vmul.f bml0, x0, x4, r0
.elseif ((\t) + BIG) % 4 == 1
    vmul.f bml1, x1, x5, r0
.elseif ((\t) + BIG) % 4 == 2
    vmul.f bml2, x0, x6, r0
.else
    vmul.f bml3, x1, x7, r0
.endif
.endif
    // store: the multiply of t - 6
.if \steady || ((\t) >= 6 && (\t) < SL + 6)
.if ((\t) + BIG) % 4 == 2
    vst.conv.bf16.fp32 bml0, [p3], #32
.elseif ((\t) + BIG) % 4 == 3
    vst.conv.bf16.fp32 bml1, [p3], #32
.elseif ((\t) + BIG) % 4 == 0
    vst.conv.bf16.fp32 bml2, [p3], #32
.else
    vst.conv.bf16.fp32 bml3, [p3], #32
.endif
.endif
    // X loads: for the multiplies at t + 7 (X0) and t + 7 (X1, whose head started at t + 6)
.if ((\t) + BIG) % 4 == 1 && (\steady || ((\t) + 7 >= 0 && (\t) + 7 < SL))
    vlda wl0, [p0], #32
    vldb wh0, [p0, #64]
.endif
.if ((\t) + BIG) % 4 == 2 && (\steady || ((\t) + 6 >= 0 && (\t) + 6 < SL))
    vlda wl1, [p0], #96
    vldb wh1, [p0, #64]
.endif
    // table loads: T_0 at s L - 13, T_1 at s L - 12
.if ((\t) + 13 + BIG) % L == 0 && (\steady || ((\t) + 13 >= FIRST * L && (\t) + 13 < SL))
    vlda wl9, [p1], #32
    vldb wh9, [p2], #32
.endif
.if ((\t) + 12 + BIG) % L == 0 && (\steady || ((\t) + 12 >= FIRST * L && (\t) + 12 < SL))
    vlda wl10, [p1], #32
    vldb wh10, [p2], #32
.endif
    // tables: Y1_0, Y1_1, Y2_0, Y2_1 at s L - 5 .. s L - 2
.if ((\t) + 5 + BIG) % L == 0 && (\steady || ((\t) + 5 >= FIRST * L && (\t) + 5 < SL))
    vadd.16 x4, x9, x8
.endif
.if ((\t) + 4 + BIG) % L == 0 && (\steady || ((\t) + 4 >= FIRST * L && (\t) + 4 < SL))
    vadd.16 x5, x10, x8
.endif
.if ((\t) + 3 + BIG) % L == 0 && (\steady || ((\t) + 3 >= FIRST * L && (\t) + 3 < SL))
    vshift x6, x9, x9, r6
.endif
.if ((\t) + 2 + BIG) % L == 0 && (\steady || ((\t) + 2 >= FIRST * L && (\t) + 2 < SL))
    vshift x7, x10, x10, r6
.endif
    // set-up, in the prologue's free slots
.if \pro && H == 1
.if (\t) == -13
    movxm r5, #0x8000
.elseif (\t) == -12
    movx r6, #32                    // vshift by 32 bytes: swap halves
    vbcst.16 x11, r4                // zeros (r4 is 0 at entry)
.elseif (\t) == -11
    vbcst.16 x8, r5
    movx r0, #60                    // vmul.f configuration 0x3C: bf16 element-wise
.elseif (\t) == -10
    movxm ls, #loop
.elseif (\t) == -9
    vmov wl8, wl11                  // M = [0 x 16 | 0x8000 x 16], there at -7
    movx r1, #12
.elseif (\t) == -8
    movxm le, #loop_end
.elseif (\t) == -7
    movx crRnd, r1                  // round to nearest even
.elseif (\t) == -1
    movx lc, #TRIPS
.endif
.endif
    // with H > 1, token 0's tables come as late as its multiplies allow (no earlier token
    // holds the registers), and the set-up fits around them
.if \pro && H > 1
.if (\t) == -9
    vlda wl9, [p1], #32
    vldb wh9, [p2], #32
    vbcst.16 x11, r4                // zeros (r4 is 0 at entry)
.elseif (\t) == -8
    vlda wl10, [p1], #32
    vldb wh10, [p2], #32
    movxm r5, #0x8000
.elseif (\t) == -7
    vbcst.16 x8, r5
    movx r6, #32                    // vshift by 32 bytes: swap halves
.elseif (\t) == -6
    movx r0, #60                    // vmul.f configuration 0x3C: bf16 element-wise
.elseif (\t) == -5
    vmov wl8, wl11                  // M = [0 x 16 | 0x8000 x 16], there at -3
    movx r1, #12
.elseif (\t) == -4
    movxm ls, #loop
.elseif (\t) == -3
    movxm le, #loop_end
.elseif (\t) == -2
    vadd.16 x4, x9, x8
    movx crRnd, r1                  // round to nearest even
.elseif (\t) == -1
    vadd.16 x5, x10, x8
    movx lc, #TRIPS
.elseif (\t) == 0
    vshift x6, x9, x9, r6
.elseif (\t) == 1
    vshift x7, x10, x10, r6
.endif
.endif
.if \steady == 0 && (\t) == SL
    ret lr
.endif
}
.endm

kernel:
    .set TT, -PRE
.rept T0 + PRE
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
