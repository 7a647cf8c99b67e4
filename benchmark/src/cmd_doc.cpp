#include <iostream>

#include "commands.h"
#include "target_lookup.h"

namespace kcli {

int runDoc(const DocArgs& args) {
  const kc::TargetInfo& t = requireTarget(args.target);
  const char* text = args.json ? t.docJson : t.docMarkdown;
  std::string s = text ? text : "";
  std::cout << s;
  if (!s.empty() && s.back() != '\n') std::cout << '\n';
  return 0;
}

} // namespace kcli
