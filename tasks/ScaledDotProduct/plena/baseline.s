; O = softmax(Q K^T / sqrt(D)) V for one head (see plena_attention.inc).
.include "../../targets/plena_matmul.inc"
.include "../../targets/plena_attention.inc"
.equ ACT, O_ADDR + S * D
.equ P, ACT + S * D
.equ MASK, P + S * T
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    S_LD_FP f4, gp0, SCALE_ADDR
    S_LD_FP f5, gp0, NEG_BIG_ADDR
    ATTEND_HEAD 0, 0, D, 0, 0, D, S, T, D, O_ADDR, D
