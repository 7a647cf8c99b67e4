// source: Xilinx/llvm-aie llvm/test/CodeGen/AIE/aie2/end-to-end/Add2D-red.ll @ 059d3f1353d7e0effcb281f149e0d3ee07f1f1f5
// compiled with: llc -O2 -mtriple=aie2 (FileCheck prefix ASM); llc assembly output (.s text) as checked by the test, in order; no addresses/bytes.
// bundle slots are separated by ";"; "// Delay Slot 5..1" is the compiler annotation on the 5 bundles issued after a branch/jump/ret (counting down).
add2d:
// %bb.0: // %newFuncRoot
    paddb [p0], #40; lda r2, [p0, #64]; nops ; nopxm ; nopv
    lda m2, [p0], #-4; nopx
    lda m5, [p0], #8
    lda m4, [p0], #8
    lda m3, [p0], #-24
    lda r0, [p0], #4
    lda r1, [p0], #-12
    lda r3, [p0], #40
    lda m1, [p0], #36
    lda m0, [p0], #-8
    lda dn0, [p0], #-8
    lda dj0, [p0], #12
    lda dn4, [p0], #-8; paddb [sp], #32
    lda dj4, [p0], #-36; st p7, [sp, #-28] // 4-byte Folded Spill
    lda r1, [p0, #0]; mov p7, sp
    lda r5, [p0, #-36]; paddb [p7], #-36
    lda p0, [p7], #-4
    lda p0, [p7], #-4
    lda p0, [p7], #-4
    lda p0, [p7], #-4
    lda p0, [p7], #-4; st p6, [sp, #-32]; nez r4, r1 // 4-byte Folded Spill
    lda p5, [p7], #-4; st r3, [p4, #0]
    lda p6, [p7], #-4; st r4, [p5, #0]
    lda p0, [p7], #-4; st m1, [p0, #0]; add r7, r2, #-1; mov r6, #1
    lda p4, [p7], #-4; st m0, [p0, #0]; ne r6, r0, r6
    lda r13, [p7], #-4; st dj0, [p0, #0]; movx r0, #3
    st dj4, [p0, #0]; ltu r7, r7, r0
    st dn0, [p0, #0]; nez r1, r1
    lda r9, [p7], #-4; st dn4, [p5, #0]; jz r7, #.LBB0_2
    lda r10, [p7], #-4; st r1, [p6, #0] // Delay Slot 5
    lda r11, [p7], #-4; st r5, [p0, #0] // Delay Slot 4
    lda p7, [p7, #-4]; paddb [p2], m5; st r6, [p4, #0] // Delay Slot 3
    lda r12, [p7, #0]; paddb [p2], m4; and r8, r2, r0; mov p0, r13; padds [p1], m2 // Delay Slot 2
    mova r0, #0; paddb [p2], m3; st r8, [p0, #0] // Delay Slot 1
// %bb.1:
    j #.LBB0_5
    nop // Delay Slot 5
    nop // Delay Slot 4
    nop // Delay Slot 3
    nop // Delay Slot 2
    mova r1, #0 // Delay Slot 1
.LBB0_2: // %entry.new
    nopb ; vlda.ups.s32.d8 cm0, s1, [p1], m1; nops ; nopx ; mov dc0, #0; nopv
    vlda.ups.s32.d8 cm2, s1, [p1], m1; mov dc4, dc0
    vlda.3d.ups.s32.d8 cm8, s1, [p2], d0
    vlda.ups.s32.d8 cm3, s1, [p1], m1
    vlda.3d.ups.s32.d8 cm6, s1, [p2], d0; mov crUPSSign, r4
    vlda.ups.s32.d8 cm4, s1, [p1], m1; mov s1, r3
    vlda.3d.ups.s32.d8 cm5, s1, [p2], d0
    vlda.3d.ups.s32.d8 cm1, s1, [p2], d0; movxm ls, #.LBB0_3
    mova r0, #-4; movxm le, #.L_LEnd0
    and r0, r2, r0
    mova r2, #-2; add r0, r0, #-4
    lshl r0, r0, r2; mov crSRSSign, r6
    add r0, r0, #1; mov s0, r5
    add.nc lc, r0, #-1
.LBB0_3: // %for.body
    // =>This Inner Loop Header: Depth=1
    nopb ; nopa ; nops ; nopxm ; vadd cm0, cm8, cm0, r1
    nopb ; nopa ; nops ; nopxm ; nopv
    nopb ; vlda.3d.ups.s32.d8 cm8, s1, [p2], d0; nops ; nopxm ; vadd cm2, cm6, cm2, r1
    nopb ; vlda.3d.ups.s32.d8 cm6, s1, [p2], d0; nops ; nopxm ; nopv
    nopb ; vlda.ups.s32.d8 cm0, s1, [p1], m1; nops ; nopxm ; vadd cm3, cm5, cm3, r1
    vlda.3d.ups.s32.d8 cm5, s1, [p2], d0; vst.srs.d8.s32 cm0, s0, [p3], #32; nopx ; vadd cm7, cm1, cm4, r1
    vlda.ups.s32.d8 cm2, s1, [p1], m1
    vlda.3d.ups.s32.d8 cm1, s1, [p2], d0
    vlda.ups.s32.d8 cm3, s1, [p1], m1; vst.srs.d8.s32 cm2, s0, [p3], #32
    vlda.ups.s32.d8 cm4, s1, [p1], m1; vst.srs.d8.s32 cm3, s0, [p3], #32
.L_LEnd0:
    nopb ; nopa ; vst.srs.d8.s32 cm7, s0, [p3], #32; nopxm ; nopv
// %bb.4:
    nopa ; nopx
    nop
    nop
    nop
    vadd cm3, cm5, cm3, r1
    vadd cm0, cm8, cm0, r1
    vadd cm2, cm6, cm2, r1
    vadd cm1, cm1, cm4, r1
    nop
    nop
    vst.srs.d8.s32 cm0, s0, [p3], #32
    vst.srs.d8.s32 cm2, s0, [p3], #32
    vst.srs.d8.s32 cm3, s0, [p3], #32; mov crUPSSign, #0
    vst.srs.d8.s32 cm1, s0, [p3], #32; mov r0, dc0
    mov r1, dc4
    mov crSRSSign, #0
.LBB0_5: // %for.cond.cleanup.unr-lcssa.split
    st r1, [p7, #0]; nopx
    mov p0, r12
    lda p7, [sp, #-28]; st r0, [p0, #0] // 4-byte Folded Reload
    lda p6, [sp, #-32]; mov p0, r11 // 4-byte Folded Reload
    st p3, [p0, #0]; ret lr
    mov p0, r10 // Delay Slot 5
    st p2, [p0, #0] // Delay Slot 4
    mov p0, r9 // Delay Slot 3
    st p1, [p0, #0] // Delay Slot 2
    paddb [sp], #-32 // Delay Slot 1
