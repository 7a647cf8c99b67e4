; Layer normalisation with the vector-op steps of PLENA's normalization_asm.py (layer_norm_asm):
; the row sum (V_RED_SUM), the mean, the centred row and the sum of its squares (V_SUB_VF, V_MUL_VV,
; V_RED_SUM), the variance + eps, sqrt and reciprocal, then V_MUL_VF per chunk (followed by gamma and
; beta, which the task adds). The variance is taken of the centred row rather than by the
; template's one-pass E[x^2] - mean^2, which loses the variance in bf16 when a row's mean is large
; next to its spread. The mean stays in two parts, as no bf16 register holds it finely enough: a
; rough mean m, that of the row's first VLEN elements, and the mean c of the deviations d = x - m,
; which are exact. The centred row is d - c. m need only lie near the mean: a whole row's sum
; would reach the FP registers chunk by chunk, rounded each time, and leave m many bf16 steps
; off, so large a c that rounding c would cost more than the spread of a nearly constant row
; (which 1 / sqrt(eps) then magnifies past the tolerance). Three rows run interleaved step by step (the sum, then the
; sum of squares, in f1..f3, the deviations' sum in f4..f6), so one row's reductions issue while
; the others' are in flight; the squares go to three scratch rows after y.
.include "../../targets/plena_matmul.inc"
.equ SQ, y_ADDR + M * N
; f = f * k for a power of two k, by doubling (N / VLEN is one on every configuration; another k
; would only leave the rough mean rougher).
.macro TIMES_POW2 f, k
.if (\k) > 1
    S_ADD_FP \f, \f, \f
    TIMES_POW2 \f, (\k) / 2
.endif
.endm
.macro LN_ONE k, x, y, fs, fd, i, s
.if \k == 0
    S_ADD_FP \fs, f0, f0
    S_ADD_FP \fd, f0, f0
.elseif \k == 1
    V_RED_SUM \fs, \x
.elseif \k == 2
    V_SUB_VF \y, \x, \fs
.elseif \k == 3
    V_MUL_VV \s, \y, \y
.elseif \k == 4
    S_ADDI_INT \x, \x, VLEN
    S_ADDI_INT \y, \y, VLEN
.elseif \k == 5
    S_MUL_FP \fs, \fs, f7
    TIMES_POW2 \fs, N / VLEN          ; the first chunk's mean
.elseif \k == 6
    S_MUL_FP \fs, \fs, f7              ; variance
.elseif \k == 7
    S_ADD_FP \fs, \fs, f7
.elseif \k == 8
    S_SQRT_FP \fs, \fs
.elseif \k == 9
    S_RECI_FP \fs, \fs
.elseif \k == 10
    ADDI \x, gp12, (\i) * N
    ADDI \y, gp13, (\i) * N
.elseif \k == 11
    SETI \s, SQ + (\i) * VLEN
.elseif \k == 12
    V_MUL_VF \y, \y, \fs
.elseif \k == 13
    V_MUL_VV \y, \y, gp7
.elseif \k == 14
    V_ADD_VV \y, \y, gp8
.elseif \k == 15
    S_ADDI_INT \x, \x, VLEN
.elseif \k == 16
    V_RED_SUM \fs, \s
.elseif \k == 17
    S_ADDI_INT \y, \y, VLEN
.elseif \k == 18
    S_MUL_FP \fd, \fd, f7              ; c
    S_ADD_FP \fs, f0, f0               ; the rough mean is done with: fs sums the squares
.elseif \k == 19
    V_RED_SUM \fd, \y
.elseif \k == 20
    V_SUB_VF \y, \y, \fd
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
    LN_EACH \n, 1                      ; the first chunk's sum
    S_LD_FP f7, gp0, INV_N_ADDR
    LN_EACH \n, 5
    LN_EACH \n, 10
    C_LOOP_START gp11, N / VLEN        ; the deviations from the rough mean and their sum
      LN_EACH \n, 2
      LN_EACH \n, 19
      LN_EACH \n, 4
    C_LOOP_END gp11
    LN_EACH \n, 18
    LN_EACH \n, 10
    LN_EACH \n, 11
    C_LOOP_START gp11, N / VLEN        ; the centred rows and their squares
      LN_EACH \n, 20
      LN_EACH \n, 3
      LN_EACH \n, 16
      LN_EACH \n, 17
    C_LOOP_END gp11
    LN_EACH \n, 6
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
