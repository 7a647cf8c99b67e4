; Grouped-query attention in the template's GQA order (asm_templates/flashattn/overall.py): an outer
; loop over the key/value heads, whose K and V tiles are fetched into the matrix SRAM once, and an
; inner loop over the H / G query heads of the group, each through the one-head routine (scores by
; M_TMM, the six-row interleaved softmax, P @ V; see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * H * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    ATTENTION_SETUP
.set HI, 0
.rept H
    ATTEND_HEAD 0, (HI*D), (H*D), 0, ((HI/(H/G))*D), (G*D), S, T, D, (O_ADDR+HI*D), (H*D), 0, 0, ((HI%(H/G))==0)
.set HI, HI + 1
.endr
