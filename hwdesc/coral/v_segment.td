// Vector segment loads and stores (Zve32f, RISC-V V 1.0 section 7.8): each element index i
// names a segment of NFIELDS (2 to 8) consecutive fields in memory, and field f of segment i
// moves to or from element i of the register group vd + f * EMUL. They reuse the formats and
// helpers of v_memory.td; nf (bits 31..29) holds NFIELDS - 1.
//
// Field groups have EMUL registers each (EEW / SEW * LMUL for unit-stride and strided forms,
// LMUL for the data of indexed forms; one register for a fraction). EMUL * NFIELDS may not
// exceed 8 and the last group may not run past v31. An indexed segment load's destination
// groups may not overlap its index group at all (stricter than the single-field loads).
// These checks and the traps they raise follow QEMU 7.2, the reference for this model.

def : Function<"vseg_group(r: u32, g: u32, nf: u32): u32", [{
  valigned(r, g);
  if g * nf > 8 { trap("illegal instruction: a segment access needs EMUL * NFIELDS <= 8"); }
  if r + g * nf > 32 { trap("illegal instruction: the register groups of a segment access run past v31"); }
  return g;
}]> {
  let Summary = "Check the nf field groups of g registers each from register r (aligned, at most 8 registers, "
                "ending by v31) and return g.";
}

// Unit-stride: segment i starts at x[rs1] + i * NF * EEW/8; its fields are consecutive.
// NF, EEW and NB (EEW/8) are filled in per instruction.
defvar VSegLoadUnitBody = [{
  vcheck();
  let g = vseg_group(vd, vls_regs(EEW), NF);
  vmask_dest(vm, vd);
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        vel_set(vd + f * g, i, EEW, u32(load(mem, u32(x[rs1] + (i * NF + f) * NB), NB)));
      }
    }
  }
  vstart = 0;
}];
defvar VSegStoreUnitBody = [{
  vcheck();
  let g = vseg_group(vs3, vls_regs(EEW), NF);
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        store(mem, u32(x[rs1] + (i * NF + f) * NB), NB, vel(vs3 + f * g, i, EEW));
      }
    }
  }
  vstart = 0;
}];
// Fault-only-first: a whole segment faults if any byte of it lies outside mem. Segment 0
// traps; a later active segment that would fault becomes the new vl, and nothing from it on
// is loaded.
defvar VSegLoadFirstBody = [{
  vcheck();
  let g = vseg_group(vd, vls_regs(EEW), NF);
  vmask_dest(vm, vd);
  let n = vl;
  for i in vstart .. vl {
    if i < n && active(vm, i) && !vls_fits(u32(x[rs1] + i * NF * NB), NF * NB) {
      if i == 0 { trap("load access fault: segment 0 of a fault-only-first load lies outside memory"); }
      n = i;
    }
  }
  vl = n;
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        vel_set(vd + f * g, i, EEW, u32(load(mem, u32(x[rs1] + (i * NF + f) * NB), NB)));
      }
    }
  }
  vstart = 0;
}];
// Strided: segment i starts at x[rs1] + i * x[rs2] (a signed byte stride); fields follow it.
defvar VSegLoadStrideBody = [{
  vcheck();
  let g = vseg_group(vd, vls_regs(EEW), NF);
  vmask_dest(vm, vd);
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        vel_set(vd + f * g, i, EEW, u32(load(mem, u32(x[rs1] + i * x[rs2] + f * NB), NB)));
      }
    }
  }
  vstart = 0;
}];
defvar VSegStoreStrideBody = [{
  vcheck();
  let g = vseg_group(vs3, vls_regs(EEW), NF);
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        store(mem, u32(x[rs1] + i * x[rs2] + f * NB), NB, vel(vs3 + f * g, i, EEW));
      }
    }
  }
  vstart = 0;
}];
// Indexed: segment i starts at x[rs1] plus element i of vs2 (EEW bits, an unsigned byte
// offset); its fields are SEW-bit data in groups of LMUL registers.
defvar VSegLoadIndexBody = [{
  vcheck();
  let sew = vsew();
  let g = vseg_group(vd, vgroup(), NF);
  let ig = vls_regs(EEW);
  valigned(vs2, ig);
  vmask_dest(vm, vd);
  if vgroups_overlap(vd, NF * g, vs2, ig) {
    trap("illegal instruction: an indexed segment load's destination overlaps its index registers");
  }
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        vel_set(vd + f * g, i, sew, u32(load(mem, u32(x[rs1] + vel(vs2, i, EEW) + f * (sew / 8)), sew / 8)));
      }
    }
  }
  vstart = 0;
}];
defvar VSegStoreIndexBody = [{
  vcheck();
  let sew = vsew();
  let g = vseg_group(vs3, vgroup(), NF);
  valigned(vs2, vls_regs(EEW));
  for i in vstart .. vl {
    if active(vm, i) {
      for f in 0 .. NF {
        store(mem, u32(x[rs1] + vel(vs2, i, EEW) + f * (sew / 8)), sew / 8, vel(vs3 + f * g, i, sew));
      }
    }
  }
  vstart = 0;
}];

// Fills in NF, EEW and NB (EEW/8) in a semantics template.
class VSegText<string t, int nf, int eew> {
  string r = !subst("NF", !cast<string>(nf), !subst("NB", !cast<string>(!srl(eew, 3)),
                    !subst("EEW", !cast<string>(eew), t)));
}

// Manual text shared by each family (NFIELDS and EEW come from the mnemonic).
defvar VSegDescUnit = "Segment i is NFIELDS fields of EEW bits at x[rs1] + i * NFIELDS * EEW/8 onward; field f of "
  "segment i is element i of the register group vd + f * EMUL (vs3 + f * EMUL for a store), where "
  "EMUL = EEW / SEW * LMUL (one register for a fraction). vd must be aligned to EMUL, EMUL * NFIELDS must not "
  "exceed 8 and the last group must end by v31, else the instruction traps. Segments vstart .. vl-1 "
  "are moved; masked-off segments (with v0.t) and those from vl on are not written.";
defvar VSegDescFirst = "Like the unit-stride segment load, but a segment after segment 0 with any byte outside "
  "memory does not trap: vl becomes its index and only the segments before it are loaded. A fault in segment 0 "
  "traps. In this model only addresses beyond mem (DTCM_BASE + DTCM_SIZE) fault; masked-off segments never do.";
defvar VSegDescStride = "Segment i starts at x[rs1] + i * x[rs2] (a signed byte stride, which may be zero or "
  "negative) and holds NFIELDS consecutive EEW-bit fields; field f is element i of the group vd + f * EMUL "
  "(vs3 for a store). Register groups, limits and masking as for the unit-stride segment forms "
  "(EMUL = EEW / SEW * LMUL).";
defvar VSegDescIndex = "Segment i starts at x[rs1] plus element i of vs2, an unsigned EEW-bit byte offset "
  "(EEW from the mnemonic); it holds NFIELDS consecutive SEW-bit fields, and field f is element i of the group "
  "vd + f * LMUL (vs3 for a store; one register for a fractional LMUL). The index group has "
  "EMUL = EEW / SEW * LMUL registers; both are aligned to their sizes, LMUL * NFIELDS must not exceed 8 and the "
  "last field group must end by v31. A load traps if any destination group overlaps the index group. Ordered "
  "(vloxseg, vsoxseg) and unordered (vluxseg, vsuxseg) forms are identical here: segments are accessed one at "
  "a time in order.";

// The eight segment instructions of one field count and element width.
multiclass VSegWidth<int nf, bits<3> w, int eew> {
  defvar N = !cast<string>(nf);
  defvar E = !cast<string>(eew);
  defvar What = N # "-field segments of " # E # "-bit elements";
  def _LSEG : VLoadUnit<w, 0b00000, "vlseg" # N # "e" # E # ".v", VSegText<VSegLoadUnitBody, nf, eew>.r,
                        "Load " # What # " from consecutive addresses into vd, vd + EMUL, ..."> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment loads, unit-stride";
    let Description = VSegDescUnit;
  }
  def _SSEG : VStoreUnit<w, "vsseg" # N # "e" # E # ".v", VSegText<VSegStoreUnitBody, nf, eew>.r,
                         "Store " # What # " from vs3, vs3 + EMUL, ... to consecutive addresses"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment stores, unit-stride";
    let Description = VSegDescUnit;
  }
  def _LSEGFF : VLoadUnit<w, 0b10000, "vlseg" # N # "e" # E # "ff.v", VSegText<VSegLoadFirstBody, nf, eew>.r,
                          "Load " # What # " from consecutive addresses, fault-only-first: "
                          "a fault after segment 0 shortens vl instead of trapping"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment loads, fault-only-first";
    let Description = VSegDescFirst;
  }
  def _LSSEG : VLoadStride<w, "vlsseg" # N # "e" # E # ".v", VSegText<VSegLoadStrideBody, nf, eew>.r,
                           "Load " # What # " whose starts are rs2 bytes apart"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment loads, strided";
    let Description = VSegDescStride;
  }
  def _SSSEG : VStoreStride<w, "vssseg" # N # "e" # E # ".v", VSegText<VSegStoreStrideBody, nf, eew>.r,
                            "Store " # What # " whose starts are rs2 bytes apart"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment stores, strided";
    let Description = VSegDescStride;
  }
  defvar IWhat = N # "-field segments of SEW-bit elements from rs1 plus " # E # "-bit byte offsets in vs2";
  def _LUXSEG : VLoadIndex<0b01, w, "vluxseg" # N # "ei" # E # ".v", VSegText<VSegLoadIndexBody, nf, eew>.r,
                           "Load " # IWhat # " (unordered)"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment loads, indexed unordered";
    let Description = VSegDescIndex;
  }
  def _LOXSEG : VLoadIndex<0b11, w, "vloxseg" # N # "ei" # E # ".v", VSegText<VSegLoadIndexBody, nf, eew>.r,
                           "Load " # IWhat # " (ordered)"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment loads, indexed ordered";
    let Description = VSegDescIndex;
  }
  def _SUXSEG : VStoreIndex<0b01, w, "vsuxseg" # N # "ei" # E # ".v", VSegText<VSegStoreIndexBody, nf, eew>.r,
                            "Store " # IWhat # " (unordered)"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment stores, indexed unordered";
    let Description = VSegDescIndex;
  }
  def _SOXSEG : VStoreIndex<0b11, w, "vsoxseg" # N # "ei" # E # ".v", VSegText<VSegStoreIndexBody, nf, eew>.r,
                            "Store " # IWhat # " (ordered)"> {
    let Inst{31-29} = !sub(nf, 1); let Uops = "vmem_regs(" # E # ") * " # N;
    let Group = "Vector segment stores, indexed ordered";
    let Description = VSegDescIndex;
  }
}
foreach nf = [2, 3, 4, 5, 6, 7, 8] in {
  defm VSEG#nf#_E8 : VSegWidth<nf, 0b000, 8>;
  defm VSEG#nf#_E16 : VSegWidth<nf, 0b101, 16>;
  defm VSEG#nf#_E32 : VSegWidth<nf, 0b110, 32>;
}
