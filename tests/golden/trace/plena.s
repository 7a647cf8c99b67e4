; Two dependent scalar adds, then a vector op on the vector SRAM.
    S_ADDI_INT gp1, gp0, 0
    S_ADDI_INT gp2, gp1, 64
    S_ADDI_INT gp3, gp0, 128
    V_ADD_VV gp3, gp1, gp2, 0
    V_ADD_VV gp3, gp3, gp2, 0
