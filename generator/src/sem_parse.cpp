#include "sem_parse.h"

#include <antlr4-runtime.h>

#include "SemLexer.h"
#include "SemParser.h"

namespace hwgen {
namespace {

class CollectErrors : public antlr4::BaseErrorListener {
 public:
  explicit CollectErrors(std::vector<SemError>& errors) : errors_(errors) {}
  void syntaxError(antlr4::Recognizer*, antlr4::Token* bad, size_t, size_t,
                   const std::string& msg, std::exception_ptr) override {
    size_t offset = bad ? bad->getStartIndex() : 0;
    if (bad && bad->getType() == antlr4::Token::EOF) offset = bad->getStartIndex();
    errors_.push_back({offset, "syntax error: " + msg});
  }

 private:
  std::vector<SemError>& errors_;
};

int64_t parseIntLiteral(const std::string& s) {
  std::string digits;
  for (char c : s)
    if (c != '_') digits += c;
  if (digits.rfind("0x", 0) == 0) return static_cast<int64_t>(std::stoull(digits.substr(2), nullptr, 16));
  if (digits.rfind("0b", 0) == 0) return static_cast<int64_t>(std::stoull(digits.substr(2), nullptr, 2));
  return static_cast<int64_t>(std::stoull(digits, nullptr, 10));
}

std::string unquote(const std::string& s) {
  std::string out;
  for (size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] == '\\' && i + 2 < s.size()) {
      ++i;
      out += s[i] == 'n' ? '\n' : s[i];
    } else {
      out += s[i];
    }
  }
  return out;
}

// Converts ANTLR parse trees into our own tree, which the checker annotates in place.
class Builder {
 public:
  explicit Builder(std::vector<SemError>& errors) : errors_(errors) {}

  ExprP expr(SemParser::ExprContext* ctx) {
    auto e = std::make_unique<Expr>();
    e->offset = ctx->getStart()->getStartIndex();
    if (auto* p = dynamic_cast<SemParser::PrimaryExprContext*>(ctx)) return primary(p->primary());
    if (auto* x = dynamic_cast<SemParser::IndexExprContext*>(ctx)) {
      e->kind = Expr::Index;
      e->args.push_back(expr(x->expr(0)));
      e->args.push_back(expr(x->expr(1)));
      e->offset = x->expr(1)->getStart()->getStartIndex() - 1;
    } else if (auto* x = dynamic_cast<SemParser::SliceExprContext*>(ctx)) {
      e->kind = Expr::Slice;
      e->args.push_back(expr(x->expr(0)));
      e->args.push_back(expr(x->hi));
      e->args.push_back(expr(x->lo));
    } else if (auto* x = dynamic_cast<SemParser::UnaryExprContext*>(ctx)) {
      e->kind = Expr::Unary;
      e->text = x->op->getText();
      e->args.push_back(expr(x->expr()));
    } else if (auto* x = dynamic_cast<SemParser::BinaryExprContext*>(ctx)) {
      e->kind = Expr::Binary;
      e->text = x->op->getText();
      e->offset = x->op->getStartIndex();
      e->args.push_back(expr(x->expr(0)));
      e->args.push_back(expr(x->expr(1)));
    } else if (auto* x = dynamic_cast<SemParser::CondExprContext*>(ctx)) {
      e->kind = Expr::Cond;
      for (int i = 0; i < 3; ++i) e->args.push_back(expr(x->expr(i)));
    }
    return e;
  }

  ExprP primary(SemParser::PrimaryContext* ctx) {
    auto e = std::make_unique<Expr>();
    e->offset = ctx->getStart()->getStartIndex();
    if (auto* x = dynamic_cast<SemParser::IntLitContext*>(ctx)) {
      e->kind = Expr::IntLit;
      try {
        e->ival = parseIntLiteral(x->getText());
      } catch (const std::exception&) {
        errors_.push_back({e->offset, "integer literal '" + x->getText() + "' is malformed or does not fit 64 bits"});
      }
    } else if (auto* x = dynamic_cast<SemParser::FloatLitContext*>(ctx)) {
      e->kind = Expr::FloatLit;
      try {
        e->fval = std::stod(x->getText());
      } catch (const std::exception&) {
        errors_.push_back({e->offset, "float literal '" + x->getText() + "' is out of range"});
      }
      e->text = x->getText();
    } else if (auto* x = dynamic_cast<SemParser::BoolLitContext*>(ctx)) {
      e->kind = Expr::BoolLit;
      e->ival = x->getText() == "true";
    } else if (auto* x = dynamic_cast<SemParser::StringLitContext*>(ctx)) {
      e->kind = Expr::StrLit;
      e->text = unquote(x->getText());
    } else if (auto* x = dynamic_cast<SemParser::CallExprContext*>(ctx)) {
      e->kind = Expr::Call;
      e->text = x->ID()->getText();
      for (auto* a : x->expr()) e->args.push_back(expr(a));
    } else if (auto* x = dynamic_cast<SemParser::NameExprContext*>(ctx)) {
      e->kind = Expr::Name;
      e->text = x->ID()->getText();
    } else if (auto* x = dynamic_cast<SemParser::ParenExprContext*>(ctx)) {
      return expr(x->expr());
    }
    return e;
  }

  StmtP stmt(SemParser::StmtContext* ctx) {
    auto s = std::make_unique<Stmt>();
    s->offset = ctx->getStart()->getStartIndex();
    if (auto* x = dynamic_cast<SemParser::LetStmtContext*>(ctx)) {
      s->kind = Stmt::Let;
      s->name = x->ID(0)->getText();
      if (x->ID().size() > 1) s->declType = x->ID(1)->getText();
      s->value = expr(x->expr());
    } else if (auto* x = dynamic_cast<SemParser::AssignStmtContext*>(ctx)) {
      s->kind = Stmt::Assign;
      s->name = x->lvalue()->ID()->getText();
      const auto subscripts = x->lvalue()->expr();
      if (!subscripts.empty()) s->index = expr(subscripts[0]);
      if (subscripts.size() > 1) s->lane = expr(subscripts[1]);
      s->op = x->op->getText();
      s->value = expr(x->expr());
    } else if (auto* x = dynamic_cast<SemParser::ForStmtContext*>(ctx)) {
      s->kind = Stmt::For;
      s->name = x->ID()->getText();
      s->from = expr(x->expr(0));
      s->to = expr(x->expr(1));
      if (x->expr().size() > 2) s->step = expr(x->expr(2));
      blockInto(x->block(), s->body);
    } else if (auto* x = dynamic_cast<SemParser::IfStatementContext*>(ctx)) {
      return ifStmt(x->ifStmt());
    } else if (auto* x = dynamic_cast<SemParser::ReturnStmtContext*>(ctx)) {
      s->kind = Stmt::Return;
      if (x->expr()) s->value = expr(x->expr());
    } else if (auto* x = dynamic_cast<SemParser::ExprStmtContext*>(ctx)) {
      s->kind = Stmt::ExprS;
      s->value = expr(x->expr());
    } else if (auto* x = dynamic_cast<SemParser::BlockStmtContext*>(ctx)) {
      s->kind = Stmt::Block;
      blockInto(x->block(), s->body);
    }
    return s;
  }

  StmtP ifStmt(SemParser::IfStmtContext* ctx) {
    auto s = std::make_unique<Stmt>();
    s->kind = Stmt::If;
    s->offset = ctx->getStart()->getStartIndex();
    s->value = expr(ctx->expr());
    blockInto(ctx->block(0), s->body);
    if (ctx->block().size() > 1) {
      s->hasElse = true;
      blockInto(ctx->block(1), s->elseBody);
    } else if (ctx->ifStmt()) {
      s->hasElse = true;
      s->elseBody.push_back(ifStmt(ctx->ifStmt()));
    }
    return s;
  }

  void blockInto(SemParser::BlockContext* b, std::vector<StmtP>& out) {
    for (auto* st : b->stmt()) out.push_back(stmt(st));
  }

 private:
  std::vector<SemError>& errors_;
};

std::string nestingMessage() {
  return "nested more than " + std::to_string(kMaxNesting) +
         " levels deep (brackets, prefix operators, '?:', else-if chains and blocks count; that is the nesting limit)";
}

bool endsOperand(const antlr4::Token* t) {
  if (!t) return false;
  const size_t type = t->getType();
  if (type == SemLexer::INT || type == SemLexer::FLOAT || type == SemLexer::STRING || type == SemLexer::ID) return true;
  const std::string s = t->getText();
  return s == ")" || s == "]" || s == "true" || s == "false";
}

// Estimates, from the tokens alone, how deep the parser will recurse, and reports the first
// token past the limit. It runs before parsing because ANTLR's recursive descent has no bound.
bool nestingWithinLimit(const std::vector<antlr4::Token*>& toks, std::vector<SemError>& errors) {
  struct Level {
    int run = 0, ternary = 0, elseIf = 0;  // prefix operators in a row, open '?', else-if links
    int total() const { return run + ternary + elseIf; }
  };
  std::vector<Level> stack(1);
  int outer = 0;  // levels below the current one, each with what was open when it began
  const antlr4::Token* prev = nullptr;
  for (size_t i = 0; i < toks.size(); ++i) {
    const antlr4::Token* t = toks[i];
    if (t->getType() == antlr4::Token::EOF) break;
    const std::string s = t->getText();
    Level& cur = stack.back();
    if (s == "(" || s == "[" || s == "{") {
      outer += 1 + cur.total();
      stack.emplace_back();
    } else if (s == ")" || s == "]" || s == "}") {
      if (stack.size() > 1) {
        stack.pop_back();
        outer -= 1 + stack.back().total();
        const bool chainGoesOn = i + 1 < toks.size() && toks[i + 1]->getText() == "else";
        if (s == "}" && !chainGoesOn) stack.back().elseIf = 0;
      }
    } else if ((s == "-" || s == "!" || s == "~") && !endsOperand(prev)) {
      ++cur.run;
    } else if (s == "?") {
      ++cur.ternary;
      cur.run = 0;
    } else if (s == "if" && prev && prev->getText() == "else") {
      ++cur.elseIf;
    } else if (s == ";" || s == ",") {
      cur = Level{};
    } else if (!endsOperand(t)) {
      cur.run = 0;
    }
    if (outer + stack.back().total() > kMaxNesting) {
      errors.push_back({t->getStartIndex(), nestingMessage()});
      return false;
    }
    prev = t;
  }
  return true;
}

// The parse tree of a long operator chain is deep even though parsing it was not; the builder and
// the checker recurse over it, so its depth is bounded too (counted without recursing).
bool treeWithinLimit(antlr4::tree::ParseTree* root, std::vector<SemError>& errors) {
  std::vector<std::pair<antlr4::tree::ParseTree*, int>> todo{{root, 0}};
  while (!todo.empty()) {
    auto [node, depth] = todo.back();
    todo.pop_back();
    if (dynamic_cast<SemParser::ExprContext*>(node) || dynamic_cast<SemParser::StmtContext*>(node) ||
        dynamic_cast<SemParser::IfStmtContext*>(node))
      ++depth;
    if (depth > kMaxNesting) {
      auto* rule = dynamic_cast<antlr4::ParserRuleContext*>(node);
      errors.push_back({rule && rule->getStart() ? rule->getStart()->getStartIndex() : 0, nestingMessage()});
      return false;
    }
    for (auto* child : node->children) todo.push_back({child, depth});
  }
  return true;
}

template <class Fn>
bool runParser(const std::string& text, std::vector<SemError>& errors, Fn&& fn) {
  // ANTLR decodes its input as UTF-8 and throws on anything else.
  if (size_t bad = invalidUtf8At(text); bad != std::string::npos) {
    char hex[8];
    snprintf(hex, sizeof hex, "%02X", static_cast<unsigned char>(text[bad]));
    errors.push_back({bad, std::string("byte 0x") + hex + " is not valid UTF-8"});
    return false;
  }
  antlr4::ANTLRInputStream input(text);
  SemLexer lexer(&input);
  CollectErrors listener(errors);
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  antlr4::CommonTokenStream tokens(&lexer);
  tokens.fill();
  size_t before = errors.size();
  if (!nestingWithinLimit(tokens.getTokens(), errors)) return false;
  SemParser parser(&tokens);
  parser.removeErrorListeners();
  parser.addErrorListener(&listener);
  fn(parser);
  return errors.size() == before;
}

} // namespace

size_t invalidUtf8At(const std::string& text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  for (size_t i = 0; i < n;) {
    const unsigned c = p[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t len;
    unsigned cp;
    if (c >= 0xC2 && c <= 0xDF) len = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) len = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) len = 4, cp = c & 0x07;
    else return i;
    if (i + len > n) return i;
    for (size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) return i;
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8 either.
    const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
    if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return i;
    i += len;
  }
  return std::string::npos;
}

bool parseSemProgram(const std::string& text, SemProgram& out, std::vector<SemError>& errors) {
  return runParser(text, errors, [&](SemParser& parser) {
    auto* tree = parser.program();
    if (parser.getNumberOfSyntaxErrors() > 0 || !treeWithinLimit(tree, errors)) return;
    Builder b(errors);
    for (auto* st : tree->stmt()) out.stmts.push_back(b.stmt(st));
  });
}

bool parseSemExpr(const std::string& text, ExprP& out, std::vector<SemError>& errors) {
  return runParser(text, errors, [&](SemParser& parser) {
    auto* tree = parser.exprOnly();
    if (parser.getNumberOfSyntaxErrors() > 0 || !treeWithinLimit(tree, errors)) return;
    out = Builder(errors).expr(tree->expr());
  });
}

} // namespace hwgen
