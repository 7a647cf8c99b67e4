// Manual sections on the parts of the machine that no single instruction explains.

def DocMemoryMap : DocSection<"Memory map", [{
The core sees one byte-addressed space, `mem`. The ITCM (instruction memory, `ITCM_SIZE` bytes, {{ ITCM_SIZE / 1024 }} KB by
default) starts at address 0 and holds the code; the DTCM (data memory, `DTCM_SIZE` bytes, {{ DTCM_SIZE / 1024 }} KB by default)
starts at `DTCM_BASE` ({{ DTCM_BASE }} by default) and holds data and the stack. Accesses outside `mem` trap. Loads and stores may
be misaligned. Executables are ELF32 files for machine RISC-V (243) linked for this map; assembly sources are
placed from address 0, code first, then their data sections.

Programs talk to the host through `ecall` with the Linux calling convention: `a7 = 64` is
`write(a0 = fd, a1 = buffer, a2 = length)` (fd 1 is the simulator's standard output, fd 2 its standard error;
the call returns the length in a0), and `a7 = 93` is `exit(a0 = status)`, which ends the run with that status.
`ebreak` also ends a run.
}]> { let Order = 1; }

def DocFloat : DocSection<"Floating point", [{
The F registers `f0..f31` (ABI names `ft0..ft11`, `fs0..fs11`, `fa0..fa7`) hold IEEE 754 binary32 values as bit
patterns. Arithmetic rounds once, in the instruction's rounding mode: the `rm` operand (`rne` to nearest with ties
to even, `rtz` toward zero, `rdn` down, `rup` up, or `dyn`, the default, which takes `frm`). Every operation
that produces a NaN returns the canonical NaN 0x7FC00000. Exceptions accrue in `fflags`:
NV (16, invalid), DZ (8, divide by zero), OF (4, overflow), UF (2, underflow, detected after rounding),
NX (1, inexact). `fcsr` holds `frm` in bits 7..5 and `fflags` in bits 4..0; read and write them with
`frcsr`/`fscsr`, `frrm`/`fsrm`, `frflags`/`fsflags`. `fmin.s`/`fmax.s` return the non-NaN operand when only one is
NaN and treat -0 as less than +0. Conversions to integers saturate and raise NV for NaN and out-of-range values.
`rmm` (to nearest, ties away from zero) is computed as nearest-even and then corrected on exact ties.
}]> { let Order = 2; }

def DocVector : DocSection<"Vectors: vl, vtype, SEW, LMUL, masks and tails", [{
There are 32 vector registers `v0..v31` of `VLEN` bits ({{ VLEN }} by default); `vlenb` = VLEN/8 bytes. Their contents
live in the memory `vrf`, register i at byte i * VLEN/8; dump it with `--dump vrf@0:{{ 32 * VLEN / 8 }}=FILE` (32 * VLEN/8 bytes; {{ 32 * VLEN / 8 }} at the default VLEN).

**vtype** says how instructions see the registers. `vsetvli rd, rs1, e32, m2, ta, ma` sets it:
- **SEW** (`e8`, `e16`, `e32`): the element width. ELEN is 32, so 64-bit elements are not available; float
  vector instructions need SEW = 32.
- **LMUL** (`m1`, `m2`, `m4`, `m8`, `mf2`, `mf4`, `mf8`): how many registers form one operand. With LMUL = 4 a
  vector operand `v8` means the group v8..v11, and the register number must be a multiple of LMUL. Fractional
  LMUL uses part of one register; it needs SEW <= 32 * LMUL (so `mf8` is never valid, `mf4` only with e8).
- **VLMAX** = LMUL * VLEN / SEW elements fit in a group (at the default VLEN, e32, m1: {{ VLEN / 32 }}; e8, m8: {{ 8 * VLEN / 8 }}).
- **ta/tu, ma/mu**: tail and mask policies. This model keeps the old value of every tail element (index >= vl)
  and every masked-off element under both policies, as the specification allows for "agnostic".
An unsupported setting sets the `vill` bit (vtype = 0x80000000) and vl = 0; any vector instruction other than
`vsetvl*` then traps.

**vl** is the number of elements processed: `vsetvli` sets vl = min(AVL, VLMAX) where AVL is rs1's value; with
rs1 = x0 it requests VLMAX (or keeps vl when rd is x0 too). The loop idiom is
`vsetvli t0, a2, e32, m4, ta, ma` ... `sub a2, a2, t0` ... `bnez a2, loop`.

**Masks**: an instruction with the trailing operand `v0.t` writes only the elements whose bit in v0 is 1 (bit i of
v0 for element i). Compares (`vmslt.vv`, `vmflt.vf`, ...) write such mask bits; `vmand.mm` and friends combine
them; `vcpop.m` counts them; `vmerge.vvm` selects by them. A masked instruction may not write v0 itself.

**Widening** instructions (`vwadd.vv`, `vwmacc.vx`, ...) write 2*SEW-bit elements into a group of 2*LMUL
registers; **narrowing** ones (`vnsrl.wi`, `vnclip.wi`) read such a group. Both need 2*SEW <= 32.

**Reductions** (`vredsum.vs vd, vs2, vs1`) combine vs1[0] with the active elements of vs2 into vd[0].

**Fixed point**: `vxrm` picks how averaging, scaling and clipping instructions round the bits they
shift out (0 rnu: to nearest, ties up; 1 rne: ties to even; 2 rdn: truncate; 3 rod: to odd); saturating
instructions (`vsadd`, `vnclip`, ...) set bit 0 of `vxsat`, which only software clears.
}]> { let Order = 3; }
