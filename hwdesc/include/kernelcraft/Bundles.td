// VLIW bundles. A target that declares bundle formats issues one bundle a cycle: a line of
// assembly is a bundle, its instructions separated by ';' (or one per line between '{' and '}'),
// and each instruction takes a slot that accepts its unit. Such a target has an exposed pipeline.

// An issue slot: its width inside a bundle and the units whose instructions it accepts. An
// instruction that goes in a slot is encoded in exactly the slot's width. `Nop` fills the slot
// when a bundle's format carries it but the bundle has nothing for it; a slot without one can only
// be used by formats whose bundles fill it.
class Slot<int width, list<Unit> units> {
  int Bits = width;
  list<Unit> Units = units;
  Instruction Nop = ?;
  string Doc = "";
}

// A bundle format: `width` bits in all, identified by the `tagBits`-bit value `tag` in its lowest
// bits; the slots follow the tag upwards in the order listed (a slot may be listed twice), or sit
// where `SlotOffsets` puts their lowest bits. `Fixed` lists further constant fields as
// [lowest bit, width, value], for formats of one size that a few bits elsewhere tell apart (AMD's
// AI Engines put such bits between the slots); every other bit is zero. Tags are prefix-free
// across sizes, so that the first bytes of a bundle tell its length. Every format is a whole
// number of the smallest one, which is a power of two code address units. The assembler packs
// each bundle into the smallest format that holds its instructions (the first declared among
// formats of one size).
class BundleFormat<int width, int tagBits, int tag, list<Slot> slots> {
  int Bits = width;
  int TagBits = tagBits;
  int Tag = tag;
  list<Slot> Slots = slots;
  list<int> SlotOffsets = [];
  list<list<int>> Fixed = [];
  string Doc = "";
}
