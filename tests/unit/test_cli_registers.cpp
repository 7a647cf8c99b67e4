// `sim --regs` prints each register by its file's type: signed integers sign-extended from their
// width, unsigned ones masked to it, floats as floats; text and JSON agree.
#include <catch2/catch.hpp>

#include "cli/sim_report.h"

TEST_CASE("registers: printed by their type's signedness", "[cli]") {
  const kc::RegValue minusTwo{false, 0, 0xFFFFFFFFFFFFFFFEull};  // -2, as a machine may hold it
  const kc::RegValue low32{false, 0, 0xFFFFFFFEull};             // the same 32 bits, zero-extended
  CHECK(kcli::regValueText(minusTwo, "i32") == "-2");
  CHECK(kcli::regValueText(low32, "i32") == "-2");
  CHECK(kcli::regValueText(minusTwo, "u32") == "4294967294");
  CHECK(kcli::regValueText(low32, "i16") == "-2");
  CHECK(kcli::regValueText(low32, "u16") == "65534");
  CHECK(kcli::regValueText(minusTwo, "i64") == "-2");
  CHECK(kcli::regValueText(minusTwo, "u64") == "18446744073709551614");
  CHECK(kcli::regValueText({false, 0, 7}, "i32") == "7");
  CHECK(kcli::regValueText({true, -1.5, 0}, "f32") == "-1.5");
  CHECK(kcli::signedRegister(low32, "i32") == -2);
}
