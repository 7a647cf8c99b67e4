// Searching and reading the generated manual through the tools: matching lines name their
// instruction or section, and one instruction or section reads whole.
#include "agent/manual_index.h"
#include "agent_session.h"

using nlohmann::json;

TEST_CASE("agent tools: grep_docs finds lines of plena's manual with their section", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  kc::agent::ToolResult r = f.call("grep_docs", {{"pattern", "v_max"}, {"max_results", 3}});
  CHECK_FALSE(r.isError);
  CHECK(r.text == "6 lines of the plena manual match 'v_max'; the first 3 (max_results) are shown. Line [instruction "
                  "or section]: text; read_docs shows a section whole.\n"
                  "590 [Peak rates]: | max | bf16 | `VectorUnit` | 1 | 64 per 4 cycles | 16 per cycle | V_MAX_VF, "
                  "V_MIN_VF (V_RED_MAX: one cycle more) | the instructions' intervals (customISA_lib.json) and the "
                  "parameters |\n"
                  "1118 [Vector]: | [`V_MAX_VF`](#v_max_vf) | `V_MAX_VF rd, rs1, rs2[, rmask]` | Elementwise maximum "
                  "with a scalar |\n"
                  "1315 [V_MUL_VF]: <a id=\"v_max_vf\"></a>\n");
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
  CHECK(r.text.rfind("#### V_MAX_VF — Elementwise maximum with a scalar\n\n```\nV_MAX_VF rd, rs1, rs2[, rmask]\n```\n", 0) == 0);
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
  CHECK(r.text == "the plena manual has no instruction or section 'V_MAX_FV' (did you mean 'V_MAX_VF'?); read_docs "
                  "without a name lists every section and instruction group\n");
}

TEST_CASE("agent tools: coral's manual reads by mnemonic despite '#' comments in its examples", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  const std::string text = f.call("read_docs", {{"name", "vfmax.vf"}}).text;
  CHECK(text.rfind("#### vfmax.vf — ", 0) == 0);
  CHECK(text.find("Timing: unit `") != std::string::npos);
}

TEST_CASE("agent tools: read_docs without a name gives the table of contents", "[agent]") {
  AgentFixture f("coral", "ReLU", "C1");
  const std::string toc = f.call("read_docs", json::object()).text;
  CHECK(toc.rfind("Contents of the coral manual (", 0) == 0);
  CHECK(toc.size() < kc::agent::kMaxResultChars);
  // Every top-level section and every instruction group, with sizes.
  const kc::agent::ManualIndex& idx = kc::agent::manualIndex(f.session->target());
  for (const kc::agent::ManualSection& s : idx.sections)
    if (s.level == 2) CHECK(toc.find("\n- " + s.name + " (") != std::string::npos);
  CHECK(toc.find("\n- Instructions (29 groups, ") != std::string::npos);
  CHECK(toc.find("\n  - RV32I (41 instructions, ") != std::string::npos);
  CHECK(toc.find("\n  - Vector segment loads, unit-stride (21 instructions, ") != std::string::npos);
  // Helper functions are many and short: one line of names.
  CHECK(toc.find("\n  - is_nan, is_snan, raise, ") != std::string::npos);

  // A section too long for one read shows its opening and its parts; a group shows its table.
  const std::string all = f.call("read_docs", {{"name", "Instructions"}}).text;
  CHECK(all.rfind("## Instructions\n\nThe 620 instructions in 29 groups.", 0) == 0);
  CHECK(all.find("read its 29 groups one by one by name:\n- RV32I (41 instructions, ") != std::string::npos);
  const std::string group = f.call("read_docs", {{"name", "vector loads and stores: strided and indexed"}}).text;
  CHECK(group.rfind("### Vector loads and stores: strided and indexed\n\n| instruction | syntax | summary |\n", 0) == 0);
  CHECK(group.find("| [`vsoxei32.v`](#vsoxei32-v) |") != std::string::npos);
  CHECK(group.find("read its 18 instructions one by one by name.\n") != std::string::npos);
  CHECK(group.find("Encoding") == std::string::npos);
  // A group that fits is whole.
  const std::string zifencei = f.call("read_docs", {{"name", "Zifencei"}}).text;
  CHECK(zifencei.find("#### fence.i — ") != std::string::npos);
  CHECK(zifencei.find("Timing: unit ") != std::string::npos);
}

TEST_CASE("agent tools: a section longer than a result reads as its opening and the names of its parts", "[agent]") {
  AgentFixture f("plena", "ReLU", "C1");
  // The whole section would be cut in the middle; its topics each fit.
  const std::string all = f.call("read_docs", {{"name", "Assembly syntax"}}).text;
  CHECK(all.rfind("## Assembly syntax\n\nWhat follows holds for the assembler of every target.", 0) == 0);
  CHECK(all.find("characters left out") == std::string::npos);
  CHECK(all.find("\n### ") == std::string::npos);
  CHECK(all.find("read its 11 parts one by one by name:\n- Labels (") != std::string::npos);
  CHECK(all.find("\n- Data and sections (") != std::string::npos);
  const std::string rept = f.call("read_docs", {{"name", ".rept"}}).text;
  CHECK(rept.rfind("### .rept\n\n", 0) == 0);
  CHECK(rept.find("It is the same as writing:") != std::string::npos);
  CHECK(rept.find("### .irp") == std::string::npos);
  const std::string macros = f.call("read_docs", {{"name", "macros"}}).text;
  CHECK(macros.rfind("### Macros\n\n", 0) == 0);
  CHECK(macros.find("characters left out") == std::string::npos);
}
