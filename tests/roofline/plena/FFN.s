; FFN on PLENA: Y[M,D] (vsram, row-major bf16) = GELU(X @ W1) @ W2, X [M,D], W1 [D,F], W2 [F,D]
; in HBM (MXFP8); GELU(x) = x * sigmoid(2c(x + 0.044715 x^3)) with the layout's constants.
; 1. X is re-tiled into the vector SRAM as D/64 blocks of M x 64 (XB).
; 2. H = X @ W1 one 64-wide column block nt at a time (loop over nt unrolled): the W1 tiles of
;    block nt+1 are prefetched into the other half of the matrix SRAM before block nt is
;    multiplied; each block runs the 4x4-output M_MM loop (hardware loop over 4-row blocks,
;    16 output blocks unrolled, D/64 back-to-back M_MM each, then M_MM_WO), writing H already
;    blocked (block nt at HB + nt*M*64) as the second product reads it.
; 3. GELU in place on H, six rows at a time op by op so the vector unit pipelines.
; 4. Y = H @ W2 one 64-wide column block at a time, W2 tiles double-buffered the same way,
;    F/64 back-to-back M_MM per 4x4 output block, written straight into Y.
.ifndef MLEN
.equ MLEN, 64
.endif

.macro LI reg, value
.if (\value) < 262144
    S_ADDI_INT \reg, gp0, \value
.else
    S_LUI_INT \reg, (\value) >> 12
    S_ADDI_INT \reg, \reg, (\value) & 4095
.endif
.endm

; rows x cols block of a row-major HBM matrix (row length ld, element offset off, address
; register areg) into the matrix SRAM at dst as (cols/MLEN) consecutive tiles of rows x MLEN.
; Prefetch dst/offset registers rotate over gp1..gp4 so no prefetch waits on its operands.
.macro PF_TILES_M areg, off, ld, rows, cols, dst
.set PFC, 0
.rept (\cols) / MLEN
.set PFR, 0
.rept (\rows) / PREFETCH_M_AMOUNT
    LI gp1, (\dst) + PFC * (\rows) * MLEN + PFR * PREFETCH_M_AMOUNT * MLEN
    LI gp2, (\off) + PFC * MLEN + PFR * PREFETCH_M_AMOUNT * (\ld)
    H_PREFETCH_M gp1, gp2, \areg, 1, 0
.set PFR, PFR + 1
.endr
.set PFC, PFC + 1
.endr
.endm
.macro PF_TILES_V areg, off, ld, rows, cols, dst
.set PFC, 0
.rept (\cols) / VLEN
.set PFR, 0
.rept (\rows) / PREFETCH_V_AMOUNT
    LI gp3, (\dst) + PFC * (\rows) * VLEN + PFR * PREFETCH_V_AMOUNT * VLEN
    LI gp4, (\off) + PFC * VLEN + PFR * PREFETCH_V_AMOUNT * (\ld)
    H_PREFETCH_V gp3, gp4, \areg, 1, 0
.set PFR, PFR + 1
.endr
.set PFC, PFC + 1
.endr
.endm

; out (row-major, row length ldo) = act @ W. act: rows x k blocked as k/MLEN blocks of rows x MLEN
; at `act`; W: tiles (kt,nt) at wts + (kt*(n/MLEN)+nt)*MLEN*MLEN. rows % BLEN == 0.
; gp1/gp2 and gp3/gp4: the two (weight, activation) address pairs; gp5 weight column base,
; gp6 activation row-block base, gp7 output address, gp8 output row stride / MLEN.
.macro MM_PAIRS ts, as
    S_ADD_INT gp1, gp5, gp0
    S_ADD_INT gp2, gp6, gp0
    S_ADDI_INT gp3, gp5, \ts
    S_ADDI_INT gp4, gp6, \as
.endm
.macro MM_BLOCKS act, wts, out, rows, k, n, ldo
.set MB_KT, (\k) / MLEN
.set MB_TS, ((\n) / MLEN) * MLEN * MLEN
.set MB_AS, (\rows) * MLEN
    LI gp8, (\ldo) / MLEN
    LI gp6, \act
    LI gp7, \out
    LI gp5, \wts
    MM_PAIRS MB_TS, MB_AS
    C_LOOP_START gp10, (\rows) / BLEN
    C_LOOP_START gp11, (\n) / MLEN
.set MB_J, 0
.rept MLEN / BLEN
.set MB_KK, 0
.rept MB_KT
.if (MB_KK % 2) == 0
        M_MM 0, gp1, gp2
.if MB_KK + 2 < MB_KT
        S_ADDI_INT gp1, gp1, 2 * MB_TS
        S_ADDI_INT gp2, gp2, 2 * MB_AS
.endif
.else
        M_MM 0, gp3, gp4
.if MB_KK + 2 < MB_KT
        S_ADDI_INT gp3, gp3, 2 * MB_TS
        S_ADDI_INT gp4, gp4, 2 * MB_AS
.endif
.endif
.set MB_KK, MB_KK + 1
.endr
.if MB_J == MLEN / BLEN - 1
        S_ADDI_INT gp5, gp5, MLEN * MLEN - MLEN + BLEN
.else
        S_ADDI_INT gp5, gp5, BLEN
.endif
        MM_PAIRS MB_TS, MB_AS
        M_MM_WO gp7, gp8, MB_J * BLEN
.set MB_J, MB_J + 1
.endr
        S_ADDI_INT gp7, gp7, MLEN
    C_LOOP_END gp11
    LI gp5, \wts
    S_ADDI_INT gp6, gp6, BLEN * MLEN
    S_ADDI_INT gp7, gp7, BLEN * (\ldo) - (\n)
    MM_PAIRS MB_TS, MB_AS
    C_LOOP_END gp10
.endm


.equ XB, Y_ADDR + M * D
.equ HB, XB + M * D
.equ TB, HB + M * F                 ; 6 scratch rows for GELU
.equ KT1, D / MLEN
.equ KT2, F / MLEN
.equ BUF, 8 * MLEN * MLEN           ; the second weight buffer

; W1 tiles of column block nt (D/64 tiles) into buffer b
.macro LOAD_W1 nt, b
.set LW_K, 0
.rept KT1
    PF_TILES_M a1, (LW_K*MLEN*F + (\nt)*MLEN), F, MLEN, MLEN, ((\b)*BUF + LW_K*MLEN*MLEN)
.set LW_K, LW_K + 1
.endr
.endm
.macro LOAD_W2 nt, b
.set LW_K, 0
.rept KT2
    PF_TILES_M a2, (LW_K*MLEN*D + (\nt)*MLEN), D, MLEN, MLEN, ((\b)*BUF + LW_K*MLEN*MLEN)
.set LW_K, LW_K + 1
.endr
.endm

    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LI gp6, D
    C_SET_STRIDE_REG gp6
    PF_TILES_V a0, 0, D, M, D, XB
    LI gp6, F
    C_SET_STRIDE_REG gp6
    LOAD_W1 0, 0
.set NT, 0
.rept F / MLEN
.if NT + 1 < F / MLEN
    LOAD_W1 (NT+1), ((NT+1)%2)
.endif
    MM_BLOCKS XB, ((NT%2)*BUF), (HB + NT*M*MLEN), M, D, MLEN, MLEN
.set NT, NT + 1
.endr
    LI gp6, D
    C_SET_STRIDE_REG gp6
    LOAD_W2 0, 0
    ; GELU on H in place: rows gp1..gp6, temporaries gp7..gp12
    S_LD_FP f1, gp0, ONE_ADDR
    S_LD_FP f2, gp0, CUBIC_ADDR
    S_LD_FP f3, gp0, NEG_2C_ADDR
    LI gp1, HB
    LI gp2, HB + VLEN
    LI gp3, HB + 2 * VLEN
    LI gp4, HB + 3 * VLEN
    LI gp5, HB + 4 * VLEN
    LI gp6, HB + 5 * VLEN
    LI gp7, TB
    LI gp8, TB + VLEN
    LI gp9, TB + 2 * VLEN
    LI gp10, TB + 3 * VLEN
    LI gp11, TB + 4 * VLEN
    LI gp12, TB + 5 * VLEN
; \m applied to the six (row, temporary) register pairs
.macro ON6 m
    \m gp1, gp7
    \m gp2, gp8
    \m gp3, gp9
    \m gp4, gp10
    \m gp5, gp11
    \m gp6, gp12
.endm
.macro G_SQ x, t
    V_MUL_VV \t, \x, \x
.endm
.macro G_CUB x, t
    V_MUL_VF \t, \t, f2
.endm
.macro G_ONE x, t
    V_ADD_VF \t, \t, f1
.endm
.macro G_X x, t
    V_MUL_VV \t, \t, \x
.endm
.macro G_NEG x, t
    V_MUL_VF \t, \t, f3
.endm
.macro G_EXP x, t
    V_EXP_V \t, \t
.endm
.macro G_RECI x, t
    V_RECI_V \t, \t
.endm
.macro G_OUT x, t
    V_MUL_VV \x, \t, \x
    S_ADDI_INT \x, \x, 6 * VLEN
.endm
.equ GROWS, M * F / VLEN
.equ GITER, GROWS / 6
.if GITER > 0
    C_LOOP_START gp13, GITER
      ON6 G_SQ
      ON6 G_CUB
      ON6 G_ONE
      ON6 G_X
      ON6 G_NEG
      ON6 G_EXP
      ON6 G_ONE
      ON6 G_RECI
      ON6 G_OUT
    C_LOOP_END gp13
.endif
.rept GROWS - GITER * 6
      V_MUL_VV gp7, gp1, gp1
      V_MUL_VF gp7, gp7, f2
      V_ADD_VF gp7, gp7, f1
      V_MUL_VV gp7, gp7, gp1
      V_MUL_VF gp7, gp7, f3
      V_EXP_V gp7, gp7
      V_ADD_VF gp7, gp7, f1
      V_RECI_V gp7, gp7
      V_MUL_VV gp1, gp7, gp1
      S_ADDI_INT gp1, gp1, VLEN
.endr
.set NT, 0
.rept D / MLEN
.if NT + 1 < D / MLEN
    LOAD_W2 (NT+1), ((NT+1)%2)
.endif
    MM_BLOCKS HB, ((NT%2)*BUF), (Y_ADDR + NT*MLEN), M, F, MLEN, D
.set NT, NT + 1
.endr
