// Conv2D on one AIE2 tile, as Peano compiles an AIE-API kernel built on the bf16 4x8x4 matrix
// shape (aie::mmul<4, 8, 4>): 4 output pixels by 8 input channels times 8 input channels by 4
// output channels, one kernel tap at a time.
//
// Layout: x [H, W, CI], w [KS, KS, CI, CO], b [CO] and y [H - 2, W - 2, CO], all bf16 in dm
// (p0..p3). KS = 3, CI = 8, CO = 8, the output width W - 2 a multiple of 8 and at least 3
// segments of 8 output pixels.
//
// Algorithm: output pixels go in segments of 8 along a row, as two blocks of 4 with two blocks of
// 4 output channels each (accumulators bml0..bml3). For tap (p, q) the X operand of a block is the
// 64 bytes of its 4 input pixels (8 channels each) in row i + p from column j + q: one load for
// q = 0 and 2, and for q = 1 a vshift by 16 bytes of the q = 0 registers (the 32-byte loads need
// aligned addresses). The Y operands are w[p, q] (8 x 8) split into its two 8x4 column blocks by
// vshuffle modes 6 and 7 (the even and the odd 8-byte pieces of its 128 bytes). The first tap's
// vmac.f adds to the bias (bmh0, bmh1: b broadcast to the 4 pixel rows), so nothing clears the
// accumulators. At the end vconv rounds each accumulator to bf16 and vshuffle mode 14 interleaves
// the two channel blocks back into pixel order for four 32-byte stores.
//
// Schedule: the segment loop is software-pipelined, II = 36: 36 vmac.f, one a cycle (each
// accumulator's chain 4 cycles apart); per tap two bundles of w loads (2D post-modify walking w),
// two of x loads (one for q = 1) and two or four move-slot shuffles, every load issued so that it
// lands just when its shuffle or vmac.f reads it. The last segment's results are converted and
// stored in the first 12 cycles of the next iteration, and the row pointers step once per segment
// (2D post-modify in the store slot). A 10-bundle prologue, segment 0 peeled (no stores), the loop,
// the last segment without loads and a 12-bundle tail: 36 * NS + 22 cycles for NS = OH * OW / 8.
//
// Accuracy: products and sums in fp32 (the accumulator), one rounding to bf16 at the end.
    .equ OH, H - 2
    .equ OW, W - 2
    .equ NS, OH * OW / 8                  // segments of 8 output pixels
    .equ PIX, CI * 2                      // bytes of an input pixel
kernel:
    mova r0, #12 ; movxm ls, #.Lloop
    movxm le, #.Lloop_end
    mov crRnd, r0 ; vlda wl10, [p2, #0]   // b
    mova r0, #28 ; movxm m5, #W * PIX     // r0: vmac.f configuration 0x1C (bf16 4x8x4)
    mova r1, #16 ; movxm dj0, #8 * PIX    // r1: vshift by one pixel
    mova r2, #6 ; movxm dj1, #8 * PIX     // r2, r3: vshuffle modes 6 and 7 (even / odd 8 bytes)
    mova r3, #7 ; movxm dj2, #8 * PIX
    mova r4, #14 ; movxm m0, #10 * PIX    // r4: vshuffle mode 14 (interleave 8-byte pieces)
    mova dn0, #OW / 8 - 1 ; movxm m1, #10 * PIX
    mova dn1, #OW / 8 - 1 ; movxm m2, #10 * PIX
    mova dn2, #OW / 8 - 1 ; movxm m3, #-17 * 64
    mova dn3, #17 ; movxm m4, #-17 * 64
    mova dn4, #17 ; movxm dj3, #64
    padda [p0], #64 ; movxm dj4, #64
    mova r5, #NS - 2 ; mov p2, p1
    padda [p2], #32 ; mov p4, p0
    padda [p4], m5 ; vextbcst.64 x11, x10, #0
    add.nc lc, r5, #0
    mov p5, p4 ; nopx
    padda [p5], m5 ; vconv.fp32.bf16 bmh0, wl11
    vextbcst.64 x11, x10, #1
    nop
    vconv.fp32.bf16 bmh1, wl11
    // prologue: the first segment's loads of w and of tap 0 and 1
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32]
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32]
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96]
    nop
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3
    // segment 0 (peeled: nothing to store yet)
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bmh0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; vmac.f bml1, bmh1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bmh0, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bmh1, x1, x6, r0
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; vmac.f bml1, bml1, x0, x6, r0 ; padds.2d [p0], d0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vmac.f bml0, bml0, x0, x5, r0 ; padds.2d [p4], d1
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0 ; padds.2d [p5], d2
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96] ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    // the loop: segments 1 .. NS - 2
.Lloop:
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bmh0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; vmac.f bml1, bmh1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bmh0, x1, x5, r0 ; vconv.bf16.fp32 wl7, bml0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bmh1, x1, x6, r0 ; vconv.bf16.fp32 wl8, bml1
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0 ; vconv.bf16.fp32 wl7, bml2
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; vshuffle x9, x7, x8, r4 ; vmac.f bml1, bml1, x0, x6, r0 ; vconv.bf16.fp32 wl8, bml3
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0 ; vst wl9, [p3], #32
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; vshuffle x9, x7, x8, r4 ; vmac.f bml0, bml0, x0, x5, r0 ; vst wh9, [p3], #32
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0 ; vst wl9, [p3], #32
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0 ; vst wh9, [p3], #32
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; vmac.f bml1, bml1, x0, x6, r0 ; padds.2d [p0], d0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vmac.f bml0, bml0, x0, x5, r0 ; padds.2d [p4], d1
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0 ; padds.2d [p5], d2
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96] ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
.Lloop_end:
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    // segment NS - 1, without the next segment's loads
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bmh0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; vmac.f bml1, bmh1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bmh0, x1, x5, r0 ; vconv.bf16.fp32 wl7, bml0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bmh1, x1, x6, r0 ; vconv.bf16.fp32 wl8, bml1
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0 ; vconv.bf16.fp32 wl7, bml2
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; vshuffle x9, x7, x8, r4 ; vmac.f bml1, bml1, x0, x6, r0 ; vconv.bf16.fp32 wl8, bml3
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0 ; vst wl9, [p3], #32
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; vshuffle x9, x7, x8, r4 ; vmac.f bml0, bml0, x0, x5, r0 ; vst wh9, [p3], #32
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0 ; vst wl9, [p3], #32
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0 ; vst wh9, [p3], #32
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; vmac.f bml1, bml1, x0, x6, r0 ; padds.2d [p0], d0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vmac.f bml0, bml0, x0, x5, r0 ; padds.2d [p4], d1
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0 ; padds.2d [p5], d2
    vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vmac.f bml2, bml2, x1, x5, r0
    vmac.f bml3, bml3, x1, x6, r0
    // the last segment's results, in the return's delay slots
    nop
    nop
    vconv.bf16.fp32 wl7, bml0
    vconv.bf16.fp32 wl8, bml1
    vconv.bf16.fp32 wl7, bml2
    vshuffle x9, x7, x8, r4 ; vconv.bf16.fp32 wl8, bml3
    ret lr
    vst wl9, [p3], #32
    vshuffle x9, x7, x8, r4 ; vst wh9, [p3], #32
    nop
    vst wl9, [p3], #32
    vst wh9, [p3], #32
