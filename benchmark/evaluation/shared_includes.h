// The targets' shared kernel includes (tasks/targets/*.inc), read once per process: a baseline,
// and a kernel written like one, includes them on every evaluation, and reading a file whose path
// must first be resolved link by link costs more than assembling a small kernel.
#pragma once

#include <memory>
#include <string>

namespace kc::bench {

// The text of the file at `path` when it lies within `sharedDir` (links resolved) and is a
// regular file the assembler would read; null otherwise, and then the assembler reads (or
// refuses) it as usual. Safe from any thread.
std::shared_ptr<const std::string> sharedInclude(const std::string& sharedDir, const std::string& path);

} // namespace kc::bench
