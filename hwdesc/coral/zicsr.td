// Zicsr: control and status register access. csrrs/csrrc with x0 (or a zero immediate) only
// read; csrrw always writes.

class CsrReg<bits<3> f3, string mn, string body, string summary>
    : RVInst<0b1110011, mn, (ins XR:$rd, CsrNum:$csr, XR:$rs1), "$rd, $csr, $rs1", Csr, "Zicsr"> {
  bits<5> rd; bits<12> csr; bits<5> rs1;
  let Inst{31-20} = csr; let Inst{19-15} = rs1; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = body;
  let Latency = LatCsr;
  let Summary = summary;
}
class CsrImm<bits<3> f3, string mn, string body, string summary>
    : RVInst<0b1110011, mn, (ins XR:$rd, CsrNum:$csr, UImm5:$uimm), "$rd, $csr, $uimm", Csr, "Zicsr"> {
  bits<5> rd; bits<12> csr; bits<5> uimm;
  let Inst{31-20} = csr; let Inst{19-15} = uimm; let Inst{14-12} = f3; let Inst{11-7} = rd;
  let Semantics = body;
  let Latency = LatCsr;
  let Summary = summary;
}

def CSRRW : CsrReg<0b001, "csrrw", [{
  let value = x[rs1];
  if rd != 0 { x[rd] = csr_read(csr); }
  csr_write(csr, value);
}], "Read a CSR into rd and write rs1 to it">;
def CSRRS : CsrReg<0b010, "csrrs", [{
  let old = csr_read(csr);
  let bits_ = x[rs1];
  if rs1 != 0 { csr_write(csr, old | bits_); }
  x[rd] = old;
}], "Read a CSR into rd and set the bits of rs1 in it">;
def CSRRC : CsrReg<0b011, "csrrc", [{
  let old = csr_read(csr);
  let bits_ = x[rs1];
  if rs1 != 0 { csr_write(csr, old & ~bits_); }
  x[rd] = old;
}], "Read a CSR into rd and clear the bits of rs1 in it">;
def CSRRWI : CsrImm<0b101, "csrrwi", [{
  if rd != 0 { x[rd] = csr_read(csr); }
  csr_write(csr, u32(uimm));
}], "Read a CSR into rd and write an immediate to it">;
def CSRRSI : CsrImm<0b110, "csrrsi", [{
  let old = csr_read(csr);
  if uimm != 0 { csr_write(csr, old | u32(uimm)); }
  x[rd] = old;
}], "Read a CSR into rd and set the immediate's bits in it">;
def CSRRCI : CsrImm<0b111, "csrrci", [{
  let old = csr_read(csr);
  if uimm != 0 { csr_write(csr, old & ~u32(uimm)); }
  x[rd] = old;
}], "Read a CSR into rd and clear the immediate's bits in it">;
