; Lines run through PLENA_Compiler a76561258f5d assembler/; expected words in the .hex beside this file.
S_ADDI_INT gp1, gp0, 512
C_SET_SCALE_REG gp1
C_SET_STRIDE_REG gp2
C_LOOP_START gp4, 2
H_PREFETCH_V gp3, gp2, a0, 1, 0
C_LOOP_END gp4
M_MM 0, gp2, gp4
M_MM_WO gp1, gp0, 0
M_TMM 0, gp4, gp2
M_BMM_WO gp5, 64
M_MV_WO gp5, 8
V_ADD_VV gp1, gp2, gp3
V_ADD_VV gp1, gp2, gp3, 1
V_SUB_VF gp2, gp1, f0, 0, 1
V_EXP_V gp2, gp1, 1
V_RED_MAX f1, gp2, 1
V_SHFT_V gp1, gp2, gp3
V_PS_V gp1, gp2, gp3
C_HADAMARD_TRANSFORM gp1, gp2, gp3
C_BREAK
C_SET_ADDR_REG a1, gp0, gp1
S_LUI_INT gp2, 64
V_TOPK gp1, gp2, gp3, 1
H_PREFETCH_M gp2, gp3, a1, 1, 0
H_STORE_V gp1, gp2, a2, 1, 1
S_LD_FP f1, gp0, 1 ; comment
S_ADDI_INT gp0, gp0, 0 // nop
V_MUL_VF gp1, gp2, f3
M_MM_WO gp1, gp2, 3
M_BMM 0, gp1, gp2
M_BTMV gp3, gp1, gp2
S_LUI_INT gp1, 4194303
S_ADDI_INT gp1, gp0, 1_000
