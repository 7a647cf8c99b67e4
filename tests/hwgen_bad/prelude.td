// A minimal valid accelerator that each bad description adds one mistake to.
include "kernelcraft/Target.td"
def bad : Target<"Bad">;
def N : Param<8>;
def gp : RegisterFile<"r", 8, u32> { let ZeroRegister = 0; }
def fr : RegisterFile<"f", 4, f32>;
def imem : Memory<u32, [{ 1024 }]> { let IsCode = 1; }
def sram : Memory<bf16, [{ N * 16 }]>;
def ALU : Unit;
def GPR : Reg<gp>;
def FPR : Reg<fr>;
def Imm8 : Imm<8>;
class I<bits<6> op, string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<32> Inst;
  let Inst{5-0} = op;
  let Unit = ALU;
}
class R<bits<6> op, string mn> : I<op, mn, (ins GPR:$rd, GPR:$rs), "$rd, $rs"> {
  bits<3> rd; bits<3> rs;
  let Inst{8-6} = rd; let Inst{11-9} = rs;
  let Semantics = [{ gp[rd] = gp[rs]; }];
}
