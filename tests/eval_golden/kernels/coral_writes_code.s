# Overwrites its own return stub's neighbourhood in ITCM and the input, then returns.
    sw zero, 0(a0)
    li t0, 64
    sw zero, 0(t0)
    ret
