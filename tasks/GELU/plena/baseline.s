; GELU (tanh form) without tanh: 0.5 x (1 + tanh(u)) = x * sigmoid(2u), so
; y = x / (1 + exp(x * (-2c) * (1 + 0.044715 x^2))) with c = sqrt(2 / pi).
; The loop of PLENA's gelu_asm.py template (one fixed vector-op sequence per VLEN row, computed in
; y, then y *= x), with the exact tanh-form argument the task needs instead of the template's
; sigmoid(1.702 x); six rows run interleaved step by step (ROWS_IL2 in plena_matmul.inc).
.include "../../targets/plena_matmul.inc"
    S_LD_FP f1, gp0, ONE_ADDR
    S_LD_FP f2, gp0, CUBIC_ADDR
    S_LD_FP f3, gp0, NEG_2C_ADDR
    ROWS_IL2 OP_GELU, 9, (M * N / VLEN), x_ADDR, y_ADDR
