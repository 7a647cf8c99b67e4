# -DKC_FUZZ=ON (clang only): every library built with AddressSanitizer, UBSan and libFuzzer's
# coverage instrumentation, and the fuzz targets of fuzz/ as libFuzzer programs
# (scripts/fuzz.sh configures and runs them).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "KC_FUZZ needs clang (-DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14)")
endif()
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                    -fno-omit-frame-pointer -g)
add_link_options(-fsanitize=address,undefined)

# Debian's ANTLR 4.9 runtime header pulls in misc/InterpreterDataReader.h, which clang rejects
# (a const member left uninitialised by a defaulted constructor); nothing here uses it. A copy of
# antlr4-runtime.h without that line, searched first, keeps the rest of the runtime as it is.
file(READ ${ANTLR4_INCLUDE_DIR}/antlr4-runtime.h KC_ANTLR_HEADER)
string(REPLACE "#include \"misc/InterpreterDataReader.h\"" "" KC_ANTLR_HEADER "${KC_ANTLR_HEADER}")
file(WRITE ${CMAKE_BINARY_DIR}/antlr4-clang/antlr4-runtime.h "${KC_ANTLR_HEADER}")
target_include_directories(antlr4_runtime SYSTEM BEFORE INTERFACE ${CMAKE_BINARY_DIR}/antlr4-clang)
