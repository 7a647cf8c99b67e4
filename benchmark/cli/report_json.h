// The machine-readable `sim --json` report.
#pragma once

#include <nlohmann/json.hpp>

#include "cli/sim_report.h"

namespace kcli {

// {"target","stop":{reason,message,pc,instruction,file,line},"cycles","instructions",
//  "units":{name:busy},"opcodes":{mnemonic:count},"memory":{name:{read_bytes,write_bytes}},
//  "params":{...}[,"registers":{file:{reg:value}}]}. Opcodes that never ran are left out.
nlohmann::ordered_json reportJson(const SimReport& report);

} // namespace kcli
