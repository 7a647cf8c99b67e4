# Two mistakes: an unknown mnemonic and a register that does not exist.
relu:
    vsetvli t0, a2, e32, m1, ta, ma
    vle32.v v8, (a0)
    vfmax.vv v8, v8, v33
    vse32 v8, (a1)
    ret
