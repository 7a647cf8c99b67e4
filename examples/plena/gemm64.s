; C[64x64] = A[64x64] @ W[64x64] on PLENA.
; Layout: A and W in HBM as MXFP8 (A at byte 0, W at byte 8192; each tensor's E8M0 scales
; follow its 4096 element bytes, so scale_reg = 4096). C is written to the vector SRAM from
; element 4096 (rows 64..127), as bf16.
.equ ROWS, 64
.equ OUT, 4096

    S_ADDI_INT gp5, gp0, 4096        ; scale offset
    C_SET_SCALE_REG gp5
    S_LUI_INT gp5, 2                 ; 8192: W's HBM base
    C_SET_ADDR_REG a1, gp0, gp5
    C_SET_ADDR_REG a0, gp0, gp0      // A's HBM base is 0

; Weights: 4 x 16 rows into the matrix SRAM; activations: 4 x 16 rows into the vector SRAM.
    S_ADDI_INT gp6, gp0, 0
    C_LOOP_START gp12, 4
      H_PREFETCH_M gp6, gp6, a1, 0, 0
      H_PREFETCH_V gp6, gp6, a0, 0, 0
      S_ADDI_INT gp6, gp6, 1024
    C_LOOP_END gp12

; For every block of BLEN rows and BLEN columns: one M_MM over the full depth, then write out.
    S_ADDI_INT gp1, gp0, 0           ; activation rows of this block
    S_ADDI_INT gp3, gp0, OUT         ; output rows of this block
    C_LOOP_START gp10, ROWS / 4
      S_ADDI_INT gp2, gp0, 0         ; weight column block
      C_LOOP_START gp11, ROWS / 4
        M_MM 0, gp2, gp1
        S_ADD_INT gp4, gp3, gp2
        M_MM_WO gp4, gp0, 0
        S_ADDI_INT gp2, gp2, 4
      C_LOOP_END gp11
      S_ADDI_INT gp1, gp1, 256
      S_ADDI_INT gp3, gp3, 256
    C_LOOP_END gp10
