// Checks `let Inst{...} = ...` bit indices against the declared width before TableGen reads the
// description. TableGen 14 does not bound-check these: an index past the field reads and writes
// beyond its bit vector, which reports "Cannot set bit #32 ... more than once" at best and
// silently drops the bit at worst.
#include "bit_ranges.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace hwgen {
namespace {

struct Token {
  std::string text;
  size_t offset;
};

// Identifiers, numbers and single punctuation characters; comments, strings and code blocks are
// skipped because nothing in them declares or sets a field.
std::vector<Token> tokenize(const std::string& s) {
  std::vector<Token> out;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
    } else if (s.compare(i, 2, "/*") == 0) {
      i = s.find("*/", i + 2);
      i = i == std::string::npos ? i : i + 2;
    } else if (s.compare(i, 2, "[{") == 0) {
      i = s.find("}]", i + 2);
      i = i == std::string::npos ? i : i + 2;
    } else if (c == '"') {
      size_t j = i + 1;
      while (j < s.size() && s[j] != '"' && s[j] != '\n') j += s[j] == '\\' ? 2 : 1;
      i = j + 1;
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      out.push_back({s.substr(i, j - i), i});
      i = j;
    } else {
      out.push_back({std::string(1, c), i});
      ++i;
    }
    if (i == std::string::npos) break;
  }
  return out;
}

bool isNumber(const std::string& t) {
  return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// A class or def body: the bits fields it declares, the fields it sets by bit, its parents.
struct Scope {
  std::string name;
  std::vector<std::string> parents;
  std::map<std::string, int> widths;
  struct Use {
    std::string field;
    std::vector<int64_t> bits;  // the constant indices of `let field{...}`
    size_t offset;
    unsigned file;
  };
  std::vector<Use> uses;
};

class Scanner {
 public:
  explicit Scanner(std::vector<std::string> includeDirs) : dirs_(std::move(includeDirs)) {}

  bool scanFile(const std::string& path) {
    if (!seen_.insert(path).second) return true;
    auto buf = llvm::MemoryBuffer::getFile(path);
    if (!buf) return true;  // TableGen reports unreadable files itself
    const std::string text = (*buf)->getBuffer().str();
    const unsigned id = sm_.AddNewSourceBuffer(std::move(*buf), llvm::SMLoc());
    const auto toks = tokenize(text);
    const std::string dir = path.find('/') == std::string::npos ? "." : path.substr(0, path.rfind('/'));
    for (size_t i = 0; i < toks.size(); ++i) {
      if (toks[i].text == "include") includeFrom(text, toks[i].offset, dir);
      if (toks[i].text == "class" || toks[i].text == "def") i = record(toks, i, id);
    }
    return true;
  }

  // Reports every use whose width is known and exceeded; true when there was none.
  bool report() {
    bool ok = true;
    for (const Scope& s : scopes_)
      for (const auto& u : s.uses) {
        const int width = widthOf(s, u.field, 0);
        if (width <= 0) continue;
        for (int64_t b : u.bits) {
          if (b < width) continue;
          const char* start = sm_.getMemoryBuffer(u.file)->getBufferStart();
          sm_.PrintMessage(llvm::SMLoc::getFromPointer(start + u.offset), llvm::SourceMgr::DK_Error,
                           "bit " + std::to_string(b) + " of '" + u.field + "' is beyond its " +
                               std::to_string(width) + " bits (0 to " + std::to_string(width - 1) + ")");
          ok = false;
          break;
        }
      }
    return ok;
  }

 private:
  // The tokens leave strings out, so the file name is read from the text after `include`.
  void includeFrom(const std::string& text, size_t includeAt, const std::string& dir) {
    const size_t quoteAt = text.find_first_not_of(" \t\r\n", includeAt + 7);
    if (quoteAt == std::string::npos || text[quoteAt] != '"') return;
    const size_t end = text.find('"', quoteAt + 1);
    if (end == std::string::npos) return;
    const std::string name = text.substr(quoteAt + 1, end - quoteAt - 1);
    std::vector<std::string> candidates{dir + "/" + name};
    for (const auto& d : dirs_) candidates.push_back(d + "/" + name);
    for (const auto& c : candidates)
      if (std::ifstream(c)) {
        scanFile(c);
        return;
      }
  }

  // Reads `class|def NAME<...> : P1<...>, P2 { body }` from toks[i]; returns the last token used.
  size_t record(const std::vector<Token>& toks, size_t i, unsigned file) {
    Scope s;
    size_t j = i + 1;
    if (j < toks.size() && toks[j].text != ":" && toks[j].text != "{" && toks[j].text != ";") s.name = toks[j++].text;
    int angle = 0;
    bool afterColon = false, expectParent = false;
    for (; j < toks.size(); ++j) {
      const std::string& t = toks[j].text;
      if (t == "<") ++angle;
      else if (t == ">") --angle;
      else if (angle == 0 && (t == "{" || t == ";")) break;
      else if (angle == 0 && t == ":") afterColon = expectParent = true;
      else if (angle == 0 && t == ",") expectParent = afterColon;
      else if (angle == 0 && expectParent) {
        s.parents.push_back(t);
        expectParent = false;
      }
    }
    if (j >= toks.size() || toks[j].text == ";") {
      keep(std::move(s), toks[i].text == "class");
      return j;
    }
    int depth = 0;
    for (; j < toks.size(); ++j) {
      const std::string& t = toks[j].text;
      if (t == "{") ++depth;
      else if (t == "}" && --depth == 0) break;
      else if (depth != 1) continue;
      else if (t == "bits" && j + 4 < toks.size() && toks[j + 1].text == "<" && isNumber(toks[j + 2].text) &&
               toks[j + 3].text == ">")
        s.widths[toks[j + 4].text] = std::stoi(toks[j + 2].text);
      else if (t == "let" && j + 2 < toks.size() && toks[j + 2].text == "{")
        j = bitUse(toks, j, file, s);
    }
    keep(std::move(s), toks[i].text == "class");
    return j;
  }

  void keep(Scope s, bool isClass) {
    const std::string name = s.name;
    scopes_.push_back(std::move(s));
    if (isClass && !name.empty()) byName_[name] = scopes_.size() - 1;
  }

  // `let F{3-0, 7, 9...12} = ...`: records the constant indices; a named index is skipped.
  size_t bitUse(const std::vector<Token>& toks, size_t j, unsigned file, Scope& s) {
    Scope::Use u{toks[j + 1].text, {}, toks[j + 1].offset, file};
    size_t k = j + 3;
    std::vector<std::string> parts;
    for (; k < toks.size() && toks[k].text != "}"; ++k) parts.push_back(toks[k].text);
    for (size_t p = 0; p < parts.size(); ++p) {
      if (!isNumber(parts[p]) || parts[p].size() > 6) continue;
      int64_t lo = std::stoll(parts[p]), hi = lo;
      if (p + 2 < parts.size() && parts[p + 1] == "-" && isNumber(parts[p + 2])) {
        hi = parts[p + 2].size() > 6 ? lo : std::stoll(parts[p + 2]);
        p += 2;
      } else if (p + 4 < parts.size() && parts[p + 1] == "." && parts[p + 2] == "." && parts[p + 3] == "." &&
                 isNumber(parts[p + 4])) {
        hi = parts[p + 4].size() > 6 ? lo : std::stoll(parts[p + 4]);
        p += 4;
      }
      u.bits.push_back(std::max(lo, hi));
    }
    if (!u.bits.empty()) s.uses.push_back(std::move(u));
    return k;
  }

  // The width the scope or its nearest parent declares for `field`, or 0 when unknown.
  int widthOf(const Scope& s, const std::string& field, int depth) {
    if (auto it = s.widths.find(field); it != s.widths.end()) return it->second;
    if (depth > 64) return 0;
    for (const auto& p : s.parents) {
      auto it = byName_.find(p);
      if (it == byName_.end()) continue;
      if (int w = widthOf(scopes_[it->second], field, depth + 1)) return w;
    }
    return 0;
  }

  std::vector<std::string> dirs_;
  std::set<std::string> seen_;
  std::vector<Scope> scopes_;
  std::map<std::string, size_t> byName_;
  llvm::SourceMgr sm_;
};

} // namespace

bool checkBitRanges(const std::string& mainFile, const std::vector<std::string>& includeDirs) {
  Scanner scanner(includeDirs);
  scanner.scanFile(mainFile);
  return scanner.report();
}

} // namespace hwgen
