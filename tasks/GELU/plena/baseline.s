; GELU (tanh form) without tanh: 0.5 x (1 + tanh(u)) = x * sigmoid(2u), so
; y = x / (1 + exp(x * (-2c) * (1 + 0.044715 x^2))) with c = sqrt(2 / pi).
    S_LD_FP f1, gp0, ONE_ADDR
    S_LD_FP f2, gp0, CUBIC_ADDR
    S_LD_FP f3, gp0, NEG_2C_ADDR
    S_ADDI_INT gp1, gp0, x_ADDR
    S_ADDI_INT gp2, gp0, y_ADDR
    C_LOOP_START gp10, M * N / VLEN
      V_MUL_VV gp2, gp1, gp1       ; x^2
      V_MUL_VF gp2, gp2, f2
      V_ADD_VF gp2, gp2, f1        ; 1 + 0.044715 x^2
      V_MUL_VV gp2, gp2, gp1
      V_MUL_VF gp2, gp2, f3        ; -2u
      V_EXP_V gp2, gp2
      V_ADD_VF gp2, gp2, f1
      V_RECI_V gp2, gp2            ; sigmoid(2u)
      V_MUL_VV gp2, gp2, gp1
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
