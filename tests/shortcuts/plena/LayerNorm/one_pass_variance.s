; LayerNorm with the template's one-pass variance, E[x^2] - mean^2, taken in bf16: exact enough
; when a row's mean is near 0 next to its spread, wrong when the mean is several spreads away
; (shifted_mean), where both terms round to far more than their difference. Otherwise the
; baseline: only the squares (of x, not of the centred row) and the subtraction differ.
.include "../../../../tasks/targets/plena_matmul.inc"
.equ SQ, y_ADDR + M * N
.macro LN_ONE k, x, y, fs, fq, i, s
.if \k == 0
    S_ADD_FP \fs, f0, f0
    S_ADD_FP \fq, f0, f0
.elseif \k == 1
    V_RED_SUM \fs, \x
.elseif \k == 2
    V_SUB_VF \y, \x, \fs
.elseif \k == 3
    V_MUL_VV \s, \x, \x
.elseif \k == 4
    S_ADDI_INT \x, \x, VLEN
    S_ADDI_INT \y, \y, VLEN
.elseif \k == 5
    S_MUL_FP \fs, \fs, f7              ; mean
.elseif \k == 6
    S_MUL_FP \fq, \fq, f7              ; variance
.elseif \k == 7
    S_ADD_FP \fq, \fq, f7
.elseif \k == 8
    S_SQRT_FP \fq, \fq
.elseif \k == 9
    S_RECI_FP \fq, \fq
.elseif \k == 10
    ADDI \x, gp12, (\i) * N
    ADDI \y, gp13, (\i) * N
.elseif \k == 11
    SETI \s, SQ + (\i) * VLEN
.elseif \k == 12
    V_MUL_VF \y, \y, \fq
.elseif \k == 13
    V_MUL_VV \y, \y, gp7
.elseif \k == 14
    V_ADD_VV \y, \y, gp8
.elseif \k == 15
    S_ADDI_INT \x, \x, VLEN
.elseif \k == 16
    V_RED_SUM \fq, \s
.elseif \k == 17
    S_ADDI_INT \y, \y, VLEN
.elseif \k == 18
    S_MUL_FP f7, \fs, \fs
    S_SUB_FP \fq, \fq, f7             ; E[x^2] - mean^2
.endif
.endm
.macro LN_EACH n, k
    LN_ONE \k, gp1, gp4, f1, f4, 0, gp7
.if \n > 1
    LN_ONE \k, gp2, gp5, f2, f5, 1, gp8
.endif
.if \n > 2
    LN_ONE \k, gp3, gp6, f3, f6, 2, gp9
.endif
.endm
.macro LN_GROUP n
    LN_EACH \n, 0
    LN_EACH \n, 10
    C_LOOP_START gp11, N / VLEN        ; the sums
      LN_EACH \n, 1
      LN_EACH \n, 15
    C_LOOP_END gp11
    S_LD_FP f7, gp0, INV_N_ADDR
    LN_EACH \n, 5
    LN_EACH \n, 10
    LN_EACH \n, 11
    C_LOOP_START gp11, N / VLEN        ; the centred rows and their squares
      LN_EACH \n, 2
      LN_EACH \n, 3
      LN_EACH \n, 16
      LN_EACH \n, 4
    C_LOOP_END gp11
    LN_EACH \n, 6
    LN_EACH \n, 18
    S_LD_FP f7, gp0, EPS_ADDR
    LN_EACH \n, 7
    LN_EACH \n, 8
    LN_EACH \n, 9
    LN_EACH \n, 10
    SETI gp7, gamma_ADDR
    SETI gp8, beta_ADDR
    C_LOOP_START gp11, N / VLEN        ; scale, gamma, beta
      LN_EACH \n, 12
      LN_EACH \n, 13
      LN_EACH \n, 14
      LN_EACH \n, 17
      S_ADDI_INT gp7, gp7, VLEN
      S_ADDI_INT gp8, gp8, VLEN
    C_LOOP_END gp11
    ADDI gp12, gp12, (\n) * N
    ADDI gp13, gp13, (\n) * N
.endm
    SETI gp12, x_ADDR
    SETI gp13, y_ADDR
.if M / 3 > 0
    C_LOOP_START gp10, M / 3
      LN_GROUP 3
    C_LOOP_END gp10
.endif
.if M % 3
    LN_GROUP (M % 3)
.endif
