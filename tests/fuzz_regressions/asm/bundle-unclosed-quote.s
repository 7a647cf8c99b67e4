    C_SET_ADDR_REG a0, gp0, gp0      // A's HBM base is 0
    li r1, 1; add r2, r1, r1 # it's
