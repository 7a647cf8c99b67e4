# Runs hwgen on a bad description and checks it fails with the message the file expects.
# The file says, on a line of its own:  // expect: LINE:COL: error: MESSAGE
file(STRINGS ${FILE} expect_lines REGEX "^// expect: ")
if(NOT expect_lines)
  message(FATAL_ERROR "${FILE} has no '// expect:' line")
endif()
get_filename_component(dir ${FILE} DIRECTORY)
execute_process(COMMAND ${HWGEN} --gen=check -I ${INCLUDE} -I ${dir} ${FILE}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "hwgen accepted ${FILE}")
endif()
# An error ends hwgen with status 1; anything else (a signal) is a crash after the message.
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "hwgen did not end cleanly on ${FILE}: ${rc}\n${err}")
endif()
foreach(line IN LISTS expect_lines)
  string(REPLACE "// expect: " "" want "${line}")
  string(FIND "${err}" "${FILE}:${want}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected\n  ${FILE}:${want}\nbut hwgen printed\n${err}")
  endif()
endforeach()
