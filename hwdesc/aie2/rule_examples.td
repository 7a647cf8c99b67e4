// Worked examples of the timing rules that apply to aie2 (runtime/include/kc/timing_rules.h): the
// manual's performance section runs each through the simulator and prints its trace. Programs are
// in llvm-aie's assembly; the latencies they show are the description's (AIE2Schedule.td: a scalar
// ALU result after 1 cycle, `mul` after 2, `lda` after 7 with its post-modified pointer after 1, a
// store's memory after 1; branches have 5 delay slots).

def : RuleExample<"ExposedIssue", [{
    mova r1, #3
    mova r2, #4 ; add r3, r1, #1 ; mov r4, r1
    nop
    mul r5, r1, r2
  }]> { let Doc = "A bundle of one slot, a bundle of three (load-A, ALU and move slots), a `nop` and a multiply."; }

def : RuleExample<"ExposedWrites", [{
    mova p0, #64
    mova r1, #5
    st r1, [p0, #0]      // dm bytes 64..67 hold 5 a cycle later
    lda r2, [p0, #0]     // r2 = 5, 7 cycles after the load issues
    mov r3, r2           // a cycle after the load: the old r2, 0
    nop
    nop
    nop
    nop
    nop
    mov r4, r2           // 7 cycles after the load: 5
  }]> { let Doc = "A word loaded and read one cycle after the `lda` (the old value) and again seven cycles after it (the loaded value)."; }

def : RuleExample<"BundleIssue", [{
    mova r1, #1
    mova r2, #2
    mov r1, r2 ; or r2, r1, r1   // both read r1 and r2 as before the bundle: a swap
  }]> { let Doc = "A move in the move slot and an `or` copy in the ALU slot of one bundle, swapping `r1` and `r2`."; }

def : RuleExample<"DelaySlots", [{
    j #skip              // taken after its 5 delay slots
    mova r1, #1          // delay slot 1
    mova r2, #2          // delay slot 2
    mova r3, #3          // delay slot 3
    mova r4, #4          // delay slot 4
    mova r5, #5          // delay slot 5
    mova r6, #6          // skipped
  skip:
    mova r7, #7
  }]> { let Doc = "A `j` with five bundles in its delay slots and one it skips."; }

def : RuleExample<"AfterEachStep", [{
    mova r0, #3
    mova r1, #1
    add.nc lc, r0, #0    // lc = 3: the block runs three times
    movxm ls, #last      // the block starts at `last`
    movxm le, #last      // and `last` is its last bundle
  last:
    add r2, r2, r1
  }]> {
  let Doc = "A zero-overhead loop that runs a one-bundle block three times. (llvm-aie also leaves at least "
            "112 bytes of code between the loop set-up and the block's last bundle; the simulator does not "
            "require it.)";
}

def : RuleExample<"RunLength", [{
    mova p0, #0
    lda r1, [p0, #0]     // the last bundle: r1 lands 7 cycles after it issues
  }]> { let Doc = "A load in the program's last bundle."; }
