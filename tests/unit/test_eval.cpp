// The evaluator end to end on a small task of its own (tests/eval/Double: y = 2x): correct
// kernels pass; wrong ones are located by row; spinning, trapping and stray-writing kernels get
// their own reports.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "evaluation/evaluate.h"
#include "evaluation/setup_cache.h"
#include "expect_line.h"
#include "kc/target_info.h"
#include "reference.h"
#include "task/layout.h"
#include "task/task_brief.h"
#include "task/task_def.h"

namespace fs = std::filesystem;
using namespace kc::bench;

namespace {

void doubleRef(const kc::tasks::Config&, const kc::tasks::TensorMap& in, kc::tasks::TensorMap& out) {
  const kc::tasks::Tensor& x = kc::tasks::input(in, "x");
  kc::tasks::Tensor& y = kc::tasks::output(out, "y");
  for (size_t i = 0; i < x.data.size(); ++i) y.data[i] = 2 * x.data[i];
}
KC_REFERENCE(double_for_tests, "Double", doubleRef);

// A tasks directory holding the real target conventions and the test task, removed at exit.
struct Fixture {
  fs::path dir = fs::temp_directory_path() / ("kc_eval_fixture_" + std::to_string(::getpid()));
  Fixture() {
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::copy(fs::path(KC_SOURCE_DIR) / "tasks/targets", dir / "targets", fs::copy_options::recursive);
    fs::copy(fs::path(KC_SOURCE_DIR) / "tests/eval/Double", dir / "Double", fs::copy_options::recursive);
  }
  ~Fixture() { fs::remove_all(dir); }
};

std::string fixtureDir() {
  static const Fixture fixture;
  return fixture.dir.string();
}

EvalReport evalSource(const char* target, const std::string& config, const std::string& source) {
  const kc::TargetInfo* t = kc::findTarget(target);
  REQUIRE(t);
  TaskDef task = loadTask(fixtureDir() + "/Double");
  EvalOptions o;
  o.tasksDir = fixtureDir();
  return evaluate(*t, task, config, source, "kernel.s", "", o);
}

std::string baselineSource(const char* target) {
  std::ifstream in(fixtureDir() + "/Double/" + target + "/baseline.s");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string replaced(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("eval: the coral baseline of the test task is correct on both configurations", "[eval]") {
  for (const char* config : {"C1", "C2"}) {
    EvalReport r = evalSource("coral", config, baselineSource("coral"));
    INFO(config << ": " << r.setupError << r.stopMessage);
    CHECK(r.assembled);
    CHECK(r.stop == "halted");
    CHECK(r.correct);
    CHECK(r.matched == r.elements);
    CHECK(r.baselineCycles == r.cycles);
    CHECK(r.speedup == Approx(1.0));
    CHECK(r.strayWrites.empty());
  }
}

TEST_CASE("eval: an off-by-one row loop fails and the missing last row is located", "[eval]") {
  std::string src = replaced(baselineSource("coral"), "mv t0, a2", "addi t0, a2, -1");
  EvalReport r = evalSource("coral", "C2", src);  // M = 8, N = 7
  CHECK_FALSE(r.correct);
  CHECK(r.stopOk);
  REQUIRE(r.outputs.size() == 1);
  CHECK(r.outputs[0].matched == 49);
  CHECK(r.outputs[0].badRows == 1);
  REQUIRE(r.badRows.size() == 1);
  CHECK(r.badRows[0].row == "y[7]");
  CHECK(r.badRows[0].bad == 7);
  CHECK(r.badRows[0].firstBadColumn == 0);
  CHECK(std::isnan(r.badRows[0].got));  // the poison the output started with
  CHECK(r.outputs[0].nonFinite == 7);
}

TEST_CASE("eval: an off-by-one hardware loop on plena misses exactly the last row", "[eval]") {
  std::string src = replaced(baselineSource("plena"), "M * N / VLEN", "M * N / VLEN - 1");
  EvalReport r = evalSource("plena", "C1", src);  // M = 4, N = 64
  CHECK_FALSE(r.correct);
  CHECK(r.stop == "end of code");
  REQUIRE(r.badRows.size() == 1);
  CHECK(r.badRows[0].row == "y[3]");
  CHECK(r.badRows[0].bad == 64);
  CHECK(r.outputs[0].badRows == 1);
}

TEST_CASE("eval: a kernel that spins stops at its budget and says where", "[eval]") {
  std::string src = ".text\n.globl kernel\nkernel:\n.Lspin:\n    j .Lspin\n";
  EvalReport r = evalSource("coral", "C1", src);
  CHECK_FALSE(r.correct);
  CHECK_FALSE(r.stopOk);
  CHECK((r.stop == "instruction budget" || r.stop == "cycle budget"));
  CHECK(r.stopSource == "kernel.s:5");
  CHECK(r.stopInstruction == "jal zero, 0");
  // The budget is the baseline's count times the target's factor, with a floor of a million.
  CHECK(r.instructions <= 1000001);
}

TEST_CASE("eval: a kernel that traps reports the faulting instruction and its line", "[eval]") {
  std::string src = ".text\n.globl kernel\nkernel:\n    lui t0, 0x80000\n    lw t1, 0(t0)\n    ret\n";
  EvalReport r = evalSource("coral", "C1", src);
  CHECK_FALSE(r.correct);
  CHECK(r.stop == "trap");
  CHECK(r.stopPc == 4);
  CHECK(r.stopSource == "kernel.s:5");
  CHECK(r.stopInstruction == "lw t1, 0(t0)");
  CHECK(r.stopMessage.find("2147483648") != std::string::npos);
}

TEST_CASE("eval: writing into an input or outside every tensor is reported with the range hit", "[eval]") {
  // Also store each doubled value back into x: the output is right, the input is clobbered.
  std::string src = replaced(baselineSource("coral"), "fsw ft0, 0(a1)", "fsw ft0, 0(a1)\n    fsw ft0, 0(a0)");
  EvalReport r = evalSource("coral", "C1", src);  // x: 15 floats at DTCM_BASE
  CHECK(r.matched == r.elements);
  CHECK_FALSE(r.correct);
  REQUIRE(r.strayWrites.size() == 1);
  CHECK(r.strayWrites[0].memory == "mem");
  CHECK(r.strayWrites[0].what == "input x");
  CHECK(r.strayWrites[0].from >= 65536);
  CHECK(r.strayWrites[0].to <= 65536 + 60);

  std::string wild = replaced(baselineSource("coral"), "ret", "li t2, 4096\n    sw a3, 0(t2)\n    ret");
  EvalReport w = evalSource("coral", "C1", wild);
  REQUIRE(w.strayWrites.size() == 1);
  CHECK(w.strayWrites[0].from == 4096);
  CHECK(w.strayWrites[0].to == 4097);  // N = 5 changes one byte
  CHECK(w.strayWrites[0].what == "no tensor");
}

TEST_CASE("eval: assembly errors are reported with their location and nothing runs", "[eval]") {
  EvalReport r = evalSource("coral", "C1", ".text\nkernel:\n    fadd.s ft0, ft0\n");
  CHECK_FALSE(r.assembled);
  CHECK_FALSE(r.ran);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics[0].rfind("kernel.s:3:", 0) == 0);
}

TEST_CASE("eval: a kernel too large for the space before the return stub is refused", "[eval]") {
  std::string src = ".text\n.globl kernel\nkernel:\n    .rept 2100\n    nop\n    .endr\n    ret\n";
  EvalReport r = evalSource("coral", "C1", src);
  CHECK(r.assembled);
  CHECK_FALSE(r.ran);
  CHECK(r.setupError == "kernel.s: the kernel's 8404 bytes of code run into the return address 8188 (the code memory "
                        "holds 8188 bytes of kernel)");
}

TEST_CASE("eval: one bad layout per diagnostic gives its exact location and message", "[eval]") {
  const fs::path dir = fs::path(KC_SOURCE_DIR) / "tests/layout_bad";
  const kc::TargetInfo* coral = kc::findTarget("coral");
  REQUIRE(coral);
  int checked = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    const fs::path work = fs::temp_directory_path() / ("kc_bad_layout_" + std::to_string(::getpid()));
    fs::remove_all(work);
    fs::copy(fixtureDir(), work, fs::copy_options::recursive);
    fs::copy_file(e.path(), work / "Double/coral/layout.yaml", fs::copy_options::overwrite_existing);
    TaskDef task = loadTask((work / "Double").string());
    std::string message;
    try {
      resolveLayout(*coral, task, task.config("coral", "C1"), work.string());
    } catch (const TaskFileError& err) {
      message = err.what();
    }
    INFO(e.path().filename().string());
    CHECK(message == (work / "Double/coral/layout.yaml").string() + ":" + expectedDiagnostic(e.path()));
    fs::remove_all(work);
    ++checked;
  }
  CHECK(checked >= 12);
}

TEST_CASE("eval: data a kernel preloads where an input lives is refused, not silently replaced", "[eval]") {
  EvalReport r = evalSource("plena", "C1", ".section vsram\n.skip 8\n.value 1.0\n.text\n" + baselineSource("plena"));
  CHECK(r.assembled);
  CHECK_FALSE(r.ran);
  CHECK(r.setupError == "kernel.s: the kernel's data at vsram[0..8] overlaps input x (vsram[0..255])");
}

TEST_CASE("eval: a kernel may write its own data and bss sections", "[eval]") {
  // The baseline, plus a counter kept in .data and a flag in .bss.
  std::string src = replaced(baselineSource("coral"), "ret",
                             "lui t2, %hi(calls)\n    sw a3, %lo(calls)(t2)\n    lui t2, %hi(flag)\n"
                             "    sw a2, %lo(flag)(t2)\n    ret\n    .data\ncalls: .word 0\n    .bss\nflag: .zero 4\n");
  EvalReport r = evalSource("coral", "C1", src);
  CHECK(r.strayWrites.empty());
  CHECK(r.correct);
}

namespace {

// Evaluates plena's baseline of the test task on C1 (M = 4, N = 64) under `layout`, the fixture's
// layout put back afterwards. Set-ups are kept per process, so they are forgotten on both sides.
EvalReport plenaBaselineUnder(const std::string& layout) {
  const fs::path file = fs::path(fixtureDir()) / "Double/plena/layout.yaml";
  const fs::path kept = file.string() + ".kept";
  fs::copy_file(file, kept, fs::copy_options::overwrite_existing);
  std::ofstream(file) << layout;
  clearTaskSetups();
  EvalReport r = evalSource("plena", "C1", baselineSource("plena"));
  fs::rename(kept, file);
  clearTaskSetups();
  return r;
}

} // namespace

TEST_CASE("eval: a tiled tensor stores its elements tile by tile, tiles row-major", "[eval]") {
  TaskDef task = loadTask(fixtureDir() + "/Double");
  PlacedTensor t;
  t.def = &task.tensors[0];
  t.shape = {2, 4, 64};
  t.tileRows = 2;
  t.tileCols = 32;
  CHECK(t.storageIndex(0) == 0);
  CHECK(t.storageIndex(1) == 1);
  CHECK(t.storageIndex(32) == 64);             // [0, 32]: the second tile's first element
  CHECK(t.storageIndex(64) == 32);             // [1, 0]: the first tile's second row
  CHECK(t.storageIndex(2 * 64 + 33) == 193);   // [2, 33]: tile 3, row 0, column 1
  CHECK(t.storageIndex(256 + 64) == 256 + 32); // the second matrix, tiled alike
  t.tileRows = 0;
  CHECK(t.storageIndex(64) == 64);
}

TEST_CASE("eval: tiled inputs and outputs reach the kernel tile by tile", "[eval]") {
  // y = 2x element by element is right whatever the order, as long as x and y share it.
  EvalReport same = plenaBaselineUnder(
      "tensors:\n  x: {memory: vsram, address: 0, format: bf16, tile: [2, 32]}\n"
      "  y: {memory: vsram, format: bf16, tile: [2, 32]}\n");
  CHECK(same.correct);
  // Only y tiled: rows 0 and 2 get the second half of the tiles' first rows, rows 1 and 3 the first
  // half of their second rows, so every row but its matching quarters is wrong.
  EvalReport mixed = plenaBaselineUnder(
      "tensors:\n  x: {memory: vsram, address: 0, format: bf16}\n  y: {memory: vsram, format: bf16, tile: [2, 32]}\n");
  CHECK_FALSE(mixed.correct);
  REQUIRE(mixed.badRows.size() == 4);
  CHECK(mixed.badRows[0].row == "y[0]");
  CHECK(mixed.badRows[0].firstBadColumn == 32);
  CHECK(mixed.badRows[1].firstBadColumn == 0);
}

TEST_CASE("eval: the brief says which tensors are tiled and how a tile is stored", "[eval]") {
  const fs::path file = fs::path(fixtureDir()) / "Double/plena/layout.yaml";
  const fs::path kept = file.string() + ".kept";
  fs::copy_file(file, kept, fs::copy_options::overwrite_existing);
  std::ofstream(file) << "tensors:\n  x: {memory: vsram, address: 0, format: bf16, tile: [2, 32]}\n"
                         "  y: {memory: vsram, format: bf16}\n";
  TaskDef task = loadTask(fixtureDir() + "/Double");
  const std::string brief = taskBrief(*kc::findTarget("plena"), task, "C1", fixtureDir());
  fs::rename(kept, file);
  CHECK(brief.find("| x | input (read only) | [M, N] = [4, 64] | vsram | 0 | bf16, tiles 2x32 |") != std::string::npos);
  CHECK(brief.find("| y | output | [M, N] = [4, 64] | vsram | 256 | bf16 |") != std::string::npos);
  CHECK(brief.find("Tiled tensors (\"tiles RxC\") are not row-major: they store their last two dimensions tile by "
                   "tile") != std::string::npos);
  CHECK(brief.find("Element [r, c] of a matrix with `cols` columns is element (r / R * (cols / C) + c / C) * R * C + "
                   "r % R * C + c % C from the matrix's start.") != std::string::npos);
}
