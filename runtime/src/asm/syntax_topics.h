// The sub-sections of the manual's assembly syntax section. Each states what the assembler does
// (the code of this folder is the authority) and writes its examples with the target's own
// instructions, through ExampleIsa.
#pragma once

#include "asm/syntax_isa.h"
#include "kc/assembler.h"

namespace kc::as {

// syntax_topics_symbols.cpp
SyntaxTopic labelsTopic(const ExampleIsa& isa);
SyntaxTopic numericLabelsTopic(const ExampleIsa& isa);
SyntaxTopic expressionsTopic(const ExampleIsa& isa);
SyntaxTopic definesTopic(const ExampleIsa& isa);
SyntaxTopic equatesTopic(const ExampleIsa& isa);

// syntax_topics_blocks.cpp
SyntaxTopic macrosTopic(const ExampleIsa& isa);
SyntaxTopic reptTopic(const ExampleIsa& isa);
SyntaxTopic irpTopic(const ExampleIsa& isa);
SyntaxTopic conditionalsTopic(const ExampleIsa& isa);
SyntaxTopic includeTopic(const ExampleIsa& isa);

// syntax_topics_data.cpp
SyntaxTopic dataTopic(const ExampleIsa& isa);

} // namespace kc::as
