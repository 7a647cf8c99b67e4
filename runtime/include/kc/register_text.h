// Register values as people read them: integers by their type's signedness, floats by value,
// a vector register as its lanes.
#pragma once

#include <cstdint>
#include <string>

#include "kc/machine.h"

namespace kc {

bool isSignedType(const std::string& elemType);
// The value's low bits of `elemType`'s width, sign-extended when the type is signed.
int64_t signedRegister(const RegValue& v, const std::string& elemType);
std::string regValueText(const RegValue& v, const std::string& elemType);
// Register `index` of `file`: its value, or its lanes as "[1, -2, 3, 4]".
std::string registerText(const Machine& m, int file, int index);
// Whether every lane of the register is zero.
bool registerIsZero(const Machine& m, int file, int index);

} // namespace kc
