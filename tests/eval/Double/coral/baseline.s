# y = x + x, row by row: a0 = x, a1 = y, a2 = M, a3 = N.
    .text
    .globl kernel
kernel:
    mv t0, a2                 # rows left
.Lrow:
    beqz t0, .Ldone
    mv t1, a3                 # columns left
.Lcol:
    flw ft0, 0(a0)
    fadd.s ft0, ft0, ft0
    fsw ft0, 0(a1)
    addi a0, a0, 4
    addi a1, a1, 4
    addi t1, t1, -1
    bnez t1, .Lcol
    addi t0, t0, -1
    j .Lrow
.Ldone:
    ret
