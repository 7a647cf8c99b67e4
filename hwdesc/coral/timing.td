// The timing model's numbers, all in one place. Coral's scalar core dispatches up to four
// instructions per cycle in order and its vector backend two; each instruction occupies one
// copy of its unit for `Interval` cycles and its results are ready `Latency` cycles after issue.
// Numbers marked "chosen" are not given by the public sources; they are this model's pick.

def Alu : Unit { let Count = 4; let Doc = "Scalar integer ALUs: four, one per dispatch lane."; }
def Bru : Unit { let Doc = "Branch and jump unit."; }
def Mlu : Unit { let Doc = "Integer multiplier."; }
def Dvu : Unit { let Doc = "Integer divider (iterative: busy for the whole division)."; }
def Lsu : Unit { let Doc = "Scalar load/store unit to the DTCM."; }
def Fpu : Unit { let Doc = "Single-precision float unit."; }
def Csr : Unit { let Doc = "Control and status register access (serialising)."; }
def Vxu : Unit { let Count = 2; let Doc = "Vector arithmetic: two instructions dispatched per cycle."; }
def Vlsu : Unit { let Doc = "Vector load/store unit."; }

// Scalar figures: google-coral/coralnpu doc/microarch/microarch.md gives Alu 1, Csr 1, Bru 1,
// Mlu 2, Lsu "2+", Dvu "variable"; the RTL (scalar/Dvu.scala) divides one bit per cycle.
defvar LatAlu = "1";        // microarch.md
defvar LatBranch = "1";     // microarch.md; no misprediction penalty is modelled (chosen)
defvar LatLoad = "2";       // microarch.md ("2+"): single-cycle TCM plus write-back
defvar LatStore = "1";      // (chosen)
defvar LatMul = "2";        // microarch.md; the multiplier is pipelined (one per cycle)
defvar LatDiv = "34";       // Dvu.scala: one quotient bit per cycle; the worst case (chosen over early exit)
defvar IntDiv = "34";       // the divider is not pipelined
defvar LatCsr = "1";        // microarch.md
// The FPU (CVFPU fpnew, three pipeline registers) takes one instruction at a time.
defvar LatFpAdd = "4";      // three stages plus the wrapper (chosen from the RTL configuration)
defvar LatFpFma = "4";      // as add (chosen)
defvar LatFpDiv = "12";     // iterative divide and square root (chosen)
defvar IntFpDiv = "12";
defvar LatFpCvt = "4";      // conversions and compares go through fpnew too (chosen)
defvar LatFpMisc = "4";     // sign injection, min/max (chosen)
// Vector: each instruction occupies a vector unit for one cycle whatever its LMUL, because
// timing figures are fixed when a program is loaded and cannot see vtype (a simplification:
// the hardware spends about one cycle per register of a group).
// coralnpu's RVV backend (hdl/verilog/rvv): two ALUs, two multipliers, one permute/reduction
// unit, one divider; ALU results in one execute cycle, multiplies in two, permutes and
// reductions in two, division three quotient bits per cycle; plus one cycle of command queue.
defvar LatVAlu = "2";       // one execute cycle plus the command queue
defvar LatVMul = "3";       // two execute cycles plus the command queue
defvar LatVDiv = "13";      // 32 bits at three per cycle, plus set-up

defvar LatVFp = "4";        // (chosen)
defvar LatVFpDiv = "16";    // (chosen)
defvar LatVRed = "3";       // the permute/reduction unit's two cycles plus the queue
defvar LatVLoad = "4";      // through the scalar LSU, one 128-bit register per pass (chosen)
defvar LatVStore = "1";
defvar LatVPerm = "3";      // as reductions
defvar LatVSet = "1";
