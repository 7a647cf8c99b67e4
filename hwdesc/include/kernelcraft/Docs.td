// Prose for the generated manual and for agents' prompts.

// How a kernel receives its inputs, leaves its outputs and ends.
class KernelABI {
  string Inputs = "";
  string Outputs = "";
  string Ending = "";
  // "end-of-code": the kernel ends when the pc passes the last instruction;
  // "halt": it ends by executing halt() in some instruction's semantics.
  string EndCondition = "end-of-code";
}

// A free-standing section of the manual, placed after the overview.
// In the body, "{{ expression }}" (over parameters) is replaced by its value at the default
// parameters: "VLEN bits ({{ VLEN }} by default)". Numbers that come from parameters are written so,
// never by hand.
class DocSection<string title, string body> {
  string Title = title;
  string Body = body;
  int Order = 0;
}

// A worked example of one rule of the timing model. The manual's performance section states each
// rule the description brings into play in a sub-section of its own, and runs this program (with
// the default parameters) through the simulator there, printing the cycle each instruction issued
// in. `rule` is the rule's name in kc::TimingRule (runtime/include/kc/timing_rules.h), e.g.
// "StoreData"; a description gives at most one example per rule.
class RuleExample<string rule, code program> {
  string Rule = rule;
  code Program = program;
  string Doc = "";   // one sentence on what the program sets up, printed above its trace
}
