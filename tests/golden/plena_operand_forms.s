; Operand forms of PLENA's assembler (PLENA_Compiler a76561258f5d assembler/), opcode by opcode:
; every shape it accepts -- how many operands, which are registers and which numbers -- and,
; in the .hex beside this file, the word its encoding rules give (fields it ignores stay 0).
; M_MM
M_MM gp1, gp6, gp3
M_MM 1, gp6, gp3
M_MM gp1, gp6, gp3, 0
M_MM gp1, gp6, gp3, 1, gp2
M_MM gp1, gp6, gp3, 1, 0, a3
; M_TMM
M_TMM gp4, gp1, gp6
M_TMM 4, gp1, gp6
M_TMM gp4, gp1, gp6, 0
M_TMM gp4, gp1, gp6, 1, gp2
M_TMM gp4, gp1, gp6, 1, 0, a3
; M_BMM
M_BMM gp7, gp4, gp1
M_BMM 7, gp4, gp1
M_BMM gp7, gp4, gp1, 0
M_BMM gp7, gp4, gp1, 1, gp2
M_BMM gp7, gp4, gp1, 1, 0, a3
; M_BTMM
M_BTMM gp2, gp7, gp4
M_BTMM 2, gp7, gp4
M_BTMM gp2, gp7, gp4, 0
M_BTMM gp2, gp7, gp4, 1, gp2
M_BTMM gp2, gp7, gp4, 1, 0, a3
; M_BMM_WO
M_BMM_WO gp5, 31679
M_BMM_WO gp5, gp0, 31679
M_BMM_WO gp5, f3, 31679
M_BMM_WO gp5, 9, 31679
M_BMM_WO gp5, 31679, gp2
M_BMM_WO 5, 31679, a1, 4
M_BMM_WO gp5, gp1, 31679, 1, 0, 0
; M_MM_WO
M_MM_WO gp0, gp5, 4890
M_MM_WO 0, gp5, 4890
M_MM_WO gp0, gp5, 4890, 3
M_MM_WO gp0, gp5, 4890, a2, f1
M_MM_WO gp0, gp5, 4890, 1, 2, gp9
; M_MV
M_MV gp3, gp0, gp5
M_MV 3, gp0, gp5
M_MV gp3, gp0, gp5, 0
M_MV gp3, gp0, gp5, 1, gp2
M_MV gp3, gp0, gp5, 1, 0, a3
; M_TMV
M_TMV gp6, gp3, gp0
M_TMV 6, gp3, gp0
M_TMV gp6, gp3, gp0, 0
M_TMV gp6, gp3, gp0, 1, gp2
M_TMV gp6, gp3, gp0, 1, 0, a3
; M_BMV
M_BMV gp1, gp6, gp3
M_BMV 1, gp6, gp3
M_BMV gp1, gp6, gp3, 0
M_BMV gp1, gp6, gp3, 1, gp2
M_BMV gp1, gp6, gp3, 1, 0, a3
; M_BTMV
M_BTMV gp4, gp1, gp6
M_BTMV 4, gp1, gp6
M_BTMV gp4, gp1, gp6, 0
M_BTMV gp4, gp1, gp6, 1, gp2
M_BTMV gp4, gp1, gp6, 1, 0, a3
; M_MV_WO
M_MV_WO gp7, 79193
M_MV_WO gp7, gp0, 79193
M_MV_WO gp7, f3, 79193
M_MV_WO gp7, 9, 79193
M_MV_WO gp7, 79193, gp2
M_MV_WO 7, 79193, a1, 4
M_MV_WO gp7, gp1, 79193, 1, 0, 0
; M_BMV_WO
M_BMV_WO gp2, 87112
M_BMV_WO gp2, gp0, 87112
M_BMV_WO gp2, f3, 87112
M_BMV_WO gp2, 9, 87112
M_BMV_WO gp2, 87112, gp2
M_BMV_WO 2, 87112, a1, 4
M_BMV_WO gp2, gp1, 87112, 1, 0, 0
; V_ADD_VV
V_ADD_VV gp5, gp2, gp7
V_ADD_VV gp5, gp2, gp7, 1
V_ADD_VV gp5, gp2, gp7, 0
V_ADD_VV gp5, gp2, gp7, gp5
V_ADD_VV gp5, gp2, gp7, 1, 3
V_ADD_VV 5, gp2, gp7, 1, 0, f1
; V_ADD_VF
V_ADD_VF gp0, gp5, f2
V_ADD_VF gp0, gp5, f2, 1
V_ADD_VF gp0, gp5, f2, 0
V_ADD_VF gp0, gp5, f2, gp5
V_ADD_VF gp0, gp5, f2, 1, 3
V_ADD_VF 0, gp5, f2, 1, 0, f1
; V_SUB_VV
V_SUB_VV gp3, gp0, gp5
V_SUB_VV gp3, gp0, gp5, 1
V_SUB_VV gp3, gp0, gp5, 0
V_SUB_VV gp3, gp0, gp5, gp5
V_SUB_VV gp3, gp0, gp5, 1, 3
V_SUB_VV 3, gp0, gp5, 1, 0, f1
; V_SUB_VF
V_SUB_VF gp6, gp3, f0, 0, 0
V_SUB_VF gp6, gp3, f0, 1, 0
V_SUB_VF gp6, gp3, f0, 0, 1
V_SUB_VF gp6, gp3, f0, 1, 1
V_SUB_VF gp6, gp3, f0, 1, 0, 0
V_SUB_VF 6, gp3, f0, 1, 0, gp7
; V_MUL_VV
V_MUL_VV gp1, gp6, gp3
V_MUL_VV gp1, gp6, gp3, 1
V_MUL_VV gp1, gp6, gp3, 0
V_MUL_VV gp1, gp6, gp3, gp5
V_MUL_VV gp1, gp6, gp3, 1, 3
V_MUL_VV 1, gp6, gp3, 1, 0, f1
; V_MUL_VF
V_MUL_VF gp4, gp1, f6
V_MUL_VF gp4, gp1, f6, 1
V_MUL_VF gp4, gp1, f6, 0
V_MUL_VF gp4, gp1, f6, gp5
V_MUL_VF gp4, gp1, f6, 1, 3
V_MUL_VF 4, gp1, f6, 1, 0, f1
; V_EXP_V
V_EXP_V gp7, gp4, 17591
V_EXP_V 7, gp4, 17591
V_EXP_V gp7, gp4, 17591, 3
V_EXP_V gp7, gp4, 17591, a2, f1
V_EXP_V gp7, gp4, 17591, 1, 2, gp9
; V_RECI_V
V_RECI_V gp2, gp7, 18568
V_RECI_V 2, gp7, 18568
V_RECI_V gp2, gp7, 18568, 3
V_RECI_V gp2, gp7, 18568, a2, f1
V_RECI_V gp2, gp7, 18568, 1, 2, gp9
; V_RED_SUM
V_RED_SUM f5, gp2
V_RED_SUM f5, gp2, 0
V_RED_SUM f5, gp2, 1
V_RED_SUM f5, gp2, gp4, 1
V_RED_SUM f5, gp2, 0, 1, f2, 7
; V_RED_MAX
V_RED_MAX f0, gp5, 20522
V_RED_MAX 0, gp5, 20522
V_RED_MAX f0, gp5, 20522, 3
V_RED_MAX f0, gp5, 20522, a2, f1
V_RED_MAX f0, gp5, 20522, 1, 2, gp9
; S_ADD_FP
S_ADD_FP f3, f0, f5
S_ADD_FP 3, f0, f5
S_ADD_FP f3, f0, f5, 0
S_ADD_FP f3, f0, f5, 1, gp2
S_ADD_FP f3, f0, f5, 1, 0, a3
; S_SUB_FP
S_SUB_FP f6, f3, f0
S_SUB_FP 6, f3, f0
S_SUB_FP f6, f3, f0, 0
S_SUB_FP f6, f3, f0, 1, gp2
S_SUB_FP f6, f3, f0, 1, 0, a3
; S_MAX_FP
S_MAX_FP f1, f6, f3
S_MAX_FP 1, f6, f3
S_MAX_FP f1, f6, f3, 0
S_MAX_FP f1, f6, f3, 1, gp2
S_MAX_FP f1, f6, f3, 1, 0, a3
; S_MUL_FP
S_MUL_FP f4, f1, f6
S_MUL_FP 4, f1, f6
S_MUL_FP f4, f1, f6, 0
S_MUL_FP f4, f1, f6, 1, gp2
S_MUL_FP f4, f1, f6, 1, 0, a3
; S_EXP_FP
S_EXP_FP f7, f4
S_EXP_FP f7, f4, 0
S_EXP_FP f7, f4, 1
S_EXP_FP f7, f4, gp4, 1
S_EXP_FP f7, f4, 0, 1, f2, 7
; S_RECI_FP
S_RECI_FP f2, f7
S_RECI_FP f2, f7, 0
S_RECI_FP f2, f7, 1
S_RECI_FP f2, f7, gp4, 1
S_RECI_FP f2, f7, 0, 1, f2, 7
; S_SQRT_FP
S_SQRT_FP f5, f2
S_SQRT_FP f5, f2, 0
S_SQRT_FP f5, f2, 1
S_SQRT_FP f5, f2, gp4, 1
S_SQRT_FP f5, f2, 0, 1, f2, 7
; S_LD_FP
S_LD_FP f0, gp5, 28338
S_LD_FP 0, gp5, 28338
S_LD_FP f0, gp5, 28338, 3
S_LD_FP f0, gp5, 28338, a2, f1
S_LD_FP f0, gp5, 28338, 1, 2, gp9
; S_ST_FP
S_ST_FP f3, gp0, 29315
S_ST_FP 3, gp0, 29315
S_ST_FP f3, gp0, 29315, 3
S_ST_FP f3, gp0, 29315, a2, f1
S_ST_FP f3, gp0, 29315, 1, 2, gp9
; S_MAP_V_FP
S_MAP_V_FP gp6, gp3, 30292
S_MAP_V_FP 6, gp3, 30292
S_MAP_V_FP gp6, gp3, 30292, 3
S_MAP_V_FP gp6, gp3, 30292, a2, f1
S_MAP_V_FP gp6, gp3, 30292, 1, 2, gp9
; S_ADD_INT
S_ADD_INT gp1, gp6, gp3
S_ADD_INT 1, gp6, gp3
S_ADD_INT gp1, gp6, gp3, 0
S_ADD_INT gp1, gp6, gp3, 1, gp2
S_ADD_INT gp1, gp6, gp3, 1, 0, a3
; S_ADDI_INT
S_ADDI_INT gp4, gp1, 32246
S_ADDI_INT 4, gp1, 32246
S_ADDI_INT gp4, gp1, 32246, 3
S_ADDI_INT gp4, gp1, 32246, a2, f1
S_ADDI_INT gp4, gp1, 32246, 1, 2, gp9
; S_SUB_INT
S_SUB_INT gp7, gp4, gp1
S_SUB_INT 7, gp4, gp1
S_SUB_INT gp7, gp4, gp1, 0
S_SUB_INT gp7, gp4, gp1, 1, gp2
S_SUB_INT gp7, gp4, gp1, 1, 0, a3
; S_MUL_INT
S_MUL_INT gp2, gp7, gp4
S_MUL_INT 2, gp7, gp4
S_MUL_INT gp2, gp7, gp4, 0
S_MUL_INT gp2, gp7, gp4, 1, gp2
S_MUL_INT gp2, gp7, gp4, 1, 0, a3
; S_LUI_INT
S_LUI_INT gp5, 285087
S_LUI_INT gp5, gp0, 285087
S_LUI_INT gp5, f3, 285087
S_LUI_INT gp5, 9, 285087
S_LUI_INT gp5, 285087, gp2
S_LUI_INT 5, 285087, a1, 4
S_LUI_INT gp5, gp1, 285087, 1, 0, 0
; S_LD_INT
S_LD_INT gp0, gp5, 36154
S_LD_INT 0, gp5, 36154
S_LD_INT gp0, gp5, 36154, 3
S_LD_INT gp0, gp5, 36154, a2, f1
S_LD_INT gp0, gp5, 36154, 1, 2, gp9
; S_ST_INT
S_ST_INT gp3, gp0, 37131
S_ST_INT 3, gp0, 37131
S_ST_INT gp3, gp0, 37131, 3
S_ST_INT gp3, gp0, 37131, a2, f1
S_ST_INT gp3, gp0, 37131, 1, 2, gp9
; H_PREFETCH_M
H_PREFETCH_M gp6, gp3, a0, 0, 0
H_PREFETCH_M gp6, gp3, a0, 1, 0
H_PREFETCH_M gp6, gp3, a0, 0, 1
H_PREFETCH_M gp6, gp3, a0, 1, 1
H_PREFETCH_M gp6, gp3, a0, 1, 0, 0
H_PREFETCH_M 6, gp3, a0, 1, 0, gp7
; H_PREFETCH_V
H_PREFETCH_V gp1, gp6, a3, 0, 0
H_PREFETCH_V gp1, gp6, a3, 1, 0
H_PREFETCH_V gp1, gp6, a3, 0, 1
H_PREFETCH_V gp1, gp6, a3, 1, 1
H_PREFETCH_V gp1, gp6, a3, 1, 0, 0
H_PREFETCH_V 1, gp6, a3, 1, 0, gp7
; H_STORE_V
H_STORE_V gp4, gp1, a6, 0, 0
H_STORE_V gp4, gp1, a6, 1, 0
H_STORE_V gp4, gp1, a6, 0, 1
H_STORE_V gp4, gp1, a6, 1, 1
H_STORE_V gp4, gp1, a6, 1, 0, 0
H_STORE_V 4, gp1, a6, 1, 0, gp7
; C_SET_ADDR_REG
C_SET_ADDR_REG a7, gp4, gp1
C_SET_ADDR_REG 7, gp4, gp1
C_SET_ADDR_REG a7, gp4, gp1, 0
C_SET_ADDR_REG a7, gp4, gp1, 1, gp2
C_SET_ADDR_REG a7, gp4, gp1, 1, 0, a3
; C_SET_SCALE_REG
C_SET_SCALE_REG gp2
C_SET_SCALE_REG 2
C_SET_SCALE_REG gp2, 0
C_SET_SCALE_REG gp2, gp3, 5
C_SET_SCALE_REG gp2, 1, 2, 3, a4, f5
; C_SET_STRIDE_REG
C_SET_STRIDE_REG gp5
C_SET_STRIDE_REG 5
C_SET_STRIDE_REG gp5, 0
C_SET_STRIDE_REG gp5, gp3, 5
C_SET_STRIDE_REG gp5, 1, 2, 3, a4, f5
; C_SET_V_MASK_REG
C_SET_V_MASK_REG gp0
C_SET_V_MASK_REG 0
C_SET_V_MASK_REG gp0, 0
C_SET_V_MASK_REG gp0, gp3, 5
C_SET_V_MASK_REG gp0, 1, 2, 3, a4, f5
; C_LOOP_START
C_LOOP_START gp3, 364277
C_LOOP_START gp3, gp0, 364277
C_LOOP_START gp3, f3, 364277
C_LOOP_START gp3, 9, 364277
C_LOOP_START gp3, 364277, gp2
C_LOOP_START 3, 364277, a1, 4
C_LOOP_START gp3, gp1, 364277, 1, 0, 0
; C_LOOP_END
C_LOOP_END gp6
C_LOOP_END 6
C_LOOP_END gp6, 0
C_LOOP_END gp6, gp3, 5
C_LOOP_END gp6, 1, 2, 3, a4, f5
; V_PS_V
V_PS_V gp1, gp6, gp3
V_PS_V 1, gp6, gp3
V_PS_V gp1, gp6, gp3, 0
V_PS_V gp1, gp6, gp3, 1, gp2
V_PS_V gp1, gp6, gp3, 1, 0, a3
; V_SHFT_V
V_SHFT_V gp4, gp1, gp6
V_SHFT_V 4, gp1, gp6
V_SHFT_V gp4, gp1, gp6, 0
V_SHFT_V gp4, gp1, gp6, 1, gp2
V_SHFT_V gp4, gp1, gp6, 1, 0, a3
; C_HADAMARD_TRANSFORM
C_HADAMARD_TRANSFORM gp7, gp4, gp1
C_HADAMARD_TRANSFORM 7, gp4, gp1
C_HADAMARD_TRANSFORM gp7, gp4, gp1, 0
C_HADAMARD_TRANSFORM gp7, gp4, gp1, 1, gp2
C_HADAMARD_TRANSFORM gp7, gp4, gp1, 1, 0, a3
; C_BREAK
C_BREAK
C_BREAK 0
C_BREAK gp1, f2
C_BREAK 1, 2, 3, 4, a5, 6
; V_MAX_VF
V_MAX_VF gp5, gp2, f7
V_MAX_VF gp5, gp2, f7, 1
V_MAX_VF gp5, gp2, f7, 0
V_MAX_VF gp5, gp2, f7, gp5
V_MAX_VF gp5, gp2, f7, 1, 3
V_MAX_VF 5, gp2, f7, 1, 0, f1
; V_MIN_VF
V_MIN_VF gp0, gp5, f2
V_MIN_VF gp0, gp5, f2, 1
V_MIN_VF gp0, gp5, f2, 0
V_MIN_VF gp0, gp5, f2, gp5
V_MIN_VF gp0, gp5, f2, 1, 3
V_MIN_VF 0, gp5, f2, 1, 0, f1
; V_TOPK
V_TOPK gp3, gp0, gp5
V_TOPK gp3, gp0, gp5, 1
V_TOPK gp3, gp0, gp5, 0
V_TOPK gp3, gp0, gp5, gp5
V_TOPK gp3, gp0, gp5, 1, 3
V_TOPK 3, gp0, gp5, 1, 0, f1
