; RMS normalisation with the vector-op sequence of PLENA's normalization_asm.py (rms_norm_asm): per
; VLEN chunk V_MUL_VV and V_RED_SUM for sum(x^2) (the squares in y as scratch), the scalar tail
; mean square + eps, sqrt, reciprocal, then V_MUL_VF per chunk (and gamma, which the task adds).
; Six rows run interleaved step by step (sums in f1..f6), so one row's reductions issue while the
; others' are in flight.
.include "../../targets/plena_matmul.inc"
.macro RN_ONE k, x, y, f, i
.if \k == 0
    S_ADD_FP \f, f0, f0
.elseif \k == 1
    V_MUL_VV \y, \x, \x
.elseif \k == 2
    V_RED_SUM \f, \y
.elseif \k == 3
    S_ADDI_INT \x, \x, VLEN
    S_ADDI_INT \y, \y, VLEN
.elseif \k == 4
    S_MUL_FP \f, \f, f7
.elseif \k == 5
    S_ADD_FP \f, \f, f7
.elseif \k == 6
    S_SQRT_FP \f, \f
.elseif \k == 7
    S_RECI_FP \f, \f
.elseif \k == 8
    ADDI \x, gp13, (\i) * N
    S_ADDI_INT \y, \x, y_ADDR - x_ADDR
.elseif \k == 9
    V_MUL_VF \y, \x, \f
.elseif \k == 10
    V_MUL_VV \y, \y, gp14
.endif
.endm
.macro RN_EACH n, k
    RN_ONE \k, gp1, gp7, f1, 0
.if \n > 1
    RN_ONE \k, gp2, gp8, f2, 1
.endif
.if \n > 2
    RN_ONE \k, gp3, gp9, f3, 2
.endif
.if \n > 3
    RN_ONE \k, gp4, gp10, f4, 3
.endif
.if \n > 4
    RN_ONE \k, gp5, gp11, f5, 4
.endif
.if \n > 5
    RN_ONE \k, gp6, gp12, f6, 5
.endif
.endm
.macro RN_GROUP n
    RN_EACH \n, 0
    RN_EACH \n, 8
    C_LOOP_START gp15, N / VLEN
      RN_EACH \n, 1
      RN_EACH \n, 2
      RN_EACH \n, 3
    C_LOOP_END gp15
    S_LD_FP f7, gp0, INV_N_ADDR
    RN_EACH \n, 4
    S_LD_FP f7, gp0, EPS_ADDR
    RN_EACH \n, 5
    RN_EACH \n, 6
    RN_EACH \n, 7
    RN_EACH \n, 8
    SETI gp14, gamma_ADDR
    C_LOOP_START gp15, N / VLEN
      RN_EACH \n, 9
      RN_EACH \n, 10
      RN_EACH \n, 3
      S_ADDI_INT gp14, gp14, VLEN
    C_LOOP_END gp15
    ADDI gp13, gp13, (\n) * N
.endm
    SETI gp13, x_ADDR
.rept M / 6                                 ; unrolled: the six rows' pointers use every loop register
    RN_GROUP 6
.endr
.if M % 6
    RN_GROUP (M % 6)
.endif
