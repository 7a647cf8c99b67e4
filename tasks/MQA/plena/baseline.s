; Multi-query attention as the template's GQA order with one key/value head
; (asm_templates/flashattn/overall.py): K and V are fetched into the matrix SRAM once and every
; query head runs the one-head routine against them (scores by M_TMM, the six-row interleaved
; softmax, P @ V; see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * H * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    ATTENTION_SETUP
.set HI, 0
.rept H
    ATTEND_HEAD 0, (HI*D), (H*D), 0, 0, D, S, T, D, (O_ADDR+HI*D), (H*D), 0, 0, (HI==0)
.set HI, HI + 1
.endr
