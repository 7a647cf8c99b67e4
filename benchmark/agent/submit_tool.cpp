// Ending the session with a chosen version. Its score on hidden inputs is computed afterwards by
// the caller and never shown here.
#include "agent/tool_args.h"
#include "agent/tool_registry.h"

namespace kc::agent {

namespace {

ToolResult submit(const nlohmann::json& args, AgentSession& s) {
  std::string error;
  const int v = s.resolveVersion(optionalInt(args, "version"), error);
  if (!v) return toolError(error);
  s.submit(v);
  return toolOk("Submitted " + AgentSession::versionName(v) +
                ". The session has ended; the kernel will be scored on inputs it has not seen.\n");
}

} // namespace

void addSubmitTool(ToolRegistry& r) {
  r.add({"submit",
         "Submit a kernel version (default: the latest) as your final answer. This ends the session: no tool runs "
         "after it. The kernel is then scored on hidden inputs, so it must be correct for any input, not only the "
         "visible one.",
         objectSchema({{"version", versionProperty()}}), submit, true});
}

} // namespace kc::agent
