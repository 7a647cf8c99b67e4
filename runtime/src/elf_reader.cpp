#include "kc/elf.h"

#include <algorithm>
#include <cstring>
#include <set>

#include <fmt/format.h>

namespace kc {

namespace {

constexpr uint16_t kEtExec = 2;
constexpr uint32_t kPtLoad = 1;
constexpr uint32_t kPfX = 1;
constexpr uint32_t kShtSymtab = 2, kShtStrtab = 3;
constexpr uint16_t kShnUndef = 0, kShnAbs = 0xFFF1, kShnLoReserve = 0xFF00;
constexpr uint8_t kSttSection = 3, kSttFile = 4;
constexpr uint8_t kStbLocal = 0;

const char* typeName(uint16_t type) {
  switch (type) {
    case 0: return "ET_NONE";
    case 1: return "ET_REL, an object file: link it first";
    case 2: return "ET_EXEC";
    case 3: return "ET_DYN, a shared object or position-independent executable";
    case 4: return "ET_CORE, a core dump";
  }
  return "unknown";
}

// Common machines, so a wrong file is named in the terms `readelf -h` uses.
std::string machineName(uint16_t m) {
  switch (m) {
    case 0: return "EM_NONE";
    case 3: return "EM_386";
    case 8: return "EM_MIPS";
    case 20: return "EM_PPC";
    case 21: return "EM_PPC64";
    case 40: return "EM_ARM";
    case 62: return "EM_X86_64";
    case 183: return "EM_AARCH64";
    case 243: return "EM_RISCV";
    case 247: return "EM_BPF";
    case 258: return "EM_LOONGARCH";
  }
  return "unknown machine";
}

// Bounds-checked fields of the file in its own byte order; callers check ranges first, the
// accessors only guard against reading past the end.
struct Bytes {
  const std::vector<uint8_t>& b;
  bool le;
  uint64_t get(uint64_t off, unsigned n) const {
    uint64_t v = 0;
    if (off > b.size() || n > b.size() - off) return 0;
    for (unsigned i = 0; i < n; ++i) v |= uint64_t(b[off + i]) << (8 * (le ? i : n - 1 - i));
    return v;
  }
  uint16_t u16(uint64_t off) const { return static_cast<uint16_t>(get(off, 2)); }
  uint32_t u32(uint64_t off) const { return static_cast<uint32_t>(get(off, 4)); }
  uint64_t u64(uint64_t off) const { return get(off, 8); }
  // Does [off, off + n) lie inside the file?
  bool holds(uint64_t off, uint64_t n) const { return off <= b.size() && n <= b.size() - off; }
};

struct Segment {
  size_t index;  // in the program header table
  uint64_t offset, vaddr, filesz, memsz;
  uint32_t flags;
};

} // namespace

bool isElf(const std::vector<uint8_t>& bytes) {
  return bytes.size() >= 4 && bytes[0] == 0x7F && bytes[1] == 'E' && bytes[2] == 'L' && bytes[3] == 'F';
}

bool readElf(const TargetInfo& target, const std::vector<uint8_t>& bytes, const std::string& displayName,
             Program& out, std::string& error, const int64_t* params) {
  auto fail = [&](const std::string& message) {
    error = displayName + ": " + message;
    return false;
  };
  if (!isElf(bytes)) return fail("not an ELF file (no \\x7FELF magic at offset 0)");
  if (target.elfMachine == 0) return fail(fmt::format("target '{}' does not load ELF files", target.name));
  if (bytes.size() < 16)
    return fail(fmt::format("truncated ELF identification: the file has {} bytes, e_ident needs 16", bytes.size()));

  const uint8_t cls = bytes[4], data = bytes[5];
  if (cls != 1 && cls != 2)
    return fail(fmt::format("invalid ELF class {} at offset 4 (1: ELFCLASS32, 2: ELFCLASS64)", cls));
  const bool is64 = cls == 2;
  const unsigned bits = target.addressBits == 64 ? 64 : 32;
  if (is64 != (bits == 64))
    return fail(fmt::format("ELFCLASS{} file, but target '{}' has {}-bit addresses (ELFCLASS{})", is64 ? 64 : 32,
                            target.name, bits, bits));
  if (data != 1 && data != 2)
    return fail(fmt::format("invalid ELF data encoding {} at offset 5 (1: little-endian, 2: big-endian)", data));
  if ((data == 1) != target.littleEndian)
    return fail(fmt::format("{}-endian ELF file, but target '{}' is {}-endian", data == 1 ? "little" : "big",
                            target.name, target.littleEndian ? "little" : "big"));
  if (bytes[6] != 1) return fail(fmt::format("unsupported ELF version {} at offset 6 (expected 1)", bytes[6]));

  const Bytes f{bytes, data == 1};
  const unsigned ehsize = is64 ? 64 : 52, phentsize = is64 ? 56 : 32, shentsize = is64 ? 64 : 40;
  const unsigned addrBytes = is64 ? 8 : 4;
  if (bytes.size() < ehsize)
    return fail(fmt::format("truncated ELF header: the file has {} bytes, the ELFCLASS{} header needs {}",
                            bytes.size(), bits, ehsize));
  const uint16_t type = f.u16(16), machine = f.u16(18);
  if (type != kEtExec)
    return fail(fmt::format("e_type is {} ({}) at offset 16; only executables (ET_EXEC) can be loaded", type,
                            typeName(type)));
  if (machine != target.elfMachine)
    return fail(fmt::format("e_machine is {} ({}) at offset 18, but target '{}' runs e_machine {} ({})", machine,
                            machineName(machine), target.name, target.elfMachine, machineName(target.elfMachine)));
  const uint64_t entry = f.get(24, addrBytes);
  const uint64_t phoff = f.get(is64 ? 32 : 28, addrBytes), shoff = f.get(is64 ? 40 : 32, addrBytes);
  const uint16_t phentsizeField = f.u16(is64 ? 54 : 42), phnum = f.u16(is64 ? 56 : 44);
  const uint16_t shentsizeField = f.u16(is64 ? 58 : 46), shnum = f.u16(is64 ? 60 : 48);

  // --- program headers ---
  if (phnum == 0) return fail("no program headers (e_phnum is 0): nothing to load");
  if (phnum == 0xFFFF) return fail("e_phnum is 0xFFFF (extended numbering), which is not supported");
  if (phentsizeField != phentsize)
    return fail(fmt::format("e_phentsize is {} at offset {}, but ELFCLASS{} program headers have {} bytes",
                            phentsizeField, is64 ? 54 : 42, bits, phentsize));
  if (!f.holds(phoff, uint64_t(phnum) * phentsize))
    return fail(fmt::format("the program header table (offset {}, {} entries of {} bytes) extends past the end of "
                            "the file ({} bytes)",
                            phoff, phnum, phentsize, bytes.size()));
  const uint64_t addrLimit = bits == 64 ? UINT64_MAX : (uint64_t(1) << 32);
  std::vector<Segment> loads;
  for (size_t i = 0; i < phnum; ++i) {
    const uint64_t h = phoff + i * phentsize;
    if (f.u32(h) != kPtLoad) continue;
    Segment s{i, 0, 0, 0, 0, 0};
    if (is64) {
      s.flags = f.u32(h + 4);
      s.offset = f.u64(h + 8), s.vaddr = f.u64(h + 16), s.filesz = f.u64(h + 32), s.memsz = f.u64(h + 40);
    } else {
      s.offset = f.u32(h + 4), s.vaddr = f.u32(h + 8), s.filesz = f.u32(h + 16), s.memsz = f.u32(h + 20);
      s.flags = f.u32(h + 24);
    }
    if (s.filesz > s.memsz)
      return fail(fmt::format("segment {} (PT_LOAD): p_filesz {} is larger than p_memsz {}", i, s.filesz, s.memsz));
    if (!f.holds(s.offset, s.filesz))
      return fail(fmt::format("segment {} (PT_LOAD, file offset {}, {} bytes) extends past the end of the file ({} "
                              "bytes)",
                              i, s.offset, s.filesz, bytes.size()));
    // The end of a 32-bit address space is 2^32 itself; a 64-bit one must not wrap.
    if (s.memsz > addrLimit - s.vaddr)
      return fail(fmt::format("segment {} (PT_LOAD at 0x{:x}, {} bytes) extends past the end of the {}-bit address "
                              "space",
                              i, s.vaddr, s.memsz, bits));
    loads.push_back(s);
  }
  if (loads.empty()) return fail("no PT_LOAD segment: nothing to load");
  {
    std::vector<Segment> byAddr;
    for (const Segment& s : loads)
      if (s.memsz) byAddr.push_back(s);
    std::sort(byAddr.begin(), byAddr.end(), [](const Segment& a, const Segment& b) { return a.vaddr < b.vaddr; });
    for (size_t k = 1; k < byAddr.size(); ++k)
      if (byAddr[k - 1].vaddr + byAddr[k - 1].memsz > byAddr[k].vaddr)
        return fail(fmt::format("segments {} and {} (PT_LOAD) overlap at address 0x{:x}", byAddr[k - 1].index,
                                byAddr[k].index, byAddr[k].vaddr));
  }

  // The code is the executable segment the program starts in; an empty one counts when the
  // entry is its start, so a program without instructions still round-trips.
  const Segment* code = nullptr;
  for (const Segment& s : loads)
    if ((s.flags & kPfX) && entry >= s.vaddr && entry - s.vaddr < std::max<uint64_t>(s.filesz, 1)) code = &s;
  if (!code) {
    for (const Segment& s : loads)
      if (entry >= s.vaddr && entry - s.vaddr < s.memsz)
        return fail(fmt::format("the entry point 0x{:x} (e_entry) is in segment {}, which is {}", entry, s.index,
                                s.flags & kPfX ? "zero-filled (beyond p_filesz)" : "not executable (no PF_X)"));
    return fail(fmt::format("the entry point 0x{:x} (e_entry) is in no PT_LOAD segment", entry));
  }

  int codeMemory = -1;
  for (uint16_t m = 0; m < target.numMemories && codeMemory < 0; ++m)
    if (target.memories[m].isCode) codeMemory = m;
  if (codeMemory < 0) return fail(fmt::format("target '{}' has no code memory to load into", target.name));
  const MemoryInfo& mem = target.memories[codeMemory];
  const uint64_t unit = std::max<uint64_t>(1, target.codeAddressUnit);
  const uint64_t elem = std::max<uint64_t>(1, mem.elemBytes);
  if (code->vaddr % unit || entry % unit)
    return fail(fmt::format("the code (segment {} at 0x{:x}, entry 0x{:x}) is not aligned to the {}-byte code "
                            "address unit",
                            code->index, code->vaddr, entry, unit));
  // Zero-filled tails become bytes in memory images, so a p_memsz of gigabytes in a file of a
  // few bytes must be refused before anything is allocated: without `params` the code memory's
  // size at the default parameters bounds the segments.
  std::vector<int64_t> defaults;
  if (!params) {
    for (uint16_t i = 0; i < target.numParams; ++i) defaults.push_back(target.params[i].defaultValue);
    params = defaults.data();
  }
  {
    const int64_t units = mem.sizeOf(params);
    const uint64_t size = units > 0 ? uint64_t(units) * elem : 0;
    for (const Segment& s : loads)
      if (s.memsz && (s.vaddr >= size || s.memsz > size - s.vaddr))
        return fail(fmt::format("segment {} (PT_LOAD at 0x{:x}, {} bytes) does not fit memory '{}' ({} bytes)",
                                s.index, s.vaddr, s.memsz, mem.name, size));
  }

  Program p;
  p.codeMemory = codeMemory;
  p.codeBase = code->vaddr / unit;
  p.entry = entry / unit;
  p.code.assign(bytes.begin() + static_cast<ptrdiff_t>(code->offset),
                bytes.begin() + static_cast<ptrdiff_t>(code->offset + code->filesz));
  // Everything else loaded, and zero-filled tails, are images of the code memory in its units.
  auto image = [&](const Segment& s, uint64_t from, uint64_t fileBytes, uint64_t memBytes) {
    if (from % elem)
      return fail(fmt::format("segment {} (PT_LOAD at 0x{:x}) is not aligned to the {}-byte units of memory '{}'",
                              s.index, from, elem, mem.name));
    MemoryImage img{codeMemory, from / elem, {}};
    const uint64_t at = s.offset + (from - s.vaddr);
    img.bytes.assign(bytes.begin() + static_cast<ptrdiff_t>(at), bytes.begin() + static_cast<ptrdiff_t>(at + fileBytes));
    img.bytes.resize((memBytes + elem - 1) / elem * elem, 0);
    p.data.push_back(std::move(img));
    return true;
  };
  for (const Segment& s : loads) {
    if (&s == code) {
      if (s.memsz > s.filesz) {
        const uint64_t tail = (s.vaddr + s.filesz + elem - 1) / elem * elem;
        if (tail < s.vaddr + s.memsz && !image(s, tail, 0, s.vaddr + s.memsz - tail)) return false;
      }
    } else if (s.memsz && !image(s, s.vaddr, s.filesz, s.memsz)) {
      return false;
    }
  }

  // --- symbols (optional: a stripped executable has none) ---
  if (shoff != 0 && shnum != 0) {
    if (shentsizeField != shentsize)
      return fail(fmt::format("e_shentsize is {} at offset {}, but ELFCLASS{} section headers have {} bytes",
                              shentsizeField, is64 ? 58 : 46, bits, shentsize));
    if (!f.holds(shoff, uint64_t(shnum) * shentsize))
      return fail(fmt::format("the section header table (offset {}, {} entries of {} bytes) extends past the end of "
                              "the file ({} bytes)",
                              shoff, shnum, shentsize, bytes.size()));
    struct Section {
      uint32_t type, link;
      uint64_t offset, size, entsize;
    };
    auto section = [&](size_t i) {
      const uint64_t h = shoff + i * shentsize;
      if (is64) return Section{f.u32(h + 4), f.u32(h + 40), f.u64(h + 24), f.u64(h + 32), f.u64(h + 56)};
      return Section{f.u32(h + 4), f.u32(h + 24), f.u32(h + 16), f.u32(h + 20), f.u32(h + 36)};
    };
    std::set<std::string> globals;
    const uint64_t symSize = is64 ? 24 : 16;
    for (size_t i = 1; i < shnum; ++i) {
      const Section st = section(i);
      if (st.type != kShtSymtab) continue;
      if (st.entsize != symSize)
        return fail(fmt::format("section {} (SHT_SYMTAB): sh_entsize is {}, but ELFCLASS{} symbols have {} bytes", i,
                                st.entsize, bits, symSize));
      if (!f.holds(st.offset, st.size))
        return fail(fmt::format("section {} (SHT_SYMTAB, offset {}, {} bytes) extends past the end of the file ({} "
                                "bytes)",
                                i, st.offset, st.size, bytes.size()));
      if (st.link == 0 || st.link >= shnum || section(st.link).type != kShtStrtab)
        return fail(fmt::format("section {} (SHT_SYMTAB): sh_link {} is not a string table section", i, st.link));
      const Section str = section(st.link);
      if (!f.holds(str.offset, str.size))
        return fail(fmt::format("section {} (SHT_STRTAB, offset {}, {} bytes) extends past the end of the file ({} "
                                "bytes)",
                                st.link, str.offset, str.size, bytes.size()));
      const char* strings = reinterpret_cast<const char*>(bytes.data() + str.offset);
      for (uint64_t k = 1; k < st.size / symSize; ++k) {
        const uint64_t e = st.offset + k * symSize;
        const uint32_t nameOff = f.u32(e);
        const uint8_t info = bytes[e + (is64 ? 4 : 12)];
        const uint16_t shndx = f.u16(e + (is64 ? 6 : 14));
        const uint64_t value = is64 ? f.u64(e + 8) : f.u32(e + 4);
        if (nameOff >= str.size || !std::memchr(strings + nameOff, 0, str.size - nameOff))
          return fail(fmt::format("symbol {} of section {}: name offset {} is outside its string table (section {}, "
                                  "{} bytes)",
                                  k, i, nameOff, st.link, str.size));
        const std::string name(strings + nameOff);
        const uint8_t symType = info & 0xF, bind = info >> 4;
        if (name.empty() || symType == kSttSection || symType == kSttFile || shndx == kShnUndef) continue;
        if (shndx >= kShnLoReserve && shndx != kShnAbs) continue;  // common and processor-specific
        // Addresses become code address units inside the code, memory units elsewhere.
        uint64_t v = value;
        if (shndx != kShnAbs)
          v = value >= code->vaddr && value <= code->vaddr + code->filesz ? value / unit : value / elem;
        if (bind == kStbLocal && p.symbols.count(name)) continue;  // a global of the name wins
        if (bind != kStbLocal) {
          if (globals.count(name)) continue;
          globals.insert(name);
        }
        p.symbols[name] = v;
      }
    }
  }
  out = std::move(p);
  return true;
}

} // namespace kc
