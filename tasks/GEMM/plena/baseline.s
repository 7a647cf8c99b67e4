; C = A @ B, in the order of PLENA's projection template (asm_templates/projection_asm.py): A is
; re-tiled into the vector SRAM (after C) as K / MLEN blocks of rows x MLEN, then B is streamed one
; MLEN-wide column strip (its K / MLEN tiles) at a time into the matrix SRAM, double-buffered so the
; next strip's transfers are in flight during the current strip's products; each BLEN x BLEN block
; of C is K / MLEN back-to-back M_MMs and one M_MM_WO (see plena_matmul.inc). When A and C do not
; both fit in the vector SRAM, the same runs per block of MLEN rows of A.
.include "../../targets/plena_matmul.inc"
.equ ACT, C_ADDR + M * N
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
    MM_STRIPS ACT, a1, 0, N, RB, K, N, (C_ADDR+MB*RB*N), N
.set MB, MB + 1
.endr
