; Y = X @ W^T + b: W's 64 x 64 blocks into the matrix SRAM as they are stored (row = output
; feature), multiplied with M_TMM, which reads a tile transposed; then the bias row is added to
; every row of Y.
.include "../../targets/plena_matmul.inc"
.equ ACT, Y_ADDR + M * N
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
.set KTI, 0
.rept K / MLEN
.set NTI, 0
.rept N / MLEN
    LOAD_TILES_M a1, (NTI*MLEN*K+KTI*MLEN), K, MLEN, MLEN, ((KTI*(N/MLEN)+NTI)*MLEN*MLEN)
.set NTI, NTI + 1
.endr
.set KTI, KTI + 1
.endr
.set MB, 0
.rept M / MLEN
    LOAD_TILES_V a0, (MB*MLEN*K), K, MLEN, K, ACT
    MATMUL_TILES ACT, 0, (Y_ADDR+MB*MLEN*N), MLEN, K, N, 1
.set MB, MB + 1
.endr
    LI gp1, Y_ADDR
    C_LOOP_START gp10, M
      LI gp2, b_ADDR
      C_LOOP_START gp11, N / VLEN
        V_ADD_VV gp1, gp1, gp2
        S_ADDI_INT gp1, gp1, VLEN
        S_ADDI_INT gp2, gp2, VLEN
      C_LOOP_END gp11
    C_LOOP_END gp10
