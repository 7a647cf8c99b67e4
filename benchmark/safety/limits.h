// The limits that keep what comes from outside the benchmark (a model's replies, an MCP client's
// messages, trajectories, results files) from exhausting the stack, memory or time. Each ends the
// work it guards with a message that names it and its value; the README's Reliability section
// lists what a user sees at each. The assembler's and simulator's limits are in kc/limits.h.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kc::limits {

// Arrays and objects inside one another in any JSON read from outside. Copying and printing a
// JSON value recurse once per level; 150,000 levels overflow the stack. No message of the
// protocols and no trajectory event nests deeper than about ten.
constexpr int kMaxJsonDepth = 64;

// One reply body from a model server: far above any completion (a kernel of 1 MiB written twice,
// as text and as escaped arguments), far below what would strain memory.
constexpr size_t kMaxReplyBytes = 16u << 20;
// Tool calls in one model reply. Models call a few tools at once; a reply with more is not acted
// on, and counts as a reply with nothing to act on.
constexpr size_t kMaxToolCallsPerReply = 32;

// One kernel version (write_kernel, or edit_kernel's result), and all versions of one session
// together: the largest baseline is under 100 KiB, a flat kernel of 20,000 lines under 1 MiB.
constexpr size_t kMaxKernelVersionBytes = 2u << 20;
constexpr uint64_t kMaxSessionVersionBytes = 64ull << 20;

// A grep_docs pattern. RE2 matches in linear time whatever the pattern; the cap bounds the
// compiled program and the memory RE2 may use for it.
constexpr size_t kMaxSearchPatternChars = 1000;
constexpr int64_t kMaxSearchProgramBytes = 8 << 20;

// A trajectory file, as replay and run recovery read it (event by event). A run stops taking
// steps when its trajectory comes within kTrajectoryStepReserve of this, so what it writes can
// always be read back.
constexpr uint64_t kMaxTrajectoryBytes = 256ull << 20;
constexpr uint64_t kTrajectoryStepReserve = 4 * uint64_t(kMaxReplyBytes);

// What `report` reads from a results file: steps per run (the by-step plot has a point per
// step), evaluation rows, and characters of any text column.
constexpr int kMaxReportSteps = 1000;
constexpr size_t kMaxReportRows = 200'000;
constexpr size_t kMaxReportTextChars = 200;

// One MCP manual resource: a section longer than this is served as its opening and the list of
// its parts, each a resource of its own.
constexpr size_t kMaxResourceChars = 64u << 10;

// A wait a server asks for (Retry-After) is honoured up to this, and never past the run's
// wall-clock budget.
constexpr int kMaxRetryAfterSeconds = 300;

} // namespace kc::limits
