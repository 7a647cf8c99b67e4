; Y = (SiLU(X @ Wg) * (X @ Wu)) @ Wd, in the order of PLENA's FFN template (asm_templates/ffn_asm.py):
; X re-tiled into the vector SRAM once (in Y's space, free until the last product); the gate and
; up projections G = X @ Wg and U = X @ Wu, each streaming its weights one MLEN-wide column strip at
; a time (double-buffered) and writing blocked results (strip nt at + nt * M * MLEN); then the
; template's SiLU-and-gate sequence G = SiLU(G) * U over every row, four rows interleaved; then the
; down projection Y = G @ Wd strip by strip, row-major.
.include "../../targets/plena_matmul.inc"
.if Y_ADDR + M * D + 2 * M * F + 4 * VLEN <= VLEN * VECTOR_SRAM_DEPTH
.equ ACT, Y_ADDR
.equ G, Y_ADDR + M * D
.else
.equ ACT, Y_ADDR + M * D
.equ G, ACT + M * D
.endif
.equ U, G + M * F
.equ T, U + M * F                          ; four scratch rows
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f1, gp0, ONE_ADDR
    LOAD_TILES_V a0, 0, D, M, D, ACT
    MM_STRIPS ACT, a1, 0, F, M, D, F, G, MLEN, 0, (M*MLEN)
    MM_STRIPS ACT, a2, 0, F, M, D, F, U, MLEN, 0, (M*MLEN)
    ROWS_IL3 OP_SWIGLU_IP, 6, (M * F / VLEN), G, U, T, 0
    MM_STRIPS G, a3, 0, D, M, F, D, Y_ADDR, D
