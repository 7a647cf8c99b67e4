# FFN on coral: Y[M,D] = GELU(X[M,D] @ W1[D,F]) @ W2[F,D], f32, GELU with tanh.
#
# Two passes of one register-blocked GEMM (see GEMM.s):
#   pass 1: H = X @ W1 into the task's scratch right after Y (Y_ADDR + M*D*4)
#   GELU over H in place (vector loop, 4 independent m2 chains interleaved)
#   pass 2: Y = H @ W2
# Each pass: for each block of R <= 13 rows, for each block of up to 8 columns (e32 m2,
# m1 for a tail <= 4): C block in registers v2..v26 across k; per k one vle32 of the
# B row segment (double-buffered in v0 / v30) and one flw of A per row, broadcast by
# vfmacc.vf. GELU:
#   GELU(h) = h / (1 + 2^t), t = c0*h + c1*h^3 (c0 = -2*sqrt(2/pi)*log2(e)),
#   2^t = 2^round(t) (exponent bits) * p5(t - round(t)), reciprocal by vfrec7 + 2 Newton steps
#   (the splats of constants go to the VAlu, to spare the VMac).

.include "gemm_tiles.inc"

.macro GELU4
  vfmul.vv v2, v0, v0
  vfmul.vv v10, v8, v8
  vfmul.vv v18, v16, v16
  vfmul.vv v26, v24, v24
  vfmv.v.f v4, f17
  vfmv.v.f v12, f17
  vfmv.v.f v20, f17
  vfmv.v.f v28, f17
  vfmacc.vf v4, f16, v2
  vfmacc.vf v12, f16, v10
  vfmacc.vf v20, f16, v18
  vfmacc.vf v28, f16, v26
  vfmul.vv v2, v4, v0
  vfmul.vv v10, v12, v8
  vfmul.vv v18, v20, v16
  vfmul.vv v26, v28, v24
  vfmin.vf v2, v2, f18
  vfmin.vf v10, v10, f18
  vfmin.vf v18, v18, f18
  vfmin.vf v26, v26, f18
  vfmax.vf v2, v2, f19
  vfmax.vf v10, v10, f19
  vfmax.vf v18, v18, f19
  vfmax.vf v26, v26, f19
  vfadd.vf v4, v2, f20
  vfadd.vf v12, v10, f20
  vfadd.vf v20, v18, f20
  vfadd.vf v28, v26, f20
  vfsub.vf v6, v4, f20
  vfsub.vf v14, v12, f20
  vfsub.vf v22, v20, f20
  vfsub.vf v30, v28, f20
  vfsub.vv v2, v2, v6
  vfsub.vv v10, v10, v14
  vfsub.vv v18, v18, v22
  vfsub.vv v26, v26, v30
  vsll.vi v4, v4, 23
  vsll.vi v12, v12, 23
  vsll.vi v20, v20, 23
  vsll.vi v28, v28, 23
  vfmul.vf v6, v2, f21
  vfmul.vf v14, v10, f21
  vfmul.vf v22, v18, f21
  vfmul.vf v30, v26, f21
  vfadd.vf v6, v6, f22
  vfadd.vf v14, v14, f22
  vfadd.vf v22, v22, f22
  vfadd.vf v30, v30, f22
  vfmul.vv v6, v6, v2
  vfmul.vv v14, v14, v10
  vfmul.vv v22, v22, v18
  vfmul.vv v30, v30, v26
  vfadd.vf v6, v6, f23
  vfadd.vf v14, v14, f23
  vfadd.vf v22, v22, f23
  vfadd.vf v30, v30, f23
  vfmul.vv v6, v6, v2
  vfmul.vv v14, v14, v10
  vfmul.vv v22, v22, v18
  vfmul.vv v30, v30, v26
  vfadd.vf v6, v6, f24
  vfadd.vf v14, v14, f24
  vfadd.vf v22, v22, f24
  vfadd.vf v30, v30, f24
  vfmul.vv v6, v6, v2
  vfmul.vv v14, v14, v10
  vfmul.vv v22, v22, v18
  vfmul.vv v30, v30, v26
  vfadd.vf v6, v6, f25
  vfadd.vf v14, v14, f25
  vfadd.vf v22, v22, f25
  vfadd.vf v30, v30, f25
  vfmul.vv v6, v6, v2
  vfmul.vv v14, v14, v10
  vfmul.vv v22, v22, v18
  vfmul.vv v30, v30, v26
  vfadd.vf v6, v6, f26
  vfadd.vf v14, v14, f26
  vfadd.vf v22, v22, f26
  vfadd.vf v30, v30, f26
  vadd.vv v6, v6, v4
  vadd.vv v14, v14, v12
  vadd.vv v22, v22, v20
  vadd.vv v30, v30, v28
  vfadd.vf v6, v6, f27
  vfadd.vf v14, v14, f27
  vfadd.vf v22, v22, f27
  vfadd.vf v30, v30, f27
  vfrec7.v v2, v6
  vfrec7.v v10, v14
  vfrec7.v v18, v22
  vfrec7.v v26, v30
  vfmv.v.f v4, f28
  vfmv.v.f v12, f28
  vfmv.v.f v20, f28
  vfmv.v.f v28, f28
  vfnmsac.vv v4, v6, v2
  vfnmsac.vv v12, v14, v10
  vfnmsac.vv v20, v22, v18
  vfnmsac.vv v28, v30, v26
  vfmul.vv v2, v2, v4
  vfmul.vv v10, v10, v12
  vfmul.vv v18, v18, v20
  vfmul.vv v26, v26, v28
  vfmv.v.f v4, f28
  vfmv.v.f v12, f28
  vfmv.v.f v20, f28
  vfmv.v.f v28, f28
  vfnmsac.vv v4, v6, v2
  vfnmsac.vv v12, v14, v10
  vfnmsac.vv v20, v22, v18
  vfnmsac.vv v28, v30, v26
  vfmul.vv v2, v2, v4
  vfmul.vv v10, v10, v12
  vfmul.vv v18, v18, v20
  vfmul.vv v26, v26, v28
  vfmul.vv v0, v0, v2
  vfmul.vv v8, v8, v10
  vfmul.vv v16, v16, v18
  vfmul.vv v24, v24, v26
.endm
.macro GELU1
  vfmul.vv v2, v0, v0
  vfmv.v.f v4, f17
  vfmacc.vf v4, f16, v2
  vfmul.vv v2, v4, v0
  vfmin.vf v2, v2, f18
  vfmax.vf v2, v2, f19
  vfadd.vf v4, v2, f20
  vfsub.vf v6, v4, f20
  vfsub.vv v2, v2, v6
  vsll.vi v4, v4, 23
  vfmul.vf v6, v2, f21
  vfadd.vf v6, v6, f22
  vfmul.vv v6, v6, v2
  vfadd.vf v6, v6, f23
  vfmul.vv v6, v6, v2
  vfadd.vf v6, v6, f24
  vfmul.vv v6, v6, v2
  vfadd.vf v6, v6, f25
  vfmul.vv v6, v6, v2
  vfadd.vf v6, v6, f26
  vadd.vv v6, v6, v4
  vfadd.vf v6, v6, f27
  vfrec7.v v2, v6
  vfmv.v.f v4, f28
  vfnmsac.vv v4, v6, v2
  vfmul.vv v2, v2, v4
  vfmv.v.f v4, f28
  vfnmsac.vv v4, v6, v2
  vfmul.vv v2, v2, v4
  vfmul.vv v0, v0, v2
.endm

.macro FCONST freg, bits
  li t0, \bits
  fmv.w.x \freg, t0
.endm

.equ H_ADDR, Y_ADDR + M*D*4
.equ NBLK, (M + 13) / 14

  FCONST f16, 0xbdd2d3e8   # c1 = c0 * 0.044715
  FCONST f17, 0xc0135761   # c0 = -2*sqrt(2/pi)/ln(2)
  FCONST f18, 0x42700000   # 60
  FCONST f19, 0xc2700000   # -60
  FCONST f20, 0x4b400000   # 1.5 * 2^23 (round to integer)
  FCONST f21, 0x3aade491   # p5 .. p0: 2^f on [-0.5, 0.5]
  FCONST f22, 0x3c1e85d2
  FCONST f23, 0x3d635bc1
  FCONST f24, 0x3e75fc8d
  FCONST f25, 0x3f317214
  FCONST f26, 0x3f800001
  FCONST f27, 0x3f800000   # 1
  FCONST f28, 0x40000000   # 2

# pass 1: H = GELU(X @ W1)
.set LDA, D*4
.set LDB, F*4
.set LDC, F*4
.set BI, 0
.rept NBLK
 .set R0, (M * BI) / NBLK
 .set R1, (M * (BI + 1)) / NBLK
  GEMM_ROWS R1 - R0, X_ADDR + R0*LDA, W1_ADDR, H_ADDR + R0*LDC, D, F
 .set BI, BI + 1
.endr

# GELU over H in place: 32 elements (4 chains of one m2 group) per step, then a tail
# of up to 8 elements per step on one chain.
.equ HN, M*F
  li a6, H_ADDR
 .if HN / 32 > 0
  vsetivli zero, 8, e32, m2, ta, ma
  li s3, HN / 32
1:
  vle32.v v0, (a6)
  addi t1, a6, 32
  vle32.v v8, (t1)
  addi t1, a6, 64
  vle32.v v16, (t1)
  addi t1, a6, 96
  vle32.v v24, (t1)
  GELU4
  vse32.v v0, (a6)
  addi t1, a6, 32
  vse32.v v8, (t1)
  addi t1, a6, 64
  vse32.v v16, (t1)
  addi t1, a6, 96
  vse32.v v24, (t1)
  addi a6, a6, 128
  addi s3, s3, -1
  bnez s3, 1b
 .endif
 .if HN % 32 > 0
  li t2, HN % 32
2:
  vsetvli t0, t2, e32, m2, ta, ma
  vle32.v v0, (a6)
  GELU1
  vse32.v v0, (a6)
  slli t1, t0, 2
  add a6, a6, t1
  sub t2, t2, t0
  bnez t2, 2b
 .endif

# pass 2: Y = H @ W2
.set LDA, F*4
.set LDB, D*4
.set LDC, D*4
.set BI, 0
.rept NBLK
 .set R0, (M * BI) / NBLK
 .set R1, (M * (BI + 1)) / NBLK
  GEMM_ROWS R1 - R0, H_ADDR + R0*LDA, W2_ADDR, Y_ADDR + R0*LDC, F, D
 .set BI, BI + 1
.endr
  ret
