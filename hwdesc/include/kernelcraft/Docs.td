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
