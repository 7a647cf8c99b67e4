; Y = X @ W^T + b, in the order of PLENA's transposed projection template (projection_T_asm in
; asm_templates/projection_asm.py): X re-tiled into the vector SRAM (after Y) as K / MLEN blocks of
; rows x MLEN; W's rows (the output features) streamed one MLEN-row strip at a time into the matrix
; SRAM as stored, double-buffered, and read transposed by M_TMM, K / MLEN back to back per BLEN x
; BLEN block of Y, one M_MM_WO each (see plena_matmul.inc); then the bias row is added to every
; row of Y, four rows per pass. Per block of MLEN rows of X when X and Y do not both fit.
.include "../../targets/plena_matmul.inc"
.equ ACT, Y_ADDR + M * N
.if ACT + M * K <= VLEN * VECTOR_SRAM_DEPTH
.equ RB, M
.else
.equ RB, MLEN
.endif
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
.set MB, 0
.rept M / RB
    LOAD_TILES_V a0, (MB*RB*K), K, RB, K, ACT
    MM_STRIPS ACT, a1, 0, K, RB, K, N, (Y_ADDR+MB*RB*N), N, 1
.set MB, MB + 1
.endr
    ROWS_ADD_VEC Y_ADDR, N, M, N, b_ADDR
