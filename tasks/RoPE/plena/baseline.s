; Rotary embedding with one head per VLEN row (D = VLEN). Per token, two VLEN rows are built once:
; CC = [cos, cos] and SS = [-sin, sin]; then every head row v = [a, b] gives
; y = v * CC + [b, a] * SS. The halves are moved with V_SHFT_V (towards higher indices) and with a
; head mask that zeroes the upper half (elements outside the mask keep the source's value).
.include "../../targets/plena_matmul.inc"
.equ HALF, D / 2
.equ CC, y_ADDR + S * H * D
.equ SS, CC + VLEN
.equ T1, SS + VLEN
.equ T2, T1 + VLEN
    LI gp6, ((1 << (VLEN / HLEN)) - 1) ^ ((1 << (HALF / HLEN)) - 1)
    C_SET_V_MASK_REG gp6                    ; the upper half of a row
    S_LD_FP f1, gp0, NEG_ONE_ADDR
    S_ADDI_INT gp9, gp0, HALF
    LI gp5, CC
    LI gp6, SS
    LI gp7, T1
    LI gp8, T2
    LI gp1, x_ADDR
    LI gp2, y_ADDR
    LI gp3, cos_ADDR
    LI gp4, sin_ADDR
    C_LOOP_START gp10, S
      V_MUL_VF gp7, gp3, f0, 1              ; [cos, 0]
      V_SHFT_V gp8, gp3, gp9                ; [0, cos]
      V_ADD_VV gp5, gp7, gp8
      V_MUL_VF gp7, gp4, f0, 1              ; [sin, 0]
      V_MUL_VF gp7, gp7, f1                 ; [-sin, 0]
      V_SHFT_V gp8, gp4, gp9                ; [0, sin]
      V_ADD_VV gp6, gp7, gp8
      C_LOOP_START gp11, H
        S_ADDI_INT gp12, gp1, HALF
        V_MUL_VF gp7, gp12, f0, 1           ; [b, 0]
        V_SHFT_V gp8, gp1, gp9              ; [0, a]
        V_ADD_VV gp7, gp7, gp8              ; [b, a]
        V_MUL_VV gp7, gp7, gp6
        V_MUL_VV gp2, gp1, gp5
        V_ADD_VV gp2, gp2, gp7
        S_ADDI_INT gp1, gp1, D
        S_ADDI_INT gp2, gp2, D
      C_LOOP_END gp11
      S_ADDI_INT gp3, gp3, HALF
      S_ADDI_INT gp4, gp4, HALF
    C_LOOP_END gp10
