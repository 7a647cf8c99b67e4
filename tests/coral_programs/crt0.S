/* Start-up code for coral test programs.
 * The loader (QEMU user mode or the KernelCraft simulator) has placed the
 * PT_LOAD segments; we only set up sp/gp, clear .bss and hand over to main.
 * F and vector units are assumed enabled by the platform. */
    .section .text.start, "ax", @progbits
    .globl _start
    .type  _start, @function
_start:
    /* gp first: relaxed code may address small data through it. The
     * norelax option stops the assembler relaxing this very load against
     * a gp that is not set yet. */
    .option push
    .option norelax
    la      gp, __global_pointer$
    .option pop
    la      sp, __stack_top

    /* Zero .bss word by word; the linker script aligns both ends to 16. */
    la      t0, __bss_start
    la      t1, __bss_end
1:  bgeu    t0, t1, 2f
    sw      zero, 0(t0)
    addi    t0, t0, 4
    j       1b
2:
    li      a0, 0           /* argc */
    li      a1, 0           /* argv */
    call    main

    /* Linux exit(main's return value). */
    li      a7, 93
    ecall
    /* exit never returns; spin rather than run into whatever follows. */
3:  j       3b
    .size _start, . - _start
