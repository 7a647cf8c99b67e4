; PLENA encoding corpus: every opcode, four operand sets each
M_MM 0, gp7, gp4
M_TMM 0, gp11, gp15
M_BMM 0, gp2, gp0
M_BTMM 0, gp15, gp8
M_BMM_WO gp7, 1608466
M_MM_WO gp15, gp15, 208212
M_MV 0, gp4, gp7
M_TMV 0, gp4, gp12
M_BMV gp0, gp2, gp5
M_BTMV gp1, gp9, gp0
M_MV_WO gp8, 3965706
M_BMV_WO gp12, 3581389
V_ADD_VV gp12, gp14, gp4, 1
V_SUB_VV gp3, gp1, gp4, 1
V_MUL_VV gp6, gp8, gp13, 1
V_ADD_VF gp13, gp12, f5, 1
V_MUL_VF gp7, gp10, f0, 1
V_MAX_VF gp5, gp10, f1, 0
V_MIN_VF gp8, gp9, f1, 0
V_SUB_VF gp15, gp15, f1, 1, 0
V_EXP_V gp13, gp4, 0
V_RECI_V gp9, gp13, 1
V_RED_SUM f1, gp1
V_RED_MAX f0, gp12, 1
V_TOPK gp8, gp7, gp1, 1
S_ADD_FP f0, f1, f1
S_SUB_FP f0, f3, f6
S_MAX_FP f4, f4, f2
S_MUL_FP f0, f5, f5
S_EXP_FP f5, f2
S_RECI_FP f6, f6
S_SQRT_FP f7, f6
S_LD_FP f1, gp8, 226068
S_ST_FP f3, gp9, 229347
S_MAP_V_FP gp8, gp9, 177685
S_ADD_INT gp0, gp13, gp10
S_SUB_INT gp0, gp12, gp4
S_MUL_INT gp1, gp10, gp14
S_ADDI_INT gp11, gp11, 146236
S_LD_INT gp15, gp0, 31759
S_ST_INT gp0, gp11, 131660
S_LUI_INT gp14, 2505142
H_PREFETCH_M gp10, gp5, a5, 0, 1
H_PREFETCH_V gp11, gp8, a4, 1, 0
H_STORE_V gp0, gp4, a4, 0, 1
C_SET_ADDR_REG a3, gp10, gp5
C_SET_SCALE_REG gp13
C_SET_STRIDE_REG gp3
C_SET_V_MASK_REG gp3
C_LOOP_START gp10, 3981020
C_LOOP_END gp10
C_BREAK
V_PS_V gp7, gp14, 0
V_SHFT_V gp5, gp2, gp10
C_HADAMARD_TRANSFORM gp6, gp14, 0
M_MM 0, gp8, gp7
M_TMM 0, gp3, gp1
M_BMM 0, gp6, gp10
M_BTMM 0, gp5, gp8
M_BMM_WO gp10, 717511
M_MM_WO gp11, gp4, 220868
M_MV 0, gp9, gp8
M_TMV 0, gp14, gp11
M_BMV gp13, gp9, gp13
M_BTMV gp13, gp1, gp13
M_MV_WO gp4, 1674123
M_BMV_WO gp0, 4004323
V_ADD_VV gp13, gp7, gp1, 1
V_SUB_VV gp9, gp10, gp7, 0
V_MUL_VV gp9, gp3, gp7, 0
V_ADD_VF gp1, gp6, f6, 0
V_MUL_VF gp0, gp15, f1, 0
V_MAX_VF gp9, gp7, f0, 1
V_MIN_VF gp1, gp3, f5, 0
V_SUB_VF gp8, gp15, f0, 1, 0
V_EXP_V gp6, gp3, 0
V_RECI_V gp5, gp7, 1
V_RED_SUM f2, gp0
V_RED_MAX f7, gp12, 0
V_TOPK gp8, gp7, gp8, 1
S_ADD_FP f0, f7, f5
S_SUB_FP f0, f0, f2
S_MAX_FP f0, f1, f0
S_MUL_FP f1, f7, f0
S_EXP_FP f1, f7
S_RECI_FP f5, f2
S_SQRT_FP f5, f1
S_LD_FP f5, gp12, 204281
S_ST_FP f4, gp11, 138899
S_MAP_V_FP gp6, gp10, 224762
S_ADD_INT gp3, gp4, gp0
S_SUB_INT gp12, gp2, gp5
S_MUL_INT gp1, gp11, gp14
S_ADDI_INT gp12, gp1, 226279
S_LD_INT gp1, gp11, 260126
S_ST_INT gp10, gp13, 219305
S_LUI_INT gp14, 150367
H_PREFETCH_M gp7, gp6, a4, 0, 1
H_PREFETCH_V gp7, gp13, a2, 0, 1
H_STORE_V gp11, gp8, a1, 1, 0
C_SET_ADDR_REG a6, gp3, gp10
C_SET_SCALE_REG gp3
C_SET_STRIDE_REG gp0
C_SET_V_MASK_REG gp15
C_LOOP_START gp4, 989732
C_LOOP_END gp12
C_BREAK
V_PS_V gp1, gp2, 0
V_SHFT_V gp3, gp12, gp5
C_HADAMARD_TRANSFORM gp0, gp10, 0
M_MM 0, gp3, gp0
M_TMM 0, gp3, gp15
M_BMM 0, gp9, gp9
M_BTMM 0, gp2, gp1
M_BMM_WO gp7, 895431
M_MM_WO gp3, gp1, 169998
M_MV 0, gp5, gp2
M_TMV 0, gp7, gp5
M_BMV gp7, gp14, gp12
M_BTMV gp8, gp11, gp12
M_MV_WO gp11, 3508263
M_BMV_WO gp2, 3148450
V_ADD_VV gp7, gp13, gp5, 1
V_SUB_VV gp15, gp4, gp12, 0
V_MUL_VV gp5, gp3, gp15, 1
V_ADD_VF gp14, gp5, f2, 1
V_MUL_VF gp6, gp4, f5, 0
V_MAX_VF gp9, gp13, f4, 0
V_MIN_VF gp9, gp0, f4, 1
V_SUB_VF gp12, gp6, f2, 1, 0
V_EXP_V gp10, gp15, 0
V_RECI_V gp13, gp15, 0
V_RED_SUM f7, gp0
V_RED_MAX f7, gp2, 1
V_TOPK gp1, gp14, gp7, 0
S_ADD_FP f1, f3, f4
S_SUB_FP f3, f3, f4
S_MAX_FP f2, f2, f0
S_MUL_FP f4, f2, f0
S_EXP_FP f5, f2
S_RECI_FP f6, f1
S_SQRT_FP f1, f1
S_LD_FP f1, gp8, 152968
S_ST_FP f0, gp11, 237165
S_MAP_V_FP gp10, gp0, 15405
S_ADD_INT gp10, gp10, gp13
S_SUB_INT gp12, gp15, gp2
S_MUL_INT gp6, gp15, gp12
S_ADDI_INT gp4, gp10, 62482
S_LD_INT gp8, gp2, 226786
S_ST_INT gp3, gp14, 131558
S_LUI_INT gp3, 3139213
H_PREFETCH_M gp11, gp14, a4, 1, 0
H_PREFETCH_V gp10, gp3, a7, 1, 0
H_STORE_V gp9, gp5, a2, 0, 1
C_SET_ADDR_REG a7, gp3, gp3
C_SET_SCALE_REG gp4
C_SET_STRIDE_REG gp10
C_SET_V_MASK_REG gp13
C_LOOP_START gp9, 2715757
C_LOOP_END gp5
C_BREAK
V_PS_V gp14, gp15, 0
V_SHFT_V gp9, gp5, gp2
C_HADAMARD_TRANSFORM gp3, gp5, 0
M_MM 0, gp12, gp11
M_TMM 0, gp3, gp8
M_BMM 0, gp8, gp12
M_BTMM 0, gp1, gp4
M_BMM_WO gp1, 4015618
M_MM_WO gp8, gp7, 185655
M_MV 0, gp10, gp12
M_TMV 0, gp14, gp2
M_BMV gp11, gp15, gp3
M_BTMV gp4, gp8, gp3
M_MV_WO gp3, 940302
M_BMV_WO gp5, 1586868
V_ADD_VV gp13, gp12, gp4, 0
V_SUB_VV gp12, gp6, gp5, 0
V_MUL_VV gp6, gp8, gp11, 1
V_ADD_VF gp0, gp14, f6, 1
V_MUL_VF gp10, gp9, f7, 1
V_MAX_VF gp15, gp0, f3, 0
V_MIN_VF gp3, gp7, f7, 0
V_SUB_VF gp14, gp6, f3, 0, 0
V_EXP_V gp14, gp3, 1
V_RECI_V gp4, gp4, 1
V_RED_SUM f1, gp1
V_RED_MAX f0, gp11, 0
V_TOPK gp2, gp15, gp0, 1
S_ADD_FP f5, f5, f5
S_SUB_FP f2, f1, f0
S_MAX_FP f1, f5, f3
S_MUL_FP f1, f3, f6
S_EXP_FP f3, f7
S_RECI_FP f5, f1
S_SQRT_FP f0, f6
S_LD_FP f1, gp6, 84317
S_ST_FP f6, gp15, 248134
S_MAP_V_FP gp2, gp13, 109255
S_ADD_INT gp15, gp9, gp0
S_SUB_INT gp14, gp14, gp12
S_MUL_INT gp14, gp5, gp14
S_ADDI_INT gp1, gp8, 192378
S_LD_INT gp11, gp14, 189545
S_ST_INT gp12, gp7, 1415
S_LUI_INT gp6, 2169909
H_PREFETCH_M gp11, gp4, a7, 0, 0
H_PREFETCH_V gp6, gp0, a2, 1, 0
H_STORE_V gp0, gp4, a1, 0, 1
C_SET_ADDR_REG a7, gp5, gp1
C_SET_SCALE_REG gp0
C_SET_STRIDE_REG gp12
C_SET_V_MASK_REG gp14
C_LOOP_START gp10, 1710198
C_LOOP_END gp1
C_BREAK
V_PS_V gp1, gp7, 0
V_SHFT_V gp12, gp1, gp12
C_HADAMARD_TRANSFORM gp15, gp0, 0
