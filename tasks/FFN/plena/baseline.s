; Y = GELU(X @ W1) @ W2. X is re-tiled into the vector SRAM once; the hidden activations H are
; produced one MLEN-wide column block at a time (the block's W1 tiles streamed into the matrix
; SRAM), which leaves H blocked exactly as the second product reads it; GELU runs in place on H
; (x * sigmoid(2u), as in the GELU task); then each MLEN-wide block of Y from its W2 tiles.
.include "../../targets/plena_matmul.inc"
.equ ACT, Y_ADDR + M * D
.equ H, ACT + M * D
.equ T, H + M * F                          ; one scratch row
.macro GELU_ROW r
    V_MUL_VV gp1, \r, \r
    V_MUL_VF gp1, gp1, f2
    V_ADD_VF gp1, gp1, f1
    V_MUL_VV gp1, gp1, \r
    V_MUL_VF gp1, gp1, f3
    V_EXP_V gp1, gp1
    V_ADD_VF gp1, gp1, f1
    V_RECI_V gp1, gp1
    V_MUL_VV \r, gp1, \r
.endm
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LOAD_TILES_V a0, 0, D, M, D, ACT
.set NT, 0
.rept F / MLEN
    LOAD_COLUMN_TILES a1, NT, D, F, 0
    MATMUL_TILES ACT, 0, (H+NT*M*MLEN), M, D, MLEN
.set NT, NT + 1
.endr
    S_LD_FP f1, gp0, ONE_ADDR
    S_LD_FP f2, gp0, CUBIC_ADDR
    S_LD_FP f3, gp0, NEG_2C_ADDR
    LI gp1, T
    EACH_ROW H, (M*F/VLEN), GELU_ROW
    LINEAR_TO_ROWS H, a2, Y_ADDR, M, F, D
