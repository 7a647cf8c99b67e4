// Peak rates and memory paths of one AIE-ML tile, for the roofline bound (Performance.td).
//
// The vector unit issues one instruction a cycle (AIE2Schedule.td @ 0361a31e: VMAC, VMUL and
// VADD.F hold the vec slot for one cycle each), and so does the move slot. The multiply shapes are
// those of the multiplier's configuration word (vector.td, docs.td "Accumulators and multiply
// shapes"; AM020 lists the same MACs per cycle): bf16 4x8 by 8x4 into 16 fp32 lanes, i8 4x8 by 8x8
// into 32 acc32 lanes. AIE-ML has no exponential, divide or square-root instruction: kernels compute
// them from the operations below, so the bound has no rate of its own for them.

def : Peak<"mac", "bf16", VEC, "128"> {
  let Via = "vmac.f, vmul.f, vmsc.f in the 4x8x4 matrix shape (configuration 0x1C)";
  let Source = "4 x 8 x 4 products a cycle (the bf16 matrix shape; AM020); one vec-slot instruction a cycle (AIE2Schedule.td)";
}
def : Peak<"mac", "i8", VEC, "256"> {
  let Via = "vmac, vmul with i8 x i8 operands in the 4x8x8 shape (bmode 1)";
  let Source = "4 x 8 x 8 products a cycle (the i8 matrix shape; AM020); one vec-slot instruction a cycle";
}
def : Peak<"add", "bf16", VEC, "128"> {
  let Via = "vmac.f against a matrix of ones: each of 16 lanes sums 8 products (vadd.f: 16 fp32 lanes)";
  let Source = "the bf16 matrix shape, as the mac rate";
}
def : Peak<"mul", "bf16", VEC, "32"> {
  let Via = "vmul.f in the element-wise shape (configuration 0x3C): 16 fp32 lanes of two products each (a*c - b*s in one lane)";
  let Source = "the element-wise bf16 shape, X[l]*Y[l] + X[l+16]*Y[l+16]; one vec-slot instruction a cycle";
}
def : Peak<"max", "bf16", MV, "32"> {
  let Via = "vmax_lt.bf16, vmin_ge.bf16, vlt.bf16, vge.bf16 on the 32 bf16 lanes of an x register";
  let Source = "one move-slot instruction a cycle (AIE2Schedule.td)";
}

// Two 256-bit loads (lda and ldb slots) and one 256-bit store a cycle; reads and writes use
// separate ports, so they are two paths.
def DmLoads : MemoryPath<[dm]> {
  let ReadBytes = "64";
  let Via = "vlda and vldb in one bundle, 32 bytes each";
  let Source = "AIE2Slots.td (lda and ldb slots), 256-bit vector loads; AM020 (two 256-bit load ports)";
  let Doc = "The data memory to the registers through the two load units.";
}
def DmStore : MemoryPath<[dm]> {
  let WriteBytes = "32";
  let Via = "vst, 32 bytes a cycle";
  let Source = "AIE2Slots.td (one st slot), 256-bit vector stores; AM020 (one 256-bit store port)";
  let Doc = "The registers to the data memory through the store unit.";
}
