// ConvBlock on one AIE2 tile, as Peano compiles an AIE-API kernel that runs Conv2D's
// aie::mmul<4, 8, 4> convolution and then, per tile, aie::mul by the scale with the shift as the
// accumulator, the conversion to bf16 and aie::max with zero:
//   y[i, j, o] = max(0, scale[o] * sum_(p, q, c) x[i + p, j + q, c] w[p, q, c, o] + shift[o]).
//
// Layout: x [H, W, CI], w [KS, KS, CI, CO], scale [CO], shift [CO] and y [H - 2, W - 2, CO], all bf16
// in dm (p0..p4). KS = 3, CI = 8, CO = 8, the output width W - 2 a multiple of 8 and at least 3
// segments of 8 output pixels. r16 (vmax_lt's mask) is callee-saved: it waits in r24.
//
// Algorithm: the convolution is tasks/Conv2D/aie2/baseline.s: output pixels in segments of 8
// along a row, as two blocks of 4 with two blocks of 4 output channels each (accumulators
// bml0..bml3, started by vmul.f); for tap (p, q) the X operand of a block is its 4 input pixels
// in row i + p from column j + q (a load for q = 0 and 2, a vshift by one pixel for q = 1), the Y
// operands w[p, q] split into its two 8x4 column blocks by vshuffle modes 6 and 7. Then per
// segment: vconv rounds the four accumulators to bf16, vshuffle modes 14 and 15 interleave the two
// channel blocks into pixel order (4 pixels x 8 channels a register), and four element-wise
// vmac.f (configuration 0x3C: lane l += X[l] Y[l] + X[l + 16] Y[l + 16]) multiply pixels 0-1 and
// 2-3 of each register by the scale (x10 = 2 x scale then zeros, x8 = zeros then 2 x scale) onto
// an accumulator holding the shift (bmh0, shift[l % 8] in lane l); vconv rounds them to bf16,
// vmax_lt.bf16 with zero (x11) is the ReLU, and four 32-byte stores write the segment's 128 bytes.
//
// Schedule: the segment loop is software-pipelined, II = 40: Conv2D's 36 vmac.f a segment with a
// gap of 4 cycles after the tenth, where the scale's 4 vmac.f for the previous segment go; every
// load, shuffle and shift keeps its distance to the vmac.f that reads it (the ones that land after
// the gap issue 4 cycles later). The previous segment's accumulators are converted in cycles 2-5
// of the next iteration (before its first vmul.f lands), interleaved at 8-9, scaled at 10-13,
// converted at 16-19, ReLU at 21 and 24, stored at 23-27; the row pointers step in the store slot
// (2D post-modify). A prologue (5 bundles of set-up, then segment 0 with the constants, the scale
// and shift vectors set in its free slots), the loop over segments 1 .. NS - 2, segment NS - 1 and
// the last two segments' results, the last 5 bundles in the return's delay slots: 40 NS + 44
// cycles for NS = OH OW / 8 (204, 364, 1,004, 1,324 and 2,444 cycles on C1..C5, 71% to 88% of the
// roofline bound; the scale costs the 4 cycles a segment of the gap).
//
// Accuracy: the convolution's products and sums in fp32 (the accumulator), rounded to bf16 once;
// times scale plus shift in fp32, rounded to bf16 again: an output is within 0.4% of
// |scale * conv| + 0.4% of |y| of the exact block. The largest error seen is 0.0078, against the
// task's 6e-2 + 4e-2 |y|.
    .equ OH, H - 2
    .equ OW, W - 2
    .equ NS, OH * OW / 8                  // segments of 8 output pixels
    .equ PIX, CI * 2                      // bytes of an input pixel
    .if (KS != 3) || (CI != 8) || (CO != 8) || (OW % 8) || (NS < 3)
    .equ BAD_SHAPE, 1 / 0                 // KS = 3, CI = CO = 8, OW a multiple of 8, 3 segments or more
    .endif
kernel:
    // set-up: the scale and the shift, the w walkers p1 and p2 (2D, 18 steps of 64 bytes), p0 one
    // block of 4 pixels in, p3 = y; the constants follow in the prologue's free slots
    vlda wl10, [p2, #0] ; vldb wl11, [p3, #0] ; movx r2, #6 ; mov p2, p1
    padda [p2], #32 ; movxm m3, #-17 * 64
    mova dj3, #64 ; movxm m4, #-17 * 64
    mova dj4, #64 ; movx r3, #7 ; mov dn3, #17
    padda [p0], #64 ; movx r0, #28 ; mov dn4, #17
    // prologue: segment 0 and the first loads of segment 1
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; movx r1, #16 ; mov p3, p4
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; movx r4, #14 ; mov p4, p0
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32] ; movxm m5, #W * PIX
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32] ; movx r5, #15 ; mov m0, #10 * PIX
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; movx r6, #60 ; mov m1, #10 * PIX
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; movx lc, #NS - 2 ; mov m2, #10 * PIX
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96] ; movx r7, #12 ; mov dn0, #OW / 8 - 1
    paddb [p4], m5 ; movx r9, #0 ; mov dn1, #OW / 8 - 1
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; movx r8, #32 ; vshuffle x5, x3, x4, r2
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmul.f bml0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; mov p5, p4 ; vmul.f bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmul.f bml2, x1, x5, r0
    paddb [p5], m5 ; vshuffle x6, x3, x4, r3 ; vmul.f bml3, x1, x6, r0
    vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    mov dn2, #OW / 8 - 1 ; vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; mov dj0, #8 * PIX ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; mov dj1, #8 * PIX ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; mov dj2, #8 * PIX
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; mov crRnd, #12
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; movxm ls, #.Lloop
    movxm le, #.Lloop_end
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; mov r24, r16 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; padds.2d [p0], d0 ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; padds.2d [p4], d1 ; vshuffle x11, x11, x11, r7 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vconv.fp32.bf16 bmh0, wl11 ; vmac.f bml0, bml0, x0, x5, r0
    vbcst.32 x11, r9 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vshuffle x10, x10, x10, r7 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32] ; vmov wh10, wl11 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; padds.2d [p5], d2 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96] ; vshift x8, x11, x10, r8 ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    // the loop: segment k, the first loads of k + 1, the results of k - 1 (k = 1 .. NS - 2)
.Lloop:
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmul.f bml0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; vmul.f bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vconv.bf16.fp32 wl9, bml0 ; vshuffle x5, x3, x4, r2 ; vmul.f bml2, x1, x5, r0
    vconv.bf16.fp32 wl7, bml1 ; vshuffle x6, x3, x4, r3 ; vmul.f bml3, x1, x6, r0
    vconv.bf16.fp32 wh9, bml2 ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vconv.bf16.fp32 wh7, bml3 ; vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; vshuffle x9, x9, x7, r4 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; vshuffle x7, x9, x7, r5 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vmac.f bml4, bmh0, x9, x10, r6
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vmac.f bmh4, bmh0, x9, x8, r6
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; vmac.f bml5, bmh0, x7, x10, r6
    vmac.f bmh5, bmh0, x7, x8, r6
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vconv.bf16.fp32 wl9, bml4 ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; vconv.bf16.fp32 wh9, bmh4 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vconv.bf16.fp32 wl7, bml5 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vconv.bf16.fp32 wh7, bmh5 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; padds.2d [p0], d0 ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; padds.2d [p4], d1 ; vmax_lt.bf16 x9, r16, x9, x11 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vst wl9, [p3], #32 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vst wh9, [p3], #32 ; vmax_lt.bf16 x7, r16, x7, x11 ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vst wl7, [p3], #32 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vst wh7, [p3], #32 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p0, #-64] ; vldb wh0, [p0, #-32] ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p0, #0] ; vldb wh1, [p0, #32] ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; padds.2d [p5], d2 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p0, #64] ; vldb wh2, [p0, #96] ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
.Lloop_end:
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    // epilogue: segment NS - 1, then the results of NS - 2 and NS - 1
    vlda wl0, [p0, #-32] ; vldb wh0, [p0, #0] ; vshift x0, x0, x1, r1 ; vmul.f bml0, x0, x5, r0
    vlda wl1, [p0, #32] ; vldb wh1, [p0, #64] ; vmul.f bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vconv.bf16.fp32 wl9, bml0 ; vshuffle x5, x3, x4, r2 ; vmul.f bml2, x1, x5, r0
    vconv.bf16.fp32 wl7, bml1 ; vshuffle x6, x3, x4, r3 ; vmul.f bml3, x1, x6, r0
    vconv.bf16.fp32 wh9, bml2 ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vconv.bf16.fp32 wh7, bml3 ; vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-64] ; vldb wh0, [p4, #-32] ; vshuffle x9, x9, x7, r4 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #0] ; vldb wh1, [p4, #32] ; vshuffle x7, x9, x7, r5 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vmac.f bml4, bmh0, x9, x10, r6
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vmac.f bmh4, bmh0, x9, x8, r6
    vlda wl2, [p4, #64] ; vldb wh2, [p4, #96] ; vmac.f bml5, bmh0, x7, x10, r6
    vmac.f bmh5, bmh0, x7, x8, r6
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p4, #-32] ; vldb wh0, [p4, #0] ; vconv.bf16.fp32 wl9, bml4 ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p4, #32] ; vldb wh1, [p4, #64] ; vconv.bf16.fp32 wh9, bmh4 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vconv.bf16.fp32 wl7, bml5 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vconv.bf16.fp32 wh7, bmh5 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-64] ; vldb wh0, [p5, #-32] ; padds.2d [p0], d0 ; vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #0] ; vldb wh1, [p5, #32] ; padds.2d [p4], d1 ; vmax_lt.bf16 x9, r16, x9, x11 ; vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vst wl9, [p3], #32 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl2, [p5, #64] ; vldb wh2, [p5, #96] ; vst wh9, [p3], #32 ; vmax_lt.bf16 x7, r16, x7, x11 ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vlda.2d wl3, [p1], d3 ; vldb.2d wh3, [p2], d4 ; vst wl7, [p3], #32 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vlda.2d wl4, [p1], d3 ; vldb.2d wh4, [p2], d4 ; vst wh7, [p3], #32 ; vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vlda wl0, [p5, #-32] ; vldb wh0, [p5, #0] ; vshift x0, x0, x1, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl1, [p5, #32] ; vldb wh1, [p5, #64] ; vmac.f bml1, bml1, x0, x6, r0
    vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vshift x1, x1, x2, r1 ; vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    padds.2d [p5], d2 ; vshuffle x5, x3, x4, r2 ; vmac.f bml2, bml2, x1, x5, r0
    vshuffle x6, x3, x4, r3 ; vmac.f bml3, bml3, x1, x6, r0
    vmac.f bml0, bml0, x0, x5, r0
    vmac.f bml1, bml1, x0, x6, r0
    vmac.f bml2, bml2, x1, x5, r0
    vmac.f bml3, bml3, x1, x6, r0
    nop
    nop
    vconv.bf16.fp32 wl9, bml0
    vconv.bf16.fp32 wl7, bml1
    vconv.bf16.fp32 wh9, bml2
    vconv.bf16.fp32 wh7, bml3
    nop
    nop
    vshuffle x9, x9, x7, r4
    vshuffle x7, x9, x7, r5
    vmac.f bml4, bmh0, x9, x10, r6
    vmac.f bmh4, bmh0, x9, x8, r6
    vmac.f bml5, bmh0, x7, x10, r6
    vmac.f bmh5, bmh0, x7, x8, r6
    nop
    nop
    vconv.bf16.fp32 wl9, bml4
    vconv.bf16.fp32 wh9, bmh4
    vconv.bf16.fp32 wl7, bml5
    vconv.bf16.fp32 wh7, bmh5
    nop
    vmax_lt.bf16 x9, r16, x9, x11
    ret lr
    vst wl9, [p3], #32 ; mov r16, r24
    vst wh9, [p3], #32 ; vmax_lt.bf16 x7, r16, x7, x11
    nop
    vst wl7, [p3], #32
    vst wh7, [p3], #32
