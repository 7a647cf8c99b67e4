// Manual sections on what no single instruction explains: scope, memories, the pipeline and how
// to wait out a load, branches and loops, accumulators and multiply shapes, addressing. Figures
// come from llvm-aie's AIE2Schedule.td (@ 0361a31e60de693408ec9bf8652f2ee8ac1a6150) and the
// files named in aie2.hwd.

def DocScope : DocSection<"Scope", [{
This is one compute tile of AMD's AI Engine ML (AIE2, also AIE-ML), the core that runs a kernel.
Its instructions, bundle formats, register files and latencies follow LLVM's AIE backend
(Xilinx/llvm-aie); its assembly is what that backend prints and `llvm-objdump` shows, and the
assembler reads it unchanged (1,351 of the 1,550 lines of llvm-aie's BinaryOutput tests are
reproduced byte for byte and letter for letter, both ways).

Out of scope, and not described: locks (`acq`, `rel`), the stream switch (`mov ms, ...`,
`mov ..., ss`, packet headers), the cascade between tiles (`vmov mcd, ...`, `vmov ..., scd`), DMA
configuration, the tile's cycle counter (`mov r17:r16, cntr`), decompressing and sparse loads
(`vldb.compr.*`, `vldb.sparse.*`) and the division step `divs`.

Memories: `dm`, the tile's 64 KB of data memory, at addresses 0 to 65535 (on the hardware the core
sees it inside a larger address space, beside its neighbours' memories: here an address past 64
KB stops the run); `pm`, 16 KB of program memory, from address 0. Pointers (`p`), modifiers (`m`)
and the dimension registers (`dn`, `dj`, `dc`) are 20 bits wide and wrap at 2^20.
}]> { let Order = 1; }

def DocPipeline : DocSection<"The pipeline: latencies and waiting out a load", [{
Nothing waits for a result: a bundle issues every cycle, each result is written a fixed number of
cycles after its instruction issues, and an instruction that reads a register earlier reads its
old value (`sim --hazards` lists such reads). Every slot of a bundle reads the registers as they
were before the bundle. The figures, from llvm-aie's schedule (the cycle a result can be read
by an instruction that issues that many cycles later):

| instructions | result after |
|---|---|
| scalar ALU (`add`, `and`, compares, `sel`), moves (`mov`, `mova`, `movx`, `movxm`), `padd*` | 1 |
| `mul` | 2 |
| loads (`lda`, `vlda`, `vldb`, `vlda.conv`); the post-modified pointer | 7; the pointer after 1 |
| `vlda.ups` | 9 |
| vector moves and ALU in the move slot (`vadd`, `vsub`, `vsel`, `vshuffle`, `vbcst`, `vext*`, `vmax_lt`, `vlt`, `vmov`, `vconv`) | 2 |
| `vups` | 3 |
| `vsrs` | 4 |
| integer `vmul`, `vmac`, accumulator `vadd`/`vsub`, `vclr` | 5 (the accumulator input is read 2 cycles after issue) |
| bf16 `vmul.f`, `vmac.f`, `vmsc.f`, `vadd.f` on accumulators | 6 (the accumulator input is read 2 cycles after issue) |
| stores (`st`, `vst`) | memory has the value 1 cycle later; `vst.srs` and `vst.conv` 3; `st.s8`/`st.s16` 7 |
| `jl` | `lr` after 4 |

A load's value is there 7 cycles after it issues, so six bundles must come between the load and
the first instruction that reads it; the loaded pointer's post-modification is there the next
cycle, so loads that walk an array can issue back to back:

```
    lda r1, [p0], #4          // cycle 0: r1 = dm[p0] lands at cycle 7; p0 += 4 lands at cycle 1
    lda r2, [p0], #4          // cycle 1: reads the new p0
    nop                       // cycles 2..6: r1 is not there yet
    nop
    nop
    nop
    nop
    add r3, r1, r2            // cycle 7: r1 is there, r2 (loaded at cycle 1) is not: it reads the old r2
```

Multiply-accumulates into one accumulator read it 2 cycles after they issue, so a `vmac.f` can
take the previous one's sum when it issues 4 cycles (bf16) or 3 cycles (integer) after it;
software-pipelined GEMM loops use four or more accumulators in turn.

Stalls: none. AM020 gives the data memory 8 banks of 8 KB, served by the two load units and the
store unit; llvm-aie's schedule does not model bank conflicts either, and what a conflict costs
is not public, so two accesses to one bank in a bundle cost nothing here.
}]> { let Order = 2; }

def DocControl : DocSection<"Branches, calls and zero-overhead loops", [{
Every branch (`j`, `jz`, `jnz`, `jnzd`, `jl`, `ret`) has 5 delay slots: the 5 bundles after it
run before the branch takes effect, and none of them may branch. Branch targets are absolute
byte addresses (`j #.LBB0_3`, a label, or a number). `jl` writes `lr` with the address after its
delay slots, where `ret lr` returns to.

The zero-overhead loop repeats the bundles from the address in `ls` to the bundle at the address
in `le` (its last bundle), `lc` times, with no cycle spent going back. LLVM sets it up as

```
    movxm ls, #.LBB0_3        // first bundle of the body
    movxm le, #.L_LEnd0       // the body's last bundle
    add.nc lc, r0, #-1        // iterations: r0 - 1
    ...
.LBB0_3:
    ...
.L_LEnd0:
    ...                       // the last bundle of the body
```

After the bundle at `le`, while `lc` is not zero, `lc` counts down and, if iterations remain,
the pc goes back to `ls`. LLVM keeps at least 112 bytes of code between the last set-up bundle
and the body's last bundle and aligns the body; the simulator does not require either.
}]> { let Order = 3; }

def DocAccumulators : DocSection<"Vectors, accumulators and multiply shapes", [{
Vector registers: twelve 512-bit `x0`..`x11`, each the pair of 256-bit halves `wl`_i (low) and
`wh`_i (high); four 1024-bit `y2`..`y5` are pairs of x (`y2` = `x4`:`x5`). Accumulators: nine
1024-bit `cm0`..`cm8`, each the pair of 512-bit `bml`_i and `bmh`_i, each in turn the pair of
256-bit `amll`/`amlh` and `amhl`/`amhh`. Lanes are little-endian and numbered from the low end:
lane l of a vector of bf16 is bytes 2l and 2l + 1.

The multiplier's shape and signs come from a configuration word in a scalar register (the last
operand of `vmac`, `vmul`, `vmac.f`, ...): bit 0 zeroes the accumulator input, bits 2..1 the
accumulator mode (amode), bits 4..3 the operand mode (bmode), bits 7..5 the variant, bit 8 the sign
of the second operand, bit 9 that of the first, bit 10 shifts the accumulator input left 16
bits, bits 11, 12 and 13 negate the product, the first and the second accumulator input.

- bf16 (`vmul.f`, `vmac.f`, `vmsc.f`: 16 fp32 lanes of a `bml`/`bmh`): amode 2, bmode 3. Variant 0
  (configuration 0x1C) is the matrix product of a 4x8 matrix (the first operand, 32 bf16 lanes, row
  by row) and an 8x4 matrix (the second): accumulator lane 4i + j gets the sum over k of
  X[8i + k] × Y[4k + j]. Variant 1 (0x3C) is element-wise: lane l gets X[l] × Y[l] +
  X[l + 16] × Y[l + 16] (kernels put the data in lanes 0..15 and zeros above).
- Integer, 32-bit lanes (amode 0, 32 lanes of a `cm`): bmode 1, i8 × i8, a 4x8 by 8x8 product;
  bmode 2, i16 × i8, 4x4 by 4x8; bmode 3, i16 × i16, 4x2 by 2x8. 64-bit lanes (amode 1, 16 lanes):
  bmode 2 i16 × i8 and bmode 3 i16 × i16 in two variants each. Matrices are laid out row by row.

Accumulators go back to vectors through `vsrs` and `vst.srs` (shift right, round as `crRnd` says,
saturate as `crSat` says: `crRnd` 0 floor (the reset value), 1 ceil, 2 toward zero, 3 away from
zero, 8 to 11 to nearest with ties down, up, toward and away from zero, 12 ties to even, 13 ties to
odd; `crSat` 0 wraps, 1 saturates, 3 saturates symmetrically) and `vconv.bf16.fp32` / `vst.conv`
(fp32 to bf16, rounding as `crRnd` says: at its reset value 0 they truncate, so kernels set it to
12 first); vectors come in through `vups`, `vlda.ups` and
`vlda.conv.fp32.bf16`. AIE-ML has no scalar float unit and no divide, square-root or reciprocal
instruction: kernels compute exp from lookup tables (`vfloor`, `vshuffle`, table loads, `vmul.f`)
and reciprocals and square roots by bit tricks and Newton steps with `vmul.f` and `vsub.f`.
}]> { let Order = 4; }

def DocAddressing : DocSection<"Addressing modes", [{
Loads and stores take a pointer register `p0`..`p7` (or `sp`) and one of:

| form | address | then |
|---|---|---|
| `[p0, #imm]` | p0 + imm | - |
| `[p0, dj1]` | p0 + dj1 | - |
| `[p0], #imm` | p0 | p0 += imm |
| `[p0], m1` | p0 | p0 += m1 |
| `.2d` `[p0], d1` | p0 | 2D step with d1 = (m1, dn1, dj1, dc1) |
| `.3d` `[p0], d1` | p0 | 3D step with d1 and d5 |
| `[sp, #imm]` | sp + imm | - |

Immediates count bytes and are multiples of the access size in the word and vector forms (`lda`:
4, `vlda` of 256 bits: 32); the manual's entry for each form gives its range. A 2D step: while
`dc1` is below `dn1` the pointer moves by `dj1` and `dc1` counts up; when `dc1` reaches `dn1`,
`dc1` returns to 0 and the pointer moves by `m1`. A 3D step does the same with `d1` inside and
`d5` outside, and moves by `m1` when both wrap. The pointer's new value and the counters land
1 cycle after issue. The model aligns each access to its size, ignoring the low address bits
(a choice: the public sources do not say what the hardware does with an unaligned address).
}]> { let Order = 5; }
