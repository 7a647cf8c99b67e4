// source: Xilinx/llvm-aie llvm/test/CodeGen/AIE/aie2/end-to-end/Conv2D-red.ll @ 021294e6643e4c2d7652555deef12626f13837e2
// compiled with: llc -O2 -mtriple=aie2 --enable-pipeliner=0 (FileCheck prefix ASM); llc assembly output (.s text) as checked by the test, in order; no addresses/bytes.
// bundle slots are separated by ";"; "// Delay Slot 5..1" is the compiler annotation on the 5 bundles issued after a branch/jump/ret (counting down).
conv2d.loop.nest:
    .p2align 4
// %bb.0: // %newFuncRoot
    nopb ; nopa ; nops ; nopx ; mov s0, r0; nopv
    mov s1, r1
    mova dj3, #0
    mov s2, r6
    mov m7, p4
    mov m4, p5
    mov dc0, dj3
    mov dc4, dj3
    mov dc1, dj3
    mov r24, dj3
    mov dc2, dj3
    paddb [sp], #32; mov dc6, dj3
    st p7, [sp, #-32] // 4-byte Folded Spill
    mov p7, sp
    paddb [p7], #-44; mov dc3, dj3
    lda m0, [p7, #0]; mov p7, sp
    paddb [p7], #-48; mov dc7, dj3
    lda dj0, [p7, #0]; mov p7, sp
    paddb [p7], #-52; st p6, [sp, #-28] // 4-byte Folded Spill
    lda dj4, [p7, #0]; mov p7, sp
    paddb [p7], #-56; mov p6, sp
    lda dn0, [p7, #0]
    paddb [p6], #-36; mov p7, sp
    lda r14, [p6, #0]; paddb [p7], #-60
    lda dn4, [p7, #0]; mov p7, sp
    paddb [p7], #-68
    lda r9, [p7, #0]; mov p7, sp
    paddb [p7], #-72
    lda dj1, [p7, #0]; mov p7, sp
    paddb [p7], #-76
    lda r10, [p7, #0]
    mov p7, sp
    paddb [p7], #-80
    lda dn1, [p7, #0]; mov p7, sp
    paddb [p7], #-84
    lda r11, [p7, #0]; mov p7, sp
    paddb [p7], #-88
    lda r12, [p7, #0]; mov p7, sp
    paddb [p7], #-92; mov p6, sp
    lda dj2, [p7, #0]
    paddb [p6], #-64; mov p7, sp
    lda r15, [p6, #0]; paddb [p7], #-96
    lda dj6, [p7, #0]; mov p7, sp
    paddb [p7], #-100
    lda dn2, [p7, #0]; mov p7, sp
    paddb [p7], #-104
    lda dn6, [p7, #0]; mov p7, sp
    paddb [p7], #-108
    lda r13, [p7, #0]
    mov p7, sp
    paddb [p7], #-112
    lda dj7, [p7, #0]; mov p7, sp
    paddb [p7], #-116
    lda dn3, [p7, #0]; mov p7, sp
    paddb [p7], #-120
    lda dn7, [p7, #0]; mov p7, sp
    paddb [p7], #-132; mov p6, sp
    lda r29, [p7, #0]
    mov p7, sp
    paddb [p7], #-136
    lda r28, [p7, #0]; mov p7, sp
    paddb [p7], #-140
    lda r27, [p7, #0]; mov p7, sp
    paddb [p7], #-40
    lda m6, [p7, #0]; paddb [p6], #-128; mov p7, sp
    lda r25, [p6, #0]; paddb [p7], #-124; movx r0, #11; mov dc5, dj3
    lda r30, [p7, #0]; movx r1, #31
    // implicit-def: $x4
    // implicit-def: $x2
    .p2align 4
.LBB0_1: // %outer.loop.header
    // =>This Loop Header: Depth=1
    // Child Loop BB0_2 Depth 2
    vlda.ups.s32.s16 bmh2, s0, [p2, #32]
    vlda.ups.s32.s16 bml2, s0, [p2], m7
    vlda.ups.s32.s16 bmh3, s0, [p2, #32]
    vlda.ups.s32.s16 bml3, s0, [p2], m4
    vlda.ups.s32.s16 bmh4, s0, [p2, #32]
    vlda.ups.s32.s16 bml4, s0, [p2], m7
    vlda.ups.s32.s16 bmh5, s0, [p2, #32]; mov m1, r14
    vlda.ups.s32.s16 bml5, s0, [p2], m1
    vlda.ups.s32.s16 bmh6, s0, [p2, #32]
    vlda.ups.s32.s16 bml6, s0, [p2], m7
    vlda.ups.s32.s16 bmh7, s0, [p2, #32]
    vlda.ups.s32.s16 bml7, s0, [p2], m4
    vlda.ups.s32.s16 bmh1, s0, [p2, #32]
    vlda.ups.s32.s16 bml1, s0, [p2], m7; mov r6, p0
    vlda.ups.s32.s16 bmh0, s0, [p2, #32]; and r6, r6, r1; mov r26, dc5
    vlda.ups.s32.s16 bml0, s0, [p2, #0]; add r8, r6, #33; mov r6, r5
    .p2align 4
.LBB0_2: // %inner.loop
    // Parent Loop BB0_1 Depth=1
    // => This Inner Loop Header: Depth=2
    vlda wl6, [p0], m6; nopx
    vlda wh6, [p0], m6
    vlda wl8, [p0], m6
    vlda.3d wh8, [p0], d0
    nop
    vlda wl10, [p1], #32
    vlda wh10, [p1], #32
    nop
    nop
    vlda wl6, [p1], #32; vshift.align x4, x4, s1, x6, r8
    vlda wh6, [p1], #32; vshift.align x2, x2, s1, x8, r8
    vshuffle x8, x4, x2, r2
    vshuffle x3, x4, x2, r3
    vshuffle x1, x8, x0, r0; vmac cm2, cm2, x8, x10, r4
    add r6, r6, #-1; vshuffle x5, x3, x0, r0; vmac cm4, cm4, x3, x10, r4
    jnz r6, #.LBB0_2; vmac cm3, cm3, x1, x10, r4
    vmac cm5, cm5, x5, x10, r4 // Delay Slot 5
    vmac cm6, cm6, x8, x6, r4 // Delay Slot 4
    mov r8, p0; vmac cm7, cm7, x1, x6, r4 // Delay Slot 3
    and r8, r8, r1; vmac cm1, cm1, x3, x6, r4 // Delay Slot 2
    add r8, r8, #33; vmac cm0, cm0, x5, x6, r4 // Delay Slot 1
// %bb.3: // %outer.loop.latch
    // in Loop: Header=BB0_1 Depth=1
    nopa ; nopb ; nopxm
    nop
    nop
    nop
    vst.srs.s16.s32 bmh2, s2, [p3, #32]
    vst.srs.s16.s32 bml2, s2, [p3], #64
    vst.srs.s16.s32 bmh3, s2, [p3, #32]; mov m2, r30
    vst.srs.s16.s32 bml3, s2, [p3], m2
    vst.srs.s16.s32 bmh4, s2, [p3, #32]; mov dj5, r10
    vst.srs.s16.s32 bml4, s2, [p3], #64; mov dn5, r11
    vst.srs.s16.s32 bmh5, s2, [p3, #32]; mov m1, r25
    vst.srs.s16.s32 bml5, s2, [p3], m1; mov dc5, r24
    vst.srs.s16.s32 bmh6, s2, [p3, #32]; mov m3, r13
    vst.srs.s16.s32 bml6, s2, [p3], #64; mov m1, r9
    padda.3d [p0], d1; vst.srs.s16.s32 bmh7, s2, [p3, #32]; mov m1, r15
    vst.srs.s16.s32 bml7, s2, [p3], m2; mov dn5, r27
    vst.srs.s16.s32 bmh1, s2, [p3, #32]; add r7, r7, #-1; mov dj5, r28
    vst.srs.s16.s32 bml1, s2, [p3], #64; jnz r7, #.LBB0_1
    vst.srs.s16.s32 bmh0, s2, [p3, #32]; mov m5, r29 // Delay Slot 5
    vst.srs.s16.s32 bml0, s2, [p3, #0]; mov m2, r12 // Delay Slot 4
    padda.3d [p1], d2; paddb [p2], m1; mov r24, dc5 // Delay Slot 3
    padda.3d [p2], d3; mov dc5, r26 // Delay Slot 2
    padda.2d [p3], d5 // Delay Slot 1
// %bb.4: // %exitStub
    lda p7, [sp, #-32]; nopb ; nopxm // 4-byte Folded Reload
    lda p6, [sp, #-28] // 4-byte Folded Reload
    ret lr
    nop // Delay Slot 5
    nop // Delay Slot 4
    nop // Delay Slot 3
    nop // Delay Slot 2
    paddb [sp], #-32 // Delay Slot 1
