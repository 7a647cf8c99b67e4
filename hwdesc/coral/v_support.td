// The vector model (Zve32f, VLEN bits per register): helper functions every vector
// instruction uses, and the shared instruction formats.
//
// Registers live in the byte memory `vrf`; element i of the group that starts at register r
// with element width eew bits sits at byte r * VLEN/8 + i * eew/8. Instructions process
// elements vstart .. vl-1; masked-off elements (vm = 0 and v0's bit clear) and tail elements
// (from vl on) keep their old values, which is what both the undisturbed and, as the
// specification allows, the agnostic policies do here. Reserved encodings that the model
// detects (invalid vtype, misaligned register groups, a masked destination of v0, element
// widths above ELEN = 32) trap as illegal instructions.

def : Function<"vlenb(): u32", [{ return u32(VLEN / 8); }]> { let Summary = "Bytes per vector register."; }
def : Function<"vsew(): u32", [{ return u32(8) << u32(vtype[5:3]); }]> {
  let Summary = "SEW: element width in bits.";
  let Doc = "SEW, the element width in bits that vtype sets: 8, 16 or 32; vl does not change it";
}
def : Function<"vgroup(): u32", [{ return vtype[2] == 1 ? 1 : u32(1) << u32(vtype[1:0]); }]> {
  let Summary = "Registers in a register group: LMUL, or 1 for fractional LMUL.";
}
def : Function<"vlmax_of(sew: u32, lmul: u32): u32", [{
  if lmul < 4 { return (u32(VLEN) << lmul) / sew; }
  return (u32(VLEN) / sew) >> (8 - lmul);
}]> { let Summary = "VLMAX = LMUL * VLEN / SEW for a vlmul field (5, 6, 7 are 1/8, 1/4, 1/2)."; }
def : Function<"vcheck()", [{
  if vtype[31] == 1 { trap("illegal instruction: vtype is invalid (vill is set); run vsetvli first"); }
}]> { let Summary = "Trap unless vtype holds a valid setting."; }
def : Function<"valigned(r: u32, n: u32)", [{
  if r % n != 0 { trap("illegal instruction: vector register group is not aligned to its size (LMUL)"); }
}]> { let Summary = "Trap unless register r starts a group of n registers."; }
def : Function<"vmask_dest(vm: u32, vd: u32)", [{
  if vm == 0 && vd == 0 { trap("illegal instruction: a masked instruction cannot write v0"); }
}]> { let Summary = "A masked instruction may not overwrite its own mask register v0."; }
def : Function<"vwiden_ok()", [{
  if vsew() > 16 || vtype[2:0] == 3 { trap("illegal instruction: widening needs 2 * SEW <= 32 and 2 * LMUL <= 8"); }
}]> { let Summary = "Trap unless 2 * SEW fits ELEN = 32 and 2 * LMUL fits 8."; }
def : Function<"vfloat_ok()", [{
  if vsew() != 32 { trap("illegal instruction: vector float operations need SEW = 32"); }
}]> { let Summary = "Trap unless SEW = 32 (the only float width of Zve32f)."; }
def : Function<"vel(r: u32, i: u32, eew: u32): u32", [{
  return u32(load(vrf, r * vlenb() + i * (eew / 8), eew / 8));
}]> { let Summary = "Element i (eew bits, zero-extended) of the group at register r."; }
def : Function<"vel_set(r: u32, i: u32, eew: u32, value: u32)", [{
  store(vrf, r * vlenb() + i * (eew / 8), eew / 8, value);
}]> { let Summary = "Write element i (the low eew bits of value) of the group at register r."; }
def : Function<"vmbit(r: u32, i: u32): bool", [{
  return ((load(vrf, r * vlenb() + i / 8, 1) >> (i % 8)) & 1) == 1;
}]> { let Summary = "Mask bit i of register r."; }
def : Function<"vmbit_set(r: u32, i: u32, b: bool)", [{
  let a = r * vlenb() + i / 8;
  let old = load(vrf, a, 1);
  let m = u64(1) << (i % 8);
  store(vrf, a, 1, b ? old | m : old & ~m);
}]> { let Summary = "Set mask bit i of register r to b."; }
def : Function<"active(vm: u32, i: u32): bool", [{ return vm == 1 || vmbit(0, i); }]> {
  let Summary = "Whether element i is written: unmasked, or v0's bit i is set.";
}
def : Function<"sx(value: u32, sew: u32): i32", [{ return i32(sext(value, sew)); }]> {
  let Summary = "An SEW-bit element as a signed integer.";
}
def : Function<"zx(value: u32, sew: u32): u32", [{ return u32(zext(value, sew)); }]> {
  let Summary = "The low SEW bits of a value.";
}
def : Function<"vgroups_overlap(a: u32, na: u32, b: u32, nb: u32): bool", [{
  return a < b + nb && b < a + na;
}]> { let Summary = "Whether the register groups a..a+na-1 and b..b+nb-1 share a register."; }
def : Function<"vbegin(vm: u32, vd: u32, vs2: u32, vs1: u32)", [{
  vcheck();
  let g = vgroup();
  valigned(vd, g);
  valigned(vs2, g);
  valigned(vs1, g);
  vmask_dest(vm, vd);
}]> { let Summary = "Checks shared by single-width instructions: valid vtype, aligned groups, no masked v0 destination."; }

def : Function<"vemul_regs(shift: i32): u32", [{
  let l = sx(u32(vtype[2:0]), 3) + shift;
  return l > 0 ? u32(1) << u32(l) : u32(1);
}]> {
  let Summary = "Registers in a group of EMUL = LMUL * 2^shift (1 for a fraction): the micro-operations of an instruction (timing).";
  let Doc = "one micro-op per register of a group of LMUL * 2^shift registers, or 1 when that is a fraction "
            "(shift 0: 1 at LMUL <= 1, else LMUL); vtype sets LMUL, and vl does not change it";
}
def : Function<"vmem_regs(eew: u32): u32", [{
  return vemul_regs(i32(eew == 8 ? 0 : (eew == 16 ? 1 : 2)) - i32(vtype[5:3]));
}]> {
  let Summary = "Registers in the group of eew-bit elements, EMUL = EEW / SEW * LMUL (timing; never traps).";
  let Doc = "one micro-op per register of the group of eew-bit elements, EMUL = eew / SEW * LMUL registers, or 1 "
            "when that is a fraction; vtype sets SEW and LMUL, and vl does not change it";
}

// OP-V format: funct6, vm, vs2, vs1/rs1/imm, funct3, vd. `lat` gives unit, uops, interval and latency.
class VInst<bits<3> f3, bits<6> f6, string mn, dag ops, string syn, Unit unit, VTiming lat, string group>
    : RVInst<0b1010111, mn, ops, syn, lat.Unit, group> {
  bits<5> vd; bits<5> vs2; bits<1> vm;
  let Inst{31-26} = f6; let Inst{25} = vm; let Inst{24-20} = vs2; let Inst{14-12} = f3; let Inst{11-7} = vd;
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
  let Uops = lat.Uops; let Interval = lat.Interval; let Latency = lat.Latency; let Chains = lat.Chains;
}
defvar OPIVV = 0b000;
defvar OPFVV = 0b001;
defvar OPMVV = 0b010;
defvar OPIVI = 0b011;
defvar OPIVX = 0b100;
defvar OPFVF = 0b101;
defvar OPMVX = 0b110;

// Operands: the "vs1" slot (bits 19-15) holds a vector, a scalar register or an immediate.
class VVForm<bits<3> f3, bits<6> f6, string mn, string body, string summary, Unit unit, VTiming lat, string group>
    : VInst<f3, f6, mn, (ins VR:$vd, VR:$vs2, VR:$vs1, VMask:$vm), "$vd, $vs2, $vs1, $vm", unit, lat, group> {
  bits<5> vs1;
  let Inst{19-15} = vs1;
  let Semantics = body;
  let Summary = summary;
}
class VXForm<bits<3> f3, bits<6> f6, string mn, string body, string summary, Unit unit, VTiming lat, string group>
    : VInst<f3, f6, mn, (ins VR:$vd, VR:$vs2, XR:$rs1, VMask:$vm), "$vd, $vs2, $rs1, $vm", unit, lat, group> {
  bits<5> rs1;
  let Inst{19-15} = rs1;
  let Semantics = body;
  let Summary = summary;
}
class VFForm<bits<3> f3, bits<6> f6, string mn, string body, string summary, Unit unit, VTiming lat, string group>
    : VInst<f3, f6, mn, (ins VR:$vd, VR:$vs2, FR:$rs1, VMask:$vm), "$vd, $vs2, $rs1, $vm", unit, lat, group> {
  bits<5> rs1;
  let Inst{19-15} = rs1;
  let Semantics = body;
  let Summary = summary;
}
class VIForm<bits<3> f3, bits<6> f6, string mn, string body, string summary, Unit unit, VTiming lat, string group>
    : VInst<f3, f6, mn, (ins VR:$vd, VR:$vs2, SImm5:$imm, VMask:$vm), "$vd, $vs2, $imm, $vm", unit, lat, group> {
  bits<5> imm;
  let Inst{19-15} = imm;
  let Semantics = body;
  let Summary = summary;
}
class VUIForm<bits<3> f3, bits<6> f6, string mn, string body, string summary, Unit unit, VTiming lat, string group>
    : VInst<f3, f6, mn, (ins VR:$vd, VR:$vs2, UImm5:$imm, VMask:$vm), "$vd, $vs2, $imm, $vm", unit, lat, group> {
  bits<5> imm;
  let Inst{19-15} = imm;
  let Semantics = body;
  let Summary = summary;
}

// Single-width element-wise operations: EXPR computes the new element from a (vs2's element)
// and b (vs1's element, or the scalar or immediate cut to SEW bits), both zero-extended u32.
defvar VLoopBody = [{
  for i in vstart .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      vel_set(vd, i, sew, EXPR);
    }
  }
  vstart = 0;
}];
class VIntVV<bits<3> f3, bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VVForm<f3, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, vs1);
  let sew = vsew();
}], !subst("let a = vel(vs2, i, sew);", "let a = vel(vs2, i, sew);\n      let b = vel(vs1, i, sew);", VLoopBody))),
    summary, Vxu, lat, "Vector integer">;
class VIntVX<bits<3> f3, bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VXForm<f3, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, 0);
  let sew = vsew();
  let b = zx(x[rs1], sew);
}], VLoopBody)), summary, Vxu, lat, "Vector integer">;
class VIntVI<bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VIForm<OPIVI, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, 0);
  let sew = vsew();
  let b = zx(u32(i32(imm)), sew);
}], VLoopBody)), summary, Vxu, lat, "Vector integer">;
class VIntVUI<bits<6> f6, string mn, string expr, string summary, VTiming lat = LatVAlu>
    : VUIForm<OPIVI, f6, mn, !subst("EXPR", expr, !strconcat([{
  vbegin(vm, vd, vs2, 0);
  let sew = vsew();
  let b = u32(imm);
}], VLoopBody)), summary, Vxu, lat, "Vector integer">;

// The three forms at once, for operations that have them.
multiclass VIntVVXI<bits<6> f6, string mn, string expr, string summary> {
  def _VV : VIntVV<OPIVV, f6, mn # ".vv", expr, summary # ", vector-vector">;
  def _VX : VIntVX<OPIVX, f6, mn # ".vx", expr, summary # ", vector-scalar">;
  def _VI : VIntVI<f6, mn # ".vi", expr, summary # ", vector-immediate">;
}
multiclass VIntVVX<bits<6> f6, string mn, string expr, string summary, bits<3> vv = OPIVV, bits<3> vx = OPIVX,
                   VTiming lat = LatVAlu> {
  def _VV : VIntVV<vv, f6, mn # ".vv", expr, summary # ", vector-vector", lat>;
  def _VX : VIntVX<vx, f6, mn # ".vx", expr, summary # ", vector-scalar", lat>;
}
