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
  let Doc = "rne to nearest-even, rtz toward zero, rdn down, rup up, rmm to nearest-max-magnitude, dyn frm.";
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
  let Doc = "v0.t: only elements whose bit in v0 is set are written; left out: all elements.";
}
def SImm5 : Imm<5, 1>;
// The parts of a vtype immediate, as vsetvli writes them: e32, m1, ta, ma.
def VSew : Enum<3, ["e8", "e16", "e32", "e64", "e128", "e256", "e512", "e1024"]> { let Doc = "Element width (SEW)."; }
def VLmul : Enum<3, ["m1", "m2", "m4", "m8", "4", "mf8", "mf4", "mf2"]> { let Doc = "Register group size (LMUL)."; }
def VTail : Enum<1, ["tu", "ta"]> { let Doc = "Tail policy: undisturbed or agnostic."; }
def VMaskPolicy : Enum<1, ["mu", "ma"]> { let Doc = "Mask policy: undisturbed or agnostic."; }
