# kernelcraft_add_target(NAME HWD)
# Runs hwgen over a .hwd and compiles what it writes into the object library kc_target_<NAME>.
# Editing the .hwd (or anything it includes) regenerates only that target.
set(KC_HWDESC_INCLUDE ${CMAKE_SOURCE_DIR}/hwdesc/include)

function(kernelcraft_add_target name hwd)
  set(out ${CMAKE_BINARY_DIR}/targets/${name})
  # A description may include its own .td files from the folder beside it (hwdesc/<name>/...).
  get_filename_component(hwd_dir ${hwd} DIRECTORY)
  file(MAKE_DIRECTORY ${out})
  # backend -> output file
  set(artifacts
    "machine-header:${name}_machine.h"
    "tables:${name}_tables.cpp"
    "exec:${name}_exec.cpp"
    "docs-cpp:${name}_docs.cpp"
    "docs:${name}.md"
    "docs-json:${name}.json")
  set(generated)
  foreach(a IN LISTS artifacts)
    string(REPLACE ":" ";" parts ${a})
    list(GET parts 0 gen)
    list(GET parts 1 file)
    add_custom_command(
      OUTPUT ${out}/${file}
      COMMAND hwgen --gen=${gen} -I ${KC_HWDESC_INCLUDE} -I ${hwd_dir} -o ${out}/${file} -d ${out}/${file}.d ${hwd}
      DEPENDS hwgen ${hwd}
      DEPFILE ${out}/${file}.d
      COMMENT "hwgen --gen=${gen} ${name}"
      VERBATIM)
    list(APPEND generated ${out}/${file})
  endforeach()
  add_library(kc_target_${name} OBJECT
    ${out}/${name}_tables.cpp ${out}/${name}_exec.cpp ${out}/${name}_docs.cpp ${out}/${name}_machine.h)
  target_include_directories(kc_target_${name} PRIVATE ${out})
  # Semantics set the host rounding mode; the compiler must not fold or move float operations
  # across those changes.
  set_source_files_properties(${out}/${name}_exec.cpp PROPERTIES COMPILE_OPTIONS -frounding-math)
  target_link_libraries(kc_target_${name} PUBLIC kc_runtime)
  add_custom_target(kc_docs_${name} ALL DEPENDS ${out}/${name}.md ${out}/${name}.json)
  set_property(GLOBAL APPEND PROPERTY KC_TARGETS kc_target_${name})
endfunction()
