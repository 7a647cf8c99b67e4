; SiLU, one VLEN row at a time: y = x * 1 / (1 + exp(-x)).
    S_LD_FP f1, gp0, NEG_ONE_ADDR
    S_LD_FP f2, gp0, ONE_ADDR
    S_ADDI_INT gp1, gp0, x_ADDR
    S_ADDI_INT gp2, gp0, y_ADDR
    C_LOOP_START gp10, M * N / VLEN
      V_MUL_VF gp2, gp1, f1        ; -x
      V_EXP_V gp2, gp2             ; exp(-x)
      V_ADD_VF gp2, gp2, f2        ; 1 + exp(-x)
      V_RECI_V gp2, gp2            ; sigmoid(x)
      V_MUL_VV gp2, gp2, gp1
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
