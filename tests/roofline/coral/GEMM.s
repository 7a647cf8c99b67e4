# GEMM on coral: C[M,N] = A[M,K] @ B[K,N], f32, row-major.
#
# Loop structure (sizes from the -D symbols M, K, N):
#   for each block of R <= 14 rows of C (compile-time split of M into equal blocks)
#     for each block of up to 8 columns (vsetvli: e32 m2, or m1 when <= 4 columns remain)
#       C block (R vector groups v2,v4,..,v28) lives in registers across k
#       for k in 0..K-1 (unrolled by 2; B rows double-buffered in v0 / v30):
#         vle32  v_next <- B[k+1, j:j+8]      (once per block and k, prefetched)
#         per row i: vfmacc.vf C_i, A[i,k], v_cur; flw f_i <- A[i,k+1]
#                   (A element loaded once per block and k, into a scalar f register)
#       store the R rows of the C block once.
# The LSU is the limit: per k and block, 8 cycles of B load + R cycles of flw,
# against R*8/8 cycles of VMac work.

.include "gemm_tiles.inc"

.equ LDA, K*4
.equ LDB, N*4
.equ LDC, N*4
.equ NBLK, (M + 13) / 14

.set BI, 0
.rept NBLK
 .set R0, (M * BI) / NBLK
 .set R1, (M * (BI + 1)) / NBLK
  GEMM_ROWS R1 - R0, A_ADDR + R0*LDA, B_ADDR, C_ADDR + R0*LDC, K, N
 .set BI, BI + 1
.endr
  ret
