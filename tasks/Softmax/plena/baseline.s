; Row-wise softmax with the vector-op sequence of PLENA's softmax templates (flashattn/online_softmax.py
; in one pass over a whole row): V_RED_MAX over the row's VLEN chunks, V_SUB_VF and V_EXP_V with a
; V_RED_SUM of each chunk, one reciprocal and a V_MUL_VF pass. Three rows run interleaved chunk by
; chunk (their maxima in f1/f3/f5, sums in f2/f4/f6), so the reductions of one row hide another's.
.include "../../targets/plena_matmul.inc"
; n (1..3) rows from x row gp13 and y row gp14.
.macro SM2 n, mn, a0, b0, a1, b1, a2, b2
    \mn \a0, \b0
.if \n > 1
    \mn \a1, \b1
.endif
.if \n > 2
    \mn \a2, \b2
.endif
.endm
.macro SM3 n, mn, a0, b0, c0, a1, b1, c1, a2, b2, c2
    \mn \a0, \b0, \c0
.if \n > 1
    \mn \a1, \b1, \c1
.endif
.if \n > 2
    \mn \a2, \b2, \c2
.endif
.endm
.macro SM_ROWS n
    S_ADD_FP f1, f7, f0
    S_ADD_FP f3, f7, f0
    S_ADD_FP f5, f7, f0
    S_ADD_INT gp1, gp13, gp0
    S_ADDI_INT gp2, gp13, N
    S_ADDI_INT gp3, gp13, 2 * N
    C_LOOP_START gp11, N / VLEN
      SM2 \n, V_RED_MAX, f1, gp1, f3, gp2, f5, gp3
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
      S_ADDI_INT gp3, gp3, VLEN
    C_LOOP_END gp11
    S_ADD_FP f2, f0, f0
    S_ADD_FP f4, f0, f0
    S_ADD_FP f6, f0, f0
    S_ADD_INT gp1, gp13, gp0
    S_ADDI_INT gp2, gp13, N
    S_ADDI_INT gp3, gp13, 2 * N
    S_ADD_INT gp4, gp14, gp0
    S_ADDI_INT gp5, gp14, N
    S_ADDI_INT gp6, gp14, 2 * N
    C_LOOP_START gp11, N / VLEN
      SM3 \n, V_SUB_VF, gp4, gp1, f1, gp5, gp2, f3, gp6, gp3, f5
      SM2 \n, V_EXP_V, gp4, gp4, gp5, gp5, gp6, gp6
      SM2 \n, V_RED_SUM, f2, gp4, f4, gp5, f6, gp6
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
      S_ADDI_INT gp3, gp3, VLEN
      S_ADDI_INT gp4, gp4, VLEN
      S_ADDI_INT gp5, gp5, VLEN
      S_ADDI_INT gp6, gp6, VLEN
    C_LOOP_END gp11
    S_RECI_FP f2, f2
    S_RECI_FP f4, f4
    S_RECI_FP f6, f6
    S_ADD_INT gp4, gp14, gp0
    S_ADDI_INT gp5, gp14, N
    S_ADDI_INT gp6, gp14, 2 * N
    C_LOOP_START gp11, N / VLEN
      SM3 \n, V_MUL_VF, gp4, gp4, f2, gp5, gp5, f4, gp6, gp6, f6
      S_ADDI_INT gp4, gp4, VLEN
      S_ADDI_INT gp5, gp5, VLEN
      S_ADDI_INT gp6, gp6, VLEN
    C_LOOP_END gp11
.endm
    S_LD_FP f7, gp0, NEG_BIG_ADDR
    SETI gp13, x_ADDR
    SETI gp14, y_ADDR
.if M / 3 > 0
    C_LOOP_START gp10, M / 3
      SM_ROWS 3
      S_ADDI_INT gp13, gp13, 3 * N
      S_ADDI_INT gp14, gp14, 3 * N
    C_LOOP_END gp10
.endif
.if M % 3
    SM_ROWS (M % 3)
.endif
