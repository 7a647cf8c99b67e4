// Worked examples of the timing rules: the manual's performance section runs each under its
// rule's sub-section. Each ends with ebreak, the way a coral program stops.

def : RuleExample<"InOrderIssue", [{
    lui a0, 0x10                     # a0 = DTCM_BASE
    lw a1, 0(a0)
    addi a2, a1, 1                   # needs the load's result
    addi a3, zero, 3                 # ready, but behind it
    addi a4, zero, 4
    addi a5, zero, 5
    addi a6, zero, 6
    ebreak
  }]> { let Doc = "An add that needs a load's result, with independent adds behind it."; }

def : RuleExample<"TakenBranch", [{
    li t0, 2
  loop:
    addi t0, t0, -1
    bnez t0, loop                      # taken once
    ebreak
  }]> { let Doc = "A loop of two iterations: see the cycles of `bne` and of the `addi` it goes back to."; }

def : RuleExample<"UnitCopies", [{
    div a0, a1, a2                   # the one divider
    add a3, a4, a5                   # one of four ALUs
    div a6, a1, a2                   # independent of the first division
    ebreak
  }]> { let Doc = "Two independent divisions on the one `Dvu`, and an add on an `Alu`."; }

def : RuleExample<"MicroOps", [{
    vsetvli t0, zero, e32, m4, ta, ma
    vadd.vv v8, v16, v24             # LMUL 4: four micro-operations
    addi a1, zero, 1
    vadd.vv v4, v16, v24             # four more on the same two ALUs
    addi a2, zero, 2
    ebreak
  }]> { let Doc = "Two vector adds of four micro-operations each on the two `VAlu` copies, each followed by a scalar add."; }

def : RuleExample<"DispatchStage", [{
    vsetivli t0, 4, e32, m1, ta, ma
    vadd.vv v1, v2, v3
    vadd.vv v4, v5, v6
    vmul.vv v7, v8, v9
    vmul.vv v10, v11, v12            # a VMac copy is free, the stage is not
    ebreak
  }]> { let Doc = "Four independent one-micro-operation vector instructions: two on `VAlu`, two on `VMac`, all through `VBackend`."; }

def : RuleExample<"ResultLatency", [{
    mul a0, a1, a2
    add a3, a0, a0                   # needs the product
    ebreak
  }]> { let Doc = "An add that needs a multiply's product."; }

def : RuleExample<"OperandScoreboard", [{
    lui a0, 0x10
    lw a1, 0(a0)
    add a2, a3, a4
    addi a3, zero, 1                 # writes what the add reads
    addi a1, zero, 2                 # writes what the load is still writing
    ebreak
  }]> { let Doc = "A write of a register an earlier instruction reads, then of one an earlier load is still writing."; }

def : RuleExample<"StoreData", [{
    lui a0, 0x10
    lw a1, 0(a0)
    sw a1, 4(a0)                     # stores the loaded word
    addi a2, a0, 8
    ebreak
  }]> { let Doc = "A store right after the load of its data."; }

def : RuleExample<"ChainedState", [{
    vsetivli t0, 4, e32, m1, ta, ma
    vmul.vv v1, v2, v3               # chains vstart
    vadd.vv v4, v5, v6               # chains vstart too
    csrr a0, vstart                  # reads it
    ebreak
  }]> { let Doc = "Two vector instructions that both chain `vstart`, then a read of `vstart`."; }

def : RuleExample<"MemoryRanges", [{
    vsetivli t0, 4, e32, m1, ta, ma
    vmul.vv v1, v2, v3               # writes v1's bytes, 3 cycles
    vadd.vv v1, v4, v5               # writes them again, 2 cycles
    vadd.vv v6, v1, v1               # reads them
    ebreak
  }]> { let Doc = "Two writes of `v1` (bytes of `vrf`), the later one faster, then a read of `v1`."; }

def : RuleExample<"PartialWrites", [{
    vsetivli t0, 4, e32, m1, ta, ma
    vredsum.vs v1, v2, v3            # writes element 0 of v1
    vslidedown.vi v4, v1, 1          # reads elements 1 to 3 of v1
    vadd.vv v5, v1, v1               # reads elements 0 to 3 of v1
    ebreak
  }]> { let Doc = "A reduction writes element 0 of `v1`; a slide reads only its other elements, an add all of them."; }

def : RuleExample<"RunTimeCosts", [{
    vsetvli t0, zero, e32, m1, ta, ma
    vadd.vv v8, v16, v24             # LMUL 1: one micro-operation
    vsetvli t0, zero, e32, m8, ta, ma
    vadd.vv v8, v16, v24             # LMUL 8: eight
    vadd.vv v16, v24, v24            # eight more, after them
    ebreak
  }]> { let Doc = "The same vector add under LMUL 1 and under LMUL 8, as the `vsetvli` before it sets `vtype`."; }

def : RuleExample<"RunLength", [{
    div a0, a1, a2
    ebreak
  }]> { let Doc = "A division and the `ebreak` that ends the program."; }
