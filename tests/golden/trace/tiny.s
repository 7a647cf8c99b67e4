# A loop of vector adds: each vadd waits for the vector unit the one before holds.
    li r1, 0
    li r2, 16
    li r3, 32
    li r4, 3
loop:
    vadd r3, r1, r2
    vsum s0, r3
    li r5, -1
    add r4, r4, r5
    bnez r4, loop
    halt
