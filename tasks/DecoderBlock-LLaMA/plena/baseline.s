; One LLaMA decoder layer. Activations stay in the vector SRAM blocked (see plena_attention.inc),
; so every product reads them as they are; keys and values go through HBM (the matrix unit reads
; its right-hand side only from the matrix SRAM, which HBM fills). Heads are E = D / H = MLEN wide.
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ E, D / H
.equ XB, g2_ADDR + D                    ; x, then h1 = x + attention (g2 is the last vector SRAM input)
.equ QB, XB + S * D
.equ KB, QB + S * D
.equ VB, KB + S * D
.equ OB, VB + S * D
.equ HB, QB                            ; the hidden layer reuses the attention buffers
.equ P, OB + S * D
.equ MASK, P + S * S
.equ TMP, MASK + (MLEN + 1) * VLEN
.equ CC, TMP + VLEN
.equ SS, CC + VLEN
.equ T1, SS + VLEN
.equ T2, T1 + VLEN
.equ G, P                              ; gate and up blocks reuse the scores and the mask
.equ U, P + S * MLEN
.equ AB, y_ADDR                        ; normalised activations, in y until y is written
.equ KSCR, 2 * MX_SCALE_OFFSET
.equ VSCR, KSCR + S * D

; Rotary embedding of row r of every head of QB and KB: v = [a, b] -> v * [cos, cos] + [b, a] * [-sin, sin].
.macro ROPE_QK
    LI gp6, ((1 << (VLEN / HLEN)) - 1) ^ ((1 << (E / 2 / HLEN)) - 1)
    C_SET_V_MASK_REG gp6                ; the upper half of a row
    S_LD_FP f1, gp0, NEG_ONE_ADDR
    S_ADDI_INT gp9, gp0, E / 2
    LI gp5, CC
    LI gp6, SS
    LI gp7, T1
    LI gp8, T2
    LI gp3, cos_ADDR
    LI gp4, sin_ADDR
    LI gp13, QB
    C_LOOP_START gp10, S
      V_MUL_VF gp7, gp3, f0, 1
      V_SHFT_V gp8, gp3, gp9
      V_ADD_VV gp5, gp7, gp8            ; [cos, cos]
      V_MUL_VF gp7, gp4, f0, 1
      V_MUL_VF gp7, gp7, f1
      V_SHFT_V gp8, gp4, gp9
      V_ADD_VV gp6, gp7, gp8            ; [-sin, sin]
      S_ADD_INT gp1, gp13, gp0
      C_LOOP_START gp11, 2 * H          ; the heads of q, then those of k (KB follows QB)
        S_ADDI_INT gp2, gp1, E / 2
        V_MUL_VF gp7, gp2, f0, 1        ; [b, 0]
        V_SHFT_V gp8, gp1, gp9          ; [0, a]
        V_ADD_VV gp7, gp7, gp8
        V_MUL_VV gp7, gp7, gp6
        V_MUL_VV gp1, gp1, gp5
        V_ADD_VV gp1, gp1, gp7
        LI gp2, S * E
        S_ADD_INT gp1, gp1, gp2
      C_LOOP_END gp11
      S_ADDI_INT gp13, gp13, VLEN
      S_ADDI_INT gp3, gp3, E / 2
      S_ADDI_INT gp4, gp4, E / 2
    C_LOOP_END gp10
.endm

    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f6, gp0, INV_D_ADDR
    S_LD_FP f7, gp0, EPS_ADDR
    LOAD_TILES_V a0, 0, D, S, D, XB
    RMSNORM_BLOCKED XB, AB, g1_ADDR, S, D
    LINEAR_BLOCKED AB, Wq_ADDR, QB, S, D, D
    LINEAR_BLOCKED AB, Wk_ADDR, KB, S, D, D
    LINEAR_BLOCKED AB, Wv_ADDR, VB, S, D, D
    ROPE_QK
    SET_HBM a1, KSCR
    STORE_BLOCKED KB, a1, S, D
    SET_HBM a2, VSCR
    STORE_BLOCKED VB, a2, S, D
    S_LD_FP f4, gp0, SCALE_ADDR
    S_LD_FP f5, gp0, NEG_BIG_ADDR
    BUILD_CAUSAL_MASK
.set HI, 0
.rept H
    ATTEND_HEAD 0, 0, 0, 0, (HI*E), D, S, S, E, (OB+HI*S*E), E, 1, (QB+HI*S*E)
.set HI, HI + 1
.endr
    S_LD_FP f6, gp0, INV_D_ADDR             ; the softmax used f5..f7
    S_LD_FP f7, gp0, EPS_ADDR
    LINEAR_BLOCKED OB, Wo_ADDR, QB, S, D, D
    ADD_ROWS XB, QB, (S*D/VLEN)             ; h1
    RMSNORM_BLOCKED XB, AB, g2_ADDR, S, D
    S_LD_FP f2, gp0, NEG_ONE_ADDR
    S_LD_FP f3, gp0, ONE_ADDR
.set NT, 0
.rept F / MLEN
    SET_HBM a3, Wg_ADDR
    LOAD_COLUMN_TILES a3, NT, D, F, 0
    MATMUL_TILES AB, 0, G, S, D, MLEN
    SET_HBM a3, Wu_ADDR
    LOAD_COLUMN_TILES a3, NT, D, F, 0
    MATMUL_TILES AB, 0, U, S, D, MLEN
    LI gp1, G
    LI gp2, U
    LI gp3, (HB+NT*S*MLEN)
    C_LOOP_START gp10, S
      V_MUL_VF gp3, gp1, f2
      V_EXP_V gp3, gp3
      V_ADD_VF gp3, gp3, f3
      V_RECI_V gp3, gp3                 ; sigmoid(g)
      V_MUL_VV gp3, gp3, gp1
      V_MUL_VV gp3, gp3, gp2
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
      S_ADDI_INT gp3, gp3, VLEN
    C_LOOP_END gp10
.set NT, NT + 1
.endr
    SET_HBM a3, Wd_ADDR
    LINEAR_TO_ROWS HB, a3, y_ADDR, S, F, D
    ADD_BLOCKED_TO_ROWS y_ADDR, XB, S, D     ; y += h1
