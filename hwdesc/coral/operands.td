// Operand kinds of the RISC-V formats.

def XR : Reg<x>;
def FR : Reg<f>;
def VR : Reg<v>;
def SImm12 : Imm<12, 1>;
def UImm5 : Imm<5>;
def UImm20 : Imm<20>;
def BTarget : PcRel<13, 2> { let Doc = "A label within ±4 KiB; encoded as the byte offset / 2."; }
def JTarget : PcRel<21, 2> { let Doc = "A label within ±1 MiB; encoded as the byte offset / 2."; }
def FenceSet : Enum<4, ["0", "w", "r", "rw", "o", "ow", "or", "orw", "i", "iw", "ir", "irw", "io", "iow", "ior", "iorw"]> {
  let Doc = "Which accesses a fence orders: i(nput), o(utput), r(ead), w(rite).";
}

// Static rounding mode of a float instruction; dyn (the default) takes frm from fcsr.
def RoundingMode : Enum<3, ["rne", "rtz", "rdn", "rup", "rmm", "5", "6", "dyn"]> {
  let Doc = "rne to nearest, ties to even; rtz toward zero; rdn down; rup up; rmm to nearest, ties away from zero; dyn (or left out): the mode in frm, fcsr bits 7..5.";
  let Unsupported = ["5", "6"];
  let UnsupportedDoc = "`5` and `6` stand for the reserved encodings (llvm-mc does not accept them; the disassembler prints them for such words): the instruction traps as illegal, as it does with dyn when frm holds 5, 6 or 7.";
}

// CSR numbers, printed and accepted by name.
def CsrNum : Imm<12> {
  let ValueNames = ["fflags", "frm", "fcsr", "vstart", "vxsat", "vxrm", "vcsr", "cycle", "time", "instret",
                    "vl", "vtype", "vlenb", "cycleh", "timeh", "instreth"];
  let NamedValues = [0x001, 0x002, 0x003, 0x008, 0x009, 0x00A, 0x00F, 0xC00, 0xC01, 0xC02,
                     0xC20, 0xC21, 0xC22, 0xC80, 0xC81, 0xC82];
  let Doc = "A CSR, by number or name.";
}

// Vector operands.
def VMask : Enum<1, ["v0.t"]> {
  let OmitWhenDefault = 1;
  let Doc = "v0.t: the instruction acts only on the elements whose bit in v0 is set (the others are left unchanged, and reductions, counts and searches leave them out); left out: every element.";
}
def SImm5 : Imm<5, 1>;
// The parts of a vtype immediate, as vsetvli writes them: e32, m1, ta, ma.
// The assembler accepts every name llvm-mc-14 accepts, and `4` for LMUL's reserved encoding so that
// any word disassembles; Zve32f (ELEN = 32) supports fewer settings.
def VSew : Enum<3, ["e8", "e16", "e32", "e64", "e128", "e256", "e512", "e1024"]> {
  let Doc = "Element width (SEW) in bits.";
  let Unsupported = ["e64", "e128", "e256", "e512", "e1024"];
  let UnsupportedDoc = "ELEN is 32 (Zve32f), so a wider SEW makes vtype vill and vl 0; every vector instruction other than vsetvl* then traps.";
}
def VLmul : Enum<3, ["m1", "m2", "m4", "m8", "4", "mf8", "mf4", "mf2"]> {
  let Doc = "Register group size (LMUL): `m1`..`m8` group 1 to 8 registers; `mf2`, `mf4` use half or a quarter of one, and need SEW <= 16 (`mf2`) or SEW = 8 (`mf4`).";
  let Unsupported = ["4", "mf8"];
  let UnsupportedDoc = "`4` stands for the reserved encoding 100 (llvm-mc does not accept it; the disassembler prints it for such words); `mf8` would need SEW <= 4. An unsupported setting makes vtype vill and vl 0.";
}
def VTail : Enum<1, ["tu", "ta"]> { let Doc = "Tail policy: `tu` undisturbed, `ta` agnostic; this model leaves tail elements unchanged under both."; }
def VMaskPolicy : Enum<1, ["mu", "ma"]> { let Doc = "Mask policy: `mu` undisturbed, `ma` agnostic; this model leaves masked-off elements unchanged under both."; }
