// AIE2 (AIE-ML) loads, stores and pointer arithmetic: the instructions of the lda, ldb and st
// slots, in KernelCraft's vocabulary. DRAFT for the integrator (see memory.md for facts and doubts).
//
// Facts (encodings, field layouts, mnemonics, syntax, operand kinds, latencies) come from
// Xilinx/llvm-aie, read with the search tools:
//   llvm/lib/Target/AIE/aie2/AIE2InstrInfo.td          bd07681ef7138ec73cf388d9ee02b4b8516247d7
//       (immediate kinds; the addressing sub-layouts ag_all, ag_nospill, ag_no_imm, aga/ags_sa, agb_sa)
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrFormats.td    ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//       (slot layouts of every load/store/padd format)
//   llvm/lib/Target/AIE/aie2/AIE2GenInstrInfo.td       19ba03dccf601d433e3458640df87592115539b8
//       (lda, lda.s8/u8/s16/u16, st, st.s8/s16, lda.2d/3d, st.2d/3d, padda/paddb/padds)
//   llvm/lib/Target/AIE/aie2/AIE2GenFixupInstrInfo.td  19ba03dccf601d433e3458640df87592115539b8
//       (vlda, vldb, vlda.128, vldb.128, vldb.4x, vldb.unpack, vlda.ups, vlda.conv, vst, vst.128,
//        vst.srs, vst.conv, vst.pack, lda/st of q, lda.tm, st.tm)
//   llvm/lib/Target/AIE/aie2/AIE2CompositeFormats.td   bd07681ef7138ec73cf388d9ee02b4b8516247d7
//       (32-bit single-slot bundles, used by the encoding check only)
//   llvm/lib/Target/AIE/aie2/AIE2GenRegisterInfo.td    ff8589af23047d6f8aa27ff0da621e5fd4a10f0a
//       (register numbering of w, am, bm, cm, x, q, d, d_3d)
//   llvm/lib/Target/AIE/aie2/AIE2Schedule.td           0361a31e60de693408ec9bf8652f2ee8ac1a6150
//       (itineraries: operand cycles and MemoryCycles)
//   llvm/lib/Target/AIE/AIEBaseInstructionSelector.cpp, selectAddrInsn (found by find_string; no
//       commit returned): which add_2d/add_3d argument lands in which field of a d register; and
//       clang/lib/Headers/aiev2_addr.h
//       0ad89a45afc5ea9ed17c00d608c04e80f22e784a (add_2d/add_3d arguments)
//   Byte checks: llvm/test/CodeGen/AIE/aie2/BinaryOutput/{loads,stores,spill,ptrinc,ptrinc_2d,
//       ptrinc_3d,vlda-w,vlda-am,vlda-conv,vlda-ups,vldb-w,vldb_4x,vldb-unpack,vst-w,vst-am,vst-conv,
//       vst-pack,vst-srs,vector-loads-w128,vector-stores-w128,lda-q,st-q}.mir at commits
//       10f46a1b, 287ecc30, 8f46fb2e (see memory.md); every objdump line quoted below reassembles
//       bit-exact from these encodings (check_memory.py).
// The 2D/3D stepping rule: AMD's AI Engine-ML intrinsics guide (add_2d / add_3d pseudo-code).
//
// Names other drafters own and this file only uses: the units LDA, LDB, ST; memory dm; the byte
// memories vregs and aregs; register files r, p, m, dn, dj, dc, s, sp and the control/status
// registers crSat, crRnd, crUPSSign, crSRSSign, crPackSign, crUnpackSign, srUPS_of, srSRS_of; the
// operand kinds eR, eP, eM, eDJ, eD, eDS, mLdaScl, mSclSt, mWa, mWs, mWb, mAMm, mAMs, mBMs, mCMs,
// mXs, mQQa, mSs (llvm-aie's names); the offset helpers w_off, x_off, am_off, bm_off, cm_off, q_off
// (all in regs.td). LAYOUT-TODO marks every place that assumes a register layout.
//
// Operand names used throughout: $ptr the pointer (p0..p7), $imm an immediate offset, $offs a dj
// register added to the pointer, $mod an m register added to the pointer after the access, $dim a
// d register (2D: d0..d7) or a d pair (3D: d0..d3 = d0+d4 .. d3+d7) that steps the pointer.

// ---------------------------------------------------------------------------------------------
// Immediate operand kinds (llvm-aie names). The width counts the value; the field holds value/Scale.
// ---------------------------------------------------------------------------------------------
def simm3 : Imm<3, 1> { let Doc = "Byte offset -4..3 (sub-word accesses; not scaled)."; }
def simm4 : Imm<4, 1> { let Doc = "Byte increment -8..7 (sub-word accesses; not scaled)."; }
def imm6x4 : Imm<8, 1, 4> { let Doc = "Byte offset, a multiple of 4 in -128..124."; }
def imm7x4 : Imm<9, 1, 4> { let Doc = "Byte increment, a multiple of 4 in -256..252."; }
def imm6x16 : Imm<10, 1, 16> { let Doc = "Byte offset, a multiple of 16 in -512..496."; }
def imm7x16 : Imm<11, 1, 16> { let Doc = "Byte increment, a multiple of 16 in -1024..1008."; }
def imm3x32 : Imm<8, 1, 32> { let Doc = "Byte offset, a multiple of 32 in -128..96."; }
def imm4x32 : Imm<9, 1, 32> { let Doc = "Byte increment, a multiple of 32 in -256..224."; }
def imm6x32 : Imm<11, 1, 32> { let Doc = "Byte offset, a multiple of 32 in -1024..992."; }
def imm7x32 : Imm<12, 1, 32> { let Doc = "Byte increment, a multiple of 32 in -2048..2016."; }
def imm9x4 : Imm<11, 1, 4> { let Doc = "Byte increment, a multiple of 4 in -1024..1020."; }
def imm10x4 : Imm<12, 1, 4> { let Doc = "Byte increment, a multiple of 4 in -2048..2044."; }
def imm12x4 : Imm<14, 1, 4> { let Doc = "Byte offset from sp, a multiple of 4 in -8192..8188."; }
def imm12x32 : Imm<17, 1, 32> { let Doc = "Byte increment of sp, a multiple of 32 in -65536..65504."; }
def imm13x32 : Imm<18, 1, 32> { let Doc = "Byte increment of sp, a multiple of 32 in -131072..131040."; }
// VOCAB-TODO: the hardware field of these two is 12 bits with an implied sign bit (value/Scale - 4096
// .. -1, i.e. -131072..-32 and -65536..-16). Imm cannot say "implied 1 above the field", so they are
// declared one bit narrower (-65536..-32, -32768..-16) and every use adds the constraint imm < 0:
// encodings are exact on that range; the lower half of the hardware range is not reachable.
def imm12x32_neg : Imm<17, 1, 32> {
  let Doc = "Negative byte offset from sp, a multiple of 32 in -65536..-32 (the hardware reaches -131072).";
}
def imm12x16_neg : Imm<16, 1, 16> {
  let Doc = "Negative byte offset from sp, a multiple of 16 in -32768..-16 (the hardware reaches -65536).";
}

// ---------------------------------------------------------------------------------------------
// Helper functions
// ---------------------------------------------------------------------------------------------
// Pointers, modifiers and the dn/dj/dc fields are 20-bit registers; offsets are two's complement
// in 20 bits, so sums wrap at 2^20.
def : Function<"agu_add(a: u32, d: u32): u32", [{ return (a + d) & 0xFFFFF; }]> {
  let Summary = "A 20-bit address plus a 20-bit (two's complement) offset, wrapping at 2^20.";
}
// One step of 2D addressing with d register d (m, dn, dj, dc of the same number): while the count
// dc is below the size dn the pointer moves by the stride dj and dc counts up; when dc reaches dn,
// dc returns to 0 and the pointer moves by m (the jump to the next row).
def : Function<"agu_2d(a: u32, d: u32): u32", [{
  if dc[d] >= dn[d] {
    dc[d] = 0;
    return agu_add(a, m[d]);
  }
  dc[d] = (dc[d] + 1) & 0xFFFFF;
  return agu_add(a, dj[d]);
}]> {
  let Summary = "Step a pointer by 2D addressing with d register d; updates dc[d].";
}
// One step of 3D addressing with the pair d, d + 4 (d0..d3 name d0+d4 .. d3+d7): the inner count
// dc[d] steps by dj[d] up to dn[d]; then dc[d] restarts and the outer count dc[d+4] steps by dj[d+4]
// up to dn[d+4]; when both are at their sizes both restart and the pointer moves by m[d]. m[d+4] is
// not used.
def : Function<"agu_3d(a: u32, d: u32): u32", [{
  let hi = d + 4;
  if dc[d] < dn[d] {
    dc[d] = (dc[d] + 1) & 0xFFFFF;
    return agu_add(a, dj[d]);
  }
  dc[d] = 0;
  if dc[hi] < dn[hi] {
    dc[hi] = (dc[hi] + 1) & 0xFFFFF;
    return agu_add(a, dj[hi]);
  }
  dc[hi] = 0;
  return agu_add(a, m[d]);
}]> {
  let Summary = "Step a pointer by 3D addressing with the d pair d, d+4; updates dc[d] and dc[d+4].";
}
// ADDRESS-MAP-TODO: the core sees its own and its neighbours' data memories in a 20-bit address
// space; this model has one 64 KB `dm`, so an address is used as is (an access past 64 KB traps).
// Accesses are aligned to their size by ignoring the low address bits (ALIGN-TODO: confirm in AM020).
def : Function<"dm_at(a: u32, n: u32): u32", [{ return a & ~(n - 1); }]> {
  let Summary = "The data-memory byte address of an n-byte access at address a (n a power of two).";
}
// Byte offsets of the registers the vector operand kinds name come from regs.td's helpers w_off
// (mWa/mWs/mWb code: wl_i 2i, wh_i 2i+1, 32 bytes each in vregs), x_off (x_i, 64 bytes), am_off
// (mAMm/mAMs code: amll_i 4i .. amhh_i 4i+3, 32 bytes each in aregs), bm_off (mBMs code: bml_i 2i,
// bmh_i 2i+1, 64 bytes), cm_off (cm_i, 128 bytes) and q_off (q_i, 16 bytes in qregs). LAYOUT-TODO:
// these files only call them, so any change of layout stays in regs.td.
def : Function<"dm_to_vregs(r: u32, a: u32, n: u32)", [{
  for i in 0 .. n step 8 { store(vregs, r + u32(i), 8, load(dm, a + u32(i), 8)); }
}]> { let Summary = "Copy n bytes (a multiple of 8) from dm at a to vregs at r."; }
def : Function<"vregs_to_dm(a: u32, r: u32, n: u32)", [{
  for i in 0 .. n step 8 { store(dm, a + u32(i), 8, load(vregs, r + u32(i), 8)); }
}]> { let Summary = "Copy n bytes (a multiple of 8) from vregs at r to dm at a."; }
def : Function<"dm_to_aregs(r: u32, a: u32, n: u32)", [{
  for i in 0 .. n step 8 { store(aregs, r + u32(i), 8, load(dm, a + u32(i), 8)); }
}]> { let Summary = "Copy n bytes (a multiple of 8) from dm at a to aregs at r."; }
def : Function<"aregs_to_dm(a: u32, r: u32, n: u32)", [{
  for i in 0 .. n step 8 { store(dm, a + u32(i), 8, load(aregs, r + u32(i), 8)); }
}]> { let Summary = "Copy n bytes (a multiple of 8) from aregs at r to dm at a."; }
def : Function<"dm_to_qregs(r: u32, a: u32)", [{
  for i in 0 .. 16 step 8 { store(qregs, r + u32(i), 8, load(dm, a + u32(i), 8)); }
}]> { let Summary = "Copy a 128-bit mask register's 16 bytes from dm at a to qregs at r."; }
def : Function<"qregs_to_dm(a: u32, r: u32)", [{
  for i in 0 .. 16 step 8 { store(dm, a + u32(i), 8, load(qregs, r + u32(i), 8)); }
}]> { let Summary = "Copy a 128-bit mask register's 16 bytes from qregs at r to dm at a."; }

// SHARED-HELPER (the vector drafter's vups/vsrs/vpack need the same; keep one copy).
// SEMANTICS-TODO: the saturation and rounding encodings below follow aie_api's names (crSat 0 wrap,
// 1 saturate, 3 symmetric; crRnd 0 floor, 1 ceil, 2 sym_floor, 3 sym_ceil, 8 neg_inf, 9 pos_inf,
// 10 sym_zero, 11 sym_inf, 12 conv_even, 13 conv_odd); confirm for AIE2 in AM020, and whether the
// overflow flags are sticky bits.
def : Function<"sat_to(v: i64, bits: u32, sgn: bool): i64", [{
  if crSat[0] == 0 { return v; }
  let top: i64 = sgn ? (i64(1) << (bits - 1)) - 1 : (i64(1) << bits) - 1;
  let bottom: i64 = sgn ? (crSat[0] == 3 ? -top : -top - 1) : 0;
  if v > top { return top; }
  if v < bottom { return bottom; }
  return v;
}]> { let Summary = "Saturate v to a bits-wide signed or unsigned lane as crSat says (0: keep, wrap later)."; }
def : Function<"ups_lane(x: i64, sh: u32, bits: u32): i64", [{
  let v: i64 = x << sh;
  let top: i64 = bits == 64 ? 0x7FFFFFFFFFFFFFFF : 0x7FFFFFFF;
  if (v >> sh) != x || v > top || v < -top - 1 {
    srUPS_of[0] = 1;
    if crSat[0] != 0 { return x < 0 ? (crSat[0] == 3 ? -top : -top - 1) : top; }
  }
  return v;
}]> { let Summary = "Upshift one lane into a bits-wide accumulator lane, saturating as crSat says."; }
def : Function<"srs_lane(v: i64, sh: u32, bits: u32, sgn: bool): u64", [{
  let q: i64 = v >> sh;
  if sh > 0 {
    let rest: i64 = v - (q << sh);
    let half: i64 = i64(1) << (sh - 1);
    let mode = crRnd[0];
    let up = false;
    if rest != 0 {
      if mode == 1 { up = true; }
      else if mode == 2 { up = v < 0; }
      else if mode == 3 { up = v >= 0; }
      else if mode >= 8 {
        if rest > half { up = true; }
        else if rest == half {
          if mode == 9 { up = true; }
          else if mode == 10 { up = v < 0; }
          else if mode == 11 { up = v >= 0; }
          else if mode == 12 { up = q[0] == 1; }
          else if mode == 13 { up = q[0] == 0; }
        }
      }
    }
    if up { q = q + 1; }
  }
  let s = sat_to(q, bits, sgn);
  if s != q { srSRS_of[0] = 1; }
  return u64(s);
}]> { let Summary = "Shift one accumulator lane right, round as crRnd says and saturate to bits as crSat says."; }
def : Function<"ups_load(acc: u32, a: u32, sbits: u32, abits: u32, sgn: bool, sh: u32)", [{
  for i in 0 .. 256 / sbits {
    let raw = load(dm, a + u32(i) * (sbits / 8), sbits / 8);
    let x: i64 = sgn ? i64(sext(raw, sbits)) : i64(zext(raw, sbits));
    store(aregs, acc + u32(i) * (abits / 8), abits / 8, u64(ups_lane(x, sh, abits)));
  }
}]> { let Summary = "Load 256 bits of sbits-wide lanes at a and upshift each into an abits-wide lane of aregs at acc."; }
def : Function<"srs_store(a: u32, acc: u32, abits: u32, obits: u32, sgn: bool, sh: u32)", [{
  for i in 0 .. 256 / obits {
    let v: i64 = i64(sext(load(aregs, acc + u32(i) * (abits / 8), abits / 8), abits));
    store(dm, a + u32(i) * (obits / 8), obits / 8, srs_lane(v, sh, obits, sgn));
  }
}]> { let Summary = "Shift-round-saturate the abits-wide lanes of aregs at acc to obits-wide lanes, stored as 256 bits at a."; }
// 4-bit lanes: lane 2k in the low nibble of byte k (NIBBLE-TODO: confirm the order).
def : Function<"pack_lane(x: u32, i: u32, ibits: u32, sgn: bool): u64", [{
  let raw = load(vregs, x + i * (ibits / 8), ibits / 8);
  let v: i64 = sgn ? i64(sext(raw, ibits)) : i64(zext(raw, ibits));
  return u64(sat_to(v, ibits / 2, sgn)) & ((u64(1) << (ibits / 2)) - 1);
}]> { let Summary = "Lane i of the 512-bit register at x (ibits wide), saturated to ibits/2 bits as crSat says."; }
def : Function<"pack_store(a: u32, x: u32, ibits: u32, sgn: bool)", [{
  for k in 0 .. 32 {
    if ibits == 16 {
      store(dm, a + u32(k), 1, pack_lane(x, u32(k), 16, sgn));
    } else {
      store(dm, a + u32(k), 1, pack_lane(x, 2 * u32(k), 8, sgn) | (pack_lane(x, 2 * u32(k) + 1, 8, sgn) << 4));
    }
  }
}]> { let Summary = "Pack the lanes of the 512-bit register at x to half their width and store the 256 bits at a."; }
def : Function<"unpack_load(x: u32, a: u32, obits: u32, sgn: bool)", [{
  for i in 0 .. 512 / obits {
    let raw: u64 = obits == 16 ? load(dm, a + u32(i), 1) : (load(dm, a + u32(i) / 2, 1) >> ((u32(i) & 1) * 4)) & 0xF;
    let v: u64 = sgn ? sext(raw, obits / 2) : zext(raw, obits / 2);
    store(vregs, x + u32(i) * (obits / 8), obits / 8, v);
  }
}]> { let Summary = "Load 256 bits at a and widen each obits/2-wide lane to obits bits in the 512-bit register at x."; }

// ---------------------------------------------------------------------------------------------
// Slot formats. Each keeps its address-generation field `ag` above the data field `lo`.
// ---------------------------------------------------------------------------------------------
class AIE2Mem<string mn, dag ops, string syn> : Instruction<mn, ops, syn> { let Group = "Loads and stores"; }
// lda slot, ag_all (13 bits) + 8
class LdaAll<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<21> Inst; bits<13> ag; bits<8> lo; let Inst = {ag, lo}; let Unit = LDA;
}
// st slot, ag_all (13 bits) + 8
class StAll<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<21> Inst; bits<13> ag; bits<8> lo; let Inst = {ag, lo}; let Unit = ST;
}
// lda slot, ag_nospill (9 bits) + 12
class LdaNs<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<21> Inst; bits<9> ag; bits<12> lo; let Inst = {ag, lo}; let Unit = LDA;
}
// st slot, ag_nospill (9 bits) + 12
class StNs<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<21> Inst; bits<9> ag; bits<12> lo; let Inst = {ag, lo}; let Unit = ST;
}
// ldb slot, ag_nospill (9 bits) + 7
class LdbNs<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<16> Inst; bits<9> ag; bits<7> lo; let Inst = {ag, lo}; let Unit = LDB;
}
// ldb slot, ag_no_imm (8 bits) + 8
class LdbNi<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<16> Inst; bits<8> ag; bits<8> lo; let Inst = {ag, lo}; let Unit = LDB;
}

// ---------------------------------------------------------------------------------------------
// Addressing modes: the sub-layouts of the address-generation fields (AIE2InstrInfo.td).
// ---------------------------------------------------------------------------------------------
// ag_all, 13 bits: the common word and vector accesses.
class AgAll_idx_imm  { bits<3> ptr; bits<6> imm;  bits<13> ag = {ptr, imm, 0b1010}; }           // [p, #imm]
class AgAll_idx      { bits<3> ptr; bits<3> offs; bits<13> ag = {ptr, offs, 0b100, 0b0010}; }  // [p, dj]
class AgAll_pstm_imm { bits<3> ptr; bits<7> imm;  bits<13> ag = {ptr, imm, 0b110}; }            // [p], #imm
class AgAll_pstm     { bits<3> ptr; bits<3> mod;  bits<13> ag = {ptr, mod, 0b010, 0b0010}; }   // [p], m
class AgAll_2d       { bits<3> ptr; bits<3> dim;  bits<13> ag = {ptr, dim, 0b110, 0b0010}; }   // .2d [p], d
class AgAll_3d       { bits<3> ptr; bits<2> dim;  bits<13> ag = {ptr, 0b0, dim, 0b000, 0b0010}; } // .3d [p], d
class AgAll_sp       { bits<12> imm;              bits<13> ag = {imm, 0b1}; }                   // [sp, #imm]
// ag_nospill, 9 bits: sub-word scalar accesses and the narrow-immediate vector forms.
class AgNs_idx_imm  { bits<3> ptr; bits<3> imm;  bits<9> ag = {ptr, imm, 0b011}; }
class AgNs_idx      { bits<3> ptr; bits<3> offs; bits<9> ag = {ptr, offs, 0b100}; }
class AgNs_pstm_imm { bits<3> ptr; bits<4> imm;  bits<9> ag = {ptr, imm, 0b01}; }
class AgNs_pstm     { bits<3> ptr; bits<3> mod;  bits<9> ag = {ptr, mod, 0b010}; }
class AgNs_2d       { bits<3> ptr; bits<3> dim;  bits<9> ag = {ptr, dim, 0b110}; }
class AgNs_3d       { bits<3> ptr; bits<2> dim;  bits<9> ag = {ptr, 0b0, dim, 0b000}; }
// ag_no_imm, 8 bits: ldb-slot forms without an immediate.
class AgNi_idx  { bits<3> ptr; bits<3> offs; bits<8> ag = {ptr, offs, 0b00}; }
class AgNi_pstm { bits<3> ptr; bits<3> mod;  bits<8> ag = {ptr, mod, 0b01}; }
class AgNi_2d   { bits<3> ptr; bits<3> dim;  bits<8> ag = {ptr, dim, 0b10}; }
class AgNi_3d   { bits<3> ptr; bits<2> dim;  bits<8> ag = {ptr, 0b0, dim, 0b11}; }

// Semantics pieces: `a` is the byte address the access uses; the post-modify forms update the
// pointer from `a` after the access (the pointer write lands after 1 cycle: WriteLatency ptr=1).
defvar AtIdxImm = [{ let a = agu_add(p[ptr], u32(imm)); }];
defvar AtIdx    = [{ let a = agu_add(p[ptr], dj[offs]); }];
defvar AtPtr    = [{ let a = p[ptr]; }];
defvar AtSp     = [{ let a = agu_add(sp[0], u32(imm)); }];
defvar PostImm  = [{ p[ptr] = agu_add(a, u32(imm)); }];
defvar PostMod  = [{ p[ptr] = agu_add(a, m[mod]); }];
defvar Post2D   = [{ p[ptr] = agu_2d(a, dim); }];
defvar Post3D   = [{ p[ptr] = agu_3d(a, dim); }];
// Write latencies of the updated pointer, and of the dc registers the 2D/3D forms step (llvm: 1).
// VOCAB-TODO: "dc=1" means the dc writes made through $dim; the d operand itself is only read.
defvar WPtr = ["ptr=1"];
defvar WPtrDim = ["ptr=1", "dc=1"];

// ---------------------------------------------------------------------------------------------
// Multiclasses: one family, every addressing mode it has, with one mnemonic (2D/3D insert ".2d" /
// ".3d" after the head, as llvm spells them: lda.2d.s8, vlda.3d.ups.s32.s16, vst.2d.128 ...).
// `data`/`dsyn` are the operands before the address, `body` the access (using `a`), `lat` the
// Latency, `rs` the ReadStage list, `what` the Summary's start.
// ---------------------------------------------------------------------------------------------
multiclass LdaAllForms<string head, string tail, dag data, string dsyn, Operand immI, Operand immP,
                       code body, string lat, list<string> rs, string what> {
  def _idx_imm : LdaAll<head # tail, !con(data, (ins eP:$ptr, immI:$imm)), dsyn # ", [$ptr, #$imm]">, AgAll_idx_imm {
    let Semantics = !strconcat(AtIdxImm, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + imm"; }
  def _idx : LdaAll<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgAll_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + dj"; }
  def _pstm_imm : LdaAll<head # tail, !con(data, (ins eP:$ptr, immP:$imm)), dsyn # ", [$ptr], #$imm">, AgAll_pstm_imm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostImm); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add imm to ptr"; }
  def _pstm : LdaAll<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgAll_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : LdaAll<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgAll_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : LdaAll<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgAll_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}
multiclass StAllForms<string head, string tail, dag data, string dsyn, Operand immI, Operand immP,
                      code body, string lat, list<string> rs, string what> {
  def _idx_imm : StAll<head # tail, !con(data, (ins eP:$ptr, immI:$imm)), dsyn # ", [$ptr, #$imm]">, AgAll_idx_imm {
    let Semantics = !strconcat(AtIdxImm, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + imm"; }
  def _idx : StAll<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgAll_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + dj"; }
  def _pstm_imm : StAll<head # tail, !con(data, (ins eP:$ptr, immP:$imm)), dsyn # ", [$ptr], #$imm">, AgAll_pstm_imm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostImm); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add imm to ptr"; }
  def _pstm : StAll<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgAll_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : StAll<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgAll_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : StAll<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgAll_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}
// The same six modes over ag_nospill, in the lda, st and ldb slots.
multiclass LdaNsForms<string head, string tail, dag data, string dsyn, Operand immI, Operand immP,
                      code body, string lat, list<string> rs, string what> {
  def _idx_imm : LdaNs<head # tail, !con(data, (ins eP:$ptr, immI:$imm)), dsyn # ", [$ptr, #$imm]">, AgNs_idx_imm {
    let Semantics = !strconcat(AtIdxImm, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + imm"; }
  def _idx : LdaNs<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgNs_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + dj"; }
  def _pstm_imm : LdaNs<head # tail, !con(data, (ins eP:$ptr, immP:$imm)), dsyn # ", [$ptr], #$imm">, AgNs_pstm_imm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostImm); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add imm to ptr"; }
  def _pstm : LdaNs<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgNs_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : LdaNs<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgNs_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : LdaNs<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgNs_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}
multiclass StNsForms<string head, string tail, dag data, string dsyn, Operand immI, Operand immP,
                     code body, string lat, list<string> rs, string what> {
  def _idx_imm : StNs<head # tail, !con(data, (ins eP:$ptr, immI:$imm)), dsyn # ", [$ptr, #$imm]">, AgNs_idx_imm {
    let Semantics = !strconcat(AtIdxImm, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + imm"; }
  def _idx : StNs<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgNs_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + dj"; }
  def _pstm_imm : StNs<head # tail, !con(data, (ins eP:$ptr, immP:$imm)), dsyn # ", [$ptr], #$imm">, AgNs_pstm_imm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostImm); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add imm to ptr"; }
  def _pstm : StNs<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgNs_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : StNs<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgNs_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : StNs<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgNs_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}
multiclass LdbNsForms<string head, string tail, dag data, string dsyn, Operand immI, Operand immP,
                      code body, string lat, list<string> rs, string what> {
  def _idx_imm : LdbNs<head # tail, !con(data, (ins eP:$ptr, immI:$imm)), dsyn # ", [$ptr, #$imm]">, AgNs_idx_imm {
    let Semantics = !strconcat(AtIdxImm, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + imm"; }
  def _idx : LdbNs<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgNs_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let ReadStage = rs; let Summary = what # " at ptr + dj"; }
  def _pstm_imm : LdbNs<head # tail, !con(data, (ins eP:$ptr, immP:$imm)), dsyn # ", [$ptr], #$imm">, AgNs_pstm_imm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostImm); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add imm to ptr"; }
  def _pstm : LdbNs<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgNs_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : LdbNs<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgNs_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : LdbNs<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgNs_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let ReadStage = rs; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}
// ag_no_imm: four modes, no immediates.
multiclass LdbNiForms<string head, string tail, dag data, string dsyn, code body, string lat, string what> {
  def _idx : LdbNi<head # tail, !con(data, (ins eP:$ptr, eDJ:$offs)), dsyn # ", [$ptr, $offs]">, AgNi_idx {
    let Semantics = !strconcat(AtIdx, "\n", body); let Latency = lat; let Summary = what # " at ptr + dj"; }
  def _pstm : LdbNi<head # tail, !con(data, (ins eP:$ptr, eM:$mod)), dsyn # ", [$ptr], $mod">, AgNi_pstm {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", PostMod); let Latency = lat; let WriteLatency = WPtr;
    let Summary = what # " at ptr, then add m to ptr"; }
  def _2d : LdbNi<head # ".2d" # tail, !con(data, (ins eP:$ptr, eD:$dim)), dsyn # ", [$ptr], $dim">, AgNi_2d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post2D); let Latency = lat; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 2D addressing"; }
  def _3d : LdbNi<head # ".3d" # tail, !con(data, (ins eP:$ptr, eDS:$dim)), dsyn # ", [$ptr], $dim">, AgNi_3d {
    let Semantics = !strconcat(AtPtr, "\n", body, "\n", Post3D); let Latency = lat; let WriteLatency = WPtrDim;
    let Summary = what # " at ptr, then step ptr by 3D addressing"; }
}

// Data fields `lo` below the address field, per family (AIE2GenInstrFormats.td).
class DLdaScl { bits<7> dst; bits<8> lo = {dst, 0b1}; }              // dms_lda: mLdaScl, 1
class DVldaW  { bits<5> dst; bits<8> lo = {dst, 0b111}; }            // dmw_lda_w
class DVldaAM { bits<6> dst; bits<8> lo = {dst, 0b10}; }             // dmw_lda_am
class DLdaQ   { bits<2> dst; bits<8> lo = {dst, 0b00001, 0b1}; }     // dmv_lda_q
class DStScl  { bits<7> src; bits<8> lo = {src, 0b0}; }              // dms_sts: mSclSt, 0
class DVstW   { bits<5> src; bits<8> lo = {src, 0b111}; }            // dmw_sts_w
class DVstAM  { bits<6> src; bits<8> lo = {src, 0b01}; }             // dmw_sts_am
class DVst128 { bits<5> src; bits<8> lo = {src, 0b011}; }            // dmv_sts_w
class DStQ    { bits<2> src; bits<8> lo = {src, 0b10101, 0b0}; }     // dmv_sts_q
class DLdaPart<bits<2> op> { bits<5> dst; bits<12> lo = {op, 0b00, dst, 0b111}; }      // dmhb_lda
class DStPart<bits<1> op> { bits<5> src; bits<12> lo = {op, 0b100, src, 0b000}; }       // dmhb_sts (lda slot)
class DUpsBM<bits<1> md, bits<1> sgn> { bits<5> dst; bits<2> shft; bits<12> lo = {shft, md, sgn, dst, 0b100}; }     // ups_w2b
class DUpsCM<bits<1> md, bits<1> sgn> { bits<4> dst; bits<2> shft; bits<12> lo = {shft, md, 0b1, dst, sgn, 0b000}; } // ups_w2c
class DConvLd { bits<5> dst; bits<12> lo = {0b0, 0b010, dst, 0b000}; }                   // ups_bf (bit 11 don't-care, 0)
class DSrsCM<bits<1> md, bits<1> sgn> { bits<4> src; bits<2> shft; bits<12> lo = {shft, md, sgn, src, 0b00, 0b1, 0b0}; } // mWdssrs
class DSrsBM<bits<1> md, bits<1> sgn> { bits<5> src; bits<2> shft; bits<12> lo = {shft, md, sgn, src, 0b1, 0b1, 0b0}; }  // mWlsrsl
class DConvSt { bits<5> src; bits<12> lo = {0b0, 0b100, src, 0b111}; }                   // srs_bf (bit 11 don't-care, 0)
class DPack<bits<1> sgn, bits<1> sz> { bits<4> src; bits<12> lo = {sgn, sz, 0b00, src, 0b101, 0b0}; }
class DVldb   { bits<5> dst; bits<7> lo = {dst, 0b01}; }             // dmw_ldb
class DVldb128 { bits<5> dst; bits<8> lo = {0b0, dst, 0b11}; }       // dmv_ldb_ptr
class DUnpack<bits<1> sgn, bits<1> sz> { bits<4> dst; bits<8> lo = {0b1, dst, sgn, sz, 0b0}; }

// Latencies (AIE2Schedule.td). Loads: the loaded register after 7 cycles (vlda.ups 9), the
// post-modified pointer and counters after 1. Stores: llvm's MemoryCycles say the memory is read by
// loads and written by stores in stage E5 (vst.srs, vst.conv: E7; st.s8/st.s16, a read-modify-write
// in the lda slot: written in E11, data register read in E7). Since this model's loads read memory
// when they issue, a store's Latency here is its write stage minus the loads' read stage plus one:
// 1, 3 and 7 (see memory.md: a load in the bundle after a store sees it, as on the hardware).
defvar LatLoad = "7";
defvar LatUps = "9";
defvar LatStE5 = "1";
defvar LatStE7 = "3";
defvar LatStPart = "7";

// =============================================================================================
// Scalar word loads and stores (any scalar register of mLdaScl / mSclSt: r, p, m, dn, dj, dc, lr)
// =============================================================================================
// 3.1 LDA. e.g. "0: 59 83 06 06  lda m1, [p6, #4]"; "54: d9 b6 10 07  lda p6, [p7, dj0]";
// "6c: 59 83 03 06  lda m1, [p6], #4"; "80: 59 83 28 06  lda m1, [p6], m1";
// "94: 59 83 38 06  lda.2d m1, [p6], d1"; "b8: 59 83 20 06  lda.3d m1, [p6], d1"
defm LDA : LdaAllForms<"lda", "", (ins mLdaScl:$dst), "$dst", imm6x4, imm7x4,
                       [{ mLdaScl[dst] = u32(load(dm, dm_at(a, 4), 4)); }], LatLoad, [],
                       "Load a 32-bit word into a scalar register">, DLdaScl;
// spill.mir "0: 59 c2 ff 07  lda r1, [sp, #-4]"
def LDA_sp : LdaAll<"lda", (ins mLdaScl:$dst, imm12x4:$imm), "$dst, [sp, #$imm]">, AgAll_sp, DLdaScl {
  let Semantics = AtSp # "\n" # [{ mLdaScl[dst] = u32(load(dm, dm_at(a, 4), 4)); }];
  let Latency = LatLoad; let Summary = "Load a 32-bit word into a scalar register at sp + imm";
}
// 3.10 ST. e.g. "0: 99 96 16 0a  st p2, [p2, #20]"; "18: 99 96 10 0a  st p2, [p2, dj0]";
// "30: 99 96 0b 0a  st p2, [p2], #20"; "48: 99 96 08 0a  st p2, [p2], m0";
// "98: 99 96 18 0a  st.2d p2, [p2], d0"; "b0: 99 96 00 0a  st.3d p2, [p2], d0"
defm ST : StAllForms<"st", "", (ins mSclSt:$src), "$src", imm6x4, imm7x4,
                     [{ store(dm, dm_at(a, 4), 4, mSclSt[src]); }], LatStE5, [],
                     "Store a scalar register as a 32-bit word">, DStScl;
// spill.mir "18: 19 44 fc 0f  st r2, [sp, #-32]"
def ST_sp : StAll<"st", (ins mSclSt:$src, imm12x4:$imm), "$src, [sp, #$imm]">, AgAll_sp, DStScl {
  let Semantics = AtSp # "\n" # [{ store(dm, dm_at(a, 4), 4, mSclSt[src]); }];
  let Latency = LatStE5; let Summary = "Store a scalar register as a 32-bit word at sp + imm";
}

// =============================================================================================
// Sub-word scalar loads (lda slot) and stores (also lda slot: read-modify-write of the word)
// =============================================================================================
// "0: d9 01 8c 05  lda.s8 r0, [p5, #-4]"; "10: d9 07 10 05  lda.s8 r3, [p5, dj0]";
// "20: d9 0b 84 05  lda.s8 r5, [p5], #-8"; "30: d9 0f 08 05  lda.s8 r7, [p5], m0";
// "a4: d9 0f 18 05  lda.2d.s8 r7, [p5], d0"; "c8: d9 0f 00 05  lda.3d.s8 r7, [p5], d0"
defm LDA_S8 : LdaNsForms<"lda", ".s8", (ins eR:$dst), "$dst", simm3, simm4,
                         [{ r[dst] = u32(i32(i8(load(dm, a, 1)))); }], LatLoad, [],
                         "Load a byte, sign-extended, into r">, DLdaPart<0b00>;
// "8: d9 03 6d 05  lda.u8 r1, [p5, #3]"; "ac: d9 11 59 05  lda.2d.u8 r8, [p5], d2"
defm LDA_U8 : LdaNsForms<"lda", ".u8", (ins eR:$dst), "$dst", simm3, simm4,
                         [{ r[dst] = u32(load(dm, a, 1)); }], LatLoad, [],
                         "Load a byte, zero-extended, into r">, DLdaPart<0b01>;
// "4: d9 01 8e 06  lda.s16 r0, [p6, #-4]"; "cc: d9 0f 22 06  lda.3d.s16 r7, [p6], d1"
defm LDA_S16 : LdaNsForms<"lda", ".s16", (ins eR:$dst), "$dst", simm3, simm4,
                          [{ r[dst] = u32(i32(i16(load(dm, dm_at(a, 2), 2)))); }], LatLoad, [],
                          "Load a 16-bit half-word, sign-extended, into r">, DLdaPart<0b10>;
// "c: d9 03 6f 06  lda.u16 r1, [p6, #3]"; "d4: d9 11 63 06  lda.3d.u16 r8, [p6], d3"
defm LDA_U16 : LdaNsForms<"lda", ".u16", (ins eR:$dst), "$dst", simm3, simm4,
                          [{ r[dst] = u32(load(dm, dm_at(a, 2), 2)); }], LatLoad, [],
                          "Load a 16-bit half-word, zero-extended, into r">, DLdaPart<0b11>;
// "60: 19 00 8d 00  st.s8 r0, [p0, #-4]"; "68: 19 00 11 02  st.s8 r0, [p2, dj0]";
// "70: 19 00 85 04  st.s8 r0, [p4], #-8"; "78: 19 00 09 06  st.s8 r0, [p6], m0";
// "c8: 19 00 b9 06  st.2d.s8 r0, [p6], d5"; "d0: 19 00 61 06  st.3d.s8 r0, [p6], d3"
// The data register is read 7 cycles after issue (ReadStage src=6); memory is written in E11.
defm ST_S8 : LdaNsForms<"st", ".s8", (ins eR:$src), "$src", simm3, simm4,
                        [{ store(dm, a, 1, r[src]); }], LatStPart, ["src=6"],
                        "Store the low byte of r">, DStPart<0b0>;
// "64: 19 00 6f 01  st.s16 r0, [p1, #3]"; "cc: 19 00 1b 07  st.2d.s16 r0, [p7], d0"
defm ST_S16 : LdaNsForms<"st", ".s16", (ins eR:$src), "$src", simm3, simm4,
                         [{ store(dm, dm_at(a, 2), 2, r[src]); }], LatStPart, ["src=6"],
                         "Store the low half-word of r">, DStPart<0b1>;

// =============================================================================================
// 256-bit vector loads and stores: W registers (wl0..wl11, wh0..wh11)
// =============================================================================================
// vlda-w.mir "0: d9 8d 02 02  vlda wl3, [p2, #0]"; "20: d9 8d 90 02  vlda wl3, [p2, dj4]";
// "40: d9 8d 01 02  vlda wl3, [p2], #0"; "30: d9 8d 88 02  vlda wl3, [p2], m4";
// "50: d9 8d 98 02  vlda.2d wl3, [p2], d4"; "60: d9 81 00 00  vlda.3d wl0, [p0], d0"
defm VLDA_W : LdaAllForms<"vlda", "", (ins mWa:$dst), "$dst", imm6x32, imm7x32,
                          [{ dm_to_vregs(w_off(dst), dm_at(a, 32), 32); }], LatLoad, [],
                          "Load 256 bits into a W register (lda slot)">, DVldaW;
// "10: d9 cd ff 07  vlda wl3, [sp, #-32]"
def VLDA_W_sp : LdaAll<"vlda", (ins mWa:$dst, imm12x32_neg:$imm), "$dst, [sp, #$imm]">, AgAll_sp, DVldaW {
  let Semantics = AtSp # "\n" # [{ dm_to_vregs(w_off(dst), dm_at(a, 32), 32); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatLoad; let Summary = "Load 256 bits into a W register at sp + imm";
}
// vldb-w.mir "0: 19 c8 0c 3a  vldb wl3, [p2, #0]"; "10: 19 c8 90 3a  vldb wl3, [p2, dj4]";
// "30: 19 c8 04 3a  vldb wl3, [p2], #0"; "20: 19 c8 88 3a  vldb wl3, [p2], m4";
// "40: 19 c8 98 3a  vldb.2d wl3, [p2], d4"; "50: 19 08 00 38  vldb.3d wl0, [p0], d0"
defm VLDB_W : LdbNsForms<"vldb", "", (ins mWa:$dst), "$dst", imm3x32, imm4x32,
                         [{ dm_to_vregs(w_off(dst), dm_at(a, 32), 32); }], LatLoad, [],
                         "Load 256 bits into a W register (ldb slot)">, DVldb;
// vst-w.mir "0: d9 8d 02 0a  vst wl3, [p2, #0]"; "20: d9 8d 50 0a  vst wl3, [p2, dj2]";
// "40: d9 8d 01 0a  vst wl3, [p2], #0"; "30: d9 8d 88 0a  vst wl3, [p2], m4";
// "50: d9 8d 58 0a  vst.2d wl3, [p2], d2"; "60: d9 8d 00 08  vst.3d wl3, [p0], d0"
defm VST_W : StAllForms<"vst", "", (ins mWs:$src), "$src", imm6x32, imm7x32,
                        [{ vregs_to_dm(dm_at(a, 32), w_off(src), 32); }], LatStE5, [],
                        "Store a W register as 256 bits">, DVstW;
// "10: d9 cd ff 0f  vst wl3, [sp, #-32]"
def VST_W_sp : StAll<"vst", (ins mWs:$src, imm12x32_neg:$imm), "$src, [sp, #$imm]">, AgAll_sp, DVstW {
  let Semantics = AtSp # "\n" # [{ vregs_to_dm(dm_at(a, 32), w_off(src), 32); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatStE5; let Summary = "Store a W register as 256 bits at sp + imm";
}

// =============================================================================================
// 256-bit accumulator loads and stores: AM registers (amll, amlh, amhl, amhh 0..8)
// =============================================================================================
// vlda-am.mir "0: 99 8c 02 02  vlda amll3, [p2, #0]"; "20: 99 8c 10 02  vlda amll3, [p2, dj0]";
// "40: 99 8c 01 02  vlda amll3, [p2], #0"; "30: 99 8c 88 02  vlda amll3, [p2], m4";
// "50: 99 8c 98 02  vlda.2d amll3, [p2], d4"; "60: 99 80 00 00  vlda.3d amll0, [p0], d0"
defm VLDA_AM : LdaAllForms<"vlda", "", (ins mAMm:$dst), "$dst", imm6x32, imm7x32,
                           [{ dm_to_aregs(am_off(dst), dm_at(a, 32), 32); }], LatLoad, [],
                           "Load 256 bits into a quarter of an accumulator">, DVldaAM;
// "10: 99 cc ff 07  vlda amll3, [sp, #-32]"
def VLDA_AM_sp : LdaAll<"vlda", (ins mAMm:$dst, imm12x32_neg:$imm), "$dst, [sp, #$imm]">, AgAll_sp, DVldaAM {
  let Semantics = AtSp # "\n" # [{ dm_to_aregs(am_off(dst), dm_at(a, 32), 32); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatLoad; let Summary = "Load 256 bits into a quarter of an accumulator at sp + imm";
}
// vst-am.mir "0: 59 8c 02 0a  vst amll3, [p2, #0]"; "20: 59 8c 10 0a  vst amll3, [p2, dj0]";
// "40: 59 8c 01 0a  vst amll3, [p2], #0"; "30: 59 8c 88 0a  vst amll3, [p2], m4";
// "50: 59 8c 58 0a  vst.2d amll3, [p2], d2"; "60: 59 91 00 08  vst.3d amlh4, [p0], d0"
defm VST_AM : StAllForms<"vst", "", (ins mAMs:$src), "$src", imm6x32, imm7x32,
                         [{ aregs_to_dm(dm_at(a, 32), am_off(src), 32); }], LatStE5, [],
                         "Store a quarter of an accumulator as 256 bits">, DVstAM;
// "10: 59 cc ff 0f  vst amll3, [sp, #-32]"
def VST_AM_sp : StAll<"vst", (ins mAMs:$src, imm12x32_neg:$imm), "$src, [sp, #$imm]">, AgAll_sp, DVstAM {
  let Semantics = AtSp # "\n" # [{ aregs_to_dm(dm_at(a, 32), am_off(src), 32); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatStE5; let Summary = "Store a quarter of an accumulator as 256 bits at sp + imm";
}

// =============================================================================================
// 128-bit vector loads and stores (into / from the low half of a W register)
// =============================================================================================
// SEMANTICS-TODO: which 128 bits of the W register (low half assumed) and whether a load clears the
// other half (assumed: left unchanged). The 128-bit accesses are 16-byte aligned, but vst.128's
// immediates step in 32 bytes (llvm note on VST_128).
// vector-loads-w128.mir "0: d9 0d 80 02  vlda.128 wl3, [p2]"
class VLda128Fmt<string mn, dag ops, string syn> : AIE2Mem<mn, ops, syn> {
  field bits<21> Inst; bits<3> ptr; bits<5> dst; let Inst = {ptr, 0b1000000000, dst, 0b111}; let Unit = LDA;
}
def VLDA_128 : VLda128Fmt<"vlda.128", (ins mWa:$dst, eP:$ptr), "$dst, [$ptr]"> {
  let Semantics = [{ dm_to_vregs(w_off(dst), dm_at(p[ptr], 16), 16); }];
  let Latency = LatLoad; let Summary = "Load 128 bits into the low half of a W register at ptr";
}
// "10: 19 d8 80 3a  vldb.128 wl3, [p2, dj4]"; "20: 19 d8 88 3a  vldb.128 wl3, [p2], m4";
// "30: 19 d8 90 3a  vldb.2d.128 wl3, [p2], d4"; "40: 19 18 18 38  vldb.3d.128 wl0, [p0], d0"
defm VLDB_128 : LdbNiForms<"vldb", ".128", (ins mWa:$dst), "$dst",
                           [{ dm_to_vregs(w_off(dst), dm_at(a, 16), 16); }], LatLoad,
                           "Load 128 bits into the low half of a W register (ldb slot)">, DVldb128;
// vector-stores-w128.mir "10: d9 8c 02 0a  vst.128 wl3, [p2, #0]"; "0: d9 8c 10 0a  vst.128 wl3, [p2, dj0]";
// "40: d9 8c 01 0a  vst.128 wl3, [p2], #0"; "30: d9 8c 08 0a  vst.128 wl3, [p2], m0";
// "50: d9 8c 18 0a  vst.2d.128 wl3, [p2], d0"; "60: d9 8c 00 0a  vst.3d.128 wl3, [p2], d0"
defm VST_128 : StAllForms<"vst", ".128", (ins mWs:$src), "$src", imm6x32, imm7x32,
                          [{ vregs_to_dm(dm_at(a, 16), w_off(src), 16); }], LatStE5, [],
                          "Store the low half of a W register as 128 bits">, DVst128;
// "20: d9 4c fe 0f  vst.128 wl3, [sp, #-128]"
def VST_128_sp : StAll<"vst.128", (ins mWs:$src, imm12x32_neg:$imm), "$src, [sp, #$imm]">, AgAll_sp, DVst128 {
  let Semantics = AtSp # "\n" # [{ vregs_to_dm(dm_at(a, 16), w_off(src), 16); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatStE5; let Summary = "Store the low half of a W register as 128 bits at sp + imm";
}

// =============================================================================================
// Mask registers q0..q3 (128 bits; sparse multiplication masks)
// =============================================================================================
// lda-q.mir "0: d9 80 02 02  lda q0, [p2, #0]"; "10: d9 80 10 05  lda q0, [p5, dj0]";
// "40: d9 80 01 02  lda q0, [p2], #0"; "30: d9 80 88 02  lda q0, [p2], m4";
// "50: d9 80 18 02  lda.2d q0, [p2], d0"; "60: d9 80 00 02  lda.3d q0, [p2], d0"
defm LDA_Q : LdaAllForms<"lda", "", (ins mQQa:$dst), "$dst", imm6x16, imm7x16,
                         [{ dm_to_qregs(q_off(dst), dm_at(a, 16)); }], LatLoad, [],
                         "Load 128 bits into a mask register">, DLdaQ;
// "20: d9 c0 ff 07  lda q0, [sp, #-16]"
def LDA_Q_sp : LdaAll<"lda", (ins mQQa:$dst, imm12x16_neg:$imm), "$dst, [sp, #$imm]">, AgAll_sp, DLdaQ {
  let Semantics = AtSp # "\n" # [{ dm_to_qregs(q_off(dst), dm_at(a, 16)); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatLoad; let Summary = "Load 128 bits into a mask register at sp + imm";
}
// st-q.mir "0: 99 8a 02 0a  st q0, [p2, #0]"; "20: 99 8a 50 0a  st q0, [p2, dj2]";
// "40: 99 8a 01 0a  st q0, [p2], #0"; "30: 99 8a 88 0a  st q0, [p2], m4";
// "50: 99 8a 58 0a  st.2d q0, [p2], d2"; "60: 99 8a 00 08  st.3d q0, [p0], d0"
defm ST_Q : StAllForms<"st", "", (ins mQQa:$src), "$src", imm6x16, imm7x16,
                       [{ qregs_to_dm(dm_at(a, 16), q_off(src)); }], LatStE5, [],
                       "Store a mask register as 128 bits">, DStQ;
// "14: 99 da ff 0f  st q1, [sp, #-16]"
def ST_Q_sp : StAll<"st", (ins mQQa:$src, imm12x16_neg:$imm), "$src, [sp, #$imm]">, AgAll_sp, DStQ {
  let Semantics = AtSp # "\n" # [{ qregs_to_dm(dm_at(a, 16), q_off(src)); }];
  let Constraints = [[{ imm < 0 }]];
  let Latency = LatStE5; let Summary = "Store a mask register as 128 bits at sp + imm";
}

// =============================================================================================
// 3.4 VLDA.UPS: load 256 bits and upshift the lanes into an accumulator (lda slot)
// =============================================================================================
// .sN: signed source lanes; .dN: the sign comes from crUPSSign (nonzero: signed). The shift amount
// is s[shft]; lanes that overflow set srUPS_of and saturate when crSat is nonzero.
// Timing: the accumulator after 9 cycles, shft read 7 cycles after issue (llvm: dst 9, shft 7).
// vlda-ups.mir "0: 19 03 0c 00  vlda.ups.s32.d16 bmh0, s0, [p0, #0]"; "a0: 19 03 10 00  vlda.ups.s32.d16 bmh0, s0, [p0, dj0]";
// "40: 19 03 04 00  vlda.ups.s32.d16 bmh0, s0, [p0], #0"; "20: 19 03 88 00  vlda.ups.s32.d16 bmh0, s0, [p0], m4";
// "60: 19 03 98 00  vlda.2d.ups.s32.d16 bmh0, s0, [p0], d4"; "80: 19 03 00 00  vlda.3d.ups.s32.d16 bmh0, s0, [p0], d0"
defvar UpsRs = ["shft=6"];
defm VLDA_UPS_S32_D16 : LdaNsForms<"vlda", ".ups.s32.d16", (ins mBMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(bm_off(dst), dm_at(a, 32), 16, 32, crUPSSign[0] != 0, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 16 16-bit lanes (sign per crUPSSign) into 32-bit lanes of a 512-bit accumulator, loaded">, DUpsBM<0, 0>;
// "4: 19 49 ed 02  vlda.ups.s32.s16 bml2, s1, [p2, #-32]"
defm VLDA_UPS_S32_S16 : LdaNsForms<"vlda", ".ups.s32.s16", (ins mBMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(bm_off(dst), dm_at(a, 32), 16, 32, true, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 16 signed 16-bit lanes into 32-bit lanes of a 512-bit accumulator, loaded">, DUpsBM<0, 1>;
// "8: 19 97 6e 03  vlda.ups.s64.d32 bmh5, s2, [p3, #96]"
defm VLDA_UPS_S64_D32 : LdaNsForms<"vlda", ".ups.s64.d32", (ins mBMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(bm_off(dst), dm_at(a, 32), 32, 64, crUPSSign[0] != 0, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 8 32-bit lanes (sign per crUPSSign) into 64-bit lanes of a 512-bit accumulator, loaded">, DUpsBM<1, 0>;
// "c: 19 dd 8f 05  vlda.ups.s64.s32 bml7, s3, [p5, #-128]"
defm VLDA_UPS_S64_S32 : LdaNsForms<"vlda", ".ups.s64.s32", (ins mBMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(bm_off(dst), dm_at(a, 32), 32, 64, true, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 8 signed 32-bit lanes into 64-bit lanes of a 512-bit accumulator, loaded">, DUpsBM<1, 1>;
// "10: 19 40 0c 00  vlda.ups.s32.d8 cm0, s0, [p0, #0]"
defm VLDA_UPS_S32_D8 : LdaNsForms<"vlda", ".ups.s32.d8", (ins mCMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(cm_off(dst), dm_at(a, 32), 8, 32, crUPSSign[0] != 0, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 32 8-bit lanes (sign per crUPSSign) into 32-bit lanes of a 1024-bit accumulator, loaded">, DUpsCM<0, 0>;
// "14: 19 4a ed 02  vlda.ups.s32.s8 cm2, s1, [p2, #-32]"
defm VLDA_UPS_S32_S8 : LdaNsForms<"vlda", ".ups.s32.s8", (ins mCMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(cm_off(dst), dm_at(a, 32), 8, 32, true, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 32 signed 8-bit lanes into 32-bit lanes of a 1024-bit accumulator, loaded">, DUpsCM<0, 1>;
// "1c: 19 dc 8f 05  vlda.ups.s64.d16 cm7, s3, [p5, #-128]"
defm VLDA_UPS_S64_D16 : LdaNsForms<"vlda", ".ups.s64.d16", (ins mCMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(cm_off(dst), dm_at(a, 32), 16, 64, crUPSSign[0] != 0, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 16 16-bit lanes (sign per crUPSSign) into 64-bit lanes of a 1024-bit accumulator, loaded">, DUpsCM<1, 0>;
// "18: 19 d6 6e 03  vlda.ups.s64.s16 cm5, s2, [p3, #96]"
defm VLDA_UPS_S64_S16 : LdaNsForms<"vlda", ".ups.s64.s16", (ins mCMs:$dst, mSs:$shft), "$dst, $shft", imm3x32, imm4x32,
    [{ ups_load(cm_off(dst), dm_at(a, 32), 16, 64, true, s[shft] & 0x3F); }], LatUps, UpsRs,
    "Upshift 16 signed 16-bit lanes into 64-bit lanes of a 1024-bit accumulator, loaded">, DUpsCM<1, 1>;

// =============================================================================================
// VLDA.CONV.FP32.BF16: load 16 bf16 values and widen them to fp32 lanes of a 512-bit accumulator
// =============================================================================================
// vlda-conv.mir "0: 19 86 0c 00  vlda.conv.fp32.bf16 bmh1, [p0, #0]"; "c: 19 96 70 06  vlda.conv.fp32.bf16 bmh5, [p6, dj3]";
// "14: 19 9a 04 06  vlda.conv.fp32.bf16 bmh6, [p6], #0"; "10: 19 92 88 04  vlda.conv.fp32.bf16 bmh4, [p4], m4";
// "20: 19 96 98 01  vlda.2d.conv.fp32.bf16 bmh5, [p1], d4"; "24: 19 9a 60 04  vlda.3d.conv.fp32.bf16 bmh6, [p4], d3"
defm VLDA_CONV_FP32_BF16 : LdaNsForms<"vlda", ".conv.fp32.bf16", (ins mBMs:$dst), "$dst", imm3x32, imm4x32,
    [{
  let b = dm_at(a, 32);
  for i in 0 .. 16 { store(aregs, bm_off(dst) + u32(i) * 4, 4, load(dm, b + u32(i) * 2, 2) << 16); }
    }], LatLoad, [], "Load 16 bf16 values as fp32 lanes of a 512-bit accumulator">, DConvLd;

// =============================================================================================
// 3.12 VST.SRS: shift-round-saturate accumulator lanes and store the 256-bit result (st slot)
// =============================================================================================
// .sN: signed result; .dN: signed when crSRSSign is nonzero. Rounding per crRnd, saturation per
// crSat; overflow sets srSRS_of. Memory is written in E7 (Latency 3, see above); src and shft are
// read at issue.
// vst-srs.mir "0: 99 01 6c 08  vst.srs.d16.s32 bml0, s0, [p0, #96]"; "a0: 99 01 10 08  vst.srs.d16.s32 bml0, s0, [p0, dj0]";
// "40: 99 01 04 08  vst.srs.d16.s32 bml0, s0, [p0], #0"; "20: 99 01 e8 08  vst.srs.d16.s32 bml0, s0, [p0], m7";
// "60: 99 01 f8 08  vst.2d.srs.d16.s32 bml0, s0, [p0], d7"; "80: 99 01 00 08  vst.3d.srs.d16.s32 bml0, s0, [p0], d0"
defm VST_SRS_D16_S32 : StNsForms<"vst", ".srs.d16.s32", (ins mBMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), bm_off(src), 32, 16, crSRSSign[0] != 0, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 16 32-bit lanes of a 512-bit accumulator to 16 bits (sign per crSRSSign) and store them">, DSrsBM<0, 0>;
// "4: 99 45 8d 0a  vst.srs.s16.s32 bml1, s1, [p2, #-128]"
defm VST_SRS_S16_S32 : StNsForms<"vst", ".srs.s16.s32", (ins mBMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), bm_off(src), 32, 16, true, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 16 32-bit lanes of a 512-bit accumulator to signed 16 bits and store them">, DSrsBM<0, 1>;
// "8: 99 97 6e 0d  vst.srs.d32.s64 bmh5, s2, [p5, #96]"
defm VST_SRS_D32_S64 : StNsForms<"vst", ".srs.d32.s64", (ins mBMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), bm_off(src), 64, 32, crSRSSign[0] != 0, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 8 64-bit lanes of a 512-bit accumulator to 32 bits (sign per crSRSSign) and store them">, DSrsBM<1, 0>;
// "c: 99 df 8f 0f  vst.srs.s32.s64 bmh7, s3, [p7, #-128]"
defm VST_SRS_S32_S64 : StNsForms<"vst", ".srs.s32.s64", (ins mBMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), bm_off(src), 64, 32, true, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 8 64-bit lanes of a 512-bit accumulator to signed 32 bits and store them">, DSrsBM<1, 1>;
// "18: 99 0c 6f 0d  vst.srs.d8.s32 cm3, s3, [p5, #96]"
defm VST_SRS_D8_S32 : StNsForms<"vst", ".srs.d8.s32", (ins mCMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), cm_off(src), 32, 8, crSRSSign[0] != 0, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 32 32-bit lanes of a 1024-bit accumulator to 8 bits (sign per crSRSSign) and store them">, DSrsCM<0, 0>;
// "1c: 99 50 8c 0f  vst.srs.s8.s32 cm4, s0, [p7, #-128]"
defm VST_SRS_S8_S32 : StNsForms<"vst", ".srs.s8.s32", (ins mCMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), cm_off(src), 32, 8, true, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 32 32-bit lanes of a 1024-bit accumulator to signed 8 bits and store them">, DSrsCM<0, 1>;
// "10: 99 84 6d 08  vst.srs.d16.s64 cm1, s1, [p0, #96]"
defm VST_SRS_D16_S64 : StNsForms<"vst", ".srs.d16.s64", (ins mCMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), cm_off(src), 64, 16, crSRSSign[0] != 0, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 16 64-bit lanes of a 1024-bit accumulator to 16 bits (sign per crSRSSign) and store them">, DSrsCM<1, 0>;
// "14: 99 c8 8e 0a  vst.srs.s16.s64 cm2, s2, [p2, #-128]"
defm VST_SRS_S16_S64 : StNsForms<"vst", ".srs.s16.s64", (ins mCMs:$src, mSs:$shft), "$src, $shft", imm3x32, imm4x32,
    [{ srs_store(dm_at(a, 32), cm_off(src), 64, 16, true, s[shft] & 0x3F); }], LatStE7, [],
    "Shift-round-saturate 16 64-bit lanes of a 1024-bit accumulator to signed 16 bits and store them">, DSrsCM<1, 1>;

// =============================================================================================
// VST.CONV.BF16.FP32: narrow 16 fp32 lanes of a 512-bit accumulator to bf16 and store them
// =============================================================================================
// llvm-aie lists crRnd among its uses as it does for vconv.bf16.fp32 (AIE2GenFixupInstrInfo.td's
// Uses; AIE2Schedule.td: both read it in E1), so it rounds by crRnd with vconv's bfround (vector.td), not always to nearest even:
// under the reset crRnd 0 both round toward -infinity. crF2FMask and srF2FFlags are not modelled.
// Memory is written in E7 (Latency 3).
// vst-conv.mir "0: d9 01 8d 08  vst.conv.bf16.fp32 bml0, [p0, #-128]"; "8: d9 23 11 08  vst.conv.bf16.fp32 bmh8, [p0, dj0]";
// "c: d9 15 85 0d  vst.conv.bf16.fp32 bml5, [p5], #-256"; "14: d9 07 e9 0a  vst.conv.bf16.fp32 bmh1, [p2], m7";
// "18: d9 01 f9 08  vst.2d.conv.bf16.fp32 bml0, [p0], d7"; "1c: d9 03 61 08  vst.3d.conv.bf16.fp32 bmh0, [p0], d3"
defm VST_CONV_BF16_FP32 : StNsForms<"vst", ".conv.bf16.fp32", (ins mBMs:$src), "$src", imm3x32, imm4x32,
    [{
  let b = dm_at(a, 32);
  for i in 0 .. 16 {
    let f = bitcast(f32, u32(load(aregs, bm_off(src) + u32(i) * 4, 4)));
    store(dm, b + u32(i) * 2, 2, u64(bits(bfround(f))));
  }
    }], LatStE7, [], "Round 16 fp32 lanes of a 512-bit accumulator to bf16 and store them">, DConvSt;

// =============================================================================================
// VST.PACK: pack the lanes of an X register to half their width (saturating) and store 256 bits
// =============================================================================================
// .sN: signed; .dN: signed when crPackSign is nonzero. Saturation per crSat. Memory in E5.
// vst-pack.mir "0: 99 02 0c 08  vst.pack.d4.d8 x0, [p0, #0]"; "10: 99 02 f0 09  vst.pack.d4.d8 x0, [p1, dj7]";
// "20: 99 02 84 08  vst.pack.d4.d8 x0, [p0], #-256"; "30: 99 02 e8 09  vst.pack.d4.d8 x0, [p1], m7";
// "40: 99 02 f8 08  vst.2d.pack.d4.d8 x0, [p0], d7"; "50: 99 0a 00 08  vst.3d.pack.d4.d8 x2, [p0], d0"
defm VST_PACK_D4_D8 : StNsForms<"vst", ".pack.d4.d8", (ins mXs:$src), "$src", imm3x32, imm4x32,
    [{ pack_store(dm_at(a, 32), x_off(src), 8, crPackSign[0] != 0); }], LatStE5, [],
    "Pack 64 8-bit lanes to 4 bits (sign per crPackSign) and store them">, DPack<0, 0>;
// "4: 99 06 0d 08  vst.pack.d8.d16 x1, [p0, #0]"
defm VST_PACK_D8_D16 : StNsForms<"vst", ".pack.d8.d16", (ins mXs:$src), "$src", imm3x32, imm4x32,
    [{ pack_store(dm_at(a, 32), x_off(src), 16, crPackSign[0] != 0); }], LatStE5, [],
    "Pack 32 16-bit lanes to 8 bits (sign per crPackSign) and store them">, DPack<0, 1>;
// "8: 99 0a 0e 08  vst.pack.s4.s8 x2, [p0, #0]"
defm VST_PACK_S4_S8 : StNsForms<"vst", ".pack.s4.s8", (ins mXs:$src), "$src", imm3x32, imm4x32,
    [{ pack_store(dm_at(a, 32), x_off(src), 8, true); }], LatStE5, [],
    "Pack 64 signed 8-bit lanes to 4 bits and store them">, DPack<1, 0>;
// "c: 99 0e 0f 08  vst.pack.s8.s16 x3, [p0, #0]"
defm VST_PACK_S8_S16 : StNsForms<"vst", ".pack.s8.s16", (ins mXs:$src), "$src", imm3x32, imm4x32,
    [{ pack_store(dm_at(a, 32), x_off(src), 16, true); }], LatStE5, [],
    "Pack 32 signed 16-bit lanes to 8 bits and store them">, DPack<1, 1>;

// =============================================================================================
// VLDB.UNPACK: load 256 bits and widen the lanes to twice their width into an X register (ldb slot)
// =============================================================================================
// vldb-unpack.mir "0: 19 20 04 39  vldb.unpack.s8.s4 x0, [p1, dj0]"; "10: 19 20 0d 3e  vldb.unpack.s8.s4 x4, [p6], m0";
// "20: 19 20 15 38  vldb.2d.unpack.s8.s4 x4, [p0], d0"; "30: 19 20 1d 3c  vldb.3d.unpack.s8.s4 x4, [p4], d0"
defm VLDB_UNPACK_S8_S4 : LdbNiForms<"vldb", ".unpack.s8.s4", (ins mXs:$dst), "$dst",
    [{ unpack_load(x_off(dst), dm_at(a, 32), 8, true); }], LatLoad,
    "Load 64 signed 4-bit lanes as 8-bit lanes of an X register">, DUnpack<1, 0>;
// "4: 19 70 24 3c  vldb.unpack.s16.s8 x1, [p4, dj1]"
defm VLDB_UNPACK_S16_S8 : LdbNiForms<"vldb", ".unpack.s16.s8", (ins mXs:$dst), "$dst",
    [{ unpack_load(x_off(dst), dm_at(a, 32), 16, true); }], LatLoad,
    "Load 32 signed 8-bit lanes as 16-bit lanes of an X register">, DUnpack<1, 1>;
// "8: 19 80 44 3d  vldb.unpack.d8.d4 x2, [p5, dj2]"
defm VLDB_UNPACK_D8_D4 : LdbNiForms<"vldb", ".unpack.d8.d4", (ins mXs:$dst), "$dst",
    [{ unpack_load(x_off(dst), dm_at(a, 32), 8, crUnpackSign[0] != 0); }], LatLoad,
    "Load 64 4-bit lanes (sign per crUnpackSign) as 8-bit lanes of an X register">, DUnpack<0, 0>;
// "c: 19 d0 64 3a  vldb.unpack.d16.d8 x3, [p2, dj3]"
defm VLDB_UNPACK_D16_D8 : LdbNiForms<"vldb", ".unpack.d16.d8", (ins mXs:$dst), "$dst",
    [{ unpack_load(x_off(dst), dm_at(a, 32), 16, crUnpackSign[0] != 0); }], LatLoad,
    "Load 32 8-bit lanes (sign per crUnpackSign) as 16-bit lanes of an X register">, DUnpack<0, 1>;

// =============================================================================================
// VLDB.4x: four-way table lookup load (addresses taken from a W register)
// =============================================================================================
// SEMANTICS-TODO: llvm (aiev2_addr.h) uses it for look-up tables; AMD's AI Engine-ML intrinsics guide
// ("Load 4x Operations") says it loads four 64-bit values through four pointers held in the source W
// register (eight 32-bit lanes: .lo uses lanes 0..3, .hi lanes 4..7) and concatenates them into the
// destination, lanes 1 and 3 of each four with address | 0x10 (the other bank of a LUT duplicated every
// 128 bits), and that it occupies every load interface. What 4x16/4x32 change (element width and address
// alignment within the 64 bits) is not stated. Timing: result after 7 cycles, source read at issue.
class VLdb4xFmt<bits<2> sz, bits<1> off, string mn> : AIE2Mem<mn, (ins mWs:$dst, mWb:$src), "$dst, $src"> {
  field bits<16> Inst; bits<5> src; bits<5> dst;
  let Inst = {src, off, sz, 0b1, dst, 0b11};
  let Unit = LDB; let Latency = LatLoad;
  let Semantics = [{ trap("vldb.4x: semantics not modelled yet"); }];
}
// vldb_4x.mir "0: 19 d8 84 3d  vldb.4x16.lo wl3, wl11"
def VLDB_4x16_LO : VLdb4xFmt<0b00, 0b0, "vldb.4x16.lo"> { let Summary = "Four-way 16-bit table load, low part (SEMANTICS-TODO)"; }
// "4: 19 d8 e5 3a  vldb.4x16.hi wl7, wh5"
def VLDB_4x16_HI : VLdb4xFmt<0b00, 0b1, "vldb.4x16.hi"> { let Summary = "Four-way 16-bit table load, high part (SEMANTICS-TODO)"; }
// "8: 19 38 0d 38  vldb.4x32.lo wh4, wl0"
def VLDB_4x32_LO : VLdb4xFmt<0b01, 0b0, "vldb.4x32.lo"> { let Summary = "Four-way 32-bit table load, low part (SEMANTICS-TODO)"; }
// "c: 19 b8 ed 3c  vldb.4x32.hi wh6, wh9"
def VLDB_4x32_HI : VLdb4xFmt<0b01, 0b1, "vldb.4x32.hi"> { let Summary = "Four-way 32-bit table load, high part (SEMANTICS-TODO)"; }
// "10: 19 38 94 3b  vldb.4x64.lo wh0, wl7"
def VLDB_4x64_LO : VLdb4xFmt<0b10, 0b0, "vldb.4x64.lo"> { let Summary = "Four-way 64-bit table load, low part (SEMANTICS-TODO)"; }
// "14: 19 b8 f5 39  vldb.4x64.hi wh6, wh3"
def VLDB_4x64_HI : VLdb4xFmt<0b10, 0b1, "vldb.4x64.hi"> { let Summary = "Four-way 64-bit table load, high part (SEMANTICS-TODO)"; }

// =============================================================================================
// Tile memory-mapped registers (lda.tm / st.tm)
// =============================================================================================
// SEMANTICS-TODO: these reach the tile's memory-mapped configuration space through the processor
// bus, not dm; not modelled. Timing: lda.tm result after 7 cycles; st.tm written in E5.
// loads.mir "d8: 19 80 03 00  lda.tm r0, [p0]"
def LDA_TM : AIE2Mem<"lda.tm", (ins eR:$dst, eP:$ptr), "$dst, [$ptr]"> {
  field bits<21> Inst; bits<5> dst; bits<3> ptr;
  let Inst = {ptr, 0b000000, 0b1110, dst, 0b000};   // bits 15..10 don't-care, 0
  let Unit = LDA; let Latency = LatLoad;
  let Semantics = [{ trap("lda.tm: the tile memory map is not modelled"); }];
  let Summary = "Load a word of the tile's memory-mapped registers (SEMANTICS-TODO)";
}
// stores.mir "80: 19 18 9e 08  st.tm r12, [p0]"; "88: 99 02 9e 09  st.tm lr, [p1]"
def ST_TM : AIE2Mem<"st.tm", (ins mSclSt:$src, eP:$ptr), "$src, [$ptr]"> {
  field bits<21> Inst; bits<7> src; bits<3> ptr;
  let Inst = {ptr, 0b1, 0b0, 0b0111, 0b1000, src, 0b0};   // bit 16 don't-care, 0
  let Unit = ST; let Latency = LatStE5;
  let Semantics = [{ trap("st.tm: the tile memory map is not modelled"); }];
  let Summary = "Store a scalar register to the tile's memory-mapped registers (SEMANTICS-TODO)";
}

// =============================================================================================
// Pointer arithmetic: padda (lda slot), paddb (ldb slot), padds (st slot)
// =============================================================================================
// The three do the same in different slots. llvm: the pointer (and dc) written after 1 cycle.
class PaddA<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<21> Inst; bits<19> sa; let Inst = {sa, 0b10}; let Unit = LDA; let Group = "Pointer arithmetic";
}
class PaddS<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<21> Inst; bits<19> sa; let Inst = {sa, 0b01}; let Unit = ST; let Group = "Pointer arithmetic";
}
class PaddB<string mn, dag ops, string syn> : Instruction<mn, ops, syn> {
  field bits<16> Inst; bits<16> sa; let Inst = sa; let Unit = LDB; let Group = "Pointer arithmetic";
}
// aga_sa / ags_sa (19 bits); the don't-care bits llvm leaves are 0 here.
class Sa_pstm_imm { bits<3> ptr; bits<10> imm; bits<19> sa = {ptr, imm, 0b11, 0b00, 0b11}; }
class Sa_pstm     { bits<3> ptr; bits<3> mod;  bits<19> sa = {ptr, mod, 0b010, 0b0000, 0b11, 0b00, 0b01}; }
class Sa_2d       { bits<3> ptr; bits<3> dim;  bits<19> sa = {ptr, dim, 0b110, 0b0000, 0b11, 0b00, 0b01}; }
class Sa_3d       { bits<3> ptr; bits<2> dim;  bits<19> sa = {ptr, 0b0, dim, 0b000, 0b0000, 0b11, 0b00, 0b01}; }
class Sa_sp       { bits<13> imm;              bits<19> sa = {imm, 0b11, 0b00, 0b10}; }
// agb_sa (16 bits): the 9-bit immediate is split around the fixed 11.
class Sb_pstm_imm { bits<3> ptr; bits<9> imm; bits<16> sa = {ptr, imm{8-3}, 0b11, imm{2-0}, 0b10}; }
class Sb_pstm     { bits<3> ptr; bits<3> mod; bits<16> sa = {ptr, mod, 0b010, 0b11, 0b000, 0b01}; }
class Sb_2d       { bits<3> ptr; bits<3> dim; bits<16> sa = {ptr, dim, 0b10011, 0b000, 0b01}; }
class Sb_3d       { bits<3> ptr; bits<2> dim; bits<16> sa = {ptr, 0b0, dim, 0b11011, 0b000, 0b01}; }
class Sb_sp       { bits<12> imm;             bits<16> sa = {imm{11-3}, 0b11, imm{2-0}, 0b00}; }

defvar PaddImmSem = [{ p[ptr] = agu_add(p[ptr], u32(imm)); }];
defvar PaddModSem = [{ p[ptr] = agu_add(p[ptr], m[mod]); }];
defvar Padd2DSem  = [{ p[ptr] = agu_2d(p[ptr], dim); }];
defvar Padd3DSem  = [{ p[ptr] = agu_3d(p[ptr], dim); }];
defvar PaddSpSem  = [{ sp[0] = agu_add(sp[0], u32(imm)); }];

// ptrinc.mir "20: 99 73 00 00  padda [p0], #4"
def PADDA_imm : PaddA<"padda", (ins eP:$ptr, imm10x4:$imm), "[$ptr], #$imm">, Sa_pstm_imm {
  let Semantics = PaddImmSem; let Summary = "Add an immediate to a pointer (lda slot)"; }
// "10: 99 31 08 00  padda [p0], m0"
def PADDA_m : PaddA<"padda", (ins eP:$ptr, eM:$mod), "[$ptr], $mod">, Sa_pstm {
  let Semantics = PaddModSem; let Summary = "Add a modifier register to a pointer (lda slot)"; }
// ptrinc_2d.mir "0: 99 31 18 00  padda.2d [p0], d0"
def PADDA_2D : PaddA<"padda.2d", (ins eP:$ptr, eD:$dim), "[$ptr], $dim">, Sa_2d {
  let Semantics = Padd2DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 2D addressing (lda slot)"; }
// ptrinc_3d.mir "0: 99 31 00 00  padda.3d [p0], d0"
def PADDA_3D : PaddA<"padda.3d", (ins eP:$ptr, eDS:$dim), "[$ptr], $dim">, Sa_3d {
  let Semantics = Padd3DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 3D addressing (lda slot)"; }
// ptrinc.mir "0: 99 f2 ff 03  padda [sp], #131040"
def PADDA_sp : PaddA<"padda", (ins imm13x32:$imm), "[sp], #$imm">, Sa_sp {
  let Semantics = PaddSpSem; let Summary = "Add an immediate to sp (lda slot)"; }
// "30: 59 73 00 08  padds [p0], #4"
def PADDS_imm : PaddS<"padds", (ins eP:$ptr, imm10x4:$imm), "[$ptr], #$imm">, Sa_pstm_imm {
  let Semantics = PaddImmSem; let Summary = "Add an immediate to a pointer (st slot)"; }
// "18: 59 31 08 08  padds [p0], m0"
def PADDS_m : PaddS<"padds", (ins eP:$ptr, eM:$mod), "[$ptr], $mod">, Sa_pstm {
  let Semantics = PaddModSem; let Summary = "Add a modifier register to a pointer (st slot)"; }
// ptrinc_2d.mir "10: 59 31 58 0a  padds.2d [p2], d2"
def PADDS_2D : PaddS<"padds.2d", (ins eP:$ptr, eD:$dim), "[$ptr], $dim">, Sa_2d {
  let Semantics = Padd2DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 2D addressing (st slot)"; }
// ptrinc_3d.mir "10: 59 31 00 0a  padds.3d [p2], d0"
def PADDS_3D : PaddS<"padds.3d", (ins eP:$ptr, eDS:$dim), "[$ptr], $dim">, Sa_3d {
  let Semantics = Padd3DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 3D addressing (st slot)"; }
// "44: 19 30 03 3d  paddb [p5], #4"
def PADDB_imm : PaddB<"paddb", (ins eP:$ptr, imm9x4:$imm), "[$ptr], #$imm">, Sb_pstm_imm {
  let Semantics = PaddImmSem; let Summary = "Add an immediate to a pointer (ldb slot)"; }
// "40: 19 08 8b 3c  paddb [p4], m4"
def PADDB_m : PaddB<"paddb", (ins eP:$ptr, eM:$mod), "[$ptr], $mod">, Sb_pstm {
  let Semantics = PaddModSem; let Summary = "Add a modifier register to a pointer (ldb slot)"; }
// ptrinc_2d.mir "8: 19 08 33 39  paddb.2d [p1], d1"
def PADDB_2D : PaddB<"paddb.2d", (ins eP:$ptr, eD:$dim), "[$ptr], $dim">, Sb_2d {
  let Semantics = Padd2DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 2D addressing (ldb slot)"; }
// ptrinc_3d.mir "8: 19 08 3b 39  paddb.3d [p1], d1"
def PADDB_3D : PaddB<"paddb.3d", (ins eP:$ptr, eDS:$dim), "[$ptr], $dim">, Sb_3d {
  let Semantics = Padd3DSem; let WriteLatency = ["dc=1"]; let Summary = "Step a pointer by 3D addressing (ldb slot)"; }
// "8: 19 e0 ff 3b  paddb [sp], #65504"
def PADDB_sp : PaddB<"paddb", (ins imm12x32:$imm), "[sp], #$imm">, Sb_sp {
  let Semantics = PaddSpSem; let Summary = "Add an immediate to sp (ldb slot)"; }
