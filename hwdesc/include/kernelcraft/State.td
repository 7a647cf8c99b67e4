// Parameters, architectural state, memories and execution units.

// A hardware parameter. A configuration may override its value at run time within
// [Min, Max]; `Constraint` (an expression over parameters) must hold for every configuration.
// Values stay within +/-2^40. Expressions here and below are in the semantics language
// (docs/semantics.md).
class Param<int default> {
  int Default = default;
  int Min = 1;
  int Max = 2147483647;
  code Constraint = "";
  string Doc = "";
}

// `Count` registers of `Type`; register i is named Prefix#i unless `Names` is given.
class RegisterFile<string prefix, int count, ElementType type> {
  string Prefix = prefix;
  int Count = count;
  ElementType Type = type;
  list<string> Names = [];
  // Extra spellings, as [alias, canonical] pairs: [["zero", "x0"], ["ra", "x1"]].
  list<list<string>> Aliases = [];
  // The register that reads as zero and ignores writes, or -1.
  int ZeroRegister = -1;
  // Lanes per register: a register holds `Length` elements of Type (an expression over
  // parameters). Semantics address a lane as rf[reg][lane]; with Length 1, rf[reg] is the value.
  code Length = "1";
  // The name of a byte memory that holds the registers' contents: register i is StorageSize
  // bytes at StorageOffset + i * StorageStride (the stride 0: memory size / Count; the size 0:
  // the stride). Semantics reach them with load/store on that memory. Files may view one memory
  // differently: the halves of a wide register as registers of their own, pairs as one.
  string Storage = "";
  int StorageOffset = 0;
  int StorageStride = 0;
  int StorageSize = 0;
  string Doc = "";
}

// Named architectural state that is not a register file: CSRs, loop stacks, accumulators.
class State<ElementType type> {
  ElementType Type = type;
  code Count = "1";   // elements, as an expression over parameters (at most 2^24 at the defaults)
  int Reset = 0;      // the value every element holds when the machine starts (integer states)
  string Doc = "";
}

// An address space. Addresses count elements of `Type` (its addressable unit).
class Memory<ElementType type, code size> {
  ElementType Type = type;
  code Size = size;   // addressable units, as an expression over parameters (at most 4 GiB at the defaults)
  bit IsCode = 0;     // instructions are fetched from here
  string Doc = "";
}

// A dispatch stage that several units share: at most `Width` micro-operations leave it per
// cycle, in program order (a vector back end that feeds several execution units, say).
class Dispatch<int width> {
  int Width = width;
  string Doc = "";
}

// An execution unit of the timing model; `Count` copies can be busy at once. An instruction's
// micro-operations (its `Uops`) each take the copy that frees first, and, when the unit names
// a dispatch stage in `Via`, a slot of that stage.
class Unit {
  int Count = 1;
  list<Dispatch> Via = [];
  string Doc = "";
}
