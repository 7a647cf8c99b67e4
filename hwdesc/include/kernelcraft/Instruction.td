// Instructions and pseudo-instructions. Everything about one instruction stays in its record:
// syntax, operands, encoding, semantics, timing and documentation.

def ins;   // operator of the operand dag: (ins Reg:$rd, Imm:$imm)

// What one operand does in one instruction, printed in place of its operand kind's Doc:
// let OperandDocs = [OperandDoc<"funct", "0: x - s; non-zero: s - x">];
class OperandDoc<string operand, string doc> {
  string Operand = operand;
  string Doc = doc;
}

class Instruction<string mnemonic, dag operands, string syntax> {
  string Mnemonic = mnemonic;
  dag Operands = operands;
  // Operand part of the assembly syntax; $name refers to an operand.
  string Syntax = syntax;
  // Operands that may be omitted at the end, with the value they take then.
  list<string> OptionalOperands = [];
  list<int> OptionalDefaults = [];
  // Semantics in the KernelCraft semantics language (see docs/semantics.md).
  code Semantics = "";
  // Set when the instruction changes no architectural state (a nop, a fence on a machine
  // without caches); empty semantics are refused otherwise, as a forgotten definition.
  bit NoEffect = 0;
  Unit Unit = ?;
  // Timing figures: expressions over parameters, operands and enum names, evaluated when a program is
  // loaded; an expression that reads state (vtype, vl) or calls a function is evaluated each
  // time the instruction issues, so it follows the state the instruction runs with.
  code Latency = "1";    // cycles from the issue of the last micro-operation until results can be used
  code Interval = "1";   // cycles each micro-operation keeps its copy of the unit busy
  code Uops = "1";       // micro-operations the instruction splits into
  // State this instruction updates in a chain the hardware pipelines: an accumulator it adds
  // into, sticky flags it ORs into, an element pointer every instruction resets. Such accesses
  // neither wait for nor delay the next chained access; other readers and writers of the state
  // wait for the last update's latency.
  list<State> Chains = [];
  // Delay slots: after this instruction branches (assigns `pc`), this many further instructions
  // run before the branch takes effect. A branch inside a delay slot traps.
  int DelaySlots = 0;
  // Exposed pipelines: the cycles until the write to a register operand is visible, where it
  // differs from Latency, as "operand=cycles" (a post-incremented pointer "ptr=1" beside a
  // loaded value with Latency 7), or "file=cycles" for every other write to a register file
  // (the dimension counters a 2D address steps, written through a descriptor).
  list<string> WriteLatency = [];
  // Exposed pipelines: the cycles after issue at which a register operand is read, where that is
  // later than issue, as "operand=cycles" (a multiply-accumulate that reads its accumulator in
  // its third cycle, "acc=2"). The read sees every write that has landed by then, so a chain of
  // such instructions can issue back to back. A memory's name ("aregs=2"), or a union operand
  // whose registers live in one memory, or a register operand of a file kept in a memory,
  // delays every read of that memory by the instruction: accumulators kept in memory, read late.
  list<string> ReadStage = [];
  // Conditions on operands and parameters, in the same language (enum names included). The
  // assembler checks those that name no parameter at the program's line; an instruction that
  // breaks one of the others traps when it runs.
  list<code> Constraints = [];
  string Group = "";
  string Summary = "";
  string Description = "";
  // Notes on operands whose kind's Doc does not say what they do here (see OperandDoc).
  list<OperandDoc> OperandDocs = [];
  list<string> Examples = [];
}

// A helper for semantics, e.g. Function<"sew(): u32", [{ return 8 << vtype[5:3]; }]>. Its
// body may read and write state, registers and memories, and call functions defined before it
// (docs/semantics.md, "Functions").
class Function<string signature, code body> {
  string Signature = signature;
  code Body = body;
  string Summary = "";  // what it is, for the manual's Helper functions section
  // What it means for timing, in one sentence: the manual prints it on the timing line of every
  // instruction whose Uops, Latency or Interval calls the function, so that line reads on its
  // own. Required of such functions.
  string Doc = "";
}

// Expands to real instructions. Cases are tried in order; the first whose `When` holds
// (an expression over the operands; "" always holds) gives the lines. hwgen checks each line's
// mnemonic, its $operands and its other words (registers, enum names, named values).
class PseudoCase<code when, list<string> lines> {
  code When = when;
  list<string> Lines = lines;
}
class Pseudo<string mnemonic, dag operands, string syntax, list<PseudoCase> cases> {
  string Mnemonic = mnemonic;
  dag Operands = operands;
  string Syntax = syntax;
  list<PseudoCase> Cases = cases;
  list<string> OptionalOperands = [];
  list<int> OptionalDefaults = [];
  string Summary = "";
}
