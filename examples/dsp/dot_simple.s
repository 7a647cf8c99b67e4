# Dot product of N words at dmem[0] and dmem[256] into dmem[512], one element at a time: every
# result is waited for with nops (a load lands 4 cycles after it issues, a product 3).
    .equ N, 16
    li r1, 0              # a pointer
    li r2, 256            # b pointer
    li r3, 0              # sum
    li r4, N
    li r8, 512
    nop                   # r4 lands
    loop r4, last
    ldp r5, r1, 1
    ldp r6, r2, 1
    nop
    nop
    nop                   # r6 lands after this one
    mul r7, r5, r6
    nop
    nop
last:
    add r3, r3, r7
    nop                   # the last sum lands
    st r3, r8
    halt
