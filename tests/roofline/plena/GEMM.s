; GEMM on PLENA: C[M,N] (vsram, row-major bf16) = A[M,K] @ B[K,N] (HBM, MXFP8).
; Loads: every 16-row slab of B goes straight into its 64x64 matrix-SRAM tile (tile (kt,nt) at
; (kt*NT+nt)*MLEN*MLEN), and A is re-tiled into the vector SRAM as K/MLEN blocks of M x MLEN,
; all prefetches issued up front (HBM moves them one after another at its bandwidth; the first
; products wait only for their own tiles).
; Compute: for each 4-row block rb (hardware loop), for each 64-column tile nt (hardware loop),
; 16 output blocks of 4x4 (unrolled): K/MLEN back-to-back M_MM (two address-register pairs
; alternate so no M_MM waits for its addresses), then M_MM_WO straight into C. The next
; block's addresses are computed in the cycles M_MM_WO waits for the accumulator.
.include "matmul_blocks.inc"

.equ ACT, C_ADDR + M * N
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LI gp6, N
    C_SET_STRIDE_REG gp6
.set KTI, 0
.rept K / MLEN
    PF_TILES_M a1, (KTI*MLEN*N), N, MLEN, N, (KTI*(N/MLEN)*MLEN*MLEN)
.set KTI, KTI + 1
.endr
    LI gp6, K
    C_SET_STRIDE_REG gp6
    PF_TILES_V a0, 0, K, M, K, ACT
    MM_BLOCKS ACT, 0, C_ADDR, M, K, N, N
