// M: integer multiply and divide. Division by zero and overflow do not trap: they give the
// results the ISA defines (all ones, or the dividend; INT_MIN / -1 = INT_MIN, remainder 0).

class MulDiv<bits<3> f3, string mn, string expr, string summary, Unit unit, string lat, string interval = "1">
    : RType<0b0000001, f3, mn, expr, summary, "M", unit, lat> {
  let Interval = interval;
}

def MUL : MulDiv<0b000, "mul", "x[rs1] * x[rs2]", "Multiply, low 32 bits", Mlu, LatMul>;
def MULH : MulDiv<0b001, "mulh", "u32((i64(i32(x[rs1])) * i64(i32(x[rs2]))) >> 32)",
                  "Multiply signed by signed, high 32 bits", Mlu, LatMul>;
def MULHSU : MulDiv<0b010, "mulhsu", "u32((i64(i32(x[rs1])) * i64(x[rs2])) >> 32)",
                    "Multiply signed by unsigned, high 32 bits", Mlu, LatMul>;
def MULHU : MulDiv<0b011, "mulhu", "u32((u64(x[rs1]) * u64(x[rs2])) >> 32)",
                   "Multiply unsigned by unsigned, high 32 bits", Mlu, LatMul>;
def DIV : MulDiv<0b100, "div",
                 "x[rs2] == 0 ? 0xFFFFFFFF : (x[rs1] == 0x80000000 && x[rs2] == 0xFFFFFFFF) ? x[rs1] : u32(i32(x[rs1]) / i32(x[rs2]))",
                 "Divide, signed, rounding toward zero", Dvu, LatDiv, IntDiv>;
def DIVU : MulDiv<0b101, "divu", "x[rs2] == 0 ? 0xFFFFFFFF : x[rs1] / x[rs2]", "Divide, unsigned", Dvu, LatDiv, IntDiv>;
def REM : MulDiv<0b110, "rem",
                 "x[rs2] == 0 ? x[rs1] : (x[rs1] == 0x80000000 && x[rs2] == 0xFFFFFFFF) ? 0 : u32(i32(x[rs1]) % i32(x[rs2]))",
                 "Remainder of signed division (sign of the dividend)", Dvu, LatDiv, IntDiv>;
def REMU : MulDiv<0b111, "remu", "x[rs2] == 0 ? x[rs1] : x[rs1] % x[rs2]", "Remainder of unsigned division",
                  Dvu, LatDiv, IntDiv>;
