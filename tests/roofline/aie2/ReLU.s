// ReLU with the baseline's software pipeline and none of its set-up cycles: the loop registers,
// the zero vector and the trip count are set in the free slots of the prologue's bundles.
    .equ VECS, M * N / 32
kernel:
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; movxm ls, #loop
    mova r2, #VECS - 5 ; movxm le, #loop_end
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; add.nc lc, r2, #0
    mova r1, #0
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vbcst.16 x4, r1
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32]
    nop
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vmax_lt.bf16 x2, r16, x0, x4
    nop
loop:
    vlda wl0, [p0], #64 ; vldb wh0, [p0, #32] ; vst wl2, [p1], #32 ; vmax_lt.bf16 x2, r16, x0, x4
loop_end:
    vst wh2, [p1], #32
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
