// Zifencei: instruction-fetch fence. Coral's ISA string (rv32imf_zicsr_zifencei_zbb_zve32f)
// includes it.

// fence.i orders stores to instruction memory before later instruction fetches. The simulator has
// no instruction cache or fetch buffer to synchronise: it decodes the program once when it loads
// it and runs those instructions, so a fence.i has nothing to do here. (A store into the code
// region changes its bytes but not the decoded program; no program this model runs writes code.)
def FENCE_I : RVInst<0b0001111, "fence.i", (ins), "", Lsu, "Zifencei"> {
  let Inst{31-15} = 0; let Inst{14-12} = 0b001; let Inst{11-7} = 0;
  let NoEffect = 1;
  let Summary = "Order stores to instruction memory before later fetches (no effect here: no instruction cache)";
  let Description = "The simulator has no instruction cache or fetch buffer: it decodes the program once when it loads it and runs those instructions, so fence.i has nothing to synchronise and does nothing.";
}
