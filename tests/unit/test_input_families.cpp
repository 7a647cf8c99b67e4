// Input families: the row shapes that build them, which hidden run draws from which family, and
// that every task declares families its computation must survive.
#include <catch2/catch.hpp>

#include "evaluation/eval_report.h"
#include "evaluation/hidden_seeds.h"
#include "task/task_catalog.h"
#include "task/task_inputs.h"

using namespace kc::bench;

namespace {

InitSpec spec(const std::string& dist, std::map<std::string, double> args) {
  InitSpec s;
  s.dist = dist;
  s.args = std::move(args);
  return s;
}

} // namespace

TEST_CASE("families: row shapes shift, zero and keep the draw beneath them", "[families][task]") {
  // A constant with a row shift: every row is one value, each row its own, in [low, high).
  const kc::tasks::Tensor rows = generateTensor(spec("constant", {{"value", 1}, {"row_low", 2}, {"row_high", 4}}), {3, 4}, 2026, "T/C1/x");
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c) CHECK(rows.data[size_t(r * 4 + c)] == rows.data[size_t(r * 4)]);
  CHECK(rows.data[0] != rows.data[4]);
  for (double v : rows.data) CHECK((v >= 3.0 && v < 5.0));
  // The shift leaves the draw's own values where they were: the same seed without it gives them
  // less one value per row.
  const kc::tasks::Tensor plain = generateTensor(spec("uniform", {{"low", -1}, {"high", 1}}), {2, 3}, 7, "T/C1/x");
  const kc::tasks::Tensor shifted =
      generateTensor(spec("uniform", {{"low", -1}, {"high", 1}, {"row_low", 10}, {"row_high", 10}}), {2, 3}, 7, "T/C1/x");
  for (size_t i = 0; i < plain.data.size(); ++i) CHECK(shifted.data[i] == plain.data[i] + 10.0);
  // Every element zero, and with a share of 0 exactly one zero row.
  const kc::tasks::Tensor zeros = generateTensor(spec("normal", {{"mean", 0}, {"std", 1}, {"zeros", 1}}), {2, 5}, 1, "T/C1/x");
  for (double v : zeros.data) CHECK(v == 0.0);
  const kc::tasks::Tensor oneRow = generateTensor(spec("uniform", {{"low", 1}, {"high", 2}, {"zero_rows", 0}}), {6, 3}, 1, "T/C1/x");
  int zeroRows = 0;
  for (int r = 0; r < 6; ++r) {
    const bool zero = oneRow.data[size_t(r * 3)] == 0 && oneRow.data[size_t(r * 3 + 1)] == 0 && oneRow.data[size_t(r * 3 + 2)] == 0;
    zeroRows += zero;
    if (!zero)
      for (int c = 0; c < 3; ++c) CHECK(oneRow.data[size_t(r * 3 + c)] >= 1.0);
  }
  CHECK(zeroRows == 1);
}

TEST_CASE("families: hidden runs cover every family once, then the default", "[families]") {
  TaskDef t;
  t.families = {InputFamily{"shifted_mean", {}, {}}, InputFamily{"constant_rows", {}, {}}};
  CHECK(hiddenRunCount(t, 0) == 0);
  CHECK(hiddenRunCount(t, 1) == 3);
  CHECK(hiddenRunCount(t, 3) == 3);
  CHECK(hiddenRunCount(t, 20) == 20);
  CHECK(hiddenFamily(t, 0)->name == "shifted_mean");
  CHECK(hiddenFamily(t, 1)->name == "constant_rows");
  CHECK(hiddenFamily(t, 2) == nullptr);
  CHECK(hiddenFamily(t, 19) == nullptr);
  TaskDef none;
  CHECK(hiddenRunCount(none, 3) == 3);
  CHECK(hiddenFamily(none, 0) == nullptr);
}

TEST_CASE("families: a family's tolerance replaces the task's for its format only", "[families]") {
  TaskDef t;
  t.tolerance["bf16"] = Tolerance{0.03, 0.03, false};
  t.tolerance["f32"] = Tolerance{1e-4, 1e-3, false};
  InputFamily wide{"large_positive_logits", {}, {{"bf16", Tolerance{0.1, 0.05, true}}}};
  CHECK(t.toleranceFor("bf16", &wide)->atol == 0.1);
  CHECK(t.toleranceFor("bf16", &wide)->atolScaledByRms);
  CHECK(t.toleranceFor("bf16", nullptr)->atol == 0.03);
  CHECK(t.toleranceFor("f32", &wide)->atol == 1e-4);
  CHECK(t.toleranceFor("mxfp8", &wide) == nullptr);
}

TEST_CASE("families: every task declares at least two, each changing only inputs", "[families][task]") {
  const std::vector<TaskDef> tasks = loadAllTasks(std::string(KC_SOURCE_DIR) + "/tasks");
  CHECK(tasks.size() == 23);
  for (const TaskDef& t : tasks) {
    INFO(t.name);
    CHECK(t.families.size() >= 2);
    for (const InputFamily& f : t.families)
      for (const auto& [name, init] : f.inits) CHECK(!t.findTensor(name)->isOutput);
  }
  const TaskDef ln = loadTaskByName(std::string(KC_SOURCE_DIR) + "/tasks", "LayerNorm");
  REQUIRE(ln.families.size() == 3);
  CHECK(ln.families[0].name == "shifted_mean");
  CHECK(ln.initOf(*ln.findTensor("x"), &ln.families[0]).args.at("row_low") == 8.0);
  CHECK(&ln.initOf(*ln.findTensor("gamma"), &ln.families[0]) == &ln.findTensor("gamma")->init);
}

TEST_CASE("families: hidden results are told per family, with no values", "[families]") {
  EvalReport r;
  r.target = "coral";
  r.task = "LayerNorm";
  r.config = "C3";
  r.kernel = "k.s";
  r.assembled = r.ran = r.stopOk = true;
  r.stop = "end of code";
  r.hiddenFailed = true;
  r.hidden = {HiddenCheck{11, "shifted_mean", true, 1024, 1024}, HiddenCheck{12, "constant_rows", false, 1024, 0},
              HiddenCheck{13, "default", true, 1024, 1024}, HiddenCheck{14, "default", true, 1024, 1024}};
  const std::string text = evalReportText(r);
  CHECK(text.find("  hidden inputs: 3 of 4 seeds passed (shifted_mean 1/1, constant_rows 0/1, default 2/2); seed 12 "
                  "(constant_rows): 0/1024 elements matched\n") != std::string::npos);
  const auto j = evalReportJson(r);
  CHECK(j["hidden"][1].dump() == R"({"seed":12,"family":"constant_rows","correct":false,"match_share":0.0})");
}
