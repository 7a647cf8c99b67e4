// ReLU as Peano compiles a loop of aie::max(v, zeros) over 32-lane bf16 vectors: each trip loads
// 64 bytes (vlda and vldb), takes the lane maxima with zero (vmax_lt.bf16) and stores 64 bytes in
// two 32-byte stores, the store port's limit of 2 cycles a trip. The loop is software-pipelined: a
// load lands 7 cycles after it issues and vmax_lt 2 after, so trip i loads vector i, takes the
// maxima of vector i - 4 and stores vector i - 5. A prologue starts the first five vectors and the
// epilogue, in the return's delay slots, finishes the last five.
    .equ VECS, M * N / 32
kernel:
    mova r1, #0
    vbcst.16 x4, r1                                   // the zero vector
    movxm ls, #loop
    movxm le, #loop_end
    mova r2, #VECS - 5
    add.nc lc, r2, #0
    // prologue: trips 0..4 (loads; maxima from trip 4)
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmax_lt.bf16 x2, r16, x0, x4
    nop
    // trips 5 .. VECS - 1
loop:
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
loop_end:
    vst wh2, [p1], #32
    // trips VECS .. VECS + 4: maxima of the last four vectors, stores of the last five, the last
    // four trips in the return's delay slots
    vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
    vst wh2, [p1], #32
    vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
    vst wh2, [p1], #32
    vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
    vst wh2, [p1], #32 ; ret lr
    vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
    vst wh2, [p1], #32
    vst wl2, [p1], #32
    vst wh2, [p1], #32
    nop
