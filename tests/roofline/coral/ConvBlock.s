# ConvBlock on coral: y[i,j,o] = max(0, scale[o] * sum_{p,q,c} x[i+p,j+q,c] w[p,q,c,o] + shift[o])
# x [H,W,CI], w [KS,KS,CI,CO], y [H-KS+1, W-KS+1, CO], f32, channels last, stride 1.
#
# Per output row i the convolution is a GEMM: rows = the OW output pixels j (R = OW <= 14,
# all in registers), columns = CO (blocks of 8: e32 m2, m1 for a tail <= 4), inner index
# k = (p, q, c), so B = w viewed as [KS*KS*CI, CO] (contiguous), and for fixed p the A
# elements x[i+p, j+q, c] are contiguous in (q, c): A row stride CI*4 bytes, a jump of
# (W-KS)*CI*4 bytes between the KS segments of KS*CI steps each.
# Loop structure:
#   for i in 0..OH-1 (runtime loop)
#     for each block of up to 8 output channels
#       for p in 0..KS-1 (unrolled), for (q, c) (runtime loop unrolled by 2):
#         vle32 v_next <- w[k+1, o:o+8]   (double-buffered v0 / v30)
#         per pixel j: vfmacc.vf C_j, x[i+p, j+q, c], v_cur; flw next x element
#       epilogue in registers: C_j = max(0, C_j * scale + shift) (vfmadd.vv, vfmax.vf), one store.

.equ OH, H - KS + 1
.equ OW, W - KS + 1
.equ LDA, CI*4
.equ LDB, CO*4
.equ LDC, CO*4
.equ SEGL, KS*CI
.equ JUMP, (W - KS)*CI*4

.include "tile_rows.inc"
# last step of a segment p: the next A element is in image row i+p+1
.macro MACJ vc, fa, pb, j, b
  vfmacc.vf \vc, \fa, \b
  flw \fa, (\j)*LDA+4+JUMP(\pb)
.endm
.macro MUL0J vc, fa, pb, j, b
  vfmul.vf \vc, \b, \fa
  flw \fa, (\j)*LDA+4+JUMP(\pb)
.endm
.macro EPI vc, fa, pb, j, b
  vfmadd.vv \vc, v0, v30
  vfmax.vf \vc, \vc, f31
  vse32.v \vc, (t4)
  add t4, t4, t6
.endm

.macro KSTEP R, op, cur, nxt
  vle32.v \nxt, (t3)
  add t3, t3, a6
  ROWS \R, \op, \cur
  addi s0, s0, 4
  addi s1, s1, 4
.endm
# one step with the buffers of parity CUR, then flip the parity
.macro PSTEP R, op
 .if CUR == 0
  KSTEP \R, \op, v0, v30
 .else
  KSTEP \R, \op, v30, v0
 .endif
 .set CUR, 1 - CUR
.endm

# one segment (fixed p) of SEGL steps; FIRST: the very first step of the block (k = 0)
.macro SEG R, FIRST
 .if \FIRST
  PSTEP \R, MUL0
 .else
  PSTEP \R, MAC
 .endif
 .if (SEGL - 2) / 2 > 0
  li s3, (SEGL - 2) / 2
3:
  .if CUR == 0
  KSTEP \R, MAC, v0, v30
  KSTEP \R, MAC, v30, v0
  .else
  KSTEP \R, MAC, v30, v0
  KSTEP \R, MAC, v0, v30
  .endif
  addi s3, s3, -1
  bnez s3, 3b
 .endif
 .if ((SEGL - 2) % 2) == 1
  PSTEP \R, MAC
 .endif
  PSTEP \R, MACJ
  addi s0, s0, JUMP
  addi s1, s1, JUMP
.endm

  fmv.w.x f31, zero
  li s5, x_ADDR
  li s6, y_ADDR
  li s7, OH
  li t6, LDC
  li a6, LDB
9:
  li t2, CO
  li s2, w_ADDR
  mv s4, s6
  li a7, 0
1:
  vsetvli t0, t2, e32, m2, ta, ma
  li t1, 4
  bgtu t0, t1, 2f
  vsetvli t0, t2, e32, m1, ta, ma
2:
  mv s0, s5
  addi s1, s5, 8*LDA
  mv t3, s2
  ROWS OW, LDA0
  vle32.v v0, (t3)
  add t3, t3, a6
 .set CUR, 0
  SEG OW, 1
 .rept KS - 1
  SEG OW, 0
 .endr
  # epilogue: scale / shift of this channel block
  li t1, scale_ADDR
  add t1, t1, a7
  vle32.v v0, (t1)
  li t1, shift_ADDR
  add t1, t1, a7
  vle32.v v30, (t1)
  mv t4, s4
  ROWS OW, EPI
  slli t5, t0, 2
  add s2, s2, t5
  add s4, s4, t5
  add a7, a7, t5
  sub t2, t2, t0
  bnez t2, 1b
  addi s5, s5, W*CI*4
  addi s6, s6, OW*CO*4
  addi s7, s7, -1
  bnez s7, 9b
  ret
