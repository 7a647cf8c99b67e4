; y = A x: per block of MLEN rows of A, its K / MLEN tiles into the matrix SRAM, then BLEN rows at
; a time, M_TMV (the tile read transposed, so a tile row is an output) accumulated over the tiles.
.include "../../targets/plena_matmul.inc"
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LI gp9, y_ADDR
.set IB, 0
.rept M / MLEN
    LOAD_TILES_M a0, (IB*MLEN*K), K, MLEN, K, 0
    S_ADDI_INT gp1, gp0, 0                  ; tile row of this group of BLEN outputs
    C_LOOP_START gp10, MLEN / BLEN
      S_ADD_INT gp2, gp1, gp0
      LI gp3, x_ADDR
      C_LOOP_START gp11, K / MLEN
        M_TMV 0, gp2, gp3
        LI gp5, MLEN * MLEN
        S_ADD_INT gp2, gp2, gp5
        S_ADDI_INT gp3, gp3, MLEN
      C_LOOP_END gp11
      M_MV_WO gp9, 0
      S_ADDI_INT gp9, gp9, BLEN
      S_ADDI_INT gp1, gp1, BLEN
    C_LOOP_END gp10
.set IB, IB + 1
.endr
