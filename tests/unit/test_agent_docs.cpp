// Searching and reading the generated manual through the tools: matching lines name their
// instruction or section, and one instruction or section reads whole.
#include "agent_session.h"

using nlohmann::json;

TEST_CASE("agent tools: grep_docs finds lines of plena's manual with their section", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  kc::agent::ToolResult r = f.call("grep_docs", {{"pattern", "v_max"}, {"max_results", 3}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "5 lines of the plena manual match 'v_max'; the first 3 (max_results) are shown. Line [instruction "
                  "or section]: text; read_docs shows a section whole.\n"
                  "468 [Vector]: | [`V_MAX_VF`](#v_max_vf) | `V_MAX_VF rd, rs1, rs2[, rmask]` | Elementwise maximum "
                  "with a scalar |\n"
                  "1170 [V_MUL_VF]: <a id=\"v_max_vf\"></a>\n"
                  "1171 [V_MAX_VF]: ### V_MAX_VF — Elementwise maximum with a scalar\n");
  // Not a valid expression: searched as it is written.
  r = f.call("grep_docs", {{"pattern", "f[rs2"}, {"max_results", 1}});
  CHECK(r.text.rfind("10 lines of the plena manual match 'f[rs2' (not a valid regular expression: searched as plain "
                     "text); the first 1 (max_results) are shown.",
                     0) == 0);
  CHECK(f.call("grep_docs", {{"pattern", "no such words here"}}).text ==
        "0 lines of the plena manual match 'no such words here'.\n");
}

TEST_CASE("agent tools: read_docs gives one instruction or section whole", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  kc::agent::ToolResult r = f.call("read_docs", {{"name", "v_max_vf"}});
  CHECK_FALSE(r.isError);
  CHECK(r.text.rfind("### V_MAX_VF — Elementwise maximum with a scalar\n\n```\nV_MAX_VF rd, rs1, rs2[, rmask]\n```\n", 0) == 0);
  // It ends with its timing line, before the next instruction's anchor.
  const std::string timing = "Timing: unit `VectorUnit`, latency 6 + 3 + VECTOR_MAX_CYCLES + 1 (= 14 at the defaults) "
                             "cycles, interval VECTOR_MAX_CYCLES (= 4 at the defaults) cycles.\n";
  CHECK(r.text.substr(r.text.size() - timing.size()) == timing);
  CHECK(r.text.find("V_MIN_VF") == std::string::npos);   // stops before the next instruction
  CHECK(f.call("read_docs", {{"name", "kernel abi"}}).text ==
        "## Kernel ABI\n\n**Inputs.** A task's layout places its tensors in HBM (MXFP8: the element bytes from the "
        "tensor's base, its scale bytes MX_SCALE_OFFSET bytes further, a symbol the task defines), in the vector SRAM "
        "(bf16) and in the FP SRAM (constants); the a registers the layout names hold the HBM base of each tensor when "
        "the kernel starts. scale_reg, stride_reg and vmask start at 0: set scale_reg with C_SET_SCALE_REG (to "
        "MX_SCALE_OFFSET) before the first HBM transfer, as a transfer finds the scales at base + scale_reg.\n\n"
        "**Outputs.** Results are left where the task's "
        "layout says, in the vector SRAM or in HBM.\n\n**Ending.** The kernel falls off its last instruction. A run "
        "ends normally when the program counter passes the last instruction.\n");
  r = f.call("read_docs", {{"name", "V_MAX_FV"}});
  CHECK(r.isError);
  CHECK(r.text == "the plena manual has no instruction or section 'V_MAX_FV' (did you mean 'V_MAX_VF'?); sections: "
                  "Overview, Assembly syntax, Parameters, Data formats, Register files, Special state, Memories, "
                  "Performance model, Kernel ABI, Semantics notation, Instruction summary, Instructions, "
                  "Pseudo-instructions; "
                  "instructions by mnemonic\n");
}

TEST_CASE("agent tools: coral's manual reads by mnemonic despite '#' comments in its examples", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  const std::string text = f.call("read_docs", {{"name", "vfmax.vf"}}).text;
  CHECK(text.rfind("### vfmax.vf — ", 0) == 0);
  CHECK(text.find("Timing: unit `") != std::string::npos);
}

TEST_CASE("agent tools: a section longer than a result reads as its opening and the names of its parts", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  // The whole section would be cut in the middle; its topics each fit.
  const std::string all = f.call("read_docs", {{"name", "Assembly syntax"}}).text;
  CHECK(all.rfind("## Assembly syntax\n\nWhat follows holds for the assembler of every target.", 0) == 0);
  CHECK(all.find("characters left out") == std::string::npos);
  CHECK(all.find("\n### ") == std::string::npos);
  CHECK(all.find("more than one result holds. Its parts, each read whole with read_docs by name: Labels; Numeric "
                 "labels; Expressions; -D symbols; .equ and .set; Macros; .rept; .irp and .irpc; Conditional "
                 "assembly; .include; Data and sections]\n") != std::string::npos);
  const std::string rept = f.call("read_docs", {{"name", ".rept"}}).text;
  CHECK(rept.rfind("### .rept\n\n", 0) == 0);
  CHECK(rept.find("It is the same as writing:") != std::string::npos);
  CHECK(rept.find("### .irp") == std::string::npos);
  const std::string macros = f.call("read_docs", {{"name", "macros"}}).text;
  CHECK(macros.rfind("### Macros\n\n", 0) == 0);
  CHECK(macros.find("characters left out") == std::string::npos);
}
