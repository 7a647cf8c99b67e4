; Causal attention with the template's flash structure (asm_templates/flashattn/overall.py, qkt.py,
; online_softmax.py, pv.py, output.py): one block of MLEN queries at a time, and inside it one
; MLEN-key block at a time up to the diagonal (Bc = MLEN), so only an MLEN x MLEN tile of scores
; is ever held:
;   S = Q_blk K_blk^T by M_TMM into the tile SB;
;   online softmax per row (qk scale, the causal mask on the diagonal block, m_new =
;   max(m_old, rowmax), m_res = exp(m_old - m_new), P = exp(S - m_new), l = l * m_res + rowsum(P)),
;   with m, m_res and l in the FP SRAM as the template keeps them; three rows run interleaved;
;   PV = P @ V_blk by M_MM; O = O * m_res + PV (six rows at a time);
; the first key block writes P @ V straight into O (nothing to rescale yet), and the end of a
; query block scales O's rows by 1 / l.
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ KT, D / MLEN
.equ ACT, O_ADDR + S * D                ; the query block, blocked MLEN x D
.equ SB, ACT + MLEN * D                 ; the score tile, MLEN x MLEN
.equ PV, SB + MLEN * MLEN               ; P @ V of a key block, MLEN x D row-major
.equ MASK, PV + MLEN * D                ; MLEN + 1 rows
.equ VBUF, KT * MLEN * MLEN             ; V's tiles in the matrix SRAM (K's from 0)
.equ FPM, 64                            ; FP SRAM: m (MLEN), m_res (MLEN), l (MLEN)
.equ FPR, FPM + MLEN
.equ FPL, FPM + 2 * MLEN

; One step `k` of the online softmax for row i of a group (score row at g; FP registers fa, fb).
; gp12 = the group's first row, gp13 = the mask row.
.macro FS_ONE k, first, g, fa, fb, i
.if \k == 0
    V_MUL_VF \g, \g, f4
.elseif \k == 1
    V_ADD_VV \g, \g, gp13
    S_ADDI_INT gp13, gp13, VLEN
.elseif \k == 2
.if \first
    S_LD_FP \fa, gp0, NEG_BIG_ADDR
.else
    S_LD_FP \fa, gp12, FPM + (\i)
    S_LD_FP \fb, gp12, FPM + (\i)
.endif
.elseif \k == 3
    V_RED_MAX \fa, \g
.elseif \k == 4
.if \first == 0
    S_SUB_FP \fb, \fb, \fa
    S_EXP_FP \fb, \fb
    S_ST_FP \fb, gp12, FPR + (\i)
.endif
    S_ST_FP \fa, gp12, FPM + (\i)
.elseif \k == 5
    V_SUB_VF \g, \g, \fa
.elseif \k == 6
    V_EXP_V \g, \g
.elseif \k == 7
.if \first
    S_ADD_FP \fa, f0, f0
.else
    S_LD_FP \fa, gp12, FPL + (\i)
    S_MUL_FP \fa, \fa, \fb
.endif
.elseif \k == 8
    V_RED_SUM \fa, \g
.elseif \k == 9
    S_ST_FP \fa, gp12, FPL + (\i)
.endif
.endm

.macro FS_EACH n, k, first
    FS_ONE \k, \first, gp1, f1, f2, 0
.if \n > 1
    FS_ONE \k, \first, gp2, f3, f5, 1
.endif
.if \n > 2
    FS_ONE \k, \first, gp3, f6, f7, 2
.endif
.endm

.macro FS_GROUP n, first, diag
    S_ADD_INT gp1, gp14, gp0
    S_ADDI_INT gp2, gp14, MLEN
    S_ADDI_INT gp3, gp14, 2 * MLEN
    FS_EACH \n, 2, \first
    FS_EACH \n, 0, \first
.if \diag
    FS_EACH \n, 1, \first
.endif
.set FS_K, 3
.rept 7
    FS_EACH \n, FS_K, \first
.set FS_K, FS_K + 1
.endr
    S_ADDI_INT gp14, gp14, (\n) * MLEN
    S_ADDI_INT gp12, gp12, \n
.endm

; The online softmax over the MLEN rows of SB.
.macro FA_SOFTMAX first, diag
    LI gp14, SB
    S_ADDI_INT gp12, gp0, 0
    LI gp13, MASK
    C_LOOP_START gp10, MLEN / 3
      FS_GROUP 3, \first, \diag
    C_LOOP_END gp10
.if MLEN % 3
    FS_GROUP (MLEN % 3), \first, \diag
.endif
.endm

; Row pass over O's MLEN rows (row length D), six at a time: gp1..gp6 walk O, gp7..gp9 and
; gp13..gp15 walk PV; with upd, O = O * m_res + PV, else O = O * (1 / l).
.macro FO_EACH n, k
.irp R, 0, 1, 2, 3, 4, 5
.if \R < \n
    FO_ONE \k, \R
.endif
.endr
.endm
.macro FO_ONE k, R
.if \R == 0
    FO_OP \k, gp1, gp7, f1, 0
.elseif \R == 1
    FO_OP \k, gp2, gp8, f2, 1
.elseif \R == 2
    FO_OP \k, gp3, gp9, f3, 2
.elseif \R == 3
    FO_OP \k, gp4, gp13, f5, 3
.elseif \R == 4
    FO_OP \k, gp5, gp14, f6, 4
.else
    FO_OP \k, gp6, gp15, f7, 5
.endif
.endm
; k: 0 load m_res, 1 rescale, 2 add PV, 3 load l and take its reciprocal, 4 step a chunk,
; 5 step to the next group, 6 set the row addresses from O row gp11 / PV row gp12 (rows R).
.macro FO_OP k, o, p, f, R
.if \k == 0
    S_LD_FP \f, gp12, FPR + (\R)
.elseif \k == 1
    V_MUL_VF \o, \o, \f
.elseif \k == 2
    V_ADD_VV \o, \o, \p
.elseif \k == 3
    S_LD_FP \f, gp12, FPL + (\R)
    S_RECI_FP \f, \f
.elseif \k == 4
    S_ADDI_INT \o, \o, VLEN
    S_ADDI_INT \p, \p, VLEN
.elseif \k == 5
    S_ADDI_INT \o, \o, FO_N * D - KT * VLEN
    S_ADDI_INT \p, \p, FO_N * D - KT * VLEN
.elseif \k == 6
    ADDI \o, gp11, (\R) * D
    S_ADDI_INT \p, gp0, PV + (\R) * D
.endif
.endm
.macro FO_GROUP n, upd
.set FO_N, \n
.if \upd
    FO_EACH \n, 0
.else
    FO_EACH \n, 3
.endif
.rept KT
    FO_EACH \n, 1
.if \upd
    FO_EACH \n, 2
.endif
    FO_EACH \n, 4
.endr
    FO_EACH \n, 5
    S_ADDI_INT gp12, gp12, \n
.endm
.macro FA_ROWS obase, upd
    LI gp11, \obase
    FO_EACH 6, 6
    S_ADDI_INT gp12, gp0, 0
    C_LOOP_START gp10, MLEN / 6
      FO_GROUP 6, \upd
    C_LOOP_END gp10
.if MLEN % 6
    FO_GROUP (MLEN % 6), \upd
.endif
.endm

    ATTENTION_SETUP
    BUILD_CAUSAL_MASK
.set QB, 0
.rept S / MLEN
    LOAD_TILES_V a0, (QB*MLEN*D), D, MLEN, D, ACT
.set KB, 0
.rept QB + 1
.set KK, 0
.rept KT
    LOAD_TILES_M a1, (KB*MLEN*D+KK*MLEN), D, MLEN, MLEN, (KK*MLEN*MLEN)
.set KK, KK + 1
.endr
    MATMUL_TILES ACT, 0, SB, MLEN, D, MLEN, 1
    FA_SOFTMAX (KB == 0), (KB == QB)
    LOAD_TILES_M a2, (KB*MLEN*D), D, MLEN, D, VBUF
.if KB == 0
    MATMUL_TILES SB, VBUF, (O_ADDR+QB*MLEN*D), MLEN, MLEN, D
.else
    MATMUL_TILES SB, VBUF, PV, MLEN, MLEN, D
    FA_ROWS (O_ADDR+QB*MLEN*D), 1
.endif
.set KB, KB + 1
.endr
    FA_ROWS (O_ADDR+QB*MLEN*D), 0
.set QB, QB + 1
.endr
