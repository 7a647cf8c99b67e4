// Vector loads and stores (Zve32f): unit-stride, fault-only-first, strided, indexed, mask and
// whole-register forms, between the byte memory `mem` and the vector registers.
//
// Addresses are x[rs1] plus a byte offset, cut to 32 bits with u32(...) so that they wrap.
// Element i moves EEW/8 bytes, little-endian. Unit-stride and strided forms take EEW from the
// mnemonic, so their register group has EMUL = EEW / SEW * LMUL registers (at least one), and
// EMUL must lie between 1/8 and 8; indexed forms move SEW-bit data in the LMUL group and read
// EEW-bit byte offsets from an EMUL group. An access outside `mem` traps, except in the
// fault-only-first loads, where an element after the first that would fault shortens vl.
// Register-group checks and the traps they raise follow QEMU 7.2, the reference for this model.

def : Function<"vls_emul_log2(eew: u32): i32", [{
  // log2(EMUL) = log2(EEW) - log2(SEW) + log2(LMUL); vlmul 5, 6, 7 stand for LMUL 1/8, 1/4, 1/2.
  let lmul = i32(vtype[2:0]);
  let lmul_log2 = lmul >= 4 ? lmul - 8 : lmul;
  let emul_log2 = (i32(ctz(eew)) - 3) - i32(vtype[5:3]) + lmul_log2;
  if emul_log2 < -3 || emul_log2 > 3 {
    trap("illegal instruction: the memory element width gives EMUL = EEW / SEW * LMUL outside 1/8 .. 8");
  }
  return emul_log2;
}]> { let Summary = "log2 of EMUL = EEW / SEW * LMUL for a memory element width eew; traps unless 1/8 <= EMUL <= 8."; }
def : Function<"vls_regs(eew: u32): u32", [{
  let e = vls_emul_log2(eew);
  return e > 0 ? u32(1) << u32(e) : 1;
}]> { let Summary = "Registers in the group of eew-bit elements (EMUL, or 1 when EMUL is a fraction); traps like vls_emul_log2."; }
def : Function<"vls_fits(a: u32, n: u32): bool", [{
  return u64(a) + u64(n) <= u64(DTCM_BASE + DTCM_SIZE);
}]> { let Summary = "Whether the n bytes from address a lie inside mem (which ends at DTCM_BASE + DTCM_SIZE)."; }
// The specification reserves most overlaps between an indexed load's data group (SEW) and its
// index group (EEW): a narrower destination may only start where the index group starts, and a
// wider one may only hold the index group (of at least one whole register) in its top part.
def : Function<"vls_index_overlap(vd: u32, vs2: u32, iew: u32)", [{
  let dn = vgroup();
  let ie = vls_emul_log2(iew);
  let inum = ie > 0 ? u32(1) << u32(ie) : 1;
  let sew = vsew();
  if !vgroups_overlap(vd, dn, vs2, inum) || iew == sew { return; }
  if iew > sew && vd == vs2 { return; }
  if iew < sew && ie >= 0 && dn > inum && vs2 + inum == vd + dn { return; }
  trap("illegal instruction: the destination of an indexed load overlaps its index registers");
}]> { let Summary = "Trap when an indexed load's destination group overlaps its index group in a reserved way."; }

// Bits 31..7 of the LOAD-FP (0x07) and STORE-FP (0x27) forms: nf (fields - 1, here the registers
// of a whole-register move), mew = 0, mop (00 unit-stride, 01 indexed unordered, 10 strided,
// 11 indexed ordered), vm, lumop / sumop / rs2 / vs2, rs1, width (000 8, 101 16, 110 32 bits), vd / vs3.
class VMem<bits<7> opc, bits<3> nf, bits<2> mop, bits<3> width, string mn, dag ops, string syn, string lat,
           string summary, string body>
    : RVInst<opc, mn, ops, syn, Vlsu, "Vector loads and stores: unit-stride, mask and whole-register"> {
  bits<5> rs1;
  let Inst{31-29} = nf; let Inst{28} = 0; let Inst{27-26} = mop; let Inst{19-15} = rs1; let Inst{14-12} = width;
  // One uop per register of the data group (times the fields of a segment access); unit-stride
  // forms take IntVLoad/IntVStore cycles of the LSU slot per register, strided and indexed forms
  // one bus transaction per element (3 + VLEN / EEW cycles per register). See timing.td.
  let Uops = "vmem_regs(" # !cond(!eq(width, 0b000): "8", !eq(width, 0b101): "16", true: "32") # ") * " #
             !cast<string>(!add(nf, 1));
  let Interval = !cond(!eq(mop, 0b00): !if(!eq(opc, 0b0000111), IntVLoad, IntVStore),
                       !eq(mop, 0b10): "3 + VLEN / " # !cond(!eq(width, 0b000): "8", !eq(width, 0b101): "16", true: "32"),
                       true: "3 + VLEN / vsew()");
  let Chains = [vstart];
  let Latency = lat;
  let Summary = summary;
  let Semantics = body;
}
// Masked forms: the v0.t operand is optional and written last.
class VMemM<bits<7> opc, bits<2> mop, bits<3> width, string mn, dag ops, string syn, string lat, string summary,
            string body>
    : VMem<opc, 0b000, mop, width, mn, ops, syn, lat, summary, body> {
  bits<1> vm;
  let Inst{25} = vm;
  let OptionalOperands = ["vm"];
  let OptionalDefaults = [1];
}

// Unit-stride: element i at x[rs1] + i * EEW/8. EEW and NB (EEW/8) are filled in per width.
defvar VLoadUnitBody = [{
  vcheck();
  valigned(vd, vls_regs(EEW));
  vmask_dest(vm, vd);
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, EEW, u32(load(mem, u32(x[rs1] + i * NB), NB)));
    }
  }
  vstart = 0;
}];
defvar VStoreUnitBody = [{
  vcheck();
  valigned(vs3, vls_regs(EEW));
  for i in vstart .. vl {
    if active(vm, i) {
      store(mem, u32(x[rs1] + i * NB), NB, vel(vs3, i, EEW));
    }
  }
  vstart = 0;
}];
// Fault-only-first: the first pass finds the first active element that would fault (lie
// outside mem); element 0 traps as an ordinary load would, a later one becomes the new vl and
// nothing from it on is loaded.
defvar VLoadFirstBody = [{
  vcheck();
  valigned(vd, vls_regs(EEW));
  vmask_dest(vm, vd);
  let n = vl;
  for i in vstart .. vl {
    if i < n && active(vm, i) && !vls_fits(u32(x[rs1] + i * NB), NB) {
      if i == 0 { trap("load access fault: element 0 of a fault-only-first load lies outside memory"); }
      n = i;
    }
  }
  vl = n;
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, EEW, u32(load(mem, u32(x[rs1] + i * NB), NB)));
    }
  }
  vstart = 0;
}];
// Strided: element i at x[rs1] + i * x[rs2]; the stride is a signed byte count (negative and
// zero strides are allowed), and cutting the sum to 32 bits makes the unsigned product right.
defvar VLoadStrideBody = [{
  vcheck();
  valigned(vd, vls_regs(EEW));
  vmask_dest(vm, vd);
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, EEW, u32(load(mem, u32(x[rs1] + i * x[rs2]), NB)));
    }
  }
  vstart = 0;
}];
defvar VStoreStrideBody = [{
  vcheck();
  valigned(vs3, vls_regs(EEW));
  for i in vstart .. vl {
    if active(vm, i) {
      store(mem, u32(x[rs1] + i * x[rs2]), NB, vel(vs3, i, EEW));
    }
  }
  vstart = 0;
}];
// Indexed: data elements are SEW bits in the LMUL group; element i of vs2 (EEW bits, from the
// mnemonic) is an unsigned byte offset from x[rs1]. Ordered and unordered forms behave alike
// here, since this model performs the accesses one at a time in element order.
defvar VLoadIndexBody = [{
  vcheck();
  let sew = vsew();
  valigned(vd, vgroup());
  valigned(vs2, vls_regs(EEW));
  vmask_dest(vm, vd);
  vls_index_overlap(vd, vs2, EEW);
  for i in vstart .. vl {
    if active(vm, i) {
      vel_set(vd, i, sew, u32(load(mem, x[rs1] + vel(vs2, i, EEW), sew / 8)));
    }
  }
  vstart = 0;
}];
defvar VStoreIndexBody = [{
  vcheck();
  let sew = vsew();
  valigned(vs3, vgroup());
  valigned(vs2, vls_regs(EEW));
  for i in vstart .. vl {
    if active(vm, i) {
      store(mem, x[rs1] + vel(vs2, i, EEW), sew / 8, vel(vs3, i, sew));
    }
  }
  vstart = 0;
}];

class VLoadUnit<bits<3> w, bits<5> lumop, string mn, string body, string summary>
    : VMemM<0b0000111, 0b00, w, mn, (ins VR:$vd, XR:$rs1, VMask:$vm), "$vd, ($rs1), $vm", LatVLoad, summary, body> {
  bits<5> vd;
  let Inst{24-20} = lumop; let Inst{11-7} = vd;
}
class VStoreUnit<bits<3> w, string mn, string body, string summary>
    : VMemM<0b0100111, 0b00, w, mn, (ins VR:$vs3, XR:$rs1, VMask:$vm), "$vs3, ($rs1), $vm", LatVStore, summary, body> {
  bits<5> vs3;
  let Inst{24-20} = 0b00000; let Inst{11-7} = vs3;
}
class VLoadStride<bits<3> w, string mn, string body, string summary>
    : VMemM<0b0000111, 0b10, w, mn, (ins VR:$vd, XR:$rs1, XR:$rs2, VMask:$vm), "$vd, ($rs1), $rs2, $vm", LatVLoad,
            summary, body> {
  bits<5> vd; bits<5> rs2;
  let Inst{24-20} = rs2; let Inst{11-7} = vd;
  let Group = "Vector loads and stores: strided and indexed";
}
class VStoreStride<bits<3> w, string mn, string body, string summary>
    : VMemM<0b0100111, 0b10, w, mn, (ins VR:$vs3, XR:$rs1, XR:$rs2, VMask:$vm), "$vs3, ($rs1), $rs2, $vm", LatVStore,
            summary, body> {
  bits<5> vs3; bits<5> rs2;
  let Inst{24-20} = rs2; let Inst{11-7} = vs3;
  let Group = "Vector loads and stores: strided and indexed";
}
class VLoadIndex<bits<2> mop, bits<3> w, string mn, string body, string summary>
    : VMemM<0b0000111, mop, w, mn, (ins VR:$vd, XR:$rs1, VR:$vs2, VMask:$vm), "$vd, ($rs1), $vs2, $vm", LatVLoad,
            summary, body> {
  bits<5> vd; bits<5> vs2;
  let Inst{24-20} = vs2; let Inst{11-7} = vd;
  let Group = "Vector loads and stores: strided and indexed";
  // uops: the larger of the data group (LMUL) and the index group (EMUL of the index EEW)
  let Uops = "max(vemul_regs(0), vmem_regs(" # !cond(!eq(w, 0b000): "8", !eq(w, 0b101): "16", true: "32") # "))";
}
class VStoreIndex<bits<2> mop, bits<3> w, string mn, string body, string summary>
    : VMemM<0b0100111, mop, w, mn, (ins VR:$vs3, XR:$rs1, VR:$vs2, VMask:$vm), "$vs3, ($rs1), $vs2, $vm", LatVStore,
            summary, body> {
  bits<5> vs3; bits<5> vs2;
  let Inst{24-20} = vs2; let Inst{11-7} = vs3;
  let Group = "Vector loads and stores: strided and indexed";
  let Uops = "max(vemul_regs(0), vmem_regs(" # !cond(!eq(w, 0b000): "8", !eq(w, 0b101): "16", true: "32") # "))";
}

// Manual text shared by each family.
defvar VDescUnit = "Element i is the EEW/8 bytes at x[rs1] + i * EEW/8 (EEW from the mnemonic). The register "
  "group has EMUL = EEW / SEW * LMUL registers (one for a fraction) and must be aligned to that size; "
  "EMUL above 8 traps. Elements vstart .. vl-1 are moved; masked-off elements (with v0.t) and elements "
  "from vl on are not written (a load leaves them in vd unchanged).";
defvar VDescFirst = "Like the unit-stride load, but an element after element 0 that lies outside memory does not "
  "trap: vl becomes its index and only the elements before it are loaded. A fault on element 0 traps. "
  "In this model only addresses beyond mem (DTCM_BASE + DTCM_SIZE) fault; masked-off elements never do.";
defvar VDescStride = "Element i is at x[rs1] + i * x[rs2]: the stride rs2 is a signed byte distance and may be "
  "zero or negative. Group size, alignment, masking and tails as for the unit-stride forms (EMUL = EEW / SEW * LMUL).";
defvar VDescIndex = "Data elements have SEW bits and use the LMUL register group; element i of vs2, EEW bits wide "
  "(EEW from the mnemonic), is an unsigned byte offset added to x[rs1]. The index group has "
  "EMUL = EEW / SEW * LMUL registers and both groups must be aligned to their sizes. The ordered (vlox, vsox) "
  "and unordered (vlux, vsux) forms are identical here: accesses happen one at a time in element order. "
  "A load whose destination overlaps the index group traps, except where the specification allows it "
  "(vd == vs2 when EEW > SEW; the index group as the top of vd's group when EEW < SEW).";

// One definition per element width: w is the width field, eew the bits, nb the bytes.
multiclass VMemWidth<bits<3> w, int eew, string bits_name> {
  defvar E = !cast<string>(eew);
  defvar B = !cast<string>(!srl(eew, 3));
  def _LE : VLoadUnit<w, 0b00000, "vle" # E # ".v", !subst("NB", B, !subst("EEW", E, VLoadUnitBody)),
                      "Load " # bits_name # " elements from consecutive addresses"> {
    let Description = VDescUnit;
  }
  def _SE : VStoreUnit<w, "vse" # E # ".v", !subst("NB", B, !subst("EEW", E, VStoreUnitBody)),
                       "Store " # bits_name # " elements to consecutive addresses"> {
    let Description = VDescUnit;
  }
  def _LEFF : VLoadUnit<w, 0b10000, "vle" # E # "ff.v", !subst("NB", B, !subst("EEW", E, VLoadFirstBody)),
                        "Load " # bits_name # " elements from consecutive addresses, fault-only-first: "
                        "a fault after element 0 shortens vl instead of trapping"> {
    let Description = VDescFirst;
  }
  def _LSE : VLoadStride<w, "vlse" # E # ".v", !subst("NB", B, !subst("EEW", E, VLoadStrideBody)),
                         "Load " # bits_name # " elements spaced rs2 bytes apart"> {
    let Description = VDescStride;
  }
  def _SSE : VStoreStride<w, "vsse" # E # ".v", !subst("NB", B, !subst("EEW", E, VStoreStrideBody)),
                          "Store " # bits_name # " elements spaced rs2 bytes apart"> {
    let Description = VDescStride;
  }
  def _LUXEI : VLoadIndex<0b01, w, "vluxei" # E # ".v", !subst("EEW", E, VLoadIndexBody),
                          "Load SEW-bit elements from rs1 plus " # bits_name # " byte offsets in vs2 (unordered)"> {
    let Description = VDescIndex;
  }
  def _LOXEI : VLoadIndex<0b11, w, "vloxei" # E # ".v", !subst("EEW", E, VLoadIndexBody),
                          "Load SEW-bit elements from rs1 plus " # bits_name # " byte offsets in vs2 (ordered)"> {
    let Description = VDescIndex;
  }
  def _SUXEI : VStoreIndex<0b01, w, "vsuxei" # E # ".v", !subst("EEW", E, VStoreIndexBody),
                           "Store SEW-bit elements to rs1 plus " # bits_name # " byte offsets in vs2 (unordered)"> {
    let Description = VDescIndex;
  }
  def _SOXEI : VStoreIndex<0b11, w, "vsoxei" # E # ".v", !subst("EEW", E, VStoreIndexBody),
                           "Store SEW-bit elements to rs1 plus " # bits_name # " byte offsets in vs2 (ordered)"> {
    let Description = VDescIndex;
  }
}
defm V8 : VMemWidth<0b000, 8, "8-bit">;
defm V16 : VMemWidth<0b101, 16, "16-bit">;
defm V32 : VMemWidth<0b110, 32, "32-bit">;

// Mask load and store: ceil(vl / 8) bytes, whatever SEW and LMUL are; always unmasked.
def VLM_V : VMem<0b0000111, 0b000, 0b00, 0b000, "vlm.v", (ins VR:$vd, XR:$rs1), "$vd, ($rs1)", LatVLoad,
                 "Load a mask: ceil(vl / 8) bytes into vd", [{
  vcheck();
  for i in vstart .. (vl + 7) / 8 {
    vel_set(vd, i, 8, u32(load(mem, u32(x[rs1] + i), 1)));
  }
  vstart = 0;
}]> {
  bits<5> vd;
  let Inst{25} = 1; let Inst{24-20} = 0b01011; let Inst{11-7} = vd;
  let Uops = "1";
  let Description = "Bit i of a mask is bit i % 8 of byte i / 8, so a mask of vl bits fills ceil(vl / 8) bytes; "
                    "the rest of vd keeps its value. SEW and LMUL do not matter, but vtype must be valid.";
}
def VSM_V : VMem<0b0100111, 0b000, 0b00, 0b000, "vsm.v", (ins VR:$vs3, XR:$rs1), "$vs3, ($rs1)", LatVStore,
                 "Store a mask: the first ceil(vl / 8) bytes of vs3", [{
  vcheck();
  for i in vstart .. (vl + 7) / 8 {
    store(mem, u32(x[rs1] + i), 1, vel(vs3, i, 8));
  }
  vstart = 0;
}]> {
  bits<5> vs3;
  let Inst{25} = 1; let Inst{24-20} = 0b01011; let Inst{11-7} = vs3;
  let Uops = "1";
  let Description = "Writes the ceil(vl / 8) bytes that hold mask bits 0 .. vl-1. SEW and LMUL do not matter, "
                    "but vtype must be valid.";
}

// Whole-register moves ignore vtype and vl (they work even when vill is set): NREG registers,
// NREG * VLEN/8 bytes. Loads count in EEW-bit elements, which only matters for vstart.
class VLoadWhole<int nreg, bits<3> w, int eew>
    : VMem<0b0000111, !sub(nreg, 1), 0b00, w,
           "vl" # !cast<string>(nreg) # "re" # !cast<string>(eew) # ".v", (ins VR:$vd, XR:$rs1), "$vd, ($rs1)",
           LatVLoad, "Load " # !cast<string>(nreg) # " whole register" # !if(!eq(nreg, 1), "", "s") #
                     " from consecutive addresses (" # !cast<string>(eew) # "-bit elements)",
           !subst("NB", !cast<string>(!srl(eew, 3)), !subst("EEW", !cast<string>(eew), !subst("NREG", !cast<string>(nreg), [{
  valigned(vd, NREG);
  for i in vstart .. NREG * vlenb() / NB {
    vel_set(vd, i, EEW, u32(load(mem, u32(x[rs1] + i * NB), NB)));
  }
  vstart = 0;
}])))> {
  bits<5> vd;
  let Inst{25} = 1; let Inst{24-20} = 0b01000; let Inst{11-7} = vd;
  let Uops = !cast<string>(nreg);
  let Description = !subst("NREG", !cast<string>(nreg),
      "Copies NREG * VLEN/8 bytes from x[rs1] onward into the NREG registers from vd on (vd a multiple of NREG), "
      "whatever vl and vtype say, even with vill set. The EEW in the mnemonic only sets the unit of vstart.");
}
class VStoreWhole<int nreg>
    : VMem<0b0100111, !sub(nreg, 1), 0b00, 0b000, "vs" # !cast<string>(nreg) # "r.v",
           (ins VR:$vs3, XR:$rs1), "$vs3, ($rs1)", LatVStore,
           "Store " # !cast<string>(nreg) # " whole register" # !if(!eq(nreg, 1), "", "s") # " to consecutive addresses",
           !subst("NREG", !cast<string>(nreg), [{
  valigned(vs3, NREG);
  for i in vstart .. NREG * vlenb() {
    store(mem, u32(x[rs1] + i), 1, vel(vs3, i, 8));
  }
  vstart = 0;
}])> {
  bits<5> vs3;
  let Inst{25} = 1; let Inst{24-20} = 0b01000; let Inst{11-7} = vs3;
  let Uops = !cast<string>(nreg);
  let Description = !subst("NREG", !cast<string>(nreg),
      "Copies the NREG registers from vs3 on (vs3 a multiple of NREG), NREG * VLEN/8 bytes, to x[rs1] onward, "
      "whatever vl and vtype say, even with vill set.");
}
multiclass VLoadWholeN<int nreg> {
  def E8 : VLoadWhole<nreg, 0b000, 8>;
  def E16 : VLoadWhole<nreg, 0b101, 16>;
  def E32 : VLoadWhole<nreg, 0b110, 32>;
}
defm VL1R : VLoadWholeN<1>;
defm VL2R : VLoadWholeN<2>;
defm VL4R : VLoadWholeN<4>;
defm VL8R : VLoadWholeN<8>;
def VS1R_V : VStoreWhole<1>;
def VS2R_V : VStoreWhole<2>;
def VS4R_V : VStoreWhole<4>;
def VS8R_V : VStoreWhole<8>;
