// F: single-precision floating point. Registers hold bit patterns; arithmetic runs in the
// instruction's rounding mode, accrues IEEE exception flags into fcsr and returns the
// canonical NaN for any NaN result.

class FInst<bits<7> opc, string mn, dag ops, string syn, Unit unit, string lat> : RVInst<opc, mn, ops, syn, unit, "F"> {
  let Latency = lat;
  // Coral's FPU holds one instruction until its result is out: no overlap between float ops.
  let Interval = !if(!eq(!cast<string>(unit), "Fpu"), lat, "1");
  let Chains = [fcsr];  // fflags accrue as results retire; only reads of fcsr itself wait
}
// Two-operand arithmetic with a rounding mode.
class FArith<bits<7> f7, string mn, string op, string summary, string lat = LatFpAdd>
    : FInst<0b1010011, mn, (ins FR:$rd, FR:$rs1, FR:$rs2, RoundingMode:$rm), "$rd, $rs1, $rs2, $rm", Fpu, lat> {
  bits<5> rd; bits<5> rs1; bits<5> rs2; bits<3> rm;
  let Inst{31-25} = f7; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = rm; let Inst{11-7} = rd;
  let OptionalOperands = ["rm"];
  let OptionalDefaults = [7];
  let Semantics = !subst("OP", op, [{
    let a = bitcast(f32, f[rs1]);
    let b = bitcast(f32, f[rs2]);
    fp_begin(rm);
    let r: f32 = a OP b;
    fp_end();
    if frm_of(rm) == 4 { r = rmm_fix(r, f64(a) OP f64(b)); }
    f[rd] = canon(r);
  }]);
  let Summary = summary;
}
// Fused multiply-add family: rd = ±(rs1 * rs2) ± rs3, rounded once.
class FFused<bits<7> opc, string mn, string neg_product, string neg_addend, string summary>
    : FInst<opc, mn, (ins FR:$rd, FR:$rs1, FR:$rs2, FR:$rs3, RoundingMode:$rm), "$rd, $rs1, $rs2, $rs3, $rm", Fpu, LatFpFma> {
  bits<5> rd; bits<5> rs1; bits<5> rs2; bits<5> rs3; bits<3> rm;
  let Inst{31-27} = rs3; let Inst{26-25} = 0b00; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = rm;
  let Inst{11-7} = rd;
  let OptionalOperands = ["rm"];
  let OptionalDefaults = [7];
  let Semantics = !subst("NP", neg_product, !subst("NA", neg_addend, [{
    let a = bitcast(f32, f[rs1]);
    let b = bitcast(f32, f[rs2]);
    let c = bitcast(f32, f[rs3]);
    fp_begin(rm);
    let r: f32 = fma(NPa, b, NAc);
    fp_end();
    if frm_of(rm) == 4 { r = fma_rmm(r, NPa, b, NAc); }
    fma_invalid(f[rs1], f[rs2]);
    f[rd] = canon(r);
  }]));
  let Summary = summary;
}
// Operations with a fixed funct3 and two float sources.
class FBinary<bits<7> f7, bits<3> f3, string mn, dag ops, string syn, string body, string summary, string lat>
    : FInst<0b1010011, mn, ops, syn, Fpu, lat> {
  bits<5> rd; bits<5> rs1; bits<5> rs2;
  let Inst{31-25} = f7; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = body;
  let Summary = summary;
}
class FSignInject<bits<3> f3, string mn, string sign, string summary>
    : FBinary<0b0010000, f3, mn, (ins FR:$rd, FR:$rs1, FR:$rs2), "$rd, $rs1, $rs2",
              !subst("SIGN", sign, [{ f[rd] = (f[rs1] & 0x7FFFFFFF) | ((SIGN) & 0x80000000); }]), summary, LatFpMisc>;
class FCompare<bits<3> f3, string mn, string body, string summary>
    : FBinary<0b1010000, f3, mn, (ins XR:$rd, FR:$rs1, FR:$rs2), "$rd, $rs1, $rs2", body, summary, LatFpCvt>;
// One source, an rs2 field that selects the operation, and a rounding mode.
class FUnaryRm<bits<7> f7, bits<5> sel, string mn, dag ops, string body, string summary, string lat = LatFpCvt>
    : FInst<0b1010011, mn, ops, "$rd, $rs1, $rm", Fpu, lat> {
  bits<5> rd; bits<5> rs1; bits<3> rm;
  let Inst{31-25} = f7; let Inst{24-20} = sel; let Inst{19-15} = rs1; let Inst{14-12} = rm; let Inst{11-7} = rd;
  let OptionalOperands = ["rm"];
  let OptionalDefaults = [7];
  let Semantics = body;
  let Summary = summary;
}
class FUnary<bits<7> f7, bits<3> f3, string mn, dag ops, string body, string summary>
    : FInst<0b1010011, mn, ops, "$rd, $rs1", Fpu, LatFpCvt> {
  bits<5> rd; bits<5> rs1;
  let Inst{31-25} = f7; let Inst{24-20} = 0; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = body;
  let Summary = summary;
}

def FLW : FInst<0b0000111, "flw", (ins FR:$rd, SImm12:$imm, XR:$rs1), "$rd, $imm($rs1)", Lsu, LatLoad> {
  bits<5> rd; bits<5> rs1; bits<12> imm;
  let Inst{31-20} = imm; let Inst{19-15} = rs1; let Inst{14-12} = 0b010; let Inst{11-7} = rd;
  let Semantics = [{ f[rd] = u32(load(mem, x[rs1] + imm, 4)); }];
  let Summary = "Load a float";
}
def FSW : FInst<0b0100111, "fsw", (ins FR:$rs2, SImm12:$imm, XR:$rs1), "$rs2, $imm($rs1)", Lsu, LatStore> {
  bits<5> rs2; bits<5> rs1; bits<12> imm;
  let Inst{31-25} = imm{11-5}; let Inst{24-20} = rs2; let Inst{19-15} = rs1; let Inst{14-12} = 0b010;
  let Inst{11-7} = imm{4-0};
  let Semantics = [{ store(mem, x[rs1] + imm, 4, f[rs2]); }];
  let Summary = "Store a float";
}

def FADD_S : FArith<0b0000000, "fadd.s", "+", "Add">;
def FSUB_S : FArith<0b0000100, "fsub.s", "-", "Subtract">;
def FMUL_S : FArith<0b0001000, "fmul.s", "*", "Multiply">;
def FDIV_S : FArith<0b0001100, "fdiv.s", "/", "Divide", LatFpDiv> { let Interval = IntFpDiv; }
def FSQRT_S : FUnaryRm<0b0101100, 0, "fsqrt.s", (ins FR:$rd, FR:$rs1, RoundingMode:$rm), [{
  let a = bitcast(f32, f[rs1]);
  fp_begin(rm);
  let r: f32 = sqrt(a);
  fp_end();
  if frm_of(rm) == 4 { r = rmm_fix(r, sqrt(f64(a))); }
  f[rd] = canon(r);
}], "Square root", LatFpDiv> { let Interval = IntFpDiv; }

def FMADD_S : FFused<0b1000011, "fmadd.s", "", "", "Fused multiply-add: rs1 * rs2 + rs3">;
def FMSUB_S : FFused<0b1000111, "fmsub.s", "", "-", "Fused multiply-subtract: rs1 * rs2 - rs3">;
def FNMSUB_S : FFused<0b1001011, "fnmsub.s", "-", "", "Negated fused multiply-subtract: -(rs1 * rs2) + rs3">;
def FNMADD_S : FFused<0b1001111, "fnmadd.s", "-", "-", "Negated fused multiply-add: -(rs1 * rs2) - rs3">;

def FSGNJ_S : FSignInject<0b000, "fsgnj.s", "f[rs2]", "Magnitude of rs1, sign of rs2">;
def FSGNJN_S : FSignInject<0b001, "fsgnjn.s", "~f[rs2]", "Magnitude of rs1, inverted sign of rs2">;
def FSGNJX_S : FSignInject<0b010, "fsgnjx.s", "f[rs1] ^ f[rs2]", "Magnitude of rs1, sign of rs1 xor rs2">;
def FMIN_S : FBinary<0b0010100, 0b000, "fmin.s", (ins FR:$rd, FR:$rs1, FR:$rs2), "$rd, $rs1, $rs2",
                     [{ f[rd] = fmin_max(f[rs1], f[rs2], false); }], "Minimum (a NaN operand loses)", LatFpMisc>;
def FMAX_S : FBinary<0b0010100, 0b001, "fmax.s", (ins FR:$rd, FR:$rs1, FR:$rs2), "$rd, $rs1, $rs2",
                     [{ f[rd] = fmin_max(f[rs1], f[rs2], true); }], "Maximum (a NaN operand loses)", LatFpMisc>;

def FEQ_S : FCompare<0b010, "feq.s", [{
  if is_snan(f[rs1]) || is_snan(f[rs2]) { raise(16); }
  x[rd] = !is_nan(f[rs1]) && !is_nan(f[rs2]) && bitcast(f32, f[rs1]) == bitcast(f32, f[rs2]) ? 1 : 0;
}], "Set if equal (quiet: only signalling NaNs raise invalid)">;
def FLT_S : FCompare<0b001, "flt.s", [{
  if is_nan(f[rs1]) || is_nan(f[rs2]) { raise(16); x[rd] = 0; }
  else { x[rd] = bitcast(f32, f[rs1]) < bitcast(f32, f[rs2]) ? 1 : 0; }
}], "Set if less than (signalling: any NaN raises invalid)">;
def FLE_S : FCompare<0b000, "fle.s", [{
  if is_nan(f[rs1]) || is_nan(f[rs2]) { raise(16); x[rd] = 0; }
  else { x[rd] = bitcast(f32, f[rs1]) <= bitcast(f32, f[rs2]) ? 1 : 0; }
}], "Set if less or equal (signalling: any NaN raises invalid)">;

def FCVT_W_S : FUnaryRm<0b1100000, 0, "fcvt.w.s", (ins XR:$rd, FR:$rs1, RoundingMode:$rm),
                        [{ x[rd] = f_to_int(f[rs1], rm, true); }], "Convert to a signed 32-bit integer">;
def FCVT_WU_S : FUnaryRm<0b1100000, 1, "fcvt.wu.s", (ins XR:$rd, FR:$rs1, RoundingMode:$rm),
                         [{ x[rd] = f_to_int(f[rs1], rm, false); }], "Convert to an unsigned 32-bit integer">;
def FCVT_S_W : FUnaryRm<0b1101000, 0, "fcvt.s.w", (ins FR:$rd, XR:$rs1, RoundingMode:$rm),
                        [{ f[rd] = i_to_f(x[rs1], true, rm); }], "Convert from a signed 32-bit integer">;
def FCVT_S_WU : FUnaryRm<0b1101000, 1, "fcvt.s.wu", (ins FR:$rd, XR:$rs1, RoundingMode:$rm),
                         [{ f[rd] = i_to_f(x[rs1], false, rm); }], "Convert from an unsigned 32-bit integer">;
def FMV_X_W : FUnary<0b1110000, 0b000, "fmv.x.w", (ins XR:$rd, FR:$rs1), [{ x[rd] = f[rs1]; }],
                     "Move the bit pattern of a float register to an integer register">;
def FMV_W_X : FUnary<0b1111000, 0b000, "fmv.w.x", (ins FR:$rd, XR:$rs1), [{ f[rd] = x[rs1]; }],
                     "Move an integer register's bits to a float register">;
def FCLASS_S : FUnary<0b1110000, 0b001, "fclass.s", (ins XR:$rd, FR:$rs1), [{ x[rd] = fclassify(f[rs1]); }],
                      "Classify: one bit for -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf, sNaN, qNaN">;
