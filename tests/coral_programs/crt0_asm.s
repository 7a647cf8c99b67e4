# Start-up code for running compiler assembly output through KernelCraft's own assembler,
# which places everything from address 0 and has no linker script: the stack starts at the
# top of the default DTCM, and .bss needs no clearing because memory starts zeroed.
    .text
    .globl _start
_start:
    li      sp, 0x18000
    li      a0, 0
    li      a1, 0
    call    main
    li      a7, 93          # exit(main's return value)
    ecall
