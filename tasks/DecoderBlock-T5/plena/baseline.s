; One T5 decoder layer: causal self-attention, cross-attention over the encoder output and a ReLU
; feed-forward block, each after an RMSNorm and added back to the residual. Activations stay in the
; vector SRAM blocked (see plena_attention.inc); keys and values go through HBM. T5 does not scale
; its scores (f4 = 1). Heads are E = D / H = MLEN wide.
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ E, D / H
.equ XB, g3_ADDR + D                   ; x, then h1, then h2 (g3 is the last vector SRAM input)
.equ QB, XB + S * D
.equ KB, QB + S * D
.equ VB, KB + S * D
.equ OB, VB + S * D
.equ HB, QB                            ; the feed-forward hidden layer reuses the attention buffers
.equ P, OB + S * D
.equ MASK, P + S * T
.equ TMP, MASK + (MLEN + 1) * VLEN
.equ AB, y_ADDR                        ; normalised activations, in y until y is written
.equ KSCR, 2 * MX_SCALE_OFFSET
.equ VSCR, KSCR + T * D

; Attention of every head of QB over keys and values already in HBM (a1, a2), into OB; then
; h += OB @ wo.
.macro ATTENTION_BLOCK keys, causal, wo
.set HI, 0
.rept H
    ATTEND_HEAD 0, 0, 0, 0, (HI*E), D, S, \keys, E, (OB+HI*S*E), E, \causal, (QB+HI*S*E)
.set HI, HI + 1
.endr
    S_LD_FP f6, gp0, INV_D_ADDR             ; the softmax used f5..f7
    S_LD_FP f7, gp0, EPS_ADDR
    LINEAR_BLOCKED OB, \wo, QB, S, D, D
    ADD_ROWS XB, QB, (S*D/VLEN)
.endm

    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f6, gp0, INV_D_ADDR
    S_LD_FP f7, gp0, EPS_ADDR
    LOAD_TILES_V a0, 0, D, S, D, XB
; self-attention
    RMSNORM_BLOCKED XB, AB, g1_ADDR, S, D
    LINEAR_BLOCKED AB, Wq1_ADDR, QB, S, D, D
    LINEAR_BLOCKED AB, Wk1_ADDR, KB, S, D, D
    LINEAR_BLOCKED AB, Wv1_ADDR, VB, S, D, D
    SET_HBM a1, KSCR
    STORE_BLOCKED KB, a1, S, D
    SET_HBM a2, VSCR
    STORE_BLOCKED VB, a2, S, D
    S_LD_FP f4, gp0, ONE_ADDR
    S_LD_FP f5, gp0, NEG_BIG_ADDR
    BUILD_CAUSAL_MASK
    ATTENTION_BLOCK S, 1, Wo1_ADDR
; cross-attention: keys and values from the encoder output, blocked into KB first
    RMSNORM_BLOCKED XB, AB, g2_ADDR, S, D
    LINEAR_BLOCKED AB, Wq2_ADDR, QB, S, D, D
    SET_HBM a0, e_ADDR
    LOAD_TILES_V a0, 0, D, T, D, KB
    LINEAR_BLOCKED KB, Wk2_ADDR, VB, T, D, D
    STORE_BLOCKED VB, a1, T, D
    LINEAR_BLOCKED KB, Wv2_ADDR, VB, T, D, D
    STORE_BLOCKED VB, a2, T, D
    ATTENTION_BLOCK T, 0, Wo2_ADDR
; feed-forward: y = h2 + ReLU(RMSNorm(h2) g3 @ W1) @ W2
    RMSNORM_BLOCKED XB, AB, g3_ADDR, S, D
    LINEAR_BLOCKED AB, W1_ADDR, HB, S, D, F
    LI gp1, HB
    C_LOOP_START gp10, S * F / VLEN
      V_MAX_VF gp1, gp1, f0
      S_ADDI_INT gp1, gp1, VLEN
    C_LOOP_END gp10
    SET_HBM a3, W2_ADDR
    LINEAR_TO_ROWS HB, a3, y_ADDR, S, F, D
    ADD_BLOCKED_TO_ROWS y_ADDR, XB, S, D     ; y += h2
