#include "cli/report_json.h"

#include "kc/run_stats.h"

#include <cmath>

namespace kcli {

namespace {

// JSON has no NaN or infinities; spell them as strings rather than lose them to null.
nlohmann::ordered_json regJson(const kc::RegValue& v, const std::string& elemType) {
  if (!v.isFloat) {
    const int64_t s = kcli::signedRegister(v, elemType);
    if (kcli::isSignedType(elemType)) return s;
    return static_cast<uint64_t>(s);
  }
  if (std::isnan(v.f)) return "nan";
  if (std::isinf(v.f)) return v.f > 0 ? "inf" : "-inf";
  return v.f;
}

} // namespace

nlohmann::ordered_json reportJson(const SimReport& rep) {
  const kc::TargetInfo& t = *rep.target;
  const kc::RunResult& r = rep.result;
  const kc::Stats& s = r.stats;
  nlohmann::ordered_json j;
  j["target"] = t.name;
  j["stop"] = {{"reason", kc::toString(r.reason)}, {"message", r.message},   {"pc", r.pc},
               {"instruction", r.instruction},     {"file", r.sourceFile},   {"line", r.sourceLine}};
  if (r.reason == kc::StopReason::Exited) j["stop"]["exit_code"] = r.exitCode;
  if (rep.capturedOutput) j["program_output"] = rep.programOutput;
  j["cycles"] = s.cycles;
  j["instructions"] = s.instructions;
  j["slot_nops"] = kc::slotNops(t, s);  // of the instructions, the no-ops filling empty slots
  j["timing"] = rep.timing;

  nlohmann::ordered_json units = nlohmann::ordered_json::object();
  for (uint16_t u = 0; u < t.numUnits && u < s.unitBusy.size(); ++u) units[t.units[u].name] = s.unitBusy[u];
  j["units"] = units;

  nlohmann::ordered_json opcodes = nlohmann::ordered_json::object();
  for (uint16_t i = 0; i < t.numInstrs && i < s.opcodeCounts.size(); ++i)
    if (s.opcodeCounts[i]) opcodes[kc::opcodeName(t, i)] = s.opcodeCounts[i];
  j["opcodes"] = opcodes;

  nlohmann::ordered_json memory = nlohmann::ordered_json::object();
  for (uint16_t m = 0; m < t.numMemories; ++m)
    memory[t.memories[m].name] = {{"read_bytes", m < s.bytesRead.size() ? s.bytesRead[m] : 0},
                                  {"write_bytes", m < s.bytesWritten.size() ? s.bytesWritten[m] : 0}};
  j["memory"] = memory;

  nlohmann::ordered_json params = nlohmann::ordered_json::object();
  for (uint16_t p = 0; p < t.numParams && p < rep.params.size(); ++p) params[t.params[p].name] = rep.params[p];
  j["params"] = params;

  if (!rep.registers.empty()) {
    nlohmann::ordered_json regs = nlohmann::ordered_json::object();
    for (const RegisterFileValues& f : rep.registers) {
      nlohmann::ordered_json file = nlohmann::ordered_json::object();
      for (size_t r = 0; r < f.values.size(); ++r) {
        if (f.lanes.empty()) {
          file[f.values[r].first] = regJson(f.values[r].second, f.elemType);
          continue;
        }
        nlohmann::ordered_json lanes = nlohmann::ordered_json::array();
        for (const kc::RegValue& v : f.lanes[r]) lanes.push_back(regJson(v, f.elemType));
        file[f.values[r].first] = lanes;
      }
      regs[f.name] = file;
    }
    j["registers"] = regs;
  }
  return j;
}

} // namespace kcli
