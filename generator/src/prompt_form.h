// The manual's prompt form: what a model writing kernels needs in its system prompt, a small
// part of the full manual's size. The machine, the timing model in brief, the kernel ABI, the
// assembly syntax, the description's own sections, and one line per instruction or family of
// variants; the full entries stay one read_docs call away.
#pragma once

#include <string>

#include "model.h"

namespace hwgen {

// The marker kc::manualPrompt replaces with the assembly syntax every target shares.
constexpr const char* kAssemblySyntaxMarker = "<!-- kc:assembly-syntax -->";

std::string promptMarkdown(const TargetModel& m);

} // namespace hwgen
