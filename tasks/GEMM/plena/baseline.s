; C = A @ B: every tile of B into the matrix SRAM, then per block of MLEN rows of A: the block
; re-tiled into the vector SRAM (after C) and multiplied tile by tile.
.include "../../targets/plena_matmul.inc"
.equ ACT, C_ADDR + M * N
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
.set KTI, 0
.rept K / MLEN
    LOAD_TILES_M a1, (KTI*MLEN*N), N, MLEN, N, (KTI*(N/MLEN)*MLEN*MLEN)
.set KTI, KTI + 1
.endr
.set MB, 0
.rept M / MLEN
    LOAD_TILES_V a0, (MB*MLEN*K), K, MLEN, K, ACT
    MATMUL_TILES ACT, 0, (C_ADDR+MB*MLEN*N), MLEN, K, N
.set MB, MB + 1
.endr
