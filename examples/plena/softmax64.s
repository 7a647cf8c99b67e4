; Row-wise softmax of a 64 x 64 bf16 matrix in the vector SRAM (rows 0..63), in place.
.section fpsram
    .value -30000.0                  ; fpsram[0]: below any input, starts the running max
.text
    S_ADDI_INT gp1, gp0, 0
    C_LOOP_START gp10, 64
      S_LD_FP f1, gp0, 0
      V_RED_MAX f1, gp1, 0           ; f1 = max of the row
      V_SUB_VF gp1, gp1, f1, 0, 0    ; x - max
      V_EXP_V gp1, gp1, 0
      S_ADD_FP f2, f0, f0            ; f2 = 0
      V_RED_SUM f2, gp1, 0           ; f2 = sum of exp
      S_RECI_FP f3, f2
      V_MUL_VF gp1, gp1, f3, 0
      S_ADDI_INT gp1, gp1, 64
    C_LOOP_END gp10
