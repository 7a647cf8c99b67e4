// Hostile assembly: every input that would exhaust memory, time or the stack ends with a located
// error naming the limit it reached (kc/limits.h), checked as the user sees it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>

#include "fake_target.h"
#include "kc/assembler.h"
#include "kc/limits.h"

namespace {

kc::AsmOptions options() {
  kc::AsmOptions opt;
  opt.fileName = "t.s";
  opt.readFile = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };
  return opt;
}

kc::AsmResult assembleFake(const std::string& src, const kc::AsmOptions& opt = options()) {
  return kc::assemble(fakeTarget(), src, opt);
}

// The formatted diagnostics of a source that must fail.
std::string errorsOf(const std::string& src, const kc::AsmOptions& opt = options()) {
  kc::AsmResult r = assembleFake(src, opt);
  CHECK_FALSE(r.program.has_value());
  CHECK(kc::hasErrors(r.diagnostics));
  return kc::format(r.diagnostics);
}

// The only diagnostic of a source that must fail, for messages whose source line is too long to
// spell out in a test.
kc::Diagnostic onlyError(const std::string& src, const kc::AsmOptions& opt = options()) {
  kc::AsmResult r = assembleFake(src, opt);
  CHECK_FALSE(r.program.has_value());
  REQUIRE(r.diagnostics.size() == 1);
  return r.diagnostics[0];
}

std::string repeat(const std::string& s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out += s;
  return out;
}

// A fresh folder under the system's temporary folder, removed at the end of the test.
struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name) : path(std::filesystem::temp_directory_path() / name) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path / name, std::ios::binary) << text;
    return (path / name).string();
  }
};

} // namespace

TEST_CASE("limits: a huge .rept is refused before it is expanded") {
  CHECK(errorsOf("  .rept 100000000\n  HALT\n  .endr\n") ==
        "t.s:1:3: error: '.rept' count 100000000 of a 1-line body goes past the limit of 500000 lines after macro "
        "and repeat expansion\n"
        "  .rept 100000000\n"
        "  ^\n");
  // Nested: the inner count is small, the product is not; the inner .rept that no longer fits
  // is named with what the outer ones used.
  CHECK(errorsOf("  .rept 1000\n  .rept 1000\n  HALT\n  .endr\n  .endr\n") ==
        "t.s:2:3: error: '.rept' count 1000 of a 1-line body goes past the limit of 500000 lines after macro and "
        "repeat expansion\n"
        "  .rept 1000\n"
        "  ^\n"
        "hint: 499501 lines are already used\n");
}

TEST_CASE("limits: .irp over a huge list is refused before it is expanded") {
  std::string values;
  for (int i = 0; i <= 500000; ++i) values += "," + std::to_string(i % 10);
  kc::Diagnostic d = onlyError("  .irp x" + values + "\n  HALT\n  .endr\n");
  CHECK(d.line == 1);
  CHECK(d.col == 3);
  CHECK(d.message ==
        "'.irp' over 500001 values of a 1-line body goes past the limit of 500000 lines after macro and repeat "
        "expansion");
}

TEST_CASE("limits: lines after expansion are counted, whatever produces them") {
  // Blank lines count: the limit bounds time as well as memory.
  CHECK(errorsOf(repeat("\n", 500000) + "  HALT\n") ==
        "t.s:500001:3: error: more than 500000 lines after macro and repeat expansion\n"
        "  HALT\n"
        "  ^\n"
        "hint: the assembler's limit on the lines of one assembly\n");
  // Lines skipped by a false .if count too.
  CHECK(errorsOf("  .rept 400000\n  .if 0\n  .endif\n  .endr\n") ==
        "t.s:1:3: error: '.rept' count 400000 of a 2-line body goes past the limit of 500000 lines after macro and "
        "repeat expansion\n"
        "  .rept 400000\n"
        "  ^\n");
}

TEST_CASE("limits: a macro that calls itself stops at the nesting limit") {
  CHECK(errorsOf(".macro boom\n  boom\n  boom\n.endm\n  boom\n") ==
        "t.s:2:3: error: macro 'boom' is nested more than 100 deep\n"
        "  boom\n"
        "  ^\n"
        "hint: is it recursive without an end?; in macro 'boom' used at t.s:2\n");
}

TEST_CASE("limits: macros doubling at every level stop at the expansion limit") {
  std::string src = ".macro m0\n  HALT\n.endm\n";
  for (int i = 1; i <= 20; ++i)
    src += ".macro m" + std::to_string(i) + "\n  m" + std::to_string(i - 1) + "\n  m" + std::to_string(i - 1) + "\n.endm\n";
  src += "  m20\n";
  CHECK(errorsOf(src) ==
        "t.s:10:3: error: macro 'm1' would be expansion number 100001, past the limit of 100000 macro expansions\n"
        "  m1\n"
        "  ^\n"
        "hint: does a macro call itself more than once?; in macro 'm2' used at t.s:13\n");
}

TEST_CASE("limits: an argument pasted into itself stops at the line length limit") {
  kc::Diagnostic d = onlyError(".macro g a\n  g \\a\\a\n.endm\n  g xy\n");
  CHECK(d.line == 2);
  CHECK(d.col == 3);
  CHECK(d.message == "macro 'g' expands a line to more than 65536 bytes");
  CHECK(d.hint ==
        "the limit on one line after substitution; do its arguments grow at every level?; in macro 'g' used at t.s:2");
}

TEST_CASE("limits: text produced by substitution is limited in total") {
  // Each call pastes a 60,000-byte argument into a line (skipped by .if 0, but produced all the same).
  const std::string src = ".macro m a\n.if 0\n  \\a\n.endif\n.endm\n  .rept 1200\n  m " + repeat("x", 60000) + "\n  .endr\n";
  kc::Diagnostic d = onlyError(src);
  CHECK(d.line == 7);
  CHECK(d.col == 3);
  CHECK(d.message == "macro 'm' takes the text produced by expansion past 67108864 bytes (64 MiB)");
  CHECK(d.hint == "the limit on the text that macros and '.irp' may produce in one assembly");
}

TEST_CASE("limits: section sizes are checked before anything is allocated") {
  CHECK(errorsOf("  HALT\n  .space 100000000\n") ==
        "t.s:2:3: error: this line adds 100000000 bytes to the program, past the limit of 67108864 bytes (64 MiB) "
        "for all sections together\n"
        "  .space 100000000\n"
        "  ^\n"
        "hint: 4 bytes are already used\n");
  // With a fill value the bytes are written one unit at a time: checked once, for all of them.
  CHECK(errorsOf("  .space 70000000, 1\n") ==
        "t.s:1:3: error: this line adds 70000000 bytes to the program, past the limit of 67108864 bytes (64 MiB) for "
        "all sections together\n"
        "  .space 70000000, 1\n"
        "  ^\n");
  CHECK(errorsOf("  HALT\n  .balign 4611686018427387904\n") ==
        "t.s:2:3: error: this line adds 4611686018427387900 bytes to the program, past the limit of 67108864 bytes "
        "(64 MiB) for all sections together\n"
        "  .balign 4611686018427387904\n"
        "  ^\n"
        "hint: 4 bytes are already used\n");
  CHECK(errorsOf("  HALT\n  .p2align 30, 7\n") ==
        "t.s:2:3: error: this line adds 1073741820 bytes to the program, past the limit of 67108864 bytes (64 MiB) "
        "for all sections together\n"
        "  .p2align 30, 7\n"
        "  ^\n"
        "hint: 4 bytes are already used\n");
  CHECK(errorsOf("  .comm buf, 100000000000, 8\n") ==
        "t.s:1:3: error: this line adds 100000000000 bytes to the program, past the limit of 67108864 bytes (64 MiB) "
        "for all sections together\n"
        "  .comm buf, 100000000000, 8\n"
        "  ^\n");
  // A size known only in the second pass, which is the one that allocates.
  CHECK(errorsOf("  .comm buf, big, 8\n  .equ big, 1 << 40\n") ==
        "t.s:1:3: error: this line adds 1099511627776 bytes to the program, past the limit of 67108864 bytes (64 "
        "MiB) for all sections together\n"
        "  .comm buf, big, 8\n"
        "  ^\n");
  // Many small pieces add up to the same limit.
  CHECK(errorsOf("  .rept 3\n  .space 30000000\n  .endr\n") ==
        "t.s:2:3: error: this line adds 30000000 bytes to the program, past the limit of 67108864 bytes (64 MiB) for "
        "all sections together\n"
        "  .space 30000000\n"
        "  ^\n"
        "hint: 60000000 bytes are already used\n");
}

TEST_CASE("limits: expressions nested too deep are refused, not recursed into") {
  const std::string prefix = "  ADDI r1, r1, ";
  CHECK(assembleFake(prefix + repeat("(", 256) + "1" + repeat(")", 256) + "\n").program.has_value());
  kc::Diagnostic parens = onlyError(prefix + repeat("(", 5000) + "1" + repeat(")", 5000) + "\n");
  CHECK(parens.line == 1);
  CHECK(parens.col == static_cast<int>(prefix.size()) + 256 + 1);
  CHECK(parens.message == "expression nested more than 256 deep");
  CHECK(parens.hint == "the limit on parentheses and unary operators inside one another");
  kc::Diagnostic unary = onlyError(prefix + repeat("-~", 50000) + "1\n");
  CHECK(unary.col == static_cast<int>(prefix.size()) + 256 + 1);
  CHECK(unary.message == "expression nested more than 256 deep");
  CHECK(errorsOf("  .equ x, " + repeat("!", 300) + "0\n") ==
        "t.s:1:267: error: expression nested more than 256 deep\n"
        "  .equ x, " + repeat("!", 300) + "0\n" + repeat(" ", 266) + "^\n"
        "hint: the limit on parentheses and unary operators inside one another\n");
}

TEST_CASE("limits: a file full of errors lists the first 1000 and counts the rest") {
  kc::AsmResult r = assembleFake(repeat("  ADDD r1, r2, r3\n", 1500));
  REQUIRE(r.diagnostics.size() == kc::limits::kMaxDiagnostics + 1);
  CHECK(kc::format(r.diagnostics[0]) ==
        "t.s:1:3: error: unknown instruction 'ADDD'\n"
        "  ADDD r1, r2, r3\n"
        "  ^\n"
        "hint: did you mean 'ADDI'?\n");
  // The same word keeps its hint (found once) to the last listed error.
  CHECK(kc::format(r.diagnostics[999]) ==
        "t.s:1000:3: error: unknown instruction 'ADDD'\n"
        "  ADDD r1, r2, r3\n"
        "  ^\n"
        "hint: did you mean 'ADDI'?\n");
  CHECK(kc::format(r.diagnostics[1000]) ==
        "t.s: error: 500 more errors not shown (the assembler lists at most 1000)\n");
}

TEST_CASE("limits: include depth") {
  kc::AsmOptions opt = options();
  // A file including a fresh copy of itself forever: different paths, so only the depth stops it.
  opt.readFile = [](const std::string& p) -> std::optional<std::string> {
    return ".include \"d/" + std::to_string(p.size()) + ".s\"\n";
  };
  kc::AsmResult r = assembleFake(".include \"d/0.s\"\n", opt);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].message == "'.include' nested more than 32 deep");
  CHECK(r.diagnostics[0].line == 1);
  CHECK(r.diagnostics[0].col == 1);
}

TEST_CASE("limits: include of a device, a directory or a binary file") {
  kc::AsmOptions opt = options();
  opt.readFile = nullptr;  // the file system
  CHECK(errorsOf("  .include \"/dev/zero\"\n", opt) ==
        "t.s:1:12: error: include file '/dev/zero' is not a regular file\n"
        "  .include \"/dev/zero\"\n"
        "           ^\n"
        "hint: only regular files can be included\n");
  TempDir dir("kc_asm_limits_binary");
  const std::string bin = dir.write("blob.s", std::string("  HALT\n\x7f" "ELF\x01\x01", 12));
  CHECK(errorsOf(".include \"" + bin + "\"\n", opt) ==
        "t.s:1:10: error: include file '" + bin + "' is not a text file (byte 0x7f at offset 7)\n"
        ".include \"" + bin + "\"\n"
        "         ^\n"
        "hint: only assembly source can be included\n");
  CHECK(errorsOf(".include \"" + dir.path.string() + "\"\n", opt) ==
        "t.s:1:10: error: include file '" + dir.path.string() + "' is not a regular file\n"
        ".include \"" + dir.path.string() + "\"\n"
        "         ^\n"
        "hint: only regular files can be included\n");
  const std::string big = dir.write("big.s", repeat("; " + repeat("x", 1022) + "\n", 8 * 1024 + 1));
  CHECK(errorsOf(".include \"" + big + "\"\n", opt) ==
        "t.s:1:10: error: include file '" + big + "' is larger than 8388608 bytes (8 MiB)\n"
        ".include \"" + big + "\"\n"
        "         ^\n"
        "hint: the limit on one included file\n");
}

TEST_CASE("limits: included bytes are limited per file and in total") {
  kc::AsmOptions opt = options();
  const std::string fiveMiB = "; " + repeat("x", (5 << 20) - 3) + "\n";
  opt.readFile = [&](const std::string&) -> std::optional<std::string> { return fiveMiB; };
  CHECK(errorsOf("  .rept 7\n  .include \"x.s\"\n  .endr\n", opt) ==
        "t.s:2:12: error: included files total more than 33554432 bytes (32 MiB)\n"
        "  .include \"x.s\"\n"
        "           ^\n"
        "hint: the limit on what one assembly may include\n");
  const std::string tooBig(kc::limits::kMaxIncludeFileBytes + 1, '\n');
  opt.readFile = [&](const std::string&) -> std::optional<std::string> { return tooBig; };
  CHECK(errorsOf("  .include \"x.s\"\n", opt) ==
        "t.s:1:12: error: include file 'x.s' is larger than 8388608 bytes (8 MiB)\n"
        "  .include \"x.s\"\n"
        "           ^\n"
        "hint: the limit on one included file\n");
}

TEST_CASE("limits: include roots keep .include inside the allowed folders, links resolved") {
  namespace fs = std::filesystem;
  TempDir dir("kc_asm_limits_roots");
  fs::create_directories(dir.path / "root" / "inc");
  dir.write("root/inc/ok.inc", "  HALT\n");
  const std::string secret = dir.write("secret.s", "root:x:0:0:root:/root:/bin/bash\n");
  fs::create_symlink(secret, dir.path / "root" / "inc" / "link.inc");
  kc::AsmOptions opt = options();
  opt.readFile = nullptr;
  opt.fileName = (dir.path / "root" / "main.s").string();
  const std::string root = (dir.path / "root").string();
  opt.includeRoots = {root};

  CHECK(assembleFake(".include \"inc/ok.inc\"\n", opt).program.has_value());
  const std::string viaDots = (dir.path / "secret.s").string();
  CHECK(errorsOf(".include \"../secret.s\"\n", opt) ==
        opt.fileName + ":1:10: error: include file '" + viaDots + "' is outside the allowed include roots\n"
        ".include \"../secret.s\"\n"
        "         ^\n"
        "hint: allowed: " + root + "\n");
  const std::string link = (dir.path / "root" / "inc" / "link.inc").string();
  CHECK(errorsOf(".include \"inc/link.inc\"\n", opt) ==
        opt.fileName + ":1:10: error: include file '" + link + "' is outside the allowed include roots\n"
        ".include \"inc/link.inc\"\n"
        "         ^\n"
        "hint: allowed: " + root + "\n");
  // Nothing outside the roots is opened, so nothing of it is shown.
  const std::string passwd = errorsOf(".include \"/etc/passwd\"\n", opt);
  CHECK(passwd ==
        opt.fileName + ":1:10: error: include file '/etc/passwd' is outside the allowed include roots\n"
        ".include \"/etc/passwd\"\n"
        "         ^\n"
        "hint: allowed: " + root + "\n");
  // A sibling folder whose name starts like the root's is not inside it.
  fs::create_directories(dir.path / "rootx");
  dir.write("rootx/a.s", "  HALT\n");
  CHECK(errorsOf(".include \"" + (dir.path / "rootx" / "a.s").string() + "\"\n", opt).find(
            "is outside the allowed include roots") != std::string::npos);
  // An include folder outside the roots is searched only within them.
  opt.includeDirs = {(dir.path / "rootx").string()};
  CHECK(errorsOf(".include \"a.s\"\n", opt).find("include file '" + (dir.path / "rootx" / "a.s").string() +
                                                 "' is outside the allowed include roots") != std::string::npos);
}
