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

defvar LatAlu = "1";        // single-cycle integer ALU
defvar LatBranch = "1";     // resolved in the ALU stage; no prediction penalty modelled (chosen)
defvar LatLoad = "2";       // DTCM is single-cycle SRAM; one cycle to align and write back (chosen)
defvar LatStore = "1";
defvar LatMul = "3";        // pipelined multiplier (chosen)
defvar LatDiv = "33";       // one quotient bit per cycle, plus one (chosen)
defvar IntDiv = "33";       // the divider is not pipelined
defvar LatCsr = "1";
defvar LatFpAdd = "3";      // float add/sub/mul/fused multiply-add (chosen)
defvar LatFpFma = "4";      // (chosen)
defvar LatFpDiv = "12";     // iterative divide and square root (chosen)
defvar IntFpDiv = "12";
defvar LatFpCvt = "2";      // conversions, compares, classify, moves (chosen)
defvar LatFpMisc = "1";     // sign injection, min/max (chosen)
// Vector: each instruction occupies a vector unit for one cycle whatever its LMUL, because
// timing figures are fixed when a program is loaded and cannot see vtype (a simplification:
// the hardware spends about one cycle per register of a group).
defvar LatVAlu = "2";       // (chosen)
defvar LatVMul = "4";       // (chosen)
defvar LatVDiv = "16";      // (chosen)
defvar LatVFp = "4";        // (chosen)
defvar LatVFpDiv = "16";    // (chosen)
defvar LatVRed = "6";       // reductions walk the whole group (chosen)
defvar LatVLoad = "3";      // (chosen)
defvar LatVStore = "1";
defvar LatVPerm = "3";      // slides, gathers, compress (chosen)
defvar LatVSet = "1";
