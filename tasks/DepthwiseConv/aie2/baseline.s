// DepthwiseConv on one AIE2 tile, as Peano compiles an AIE-API kernel of element-wise bf16
// multiply-accumulates (aie::mac on 16-lane vectors paired by mul_elem_16_2): channels in lanes,
// two kernel taps per vmac.f.
//
// Layout: x [H, W, C], w [KS, KS, C], b [C] and y [H - 2, W - 2, C], all bf16 in dm (p0..p3).
// KS = 3, C a multiple of 16, the output width W - 2 a multiple of 4, at least 3 blocks of 4 pixels.
//
// Algorithm: channels go in blocks of 16 (the 16 fp32 lanes of an accumulator), output pixels in
// blocks of 4 along a row (accumulators bml0..bml3). The element-wise shape (configuration 0x3C)
// adds X[l] * Y[l] + X[l + 16] * Y[l + 16] to lane l, so each vmac.f takes two taps of one output
// pixel: X is two 32-byte loads (16 channels of the input pixel under each tap, wl and wh) and Y
// the two taps' weights. The nine taps make five pairs, (0,1)(0,2), (0,0)(1,1), (1,2)(1,0),
// (2,1)(2,2) and (2,0) with a zero half, whose weight vectors stay in x1..x5 for the whole channel
// block. The first pair's vmac.f adds to the bias (bml4, loaded with vlda.conv), so nothing clears
// the accumulators. Rows i, i + 1, i + 2 of x are walked by p4, p5, p6 with the pixel and tap as
// immediate offsets (load A) or in dj3..dj7 (load B, whose immediates reach only 96 bytes), each
// pointer stepped once per block by a 2D post-modify in the store slot (4 pixels, 6 at a row's end).
//
// Schedule: the pixel-block loop is software-pipelined, II = 20: 20 vmac.f (pair-major, so each
// accumulator's chain is 4 cycles apart), 20 bundles of two loads (40 loads: both load ports every
// cycle), the loads of a vmac.f issued exactly 7 cycles before it into x0, and the previous
// block's 4 results stored with vst.conv (round to nearest even) in the 4 cycles between their last
// vmac.f landing and the next block's first. Per channel block: 7 bundles of weight and bias loads,
// a 7-bundle prologue, block 0 peeled (no stores), the loop, an epilogue without loads and the
// last stores in the branch's delay slots: 20 * NB + 20 cycles for NB = (H - 2) (W - 2) / 4 blocks.
// The element-wise shape does 32 of the multiplier's 128 products a cycle, and 9 of every 10
// halves carry a tap, so the kernel runs at most 22.5% of the mac bound.
//
// Accuracy: products and sums in fp32 (the accumulator), one rounding to bf16 at the end.
    .equ PS, C * 2                        // bytes of a pixel
    .equ OH, H - 2
    .equ OW, W - 2
    .equ NB, OH * OW / 4                  // pixel blocks per channel block
    .equ CB, C / 16                       // channel blocks
kernel:
    mova r0, #12 ; mov r10, p6            // r10 keeps p6 (callee-saved)
    mov crRnd, r0 ; mova r0, #60          // r0: vmac.f configuration 0x3C (bf16 element-wise)
    movxm ls, #.Lloop
    movxm le, #.Lloop_end
    mova dn0, #OW / 4 - 1 ; movxm m4, #W * PS
    mova dn1, #OW / 4 - 1 ; movxm m3, #PS + 32 - OH * OW * PS
    mova dn2, #OW / 4 - 1 ; movxm dj0, #4 * PS
    mova m0, #6 * PS ; movxm dj1, #4 * PS
    mova m1, #6 * PS ; movxm dj2, #4 * PS
    mova m2, #6 * PS ; movx r1, #0
    mova dj3, #1 * PS ; movxm dj6, #4 * PS  // dj3..dj7: offsets of 1..5 pixels, for the ldb loads
    mova dj4, #2 * PS ; movxm dj7, #5 * PS
    mova dj5, #3 * PS
    mova r2, #NB - 2 ; vbcst.32 x5, r1    // the zero half of the last pair's weights
    mova r3, #CB ; mov p4, p0
    mov p5, p0
    padda [p5], m4
    mov p6, p5
    padda [p6], m4
.Lcblock:
    // weights of the five tap pairs (tap t = 3 p + q at t * PS) and the bias, then the prologue
    vlda wl1, [p1, #1 * PS] ; vldb wh1, [p1, dj4] ; add.nc lc, r2, #0
    vlda wl2, [p1, #0 * PS] ; vldb wh2, [p1, dj6]
    vlda wl3, [p1, #5 * PS] ; vldb wh3, [p1, dj5]
    vlda wl4, [p1, #7 * PS]
    vlda wh4, [p1, #8 * PS]
    vlda wl5, [p1, #6 * PS] ; paddb [p1], #32
    vlda.conv.fp32.bf16 bml4, [p2, #0] ; paddb [p2], #32
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p4, dj4]
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p4, dj5]
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p4, dj6]
    vlda wl0, [p4, #4 * PS] ; vldb wh0, [p4, dj7]
    vlda wl0, [p4, #0 * PS] ; vldb wh0, [p5, dj3]
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p5, dj4]
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p5, dj5]
    // block 0 (peeled: nothing to store yet)
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p5, dj6] ; vmac.f bml0, bml4, x0, x1, r0
    vlda wl0, [p5, #2 * PS] ; vldb wh0, [p5, #0] ; vmac.f bml1, bml4, x0, x1, r0
    vlda wl0, [p5, #3 * PS] ; vldb wh0, [p5, dj3] ; vmac.f bml2, bml4, x0, x1, r0
    vlda wl0, [p5, #4 * PS] ; vldb wh0, [p5, dj4] ; vmac.f bml3, bml4, x0, x1, r0
    vlda wl0, [p5, #5 * PS] ; vldb wh0, [p5, dj5] ; vmac.f bml0, bml0, x0, x2, r0
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml1, bml1, x0, x2, r0
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml2, bml2, x0, x2, r0 ; padds.2d [p4], d0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj6] ; vmac.f bml3, bml3, x0, x2, r0 ; padds.2d [p5], d1
    vlda wl0, [p6, #4 * PS] ; vldb wh0, [p6, dj7] ; vmac.f bml0, bml0, x0, x3, r0
    vlda wl0, [p6, #0 * PS] ; vldb wh0, [p6, #0] ; vmac.f bml1, bml1, x0, x3, r0
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj3] ; vmac.f bml2, bml2, x0, x3, r0
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml3, bml3, x0, x3, r0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml0, bml0, x0, x4, r0
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p4, dj4] ; vmac.f bml1, bml1, x0, x4, r0 ; padds.2d [p6], d2
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p4, dj5] ; vmac.f bml2, bml2, x0, x4, r0
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p4, dj6] ; vmac.f bml3, bml3, x0, x4, r0
    vlda wl0, [p4, #4 * PS] ; vldb wh0, [p4, dj7] ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl0, [p4, #0 * PS] ; vldb wh0, [p5, dj3] ; vmac.f bml1, bml1, x0, x5, r0
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p5, dj4] ; vmac.f bml2, bml2, x0, x5, r0
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p5, dj5] ; vmac.f bml3, bml3, x0, x5, r0
    // the loop: blocks 1 .. NB - 2
.Lloop:
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p5, dj6] ; vmac.f bml0, bml4, x0, x1, r0
    vlda wl0, [p5, #2 * PS] ; vldb wh0, [p5, #0] ; vmac.f bml1, bml4, x0, x1, r0
    vlda wl0, [p5, #3 * PS] ; vldb wh0, [p5, dj3] ; vmac.f bml2, bml4, x0, x1, r0 ; vst.conv.bf16.fp32 bml0, [p3], #PS
    vlda wl0, [p5, #4 * PS] ; vldb wh0, [p5, dj4] ; vmac.f bml3, bml4, x0, x1, r0 ; vst.conv.bf16.fp32 bml1, [p3], #PS
    vlda wl0, [p5, #5 * PS] ; vldb wh0, [p5, dj5] ; vmac.f bml0, bml0, x0, x2, r0 ; vst.conv.bf16.fp32 bml2, [p3], #PS
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml1, bml1, x0, x2, r0 ; vst.conv.bf16.fp32 bml3, [p3], #PS
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml2, bml2, x0, x2, r0 ; padds.2d [p4], d0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj6] ; vmac.f bml3, bml3, x0, x2, r0 ; padds.2d [p5], d1
    vlda wl0, [p6, #4 * PS] ; vldb wh0, [p6, dj7] ; vmac.f bml0, bml0, x0, x3, r0
    vlda wl0, [p6, #0 * PS] ; vldb wh0, [p6, #0] ; vmac.f bml1, bml1, x0, x3, r0
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj3] ; vmac.f bml2, bml2, x0, x3, r0
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml3, bml3, x0, x3, r0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml0, bml0, x0, x4, r0
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p4, dj4] ; vmac.f bml1, bml1, x0, x4, r0 ; padds.2d [p6], d2
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p4, dj5] ; vmac.f bml2, bml2, x0, x4, r0
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p4, dj6] ; vmac.f bml3, bml3, x0, x4, r0
    vlda wl0, [p4, #4 * PS] ; vldb wh0, [p4, dj7] ; vmac.f bml0, bml0, x0, x5, r0
    vlda wl0, [p4, #0 * PS] ; vldb wh0, [p5, dj3] ; vmac.f bml1, bml1, x0, x5, r0
    vlda wl0, [p4, #1 * PS] ; vldb wh0, [p5, dj4] ; vmac.f bml2, bml2, x0, x5, r0
.Lloop_end:
    vlda wl0, [p4, #2 * PS] ; vldb wh0, [p5, dj5] ; vmac.f bml3, bml3, x0, x5, r0
    // epilogue: block NB - 1 without the next block's loads
    vlda wl0, [p4, #3 * PS] ; vldb wh0, [p5, dj6] ; vmac.f bml0, bml4, x0, x1, r0
    vlda wl0, [p5, #2 * PS] ; vldb wh0, [p5, #0] ; vmac.f bml1, bml4, x0, x1, r0
    vlda wl0, [p5, #3 * PS] ; vldb wh0, [p5, dj3] ; vmac.f bml2, bml4, x0, x1, r0 ; vst.conv.bf16.fp32 bml0, [p3], #PS
    vlda wl0, [p5, #4 * PS] ; vldb wh0, [p5, dj4] ; vmac.f bml3, bml4, x0, x1, r0 ; vst.conv.bf16.fp32 bml1, [p3], #PS
    vlda wl0, [p5, #5 * PS] ; vldb wh0, [p5, dj5] ; vmac.f bml0, bml0, x0, x2, r0 ; vst.conv.bf16.fp32 bml2, [p3], #PS
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml1, bml1, x0, x2, r0 ; vst.conv.bf16.fp32 bml3, [p3], #PS
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml2, bml2, x0, x2, r0 ; padds.2d [p4], d0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj6] ; vmac.f bml3, bml3, x0, x2, r0 ; padds.2d [p5], d1
    vlda wl0, [p6, #4 * PS] ; vldb wh0, [p6, dj7] ; vmac.f bml0, bml0, x0, x3, r0
    vlda wl0, [p6, #0 * PS] ; vldb wh0, [p6, #0] ; vmac.f bml1, bml1, x0, x3, r0
    vlda wl0, [p6, #1 * PS] ; vldb wh0, [p6, dj3] ; vmac.f bml2, bml2, x0, x3, r0
    vlda wl0, [p6, #2 * PS] ; vldb wh0, [p6, dj4] ; vmac.f bml3, bml3, x0, x3, r0
    vlda wl0, [p6, #3 * PS] ; vldb wh0, [p6, dj5] ; vmac.f bml0, bml0, x0, x4, r0
    vmac.f bml1, bml1, x0, x4, r0 ; padds.2d [p6], d2 ; padda [p0], #32
    vmac.f bml2, bml2, x0, x4, r0 ; mov p4, p0
    vmac.f bml3, bml3, x0, x4, r0 ; mov p5, p4
    vmac.f bml0, bml0, x0, x5, r0 ; padda [p5], m4
    vmac.f bml1, bml1, x0, x5, r0 ; mov p6, p5
    vmac.f bml2, bml2, x0, x5, r0 ; padda [p6], m4
    vmac.f bml3, bml3, x0, x5, r0 ; add r3, r3, #-1
    jnz r3, #.Lcblock
    nop
    vst.conv.bf16.fp32 bml0, [p3], #PS
    vst.conv.bf16.fp32 bml1, [p3], #PS
    vst.conv.bf16.fp32 bml2, [p3], #PS
    vst.conv.bf16.fp32 bml3, [p3], m3     // and on to the next channel block's first pixel
    ret lr ; mov p6, r10
    nop
    nop
    nop
    nop
    nop
