#include "fake_target.h"

#include <cstdint>

namespace {

using kc::FieldPiece;
using kc::OperandInfo;
using kc::OperandKind;

const char* const kRegNames[] = {"r0", "r1", "r2",  "r3",  "r4",  "r5",  "r6",  "r7",
                                 "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"};
const char* const kAliasNames[] = {"zero", "sp"};
const uint16_t kAliasRegs[] = {0, 15};
const kc::RegFileInfo kRegFiles[] = {
    {"r", kRegNames, 16, 32, "u32", 0, kAliasNames, kAliasRegs, 2, 0, "general registers"},
};

int64_t imemSize(const int64_t*) { return 4096; }
int64_t fsramSize(const int64_t*) { return 256; }
const kc::MemoryInfo kMemories[] = {
    {"imem", "u8", 1, imemSize, true, "instructions"},
    {"fsram", "bf16", 2, fsramSize, false, "bf16 scratchpad"},
};

const kc::UnitInfo kUnits[] = {{"alu", 1, "the only unit"}};

const FieldPiece kRd[] = {{6, 4, 0}};
const FieldPiece kRs1[] = {{10, 4, 0}};
const FieldPiece kRs2[] = {{14, 4, 0}};
const FieldPiece kImm12[] = {{20, 12, 0}};
const FieldPiece kImm20[] = {{12, 20, 0}};
const FieldPiece kMask[] = {{18, 4, 0}};
const FieldPiece kRm[] = {{6, 2, 0}};
// BEQ: registers moved clear of the RISC-V B-type offset bits.
const FieldPiece kBrRs1[] = {{12, 4, 0}};
const FieldPiece kBrRs2[] = {{16, 4, 0}};
// Offset bit 12 -> word 31, 10..5 -> 30..25, 4..1 -> 11..8, 11 -> 7; the field holds offset / 2.
const FieldPiece kBrOff[] = {{8, 4, 0}, {25, 6, 4}, {7, 1, 10}, {31, 1, 11}};

constexpr OperandInfo reg(const char* name, const FieldPiece* p) {
  return {name, OperandKind::Register, 0, 4, false, 1, p, 1, false, 0, nullptr, 0};
}

const OperandInfo kOpsAdd[] = {reg("rd", kRd), reg("rs1", kRs1), reg("rs2", kRs2)};
const OperandInfo kOpsAddi[] = {reg("rd", kRd), reg("rs1", kRs1),
                                {"imm", OperandKind::Immediate, -1, 12, true, 1, kImm12, 1, false, 0, nullptr, 0}};
const OperandInfo kOpsBeq[] = {reg("rs1", kBrRs1), reg("rs2", kBrRs2),
                               {"off", OperandKind::PcRel, -1, 13, true, 2, kBrOff, 4, false, 0, nullptr, 0}};
const OperandInfo kOpsVop[] = {reg("rd", kRd), reg("rs1", kRs1), reg("rs2", kRs2),
                               {"mask", OperandKind::Immediate, -1, 4, false, 1, kMask, 1, true, 0, nullptr, 0}};
const OperandInfo kOpsLui[] = {reg("rd", kRd),
                               {"imm", OperandKind::Immediate, -1, 20, false, 1, kImm20, 1, false, 0, nullptr, 0}};
const char* const kRoundingModes[] = {"rne", "rtz", "rdn", "rup"};
const OperandInfo kOpsSetrm[] = {{"rm", OperandKind::Enum, -1, 2, false, 1, kRm, 1, false, 0, kRoundingModes, 4}};

kc::InstrInfo instr(const char* mnemonic, const char* syntax, const OperandInfo* ops, uint8_t n, uint64_t opcode,
                    const char* summary) {
  kc::InstrInfo in{};
  in.mnemonic = mnemonic;
  in.syntax = syntax;
  in.operands = ops;
  in.numOperands = n;
  in.sizeBytes = 4;
  in.match = opcode;
  in.mask = 0x3F;
  in.unit = 0;
  in.summary = summary;
  in.hwdLocation = "fake_target.cpp";
  return in;
}

const kc::InstrInfo kInstrs[] = {
    instr("ADD", "$rd, $rs1, $rs2", kOpsAdd, 3, 0x01, "rd = rs1 + rs2"),
    instr("ADDI", "$rd, $rs1, $imm", kOpsAddi, 3, 0x02, "rd = rs1 + imm"),
    instr("LW", "$rd, $imm($rs1)", kOpsAddi, 3, 0x03, "rd = mem[rs1 + imm]"),
    instr("BEQ", "$rs1, $rs2, $off", kOpsBeq, 3, 0x04, "branch if equal"),
    instr("VOP", "$rd, $rs1, $rs2, $mask", kOpsVop, 4, 0x05, "masked vector operation"),
    instr("LUI", "$rd, $imm", kOpsLui, 2, 0x06, "rd = imm << 12"),
    instr("HALT", "", nullptr, 0, 0x3F, "stop"),
    instr("SETRM", "$rm", kOpsSetrm, 1, 0x07, "set the rounding mode"),
};

const OperandInfo kOpsLi[] = {reg("rd", nullptr),
                              {"imm", OperandKind::Immediate, -1, 64, true, 1, nullptr, 0, false, 0, nullptr, 0}};
const OperandInfo kOpsMv[] = {reg("rd", nullptr), reg("rs", nullptr)};
bool liSmall(const int64_t* ops) { return ops[1] >= -2048 && ops[1] <= 2047; }
const char* const kLiSmall[] = {"ADDI $rd, zero, $imm"};
const char* const kLiLarge[] = {"LUI $rd, %hi($imm)", "ADDI $rd, $rd, %lo($imm)"};
const kc::PseudoCase kLiCases[] = {{liSmall, kLiSmall, 1}, {nullptr, kLiLarge, 2}};
const char* const kMvLines[] = {"ADDI $rd, $rs, 0"};
const kc::PseudoCase kMvCases[] = {{nullptr, kMvLines, 1}};
const kc::PseudoInfo kPseudos[] = {
    {"li", "$rd, $imm", kOpsLi, 2, kLiCases, 2, "load an immediate"},
    {"mv", "$rd, $rs", kOpsMv, 2, kMvCases, 1, "copy a register"},
};

const char* const kCommentStarts[] = {";", "//", "#"};

kc::TargetInfo make() {
  kc::TargetInfo t{};
  t.name = "fake";
  t.title = "Fake test target";
  t.summary = "hand-written tables for the runtime tests";
  t.regFiles = kRegFiles;
  t.numRegFiles = 1;
  t.memories = kMemories;
  t.numMemories = 2;
  t.units = kUnits;
  t.numUnits = 1;
  t.instrs = kInstrs;
  t.numInstrs = sizeof kInstrs / sizeof kInstrs[0];
  t.pseudos = kPseudos;
  t.numPseudos = sizeof kPseudos / sizeof kPseudos[0];
  t.commentStarts = kCommentStarts;
  t.numCommentStarts = 3;
  t.codeAddressUnit = 1;
  t.littleEndian = true;
  t.docMarkdown = "";
  t.docPrompt = "";
  t.docJson = "[]";
  return t;
}

} // namespace

const kc::TargetInfo& fakeTarget() {
  static const kc::TargetInfo t = make();
  return t;
}
