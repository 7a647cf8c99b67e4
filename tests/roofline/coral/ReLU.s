# ReLU on coral: y = max(x, 0) elementwise over the M*N contiguous f32 elements.
# Memory-bound: the LSU (vle32 4 cycles, vse32 3 cycles per 16-byte register) is the limit.
# Loop structure:
#   main loop, 64 elements per pass (e32 m8, two register groups v0 / v8 so that the
#   load of the second group overlaps the max and the store of the first);
#   tail: unrolled at assembly time, smallest LMUL per chunk.
.equ NE, M*N
# tail of r < 64 elements, unrolled at assembly time: each chunk takes the smallest LMUL
# that holds min(r, 32) elements (the LSU charges every register of the group).
.macro CHUNK n, lm
  li t0, \n
  vsetvli zero, t0, e32, \lm, ta, ma
  vle32.v v0, (a0)
  vfmax.vf v0, v0, f0
  vse32.v v0, (a1)
  addi a0, a0, \n*4
  addi a1, a1, \n*4
.endm
.macro TAIL r
 .if \r > 16
  .if \r >= 32
  CHUNK 32, m8
  TAIL \r - 32
  .else
  CHUNK \r, m8
  .endif
 .elseif \r > 8
  CHUNK \r, m4
 .elseif \r > 4
  CHUNK \r, m2
 .elseif \r > 0
  CHUNK \r, m1
 .endif
.endm

  fmv.w.x f0, zero
  li a0, x_ADDR
  li a1, y_ADDR
 .if NE / 64 > 0
  li t0, 32
  vsetvli zero, t0, e32, m8, ta, ma
  li s3, NE / 64
1:
  vle32.v v0, (a0)
  addi t1, a0, 128
  vle32.v v8, (t1)
  vfmax.vf v0, v0, f0
  vse32.v v0, (a1)
  vfmax.vf v8, v8, f0
  addi t2, a1, 128
  vse32.v v8, (t2)
  addi a0, a0, 256
  addi a1, a1, 256
  addi s3, s3, -1
  bnez s3, 1b
 .endif
 .if NE % 64 > 0
  TAIL NE % 64
 .endif
  ret
