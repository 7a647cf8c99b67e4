#include "task/layout.h"

#include <algorithm>
#include <filesystem>

#include "kc/machine.h"
#include "kc/numeric.h"
#include "task/formula.h"
#include "task/yaml_file.h"

namespace kc::bench {

namespace {

int memoryIndex(const kc::TargetInfo& t, std::string_view name) {
  for (int i = 0; i < t.numMemories; ++i)
    if (name == t.memories[i].name) return i;
  return -1;
}

bool findRegister(const kc::TargetInfo& t, std::string_view name, int& file, int& index) {
  for (int f = 0; f < t.numRegFiles; ++f) {
    const kc::RegFileInfo& rf = t.regFiles[f];
    for (int i = 0; i < rf.count; ++i)
      if (name == rf.regNames[i]) { file = f; index = i; return true; }
    for (int a = 0; a < rf.numAliases; ++a)
      if (name == rf.aliasNames[a]) { file = f; index = rf.aliasRegs[a]; return true; }
  }
  return false;
}

// Builds the layout of one run step by step; every expression sees what is defined so far.
class Resolver {
 public:
  Resolver(const kc::TargetInfo& target, const TaskDef& task, const SizeValues& sizes)
      : target_(target), task_(task), sizes_(sizes) {}

  ResolvedLayout run(const YamlFile& conv, const YamlFile& lay) {
    r_.conventionPath = conv.path;
    r_.layoutPath = lay.path;
    conv.onlyKeys(conv.root, {"entry", "arguments", "stack_arguments", "registers", "return_stub", "scratch", "place", "align",
                              "budget", "baseline", "params", "entry_notes"});
    lay.onlyKeys(lay.root, {"tensors", "arguments", "registers", "constants", "scratch", "place", "align", "mx",
                            "params"});
    readParams(conv);
    readParams(lay);
    resolveParamValues(lay);
    if (YAML::Node e = conv.root["entry"]) r_.entrySymbol = conv.str(e);
    if (YAML::Node notes = conv.root["entry_notes"]) {
      conv.needList(notes, "entry_notes");
      for (const YAML::Node& n : notes) r_.entryNotes.push_back(conv.str(n));
    }
    if (YAML::Node s = conv.root["return_stub"]) {
      conv.onlyKeys(s, {"code", "address"});
      r_.returnStub = conv.str(conv.need(s, "code"));
      r_.returnAddress = integer(conv, conv.need(s, "address"));
      returnAddress_ = r_.returnAddress;
    }
    if (YAML::Node b = conv.root["baseline"]) r_.baselineFile = conv.str(b);
    if (YAML::Node b = conv.root["budget"]) {
      conv.onlyKeys(b, {"factor", "min_instructions"});
      if (b["factor"]) r_.budgetFactor = conv.integer(b["factor"]);
      if (b["min_instructions"]) r_.minInstructionBudget = conv.integer(b["min_instructions"]);
    }
    readPlacement(conv);
    readPlacement(lay);
    placeTensors(lay);
    readConstants(lay);
    readScratch(conv);
    readScratch(lay);
    readArguments(conv, lay);
    readRegisters(conv);
    readRegisters(lay);
    for (const auto& [k, v] : sizes_) r_.defines[k] = v;
    for (int i = 0; i < target_.numParams; ++i) r_.defines[target_.params[i].name] = r_.paramValues[size_t(i)];
    for (const PlacedTensor& t : r_.tensors) r_.defines[t.def->name + "_ADDR"] = t.address;
    for (const PlacedConstant& c : r_.constants) r_.defines[c.name + "_ADDR"] = c.address;
    if (mxUsed_) r_.defines["MX_SCALE_OFFSET"] = scaleOffset_;
    return std::move(r_);
  }

 private:
  std::optional<double> lookup(std::string_view n) const {
    if (auto it = sizes_.find(n); it != sizes_.end()) return double(it->second);
    if (auto it = task_.constants.find(n); it != task_.constants.end()) return it->second;
    for (int i = 0; i < target_.numParams && !r_.paramValues.empty(); ++i)
      if (n == target_.params[i].name) return double(r_.paramValues[size_t(i)]);
    for (const PlacedTensor& t : r_.tensors)
      if (n == t.def->name) return double(t.address);
    if (n == "RETURN" && returnAddress_) return double(*returnAddress_);
    if (n == "MX_SCALE_OFFSET" && mxUsed_) return double(scaleOffset_);
    return std::nullopt;
  }

  int64_t integer(const YamlFile& f, const YAML::Node& n) const {
    std::string text = f.str(n);
    try {
      return evalIntFormula(text, [this](std::string_view s) { return lookup(s); });
    } catch (const FormulaError& e) {
      f.failInside(n, e.column - 1, "'" + text + "': " + e.what());
    }
  }
  double real(const YamlFile& f, const YAML::Node& n) const {
    std::string text = f.str(n);
    try {
      return evalFormula(text, [this](std::string_view s) { return lookup(s); });
    } catch (const FormulaError& e) {
      f.failInside(n, e.column - 1, "'" + text + "': " + e.what());
    }
  }
  int memory(const YamlFile& f, const YAML::Node& n) const {
    std::string name = f.str(n);
    int m = memoryIndex(target_, name);
    if (m < 0) {
      std::string known;
      for (int i = 0; i < target_.numMemories; ++i) known += (i ? ", " : "") + std::string(target_.memories[i].name);
      f.fail(n, "target " + std::string(target_.name) + " has no memory '" + name + "' (it has " + known + ")");
    }
    return m;
  }

  void readParams(const YamlFile& f) {
    YAML::Node p = f.root["params"];
    if (!p) return;
    f.needMap(p, "params");
    for (const auto& kv : p) paramNodes_.push_back({&f, kv.first, kv.second});
  }
  void resolveParamValues(const YamlFile& lay) {
    for (const auto& [f, key, value] : paramNodes_) {
      // Parameters may depend on the sizes (a vector SRAM deep enough for the task), not on each other.
      r_.params.emplace_back(key.Scalar(), integer(*f, value));
    }
    std::string error;
    if (!kc::resolveParams(target_, r_.params, r_.paramValues, error)) {
      // Point at the override the error names, when there is one.
      for (const auto& [f, key, value] : paramNodes_)
        if (error.find("parameter " + key.Scalar()) != std::string::npos) f->fail(value, error);
      lay.fail(lay.root, error);
    }
  }

  void readPlacement(const YamlFile& f) {
    if (YAML::Node p = f.root["place"]) {
      f.needMap(p, "place");
      for (const auto& kv : p) next_[memory(f, kv.first)] = integer(f, kv.second);
    }
    if (YAML::Node a = f.root["align"]) align_ = std::max<int64_t>(1, integer(f, a));
  }

  // `tile: [rows, cols]`: the last two dimensions stored tile by tile.
  void readTile(const YamlFile& f, const YAML::Node& tile, PlacedTensor& t) const {
    f.needList(tile, "tile");
    if (tile.size() != 2) f.fail(tile, "tile takes two sizes, [rows, columns]");
    const std::string& name = t.def->name;
    if (t.shape.size() < 2) f.fail(tile, "tensor " + name + " has fewer than two dimensions to tile");
    if (t.format == "mxfp8") f.fail(tile, "mxfp8 tensors cannot be tiled");
    t.tileRows = integer(f, tile[0]);
    t.tileCols = integer(f, tile[1]);
    const int64_t rows = t.shape[t.shape.size() - 2], cols = t.shape.back();
    if (t.tileRows <= 0 || t.tileCols <= 0 || rows % t.tileRows || cols % t.tileCols)
      f.fail(tile, "tiles of " + std::to_string(t.tileRows) + " x " + std::to_string(t.tileCols) + " do not divide tensor " +
                       name + "'s last two dimensions (" + std::to_string(rows) + " x " + std::to_string(cols) + ")");
  }

  void placeTensors(const YamlFile& f) {
    YAML::Node ts = f.need(f.root, "tensors");
    f.needMap(ts, "tensors");
    for (const auto& kv : ts)
      if (!task_.findTensor(kv.first.Scalar())) f.fail(kv.first, "task " + task_.name + " has no tensor '" + kv.first.Scalar() + "'");
    if (YAML::Node mx = f.root["mx"]) {
      f.onlyKeys(mx, {"block", "scale_offset"});
      if (mx["block"]) block_ = integer(f, mx["block"]);
      if (mx["scale_offset"]) scaleOffsetNode_ = mx["scale_offset"];
    }
    for (const TensorDef& def : task_.tensors) {
      YAML::Node n = ts[def.name];
      if (!n) f.fail(ts, "tensor '" + def.name + "' has no place in the layout");
      f.onlyKeys(n, {"memory", "address", "format", "writable", "tile"});
      PlacedTensor t;
      t.def = &def;
      t.shape = task_.shapeOf(def, sizes_);
      t.elements = 1;
      for (int64_t d : t.shape) t.elements *= d;
      t.memory = memory(f, f.need(n, "memory"));
      t.format = f.str(f.need(n, "format"));
      t.writable = n["writable"] && n["writable"].as<bool>(false);
      if (YAML::Node tile = n["tile"]) readTile(f, tile, t);
      const kc::MemoryInfo& mem = target_.memories[t.memory];
      if (t.format == "mxfp8") {
        if (mem.elemBytes != 1) f.fail(n["format"], "mxfp8 tensors need a byte-addressed memory; '" + std::string(mem.name) + "' is not");
        if (block_ <= 0) f.fail(n["format"], "mxfp8 needs the layout's 'mx: {block: ...}'");
        if (t.elements % block_) f.fail(n, "tensor " + def.name + " has " + std::to_string(t.elements) + " elements, not a multiple of the MX block " + std::to_string(block_));
        t.units = t.elements;
        t.block = block_;
        mxUsed_ = true;
      } else {
        auto fmt = kc::num::parseFormat(t.format);
        if (!fmt || !fmt->isFloat()) f.fail(n["format"], "unknown tensor format '" + t.format + "' (expected f32, bf16, f16, fp8e4m3 or mxfp8)");
        size_t bytes = kc::num::storageBytes(*fmt);
        if (t.format == mem.elemType) t.units = t.elements;
        else if (mem.elemBytes == 1) t.units = t.elements * int64_t(bytes);
        else f.fail(n["format"], "format " + t.format + " cannot be stored in memory '" + std::string(mem.name) + "' of " + mem.elemType + " units");
      }
      if (n["address"]) {
        t.address = integer(f, n["address"]);
      } else {
        int64_t& at = next_[t.memory];
        t.address = (at + align_ - 1) / align_ * align_;
      }
      next_[t.memory] = std::max(next_[t.memory], t.address + t.units);
      int64_t size = mem.sizeOf(r_.paramValues.data());
      if (t.address < 0 || t.address + t.units > size)
        f.fail(n, "tensor " + def.name + " (" + std::to_string(t.units) + " units at " + std::to_string(t.address) +
                      ") does not fit memory '" + mem.name + "' of " + std::to_string(size) + " units");
      for (const PlacedTensor& o : r_.tensors)
        if (o.memory == t.memory && o.address < t.address + t.units && t.address < o.address + o.units)
          f.fail(n, "tensor " + def.name + " overlaps tensor " + o.def->name + " in memory '" + mem.name + "'");
      r_.tensors.push_back(t);
    }
    if (mxUsed_) {
      // One scale offset serves every MX tensor (the hardware has one scale register): by default the
      // scales follow the highest tensor, rounded up to 4 KB.
      int64_t end = 0;
      for (const PlacedTensor& t : r_.tensors)
        if (t.format == "mxfp8") end = std::max(end, t.address + t.units);
      scaleOffset_ = scaleOffsetNode_ ? integer(f, *scaleOffsetNode_) : (end + 4095) / 4096 * 4096;
      for (PlacedTensor& t : r_.tensors) {
        if (t.format != "mxfp8") continue;
        t.scaleOffset = scaleOffset_;
        int64_t size = target_.memories[t.memory].sizeOf(r_.paramValues.data());
        if (t.address + scaleOffset_ + t.elements / t.block > size)
          f.fail(ts[t.def->name], "the MX scales of tensor " + t.def->name + " do not fit memory '" + target_.memories[t.memory].name + "'");
      }
    }
  }

  void readConstants(const YamlFile& f) {
    YAML::Node cs = f.root["constants"];
    if (!cs) return;
    f.needMap(cs, "constants");
    for (const auto& kv : cs) {
      f.onlyKeys(kv.second, {"memory", "address", "format", "value"});
      PlacedConstant c;
      c.name = kv.first.Scalar();
      c.memory = memory(f, f.need(kv.second, "memory"));
      c.address = integer(f, f.need(kv.second, "address"));
      c.format = kv.second["format"] ? f.str(kv.second["format"]) : std::string(target_.memories[c.memory].elemType);
      if (!kc::num::parseFormat(c.format)) f.fail(kv.second, "unknown format '" + c.format + "'");
      c.value = real(f, f.need(kv.second, "value"));
      r_.constants.push_back(c);
    }
  }

  void readScratch(const YamlFile& f) {
    YAML::Node s = f.root["scratch"];
    if (!s) return;
    f.needList(s, "scratch");
    for (const auto& n : s) {
      f.onlyKeys(n, {"memory", "from", "to"});
      Region g;
      g.memory = memory(f, f.need(n, "memory"));
      g.from = n["from"] ? integer(f, n["from"]) : 0;
      g.to = n["to"] ? integer(f, n["to"]) : target_.memories[g.memory].sizeOf(r_.paramValues.data());
      r_.scratch.push_back(g);
    }
  }

  RegisterPreset preset(const YamlFile& f, const YAML::Node& nameNode, const std::string& name, const YAML::Node& valueNode) const {
    RegisterPreset p;
    p.name = name;
    if (!findRegister(target_, name, p.file, p.index))
      f.fail(nameNode, "target " + std::string(target_.name) + " has no register '" + name + "'");
    auto fmt = kc::num::parseFormat(target_.regFiles[p.file].elemType);
    p.value = fmt && fmt->isFloat() ? real(f, valueNode) : double(integer(f, valueNode));
    p.expression = f.str(valueNode);
    return p;
  }

  // An argument register named in the conventions, valued by an expression of the layout.
  RegisterPreset presetFrom(const YamlFile& conv, const YAML::Node& reg, const YamlFile& lay, const YAML::Node& value) const {
    RegisterPreset p;
    p.name = conv.str(reg);
    if (!findRegister(target_, p.name, p.file, p.index))
      conv.fail(reg, "target " + std::string(target_.name) + " has no register '" + p.name + "'");
    auto fmt = kc::num::parseFormat(target_.regFiles[p.file].elemType);
    p.value = fmt && fmt->isFloat() ? real(lay, value) : double(integer(lay, value));
    p.expression = lay.str(value);
    return p;
  }

  void readArguments(const YamlFile& conv, const YamlFile& lay) {
    YAML::Node args = lay.root["arguments"];
    if (!args) return;
    lay.needList(args, "arguments");
    YAML::Node regs = conv.root["arguments"];
    if (!regs) lay.fail(args, "target " + std::string(target_.name) + " passes no arguments in registers (" + conv.path + " has no 'arguments')");
    YAML::Node stack = conv.root["stack_arguments"];
    if (args.size() > regs.size() && !stack)
      lay.fail(args, std::to_string(args.size()) + " arguments, but the target passes at most " + std::to_string(regs.size()) + " in registers");
    for (size_t i = 0; i < args.size() && i < regs.size(); ++i)
      r_.registers.push_back(presetFrom(conv, regs[i], lay, args[i]));
    if (args.size() <= regs.size()) return;
    conv.onlyKeys(stack, {"pointer", "memory", "slot"});
    r_.stackPointer = conv.str(conv.need(stack, "pointer"));
    r_.stackMemory = memory(conv, conv.need(stack, "memory"));
    if (stack["slot"]) r_.stackSlot = integer(conv, stack["slot"]);
    for (size_t i = regs.size(); i < args.size(); ++i) r_.stackArguments.push_back(integer(lay, args[i]));
  }

  void readRegisters(const YamlFile& f) {
    YAML::Node regs = f.root["registers"];
    if (!regs) return;
    f.needMap(regs, "registers");
    for (const auto& kv : regs) {
      RegisterPreset p = preset(f, kv.first, kv.first.Scalar(), kv.second);
      // A later preset of the same register (the task's layout) replaces an earlier one.
      auto same = [&](const RegisterPreset& o) { return o.file == p.file && o.index == p.index; };
      r_.registers.erase(std::remove_if(r_.registers.begin(), r_.registers.end(), same), r_.registers.end());
      r_.registers.push_back(p);
    }
  }

  const kc::TargetInfo& target_;
  const TaskDef& task_;
  const SizeValues& sizes_;
  ResolvedLayout r_;
  std::map<int, int64_t> next_;
  int64_t align_ = 64;
  int64_t block_ = 0, scaleOffset_ = 0;
  bool mxUsed_ = false;
  std::optional<YAML::Node> scaleOffsetNode_;
  std::optional<int64_t> returnAddress_;
  struct ParamNode { const YamlFile* file; YAML::Node key, value; };
  std::vector<ParamNode> paramNodes_;
};

} // namespace

size_t PlacedTensor::storageIndex(size_t i) const {
  if (!tiled()) return i;
  const size_t rows = size_t(shape[shape.size() - 2]), cols = size_t(shape.back());
  const size_t R = size_t(tileRows), C = size_t(tileCols);
  const size_t matrix = i / (rows * cols), r = i / cols % rows, c = i % cols;
  return matrix * rows * cols + (r / R * (cols / C) + c / C) * R * C + r % R * C + c % C;
}

const PlacedTensor* ResolvedLayout::find(std::string_view name) const {
  for (const PlacedTensor& t : tensors)
    if (t.def->name == name) return &t;
  return nullptr;
}

ResolvedLayout resolveLayout(const kc::TargetInfo& target, const TaskDef& task, const SizeValues& sizes,
                             const std::string& tasksDir) {
  const std::string convPath = tasksDir + "/targets/" + target.name + ".yaml";
  const std::string layPath = task.dir + "/" + target.name + "/layout.yaml";
  if (!std::filesystem::exists(layPath))
    throw TaskFileError(layPath + ": task " + task.name + " has no layout for target " + target.name);
  YamlFile conv = YamlFile::load(convPath);
  YamlFile lay = YamlFile::load(layPath);
  return Resolver(target, task, sizes).run(conv, lay);
}

} // namespace kc::bench
