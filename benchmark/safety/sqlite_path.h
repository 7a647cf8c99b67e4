// A results file is opened by the path a user typed, never as an SQLite URI: with URI parsing,
// "a%41.db" would open "aA.db", and "?" or "#" in a name would cut it short.
#pragma once

#include <string>

namespace kc::safety {

// `path` in the form sqlite3_open_v2 (without SQLITE_OPEN_URI) reads literally: a relative path
// beginning "file:" (which builds with URI filenames on by default still parse) gets "./".
inline std::string sqliteLiteralPath(const std::string& path) {
  return path.rfind("file:", 0) == 0 ? "./" + path : path;
}

} // namespace kc::safety
