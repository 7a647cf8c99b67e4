; Written the way PLENA's template compiler emits assembly: leading blanks, double spaces,
; trailing blanks, comments of both styles, and the operands its assembler reads and ignores.
// preload addresses
S_ADDI_INT gp1, gp0, 0
    C_SET_ADDR_REG a1, gp0, gp1 
    S_LUI_INT gp2, 64
    H_PREFETCH_M gp1, gp2, a1, 1, 0 
    H_PREFETCH_V gp3, gp1, a1, 0, 0 
C_LOOP_START gp4, 8
    M_MM 0, gp1, gp3 
    M_MM_WO gp5, gp0, 0 
    M_MV gp0, gp1, gp3 
    M_MV_WO gp4, gp0, 0 
    M_BMM_WO gp5, gp0, 64
C_LOOP_END gp4, 0
    H_PREFETCH_V gp3, gp1, a1, 0, 0, 0 
    V_EXP_V gp3, gp3, 0, 0
    V_RED_SUM f2, gp3, 0, 0 
    S_RECI_FP f1, f1, 0 
    S_EXP_FP  f2, f2, 0
    V_EXP_V  gp3, gp3, 0 
    V_RED_SUM f2, gp3 
    V_RED_MAX f1, gp3, 0 ; running max
    V_SUB_VF gp3, gp3, f0, 0, 1 
    S_RECI_FP f1, f1 
    V_MUL_VF gp3, gp3, f1, 0 
    S_LD_FP f1, gp0, 3
    S_MAP_V_FP gp6, gp0, 0
    V_ADD_VV gp6, gp6, gp3, 0 
    V_ADD_VV gp6, gp6, gp3
