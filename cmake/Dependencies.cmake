# Every dependency is a Debian bookworm package; scripts/setup.sh installs them.
find_package(fmt REQUIRED)
find_package(yaml-cpp REQUIRED)
find_package(CLI11 REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(SQLite3 REQUIRED)
find_package(Catch2 2 REQUIRED)
find_package(Threads REQUIRED)
find_package(CURL REQUIRED)

# LLVM's TableGen library is linked statically into hwgen only.
find_package(LLVM 14 REQUIRED CONFIG PATHS /usr/lib/llvm-14/lib/cmake/llvm NO_DEFAULT_PATH)

# ANTLR: the 4.7.2 tool through Debian's wrapper, the 4.9 C++ runtime.
find_program(ANTLR4_TOOL antlr4 REQUIRED)
find_path(ANTLR4_INCLUDE_DIR antlr4-runtime.h PATH_SUFFIXES antlr4-runtime REQUIRED)
find_library(ANTLR4_RUNTIME_LIB NAMES libantlr4-runtime.a antlr4-runtime REQUIRED)
add_library(antlr4_runtime INTERFACE)
target_include_directories(antlr4_runtime SYSTEM INTERFACE ${ANTLR4_INCLUDE_DIR})
target_link_libraries(antlr4_runtime INTERFACE ${ANTLR4_RUNTIME_LIB})

# cpp-httplib (tests' fake servers only): Debian builds it as a shared library, and its header
# must see the same feature macros the library was built with, which pkg-config supplies.
find_package(PkgConfig REQUIRED)
pkg_check_modules(CPPHTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)

# RE2: searching the manual with a pattern a model wrote, in time linear in the text.
pkg_check_modules(RE2 REQUIRED IMPORTED_TARGET re2)
