// GEMM as Peano compiles mlir-aie's matmul_vectorized_2x2 kernel (aie::mmul<4, 8, 4> on bf16,
// fp32 accumulators, bf16 results) for one call that covers the whole of K.
//
// Layout: A, B and C in dm as bf16, pre-tiled as the DMA leaves them: A in 4x8 tiles (64 bytes),
// B in 8x4 tiles (64 bytes), C in 4x4 tiles (32 bytes), tiles in row-major order. A tile row of A
// is AROW = K / 8 * 64 bytes, a tile row of B BROW = N / 4 * 64, of C CROW = N / 4 * 32.
//
// Algorithm: for each pair of A tile rows z, z + 1 and each pair of B tile columns j, j + 1, four
// accumulators C00, C01, C10, C11 (bml0..bml3) take the sum over the K / 8 k-steps of
// A[z][k] B[k][j], A[z][k] B[k][j+1], A[z+1][k] B[k][j], A[z+1][k] B[k][j+1], one vmac.f
// (configuration 0x1C: 4x8 by 8x4) each; the first k-step is peeled as vmul.f, as the source
// starts each accumulator with mul. Each loaded A and B tile feeds two products, so a k-step's
// four tile loads (eight 32-byte loads, vlda and vldb in one bundle) take 4 cycles, as long as its
// four vmac.f.
//
// Schedule: the k loop is software-pipelined in a zero-overhead loop of 4 bundles: k-step s loads
// A0 (x0), B0 (x2), B1 (x3), A1 (x1) in its bundles 0..3 and its products issue 8..11 cycles
// later, one vmac.f every cycle; each accumulator is re-read 4 cycles after its previous vmac.f,
// when that one's sum is due (a vmac.f reads its accumulator 2 cycles after issue and writes it
// after 6). A register is loaded again 4 cycles after its previous load, so every product reads
// its operands inside their 4-cycle window. Before the loop: the loads of k-steps 0..2 and the
// vmul.f of step 0 (12 bundles); the loop runs k-steps 3 .. K/8 - 1; after it, the products of the
// last two k-steps (8 bundles), then the four stores, vst.conv.bf16.fp32 as each sum lands, in
// the delay slots of the branch back to the next block. A block of 2x2 C tiles takes K/2 + 14
// cycles; the loops over j and z are counted by branches (jnz), with their pointer steps in
// modifier registers.
//
// Accuracy: products of bf16 inputs accumulate in fp32 over the whole of K; each result is
// rounded once to bf16, to nearest even (crRnd = 12).
    .equ KT, K / 8                 // k-steps
    .equ NT, N / 4                 // tile columns of B and C
    .equ AROW, KT * 64             // bytes of one tile row of A
    .equ BROW, NT * 64             // bytes of one tile row of B (one k-step)
    .equ CROW, NT * 32             // bytes of one tile row of C
kernel:
    movxm ls, #loop ; mova r4, #12
    movxm le, #loop_end ; mova r0, #28                // r0: vmac.f configuration 0x1C
    movxm m0, #BROW ; mova r1, #KT - 3                // r1: k loop trips
    movxm m1, #-AROW ; mova r2, #N / 8                // m1: A back to its tile rows' start
    movxm m2, #128 - KT * BROW ; mova r3, #M / 8 - 1  // m2: B to the next pair of tile columns
    movxm m3, #2 * AROW                               // m3: A to the next pair of tile rows
    movxm m4, #-BROW                                  // m4: B back to its first tile columns
    movxm m5, #CROW
    movxm m6, #AROW
    mov crRnd, r4
    mov p3, p0                                        // p3: A tile row z + 1
    mov p4, p1                                        // p4: B tile column j + 1
    mov p5, p2                                        // p5: C tile row z + 1
    padda [p3], m6 ; paddb [p4], #64 ; padds [p5], m5
    // for z (pairs of tile rows), for j (pairs of tile columns): one block of 2x2 C tiles
zloop:
jloop:
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; add r2, r2, #-1 ; add.nc lc, r1, #0
    vlda wl2, [p1], m0 ; vldb wh2, [p1, #32]
    vlda wl3, [p4], m0 ; vldb wh3, [p4, #32]
    vlda wl1, [p3], #64 ; vldb wh1, [p3, #32]
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    vlda wl2, [p1], m0 ; vldb wh2, [p1, #32]
    vlda wl3, [p4], m0 ; vldb wh3, [p4, #32]
    vlda wl1, [p3], #64 ; vldb wh1, [p3, #32]
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmul.f bml0, x0, x2, r0
    vlda wl2, [p1], m0 ; vldb wh2, [p1, #32] ; vmul.f bml1, x0, x3, r0
    vlda wl3, [p4], m0 ; vldb wh3, [p4, #32] ; vmul.f bml2, x1, x2, r0
    vlda wl1, [p3], #64 ; vldb wh1, [p3, #32] ; vmul.f bml3, x1, x3, r0
loop:
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmac.f bml0, bml0, x0, x2, r0
    vlda wl2, [p1], m0 ; vldb wh2, [p1, #32] ; vmac.f bml1, bml1, x0, x3, r0
    vlda wl3, [p4], m0 ; vldb wh3, [p4, #32] ; vmac.f bml2, bml2, x1, x2, r0
loop_end:
    vlda wl1, [p3], #64 ; vldb wh1, [p3, #32] ; vmac.f bml3, bml3, x1, x3, r0
    // the last two k-steps' products; A back to the block's tile rows, B to the next columns
    padda [p0], m1 ; paddb [p3], m1 ; vmac.f bml0, bml0, x0, x2, r0
    padda [p1], m2 ; paddb [p4], m2 ; vmac.f bml1, bml1, x0, x3, r0
    vmac.f bml2, bml2, x1, x2, r0
    vmac.f bml3, bml3, x1, x3, r0
    vmac.f bml0, bml0, x0, x2, r0
    vmac.f bml1, bml1, x0, x3, r0
    vmac.f bml2, bml2, x1, x2, r0
    vmac.f bml3, bml3, x1, x3, r0
    jnz r2, #jloop
    nop
    vst.conv.bf16.fp32 bml0, [p2], #32
    vst.conv.bf16.fp32 bml1, [p2], #32
    vst.conv.bf16.fp32 bml2, [p5], #32
    vst.conv.bf16.fp32 bml3, [p5], #32
    // next pair of tile rows: A and C two tile rows on, B back to its first columns
    jnz r3, #zloop ; padda [p0], m3 ; paddb [p3], m3 ; padds [p2], m5
    padda [p1], m4 ; paddb [p4], m4 ; padds [p5], m5 ; add r3, r3, #-1
    mova r2, #N / 8
    nop
    nop
    nop
    ret lr
    nop
    nop
    nop
    nop
    nop
