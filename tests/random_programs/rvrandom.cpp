// rvrandom: random straight-line RV32IMF + Zicsr + Zbb + Zve32f programs (VLEN = 128) for
// differential testing of the coral simulator against QEMU, and a decoder that names the first
// differences between two of the programs' state dumps.
//
//   rvrandom --seed N --count K [--no-vector] [--no-float] [--stats]   assembly on stdout
//   rvrandom --compare A B [--label TEXT] [--names NAME_A,NAME_B]     exit 0 same, 1 differ
//
// Every emitted instruction is a legal encoding whose result the ISA fully defines, so any
// difference between two implementations is a bug in one of them. Behaviour the specifications
// leave open is kept out on purpose: AVL between VLMAX and 2 * VLMAX, fault-only-first loads,
// vfredusum, unordered indexed stores, overlapping strided stores, misaligned vector accesses,
// dynamic rounding mode RMM. Agnostic tail/mask policies are compared as undisturbed (what both
// QEMU's default and the coral model do).
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

// Dump layout, in bytes from the start of the dump area; the generator and --compare share it.
constexpr int kXOff = 16;     // x0..x31 (bytes 0..15: "KCRV", seed, count, flags)
constexpr int kFOff = 144;    // f0..f31
constexpr int kCsrOff = 272;  // fcsr, vl, vtype, vcsr
constexpr int kVOff = 288;    // v0..v31
constexpr int kMemOff = 800;  // the scratch buffer every load and store stays inside
constexpr int kMemSize = 1024;
constexpr int kDumpSize = kMemOff + kMemSize;
constexpr int kVlenb = 16;
constexpr int kBase = 27;  // s11 holds the scratch address; the body never writes it
// 8 KB of code: the fixed set-up and dump take about 240 instructions.
constexpr int kMaxCount = 1700;

const char* const kAbi[32] = {"zero", "ra", "sp",  "gp",  "tp", "t0", "t1", "t2", "s0", "s1", "a0",
                              "a1",   "a2", "a3",  "a4",  "a5", "a6", "a7", "s2", "s3", "s4", "s5",
                              "s6",   "s7", "s8",  "s9",  "s10", "s11", "t3", "t4", "t5", "t6"};

std::string S(const char* fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return buf;
}

// mt19937's output sequence is fixed by the standard; the distributions are not, so all
// reductions to a range are done here.
// Operands are formatted through Fmt's braced construction, which evaluates its arguments left
// to right (a function call's order is unspecified), so the random draws happen in the same order
// with every compiler.
struct Fmt {
  template <class... A>
  Fmt(const char* fmt, A... a) : s(S(fmt, a...)) {}
  std::string s;
};

class Rng {
 public:
  explicit Rng(uint32_t seed) : g_(seed) {}
  uint32_t u32() { return static_cast<uint32_t>(g_()); }
  uint32_t below(uint32_t n) { return n ? u32() % n : 0; }
  int range(int lo, int hi) { return lo + int(below(uint32_t(hi - lo + 1))); }
  bool pct(unsigned p) { return below(100) < p; }
  template <class T, size_t N>
  const T& pick(const T (&a)[N]) { return a[below(N)]; }

 private:
  std::mt19937 g_;
};

uint32_t interestingInt(Rng& r) {
  static const uint32_t k[] = {0,          1,          0xffffffff, 0x80000000, 0x7fffffff, 2,      3,
                               0xfffffffe, 0x80000001, 0xff,       0x80,       0x7f,       0xffff, 0x8000,
                               0x7fff,     0x10000,    0xffffff80, 0xffff8000, 31,         32,     0x55555555,
                               0xaaaaaaaa, 0x01010101, 0x00ff00ff};
  switch (r.below(4)) {
    case 0: return r.pick(k);
    case 1: return uint32_t(r.range(-16, 16));
    case 2: {
      uint32_t p = 1u << r.below(32);
      return p - r.below(2);
    }
    default: return r.u32();
  }
}

uint32_t floatBits(Rng& r) {
  static const uint32_t k[] = {
      0x00000000, 0x80000000,                          // +-0
      0x7f800000, 0xff800000,                          // +-inf
      0x7fc00000, 0xffc00000, 0x7fc12345,              // quiet NaNs
      0x7f800001, 0xffa00000, 0x7fbfffff,              // signalling NaNs
      0x00000001, 0x807fffff, 0x00400000,              // subnormals
      0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff,  // smallest and largest normals
      0x3f800000, 0xbf800000, 0xc0200000, 0x3f000000,  // 1, -1, -2.5, 0.5
      0x3fc00000, 0x40400000, 0x3eaaaaab, 0x3f7fffff,  // 1.5, 3, 1/3, just below 1
      0x4b000000, 0x4b7fffff, 0x4effffff, 0x4f000000,  // 2^23, 2^24 - 1, below 2^31, 2^31
      0xcf000000, 0xcf000001, 0x4f800000, 0xbf000000,  // -2^31, below -2^31, 2^32, -0.5
      0x3fffffff, 0x34000000};
  switch (r.below(5)) {
    case 0:
    case 1: return r.pick(k);
    case 2: return r.u32();
    default: {
      // Moderate magnitudes keep arithmetic finite and inexact; few mantissa bits give exact
      // results and rounding ties.
      uint32_t man = r.u32() & 0x7fffff;
      if (r.pct(30)) man &= 0x7f0000;
      uint32_t sign = r.below(2) << 31;
      return sign | (112 + r.below(40)) << 23 | man;
    }
  }
}

uint32_t dataWord(Rng& r) {
  switch (r.below(4)) {
    case 0: return interestingInt(r);
    case 1: return floatBits(r);
    default: return r.u32();
  }
}

int regsOf(int lmulLog) { return lmulLog <= 0 ? 1 : 1 << lmulLog; }
int vlmaxOf(int sew, int lmulLog) {
  return lmulLog >= 0 ? (kVlenb * 8 << lmulLog) / sew : (kVlenb * 8 / sew) >> -lmulLog;
}
const char* lmulName(int l) {
  static const char* const n[] = {"mf8", "mf4", "mf2", "m1", "m2", "m4", "m8"};
  return n[l + 3];
}
int log2i(int v) {
  int l = 0;
  while ((1 << l) < v) ++l;
  return l;
}

struct Grp {
  int base, n;
};
bool overlaps(Grp a, Grp b) { return a.base < b.base + b.n && b.base < a.base + a.n; }

struct Options {
  uint32_t seed = 1;
  int count = 1000;
  bool vector = true, fp = true, stats = false;
};

// Operand orders: kBin "vd, vs2, vs1|rs1|imm"; kFma "vd, vs1|rs1, vs2".
enum OpKind { kBin, kFma };
struct VOp {
  const char* name;
  const char* forms;  // subset of "vxif": .vv .vx .vi .vf
  char imm;           // 's': simm5, 'u': uimm5
  OpKind kind;
};

const VOp kVInt[] = {
    {"vadd", "vxi", 's', kBin},   {"vsub", "vx", 0, kBin},     {"vrsub", "xi", 's', kBin},
    {"vand", "vxi", 's', kBin},   {"vor", "vxi", 's', kBin},   {"vxor", "vxi", 's', kBin},
    {"vsll", "vxi", 'u', kBin},   {"vsrl", "vxi", 'u', kBin},  {"vsra", "vxi", 'u', kBin},
    {"vminu", "vx", 0, kBin},     {"vmin", "vx", 0, kBin},     {"vmaxu", "vx", 0, kBin},
    {"vmax", "vx", 0, kBin},      {"vmul", "vx", 0, kBin},     {"vmulh", "vx", 0, kBin},
    {"vmulhu", "vx", 0, kBin},    {"vmulhsu", "vx", 0, kBin},  {"vdivu", "vx", 0, kBin},
    {"vdiv", "vx", 0, kBin},      {"vremu", "vx", 0, kBin},    {"vrem", "vx", 0, kBin},
    {"vmacc", "vx", 0, kFma},     {"vnmsac", "vx", 0, kFma},   {"vmadd", "vx", 0, kFma},
    {"vnmsub", "vx", 0, kFma},
};
const VOp kVFixed[] = {
    {"vsaddu", "vxi", 's', kBin}, {"vsadd", "vxi", 's', kBin}, {"vssubu", "vx", 0, kBin},
    {"vssub", "vx", 0, kBin},     {"vaaddu", "vx", 0, kBin},   {"vaadd", "vx", 0, kBin},
    {"vasubu", "vx", 0, kBin},    {"vasub", "vx", 0, kBin},    {"vsmul", "vx", 0, kBin},
    {"vssrl", "vxi", 'u', kBin},  {"vssra", "vxi", 'u', kBin},
};
const VOp kVCmp[] = {
    {"vmseq", "vxi", 's', kBin},  {"vmsne", "vxi", 's', kBin}, {"vmsltu", "vx", 0, kBin},
    {"vmslt", "vx", 0, kBin},     {"vmsleu", "vxi", 's', kBin}, {"vmsle", "vxi", 's', kBin},
    {"vmsgtu", "xi", 's', kBin},  {"vmsgt", "xi", 's', kBin},
};
const VOp kVFloat[] = {
    {"vfadd", "vf", 0, kBin},     {"vfsub", "vf", 0, kBin},    {"vfrsub", "f", 0, kBin},
    {"vfmul", "vf", 0, kBin},     {"vfdiv", "vf", 0, kBin},    {"vfrdiv", "f", 0, kBin},
    {"vfmin", "vf", 0, kBin},     {"vfmax", "vf", 0, kBin},    {"vfsgnj", "vf", 0, kBin},
    {"vfsgnjn", "vf", 0, kBin},   {"vfsgnjx", "vf", 0, kBin},  {"vfmacc", "vf", 0, kFma},
    {"vfnmacc", "vf", 0, kFma},   {"vfmsac", "vf", 0, kFma},   {"vfnmsac", "vf", 0, kFma},
    {"vfmadd", "vf", 0, kFma},    {"vfnmadd", "vf", 0, kFma},  {"vfmsub", "vf", 0, kFma},
    {"vfnmsub", "vf", 0, kFma},
};
const VOp kVFCmp[] = {
    {"vmfeq", "vf", 0, kBin}, {"vmfne", "vf", 0, kBin}, {"vmflt", "vf", 0, kBin},
    {"vmfle", "vf", 0, kBin}, {"vmfgt", "f", 0, kBin},  {"vmfge", "f", 0, kBin},
};
const VOp kVWiden[] = {
    {"vwaddu", "vx", 0, kBin},   {"vwadd", "vx", 0, kBin},   {"vwsubu", "vx", 0, kBin},
    {"vwsub", "vx", 0, kBin},    {"vwmul", "vx", 0, kBin},   {"vwmulu", "vx", 0, kBin},
    {"vwmulsu", "vx", 0, kBin},  {"vwmaccu", "vx", 0, kFma}, {"vwmacc", "vx", 0, kFma},
    {"vwmaccsu", "vx", 0, kFma}, {"vwmaccus", "x", 0, kFma},
};

enum Cat {
  cAlu, cUpper, cMulDiv, cZbb, cSMem, cFloat, cCsr, cVset, cVInt, cVFixed, cVWide, cVMask, cVPerm,
  cVRed, cVFloat, cVMem, cSetup, cNumCats
};
const char* const kCatName[cNumCats] = {
    "RV32I ALU",       "lui/auipc",         "M mul/div",          "Zbb",
    "scalar load/store", "F",               "CSR (fcsr/vxrm/vl...)", "vsetvl*",
    "V integer",       "V fixed-point",     "V widen/narrow/ext", "V mask",
    "V permute/move",  "V int reduction",   "V float",            "V load/store",
    "operand set-up (addi/lui/vand before another op)"};

class Gen {
 public:
  explicit Gen(const Options& o) : o_(o), r_(o.seed), left_(o.count) {}

  std::string run() {
    prologue();
    while (left_ > 0) body();
    epilogue();
    data();
    return out_;
  }
  const int* stats() const { return stats_; }

 private:
  // ---- emission --------------------------------------------------------------------------
  void raw(const std::string& s) { out_ += "    " + s + "\n"; }
  void ins(Cat c, const Fmt& f) {
    raw(f.s);
    --left_;
    ++stats_[c];
  }
  bool room(int n) const { return left_ >= n; }

  // ---- registers ---------------------------------------------------------------------------
  static std::string X(int n) { return S("x%d", n); }
  static std::string F(int n) { return S("f%d", n); }
  static std::string V(int n) { return S("v%d", n); }
  int xdst() {
    int n;
    do n = r_.range(1, 31); while (n == kBase);
    return n;
  }
  int xdst2(int other) {
    int n;
    do n = xdst(); while (n == other);
    return n;
  }
  // x0 often enough to divide by zero and to shift or slide by nothing.
  int xsrc() { return r_.pct(10) ? 0 : r_.range(0, 31); }
  int freg() { return r_.range(0, 31); }
  // A random aligned group of n registers that overlaps none of `avoid` (and not v0 when
  // `noV0`), or -1.
  int group(int n, std::initializer_list<Grp> avoid = {}, bool noV0 = false) {
    int cand[32], k = 0;
    for (int b = 0; b < 32; b += n) {
      bool ok = !(noV0 && b == 0);
      for (Grp g : avoid) ok = ok && !overlaps({b, n}, g);
      if (ok) cand[k++] = b;
    }
    return k ? cand[r_.below(k)] : -1;
  }
  // A mask destination (one register) next to sources of a wider EEW: it must either miss a
  // source group or be the group's lowest register.
  int maskDest(std::initializer_list<Grp> srcs, bool noV0) {
    int cand[32], k = 0;
    for (int v = 0; v < 32; ++v) {
      bool ok = !(noV0 && v == 0);
      for (Grp g : srcs) ok = ok && (!overlaps({v, 1}, g) || v == g.base);
      if (ok) cand[k++] = v;
    }
    return k ? cand[r_.below(k)] : -1;
  }
  bool masked() { return r_.pct(30); }
  static const char* vm(bool m) { return m ? ", v0.t" : ""; }

  int imm12() {
    switch (r_.below(4)) {
      case 0: {
        static const int k[] = {0, 1, -1, 2047, -2048, 0x7f, 0x80, -0x80, 0xff};
        return r_.pick(k);
      }
      case 1: return r_.range(-16, 16);
      default: return r_.range(-2048, 2047);
    }
  }
  int simm5() { return r_.range(-16, 15); }
  int uimm5() { return r_.range(0, 31); }
  const char* rmSuffix() {
    // Static rounding modes only; RMM (4) is left out on purpose.
    static const char* const rm[] = {", rne", ", rtz", ", rdn", ", rup", ", dyn"};
    return r_.pct(35) ? "" : r_.pick(rm);
  }

  // ---- vector state --------------------------------------------------------------------------
  int sew_ = 32, lmul_ = 0, vl_ = 0;
  int vlmax() const { return vlmaxOf(sew_, lmul_); }
  int lregs() const { return regsOf(lmul_); }
  // log2 EMUL of an operand of element width eew, or 99 when out of range.
  int emul(int eew) const {
    int e = lmul_ + log2i(eew) - log2i(sew_);
    return e < -3 || e > 3 ? 99 : e;
  }

  struct VType {
    int sew, lmul;
    bool ta, ma;
  };
  VType randomVType(bool favourE32) {
    static const int sews[] = {8, 16, 32};
    VType t;
    t.sew = favourE32 && r_.pct(40) ? 32 : r_.pick(sews);
    // LMUL >= SEW / ELEN: e8 down to mf4, e16 down to mf2, e32 from m1.
    t.lmul = r_.range(t.sew == 8 ? -2 : t.sew == 16 ? -1 : 0, 3);
    t.ta = r_.below(2);
    t.ma = r_.below(2);
    return t;
  }
  static std::string vtypeText(const VType& t) {
    return S("e%d, %s, %s, %s", t.sew, lmulName(t.lmul), t.ta ? "ta" : "tu", t.ma ? "ma" : "mu");
  }
  static int vtypeBits(const VType& t) {
    return (t.lmul >= 0 ? t.lmul : 8 + t.lmul) | log2i(t.sew / 8) << 3 | t.ta << 6 | t.ma << 7;
  }
  // AVL up to `maxAvl`, never strictly between VLMAX and 2 * VLMAX, where the resulting vl is
  // implementation-defined.
  int randomAvl(int vlmax, int maxAvl) {
    int k = r_.below(10);
    if (k < 3) return vlmax <= maxAvl ? vlmax : maxAvl;
    if (k < 8 || 2 * vlmax > maxAvl) return r_.range(0, vlmax < maxAvl ? vlmax : maxAvl);
    return r_.range(2 * vlmax, maxAvl);
  }
  void setVType(const VType& t, int avl) {
    sew_ = t.sew;
    lmul_ = t.lmul;
    int m = vlmax();
    vl_ = avl <= m ? avl : m;
  }

  // ---- set-up, dump, data ----------------------------------------------------------------------
  void prologue() {
    // Memory contents are drawn before the body, so a program with a smaller --count is a
    // prefix of a larger one with the same seed: a mismatch can be bisected on --count.
    for (int i = 0; i < kMemSize / 4; ++i) scratch_.push_back(dataWord(r_));
    for (int i = 0; i < 32 * kVlenb / 4; ++i) vinit_.push_back(dataWord(r_));
    out_ += S("# rvrandom --seed %u --count %d%s%s\n", o_.seed, o_.count, o_.vector ? "" : " --no-vector",
              o_.fp ? "" : " --no-float");
    out_ += "    .option norvc\n    .text\n    .globl _start\n_start:\n";
    raw("la x27, scratch");
    if (o_.fp) {
      for (int f = 0; f < 32; ++f) {
        raw(S("li x5, 0x%08x", floatBits(r_)));
        raw(S("fmv.w.x f%d, x5", f));
      }
      raw("fscsr x0");
      raw(S("fsrmi %d", r_.range(0, 3)));
    }
    if (o_.vector) {
      raw("la x5, vinit");
      raw("vsetvli x6, x0, e32, m8, ta, ma");
      for (int v = 0; v < 32; v += 8) {
        raw(S("vle32.v v%d, (x5)", v));
        raw("addi x5, x5, 128");
      }
      VType t = randomVType(true);
      int avl = randomAvl(vlmaxOf(t.sew, t.lmul), 2047);
      raw(S("li x5, %d", avl));
      raw("vsetvli x6, x5, " + vtypeText(t));
      setVType(t, avl);
      raw("csrwi vcsr, 0");
      raw(S("csrwi vxrm, %d", r_.range(0, 3)));
    }
    for (int x = 1; x < 32; ++x)
      if (x != kBase) raw(S("li x%d, 0x%08x", x, interestingInt(r_)));
    out_ += "# body\n";
  }

  void epilogue() {
    out_ += "# dump\n";
    const int d = -kMemOff;  // dump area relative to x27
    for (int x = 0; x < 32; ++x) raw(S("sw x%d, %d(x27)", x, d + kXOff + 4 * x));
    if (o_.fp) {
      for (int f = 0; f < 32; ++f) raw(S("fsw f%d, %d(x27)", f, d + kFOff + 4 * f));
      raw("frcsr x5");
      raw(S("sw x5, %d(x27)", d + kCsrOff));
    }
    if (o_.vector) {
      // vl and vtype before the dump's own vsetvli changes them.
      const char* csrs[] = {"vl", "vtype", "vcsr"};
      for (int i = 0; i < 3; ++i) {
        raw(S("csrr x5, %s", csrs[i]));
        raw(S("sw x5, %d(x27)", d + kCsrOff + 4 + 4 * i));
      }
      raw("vsetvli x6, x0, e8, m8, ta, ma");
      raw(S("addi x5, x27, %d", d + kVOff));
      for (int v = 0; v < 32; v += 8) {
        raw(S("vse8.v v%d, (x5)", v));
        raw("addi x5, x5, 128");
      }
    }
    raw("li a7, 64");  // write(1, dump, kDumpSize)
    raw("li a0, 1");
    raw(S("addi a1, x27, %d", d));
    raw(S("li a2, %d", kDumpSize));
    raw("ecall");
    raw("li a7, 93");  // exit(0)
    raw("li a0, 0");
    raw("ecall");
  }

  void data() {
    out_ += "    .data\n    .balign 64\ndump:\n";
    int flags = (o_.vector ? 0 : 1) | (o_.fp ? 0 : 2);
    out_ += S("    .ascii \"KCRV\"\n    .word %u, %d, %d\n", o_.seed, o_.count, flags);
    out_ += S("    .space %d\nscratch:\n", kMemOff - 16);
    words(scratch_);
    out_ += "vinit:\n";
    words(vinit_);
  }
  void words(const std::vector<uint32_t>& w) {
    for (size_t i = 0; i < w.size(); ++i) {
      out_ += S(i % 8 ? ", 0x%08x" : "    .word 0x%08x", w[i]);
      if (i % 8 == 7) out_ += "\n";
    }
  }

  // ---- body --------------------------------------------------------------------------------
  void body() {
    struct W {
      Cat c;
      int w;
      bool vec, fp;
    };
    static const W weights[] = {
        {cAlu, 13, false, false},  {cUpper, 2, false, false}, {cMulDiv, 7, false, false},
        {cZbb, 7, false, false},   {cSMem, 7, false, false},  {cFloat, 13, false, true},
        {cCsr, 2, false, false},   {cVset, 4, true, false},   {cVInt, 12, true, false},
        {cVFixed, 3, true, false}, {cVWide, 4, true, false},  {cVMask, 4, true, false},
        {cVPerm, 5, true, false},  {cVRed, 3, true, false},   {cVFloat, 8, true, true},
        {cVMem, 7, true, false},
    };
    int total = 0;
    for (const W& w : weights)
      if ((o_.vector || !w.vec) && (o_.fp || !w.fp)) total += w.w;
    int k = int(r_.below(total));
    Cat c = cAlu;
    for (const W& w : weights) {
      if ((o_.vector || !w.vec) && (o_.fp || !w.fp)) {
        if (k < w.w) {
          c = w.c;
          break;
        }
        k -= w.w;
      }
    }
    switch (c) {
      case cAlu: alu(); break;
      case cUpper: ins(c, {"%s %s, 0x%x", r_.below(2) ? "lui" : "auipc", X(xdst()).c_str(), upper20()}); break;
      case cMulDiv: mulDiv(); break;
      case cZbb: zbb(); break;
      case cSMem: scalarMem(); break;
      case cFloat: fp(); break;
      case cCsr: csr(); break;
      case cVset: vset(); break;
      case cVInt: vint(); break;
      case cVFixed: vfixed(); break;
      case cVWide: vwide(); break;
      case cVMask: vmask(); break;
      case cVPerm: vperm(); break;
      case cVRed: vred(); break;
      case cVFloat: vfloat(); break;
      case cVMem: vmem(); break;
      default: break;
    }
  }

  int upper20() {
    static const int k[] = {0, 0x80000, 0x7ffff, 0xfffff, 1, 0x10};
    return r_.pct(30) ? r_.pick(k) : int(r_.below(1 << 20));
  }

  void alu() {
    static const char* const rr[] = {"add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or", "and"};
    static const char* const ri[] = {"addi", "slti", "sltiu", "xori", "ori", "andi"};
    static const char* const sh[] = {"slli", "srli", "srai"};
    int d = xdst();
    switch (r_.below(3)) {
      case 0: ins(cAlu, {"%s x%d, x%d, x%d", r_.pick(rr), d, xsrc(), xsrc()}); break;
      case 1: ins(cAlu, {"%s x%d, x%d, %d", r_.pick(ri), d, xsrc(), imm12()}); break;
      default: ins(cAlu, {"%s x%d, x%d, %d", r_.pick(sh), d, xsrc(), uimm5()}); break;
    }
  }

  void mulDiv() {
    static const char* const ops[] = {"mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu"};
    if (room(3) && r_.pct(10)) {
      // The one signed overflow case: INT_MIN / -1.
      int a = xdst(), b = xdst2(a);
      ins(cSetup, {"lui x%d, 0x80000", a});
      ins(cSetup, {"addi x%d, x0, -1", b});
      ins(cMulDiv, {"%s x%d, x%d, x%d", r_.pick(ops) , xdst(), a, b});
      return;
    }
    ins(cMulDiv, {"%s x%d, x%d, x%d", r_.pick(ops), xdst(), xsrc(), xsrc()});
  }

  void zbb() {
    static const char* const rr[] = {"andn", "orn", "xnor", "max", "maxu", "min", "minu", "rol", "ror"};
    static const char* const un[] = {"clz", "ctz", "cpop", "sext.b", "sext.h", "zext.h", "rev8", "orc.b"};
    int d = xdst();
    switch (r_.below(5)) {
      case 0:
      case 1: ins(cZbb, {"%s x%d, x%d, x%d", r_.pick(rr), d, xsrc(), xsrc()}); break;
      case 2:
      case 3: ins(cZbb, {"%s x%d, x%d", r_.pick(un), d, xsrc()}); break;
      default: ins(cZbb, {"rori x%d, x%d, %d", d, xsrc(), uimm5()}); break;
    }
  }

  void scalarMem() {
    struct M {
      const char* n;
      int size;
      char kind;  // 'l' integer load, 's' integer store, 'L' float load, 'S' float store
    };
    static const M ops[] = {{"lb", 1, 'l'}, {"lh", 2, 'l'}, {"lw", 4, 'l'}, {"lbu", 1, 'l'}, {"lhu", 2, 'l'},
                            {"sb", 1, 's'}, {"sh", 2, 's'}, {"sw", 4, 's'}, {"flw", 4, 'L'}, {"fsw", 4, 'S'}};
    M m;
    do m = r_.pick(ops); while (!o_.fp && (m.kind == 'L' || m.kind == 'S'));
    int off;
    if (m.size == 1 || r_.pct(70)) {
      off = m.size * int(r_.below(kMemSize / m.size));
    } else {
      off = m.size * int(r_.below(kMemSize / m.size - 1));
      off += r_.range(1, m.size - 1);  // misaligned
    }
    std::string reg = m.kind == 'l' ? X(xdst()) : m.kind == 's' ? X(xsrc()) : F(freg());
    ins(cSMem, {"%s %s, %d(x27)", m.n, reg.c_str(), off});
  }

  void fp() {
    static const char* const a3[] = {"fadd.s", "fsub.s", "fmul.s", "fdiv.s"};
    static const char* const a4[] = {"fmadd.s", "fmsub.s", "fnmadd.s", "fnmsub.s"};
    static const char* const nr[] = {"fsgnj.s", "fsgnjn.s", "fsgnjx.s", "fmin.s", "fmax.s"};
    static const char* const cmp[] = {"feq.s", "flt.s", "fle.s"};
    switch (r_.below(12)) {
      case 0:
      case 1:
      case 2: ins(cFloat, {"%s f%d, f%d, f%d%s", r_.pick(a3), freg(), freg(), freg(), rmSuffix()}); break;
      case 3: ins(cFloat, {"fsqrt.s f%d, f%d%s", freg(), freg(), rmSuffix()}); break;
      case 4:
      case 5: ins(cFloat, {"%s f%d, f%d, f%d, f%d%s", r_.pick(a4), freg(), freg(), freg(), freg(), rmSuffix()}); break;
      case 6: ins(cFloat, {"%s f%d, f%d, f%d", r_.pick(nr), freg(), freg(), freg()}); break;
      case 7: ins(cFloat, {"%s x%d, f%d, f%d", r_.pick(cmp), xdst(), freg(), freg()}); break;
      case 8: ins(cFloat, {"fclass.s x%d, f%d", xdst(), freg()}); break;
      case 9: ins(cFloat, {"fcvt.%s.s x%d, f%d%s", r_.below(2) ? "w" : "wu", xdst(), freg(), rmSuffix()}); break;
      case 10: ins(cFloat, {"fcvt.s.%s f%d, x%d%s", r_.below(2) ? "w" : "wu", freg(), xsrc(), rmSuffix()}); break;
      default:
        if (r_.below(2)) ins(cFloat, {"fmv.x.w x%d, f%d", xdst(), freg()});
        else ins(cFloat, {"fmv.w.x f%d, x%d", freg(), xsrc()});
        break;
    }
  }

  void csr() {
    bool f = o_.fp && (!o_.vector || r_.below(2));
    if (f) {
      switch (r_.below(6)) {
        case 0: ins(cCsr, {"fsrmi %d", r_.range(0, 3)}); break;  // never RMM
        case 1: ins(cCsr, {"fsflagsi %d", uimm5()}); break;
        case 2: ins(cCsr, {"frflags x%d", xdst()}); break;
        case 3: ins(cCsr, {"frrm x%d", xdst()}); break;
        case 4: ins(cCsr, {"frcsr x%d", xdst()}); break;
        default: ins(cCsr, {"fsflags x%d, x0", xdst()}); break;
      }
    } else if (o_.vector) {
      static const char* const rd[] = {"vl", "vtype", "vlenb", "vxrm", "vxsat", "vcsr"};
      switch (r_.below(4)) {
        case 0: ins(cCsr, {"csrwi vxrm, %d", r_.range(0, 3)}); break;
        case 1: ins(cCsr, {"csrwi vxsat, %d", r_.range(0, 1)}); break;
        case 2: ins(cCsr, {"csrwi vcsr, %d", r_.range(0, 7)}); break;
        default: ins(cCsr, {"csrr x%d, %s", xdst(), r_.pick(rd)}); break;
      }
    } else {
      alu();
    }
  }

  // ---- vector ------------------------------------------------------------------------------
  void vset(bool forceE32 = false) {
    VType t = randomVType(true);
    if (forceE32) {
      t.sew = 32;
      if (t.lmul < 0) t.lmul = 0;
    }
    int m = vlmaxOf(t.sew, t.lmul);
    int rd = r_.pct(15) ? 0 : xdst();
    int form = r_.below(10);
    if (form < 5 && room(2)) {
      if (r_.pct(20)) {  // rs1 = x0 asks for VLMAX (and needs rd != x0)
        ins(cVset, {"vsetvli x%d, x0, %s", rd ? rd : xdst(), vtypeText(t).c_str()});
        setVType(t, m);
        return;
      }
      int avl = randomAvl(m, 2047), a = xdst();
      ins(cSetup, {"addi x%d, x0, %d", a, avl});
      ins(cVset, {"vsetvli x%d, x%d, %s", rd, a, vtypeText(t).c_str()});
      setVType(t, avl);
    } else if (form < 8 || !room(3)) {
      int avl = randomAvl(m, 31);
      ins(cVset, {"vsetivli x%d, %d, %s", rd, avl, vtypeText(t).c_str()});
      setVType(t, avl);
    } else {
      int avl = randomAvl(m, 2047), a = xdst(), b = xdst2(a);
      ins(cSetup, {"addi x%d, x0, %d", a, avl});
      ins(cSetup, {"addi x%d, x0, %d", b, vtypeBits(t)});
      ins(cVset, {"vsetvl x%d, x%d, x%d", rd, a, b});
      setVType(t, avl);
    }
  }

  // A same-width binary or multiply-add op; `mask` writes a mask register instead.
  void vbinary(Cat c, const VOp& op, bool mask, bool carry = false) {
    char f = op.forms[r_.below(uint32_t(strlen(op.forms)))];
    bool m = !carry && masked();
    int n = lregs();
    int vs2 = group(n), vs1 = group(n);
    int vd = mask ? maskDest({{vs2, n}, {vs1, n}}, carry) : group(n, {}, m || carry);
    std::string a;
    switch (f) {
      case 'v': a = op.kind == kFma ? V(vs1) + ", " + V(vs2) : V(vs2) + ", " + V(vs1); break;
      case 'x': a = op.kind == kFma ? X(xsrc()) + ", " + V(vs2) : V(vs2) + ", " + X(xsrc()); break;
      case 'f': a = op.kind == kFma ? F(freg()) + ", " + V(vs2) : V(vs2) + ", " + F(freg()); break;
      default: a = V(vs2) + S(", %d", op.imm == 'u' ? uimm5() : simm5()); break;
    }
    static const char* const sfx[] = {"vv", "vx", "vi", "vf"};
    const char* s = sfx[strchr("vxif", f) - "vxif"];
    if (carry) {
      ins(c, {"%s.%sm v%d, %s, v0", op.name, s, vd, a.c_str()});
    } else {
      ins(c, {"%s.%s v%d, %s%s", op.name, s, vd, a.c_str(), vm(m)});
    }
  }

  void vint() {
    int k = r_.below(20);
    int n = lregs();
    if (k < 12) return vbinary(cVInt, r_.pick(kVInt), false);
    if (k < 15) return vbinary(cVInt, r_.pick(kVCmp), true);
    if (k < 16) {  // vmerge / vadc / vsbc: v0 is the mask or carry, so vd may not be v0
      static const VOp ops[] = {{"vmerge", "vxi", 's', kBin}, {"vadc", "vxi", 's', kBin}, {"vsbc", "vx", 0, kBin}};
      return vbinary(cVInt, r_.pick(ops), false, true);
    }
    if (k < 17) {  // vmadc / vmsbc, with or without carry-in
      static const VOp ops[] = {{"vmadc", "vxi", 's', kBin}, {"vmsbc", "vx", 0, kBin}};
      bool carry = r_.below(2);
      const VOp& op = r_.pick(ops);
      if (carry) return vbinary(cVInt, op, true, true);
      char f = op.forms[r_.below(uint32_t(strlen(op.forms)))];
      int vs2 = group(n), vs1 = group(n), vd = maskDest({{vs2, n}, {vs1, n}}, false);
      if (f == 'v') return ins(cVInt, {"%s.vv v%d, v%d, v%d", op.name, vd, vs2, vs1});
      if (f == 'x') return ins(cVInt, {"%s.vx v%d, v%d, x%d", op.name, vd, vs2, xsrc()});
      return ins(cVInt, {"%s.vi v%d, v%d, %d", op.name, vd, vs2, simm5()});
    }
    // vmv.v.v / .v.x / .v.i are unmasked.
    int vd = group(n);
    switch (r_.below(3)) {
      case 0: return ins(cVInt, {"vmv.v.v v%d, v%d", vd, group(n)});
      case 1: return ins(cVInt, {"vmv.v.x v%d, x%d", vd, xsrc()});
      default: return ins(cVInt, {"vmv.v.i v%d, %d", vd, simm5()});
    }
  }

  void vfixed() {
    int k = r_.below(10);
    if (k < 8 || sew_ > 16 || lmul_ > 2) return vbinary(cVFixed, r_.pick(kVFixed), false);
    narrow(cVFixed, r_.below(2) ? "vnclipu" : "vnclip");
  }

  // vd (SEW, LMUL) from vs2 (2 * SEW, 2 * LMUL). vd may only share vs2's lowest registers,
  // and only when LMUL >= 1.
  void narrow(Cat c, const char* name) {
    int n = lregs(), w = regsOf(lmul_ + 1);
    bool m = masked();
    int vs2 = group(w), vs1 = group(n);
    int vd = lmul_ >= 0 && r_.pct(25) && !(m && vs2 == 0) ? vs2 : group(n, {{vs2, w}}, m);
    if (vd < 0) return;
    switch (r_.below(3)) {
      case 0: return ins(c, {"%s.wv v%d, v%d, v%d%s", name, vd, vs2, vs1, vm(m)});
      case 1: return ins(c, {"%s.wx v%d, v%d, x%d%s", name, vd, vs2, xsrc(), vm(m)});
      default: return ins(c, {"%s.wi v%d, v%d, %d%s", name, vd, vs2, uimm5(), vm(m)});
    }
  }

  void vwide() {
    // Widening and narrowing need 2 * SEW <= ELEN and 2 * LMUL <= 8; vsext/vzext need a source
    // EEW of at least 8.
    bool wide = sew_ <= 16 && lmul_ <= 2, ext = sew_ >= 16;
    if (!wide && !ext) return vint();
    int k = wide ? r_.below(ext ? 12 : 10) : 10;
    int n = lregs(), w = regsOf(lmul_ + 1);
    bool m = masked();
    if (k >= 10) {  // the narrow source may not overlap the wide destination
      int f = sew_ == 32 && r_.below(2) ? 4 : 2;
      int sn = regsOf(lmul_ - log2i(f));
      int vs2 = group(sn), vd = group(n, {{vs2, sn}}, m);
      if (vd < 0) return;
      return ins(cVWide, {"%s.vf%d v%d, v%d%s", r_.below(2) ? "vzext" : "vsext", f, vd, vs2, vm(m)});
    }
    if (k < 3) return narrow(cVWide, r_.below(2) ? "vnsrl" : "vnsra");
    if (k < 5) {  // .wv / .wx: vs2 is already wide, so vd may equal it
      static const char* const ops[] = {"vwaddu", "vwadd", "vwsubu", "vwsub"};
      int vs2 = group(w), vs1 = group(n);
      int vd = r_.pct(30) && !(m && vs2 == 0) ? vs2 : group(w, {{vs2, w}, {vs1, n}}, m);
      if (vd < 0 || overlaps({vd, w}, {vs1, n})) return;
      if (r_.below(2)) return ins(cVWide, {"%s.wv v%d, v%d, v%d%s", r_.pick(ops), vd, vs2, vs1, vm(m)});
      return ins(cVWide, {"%s.wx v%d, v%d, x%d%s", r_.pick(ops), vd, vs2, xsrc(), vm(m)});
    }
    // .vv / .vx: the wide destination overlaps neither narrow source.
    const VOp& op = r_.pick(kVWiden);
    char f = op.forms[r_.below(uint32_t(strlen(op.forms)))];
    int vs2 = group(n), vs1 = group(n);
    int vd = group(w, {{vs2, n}, {vs1, n}}, m);
    if (vd < 0) return;
    std::string src = f == 'v' ? V(vs1) : X(xsrc());
    if (op.kind == kFma) return ins(cVWide, {"%s.v%c v%d, %s, v%d%s", op.name, f, vd, src.c_str(), vs2, vm(m)});
    ins(cVWide, {"%s.v%c v%d, v%d, %s%s", op.name, f, vd, vs2, src.c_str(), vm(m)});
  }

  void vmask() {
    static const char* const logic[] = {"vmand", "vmnand", "vmandn", "vmxor", "vmor", "vmnor", "vmorn", "vmxnor"};
    int n = lregs();
    bool m = masked();
    switch (r_.below(7)) {
      case 0:
      case 1: return ins(cVMask, {"%s.mm v%d, v%d, v%d", r_.pick(logic), group(1), group(1), group(1)});
      case 2: return ins(cVMask, {"%s x%d, v%d%s", r_.below(2) ? "vcpop.m" : "vfirst.m", xdst(), group(1), vm(m)});
      case 3: {  // vmsbf / vmsif / vmsof: vd may overlap neither the source nor a used mask
        static const char* const ops[] = {"vmsbf.m", "vmsif.m", "vmsof.m"};
        int vs2 = group(1), vd = group(1, {{vs2, 1}}, m);
        return ins(cVMask, {"%s v%d, v%d%s", r_.pick(ops), vd, vs2, vm(m)});
      }
      case 4: {
        int vs2 = group(1), vd = group(n, {{vs2, 1}}, m);
        if (vd < 0) return;
        return ins(cVMask, {"viota.m v%d, v%d%s", vd, vs2, vm(m)});
      }
      case 5: return ins(cVMask, {"vid.v v%d%s", group(n, {}, m), vm(m)});
      default: {
        int vs2 = group(1);
        return ins(cVMask, {"%s v%d, v%d", r_.below(2) ? "vmnot.m" : "vmmv.m", group(1), vs2});
      }
    }
  }

  void vperm() {
    int n = lregs();
    bool m = masked();
    int vs2 = group(n);
    switch (r_.below(12)) {
      case 0:
      case 1: {  // slide up: vd may not overlap vs2
        int vd = group(n, {{vs2, n}}, m);
        if (vd < 0) return;
        if (r_.below(2)) return ins(cVPerm, {"vslideup.vi v%d, v%d, %d%s", vd, vs2, uimm5(), vm(m)});
        if (room(2) && r_.below(2)) {
          int a = xdst();
          ins(cSetup, {"addi x%d, x0, %d", a, r_.range(0, vlmax() + 2)});
          return ins(cVPerm, {"vslideup.vx v%d, v%d, x%d%s", vd, vs2, a, vm(m)});
        }
        return ins(cVPerm, {"vslideup.vx v%d, v%d, x%d%s", vd, vs2, xsrc(), vm(m)});
      }
      case 2:
      case 3: {
        int vd = group(n, {}, m);
        if (r_.below(2)) return ins(cVPerm, {"vslidedown.vi v%d, v%d, %d%s", vd, vs2, uimm5(), vm(m)});
        if (room(2) && r_.below(2)) {
          int a = xdst();
          ins(cSetup, {"addi x%d, x0, %d", a, r_.range(0, vlmax() + 2)});
          return ins(cVPerm, {"vslidedown.vx v%d, v%d, x%d%s", vd, vs2, a, vm(m)});
        }
        return ins(cVPerm, {"vslidedown.vx v%d, v%d, x%d%s", vd, vs2, xsrc(), vm(m)});
      }
      case 4: {
        int vd = group(n, {{vs2, n}}, m);
        if (vd < 0) return;
        return ins(cVPerm, {"vslide1up.vx v%d, v%d, x%d%s", vd, vs2, xsrc(), vm(m)});
      }
      case 5: return ins(cVPerm, {"vslide1down.vx v%d, v%d, x%d%s", group(n, {}, m), vs2, xsrc(), vm(m)});
      case 6: {  // vrgather: vd overlaps no source
        int vs1 = group(n), vd = group(n, {{vs2, n}, {vs1, n}}, m);
        if (vd < 0) return;
        switch (r_.below(3)) {
          case 0: return ins(cVPerm, {"vrgather.vv v%d, v%d, v%d%s", vd, vs2, vs1, vm(m)});
          case 1: return ins(cVPerm, {"vrgather.vx v%d, v%d, x%d%s", vd, vs2, xsrc(), vm(m)});
          default: return ins(cVPerm, {"vrgather.vi v%d, v%d, %d%s", vd, vs2, uimm5(), vm(m)});
        }
      }
      case 7: {  // vrgatherei16: 16-bit indices with EMUL = 16 / SEW * LMUL <= 8
        int e = emul(16);
        if (e > 3) return;
        int in = regsOf(e), vs1 = group(in), vd = group(n, {{vs2, n}, {vs1, in}}, m);
        if (vd < 0) return;
        return ins(cVPerm, {"vrgatherei16.vv v%d, v%d, v%d%s", vd, vs2, vs1, vm(m)});
      }
      case 8: {  // vcompress is never masked; vd overlaps neither source
        int vs1 = group(1), vd = group(n, {{vs2, n}, {vs1, 1}});
        if (vd < 0) return;
        return ins(cVPerm, {"vcompress.vm v%d, v%d, v%d", vd, vs2, vs1});
      }
      case 9:  // scalar moves ignore LMUL
        if (r_.below(2)) return ins(cVPerm, {"vmv.x.s x%d, v%d", xdst(), r_.range(0, 31)});
        return ins(cVPerm, {"vmv.s.x v%d, x%d", r_.range(0, 31), xsrc()});
      default: {  // whole-register moves ignore vtype
        int k = 1 << r_.below(4);
        return ins(cVPerm, {"vmv%dr.v v%d, v%d", k, group(k), group(k)});
      }
    }
  }

  void vred() {
    static const char* const ops[] = {"vredsum", "vredmaxu", "vredmax", "vredminu",
                                      "vredmin", "vredand",  "vredor",  "vredxor"};
    int n = lregs();
    bool m = masked();
    int vs2 = group(n);
    if (sew_ <= 16 && r_.pct(25)) {
      // Widening: the 2 * SEW scalar registers are kept clear of the SEW-wide vs2 group.
      int vd = group(1, {{vs2, n}}), vs1 = group(1);
      if (vd < 0) return;
      return ins(cVRed, {"%s.vs v%d, v%d, v%d%s", r_.below(2) ? "vwredsumu" : "vwredsum", vd, vs2, vs1, vm(m)});
    }
    // The scalar result may overlap any source, v0 included.
    ins(cVRed, {"%s.vs v%d, v%d, v%d%s", r_.pick(ops), r_.range(0, 31), vs2, r_.range(0, 31), vm(m)});
  }

  void vfloat() {
    if (sew_ != 32) {
      // Float needs SEW = 32: switch to it half the time so float stays well covered.
      if (r_.below(2)) vset(true);
      return;
    }
    int n = lregs();
    bool m = masked();
    int k = r_.below(20);
    if (k < 8) return vbinary(cVFloat, r_.pick(kVFloat), false);
    if (k < 10) return vbinary(cVFloat, r_.pick(kVFCmp), true);
    if (k < 13) {
      // No .rtz. conversions: QEMU 7.2 aborts on them.
      static const char* const un[] = {"vfsqrt.v",     "vfclass.v",    "vfrec7.v",     "vfrsqrt7.v",
                                       "vfcvt.xu.f.v", "vfcvt.x.f.v",  "vfcvt.f.xu.v", "vfcvt.f.x.v"};
      return ins(cVFloat, {"%s v%d, v%d%s", r_.pick(un), group(n, {}, m), group(n), vm(m)});
    }
    if (k < 15) {
      // Ordered sum and min/max only: vfredusum's result depends on the summation order.
      static const char* const red[] = {"vfredosum.vs", "vfredmin.vs", "vfredmax.vs"};
      return ins(cVFloat, {"%s v%d, v%d, v%d%s", r_.pick(red), r_.range(0, 31), group(n), r_.range(0, 31), vm(m)});
    }
    switch (k) {
      case 15: return ins(cVFloat, {"vfmv.v.f v%d, f%d", group(n), freg()});
      case 16: return ins(cVFloat, {"vfmerge.vfm v%d, v%d, f%d, v0", group(n, {}, true), group(n), freg()});
      case 17:
        if (r_.below(2)) return ins(cVFloat, {"vfmv.f.s f%d, v%d", freg(), r_.range(0, 31)});
        return ins(cVFloat, {"vfmv.s.f v%d, f%d", r_.range(0, 31), freg()});
      case 18: {
        int vs2 = group(n), vd = group(n, {{vs2, n}}, m);
        if (vd < 0) return;
        return ins(cVFloat, {"vfslide1up.vf v%d, v%d, f%d%s", vd, vs2, freg(), vm(m)});
      }
      default: return ins(cVFloat, {"vfslide1down.vf v%d, v%d, f%d%s", group(n, {}, m), group(n), freg(), vm(m)});
    }
  }

  // The address register for a vector access at scratch + off (x27 itself for offset 0).
  std::string addr(int off, int avoid = -1) {
    if (off == 0 && r_.below(2)) return "x27";
    int t = avoid < 0 ? xdst() : xdst2(avoid);
    ins(cSetup, {"addi x%d, x27, %d", t, off});
    return X(t);
  }
  // A random eew-aligned offset for `bytes` bytes inside the scratch buffer.
  int offset(int bytes, int eew) {
    int b = eew / 8;
    return b * int(r_.below(uint32_t((kMemSize - bytes) / b + 1)));
  }
  // An EEW whose EMUL is legal for the current vtype.
  int memEew() {
    static const int e[] = {8, 16, 32};
    int eew;
    do eew = r_.pick(e); while (emul(eew) > 3);
    return eew;
  }

  void vmem() {
    if (!room(3)) return;
    int k = r_.below(20);
    bool m = masked(), store = r_.pct(40);
    int n = lregs(), vmx = vlmax();
    if (k < 6) {  // unit stride
      int eew = memEew(), en = regsOf(emul(eew));
      int v = group(en, {}, m && !store);
      int off = offset(vmx * eew / 8, eew);
      std::string a = addr(off);
      return ins(cVMem, {"%s%d.v v%d, (%s)%s", store ? "vse" : "vle", eew, v, a.c_str(), vm(m)});
    }
    if (k < 10) {  // strided; stores use |stride| >= EEW / 8 so no two elements share a byte
      int eew = memEew(), b = eew / 8, en = regsOf(emul(eew));
      int s = r_.range(-4, 4);
      if (store && s == 0) s = 1;
      int lo, hi;
      for (;;) {
        int last = (vmx - 1) * s * b;
        lo = last < 0 ? last : 0;
        hi = (last > 0 ? last : 0) + b;
        if (hi - lo <= kMemSize) break;
        s = s / 2 ? s / 2 : s;
      }
      int off = -lo + b * int(r_.below(uint32_t((kMemSize - (hi - lo)) / b + 1)));
      int v = group(en, {}, m && !store);
      std::string a = addr(off);
      int sr = 0;
      if (s != 0 || r_.below(2)) {
        sr = xdst2(a == "x27" ? -1 : atoi(a.c_str() + 1));
        ins(cSetup, {"addi x%d, x0, %d", sr, s * b});
      }
      return ins(cVMem, {"%s%d.v v%d, (%s), x%d%s", store ? "vsse" : "vlse", eew, v, a.c_str(), sr, vm(m)});
    }
    if (k < 13) {
      // Indexed, data EEW = SEW: an unmasked vand.vi first bounds the indices. Index EEW <= SEW,
      // so the vand at SEW also clears every narrower index element's high bits. Stores are
      // ordered only: unordered stores to colliding indices leave memory unspecified.
      static const int e[] = {8, 16, 32};
      int ieew;
      do ieew = r_.pick(e); while (ieew > sew_);
      int b = sew_ / 8, in = regsOf(emul(ieew));
      int mask = int(r_.below(16)) & ~(b - 1);
      int vi = group(n);
      int v = store ? group(n) : group(n, {{vi, in}}, m);
      if (v < 0) return;
      ins(cSetup, {"vand.vi v%d, v%d, %d", vi, vi, mask});
      std::string a = addr(b * int(r_.below(uint32_t((kMemSize - 16) / b))));
      const char* name = store ? "vsoxei" : r_.below(2) ? "vluxei" : "vloxei";
      return ins(cVMem, {"%s%d.v v%d, (%s), v%d%s", name, ieew, v, a.c_str(), vi, vm(m)});
    }
    if (k < 15) {  // whole registers: unmasked, independent of vtype
      int nr = 1 << r_.below(4), eew = 8 << r_.below(3);
      int v = group(nr);
      std::string a = addr(offset(nr * kVlenb, eew));
      if (store) return ins(cVMem, {"vs%dr.v v%d, (%s)", nr, v, a.c_str()});
      return ins(cVMem, {"vl%dre%d.v v%d, (%s)", nr, eew, v, a.c_str()});
    }
    if (k < 16) {  // mask load/store: ceil(vl / 8) bytes
      std::string a = addr(offset((vmx + 7) / 8, 8));
      return ins(cVMem, {"%s v%d, (%s)", store ? "vsm.v" : "vlm.v", group(1), a.c_str()});
    }
    // Unit-stride segments: nf fields of EMUL registers each, all inside v0..v31.
    int eew = memEew(), en = regsOf(emul(eew));
    if (en * 2 > 8) return;
    int nf = r_.range(2, 8 / en);
    int v;
    do v = group(en, {}, m && !store); while (v + nf * en > 32);
    std::string a = addr(offset(vmx * nf * eew / 8, eew));
    ins(cVMem, {"%s%de%d.v v%d, (%s)%s", store ? "vsseg" : "vlseg", nf, eew, v, a.c_str(), vm(m)});
  }

  Options o_;
  Rng r_;
  int left_;
  int stats_[cNumCats] = {};
  std::vector<uint32_t> scratch_, vinit_;
  std::string out_;
};

// ---- --compare -------------------------------------------------------------------------------

bool readFile(const char* path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

uint32_t word(const std::string& s, int off) {
  uint32_t w = 0;
  for (int i = 3; i >= 0; --i) w = w << 8 | uint8_t(s[size_t(off + i)]);
  return w;
}

std::string describe(int field, uint32_t v) {
  if (field == 0) {  // fcsr
    return S("0x%08x (frm=%u fflags=%s%s%s%s%s)", v, v >> 5 & 7, v & 16 ? "NV" : "", v & 8 ? "DZ" : "",
             v & 4 ? "OF" : "", v & 2 ? "UF" : "", v & 1 ? "NX" : "");
  }
  if (field == 2) {  // vtype
    if (v >> 31) return S("0x%08x (vill)", v);
    static const char* const l[] = {"m1", "m2", "m4", "m8", "?", "mf8", "mf4", "mf2"};
    return S("0x%08x (e%u %s %s %s)", v, 8u << (v >> 3 & 7), l[v & 7], v & 64 ? "ta" : "tu", v & 128 ? "ma" : "mu");
  }
  return S("0x%08x", v);
}

std::string hexBytes(const std::string& s, int off, int n) {
  std::string h;
  for (int i = n - 1; i >= 0; --i) h += S("%02x", uint8_t(s[size_t(off + i)]));
  return h;
}

int compare(const char* pa, const char* pb, const std::string& label, const std::string& na,
            const std::string& nb) {
  std::string a, b;
  if (!readFile(pa, a) || !readFile(pb, b)) {
    fprintf(stderr, "rvrandom: cannot read %s or %s\n", pa, pb);
    return 2;
  }
  const std::string p = label.empty() ? "" : label + ": ";
  if (a.size() != size_t(kDumpSize) || b.size() != size_t(kDumpSize)) {
    printf("%sdump sizes differ from %d bytes: %s=%zu %s=%zu\n", p.c_str(), kDumpSize, na.c_str(), a.size(),
           nb.c_str(), b.size());
    return 1;
  }
  std::vector<std::string> diffs;
  auto cmpWord = [&](int off, const std::string& name, int field) {
    uint32_t x = word(a, off), y = word(b, off);
    if (x == y) return;
    std::string line = name + " " + na + "=" + describe(field, x) + " " + nb + "=" + describe(field, y);
    if (name[0] == 'f' && name[1] != 'c') {
      float fx, fy;
      memcpy(&fx, &x, 4);
      memcpy(&fy, &y, 4);
      line += S(" (%.9g vs %.9g)", double(fx), double(fy));
    }
    diffs.push_back(line);
  };
  if (a.compare(0, 4, "KCRV") != 0 || b.compare(0, 4, "KCRV") != 0) diffs.push_back("dump header (magic) differs");
  for (int x = 1; x < 32; ++x) cmpWord(kXOff + 4 * x, S("x%d/%s", x, kAbi[x]), -1);
  for (int f = 0; f < 32; ++f) cmpWord(kFOff + 4 * f, S("f%d", f), -1);
  static const char* const csr[] = {"fcsr", "vl", "vtype", "vcsr"};
  for (int i = 0; i < 4; ++i) cmpWord(kCsrOff + 4 * i, csr[i], i);
  for (int v = 0; v < 32; ++v) {
    int base = kVOff + kVlenb * v;
    for (int i = 0; i < kVlenb; ++i) {
      if (a[size_t(base + i)] != b[size_t(base + i)]) {
        diffs.push_back(S("v%d byte %d %s=0x%02x %s=0x%02x (v%d %s=0x%s %s=0x%s)", v, i, na.c_str(),
                          uint8_t(a[size_t(base + i)]), nb.c_str(), uint8_t(b[size_t(base + i)]), v, na.c_str(),
                          hexBytes(a, base, kVlenb).c_str(), nb.c_str(), hexBytes(b, base, kVlenb).c_str()));
        break;
      }
    }
  }
  for (int off = 0; off < kMemSize; off += 4) cmpWord(kMemOff + off, S("mem+0x%03x", off), -1);
  if (diffs.empty()) return 0;
  const size_t shown = diffs.size() < 12 ? diffs.size() : 12;
  for (size_t i = 0; i < shown; ++i) printf("%s%s\n", p.c_str(), diffs[i].c_str());
  if (diffs.size() > shown) printf("%s... and %zu more differing fields\n", p.c_str(), diffs.size() - shown);
  return 1;
}

[[noreturn]] void usage() {
  fprintf(stderr,
          "usage: rvrandom --seed N --count K [--no-vector] [--no-float] [--stats]\n"
          "       rvrandom --compare A.bin B.bin [--label TEXT] [--names NAME_A,NAME_B]\n");
  exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  const char *ca = nullptr, *cb = nullptr;
  std::string label, na = "A", nb = "B";
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> const char* {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    if (a == "--seed") o.seed = uint32_t(strtoul(next(), nullptr, 0));
    else if (a == "--count") o.count = atoi(next());
    else if (a == "--no-vector") o.vector = false;
    else if (a == "--no-float") o.fp = false;
    else if (a == "--stats") o.stats = true;
    else if (a == "--compare") {
      ca = next();
      cb = next();
    } else if (a == "--label") label = next();
    else if (a == "--names") {
      std::string n = next();
      size_t c = n.find(',');
      if (c == std::string::npos) usage();
      na = n.substr(0, c);
      nb = n.substr(c + 1);
    } else usage();
  }
  if (ca) return compare(ca, cb, label, na, nb);
  if (o.count < 0 || o.count > kMaxCount) {
    fprintf(stderr, "rvrandom: --count must be 0..%d (the code must fit the 8 KB ITCM)\n", kMaxCount);
    return 2;
  }
  Gen g(o);
  std::string s = g.run();
  fwrite(s.data(), 1, s.size(), stdout);
  if (o.stats) {
    for (int c = 0; c < cNumCats; ++c)
      if (g.stats()[c]) fprintf(stderr, "%d\t%s\n", g.stats()[c], kCatName[c]);
  }
  return 0;
}
