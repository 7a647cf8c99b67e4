/* An RV32I program linked by clang-14 and ld.lld-14 into coral_linked.elf, for the ELF reader
   tests: code at 0x100 with the entry past a helper function, .data and .bss at 0x2000. Made in
   this folder with:
   clang-14 --target=riscv32 -march=rv32i -mno-relax -nostdlib -fuse-ld=lld \
     --ld-path=/usr/bin/ld.lld-14 -Wl,-T,coral_linked.ld -Wl,--build-id=none \
     -Wl,-z,max-page-size=16 -o coral_linked.elf coral_linked.S */
    .text
    .globl add_two
add_two:
    add a0, a0, a1
    ret

    .globl _start
_start:
    lui a0, %hi(value)
    lw a0, %lo(value)(a0)
    addi a1, zero, 5
    jal ra, add_two
    lui t0, %hi(result)
    sw a0, %lo(result)(t0)
    ebreak

    .data
value:
    .word 37

    .bss
result:
    .space 4
