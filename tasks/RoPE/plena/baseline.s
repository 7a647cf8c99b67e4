; Rotary embedding, one head per VLEN row (D = VLEN), rows r = s * H + h taken as one flat list.
; y = x * [cos, cos] + R, R = [-b * sin, a * sin] for a row [a, b]; R is built by two products of
; the row written half a row apart into a scratch buffer: x * sin at Rb + HALF gives its upper half,
; x * NS at Rb - HALF (NS: a window of -sin) its lower half; the spills land outside [Rb, Rb + D).
; Structure:
;  1. tables, every token at once: CD = [cos_s, cos_s] per token (each product writes cos_s and
;     cos_s+1, so one product per token) and NS = -sin; independent products, addresses set two
;     products ahead.
;  2. rows, fully unrolled and software-pipelined: row r issues x * CD into y, its two R products
;     into buffer r % 2, and the add y += R of row r - 2, so the vector unit always has independent
;     work; x and y addresses rotate over 2 and 3 registers and are set ahead of use.
.include "../../targets/plena_matmul.inc"
.equ HALF, D / 2
.equ NR, S * H                          ; rows
.equ ZB, y_ADDR + NR * D                ; scratch after y
.equ RB0, ZB + HALF                     ; R buffers: [Rb - HALF, Rb + D + HALF) each
.equ RB1, RB0 + D + HALF
.equ NSJ, (S + 2) / 2                   ; NS products (VLEN each)
.equ N0, RB1 + D + 2 * HALF             ; NS table: -sin_s at N0 + HALF * s (from N0 - HALF)
.equ D0, N0 + NSJ * VLEN                ; CD table: [cos_s, cos_s] at D0 + D * s
.equ NPRE, S + 1 + NSJ

; ---- table products: op i (dst, src, scale) ----
.macro PRE_SET i, rd, rs
.if (\i) == 0
    S_ADDI_INT \rd, gp0, D0
    S_ADDI_INT \rs, gp0, cos_ADDR
.elseif (\i) < S + 1
    S_ADDI_INT \rd, gp0, D0 + HALF + D * ((\i) - 1)
    S_ADDI_INT \rs, gp0, cos_ADDR + HALF * ((\i) - 1)
.else
    S_ADDI_INT \rd, gp0, N0 - HALF + VLEN * ((\i) - S - 1)
    S_ADDI_INT \rs, gp0, sin_ADDR - HALF + VLEN * ((\i) - S - 1)
.endif
.endm
.macro PRE_OP i, rd, rs
.if (\i) < S + 1
    V_MUL_VF \rd, \rs, f2
.else
    V_MUL_VF \rd, \rs, f1
.endif
.endm
.macro PRE_STEP i
.if ((\i) + 2) < NPRE
.if (((\i) + 2) % 3) == 0
    PRE_SET (\i) + 2, gp10, gp11
.elseif (((\i) + 2) % 3) == 1
    PRE_SET (\i) + 2, gp12, gp13
.else
    PRE_SET (\i) + 2, gp14, gp15
.endif
.endif
.if ((\i) % 3) == 0
    PRE_OP \i, gp10, gp11
.elseif ((\i) % 3) == 1
    PRE_OP \i, gp12, gp13
.else
    PRE_OP \i, gp14, gp15
.endif
.endm

; ---- one row: gp1 = CD row, gp2 = NS window, gp3 = sin row of its token ----
.macro ROW r, xr, yr, yo, rbm, rb, rbp
    V_MUL_VV \yr, \xr, gp1              ; y_r = x_r * [cos, cos]
.if (\r) >= 2
    V_ADD_VV \yo, \yo, \rb              ; y_r-2 += R_r-2
.endif
.if (\r) + 1 < NR
    S_ADDI_INT \yo, gp0, y_ADDR + ((\r) + 1) * D
.endif
    V_MUL_VV \rbm, \xr, gp2             ; lower half of R: -b * sin
    V_MUL_VV \rbp, \xr, gp3             ; upper half of R: a * sin
.if (\r) + 2 < NR
    S_ADDI_INT \xr, gp0, x_ADDR + ((\r) + 2) * D
.endif
.if ((((\r) + 1) % H) == 0) && ((\r) + 1 < NR)
    S_ADDI_INT gp1, gp0, D0 + D * (((\r) + 1) / H)
    S_ADDI_INT gp2, gp0, N0 - HALF + HALF * (((\r) + 1) / H)
    S_ADDI_INT gp3, gp0, sin_ADDR + HALF * (((\r) + 1) / H)
.endif
.endm
.macro ROWSEL r
.if ((\r) % 6) == 0
    ROW \r, gp10, gp12, gp13, gp4, gp5, gp6
.elseif ((\r) % 6) == 1
    ROW \r, gp11, gp13, gp14, gp7, gp8, gp9
.elseif ((\r) % 6) == 2
    ROW \r, gp10, gp14, gp12, gp4, gp5, gp6
.elseif ((\r) % 6) == 3
    ROW \r, gp11, gp12, gp13, gp7, gp8, gp9
.elseif ((\r) % 6) == 4
    ROW \r, gp10, gp13, gp14, gp4, gp5, gp6
.else
    ROW \r, gp11, gp14, gp12, gp7, gp8, gp9
.endif
.endm
; the add of row r (after the last rows): y_r += R_r
.macro ADDSEL r
.if ((\r) % 6) == 0
    V_ADD_VV gp12, gp12, gp5
.elseif ((\r) % 6) == 1
    V_ADD_VV gp13, gp13, gp8
.elseif ((\r) % 6) == 2
    V_ADD_VV gp14, gp14, gp5
.elseif ((\r) % 6) == 3
    V_ADD_VV gp12, gp12, gp8
.elseif ((\r) % 6) == 4
    V_ADD_VV gp13, gp13, gp5
.else
    V_ADD_VV gp14, gp14, gp8
.endif
.endm

    S_LD_FP f1, gp0, NEG_ONE_ADDR       ; -1
    PRE_SET 0, gp10, gp11
.if NPRE > 1
    PRE_SET 1, gp12, gp13
.endif
    S_MUL_FP f2, f1, f1                 ; 1
    SETI gp4, RB0 - HALF
    SETI gp5, RB0
    SETI gp6, RB0 + HALF
    SETI gp7, RB1 - HALF
    SETI gp8, RB1
    SETI gp9, RB1 + HALF
.set PI, 0
.rept NPRE
    PRE_STEP PI
.set PI, PI + 1
.endr
    SETI gp1, D0
    SETI gp2, N0 - HALF
    SETI gp3, sin_ADDR
    SETI gp10, x_ADDR
.if NR > 1
    SETI gp11, x_ADDR + D
.endif
    SETI gp12, y_ADDR
.set RI, 0
.rept NR
    ROWSEL RI
.set RI, RI + 1
.endr
.if NR >= 2
    ADDSEL NR - 2
.endif
    ADDSEL NR - 1
