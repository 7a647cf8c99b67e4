// A zero-overhead loop of two bundles run three times: a load whose post-incremented pointer lands
// a cycle after it issues (its word seven cycles after), beside an add; then a jump whose five
// delay slots run before it skips a bundle.
    mova r0, #3 ; movx r1, #7
    mova p0, #64 ; st r1, [p1, #64] ; add.nc lc, r0, #0
    movxm ls, #body
    movxm le, #last
body:
    lda r2, [p0], #4 ; add r3, r3, r0
last:
    mov r4, p0
    j #end
    nop
    nop
    nop
    nop
    nop
    mova r5, #1          // skipped
end:
    mov r6, r2
