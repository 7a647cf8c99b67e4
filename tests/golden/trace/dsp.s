# A countdown with a branch and its two delay slots, a load whose value lands four bundles on,
# and a store in the same bundle as an add.
    li r1, 3
    li r2, 64
    li r3, -1
loop:
    ldp r4, r2, 1
    add r1, r1, r3
    nop
    bnez r1, loop
    nop                   # delay slot 1
    add r5, r5, r4; st r5, r2   # delay slot 2
    halt
