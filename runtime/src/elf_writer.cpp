#include "kc/elf.h"

#include <algorithm>
#include <stdexcept>

namespace kc {

namespace {

constexpr uint16_t kEtExec = 2;
constexpr uint32_t kPtLoad = 1;
constexpr uint32_t kPfX = 1, kPfW = 2, kPfR = 4;
constexpr uint32_t kShtProgbits = 1, kShtSymtab = 2, kShtStrtab = 3;
constexpr uint64_t kShfWrite = 1, kShfAlloc = 2, kShfExecinstr = 4;
constexpr uint16_t kShnAbs = 0xFFF1;
constexpr uint8_t kSttNotype = 0, kSttFunc = 2, kStbGlobal = 1;

class Out {
 public:
  Out(bool le, bool is64) : le_(le), is64_(is64) {}
  std::vector<uint8_t> b;
  size_t size() const { return b.size(); }
  void put(size_t at, uint64_t v, unsigned n) {
    if (b.size() < at + n) b.resize(at + n, 0);
    for (unsigned i = 0; i < n; ++i) b[at + i] = static_cast<uint8_t>(v >> (8 * (le_ ? i : n - 1 - i)));
  }
  void add(uint64_t v, unsigned n) { put(b.size(), v, n); }
  void addr(uint64_t v) { add(v, is64_ ? 8 : 4); }  // an address or size of the file's class
  void pad(size_t align, size_t phase = 0) {
    while (b.size() % align != phase % align) b.push_back(0);
  }
  void bytes(const std::vector<uint8_t>& v) { b.insert(b.end(), v.begin(), v.end()); }

 private:
  bool le_, is64_;
};

// The natural alignment of an address, at most `cap` bytes (for p_align and sh_addralign).
uint64_t alignmentOf(uint64_t address, uint64_t cap) {
  uint64_t a = 1;
  while (a < cap && address % (a * 2) == 0) a *= 2;
  return a;
}

struct Chunk {
  uint64_t vaddr;
  const std::vector<uint8_t>* bytes;
  bool code;
  uint64_t offset = 0;  // in the file, once placed
};

uint32_t addString(std::vector<uint8_t>& table, const std::string& s) {
  const uint32_t at = static_cast<uint32_t>(table.size());
  table.insert(table.end(), s.begin(), s.end());
  table.push_back(0);
  return at;
}

void addUleb(std::vector<uint8_t>& out, uint64_t v) {
  do {
    uint8_t byte = v & 0x7F;
    v >>= 7;
    out.push_back(byte | (v ? 0x80 : 0));
  } while (v);
}

// The build-attributes format: 'A', then one vendor subsection holding one Tag_File (1)
// sub-subsection of tag/value pairs; lengths are 32-bit in the file's byte order.
std::vector<uint8_t> attributesSection(const TargetInfo& target) {
  if (!target.elfAttributesSection || !*target.elfAttributesSection || target.numElfAttributes == 0) return {};
  std::vector<uint8_t> pairs;
  for (uint16_t i = 0; i < target.numElfAttributes; ++i) {
    const std::string entry = target.elfAttributes[i];
    const size_t eq = entry.find('=');
    const uint64_t tag = std::stoull(entry.substr(0, eq));
    const std::string value = entry.substr(eq + 1);
    addUleb(pairs, tag);
    if (tag % 2 == 0) {
      addUleb(pairs, std::stoull(value, nullptr, 0));
    } else {
      pairs.insert(pairs.end(), value.begin(), value.end());
      pairs.push_back(0);
    }
  }
  const std::string vendor = target.elfAttributesVendor;
  Out o(target.littleEndian, false);
  o.add('A', 1);
  o.add(4 + vendor.size() + 1 + 1 + 4 + pairs.size(), 4);
  o.bytes(std::vector<uint8_t>(vendor.begin(), vendor.end()));
  o.add(0, 1);
  o.add(1, 1);  // Tag_File: the attributes apply to the whole file
  o.add(1 + 4 + pairs.size(), 4);
  o.bytes(pairs);
  return o.b;
}

} // namespace

std::vector<uint8_t> writeElf(const TargetInfo& target, const Program& program) {
  if (target.elfMachine == 0)
    throw std::invalid_argument("target '" + std::string(target.name) + "' has no ELF machine number");
  const bool is64 = target.addressBits == 64;
  const unsigned ehsize = is64 ? 64 : 52, phentsize = is64 ? 56 : 32, shentsize = is64 ? 64 : 40;
  const unsigned symSize = is64 ? 24 : 16, wordAlign = is64 ? 8 : 4;
  const uint64_t unit = std::max<uint64_t>(1, target.codeAddressUnit);
  const int cm = program.codeMemory;
  const uint64_t elem =
      cm >= 0 && cm < target.numMemories ? std::max<uint64_t>(1, target.memories[cm].elemBytes) : unit;

  // ELF addresses are bytes; the program's are code address units and memory units.
  std::vector<Chunk> chunks{{program.codeBase * unit, &program.code, true}};
  for (const MemoryImage& img : program.data)
    if (img.memory == cm && !img.bytes.empty()) chunks.push_back({img.address * elem, &img.bytes, false});

  Out o(target.littleEndian, is64);
  o.b.assign(ehsize + chunks.size() * phentsize, 0);
  for (Chunk& c : chunks) {
    o.pad(alignmentOf(c.vaddr, wordAlign), c.vaddr);  // p_offset = p_vaddr modulo p_align
    c.offset = o.size();
    o.bytes(*c.bytes);
  }

  // Symbols: labels inside the code or an image refer to that section; others are absolute.
  std::vector<uint8_t> strtab{0}, shstrtab{0};
  std::vector<uint8_t> symtab(symSize, 0);
  const uint64_t codeEnd = program.codeBase + program.code.size() / unit;
  for (const auto& [name, value] : program.symbols) {
    uint16_t shndx = kShnAbs;
    uint64_t v = value;
    uint8_t type = kSttNotype;
    if (value >= program.codeBase && value <= codeEnd) {
      shndx = 1;
      v = value * unit;
      if (value == program.entry) type = kSttFunc;  // the one label known to start a function
    } else {
      for (size_t i = 1; i < chunks.size(); ++i) {
        const uint64_t at = value * elem;
        if (value <= UINT64_MAX / elem && at >= chunks[i].vaddr && at - chunks[i].vaddr <= chunks[i].bytes->size()) {
          shndx = static_cast<uint16_t>(1 + i);
          v = at;
          break;
        }
      }
    }
    // A 32-bit file holds values that fit 32 bits, signed or not; others cannot be written.
    if (!is64) {
      const int64_t signedValue = static_cast<int64_t>(value);
      if (value > UINT32_MAX && (signedValue >= 0 || signedValue < INT32_MIN)) continue;
      v &= UINT32_MAX;
    }
    Out s(target.littleEndian, is64);
    s.add(addString(strtab, name), 4);
    if (is64) {
      s.add(uint8_t(kStbGlobal << 4 | type), 1), s.add(0, 1), s.add(shndx, 2), s.add(v, 8), s.add(0, 8);
    } else {
      s.add(v, 4), s.add(0, 4), s.add(uint8_t(kStbGlobal << 4 | type), 1), s.add(0, 1), s.add(shndx, 2);
    }
    symtab.insert(symtab.end(), s.b.begin(), s.b.end());
  }

  // Sections: null, .text, one .data per image, .symtab, .strtab, .shstrtab.
  struct Sh {
    uint32_t name, type;
    uint64_t flags, addr, offset, size;
    uint32_t link, info;
    uint64_t align, entsize;
  };
  std::vector<Sh> sh(1, Sh{});
  for (const Chunk& c : chunks)
    sh.push_back({addString(shstrtab, c.code ? ".text" : ".data"), kShtProgbits,
                  c.code ? kShfAlloc | kShfExecinstr : kShfAlloc | kShfWrite, c.vaddr, c.offset, c.bytes->size(), 0,
                  0, alignmentOf(c.vaddr, wordAlign), 0});
  const std::vector<uint8_t> attributes = attributesSection(target);
  if (!attributes.empty()) {
    sh.push_back({addString(shstrtab, target.elfAttributesSection), target.elfAttributesType, 0, 0, o.size(),
                  attributes.size(), 0, 0, 1, 0});
    o.bytes(attributes);
  }
  const uint32_t symIndex = static_cast<uint32_t>(sh.size());
  o.pad(wordAlign);
  sh.push_back({addString(shstrtab, ".symtab"), kShtSymtab, 0, 0, o.size(), symtab.size(), symIndex + 1, 1,
                wordAlign, symSize});
  o.bytes(symtab);
  sh.push_back({addString(shstrtab, ".strtab"), kShtStrtab, 0, 0, o.size(), strtab.size(), 0, 0, 1, 0});
  o.bytes(strtab);
  const uint32_t shstrName = addString(shstrtab, ".shstrtab");
  sh.push_back({shstrName, kShtStrtab, 0, 0, o.size(), shstrtab.size(), 0, 0, 1, 0});
  o.bytes(shstrtab);
  o.pad(wordAlign);
  const uint64_t shoff = o.size();
  for (const Sh& s : sh) {
    o.add(s.name, 4), o.add(s.type, 4), o.addr(s.flags), o.addr(s.addr), o.addr(s.offset), o.addr(s.size);
    o.add(s.link, 4), o.add(s.info, 4), o.addr(s.align), o.addr(s.entsize);
  }

  // Program headers: the code R+X, images R+W; loaded where they run (paddr = vaddr).
  for (size_t i = 0; i < chunks.size(); ++i) {
    const Chunk& c = chunks[i];
    const size_t h = ehsize + i * phentsize;
    const uint32_t flags = c.code ? kPfR | kPfX : kPfR | kPfW;
    const uint64_t size = c.bytes->size(), align = alignmentOf(c.vaddr, wordAlign);
    if (is64) {
      o.put(h, kPtLoad, 4), o.put(h + 4, flags, 4), o.put(h + 8, c.offset, 8), o.put(h + 16, c.vaddr, 8);
      o.put(h + 24, c.vaddr, 8), o.put(h + 32, size, 8), o.put(h + 40, size, 8), o.put(h + 48, align, 8);
    } else {
      o.put(h, kPtLoad, 4), o.put(h + 4, c.offset, 4), o.put(h + 8, c.vaddr, 4), o.put(h + 12, c.vaddr, 4);
      o.put(h + 16, size, 4), o.put(h + 20, size, 4), o.put(h + 24, flags, 4), o.put(h + 28, align, 4);
    }
  }

  // The ELF header.
  const uint8_t ident[16] = {0x7F, 'E', 'L', 'F', uint8_t(is64 ? 2 : 1), uint8_t(target.littleEndian ? 1 : 2), 1};
  std::copy(ident, ident + 16, o.b.begin());
  const unsigned a = is64 ? 8 : 4;
  o.put(16, kEtExec, 2), o.put(18, target.elfMachine, 2), o.put(20, 1, 4);
  o.put(24, program.entry * unit, a), o.put(24 + a, ehsize, a), o.put(24 + 2 * a, shoff, a);
  const size_t rest = 24 + 3 * a;
  o.put(rest, target.elfFlags, 4);
  o.put(rest + 4, ehsize, 2), o.put(rest + 6, phentsize, 2), o.put(rest + 8, chunks.size(), 2);
  o.put(rest + 10, shentsize, 2), o.put(rest + 12, sh.size(), 2), o.put(rest + 14, sh.size() - 1, 2);
  return o.b;
}

} // namespace kc
