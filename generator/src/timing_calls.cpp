#include "timing_calls.h"

#include <algorithm>

namespace hwgen {
namespace {

void collect(const Expr& e, const char* field, std::vector<TimingCall>& out) {
  if (e.kind == Expr::Call && e.ref.kind == NameRef::Function &&
      std::none_of(out.begin(), out.end(), [&](const TimingCall& c) { return c.function == e.ref.index; }))
    out.push_back({e.ref.index, field});
  for (const auto& a : e.args)
    if (a) collect(*a, field, out);
}

} // namespace

std::vector<TimingCall> timingCalls(const InstrM& in) {
  std::vector<TimingCall> out;
  for (const auto& [ce, field] : {std::pair<const CodeExpr*, const char*>{&in.uops, "Uops"}, {&in.latency, "Latency"},
                                  {&in.interval, "Interval"}})
    if (ce->ast) collect(*ce->ast, field, out);
  return out;
}

} // namespace hwgen
