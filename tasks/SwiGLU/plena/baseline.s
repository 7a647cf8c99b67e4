; Y = (SiLU(X @ Wg) * (X @ Wu)) @ Wd. X is re-tiled into the vector SRAM once; per MLEN-wide
; column block of the hidden layer, the Wg and Wu tiles of that block are streamed into the matrix
; SRAM, both products land in scratch blocks G and U, and H's block = SiLU(G) * U, which leaves H
; blocked as the last product reads it; then each MLEN-wide block of Y from its Wd tiles.
.include "../../targets/plena_matmul.inc"
.equ ACT, Y_ADDR + M * D
.equ H, ACT + M * D
.equ G, H + M * F
.equ U, G + M * MLEN
.equ HALF, (D / MLEN) * MLEN * MLEN         ; where Wu's tiles go in the matrix SRAM
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f1, gp0, NEG_ONE_ADDR
    S_LD_FP f2, gp0, ONE_ADDR
    LOAD_TILES_V a0, 0, D, M, D, ACT
.set NT, 0
.rept F / MLEN
    LOAD_COLUMN_TILES a1, NT, D, F, 0
    LOAD_COLUMN_TILES a2, NT, D, F, HALF
    MATMUL_TILES ACT, 0, G, M, D, MLEN
    MATMUL_TILES ACT, HALF, U, M, D, MLEN
    LI gp1, G
    LI gp2, U
    LI gp3, (H+NT*M*MLEN)
    C_LOOP_START gp14, M
      V_MUL_VF gp3, gp1, f1                 ; -g
      V_EXP_V gp3, gp3
      V_ADD_VF gp3, gp3, f2
      V_RECI_V gp3, gp3                     ; sigmoid(g)
      V_MUL_VV gp3, gp3, gp1
      V_MUL_VV gp3, gp3, gp2
      S_ADDI_INT gp1, gp1, VLEN
      S_ADDI_INT gp2, gp2, VLEN
      S_ADDI_INT gp3, gp3, VLEN
    C_LOOP_END gp14
.set NT, NT + 1
.endr
    LINEAR_TO_ROWS H, a3, Y_ADDR, M, F, D
