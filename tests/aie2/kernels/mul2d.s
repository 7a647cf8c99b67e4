// source: Xilinx/llvm-aie llvm/test/CodeGen/AIE/aie2/end-to-end/Mul2D.ll @ 05e56c78a70c4165681f54666c5fe3e048bf690f
// compiled with: llc -O2 -mtriple=aie2 --issue-limit=6 (FileCheck prefix CHECK); llc assembly output (.s text) as checked by the test, in order; no addresses/bytes.
// bundle slots are separated by ";"; "// Delay Slot 5..1" is the compiler annotation on the 5 bundles issued after a branch/jump/ret (counting down).
mul2d:
    .p2align 4
// %bb.0: // %entry
    mova r1, #2; nopb ; extend.u16 r0, r4; nopm
    ltu r1, r0, r1
    jnz r1, #.LBB0_3
    nop // Delay Slot 5
    nop // Delay Slot 4
    nop // Delay Slot 3
    nop // Delay Slot 2
    nop // Delay Slot 1
// %bb.1: // %for.body.lr.ph
    nopb ; nopa ; nops ; movx r3, #1; mov p3, sp; nopv
    mova r4, #0; paddb [p3], #-4; movx r2, #-1
    lda.u8 r1, [p3, #0]; lshl r0, r0, r2; mov p3, sp
    mova dc0, #0; paddb [p3], #-8; movx r2, #808; vbcst.8 x0, r4
    lda dj0, [p3, #0]; mov p3, sp
    paddb [p3], #-12; mov dc4, dc0
    lda dj4, [p3, #0]; mov p3, sp
    paddb [p3], #-16
    lda dn0, [p3, #0]
    ne r1, r1, r3; mov p3, sp
    paddb [p3], #-20; extend.u8 r3, r5
    lda dn4, [p3, #0]; mov p3, sp
    paddb [p3], #-24
    lda m0, [p3, #0]; mov s0, r3
    nop
    nop
    nop
    nop
    nop
    .p2align 4
.LBB0_2: // %for.body
    // =>This Inner Loop Header: Depth=1
    nopb ; vlda wl2, [p1], #32; nops ; add r0, r0, #-1; vmov wh4, wl0; nopv
    vlda.3d wl4, [p0], d0; nopb ; nopx ; mov crSRSSign, r1
    nop
    nop
    nop
    nop
    nop
    nop
    vlda wl2, [p1], #32; vmul cm0, x4, x2, r2
    nop
    nop
    nop
    nop
    vst.srs.d8.s32 cm0, s0, [p2], #32
    nop
    nop
    vlda.3d wl4, [p0], d0
    nop
    nop
    nop
    nop
    nop
    nop
    vmul cm0, x4, x2, r2
    nop
    mov crSRSSign, #0
    jnz r0, #.LBB0_2
    mov crSRSSign, r1 // Delay Slot 5
    vst.srs.d8.s32 cm0, s0, [p2], #32 // Delay Slot 4
    nop // Delay Slot 3
    nop // Delay Slot 2
    mov crSRSSign, #0 // Delay Slot 1
    .p2align 4
.LBB0_3: // %for.cond.cleanup
    nopa ; ret lr
    nop // Delay Slot 5
    nop // Delay Slot 4
    nop // Delay Slot 3
    nop // Delay Slot 2
    nop // Delay Slot 1
