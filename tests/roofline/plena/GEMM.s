; GEMM on PLENA: C[M,N] (vsram, row-major bf16) = A[M,K] @ B[K,N] (HBM, MXFP8).
; Loads: every 16-row slab of B goes straight into its 64x64 matrix-SRAM tile (tile (kt,nt) at
; (kt*NT+nt)*MLEN*MLEN), and A is re-tiled into the vector SRAM as K/MLEN blocks of M x MLEN,
; all prefetches issued up front (HBM moves them one after another at its bandwidth; the first
; products wait only for their own tiles).
; Compute: for each 4-row block rb (hardware loop), for each 64-column tile nt (hardware loop),
; 16 output blocks of 4x4 (unrolled): K/MLEN back-to-back M_MM (two address-register pairs
; alternate so no M_MM waits for its addresses), then M_MM_WO straight into C. The next
; block's addresses are computed in the cycles M_MM_WO waits for the accumulator.
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

.equ ACT, C_ADDR + M * N
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LI gp6, N
    C_SET_STRIDE_REG gp6
.set KTI, 0
.rept K / MLEN
    PF_TILES_M a1, (KTI*MLEN*N), N, MLEN, N, (KTI*(N/MLEN)*MLEN*MLEN)
.set KTI, KTI + 1
.endr
    LI gp6, K
    C_SET_STRIDE_REG gp6
    PF_TILES_V a0, 0, K, M, K, ACT
    MM_BLOCKS ACT, 0, C_ADDR, M, K, N, N
