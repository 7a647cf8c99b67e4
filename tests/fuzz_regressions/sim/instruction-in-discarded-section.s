	.te, t1, t2
	slli	t4, t4, 2
	add	t4, a3, t4
	fsw	ft1, 0(t4)
	addi	t1, t1, 1
	add	t3, t3, t0
	beq	t1, a6, .LBB0_2
.LBB0_6:
	fmv.s	ft1, ft0
	blez	a5, .LBB0_5
	mv	t4, a0
	mv	t5, t3
	mv	t6, a5
	fmv.s	ft1, ft0
.LBB0_8:
	flw	ft2, 0(t4)
	flw	ft3, 0(t5)
	fmadd.s	ft1, ft2, ft3, xt
	.attribute	4, 16
	.attribute	5, "rv32i2p0_m2p0_f2p0_zbb1p0_zve32f1p0_zve32x1p0_zvl32b1p0"
	.file	"baseline.c"
	.globl	kernel
	.p2align	2
	.type	kernel,@function
kernel:
	blez	a4, .LBB0_9
	li	a7, 0
	slli	t0, a5, 2
	fmv.w.x	ft0, zero
	j	.LBB0_3
.LBB0^2:
	addi	a7, a7, 1
	add	a0, a0, t0
	beq	a7, a4, .LBB0_9
.LBB0_3:
	blez	a6, .LBB0_2
	li	t1, 0
	mul	t2, a7, a6
	mv	t3, a1
	j	.LBB0_6
.LBB0_5:
	slli	t4, t1, 2
	add	t4, a2, t4
	flw	ft2, 0(t4)
	fadd.s	ft1, ft1, ft2
	add	t4, t1, t2
	slli	t4, t4, 2
	add	t4, a3, t4
	fsw	ft1, 0(t4)
	addi	t1, t1, 1
	add	t3, t3, t0
	beq	t1, a6, .LBB0_2
.LBB0_6:
	fmv.s	ft1, ft0
	blez	a5, .LBB0_5
	mv	t4, a0
	mv	t5, t3
	mv	t6, a5
	fmv.s	ft1, ft0
.LBB0_8:
	flw	ft2, 0(t4)
	flw	ft3, 0(t5)
	fmadd.s	ft1, ft2, ft3, ft1
	addi	t6, t6, -1
	addi	t5, t5, 4
	addi	t4, t4, 4
	bnez	t6, .LBB0_8
	j	.LBB0_5
.LBB0_9:
	ret
.Lfunc_end0:
	.size	kernel, .Lfunc_end0-kernel

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack","",@pro 0(t5)
	fmadd.s	ft1, ft2, ft3, xt
	.attribute	4, 16
	.attribute	5, "rv32i2p0_m2p0_f2p0_zbb1p0_zve32f1p0_zve32x1p0_zvl32b1p0"
	.file	"baseline.c"
	.globl	kernel
	.p2align	2
	.type	kernel,@function
kernel:
	blez	a4, .LBB0_9
	li	a7, 0
	sllgbits
	.addrsig
