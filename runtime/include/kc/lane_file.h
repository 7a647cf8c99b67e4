// The registers of a vector register file (one with Length): `count` registers of `lanes`
// elements each, lane-major per register. Lanes may depend on parameters, so the storage is
// sized when the machine resets.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/machine.h"

namespace kc::sim {

template <class T>
struct LaneFile {
  std::vector<T> data;
  int64_t count = 0;
  int64_t lanes = 1;

  void reset(int64_t registers, int64_t lanesPerRegister) {
    count = registers;
    lanes = lanesPerRegister;
    data.assign(static_cast<size_t>(registers * lanesPerRegister), T{});
  }
  T& at(int64_t reg, int64_t lane) { return data[static_cast<size_t>(reg * lanes + lane)]; }
  const T& at(int64_t reg, int64_t lane) const { return data[static_cast<size_t>(reg * lanes + lane)]; }
};

// rf[reg][lane] with both indices checked: semantics compute them, so either may be out of range.
template <class T>
inline T& laneAt(const Machine& m, LaneFile<T>& f, int64_t reg, int64_t lane, const char* name) {
  if (reg < 0 || reg >= f.count)
    m.fail(std::string("register index ") + std::to_string(reg) + " is outside '" + name + "'");
  if (lane < 0 || lane >= f.lanes)
    m.fail(std::string("lane ") + std::to_string(lane) + " is outside the registers of '" + name + "' (lanes 0.." +
           std::to_string(f.lanes - 1) + ")");
  return f.at(reg, lane);
}

} // namespace kc::sim
