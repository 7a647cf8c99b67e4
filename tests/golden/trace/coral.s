# A vector load, an add that waits for it through the register file in memory, a reduction that
# writes element 0 of v3, and a store.
    li a0, 0x10000
    vsetivli zero, 4, e32, m1, ta, ma
    vle32.v v1, (a0)
    vadd.vv v2, v1, v1
    vmv.v.i v3, 0
    vredsum.vs v3, v2, v3
    vse32.v v2, (a0)
    lw t0, 0(a0)
    ebreak
