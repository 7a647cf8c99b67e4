; C[b] = A[b] @ B[b], PLENA's batched-matmul template order (asm_templates/batched_matmul_asm.py):
; per batch, per MLEN-wide column strip of B[b], all K / MLEN tiles of the strip in the matrix SRAM
; (double-buffered: the next strip's transfers are issued before the current strip's products),
; then every BLEN x BLEN block of C[b] as K / MLEN back-to-back M_MMs and one strided M_MM_WO.
; Unlike the template, which re-fetches each BLEN-row slice of A[b] per block, A[b] is re-tiled into
; the vector SRAM once per batch (K / MLEN blocks of rows x MLEN); see plena_matmul.inc.
.include "../../targets/plena_matmul.inc"
.equ ACT, C_ADDR + BS * M * N
.if ACT + M * K <= VLEN * VECTOR_SRAM_DEPTH
.equ RB, M
.else
.equ RB, MLEN
.endif
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
.set BI, 0
.rept BS
.set MB, 0
.rept M / RB
    LOAD_TILES_V a0, (BI*M*K+MB*RB*K), K, RB, K, ACT
    MM_STRIPS ACT, a1, (BI*K*N), N, RB, K, N, (C_ADDR+BI*M*N+MB*RB*N), N
.set MB, MB + 1
.endr
.set BI, BI + 1
.endr
