#include "evaluation/eval_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace kc::bench {

namespace {

// JSON has no NaN or infinity: those travel as the strings "nan", "inf" and "-inf".
nlohmann::ordered_json number(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return v;
}

// Passed and run per family, in the order the runs met them (the families first, then default).
std::vector<std::pair<std::string, std::pair<int, int>>> familyTallies(const std::vector<HiddenCheck>& hidden) {
  std::vector<std::pair<std::string, std::pair<int, int>>> out;
  for (const HiddenCheck& h : hidden) {
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& e) { return e.first == h.family; });
    if (it == out.end()) it = out.insert(out.end(), {h.family, {0, 0}});
    it->second.first += h.correct;
    ++it->second.second;
  }
  return out;
}

} // namespace

std::string evalVerdict(const EvalReport& r) {
  if (!r.setupError.empty()) return "not evaluated";
  if (!r.assembled) return "assembly failed";
  if (r.correct) return "correct";
  if (r.hiddenFailed) return "wrong on hidden inputs";
  if (r.stop == "trap") return "trap";
  if (r.stop == "instruction budget" || r.stop == "cycle budget" || r.stop == "work budget" ||
      r.stop == "wall-clock limit")
    return "budget exhausted";
  if (!r.stopOk) return "bad exit";
  if (!r.strayWrites.empty()) return "wrote outside its outputs";
  return "wrong output";
}

std::string evalReportText(const EvalReport& r) {
  std::string s = fmt::format("{} {} {}: {}\n", r.target, r.task, r.config, evalVerdict(r));
  if (!r.setupError.empty()) return s + "  " + r.setupError + "\n";
  for (const std::string& d : r.diagnostics) s += d + (d.empty() || d.back() == '\n' ? "" : "\n");
  if (!r.assembled) return s;
  s += fmt::format("  code: {} bytes\n", r.codeBytes);
  s += fmt::format("  run: {} after {} instructions{}, {} cycles", r.stop, r.instructions,
                   r.slotNops ? fmt::format(" ({} of them no-ops filling empty slots)", *r.slotNops) : "", r.cycles);
  if (!r.stopOk) {
    s += fmt::format("\n  stopped at pc {}", r.stopPc);
    if (!r.stopInstruction.empty()) s += " in '" + r.stopInstruction + "'";
    if (!r.stopSource.empty()) s += " (" + r.stopSource + ")";
    if (!r.stopMessage.empty()) s += ": " + r.stopMessage;
  }
  s += "\n";
  for (const OutputCheck& c : r.outputs)
    s += fmt::format("  output {} ({}): {}/{} elements within atol {:g} + rtol {:g}; worst abs error {:.4g}, rel {:.4g}; "
                     "{} of {} rows bad\n",
                     c.tensor, c.format, c.matched, c.elements, c.atol, c.rtol, c.maxAbsError, c.maxRelError, c.badRows,
                     c.rows);
  for (const OutputCheck& c : r.outputs)
    if (c.nonFinite)
      s += fmt::format("  output {}: {} elements are NaN or infinite; outputs start as NaN, so these were never written "
                       "or were computed from NaN (an input read through an unset scale or address, an uninitialised "
                       "register or scratch)\n",
                       c.tensor, c.nonFinite);
  for (const BadRow& b : r.badRows)
    s += fmt::format("    row {}: {} bad, first at column {} (got {:.6g}, want {:.6g}), worst abs error {:.4g}\n", b.row,
                     b.bad, b.firstBadColumn, b.got, b.want, b.maxAbsError);
  for (const StrayWrite& w : r.strayWrites)
    s += fmt::format("  wrote outside its outputs: {}[{}..{}] ({})\n", w.memory, w.from, w.to - 1, w.what);
  if (!r.hidden.empty()) {
    int passed = 0;
    for (const HiddenCheck& h : r.hidden) passed += h.correct;
    s += fmt::format("  hidden inputs: {} of {} seeds passed", passed, r.hidden.size());
    std::string families;
    for (const auto& [name, tally] : familyTallies(r.hidden))
      families += fmt::format("{}{} {}/{}", families.empty() ? "" : ", ", name, tally.first, tally.second);
    s += " (" + families + ")";
    for (const HiddenCheck& h : r.hidden)
      if (!h.correct) s += fmt::format("; seed {} ({}): {}/{} elements matched", h.seed, h.family, h.matched, h.elements);
    s += "\n";
  }
  if (r.baselineCycles) {
    s += fmt::format("  baseline: {} cycles", r.baselineCycles);
    if (r.correct) s += fmt::format("; speedup {:.3f}x", r.speedup);
    s += "\n";
  }
  if (r.bound.known()) s += "  roofline: " + boundSentence(r.bound, r.correct ? r.cycles : 0) + "\n";
  return s;
}

nlohmann::ordered_json evalReportJson(const EvalReport& r) {
  nlohmann::ordered_json j;
  j["target"] = r.target;
  j["task"] = r.task;
  j["config"] = r.config;
  j["kernel"] = r.kernel;
  j["verdict"] = evalVerdict(r);
  j["correct"] = r.correct;
  j["assembled"] = r.assembled;
  j["cycles"] = r.cycles;
  j["baseline_cycles"] = r.baselineCycles;
  j["speedup"] = r.speedup;
  if (r.bound.known()) {
    j["bound"] = boundJson(r.bound);
    j["bound_share"] = r.correct ? shareOfBound(r.bound, r.cycles) : 0.0;
  }
  j["instructions"] = r.instructions;
  if (r.slotNops) j["slot_nops"] = *r.slotNops;
  j["code_bytes"] = r.codeBytes;
  j["elements"] = r.elements;
  j["matched"] = r.matched;
  j["match_share"] = r.elements ? double(r.matched) / double(r.elements) : 0.0;
  j["max_abs_error"] = number(r.maxAbsError);
  j["max_rel_error"] = number(r.maxRelError);
  if (!r.setupError.empty()) j["error"] = r.setupError;
  j["diagnostics"] = r.diagnostics;
  if (r.ran) {
    nlohmann::ordered_json stop;
    stop["reason"] = r.stop;
    stop["ok"] = r.stopOk;
    stop["message"] = r.stopMessage;
    stop["pc"] = r.stopPc;
    stop["instruction"] = r.stopInstruction;
    stop["source"] = r.stopSource;
    j["stop"] = stop;
  }
  j["outputs"] = nlohmann::ordered_json::array();
  for (const OutputCheck& c : r.outputs)
    j["outputs"].push_back({{"tensor", c.tensor}, {"format", c.format}, {"elements", c.elements}, {"matched", c.matched},
                            {"rows", c.rows}, {"bad_rows", c.badRows}, {"non_finite", c.nonFinite},
                            {"max_abs_error", number(c.maxAbsError)}, {"max_rel_error", number(c.maxRelError)},
                            {"atol", c.atol}, {"rtol", c.rtol}});
  j["bad_rows"] = nlohmann::ordered_json::array();
  for (const BadRow& b : r.badRows)
    j["bad_rows"].push_back({{"tensor", b.tensor}, {"row", b.row}, {"bad", b.bad}, {"first_bad_column", b.firstBadColumn},
                             {"got", number(b.got)}, {"want", number(b.want)}, {"max_abs_error", number(b.maxAbsError)}});
  j["stray_writes"] = nlohmann::ordered_json::array();
  for (const StrayWrite& w : r.strayWrites)
    j["stray_writes"].push_back({{"memory", w.memory}, {"from", w.from}, {"to", w.to - 1}, {"what", w.what}});
  if (!r.hidden.empty()) {
    j["hidden"] = nlohmann::ordered_json::array();
    for (const HiddenCheck& h : r.hidden)
      j["hidden"].push_back({{"seed", h.seed}, {"family", h.family}, {"correct", h.correct},
                             {"match_share", h.elements ? double(h.matched) / double(h.elements) : 0.0}});
  }
  j["seconds"] = r.seconds;
  if (!r.agentRun.is_null()) j["agent_run"] = r.agentRun;
  return j;
}

} // namespace kc::bench
