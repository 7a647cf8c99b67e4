// GEMV y = A x on one AIE2 tile, as Peano compiles an AIE-API kernel that feeds the bf16 4x8x4
// matrix shape (aie::mmul<4, 8, 4>) straight from row-major A.
//
// Layout: A [M, K], x [K] and y [M], all bf16 in dm (p0, p1, p2). M is a multiple of 32 and K of 16.
//
// Algorithm: rows go in blocks of 32, eight accumulators of four rows each (bml0..bml7, group g
// holding rows 4g..4g+3). For each 16-column chunk c of x the multiplier's Y operand is the 8x4
// matrix Y_P with column 0 = x[c..c+8], column 1 = x[c+8..c+16] and zeros in columns 2 and 3, or
// Y_Q, the same in columns 2 and 3 (two vshuffle interleaves of the chunk with itself and zeros).
// The X operand is two 32-byte loads, wl = 16 elements of row a and wh = 16 of row b: read as a 4x8
// matrix its rows are (a, lo), (a, hi), (b, lo), (b, hi), so X * Y_P adds A[a, c..c+8] . x[c..c+8]
// to lane 0, the high halves to lane 5, and row b's to lanes 8 and 13 (lanes 1, 4, 9, 12 take
// products nobody reads); X' * Y_Q adds rows a', b' to lanes 2, 7, 10, 15. Each group takes rows
// 4g, 4g+2 with Y_P and 4g+1, 4g+3 with Y_Q, so every A element is loaded once and multiplied once,
// 32 useful products per vmac.f. After the last chunk a shuffle tree (vmov to x, vshuffle modes 4/5
// then 6/7: the even lanes 0, 2, 8, 10 and the odd partners 5, 7, 13, 15 of four groups) and one
// vadd.f give 16 row sums in order, stored as bf16 (vst.conv, round to nearest even).
//
// Schedule: the chunk loop is software-pipelined, II = 17: 16 vmac.f (the 8 groups with Y_P, then
// with Y_Q, so each accumulator's chain is 8 or 9 cycles apart), 16 bundles of two 32-byte A loads
// (vlda.3d / vldb.3d walking rows 0, 4, .., 28, 1, 5, .., 29 and 2, .., 30, 3, .., 31, then the next
// chunk), and one bundle with the x load of the chunk after next. A load lands 7 cycles after
// issue, so the loads of a group's vmac.f issue exactly 7 cycles before it into the same register
// x0. The Y operands of the next chunk are built in the move slot and land just after the last use
// of the current ones. A prologue (x loads, Y of chunk 0, vclr of the accumulators, the first seven
// loads) precedes the loop and an epilogue runs the last chunk without loads; per 32 rows about
// 17 K / 16 + 45 cycles.
//
// Accuracy: products and sums in fp32 (the accumulator), one rounding to bf16 at the end.
    .equ ROW, K * 2                       // bytes of a row of A
    .equ NC, K / 16                       // chunks
    .equ BLOCKS, M / 32
kernel:
    mova r0, #12 ; movxm ls, #.Lloop
    movxm le, #.Lloop_end
    mov crRnd, r0
    mova r0, #28 ; movxm dj0, #4 * ROW    // r0: vmac.f configuration 0x1C (bf16 4x8x4)
    mova r1, #16 ; movxm dj1, #4 * ROW    // r1: vshift by 16 bytes, and vshuffle mode 16
    mova r2, #18 ; movxm dj4, #-27 * ROW  // r2: vshuffle mode 18 (interleave 16-bit lanes)
    mova r3, #4 ; movxm dj5, #-27 * ROW   // r3..r6: modes 4..7 for the output tree
    mova r4, #5 ; movxm m0, #-29 * ROW + 32
    mova r5, #6 ; movxm m1, #-29 * ROW + 32
    mova r6, #7 ; movxm m2, #31 * ROW
    mova dn0, #7 ; mov dn1, r6
    mova dn4, #1 ; movx r9, #0
    mova dn5, #1 ; vbcst.32 x3, r9        // x3 = 0
    mova r7, #BLOCKS ; mov p5, p1
    mova r8, #NC - 1 ; mov p3, p0
    padda [p0], #2 * ROW ; nopx
    mov p4, p0
.Lblock:
    // prologue: cycles -15 .. -1 of chunk 0
    vlda wl4, [p5], #32 ; vclr bml0 ; add.nc lc, r8, #0
    vclr bml1
    vclr bml2
    vclr bml3
    vclr bml4
    vclr bml5
    vclr bml6
    vlda wl4, [p5], #32 ; vshift x5, x4, x4, r1 ; vclr bml7
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x6, x4, x5, r2
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x1, x6, x3, r1
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x2, x3, x6, r1
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1
.Lloop:
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshift x5, x4, x4, r1 ; vmac.f bml0, bml0, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml1, bml1, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x6, x4, x5, r2 ; vmac.f bml2, bml2, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml3, bml3, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml4, bml4, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml5, bml5, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml6, bml6, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x1, x6, x3, r1 ; vmac.f bml7, bml7, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml0, bml0, x0, x2, r0
    vlda wl4, [p5], #32 ; vmac.f bml1, bml1, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml2, bml2, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml3, bml3, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml4, bml4, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml5, bml5, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml6, bml6, x0, x2, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vshuffle x2, x3, x6, r1 ; vmac.f bml7, bml7, x0, x2, r0
.Lloop_end:
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1
    // epilogue: the last chunk, then the output tree
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml0, bml0, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml1, bml1, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml2, bml2, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml3, bml3, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml4, bml4, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml5, bml5, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml6, bml6, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml7, bml7, x0, x1, r0
    vlda.3d wl0, [p3], d0 ; vldb.3d wh0, [p4], d1 ; vmac.f bml0, bml0, x0, x2, r0
    padda [p3], m2 ; paddb [p4], m2 ; vmac.f bml1, bml1, x0, x2, r0 ; mov p5, p1
    vmac.f bml2, bml2, x0, x2, r0 ; add r7, r7, #-1
    vmac.f bml3, bml3, x0, x2, r0
    vmac.f bml4, bml4, x0, x2, r0
    vmac.f bml5, bml5, x0, x2, r0
    vmac.f bml6, bml6, x0, x2, r0 ; vmov x8, bml0
    vmac.f bml7, bml7, x0, x2, r0 ; vmov x9, bml1
    vmov x10, bml2
    vmov x11, bml3
    vshuffle x4, x8, x9, r3
    vshuffle x5, x8, x9, r4
    vshuffle x6, x10, x11, r3
    vshuffle x7, x10, x11, r4
    vshuffle bmh0, x4, x6, r5
    vshuffle bmh1, x5, x7, r6
    vmov x8, bml4
    vmov x9, bml5
    vmov x10, bml6 ; vadd.f bmh2, bmh0, bmh1, r0
    vmov x11, bml7
    vshuffle x4, x8, x9, r3
    vshuffle x5, x8, x9, r4
    vshuffle x6, x10, x11, r3
    vshuffle x7, x10, x11, r4
    vshuffle bmh3, x4, x6, r5 ; vst.conv.bf16.fp32 bmh2, [p2], #32
    vshuffle bmh4, x5, x7, r6
    nop
    vadd.f bmh5, bmh3, bmh4, r0
    jnz r7, #.Lblock
    nop
    nop
    nop
    nop
    vst.conv.bf16.fp32 bmh5, [p2], #32
    ret lr
    nop
    nop
    nop
    nop
    nop
