// The timing model's numbers, all in one place. Coral's scalar core dispatches up to four
// instructions per cycle in order and its vector backend two; each instruction occupies one
// copy of its unit for `Interval` cycles and its results are ready `Latency` cycles after issue.
// Numbers marked "chosen" are not given by the public sources; they are this model's pick.

def Alu : Unit { let Count = 4; let Doc = "Scalar integer ALUs: four, one per dispatch lane."; }
def Bru : Unit { let Doc = "Branch and jump unit."; }
def Mlu : Unit { let Doc = "Integer multiplier."; }
def Dvu : Unit { let Doc = "Integer divider (iterative: busy for the whole division)."; }
def Lsu : Unit { let Doc = "Load/store unit to the DTCM, for scalar and vector loads and stores alike (LsuV2, doc/microarch/lsu.md:53)."; }
def Fpu : Unit { let Doc = "Single-precision float unit."; }
def Csr : Unit { let Doc = "Control and status register access (serialising)."; }
// The RVV back end (google-coral/coralnpu hdl/verilog/rvv, configuration ISSUE_3_READ_PORT_6 of
// rvv_backend_config.svh; figures from rvv_backend_define.svh) splits each vector instruction into
// one micro-operation per vector register of its largest register group and dispatches at most
// NUM_DP_UOP = 3 of them per cycle (define.svh:20), in order, to its execution units.
def VBackend : Dispatch<3> {
  let Doc = "RVV back-end dispatch: 3 micro-operations per cycle (NUM_DP_UOP, rvv_backend_define.svh:20).";
}
def VAlu : Unit {
  let Count = 2; let Via = [VBackend];
  let Doc = "Vector ALUs (NUM_ALU = 2, define.svh:81): one 128-bit register per micro-operation per cycle.";
}
def VMac : Unit {
  let Count = 2; let Via = [VBackend];
  let Doc = "Vector multiply/multiply-add units (NUM_MUL = 2, define.svh:82), pipelined; also the vector float "
            "operations of this model (chosen: the hardware has no vector float).";
}
def VPmtRdt : Unit {
  let Via = [VBackend];
  let Doc = "Vector permute, reduction and compare unit (NUM_PMTRDT = 1, define.svh:83).";
}
def VDiv : Unit {
  let Via = [VBackend];
  let Doc = "Vector divider (NUM_DIV = 1, define.svh:84): not pipelined, one micro-operation at a time.";
}
// The instruction classes name these two; VTiming (below) and VMem pick the real unit.
defvar Vxu = VAlu;
defvar Vlsu = Lsu;

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
// Vector timing. Figures are per micro-operation (uop): an instruction has one uop per vector
// register of its largest register group (rvv_backend_decode_unit_ari.sv, uop_index_max from
// line 3617; _lsu.sv line 1992), read from vtype when it issues: LMUL registers (1 for a
// fractional LMUL), 2 x LMUL for widening and narrowing, EMUL = EEW/SEW x LMUL for loads and
// stores. Latency counts from the cycle the scalar core hands the instruction over to the cycle
// a dependent vector instruction may be handed over (both pass the same three front-end stages,
// RvvFrontEnd, command queue and decode, so those cancel out); it is measured from the last uop,
// since a dependant waits for its whole source group (the hardware chains register by register,
// which this model does not: dependent large groups cost a little more here than on the chip).
// vstart, vxsat and fflags are passed by value with each instruction (RvvFrontEnd.sv:137-140;
// vxsat's update port is unconnected, RvvCore.sv:183-186), so vector instructions chain them.
class VTiming<Unit unit, string uops, string interval, string latency> {
  Unit Unit = unit;
  code Uops = uops;
  code Interval = interval;
  code Latency = latency;
  list<State> Chains = [vstart, vxsat, fcsr];
}
// ALU uop: one execute cycle (rvv_backend_alu_unit.sv, stage p0), then the ROB bypass: a dependant
// dispatches 2 cycles later (dispatch_raw_uop_rob.sv).
def VTAlu : VTiming<VAlu, [{ vemul_regs(0) }], "1", "2">;
def VTWAlu : VTiming<VAlu, [{ vemul_regs(1) }], "1", "2">;      // widening/narrowing: 2 x LMUL uops
// Multiplies and multiply-adds: two cycles (rvv_backend_mac_unit.sv:682-705, register stage d1), pipelined.
def VTMul : VTiming<VMac, [{ vemul_regs(0) }], "1", "3">;
def VTWMul : VTiming<VMac, [{ vemul_regs(1) }], "1", "3">;
// Permutes, slides, gathers, compares and reductions: two cycles (rvv_backend_pmtrdt_unit.sv:6), one uop per cycle.
def VTPerm : VTiming<VPmtRdt, [{ vemul_regs(0) }], "1", "3">;
def VTCmp : VTiming<VPmtRdt, [{ vemul_regs(0) }], "1", "3">;
def VTRed : VTiming<VPmtRdt, [{ vemul_regs(0) }], "1", "3">;
// Divide: radix 8, three quotient bits per cycle after two set-up cycles, not pipelined
// (rvv_backend_div_unit_divider.sv:210-247): the worst case 2 + ceil((SEW + 1) / 3), 13 at SEW 32.
def VTDiv : VTiming<VDiv, [{ vemul_regs(0) }], [{ 2 + (vsew() + 3) / 3 }], [{ 3 + (vsew() + 3) / 3 }]>;
// Vector float (Zve32f): the hardware is Zve32x and has none, so these figures are chosen: on the
// multiply units like fpnew with three pipeline registers plus one, divide and square root iterative.
def VTFp : VTiming<VMac, [{ vemul_regs(0) }], "1", "4">;          // (chosen)
def VTFpDiv : VTiming<VDiv, [{ vemul_regs(0) }], "16", "17">;    // (chosen)
// Moves to the scalar registers (vmv.x.s, vcpop.m, vfirst.m, vfmv.f.s): the scalar core marks rd busy at
// dispatch and the value returns through retire slot 0 (RvvCore.sv:169-177): about 7 cycles.
def VTToScalar : VTiming<VAlu, "1", "1", "7">;
def VTOne : VTiming<VAlu, "1", "1", "2">;   // one-register ALU operations (mask logic, vmv.s.x)
defvar LatVAlu = VTAlu;
defvar LatVWAlu = VTWAlu;
defvar LatVMul = VTMul;
defvar LatVWMul = VTWMul;
defvar LatVDiv = VTDiv;
defvar LatVFp = VTFp;
defvar LatVFpDiv = VTFpDiv;
defvar LatVRed = VTRed;
defvar LatVPerm = VTPerm;
defvar LatVCmp = VTCmp;
// Vector loads and stores go through the scalar core's single LSU slot (LsuV2, doc/microarch/lsu.md:53),
// shared with scalar memory operations, one vector register at a time: about 4 cycles per register for an
// aligned unit-stride load, 3 for a store (Lsu.scala:1296-1320; derived, not measured); strided and indexed
// forms spend one bus transaction per element (3 + elements per register). A dependent vector
// instruction may follow a load's last register by 5 cycles (4 + the ROB bypass, derived).
defvar LatVLoad = "5";
defvar LatVStore = "3";
defvar IntVLoad = "4";
defvar IntVStore = "3";
// vset{i}vl{i} runs in RvvFrontEnd and never reaches the back end (RvvFrontEnd.sv:271-275): one scalar slot.
defvar LatVSet = "1";

// Peak rates of the roofline bound (Performance.td). A vector micro-operation covers one register,
// VLEN / 32 f32 lanes, and each vector unit copy takes one per cycle (the intervals above); the FPU
// holds one instruction for its whole latency.
defvar F32Lanes = [{ VLEN / 32 }];
def : Peak<"mac", "f32", VMac, F32Lanes> {
  let Via = "vfmacc.vv/.vf, vfmadd, vfnmsac and the other multiply-adds";
  let Source = "NUM_MUL = 2 (define.svh:82), one register per micro-operation per cycle; vector float on VMac is chosen";
}
def : Peak<"mac", "f32", Fpu, "1", LatFpFma> { let Via = "fmadd.s"; let Source = "the FPU holds each instruction for its latency (chosen)"; }
def : Peak<"mac", "i32", VMac, F32Lanes> { let Via = "vmacc.vv, vmadd.vv at SEW 32"; let Source = "NUM_MUL = 2 (define.svh:82)"; }
def : Peak<"mac", "i8", VMac, [{ VLEN / 8 }]> { let Via = "vmacc.vv at SEW 8"; let Source = "NUM_MUL = 2 (define.svh:82)"; }
def : Peak<"add", "f32", VMac, F32Lanes> { let Via = "vfadd, vfsub"; let Source = "vector float on VMac (chosen)"; }
def : Peak<"add", "f32", VPmtRdt, F32Lanes> { let Via = "vfredusum.vs, vfredosum.vs"; let Source = "NUM_PMTRDT = 1 (define.svh:83), one register per cycle"; }
def : Peak<"add", "f32", Fpu, "1", LatFpAdd> { let Via = "fadd.s, fsub.s"; let Source = "the FPU holds each instruction for its latency (chosen)"; }
def : Peak<"mul", "f32", VMac, F32Lanes> { let Via = "vfmul"; let Source = "vector float on VMac (chosen)"; }
def : Peak<"mul", "f32", Fpu, "1", LatFpFma> { let Via = "fmul.s"; let Source = "the FPU holds each instruction for its latency (chosen)"; }
def : Peak<"max", "f32", VMac, F32Lanes> { let Via = "vfmax, vfmin, vmflt and the other float compares"; let Source = "vector float on VMac (chosen)"; }
def : Peak<"max", "f32", VPmtRdt, F32Lanes> { let Via = "vfredmax.vs, vfredmin.vs"; let Source = "NUM_PMTRDT = 1 (define.svh:83)"; }
def : Peak<"max", "f32", VAlu, F32Lanes> {
  let Via = "vmax.vv/.vx on the bit patterns: a float maximum when one operand is not negative (ReLU)";
  let Source = "NUM_ALU = 2 (define.svh:81), one register per micro-operation per cycle";
}
def : Peak<"max", "f32", Alu, "1"> { let Via = "max (Zbb) on the bit patterns, as vmax"; let Source = "four ALUs, one per dispatch lane (microarch.md)"; }
def : Peak<"max", "f32", Fpu, "1", LatFpMisc> { let Via = "fmax.s, fmin.s, flt.s"; let Source = "the FPU holds each instruction for its latency (chosen)"; }
def : Peak<"div", "f32", VMac, F32Lanes> { let Via = "vfrec7.v, refined with multiply-adds"; let Source = "vector float on VMac (chosen)"; }
def : Peak<"div", "f32", VDiv, F32Lanes, "16"> { let Via = "vfdiv, vfrdiv"; let Source = "iterative, not pipelined (chosen)"; }
def : Peak<"div", "f32", Fpu, "1", IntFpDiv> { let Via = "fdiv.s"; let Source = "iterative (chosen)"; }
def : Peak<"sqrt", "f32", VMac, F32Lanes> { let Via = "vfrsqrt7.v, refined with multiply-adds"; let Source = "vector float on VMac (chosen)"; }
def : Peak<"sqrt", "f32", VDiv, F32Lanes, "16"> { let Via = "vfsqrt.v"; let Source = "iterative, not pipelined (chosen)"; }
def : Peak<"sqrt", "f32", Fpu, "1", IntFpDiv> { let Via = "fsqrt.s"; let Source = "iterative (chosen)"; }
// The one LSU slot serves every load and store, scalar or vector: a scalar access moves at most 4
// bytes in its cycle, a unit-stride vector access one register in IntVLoad / IntVStore cycles.
def LSU : MemoryPath<[mem]> {
  let ReadBytes = [{ VLEN / 8 }]; let ReadCycles = IntVLoad;
  let WriteBytes = [{ VLEN / 8 }]; let WriteCycles = IntVStore;
  let Via = "vle32.v / vse32.v (one register per 4 / 3 cycles); lw / sw move 4 bytes per cycle, no more";
  let Source = "LsuV2 (doc/microarch/lsu.md:53), Lsu.scala:1296-1320 (derived)";
  let Doc = "The data memory (DTCM) to the scalar and vector registers.";
}
