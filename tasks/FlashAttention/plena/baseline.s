; Causal attention, one block of MLEN queries at a time: block b only needs keys 0 .. (b + 1) MLEN,
; and only its last key block needs the causal mask, so no more than an MLEN x S slice of the
; scores is ever held (see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * D
.equ P, ACT + MLEN * D
.equ MASK, P + MLEN * S
    ATTENTION_SETUP
    BUILD_CAUSAL_MASK
.set QB, 0
.rept S / MLEN
    ATTEND_HEAD (QB*MLEN), 0, D, 0, 0, D, MLEN, ((QB+1)*MLEN), D, (O_ADDR+QB*MLEN*D), D, 1
.set QB, QB + 1
.endr
