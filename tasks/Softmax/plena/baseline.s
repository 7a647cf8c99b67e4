; Row-wise softmax over rows of N = N / VLEN vector rows: the row maximum, exp(x - max) and its
; sum, then one reciprocal and a scaling pass.
    S_ADDI_INT gp1, gp0, x_ADDR
    S_ADDI_INT gp2, gp0, y_ADDR
    C_LOOP_START gp10, M
      S_LD_FP f1, gp0, NEG_BIG_ADDR
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, N / VLEN
        V_RED_MAX f1, gp3
        S_ADDI_INT gp3, gp3, VLEN
      C_LOOP_END gp11
      S_ADD_FP f2, f0, f0
      S_ADD_INT gp3, gp1, gp0
      S_ADD_INT gp4, gp2, gp0
      C_LOOP_START gp11, N / VLEN
        V_SUB_VF gp4, gp3, f1
        V_EXP_V gp4, gp4
        V_RED_SUM f2, gp4
        S_ADDI_INT gp3, gp3, VLEN
        S_ADDI_INT gp4, gp4, VLEN
      C_LOOP_END gp11
      S_RECI_FP f3, f2
      S_ADD_INT gp4, gp2, gp0
      C_LOOP_START gp11, N / VLEN
        V_MUL_VF gp4, gp4, f3
        S_ADDI_INT gp4, gp4, VLEN
      C_LOOP_END gp11
      S_ADDI_INT gp1, gp1, N
      S_ADDI_INT gp2, gp2, N
    C_LOOP_END gp10
