#include "sem_parse.h"

#include <memory>
#include <stdexcept>

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
      if (x->lvalue()->expr()) s->index = expr(x->lvalue()->expr());
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

// Offset of the first byte that does not belong to a well-formed UTF-8 sequence, or npos.
size_t invalidUtf8(const std::string& text) {
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > text.size()) return i;
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return i;
    i += len;
  }
  return std::string::npos;
}

template <class Fn>
bool runParser(const std::string& text, std::vector<SemError>& errors, Fn&& fn) {
  // ANTLR's input stream throws std::range_error on bytes that are not UTF-8.
  std::unique_ptr<antlr4::ANTLRInputStream> stream;
  try {
    stream = std::make_unique<antlr4::ANTLRInputStream>(text);
  } catch (const std::range_error&) {
    const size_t at = invalidUtf8(text);
    errors.push_back({at == std::string::npos ? 0 : at, "the text is not valid UTF-8"});
    return false;
  }
  antlr4::ANTLRInputStream& input = *stream;
  SemLexer lexer(&input);
  CollectErrors listener(errors);
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  antlr4::CommonTokenStream tokens(&lexer);
  SemParser parser(&tokens);
  parser.removeErrorListeners();
  parser.addErrorListener(&listener);
  size_t before = errors.size();
  fn(parser);
  return errors.size() == before;
}

} // namespace

bool parseSemProgram(const std::string& text, SemProgram& out, std::vector<SemError>& errors) {
  return runParser(text, errors, [&](SemParser& parser) {
    auto* tree = parser.program();
    if (parser.getNumberOfSyntaxErrors() > 0) return;
    Builder b(errors);
    for (auto* st : tree->stmt()) out.stmts.push_back(b.stmt(st));
  });
}

bool parseSemExpr(const std::string& text, ExprP& out, std::vector<SemError>& errors) {
  return runParser(text, errors, [&](SemParser& parser) {
    auto* tree = parser.exprOnly();
    if (parser.getNumberOfSyntaxErrors() > 0) return;
    out = Builder(errors).expr(tree->expr());
  });
}

} // namespace hwgen
