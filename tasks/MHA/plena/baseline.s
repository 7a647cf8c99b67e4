; Multi-head attention: every head in turn through the one-head routine of the template's per-head
; path (asm_templates/flashattn: scores by M_TMM, the softmax's row ops six rows at a time, P @ V),
; its columns picked by offsets into the rows of Q, K, V and O (see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * H * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    ATTENTION_SETUP
.set HI, 0
.rept H
    ATTEND_HEAD 0, (HI*D), (H*D), 0, (HI*D), (H*D), S, T, D, (O_ADDR+HI*D), (H*D)
.set HI, HI + 1
.endr
