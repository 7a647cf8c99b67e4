// The KernelCraft semantics language: what an instruction does, and the expressions used for
// sizes, latencies and constraints.
grammar Sem;

program  : stmt* EOF ;
exprOnly : expr EOF ;

stmt
  : 'let' ID (':' ID)? '=' expr ';'                                   # LetStmt
  | lvalue op=('=' | '+=' | '-=' | '*=' | '&=' | '|=' | '^=') expr ';'  # AssignStmt
  | 'return' expr? ';'                                               # ReturnStmt
  | 'for' ID 'in' expr '..' expr ('step' expr)? block                  # ForStmt
  | ifStmt                                                             # IfStatement
  | expr ';'                                                           # ExprStmt
  | block                                                              # BlockStmt
  ;

ifStmt : 'if' expr block ('else' (block | ifStmt))? ;

block : '{' stmt* '}' ;

lvalue : ID ('[' expr ']' ('[' expr ']')?)? ;   // a name, rf[reg], m[addr], or a lane: rf[reg][lane]

expr
  : primary                                                  # PrimaryExpr
  | expr '[' expr ']'                                        # IndexExpr
  | expr '[' hi=expr ':' lo=expr ']'                         # SliceExpr
  | op=('-' | '!' | '~') expr                                # UnaryExpr
  | expr op=('*' | '/' | '%') expr                           # BinaryExpr
  | expr op=('+' | '-') expr                                 # BinaryExpr
  | expr op=('<<' | '>>') expr                               # BinaryExpr
  | expr op=('<' | '<=' | '>' | '>=') expr                   # BinaryExpr
  | expr op=('==' | '!=') expr                               # BinaryExpr
  | expr op='&' expr                                         # BinaryExpr
  | expr op='^' expr                                         # BinaryExpr
  | expr op='|' expr                                         # BinaryExpr
  | expr op='&&' expr                                        # BinaryExpr
  | expr op='||' expr                                        # BinaryExpr
  | <assoc=right> expr '?' expr ':' expr                     # CondExpr
  ;

primary
  : INT                                # IntLit
  | FLOAT                              # FloatLit
  | ('true' | 'false')                 # BoolLit
  | STRING                             # StringLit
  | ID '(' (expr (',' expr)*)? ')'     # CallExpr
  | ID                                 # NameExpr
  | '(' expr ')'                       # ParenExpr
  ;

INT    : [0-9]+ | '0x' [0-9a-fA-F_]+ | '0b' [01_]+ ;
FLOAT  : [0-9]+ '.' [0-9]+ ([eE] [+-]? [0-9]+)? | [0-9]+ [eE] [+-]? [0-9]+ ;
STRING : '"' (~["\\\r\n] | '\\' .)* '"' ;
ID     : [a-zA-Z_] [a-zA-Z_0-9]* ;
LINE_COMMENT  : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS     : [ \t\r\n]+ -> skip ;
