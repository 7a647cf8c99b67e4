; Multi-query attention: every query head in turn through the one-head routine, all sharing K and V
; (see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * H * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    ATTENTION_SETUP
.set HI, 0
.rept H
    ATTEND_HEAD 0, (HI*D), (H*D), 0, 0, D, S, T, D, (O_ADDR+HI*D), (H*D)
.set HI, HI + 1
.endr
