// Integer reductions: vd[0] = op(vs1[0], the active elements of vs2 from 0 to vl-1). vd and vs1
// are single registers whatever LMUL is, so only vs2 must be aligned, and a masked reduction may
// write v0 (its result is a scalar, not a mask). With vl = 0 nothing is written; the other
// elements of vd are left alone. A reduction with vstart != 0 traps, as the V specification
// allows and QEMU does, so vstart is already 0 when the reduction ends.

// EXPR folds vs2's element a into the accumulator acc (both SEW-bit values in a u32; the
// signed operations interpret them with sx).
class VRed<bits<6> f6, string mn, string expr, string summary>
    : VVForm<OPMVV, f6, mn, !subst("EXPR", expr, [{
  vcheck();
  if vstart != 0 { trap("illegal instruction: a reduction needs vstart = 0"); }
  valigned(vs2, vgroup());
  let sew = vsew();
  if vl == 0 { return; }
  let acc = vel(vs1, 0, sew);
  for i in 0 .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      acc = EXPR;
    }
  }
  vel_set(vd, 0, sew, acc);
}]), summary, Vxu, LatVRed, "Vector reduction">;

def VREDSUM_VS : VRed<0b000000, "vredsum.vs", "acc + a", "Sum reduction: vd[0] = vs1[0] + the sum of vs2's elements">;
def VREDMAXU_VS : VRed<0b000110, "vredmaxu.vs", "max(acc, a)",
                       "Unsigned maximum reduction: vd[0] = max(vs1[0], vs2's elements)">;
def VREDMAX_VS : VRed<0b000111, "vredmax.vs", "u32(max(sx(acc, sew), sx(a, sew)))",
                      "Signed maximum reduction: vd[0] = max(vs1[0], vs2's elements)">;
def VREDMINU_VS : VRed<0b000100, "vredminu.vs", "min(acc, a)",
                       "Unsigned minimum reduction: vd[0] = min(vs1[0], vs2's elements)">;
def VREDMIN_VS : VRed<0b000101, "vredmin.vs", "u32(min(sx(acc, sew), sx(a, sew)))",
                      "Signed minimum reduction: vd[0] = min(vs1[0], vs2's elements)">;
def VREDAND_VS : VRed<0b000001, "vredand.vs", "acc & a", "And reduction: vd[0] = vs1[0] & all of vs2's elements">;
def VREDOR_VS : VRed<0b000010, "vredor.vs", "acc | a", "Or reduction: vd[0] = vs1[0] | all of vs2's elements">;
def VREDXOR_VS : VRed<0b000011, "vredxor.vs", "acc ^ a", "Xor reduction: vd[0] = vs1[0] ^ all of vs2's elements">;

// Widening sums: SEW-bit elements of vs2, extended, added to the 2*SEW-bit vs1[0] into the
// 2*SEW-bit vd[0]. Any LMUL is allowed (the result is one element), but 2*SEW must fit
// ELEN = 32.
class VWRed<bits<6> f6, string mn, string ext, string summary>
    : VVForm<OPIVV, f6, mn, !subst("EXT", ext, [{
  vcheck();
  if vstart != 0 { trap("illegal instruction: a reduction needs vstart = 0"); }
  if vsew() > 16 { trap("illegal instruction: widening reductions need 2 * SEW <= 32"); }
  valigned(vs2, vgroup());
  let sew = vsew();
  if vl == 0 { return; }
  let acc = vel(vs1, 0, 2 * sew);
  for i in 0 .. vl {
    if active(vm, i) {
      let a = vel(vs2, i, sew);
      acc = acc + EXT;
    }
  }
  vel_set(vd, 0, 2 * sew, acc);
}]), summary, Vxu, LatVRed, "Vector reduction">;
def VWREDSUMU_VS : VWRed<0b110000, "vwredsumu.vs", "a",
                         "Widening unsigned sum reduction: vd[0] (2*SEW) = vs1[0] + the zero-extended elements of vs2">;
def VWREDSUM_VS : VWRed<0b110001, "vwredsum.vs", "u32(sx(a, sew))",
                        "Widening signed sum reduction: vd[0] (2*SEW) = vs1[0] + the sign-extended elements of vs2">;
