; SiLU: y = x * 1 / (1 + exp(-x)), the vector-op sequence of PLENA's silu_asm.py template
; (negate, exp, +1, reciprocal, times x) over each VLEN row, six rows interleaved step by step
; (ROWS_IL2 in plena_matmul.inc).
.include "../../targets/plena_matmul.inc"
    S_LD_FP f1, gp0, ONE_ADDR
    ROWS_IL2 OP_SILU, 5, (M * N / VLEN), x_ADDR, y_ADDR
