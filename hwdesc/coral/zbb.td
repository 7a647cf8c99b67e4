// Zbb: basic bit manipulation.

class ZbbR<bits<7> f7, bits<3> f3, string mn, string expr, string summary>
    : RType<f7, f3, mn, expr, summary, "Zbb">;
class ZbbUnary<bits<12> f12, bits<3> f3, string mn, string expr, string summary>
    : RVInst<0b0010011, mn, (ins XR:$rd, XR:$rs1), "$rd, $rs1", Alu, "Zbb"> {
  bits<5> rd; bits<5> rs1;
  let Inst{31-20} = f12; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = !subst("EXPR", expr, [{ x[rd] = EXPR; }]);
  let Latency = LatAlu;
  let Summary = summary;
}

def ANDN : ZbbR<0b0100000, 0b111, "andn", "x[rs1] & ~x[rs2]", "And with inverted operand">;
def ORN : ZbbR<0b0100000, 0b110, "orn", "x[rs1] | ~x[rs2]", "Or with inverted operand">;
def XNOR : ZbbR<0b0100000, 0b100, "xnor", "~(x[rs1] ^ x[rs2])", "Exclusive nor">;
def MAX : ZbbR<0b0000101, 0b110, "max", "u32(max(i32(x[rs1]), i32(x[rs2])))", "Maximum, signed">;
def MAXU : ZbbR<0b0000101, 0b111, "maxu", "max(x[rs1], x[rs2])", "Maximum, unsigned">;
def MIN : ZbbR<0b0000101, 0b100, "min", "u32(min(i32(x[rs1]), i32(x[rs2])))", "Minimum, signed">;
def MINU : ZbbR<0b0000101, 0b101, "minu", "min(x[rs1], x[rs2])", "Minimum, unsigned">;
def ROL : ZbbR<0b0110000, 0b001, "rol", "(x[rs1] << x[rs2][4:0]) | (x[rs1] >> ((32 - x[rs2][4:0]) & 31))", "Rotate left">;
def ROR : ZbbR<0b0110000, 0b101, "ror", "(x[rs1] >> x[rs2][4:0]) | (x[rs1] << ((32 - x[rs2][4:0]) & 31))", "Rotate right">;
def ZEXT_H : RVInst<0b0110011, "zext.h", (ins XR:$rd, XR:$rs1), "$rd, $rs1", Alu, "Zbb"> {
  bits<5> rd; bits<5> rs1;
  let Inst{31-20} = 0b000010000000; let Inst{19-15} = rs1; let Inst{14-12} = 0b100; let Inst{11-7} = rd;
  let Semantics = [{ x[rd] = x[rs1] & 0xFFFF; }];
  let Summary = "Zero-extend a halfword";
}
def RORI : ShiftI<0b0110000, 0b101, "rori", "(x[rs1] >> shamt) | (x[rs1] << ((32 - shamt) & 31))",
                  "Rotate right by an immediate", "Zbb">;
def CLZ : ZbbUnary<0b011000000000, 0b001, "clz", "clz(x[rs1])", "Count leading zeros">;
def CTZ : ZbbUnary<0b011000000001, 0b001, "ctz", "ctz(x[rs1])", "Count trailing zeros">;
def CPOP : ZbbUnary<0b011000000010, 0b001, "cpop", "popcount(x[rs1])", "Count set bits">;
def SEXT_B : ZbbUnary<0b011000000100, 0b001, "sext.b", "u32(sext(x[rs1][7:0], 32))", "Sign-extend a byte">;
def SEXT_H : ZbbUnary<0b011000000101, 0b001, "sext.h", "u32(sext(x[rs1][15:0], 32))", "Sign-extend a halfword">;
def ORC_B : ZbbUnary<0b001010000111, 0b101, "orc.b",
  "(x[rs1][7:0] != 0 ? 0xFF : 0) | (x[rs1][15:8] != 0 ? 0xFF00 : 0) | (x[rs1][23:16] != 0 ? 0xFF0000 : 0) | (x[rs1][31:24] != 0 ? 0xFF000000 : 0)",
  "Each byte becomes 0xFF if any of its bits is set, else 0">;
def REV8 : ZbbUnary<0b011010011000, 0b101, "rev8",
  "(x[rs1] << 24) | ((x[rs1] & 0xFF00) << 8) | ((x[rs1] >> 8) & 0xFF00) | (x[rs1] >> 24)", "Reverse the byte order">;
