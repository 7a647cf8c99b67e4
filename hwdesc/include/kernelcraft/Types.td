// Element types: the formats of registers, memory words and semantic values.

class ElementType<string kind, int width> {
  string Kind = kind;   // "int", "uint", "float"
  int Bits = width;
  string Doc = "";
}
class IntType<int width> : ElementType<"int", width>;
class UIntType<int width> : ElementType<"uint", width>;
class FloatType<int width, int expBits, int mantBits> : ElementType<"float", width> {
  int ExpBits = expBits;
  int MantBits = mantBits;
}
// A block-scaled format: `Block` elements of `Elem` share one `Scale`. The block is an expression
// over parameters (a target whose block size is configurable names its parameter); the manual
// states it with its value at the defaults, so the Doc should not repeat it.
class MXType<FloatType elem, FloatType scale, code block> : ElementType<"mx", elem.Bits> {
  FloatType Elem = elem;
  FloatType Scale = scale;
  code Block = block;
}

def u1 : UIntType<1>;   def u8 : UIntType<8>;   def u16 : UIntType<16>;
def u32 : UIntType<32>; def u64 : UIntType<64>;
def i8 : IntType<8>;    def i16 : IntType<16>;  def i32 : IntType<32>;  def i64 : IntType<64>;
def f16 : FloatType<16, 5, 10>   { let Doc = "IEEE 754 binary16"; }
def bf16 : FloatType<16, 8, 7>   { let Doc = "bfloat16: fp32 with the low 16 mantissa bits dropped, rounded to nearest even"; }
def f32 : FloatType<32, 8, 23>   { let Doc = "IEEE 754 binary32"; }
def f64 : FloatType<64, 11, 52>  { let Doc = "IEEE 754 binary64"; }
def fp8e4m3 : FloatType<8, 4, 3> { let Doc = "OCP FP8 E4M3 (no infinities, max 448)"; }
def fp8e5m2 : FloatType<8, 5, 2> { let Doc = "OCP FP8 E5M2"; }
def e8m0 : FloatType<8, 8, 0>    { let Doc = "OCP E8M0 scale: 2^(bits-127)"; }
