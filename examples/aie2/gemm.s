// bf16 GEMM on one AIE2 tile, as a compiler would software-pipeline it: C (4x4, fp32) is the sum
// over STEPS steps of A_k (4x8, bf16, row by row, 64 bytes) times B_k (8x4, bf16, 64 bytes).
// A is at dm 0, B at 16384, C (16 fp32) at 32768. The loop body issues two vmac.f in four
// bundles, alternating two accumulators so that each reads the sum the other wrote 4 cycles
// earlier; each iteration loads two steps, two iterations ahead of the vmac.f that use them (a
// load lands 7 cycles after it issues), so the loop runs STEPS / 2 + 2 times, its first two
// iterations adding the zeros the registers start with. STEPS is even.
    .equ STEPS, 200
    mova r0, #28                  // vmac.f configuration 0x1C: bf16, 4x8 by 8x4
    movxm p0, #0
    movxm p1, #16384
    movxm p2, #32768
    movxm ls, #loop
    movxm le, #last
    mova r1, #STEPS / 2 + 2
    add.nc lc, r1, #0
    vclr bml0
    vclr bml1
    nop
    nop
    nop
    nop
    nop
loop:
    vlda wl0, [p0], #32 ; vldb wl1, [p1], #32 ; vmac.f bml0, bml0, x0, x1, r0
    vlda wh0, [p0], #32 ; vldb wh1, [p1], #32
    vlda wl2, [p0], #32 ; vldb wl3, [p1], #32 ; vmac.f bml1, bml1, x2, x3, r0
last:
    vlda wh2, [p0], #32 ; vldb wh3, [p1], #32
    nop                           // the last vmac.f lands 6 cycles after it issues
    nop
    nop
    nop
    nop
    vadd.f bml0, bml0, bml1, r0
    nop
    nop
    nop
    nop
    nop
    nop
    vst amll0, [p2, #0]
    vst amlh0, [p2, #32]
