; Y = GELU(X @ W1) @ W2, in the order of PLENA's FFN template (asm_templates/ffn_asm.py): X re-tiled
; into the vector SRAM once; the up projection H = X @ W1 with W1 streamed one MLEN-wide column
; strip at a time (double-buffered) and H written blocked (strip nt at H + nt * M * MLEN), which is
; how the down projection reads it; the activation over all of H in place (the template's
; per-row vector-op sequence, six rows interleaved; GELU in the tanh form the task asks for, as
; x * sigmoid(2u)); then the down projection Y = H @ W2 strip by strip, row-major.
.include "../../targets/plena_matmul.inc"
.equ ACT, Y_ADDR + M * D
.equ H, ACT + M * D
.equ T, H + M * F                          ; six scratch rows
    LI gp6, MX_SCALE_OFFSET
    C_SET_SCALE_REG gp6
    LOAD_TILES_V a0, 0, D, M, D, ACT
    MM_STRIPS ACT, a1, 0, F, M, D, F, H, MLEN, 0, (M*MLEN)
    S_LD_FP f1, gp0, ONE_ADDR
    S_LD_FP f2, gp0, CUBIC_ADDR
    S_LD_FP f3, gp0, NEG_2C_ADDR
    ROWS_IL2 OP_GELU_IP, 9, (M * F / VLEN), H, T, 0
    MM_STRIPS H, a2, 0, D, M, F, D, Y_ADDR, D
