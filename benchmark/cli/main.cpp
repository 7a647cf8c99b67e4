// kernelcraft: the command-line front end. This file only maps flags onto the argument structs
// of commands.h and turns errors into exit codes; the commands live in cmd_*.cpp.
#include <algorithm>
#include <iostream>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/target_lookup.h"
#include "formats/input_error.h"
#include "formats/name_value.h"
#include "safety/terminal_text.h"

namespace {

constexpr const char* kExitCodes =
    "\nExit status: 0 success; 1 a failed check (assembly errors, a trap, a budget exhausted);"
    " 2 bad usage or bad input. A simulated program that calls exit() passes on its own status.";

// CLI11 would read "010" as octal; budgets follow the same integer syntax as everything else.
uint64_t budget(const std::string& text, const char* option) {
  std::optional<uint64_t> v = kcli::parseUnsigned(text);
  if (!v) kcli::badInput(std::string("bad ") + option + " '" + text + "': expected a non-negative integer");
  return *v;
}

// Repeatable options take exactly one value each time, so they never swallow a positional.
CLI::Option* repeated(CLI::App* app, const std::string& flags, std::vector<std::string>& into, const std::string& type,
                      const std::string& help) {
  return app->add_option(flags, into, help)->allow_extra_args(false)->type_size(1)->type_name(type);
}

} // namespace

int main(int argc, char** argv) {
  CLI::App app{"KernelCraft: assemble, disassemble, document and simulate programs for the accelerator "
               "targets compiled into this program.",
               "kernelcraft"};
  app.require_subcommand(1);
  app.footer(kExitCodes);
  const std::string fileHelp = "input file, or - for standard input";

  kcli::TargetsArgs targetsArgs;
  CLI::App* targets = app.add_subcommand("targets", "List the compiled-in targets.");
  targets->add_flag("--json", targetsArgs.json, "print a JSON array with memories and parameters");

  kcli::DocArgs docArgs;
  CLI::App* doc = app.add_subcommand("doc", "Print a target's ISA manual (Markdown) or its instruction index (JSON).");
  doc->add_option("target", docArgs.target, "target name (see `kernelcraft targets`)")->required()->type_name("TARGET");
  doc->add_flag("--json", docArgs.json, "print the per-instruction JSON index instead");
  doc->add_flag("--prompt", docArgs.prompt,
                "print the prompt form an agent's system prompt holds: the machine, the assembly syntax and one "
                "line per instruction or family of variants");
  doc->add_option("--task", docArgs.task, "append what a kernel author needs for this task: prompt, sizes, data "
                                          "layout, registers, assembler symbols, tolerance")->type_name("NAME");
  doc->add_option("--config", docArgs.config, "the task's configuration (default C1)")->type_name("C1..C5");
  doc->add_option("--tasks-dir", docArgs.tasksDir, "the tasks directory (default: the source tree's tasks/)")->type_name("DIR");

  kcli::AsmArgs asmArgs;
  CLI::App* as = app.add_subcommand("asm", "Assemble a source file into instruction words.");
  as->add_option("-t,--target", asmArgs.target, "target name (see `kernelcraft targets`)")->required()->type_name("TARGET");
  as->add_option("file", asmArgs.inputs,
                 "input file, or - for standard input; several files assemble as one program, each with its "
                 "own .L labels")
      ->required()->type_name("FILE");
  repeated(as, "-D,--define", asmArgs.defines, "NAME=VALUE", "define a symbol: NAME=VALUE (NAME alone means 1)");
  repeated(as, "-I,--include-dir", asmArgs.includeDirs, "DIR", "search DIR for .include files");
  as->add_option("-o,--output", asmArgs.output, "output file (default: standard output)")->type_name("FILE");
  as->add_option("--format", asmArgs.format,
                 "hex: one 0x word per line; bin: raw code bytes; elf: an ELF executable with code, data of the "
                 "code memory and symbols (targets with an ELF machine number)")
      ->check(CLI::IsMember({"hex", "bin", "elf"}));
  as->footer(kExitCodes);

  kcli::DisasmArgs disArgs;
  CLI::App* dis = app.add_subcommand("disasm", "Disassemble instruction words.");
  dis->add_option("-t,--target", disArgs.target, "target name (see `kernelcraft targets`)")->required()->type_name("TARGET");
  dis->add_option("file", disArgs.input, fileHelp)->required()->type_name("FILE");
  dis->add_option("--format", disArgs.format,
                  "hex: one word per line ('#' and '//' comments allowed); bin: raw code bytes; "
                  "an ELF executable is recognised by its magic number whatever the format")
      ->check(CLI::IsMember({"hex", "bin"}));
  dis->add_flag("--addresses", disArgs.addresses, "prefix each line with its address and word");

  kcli::SimArgs simArgs;
  std::string maxCycles, maxInstructions;
  CLI::App* sim = app.add_subcommand("sim", "Assemble (if needed) and simulate a program, then report on the run.");
  sim->add_option("-t,--target", simArgs.target, "target name (see `kernelcraft targets`)")->required()->type_name("TARGET");
  sim->add_option("program", simArgs.programs,
                  "assembly source (or - for stdin); .hex/.mem files hold one instruction word per line, "
                  ".bin files raw code bytes; ELF executables are recognised by their magic number. Several "
                  "assembly sources assemble as one program, each with its own .L labels")
      ->required()->type_name("PROGRAM");
  repeated(sim, "-D,--define", simArgs.defines, "NAME=VALUE", "define an assembler symbol: NAME=VALUE");
  repeated(sim, "-I,--include-dir", simArgs.includeDirs, "DIR", "search DIR for .include files");
  repeated(sim, "--param", simArgs.params, "NAME=VALUE", "set a hardware parameter: NAME=VALUE (after --config)");
  sim->add_option("--config", simArgs.config,
                  "YAML file of parameter NAME: value, at the top level or under `params:`; with --task, the "
                  "task's configuration (C1 .. C5)")
      ->type_name("FILE.yaml|C1..C5");
  sim->add_option("--task", simArgs.task,
                  "run the kernel on this task's inputs, symbols and entry state (configuration from --config) "
                  "and compare its outputs as eval does")
      ->type_name("NAME");
  sim->add_option("--tasks-dir", simArgs.tasksDir, "with --task: the tasks directory")->type_name("DIR");
  sim->add_option("--seed", simArgs.seed, "with --task: seed of the input generator (default 2026)")->type_name("N");
  repeated(sim, "--load", simArgs.loads, "MEMORY[@ADDR]=FILE",
           "copy FILE into a memory before the run (raw bytes, or a .npy array converted "
           "to the memory's element type); ADDR in addressable units, default 0");
  repeated(sim, "--dump", simArgs.dumps, "MEMORY@ADDR:COUNT=FILE",
           "write COUNT units after the run, even after a trap (raw bytes, or .npy: float32 for float "
           "memories, float64 for f64 ones, the matching integer type for integer memories)");
  sim->add_option("--max-cycles", maxCycles, "stop after this many cycles")->type_name("N");
  sim->add_option("--max-instructions", maxInstructions, "stop after this many instructions (default 200000000)")->type_name("N");
  sim->add_flag("--no-timing", simArgs.noTiming, "run the functional model only (cycles = instructions)");
  sim->add_option("--trace", simArgs.trace, "write one line per executed instruction to FILE (- for stdout)")
      ->type_name("FILE");
  sim->add_flag("--hazards", simArgs.hazards,
                "exposed-pipeline targets: list on stderr every read of a register whose new value had not yet "
                "landed (the line, the register, how many cycles too early)");
  sim->add_flag("--json", simArgs.json, "print the report as JSON");
  sim->add_flag("--regs", simArgs.regs, "include register values in the report");
  sim->add_flag("-q,--quiet", simArgs.quiet,
                "print no report, only what the program writes; a trap is still reported on stderr");
  sim->footer(kExitCodes);

  kcli::EvalArgs evalArgs;
  CLI::App* ev = app.add_subcommand("eval", "Run a kernel on a task configuration and check it against the reference.");
  // Required unless --batch names them per request (runEval checks).
  ev->add_option("-t,--target", evalArgs.target, "target name (see `kernelcraft targets`)")->type_name("TARGET");
  ev->add_option("--task", evalArgs.task, "task name (a folder of the tasks directory)")->type_name("NAME");
  ev->add_option("--config", evalArgs.config, "configuration: C1 .. C5")->type_name("C1..C5");
  ev->add_option("kernel", evalArgs.kernel,
                 "the kernel's assembly source (- for standard input), or `baseline` for the task's baseline")
      ->type_name("KERNEL");
  ev->add_option("--batch", evalArgs.batch,
                 "evaluate the requests of FILE (- for standard input), one JSON object a line, on every core; "
                 "print one JSON result a line in their order (see the README, Batch evaluation); --seed, --hidden and "
                 "--no-baseline are each request's defaults")
      ->type_name("FILE");
  ev->add_option("-j,--jobs", evalArgs.jobs, "--batch: evaluations run in parallel (default: one per core)")->type_name("N");
  ev->add_option("--tasks-dir", evalArgs.tasksDir, "the tasks directory (default: the source tree's tasks/)")->type_name("DIR");
  ev->add_option("--seed", evalArgs.seed, "seed of the input generator (default 2026)")->type_name("N");
  ev->add_option("--family", evalArgs.family,
                 "draw the inputs from this input family of the task (see `doc --task`), to reproduce what a "
                 "hidden run of that family saw")
      ->type_name("NAME");
  ev->add_flag("--no-baseline", evalArgs.noBaseline, "do not run the baseline (no speedup; fixed run budget)");
  ev->add_flag("--json", evalArgs.json, "print the report as JSON");
  ev->add_option("--hidden", evalArgs.hidden,
                 "also run on N hidden seeds drawn from the system's random source (as bench scores)")
      ->check(CLI::Range(0, 100))
      ->type_name("N");
  ev->add_option("--hidden-seeds", evalArgs.hiddenSeeds, "also run on these hidden seeds (to replay a scored run)")
      ->delimiter(',')
      ->type_name("a,b,c");
  ev->footer("\nExit status: 0 the kernel is correct; 1 it is not (assembly errors, a trap, wrong output); 2 bad usage "
             "or input. With --batch: 0 every request was evaluated (whatever its verdict); 1 some line was refused "
             "(its result line holds \"error\"); 2 the batch file cannot be read.");

  kcli::BenchArgs benchArgs;
  CLI::App* bench = app.add_subcommand("bench", "Evaluate an agent over targets x tasks x configurations, store every "
                                                "result in SQLite and print the tables.");
  bench->add_option("--agent", benchArgs.agent,
                    "baseline; dir:PATH for kernels in PATH/TARGET/TASK/C1.s ...; or llm:PROVIDER:MODEL (openai or "
                    "anthropic) for a model writing each kernel with tools")
      ->type_name("AGENT");
  kcli::addLlmOptions(bench, benchArgs.llm);
  bench->add_option("--targets", benchArgs.targets, "comma-separated targets (default: all)")->type_name("a,b");
  bench->add_option("--tasks", benchArgs.tasks, "comma-separated tasks (default: all)")->type_name("x,y");
  bench->add_option("--configs", benchArgs.configs, "comma-separated configurations (default: all)")->type_name("C1,C3");
  bench->add_option("--db", benchArgs.db, "SQLite results file (default: kernelcraft-results.db)")->type_name("FILE");
  bench->add_option("--run-id", benchArgs.runId,
                    "name of the run; a second run with the same id resumes it (default: a new id from the time)")
      ->type_name("ID");
  bench->add_option("--tasks-dir", benchArgs.tasksDir, "the tasks directory (default: the source tree's tasks/)")->type_name("DIR");
  bench->add_option("--seed", benchArgs.seed, "seed of the input generator (default 2026)")->type_name("N");
  bench->add_option("-j,--jobs", benchArgs.jobs, "evaluations run in parallel (default: one per core)")->type_name("N");
  bench->add_option("--db-wait", benchArgs.dbWaitSeconds,
                    "seconds to wait for a database another process holds locked (default 30)")
      ->check(CLI::Range(0.0, 3600.0))
      ->type_name("SECONDS");
  bench->add_option("--hidden", benchArgs.hidden,
                    "hidden seeds each evaluation must also pass, drawn when its kernel is final (default 3)")
      ->check(CLI::Range(0, 100))
      ->type_name("N");
  bench->add_flag("--json", benchArgs.json, "print one JSON object per evaluation instead of the tables");
  bench->add_option("--show", benchArgs.show,
                    "print the tables of a run already in the database (an MCP client's, say) and evaluate nothing")
      ->type_name("RUN-ID");
  bench->add_flag("-q,--quiet", benchArgs.quiet, "no progress lines on standard error");
  bench->footer("\nExit status: 0 every evaluation ran (whether or not its kernel was correct); 1 some could not be "
                "evaluated (a broken task or layout); 2 bad usage or input.");

  kcli::AgentArgs agentArgs;
  CLI::App* agent = app.add_subcommand("agent", "Let a model write a kernel for one task configuration with tools, then "
                                                "score it on hidden inputs.");
  agent->add_option("--agent", agentArgs.agent, "llm:PROVIDER:MODEL, PROVIDER openai (Chat Completions) or anthropic "
                                                "(Messages); keys from $OPENAI_API_KEY / $ANTHROPIC_API_KEY")
      ->required()
      ->type_name("llm:PROVIDER:MODEL");
  agent->add_option("-t,--target", agentArgs.target, "target name")->required()->type_name("TARGET");
  agent->add_option("--task", agentArgs.task, "task name")->required()->type_name("NAME");
  agent->add_option("--config", agentArgs.config, "configuration: C1 .. C5")->required()->type_name("C1..C5");
  agent->add_option("--tasks-dir", agentArgs.tasksDir, "the tasks directory (default: the source tree's tasks/)")->type_name("DIR");
  agent->add_option("--seed", agentArgs.seed, "seed of the visible inputs (default 2026)")->type_name("N");
  agent->add_option("--hidden", agentArgs.hidden, "hidden seeds the final kernel must also pass (default 3)")
      ->check(CLI::Range(0, 100))
      ->type_name("N");
  agent->add_option("--run-id", agentArgs.runId, "name of the run (default: a new id from the time)")->type_name("ID");
  agent->add_option("--db", agentArgs.db, "also record the run in this SQLite results file")->type_name("FILE");
  agent->add_flag("-q,--quiet", agentArgs.quiet, "no progress lines on standard error");
  kcli::addLlmOptions(agent, agentArgs.llm);
  agent->footer("\nExit status: 0 the scored kernel is correct on the visible and hidden inputs; 1 it is not, or the "
                "run failed; 2 bad usage or input.");

  kcli::McpArgs mcpArgs;
  CLI::App* mcp = app.add_subcommand("mcp", "Serve the agent's tools over the Model Context Protocol (JSON-RPC on "
                                            "standard input and output) and record the session like an agent run.");
  mcp->add_option("-t,--target", mcpArgs.target, "target of the task to serve (with --task and --config)")->type_name("TARGET");
  mcp->add_option("--task", mcpArgs.task, "task name; without -t, --task and --config the client chooses with "
                                          "list_tasks and start_task")->type_name("NAME");
  mcp->add_option("--config", mcpArgs.config, "configuration: C1 .. C5")->type_name("C1..C5");
  mcp->add_option("--tasks-dir", mcpArgs.tasksDir, "the tasks directory (default: the source tree's tasks/)")->type_name("DIR");
  mcp->add_option("--seed", mcpArgs.seed, "seed of the visible inputs (default 2026)")->type_name("N");
  mcp->add_option("--hidden", mcpArgs.hidden, "hidden seeds the submitted kernel must also pass (default 3)")
      ->check(CLI::Range(0, 100))
      ->type_name("N");
  mcp->add_option("--tool-calls", mcpArgs.toolCalls, "tool calls allowed per task, for every level (default: by level)")
      ->check(CLI::Range(1, 10000))
      ->type_name("N");
  mcp->add_option("--tool-calls-per-level", mcpArgs.toolCallsPerLevel,
                  "tool calls allowed at levels 1,2,3 (default 30,40,50)")
      ->type_name("a,b,c");
  mcp->add_option("--runs-dir", mcpArgs.runsDir, "where runs keep trajectories and kernels (default kernelcraft-runs)")
      ->type_name("DIR");
  mcp->add_option("--run-id", mcpArgs.runId, "name of the run (default: mcp- and the time)")->type_name("ID");
  mcp->add_option("--db", mcpArgs.db, "SQLite results file (default kernelcraft-results.db; \"\" for none)")
      ->type_name("FILE");

  kcli::ReportArgs reportArgs;
  CLI::App* report = app.add_subcommand("report", "Write a results file's tables and plots as one self-contained HTML "
                                                  "page, runs side by side.");
  report->add_option("--db", reportArgs.db, "SQLite results file (default kernelcraft-results.db)")->type_name("FILE");
  report->add_option("--run-id", reportArgs.runIds, "a run to show (repeat for several, side by side; default: all)")
      ->type_name("ID");
  report->add_option("-o,--output", reportArgs.output, "the HTML file to write (default report.html; - for stdout)")
      ->type_name("FILE");
  report->add_option("--tasks-dir", reportArgs.tasksDir, "the tasks directory, for task levels and order")->type_name("DIR");

  kcli::ReplayArgs replayArgs;
  CLI::App* replay = app.add_subcommand("replay", "Re-run an agent run's recorded tool calls through the simulator and "
                                                  "check every verdict comes out as recorded.");
  replay->add_option("trajectory", replayArgs.trajectory, "the run's trajectory.jsonl")->required()->type_name("FILE");
  replay->add_option("--workspace", replayArgs.workspace, "keep the replayed versions in this new folder")->type_name("DIR");
  replay->footer("\nExit status: 0 everything as recorded; 1 some result or verdict differs; 2 bad usage or input.");

  // CLI11 reports a mistyped command as a missing one; name it and suggest the closest.
  if (argc < 2) {
    std::cerr << app.help();
    return kcli::kExitBadInput;
  }
  if (const std::string first = argv[1]; !first.empty() && first[0] != '-') {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
    if (std::find(names.begin(), names.end(), first) == names.end()) {
      std::cerr << "kernelcraft: error: unknown command '" << first << "'; commands: " << kcli::joinNames(names)
                << kcli::didYouMean(first, names) << "\nRun with --help for more information.\n";
      return kcli::kExitBadInput;
    }
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Help and version requests exit 0; every other parse error is bad usage.
    return app.exit(e) == 0 ? kcli::kExitOk : kcli::kExitBadInput;
  }

  // What the commands print for people may carry text from outside (a kernel's lines in a
  // diagnostic, a model's tool names, a server's error body, a results file's names): control
  // characters are shown escaped, never obeyed by the terminal. A simulated program's own output
  // and machine-readable output (--json, which escapes its own) pass unchanged.
  std::optional<kc::safety::EscapingStream> escapedErr, escapedOut;
  escapedErr.emplace(std::cerr);
  if ((*bench && !benchArgs.json) || *agent || *replay) escapedOut.emplace(std::cout);
  try {
    if (*targets) return kcli::runTargets(targetsArgs);
    if (*doc) return kcli::runDoc(docArgs);
    if (*as) return kcli::runAsm(asmArgs);
    if (*dis) return kcli::runDisasm(disArgs);
    if (*ev) return kcli::runEval(evalArgs);
    if (*bench) return kcli::runBench(benchArgs);
    if (*agent) return kcli::runAgent(agentArgs);
    if (*replay) return kcli::runReplay(replayArgs);
    if (*mcp) return kcli::runMcp(mcpArgs);
    if (*report) return kcli::runReport(reportArgs);
    if (*sim) {
      if (!maxCycles.empty()) simArgs.maxCycles = budget(maxCycles, "--max-cycles");
      if (!maxInstructions.empty()) simArgs.maxInstructions = budget(maxInstructions, "--max-instructions");
      return kcli::runSim(simArgs);
    }
  } catch (const kcli::CliError& e) {
    std::cerr << "kernelcraft: error: " << e.what() << '\n';
    return e.exitCode();
  } catch (const std::exception& e) {
    std::cerr << "kernelcraft: internal error: " << e.what() << '\n';
    return kcli::kExitFailed;
  }
  return kcli::kExitBadInput;
}
