    S_ADDI_INT gp1, gp0, x_ADDR
    S_ADDI_INT gp2, gp0, y_ADDR
    C_LOOP_START gp10, M * N / VLEN
      V_MAX_VF gp2, gp1, f0
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
