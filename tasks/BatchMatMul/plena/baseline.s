; C[b] = A[b] @ B[b]: per batch, B[b]'s tiles into the matrix SRAM, then per block of MLEN rows of
; A[b]: the block re-tiled into the vector SRAM (after C) and multiplied tile by tile.
.include "../../targets/plena_matmul.inc"
.equ ACT, C_ADDR + BS * M * N
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
.set BI, 0
.rept BS
.set KTI, 0
.rept K / MLEN
    LOAD_TILES_M a1, (BI*K*N+KTI*MLEN*N), N, MLEN, N, (KTI*(N/MLEN)*MLEN*MLEN)
.set KTI, KTI + 1
.endr
.set MB, 0
.rept M / MLEN
    LOAD_TILES_V a0, (BI*M*K+MB*MLEN*K), K, MLEN, K, ACT
    MATMUL_TILES ACT, 0, (C_ADDR+BI*M*N+MB*MLEN*N), MLEN, K, N
.set MB, MB + 1
.endr
.set BI, BI + 1
.endr
