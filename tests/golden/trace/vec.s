# A zero-overhead loop of two bundles run three times: a vector load whose pointer moves on the
# next cycle, and a multiply-accumulate that reads its accumulator two cycles after issue.
    li x1, 16
    li x3, 3
    loop x3, end ; vclr acc0
    vld v0, (x1)+
end:
    nop ; vmac acc0, v0, v0
    vsum x4, acc0
    halt
