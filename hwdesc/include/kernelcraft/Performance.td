// The machine's physical limits, for the roofline bound the benchmark puts beside every speedup
// and for the manual's "Peak rates" table. Every figure is stated with its source, or with
// "chosen" when it is the model's own pick, exactly as the timing figures are.
//
// The bound is a lower bound on the cycles any correct kernel can take: each figure must be the
// best the timing model allows, counting every instruction that can do the work (a sum computed
// as products with ones on a matrix unit is an add as well). A kernel faster than the bound is a
// bug in these figures or in the timing model.

// At best, one copy of `unit` completes `Elements` work items of kind `Work` in element format
// `Format` every `Cycles` cycles (the unit's Count multiplies the rate). Kinds: mac (a multiply
// and an add into an accumulator), add (also subtract and a reduction's adds), mul, max (also min
// and compare), exp, div (also reciprocal), sqrt (also reciprocal square root). Elements and
// Cycles are expressions of the parameters.
class Peak<string work, string format, Unit unit, code elements, code cycles = "1"> {
  string Work = work;
  string Format = format;   // an element type: f32, bf16, i8, ...
  Unit Unit = unit;
  code Elements = elements;
  code Cycles = cycles;
  string Via = "";          // the instructions that reach the rate, e.g. "vfmacc.vv, vfmacc.vf"
  string Source = "";       // where the figures come from; "chosen" when they are the model's own
}

// A path tensors cross between the memories it lists and the units: at best `ReadBytes` bytes
// read every `ReadCycles` cycles and `WriteBytes` written every `WriteCycles`. Reads and writes
// share the path (its busy time is the sum of both); a path that only reads or only writes sets
// the other's bytes to 0. An input held in one of `Memories` must be read through the path at
// least once and an output written through it at least once, in its layout's format.
class MemoryPath<list<Memory> memories> {
  list<Memory> Memories = memories;
  code ReadBytes = "0";
  code ReadCycles = "1";
  code WriteBytes = "0";
  code WriteCycles = "1";
  string Via = "";
  string Source = "";
  string Doc = "";
}
