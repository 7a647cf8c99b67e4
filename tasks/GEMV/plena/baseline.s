; y = A x, in the order of PLENA's gemv_asm.py template: per group of MLEN outputs, the K / MLEN
; tiles of those MLEN rows of A into the matrix SRAM (double-buffered: the next group's transfers
; are issued before the current group's products), then per BLEN outputs the K / MLEN
; matrix-vector products back to back (M_TMV, reading each tile transposed since A's rows are the
; outputs) and one M_MV_WO. As in plena_matmul.inc, each write-out is issued after the next
; block's products (the first one flushes the empty accumulator onto y[0..BLEN), rewritten later).
.include "../../targets/plena_matmul.inc"
.equ KT, K / MLEN
.equ BUF, KT * MLEN * MLEN
.equ DBL, 2 * BUF <= MLEN * MATRIX_SRAM_DEPTH
.macro GV_CHAIN
.set GV_I, 0
.rept KT
.if GV_I % 2 == 0
    M_TMV 0, gp1, gp2
.if GV_I + 2 < KT
    S_ADDI_INT gp1, gp1, 2 * MLEN * MLEN
    S_ADDI_INT gp2, gp2, 2 * MLEN
.endif
.else
    M_TMV 0, gp3, gp4
.if GV_I + 2 < KT
    S_ADDI_INT gp3, gp3, 2 * MLEN * MLEN
    S_ADDI_INT gp4, gp4, 2 * MLEN
.endif
.endif
.set GV_I, GV_I + 1
.endr
.endm
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LOAD_TILES_M a0, 0, K, MLEN, K, 0
    SETI gp7, y_ADDR
    SETI gp8, y_ADDR
.set IB, 0
.rept M / MLEN
.if DBL
.set GV_W, (IB % 2) * BUF
.if IB + 1 < M / MLEN
    LOAD_TILES_M a0, ((IB+1)*MLEN*K), K, MLEN, K, (((IB + 1) % 2) * BUF)
.endif
.else
.set GV_W, 0
.if IB > 0
    LOAD_TILES_M a0, (IB*MLEN*K), K, MLEN, K, 0
.endif
.endif
    SETI gp5, GV_W
    SETI gp1, GV_W
    SETI gp3, GV_W + MLEN * MLEN
    SETI gp2, x_ADDR
    SETI gp4, x_ADDR + MLEN
    C_LOOP_START gp10, MLEN / BLEN
      M_MV_WO gp7, 0
      GV_CHAIN
      S_ADDI_INT gp5, gp5, BLEN
      S_ADD_INT gp7, gp8, gp0
      S_ADDI_INT gp8, gp8, BLEN
      SETI gp2, x_ADDR
      SETI gp4, x_ADDR + MLEN
      S_ADD_INT gp1, gp5, gp0
      S_ADDI_INT gp3, gp5, MLEN * MLEN
    C_LOOP_END gp10
.set IB, IB + 1
.endr
    M_MV_WO gp7, 0
