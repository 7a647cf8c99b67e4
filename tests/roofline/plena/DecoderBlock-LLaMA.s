; DecoderBlock-LLaMA on PLENA: y = h1 + (SiLU(b Wg) * (b Wu)) Wd, h1 = x + Attn(RoPE(a Wq), RoPE(a Wk), a Wv) Wo,
; a = RMSNorm(x) g1, b = RMSNorm(h1) g2 (causal attention per head, E = D/H = 64).
; Structure of the task's baseline (blocked activations in the vector SRAM, one 64-wide
; output column block of each product at a time, K/V through HBM for the P@V / QK^T right
; operands), with every matrix product on the fast M_MM loop: a hardware loop over 4-row
; blocks, 16 output 4x4 blocks unrolled per 64-column tile, k/64 back-to-back M_MM / M_TMM per
; block (two alternating address-register pairs), M_MM_WO issued as soon as the accumulator is
; ready with the next block's addresses computed in its wait; and every tile load as unrolled
; H_PREFETCH_M/V with precomputed offsets instead of loops.
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
    LI gp6, \ld
    C_SET_STRIDE_REG gp6
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
    LI gp6, \ld
    C_SET_STRIDE_REG gp6
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
.macro MM_BLOCKS act, wts, out, rows, k, n, ldo, trans=0
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
.if \trans
        M_TMM 0, gp2, gp1
.else
        M_MM 0, gp1, gp2
.endif
.if MB_KK + 2 < MB_KT
        S_ADDI_INT gp1, gp1, 2 * MB_TS
        S_ADDI_INT gp2, gp2, 2 * MB_AS
.endif
.else
.if \trans
        M_TMM 0, gp4, gp3
.else
        M_MM 0, gp3, gp4
.endif
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


; Same interface as the shared MATMUL_TILES, on the fast M_MM loop.
.macro LOAD_TILES_M areg, off, ld, rows, cols, dst
    PF_TILES_M \areg, \off, \ld, \rows, \cols, \dst
.endm
.macro LOAD_TILES_V areg, off, ld, rows, cols, dst
    PF_TILES_V \areg, \off, \ld, \rows, \cols, \dst
.endm
.macro MATMUL_TILES act, wts, out, rows, k, n, trans=0, ldo=0
.if \ldo
    MM_BLOCKS \act, \wts, \out, \rows, \k, \n, \ldo, \trans
.else
    MM_BLOCKS \act, \wts, \out, \rows, \k, \n, \n, \trans
.endif
.endm

; ---- shared building blocks (copied from tasks/targets) ----
; Matrix-product building blocks shared by the PLENA baselines, in the shape PLENA's template
; compiler emits: weights streamed from HBM into the matrix SRAM tile by tile, activations
; re-tiled on their way into the vector SRAM so each 64-column block of a row is one MLEN row,
; BLEN x BLEN output blocks accumulated over the whole depth, written once.
; Registers gp1..gp9 and loop counters gp10..gp14 are used; MLEN = VLEN is assumed.

; reg = value for any 32-bit value (S_ADDI_INT alone takes 18 bits).

; Loads a rows x cols block of a row-major HBM matrix with row length `ld` (elements), starting
; at element `off` of the tensor in address register `areg`, into the matrix SRAM from `dst` as
; (cols / MLEN) tiles of rows x MLEN... laid out tile after tile, each rows x MLEN row-major.
; rows must be a multiple of PREFETCH_M_AMOUNT.

; The same for the vector SRAM: (cols / VLEN) blocks of rows x VLEN, block after block.

; out[rows x n] (row-major with row length ldo, default n, in the vector SRAM at `out`) = act @ W, where `act` is
; rows x k re-tiled as (k / MLEN) blocks of rows x MLEN at `act`, and W's (kt, nt) tile sits in the
; matrix SRAM at `wts` + (kt * (n / MLEN) + nt) * MLEN * MLEN. With trans = 1 the tiles hold W^T
; blocks (row = output column) and M_TMM is used. rows must be a multiple of BLEN.

; The tiles of column block `nt` of a row-major HBM matrix [k x n] (address register `areg`),
; one after another from `dst`: the weights of one MLEN-wide block of outputs.
.macro LOAD_COLUMN_TILES areg, nt, k, n, dst
.set LCT_K, 0
.rept (\k) / MLEN
    LOAD_TILES_M \areg, (LCT_K*MLEN*(\n)+(\nt)*MLEN), \n, MLEN, MLEN, ((\dst)+LCT_K*MLEN*MLEN)
.set LCT_K, LCT_K + 1
.endr
.endm

; Applies `op` (a macro taking the address register of one VLEN row) to `count` consecutive rows
; from `addr`; gp15 walks the rows.
.macro EACH_ROW addr, count, op
    LI gp15, \addr
    C_LOOP_START gp14, \count
      \op gp15
      S_ADDI_INT gp15, gp15, VLEN
    C_LOOP_END gp14
.endm

; out (row-major rows x n, in the vector SRAM) = act (blocked rows x k) @ W, W a row-major k x n HBM
; matrix in address register `areg`: one MLEN-wide column block of outputs at a time.
.macro LINEAR_TO_ROWS act, areg, out, rows, k, n
.set LTR_N, 0
.rept (\n) / MLEN
    LOAD_COLUMN_TILES \areg, LTR_N, \k, \n, 0
    MATMUL_TILES \act, 0, ((\out)+LTR_N*MLEN), \rows, \k, MLEN, 0, \n
.set LTR_N, LTR_N + 1
.endr
.endm
; One head of attention on PLENA, for the attention baselines. Needs plena_matmul.inc.
; Q, K and V are in HBM (address registers a0, a1, a2) as row-major matrices; the head's columns
; start at element q_off / kv_off of a row of q_ld / kv_ld elements. With `rows` queries and `keys`
; keys of HD elements each (HD a multiple of MLEN, rows a multiple of PREFETCH_V_AMOUNT):
;   1. Q's rows are re-tiled into ACT;
;   2. the scores S = Q K^T come out one MLEN-wide key block at a time into P (block b at
;      P + b * rows * MLEN), using K's tiles as stored and M_TMM, which reads them transposed;
;   3. each score row is scaled by f4, masked causally when `causal` (the last key block gets
;      MASK's rows added: 0 on and below the diagonal, a large negative number above), and turned
;      into softmax weights (f1 max, f2 sum, f3 its reciprocal; f5 holds the large negative number);
;   4. out (row length o_ld) = P @ V with V's tiles as stored.
; ACT, P and MASK are vector SRAM scratch addresses the caller defines; MASK must hold MLEN rows.
; With qact set, Q's head is already in the vector SRAM there, blocked, and a0 is not read.
.macro ATTEND_HEAD q_row0, q_off, q_ld, kv_row0, kv_off, kv_ld, rows, keys, HD, out, o_ld, causal=0, qact=0
    .if \qact
    .set AH_ACT, \qact
    .else
    .set AH_ACT, ACT
    LOAD_TILES_V a0, ((\q_row0)*(\q_ld)+(\q_off)), \q_ld, \rows, \HD, ACT
    .endif
.set AH_B, 0
.rept (\keys) / MLEN
.set AH_K, 0
.rept (\HD) / MLEN
    LOAD_TILES_M a1, (((\kv_row0)+AH_B*MLEN)*(\kv_ld)+(\kv_off)+AH_K*MLEN), \kv_ld, MLEN, MLEN, (AH_K*MLEN*MLEN)
.set AH_K, AH_K + 1
.endr
    MATMUL_TILES AH_ACT, 0, (P+AH_B*(\rows)*MLEN), \rows, \HD, MLEN, 1
.set AH_B, AH_B + 1
.endr
    LI gp1, P
    LI gp2, MASK
    C_LOOP_START gp10, \rows
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, (\keys) / MLEN
        V_MUL_VF gp3, gp3, f4
        LI gp5, (\rows) * MLEN
        S_ADD_INT gp3, gp3, gp5
      C_LOOP_END gp11
      .if \causal
      S_SUB_INT gp3, gp3, gp5               ; the last key block of this row
      V_ADD_VV gp3, gp3, gp2
      S_ADDI_INT gp2, gp2, VLEN
      .endif
      S_ADD_FP f1, f5, f0
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, (\keys) / MLEN
        V_RED_MAX f1, gp3
        S_ADD_INT gp3, gp3, gp5
      C_LOOP_END gp11
      S_ADD_FP f2, f0, f0
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, (\keys) / MLEN
        V_SUB_VF gp3, gp3, f1
        V_EXP_V gp3, gp3
        V_RED_SUM f2, gp3
        S_ADD_INT gp3, gp3, gp5
      C_LOOP_END gp11
      S_RECI_FP f3, f2
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, (\keys) / MLEN
        V_MUL_VF gp3, gp3, f3
        S_ADD_INT gp3, gp3, gp5
      C_LOOP_END gp11
      S_ADDI_INT gp1, gp1, VLEN
    C_LOOP_END gp10
.set AH_B, 0
.rept (\keys) / MLEN
    LOAD_TILES_M a2, (((\kv_row0)+AH_B*MLEN)*(\kv_ld)+(\kv_off)), \kv_ld, MLEN, \HD, (AH_B*((\HD)/MLEN)*MLEN*MLEN)
.set AH_B, AH_B + 1
.endr
    MATMUL_TILES P, 0, \out, \rows, \keys, \HD, 0, \o_ld
.endm

; MASK's MLEN rows: row i is 0 up to column i and f5 (a large negative number) after it.
.macro BUILD_CAUSAL_MASK
    LI gp1, MASK
    LI gp2, MASK + MLEN * VLEN              ; a row of f5, just past the mask
    LI gp3, VLEN
    V_SHFT_V gp2, gp2, gp3                  ; shifting a whole VLEN out leaves zeros, whatever was there
    V_ADD_VF gp2, gp2, f5
    S_ADDI_INT gp3, gp0, 1
    C_LOOP_START gp10, MLEN
      V_SHFT_V gp1, gp2, gp3
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp3, gp3, 1
    C_LOOP_END gp10
.endm

; Blocked activations, for the decoder blocks: a rows x cols matrix kept as (cols / VLEN) blocks of
; rows x VLEN (block b of row r at base + b * rows * VLEN + r * VLEN), which is how MATMUL_TILES
; reads its activations and how it writes one MLEN-wide output block at a time.

; aX = the HBM address `addr` (below 2^32).
.macro SET_HBM areg, addr
    LI gp6, \addr
    C_SET_ADDR_REG \areg, gp0, gp6
.endm

; dst = RMSNorm(src) * gamma, blocked rows x cols; f6 = 1 / cols, f7 = eps; TMP is one scratch row.
.macro RMSNORM_BLOCKED src, dst, gamma, rows, cols
    LI gp1, \src
    LI gp2, \dst
    LI gp5, (\rows) * VLEN
    LI gp7, TMP
    C_LOOP_START gp10, \rows
      S_ADD_FP f1, f0, f0
      S_ADD_INT gp3, gp1, gp0
      C_LOOP_START gp11, (\cols) / VLEN
        V_MUL_VV gp7, gp3, gp3
        V_RED_SUM f1, gp7
        S_ADD_INT gp3, gp3, gp5
      C_LOOP_END gp11
      S_MUL_FP f1, f1, f6
      S_ADD_FP f1, f1, f7
      S_SQRT_FP f1, f1
      S_RECI_FP f1, f1
      S_ADD_INT gp3, gp1, gp0
      S_ADD_INT gp4, gp2, gp0
      LI gp8, \gamma
      C_LOOP_START gp11, (\cols) / VLEN
        V_MUL_VF gp4, gp3, f1
        V_MUL_VV gp4, gp4, gp8
        S_ADD_INT gp3, gp3, gp5
        S_ADD_INT gp4, gp4, gp5
        S_ADDI_INT gp8, gp8, VLEN
      C_LOOP_END gp11
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
.endm

; out (blocked rows x n) = act (blocked rows x k) @ W, W a row-major k x n HBM matrix at `waddr`
; (address register a3 is pointed at it).
.macro LINEAR_BLOCKED act, waddr, out, rows, k, n
    SET_HBM a3, \waddr
.set LB_N, 0
.rept (\n) / MLEN
    LOAD_COLUMN_TILES a3, LB_N, \k, \n, 0
    MATMUL_TILES \act, 0, ((\out)+LB_N*(\rows)*MLEN), \rows, \k, MLEN
.set LB_N, LB_N + 1
.endr
.endm

; Stores blocked rows x cols at `src` to HBM (address register `areg`) as a row-major matrix.
.macro STORE_BLOCKED src, areg, rows, cols
    LI gp6, \cols
    C_SET_STRIDE_REG gp6
    LI gp1, \src
    S_ADDI_INT gp2, gp0, 0
    C_LOOP_START gp10, (\cols) / VLEN
      S_ADD_INT gp3, gp2, gp0
      C_LOOP_START gp11, (\rows) / STORE_V_AMOUNT
        H_STORE_V gp1, gp3, \areg, 1, 0
        S_ADDI_INT gp1, gp1, STORE_V_AMOUNT * VLEN
        LI gp6, STORE_V_AMOUNT * (\cols)
        S_ADD_INT gp3, gp3, gp6
      C_LOOP_END gp11
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
.endm

; dst += src, both `count` VLEN rows.
.macro ADD_ROWS dst, src, count
    LI gp1, \dst
    LI gp2, \src
    C_LOOP_START gp10, \count
      V_ADD_VV gp1, gp1, gp2
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
    C_LOOP_END gp10
.endm

; rows (row-major rows x cols) += blocked (blocked rows x cols).
.macro ADD_BLOCKED_TO_ROWS out, blocked, rows, cols
    LI gp1, \out
    LI gp3, \blocked
    C_LOOP_START gp10, \rows
      S_ADD_INT gp2, gp3, gp0
      C_LOOP_START gp11, (\cols) / VLEN
        V_ADD_VV gp1, gp1, gp2
        S_ADDI_INT gp1, gp1, VLEN
        LI gp4, (\rows) * VLEN
        S_ADD_INT gp2, gp2, gp4
      C_LOOP_END gp11
      S_ADDI_INT gp3, gp3, VLEN
    C_LOOP_END gp10
.endm

; The scale register, f4 = the score scale and f5 = a large negative number, from the layout's
; SCALE and NEG_BIG constants.
.macro ATTENTION_SETUP
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f4, gp0, SCALE_ADDR
    S_LD_FP f5, gp0, NEG_BIG_ADDR
.endm

; HB block rows = SiLU(G) * U for the S rows of one 64-wide block, four rows at a time op by op
; (registers: G rows gp1..gp4, U rows gp5..gp8, outputs gp9..gp12) so the vector unit pipelines.
.macro ON4 m
    \m gp1, gp5, gp9
    \m gp2, gp6, gp10
    \m gp3, gp7, gp11
    \m gp4, gp8, gp12
.endm
.macro SG_NEG g, u, o
    V_MUL_VF \o, \g, f2
.endm
.macro SG_EXP g, u, o
    V_EXP_V \o, \o
.endm
.macro SG_ONE g, u, o
    V_ADD_VF \o, \o, f3
.endm
.macro SG_RECI g, u, o
    V_RECI_V \o, \o
.endm
.macro SG_G g, u, o
    V_MUL_VV \o, \o, \g
.endm
.macro SG_U g, u, o
    V_MUL_VV \o, \o, \u
    S_ADDI_INT \g, \g, 4 * VLEN
    S_ADDI_INT \u, \u, 4 * VLEN
    S_ADDI_INT \o, \o, 4 * VLEN
.endm
.macro SILU_GATE hout
    LI gp1, G
    LI gp2, G + VLEN
    LI gp3, G + 2 * VLEN
    LI gp4, G + 3 * VLEN
    LI gp5, U
    LI gp6, U + VLEN
    LI gp7, U + 2 * VLEN
    LI gp8, U + 3 * VLEN
    LI gp9, \hout
    LI gp10, \hout + VLEN
    LI gp11, \hout + 2 * VLEN
    LI gp12, \hout + 3 * VLEN
    C_LOOP_START gp13, S / 4
      ON4 SG_NEG
      ON4 SG_EXP
      ON4 SG_ONE
      ON4 SG_RECI
      ON4 SG_G
      ON4 SG_U
    C_LOOP_END gp13
.endm

; ---- the layer ----
; One LLaMA decoder layer. Activations stay in the vector SRAM blocked (see plena_attention.inc),
; so every product reads them as they are; keys and values go through HBM (the matrix unit reads
; its right-hand side only from the matrix SRAM, which HBM fills). Heads are E = D / H = MLEN wide.
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
    SILU_GATE (HB+NT*S*MLEN)
.set NT, NT + 1
.endr
    SET_HBM a3, Wd_ADDR
    LINEAR_TO_ROWS HB, a3, y_ADDR, S, F, D
    ADD_BLOCKED_TO_ROWS y_ADDR, XB, S, D     ; y += h1
