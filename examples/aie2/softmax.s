// Row-wise softmax on one AIE2 tile, for aie2_speed and its test: the aie2 Softmax task's baseline
// (tasks/Softmax/aie2/baseline.s, whose header explains the method) called once, with x at dm 0,
// y at dm 16384 and its tables after y; lr points at the `done` that ends the run. M and N may be
// given with -D (M a multiple of 16, N of 32, M N <= 8192).
.ifndef M
.equ M, 16
.endif
.ifndef N
.equ N, 256
.endif
.equ x_ADDR, 0
.equ y_ADDR, 16384
    movxm lr, #end
    .include "../../tasks/Softmax/aie2/baseline.s"
end:
    done
