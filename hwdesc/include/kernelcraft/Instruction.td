// Instructions and pseudo-instructions. Everything about one instruction stays in its record:
// syntax, operands, encoding, semantics, timing and documentation.

def ins;   // operator of the operand dag: (ins Reg:$rd, Imm:$imm)

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
  // Timing and constraints are expressions of the same language over parameters, operands and
  // enum names.
  code Latency = "1";    // cycles from issue until results can be used
  code Interval = "1";   // cycles the unit stays busy
  // Conditions on operands and parameters. The assembler checks those that name no parameter
  // at the program's line; an instruction that breaks one of the others traps when it runs.
  list<code> Constraints = [];
  string Group = "";
  string Summary = "";
  string Description = "";
  list<string> Examples = [];
}

// A helper for semantics, e.g. Function<"sew(): u32", [{ return 8 << vtype[5:3]; }]>. Its
// body may read and write state, registers and memories, and call functions defined before it
// (docs/semantics.md, "Functions").
class Function<string signature, code body> {
  string Signature = signature;
  code Body = body;
  string Summary = "";
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
