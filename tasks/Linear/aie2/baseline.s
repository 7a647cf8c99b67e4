// Linear (Y = X W^T + b) as Peano compiles an AIE-API kernel in the manner of mlir-aie's
// matmul_vectorized_2x2 (aie::mmul<4, 8, 4> on bf16, fp32 accumulators, bf16 results), with the
// weight tiles transposed in registers (aie::transpose) and the accumulators started from the bias.
//
// Layout: X, W, b and Y in dm as bf16. X [M, K] and W [N, K] in 4x8 tiles (64 bytes), Y in 4x4
// tiles (32 bytes), tiles in row-major order; b plain. A tile row of X or W is
// AROW = K / 8 * 64 bytes (the k-steps of a tile row are contiguous), of Y CROW = N / 4 * 32.
//
// Algorithm: for each pair of output tile columns j, j + 1 (W tile rows), outermost so that their
// bias is loaded once: b[4j .. 4j + 7] (16 bytes, vlda.128) broadcast as two 4-element rows
// (vextbcst.64) into x10 and x11. Then for each pair of X tile rows z, z + 1: the four
// accumulators C00, C01, C10, C11 (bml0..bml3) start from the bias (vconv.fp32.bf16: lane 4i + c
// holds b[4j + c]) and take the K / 8 k-steps X[z][k] W[j][k]^T, X[z][k] W[j+1][k]^T,
// X[z+1][k] W[j][k]^T, X[z+1][k] W[j+1][k]^T: each W tile (4 features x 8 inputs) is transposed
// into the 8x4 right operand by vshuffle mode 29 (a 4x8 bf16 transpose), then one vmac.f
// (configuration 0x1C) per product. Each loaded tile feeds two products: a k-step's eight 32-byte
// loads take 4 cycles, as long as its four vmac.f.
//
// Schedule: the k loop is software-pipelined in a zero-overhead loop of 4 bundles: k-step s loads
// W[j] (x2), W[j+1] (x3), X[z] (x0), X[z+1] (x1) in cycles 4s .. 4s + 3, transposes x2 into x4 at
// 4s + 7 and x3 into x5 at 4s + 8 (the move slot), and issues its products at 4s + 9 .. 4s + 12,
// one vmac.f every cycle, each accumulator re-read 4 cycles after its previous vmac.f as that
// sum lands. Every register is rewritten 4 cycles after its previous value landed, so each reader
// falls inside its value's window. Before the loop, the loads of k-steps 0..2 (12 bundles, the
// bias conversions in their move slots); the loop runs k-steps 3 .. K/8 - 1; after it, the
// last three k-steps' transposes and products (9 bundles), then the four vst.conv.bf16.fp32 as
// the sums land, in the delay slots of the branch back to the next block: K/2 + 15 cycles a
// block of 2x2 Y tiles. The loops over z and j are counted by branches (jnz); each column pair
// first waits 9 cycles for its bias.
//
// Accuracy: fp32 accumulation from the exact bias over the whole of K; each result is rounded once
// to bf16, to nearest even (crRnd = 12).
    .equ KT, K / 8                 // k-steps
    .equ NT, N / 4                 // tile columns of Y
    .equ AROW, KT * 64             // bytes of one tile row of X or W
    .equ CROW, NT * 32             // bytes of one tile row of Y
kernel:
    movxm ls, #loop ; mova r4, #12
    movxm le, #loop_end ; mova r0, #28                // r0: vmac.f configuration 0x1C
    movxm m1, #-AROW ; mova r5, #29                   // r5: vshuffle mode 29, 4x8 -> 8x4 (16-bit)
    movxm m2, #AROW ; mova r1, #KT - 3                // r1: k loop trips
    movxm m3, #2 * AROW ; mova r3, #N / 8 - 1         // m3: W to the next pair of tile rows
    movxm m4, #0 - M / 4 * AROW                       // m4: X back to its first tile rows
    movxm m5, #CROW - 32                              // m5: Y from tile (z, j+1) to (z+1, j)
    movxm m6, #64 - M / 4 * CROW                      // m6: Y to the next pair of tile columns
    mov crRnd, r4
    mov p4, p0                                        // p4: X tile row z + 1
    mov p5, p1                                        // p5: W tile row j + 1
    padda [p4], m2 ; paddb [p5], m2
    // for j (pairs of W tile rows: output tile columns): the bias of the pair
jloop:
    vlda.128 wl6, [p2] ; paddb [p2], #16 ; movx r2, #M / 8
    nop
    nop
    nop
    nop
    nop
    nop
    vextbcst.64 x10, x6, #0                           // b[4j .. 4j + 3] in every 4 lanes
    vextbcst.64 x11, x6, #1                           // b[4j + 4 .. 4j + 7]
    // for z (pairs of X tile rows): one block of 2x2 Y tiles
zloop:
    vlda wl2, [p1], #64 ; vldb wh2, [p1, #32] ; add r2, r2, #-1 ; add.nc lc, r1, #0
    vlda wl3, [p5], #64 ; vldb wh3, [p5, #32] ; vconv.fp32.bf16 bml0, wl10
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vconv.fp32.bf16 bml1, wl11
    vlda wl1, [p4], #64 ; vldb wh1, [p4, #32] ; vconv.fp32.bf16 bml2, wl10
    vlda wl2, [p1], #64 ; vldb wh2, [p1, #32] ; vconv.fp32.bf16 bml3, wl11
    vlda wl3, [p5], #64 ; vldb wh3, [p5, #32]
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    vlda wl1, [p4], #64 ; vldb wh1, [p4, #32] ; vshuffle x4, x2, x2, r5
    vlda wl2, [p1], #64 ; vldb wh2, [p1, #32] ; vshuffle x5, x3, x3, r5
    vlda wl3, [p5], #64 ; vldb wh3, [p5, #32] ; vmac.f bml0, bml0, x0, x4, r0
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmac.f bml1, bml1, x0, x5, r0
    vlda wl1, [p4], #64 ; vldb wh1, [p4, #32] ; vshuffle x4, x2, x2, r5 ; vmac.f bml2, bml2, x1, x4, r0
loop:
    vlda wl2, [p1], #64 ; vldb wh2, [p1, #32] ; vshuffle x5, x3, x3, r5 ; vmac.f bml3, bml3, x1, x5, r0
    vlda wl3, [p5], #64 ; vldb wh3, [p5, #32] ; vmac.f bml0, bml0, x0, x4, r0
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmac.f bml1, bml1, x0, x5, r0
loop_end:
    vlda wl1, [p4], #64 ; vldb wh1, [p4, #32] ; vshuffle x4, x2, x2, r5 ; vmac.f bml2, bml2, x1, x4, r0
    // the last three k-steps' transposes and products; W back to the pair's tile rows, X two on
    padda [p1], m1 ; paddb [p5], m1 ; vshuffle x5, x3, x3, r5 ; vmac.f bml3, bml3, x1, x5, r0
    padda [p0], m2 ; paddb [p4], m2 ; vmac.f bml0, bml0, x0, x4, r0
    vmac.f bml1, bml1, x0, x5, r0
    vshuffle x4, x2, x2, r5 ; vmac.f bml2, bml2, x1, x4, r0
    vshuffle x5, x3, x3, r5 ; vmac.f bml3, bml3, x1, x5, r0
    vmac.f bml0, bml0, x0, x4, r0
    vmac.f bml1, bml1, x0, x5, r0
    vmac.f bml2, bml2, x1, x4, r0
    vmac.f bml3, bml3, x1, x5, r0
    jnz r2, #zloop
    nop
    vst.conv.bf16.fp32 bml0, [p3], #32
    vst.conv.bf16.fp32 bml1, [p3], m5
    vst.conv.bf16.fp32 bml2, [p3], #32
    vst.conv.bf16.fp32 bml3, [p3], m5
    // next pair of W tile rows: X back to its start, Y to the next pair of tile columns
    jnz r3, #jloop ; padda [p1], m3 ; paddb [p5], m3 ; padds [p3], m6
    padda [p0], m4 ; paddb [p4], m4 ; add r3, r3, #-1
    nop
    nop
    nop
    nop
    ret lr
    nop
    nop
    nop
    nop
    nop
