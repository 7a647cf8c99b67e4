// The limits that keep hostile input from exhausting memory or time. Kernels are written by
// models rewarded for passing, so every input is assumed hostile: each limit below ends the work
// with a located message that names the limit and its value, before anything is allocated.
//
// The values sit far above what real kernels need (the largest baseline expands to about 3,300
// statements; clang-compiled Coral programs stay below 10,000 lines) and low enough that reaching
// several of them at once stays within a 512 MiB address space and a few seconds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kc::limits {

// --- assembler ---

// Lines handed on by the preprocessor (source lines plus every line produced by .macro, .rept
// and .irp expansion). A line costs about 130 bytes through both passes: 500,000 one-instruction
// lines assemble in 64 MiB and under a second.
constexpr uint64_t kMaxAsmLines = 500'000;
// Macro calls inside macro calls: recursion without an end stops here, long before the stack
// of expansion frames matters.
constexpr int kMaxMacroDepth = 100;
// Macro calls in one assembly: a macro calling itself twice doubles the work per level.
constexpr uint64_t kMaxMacroExpansions = 100'000;
// One line after macro or .irp substitution: arguments pasted into themselves double per level.
constexpr size_t kMaxExpandedLineBytes = 64 * 1024;
// All text produced by substitution in one assembly.
constexpr uint64_t kMaxExpandedBytes = 64ull << 20;
// .include inside .include.
constexpr int kMaxIncludeDepth = 32;
// One included file, and all included files together (a file included over and over is read
// again each time).
constexpr uint64_t kMaxIncludeFileBytes = 8ull << 20;
constexpr uint64_t kMaxIncludeTotalBytes = 32ull << 20;
// A file named on the command line or found by a sweep (a kernel, a program image, memory
// contents, standard input): the largest memory image, with room for text around it.
constexpr uint64_t kMaxInputFileBytes = 64ull << 20;
// Bytes of all sections together (.space, .comm, .align, data). The largest memory of any target
// (PLENA's HBM images, Coral's DTCM) is far smaller.
constexpr uint64_t kMaxImageBytes = 64ull << 20;
// Parentheses and unary operators inside one another in an expression; each level is a
// recursive call of the parser.
constexpr int kMaxExprDepth = 256;
// Errors listed for one assembly; the rest are counted in a final line. Enough for any honest
// file, and it keeps a file of a million bad lines from printing (and computing hints for) all.
constexpr size_t kMaxDiagnostics = 1000;

// --- simulator ---

// Exposed-pipeline hazards recorded per run (`sim --hazards`); the rest are counted only.
constexpr size_t kMaxHazards = 1000;

// Bytes a program may write through write ecalls / host writes; the rest is counted as dropped.
constexpr uint64_t kMaxProgramOutputBytes = 64 * 1024;
// How often (in instructions) the run loop looks at the clock when a wall-clock limit is set:
// about a millisecond of simulation, so the check costs nothing measurable.
constexpr uint64_t kWallClockCheckInstructions = 64 * 1024;

// "67108864 bytes (64 MiB)": a byte limit as messages name it, exact and readable.
inline std::string bytesText(uint64_t bytes) {
  std::string s = std::to_string(bytes) + " bytes";
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) s += " (" + std::to_string(bytes >> 20) + " MiB)";
  else if (bytes >= 1024 && bytes % 1024 == 0) s += " (" + std::to_string(bytes >> 10) + " KiB)";
  return s;
}

} // namespace kc::limits
