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

.macro ROWS R, op, b=v0
 .if \R > 0
  \op v2, f0, s0, 0, \b
 .endif
 .if \R > 1
  \op v4, f1, s0, 1, \b
 .endif
 .if \R > 2
  \op v6, f2, s0, 2, \b
 .endif
 .if \R > 3
  \op v8, f3, s0, 3, \b
 .endif
 .if \R > 4
  \op v10, f4, s0, 4, \b
 .endif
 .if \R > 5
  \op v12, f5, s0, 5, \b
 .endif
 .if \R > 6
  \op v14, f6, s0, 6, \b
 .endif
 .if \R > 7
  \op v16, f7, s0, 7, \b
 .endif
 .if \R > 8
  \op v18, f8, s1, 0, \b
 .endif
 .if \R > 9
  \op v20, f9, s1, 1, \b
 .endif
 .if \R > 10
  \op v22, f10, s1, 2, \b
 .endif
 .if \R > 11
  \op v24, f11, s1, 3, \b
 .endif
 .if \R > 12
  \op v26, f12, s1, 4, \b
 .endif
 .if \R > 13
  \op v28, f13, s1, 5, \b
 .endif
 .if \R > 14
  \op v30, f14, s1, 6, \b
 .endif
.endm

# first A element of each row
.macro LDA0 vc, fa, pb, j, b
  flw \fa, (\j)*LDA(\pb)
.endm
# k = 0: C_i = B_0 * a_i, then fetch a_i for k = 1
.macro MUL0 vc, fa, pb, j, b
  vfmul.vf \vc, \b, \fa
  flw \fa, (\j)*LDA+4(\pb)
.endm
# k > 0: C_i += B_k * a_i, then fetch a_i for k + 1 (the last fetch reads a harmless word)
.macro MAC vc, fa, pb, j, b
  vfmacc.vf \vc, \fa, \b
  flw \fa, (\j)*LDA+4(\pb)
.endm
.macro STO vc, fa, pb, j, b
  vse32.v \vc, (t4)
  add t4, t4, t6
.endm

# One k step: prefetch B row k+1 into \nxt (one row past the end is read harmlessly
# on the last step), then the R multiply-adds with B row k in \cur.
.macro KSTEP R, op, cur, nxt
  vle32.v \nxt, (t3)
  add t3, t3, a6
  ROWS \R, \op, \cur
  addi s0, s0, 4
  addi s1, s1, 4
.endm

# One block of R <= 14 rows: A rows at AADDR (row stride LDA bytes), B at BADDR (LDB),
# C rows at CADDR (LDC), KK = inner size, NN = columns. B rows alternate v0 / v30.
.macro GEMM_ROWS R, AADDR, BADDR, CADDR, KK, NN
  li t2, \NN
  li s2, \BADDR
  li s4, \CADDR
  li t6, LDC
  li a6, LDB
1:
  vsetvli t0, t2, e32, m2, ta, ma
  li t1, 4
  bgtu t0, t1, 2f
  vsetvli t0, t2, e32, m1, ta, ma
2:
  li s0, \AADDR
  li s1, \AADDR + 8*LDA
  mv t3, s2
  ROWS \R, LDA0
  vle32.v v0, (t3)
  add t3, t3, a6
  KSTEP \R, MUL0, v0, v30
 .if (\KK - 1) / 2 > 0
  li s3, (\KK - 1) / 2
3:
  KSTEP \R, MAC, v30, v0
  KSTEP \R, MAC, v0, v30
  addi s3, s3, -1
  bnez s3, 3b
 .endif
 .if ((\KK - 1) % 2) == 1
  KSTEP \R, MAC, v30, v0
 .endif
  mv t4, s4
  ROWS \R, STO
  slli t5, t0, 2
  add s2, s2, t5
  add s4, s4, t5
  sub t2, t2, t0
  bnez t2, 1b
.endm

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
