; A scalar integer loop for simulator speed measurements: 4 arithmetic instructions per
; iteration plus the loop end, 2^22 iterations by default.
.ifndef ITERS
.equ ITERS, 4194303
.endif
    S_ADDI_INT gp1, gp0, 1
    C_LOOP_START gp10, ITERS
      S_ADD_INT gp2, gp2, gp1
      S_ADDI_INT gp1, gp1, 3
      S_MUL_INT gp3, gp2, gp1
      S_SUB_INT gp4, gp3, gp2
    C_LOOP_END gp10
