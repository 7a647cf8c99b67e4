/* A user-mode environment for riscv-tests' ISA programs, written for KernelCraft: the program
 * starts at _start, and ends with the Linux exit system call (a7 = 93) that both qemu-riscv32
 * and the coral simulator implement: status 0 when every test passed, else
 * (failing test number << 1) | 1. Test data goes to .data. */
#ifndef KC_RISCV_TEST_H
#define KC_RISCV_TEST_H

#define RVTEST_RV32U
#define RVTEST_RV64U
#define RVTEST_RV32UF
#define RVTEST_RV64UF
#define RVTEST_RV32UH
#define RVTEST_RV64UH

#define TESTNUM gp

#define RVTEST_CODE_BEGIN \
        .text;            \
        .globl _start;    \
_start:

#define RVTEST_CODE_END \
        unimp

#define RVTEST_PASS   \
        li a0, 0;     \
        li a7, 93;    \
        ecall

#define RVTEST_FAIL            \
        slli a0, TESTNUM, 1;   \
        ori a0, a0, 1;         \
        li a7, 93;             \
        ecall

#define RVTEST_DATA_BEGIN \
        .data;            \
        .balign 16;

#define RVTEST_DATA_END

#endif
