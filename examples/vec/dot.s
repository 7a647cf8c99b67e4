# A dot product of two 32-element vectors of 16-bit values, LANES (8) at a time: a zero-overhead
# loop runs twice, loading four vectors and issuing two multiply-accumulates back to back into
# acc0 (each reads acc0 two cycles after it issues, as the one before lands). The products are
# summed at 32 bits, so 30000 * 3 does not wrap.
    li x1, 0                  # x1 -> a
    li x2, 32                 # x2 -> b
    li x3, 2                  # iterations: 16 elements each
    loop x3, end ; vclr acc0
    vld v0, (x1)+             # lands 3 cycles later; x1 moves on the next cycle
    vld v1, (x2)+
    vld v2, (x1)+
    vld v3, (x2)+
    nop
    vmac acc0, v0, v1
end:
    vmac acc0, v2, v3         # back to back into acc0
    nop
    nop
    vsum x4, acc0             # the last sum has landed: x4 = the dot product
    halt

    .section data
a:  .value 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    .value 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30000, 30, 31, 32
b:  .value 3, -1, 2, 0, 3, -1, 2, 0, 3, -1, 2, 0, 3, -1, 2, 0
    .value 3, -1, 2, 0, 3, -1, 2, 0, 3, -1, 2, 0, 3, -1, 2, 0
