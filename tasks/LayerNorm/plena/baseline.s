; Layer normalisation, a row of N = N / VLEN vector rows at a time: the mean, the centred row in y,
; the variance from its squares (one scratch vector row after y), then scale by 1/sqrt(var + eps),
; gamma and beta.
.equ SQ, y_ADDR + M * N              ; scratch row for the squares
    S_LD_FP f6, gp0, INV_N_ADDR
    S_LD_FP f7, gp0, EPS_ADDR
    S_ADDI_INT gp1, gp0, x_ADDR
    S_ADDI_INT gp2, gp0, y_ADDR
    S_ADDI_INT gp7, gp0, SQ
    C_LOOP_START gp10, M
      S_ADD_FP f1, f0, f0
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, N / VLEN
        V_RED_SUM f1, gp3
        S_ADDI_INT gp3, gp3, VLEN
      C_LOOP_END gp11
      S_MUL_FP f1, f1, f6            ; mean
      S_ADD_FP f2, f0, f0
      S_ADD_INT gp3, gp1, gp0
      S_ADD_INT gp4, gp2, gp0
      C_LOOP_START gp11, N / VLEN
        V_SUB_VF gp4, gp3, f1        ; x - mean
        V_MUL_VV gp7, gp4, gp4
        V_RED_SUM f2, gp7
        S_ADDI_INT gp3, gp3, VLEN
        S_ADDI_INT gp4, gp4, VLEN
      C_LOOP_END gp11
      S_MUL_FP f2, f2, f6            ; variance
      S_ADD_FP f2, f2, f7
      S_SQRT_FP f2, f2
      S_RECI_FP f3, f2
      S_ADD_INT gp4, gp2, gp0
      S_ADDI_INT gp5, gp0, gamma_ADDR
      S_ADDI_INT gp6, gp0, beta_ADDR
      C_LOOP_START gp11, N / VLEN
        V_MUL_VF gp4, gp4, f3
        V_MUL_VV gp4, gp4, gp5
        V_ADD_VV gp4, gp4, gp6
        S_ADDI_INT gp4, gp4, VLEN
        S_ADDI_INT gp5, gp5, VLEN
        S_ADDI_INT gp6, gp6, VLEN
      C_LOOP_END gp11
      S_ADDI_INT gp1, gp1, N
      S_ADDI_INT gp2, gp2, N
    C_LOOP_END gp10
