; O = softmax(Q K^T / sqrt(D)) V for one head, the template's per-head path (asm_templates/flashattn:
; scores by M_TMM, the softmax's row ops six rows at a time, P @ V; see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    ATTENTION_SETUP
    ATTEND_HEAD 0, 0, D, 0, 0, D, S, T, D, O_ADDR, D
