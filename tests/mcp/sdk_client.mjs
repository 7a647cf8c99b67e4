// Drives `kernelcraft mcp` with the official MCP TypeScript SDK client: lists the tools, reads a
// manual section, writes a correct kernel, evaluates it, submits it, then checks the recorded
// verdict in the results database.
//   node sdk_client.mjs KERNELCRAFT WORKDIR
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [kernelcraft, work] = process.argv.slice(2);
let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok" : "FAILED"}: ${what}`);
  if (!ok) failures++;
}
const text = (result) => result.content.map((c) => c.text).join("");

// plena ReLU's baseline: correct on every configuration.
const kernel = readFileSync(new URL("../../tasks/ReLU/plena/baseline.s", import.meta.url), "utf8");

const db = `${work}/results.db`;
const transport = new StdioClientTransport({
  command: kernelcraft,
  args: ["mcp", "-t", "plena", "--task", "ReLU", "--config", "C1", "--db", db, "--runs-dir", `${work}/runs`,
         "--run-id", "sdk"],
  stderr: "inherit",
});
const client = new Client({ name: "sdk-test", version: "1.0.0" });
await client.connect(transport);
check(client.getServerVersion()?.name === "kernelcraft", "server name kernelcraft");
check(client.getServerCapabilities()?.tools !== undefined, "server offers tools");
check((client.getInstructions() ?? "").includes("You write assembly kernels for the plena accelerator"),
      "instructions hold the rules and the task");

const tools = (await client.listTools()).tools.map((t) => t.name);
const expected = ["write_kernel", "edit_kernel", "view_kernel", "check_syntax", "run_evaluation", "view_output",
                  "grep_docs", "read_docs", "get_instruction_size", "profile", "trace", "submit"];
check(JSON.stringify(tools) === JSON.stringify(expected), `tools/list: ${tools.join(", ")}`);

const resources = (await client.listResources()).resources;
const section = resources.find((r) => r.uri === "kernelcraft://manual/plena/V_MAX_VF");
check(section !== undefined, `resources/list has V_MAX_VF among ${resources.length}`);
const read = await client.readResource({ uri: "kernelcraft://manual/plena/V_MAX_VF" });
check(read.contents[0].text.startsWith("#### V_MAX_VF"), "resources/read returns the section");
const contents = await client.readResource({ uri: "kernelcraft://manual/plena" });
check(contents.contents[0].text.startsWith("Contents of the plena manual") &&
        contents.contents[0].text.includes("\n- Performance model ("),
      "the manual's root resource is its table of contents");
const spaced = await client.readResource({ uri: "kernelcraft://manual/plena/Performance model" });
const encoded = await client.readResource({ uri: "kernelcraft://manual/plena/Performance%20model" });
check(spaced.contents[0].text.startsWith("## Performance model") && spaced.contents[0].text === encoded.contents[0].text,
      "a resource URI reads the same with a space as with %20");
const task = await client.readResource({ uri: "kernelcraft://task" });
check(task.contents[0].text.includes("ReLU"), "the task is a resource");

const written = await client.callTool({ name: "write_kernel", arguments: { code: kernel } });
check(!written.isError && text(written).includes("0 errors"), `write_kernel: ${text(written).split("\n")[0]}`);
const wrongType = await client.callTool({ name: "view_kernel", arguments: { start_line: "one" } });
check(wrongType.isError === true, `a wrong argument type is a tool error: ${text(wrongType).split("\n")[0]}`);
const evaluated = await client.callTool({ name: "run_evaluation", arguments: {} });
check(!evaluated.isError && text(evaluated).includes("correct"), `run_evaluation: ${text(evaluated).split("\n")[0]}`);
check(text(evaluated).includes("[step 3/30 · best correct so far: v1.s, 1.00x]"), "status line after the evaluation");
const submitted = await client.callTool({ name: "submit", arguments: {} });
check(!submitted.isError && text(submitted).startsWith("Submitted v1.s."), "submit");
const after = await client.callTool({ name: "view_kernel", arguments: {} });
check(after.isError === true, "no tool runs after submit");
await client.close();

const row = execFileSync("sqlite3", [db, "SELECT agent, provider, end_reason, scored_as, correct, visible_correct, " +
  "steps, uncached_input_tokens IS NULL, cost_usd IS NULL FROM agent_runs WHERE run_id = 'sdk'"]).toString().trim();
check(row === "mcp:sdk-test|external|submitted|submitted|1|1|4|1|1", `recorded agent run: ${row}`);
const verdict = execFileSync("sqlite3", [db, "SELECT verdict, json_array_length(json_extract(report, '$.hidden')) " +
  "FROM results WHERE run_id = 'sdk'"]).toString().trim();
check(verdict === "correct|3", `recorded verdict on the visible and 3 hidden seeds: ${verdict}`);

const tables = execFileSync(kernelcraft, ["bench", "--show", "sdk", "--db", db]).toString();
check(tables.includes("plena agent runs: 1/1 correct on hidden inputs, 1/1 on the visible one, 1 submitted") &&
      tables.includes("not reported"), "bench --show prints the external agent's run, its tokens not reported");

// aie2 ReLU: its manual's sections, the baseline run and submitted through a second server.
const aie2Kernel = readFileSync(new URL("../../tasks/ReLU/aie2/baseline.s", import.meta.url), "utf8");
const aie2 = new Client({ name: "sdk-test-aie2", version: "1.0.0" });
await aie2.connect(new StdioClientTransport({
  command: kernelcraft,
  args: ["mcp", "-t", "aie2", "--task", "ReLU", "--config", "C2", "--db", db, "--runs-dir", `${work}/runs-aie2`,
         "--run-id", "sdk-aie2"],
  stderr: "inherit",
}));
check((aie2.getInstructions() ?? "").includes("You write assembly kernels for the aie2 accelerator"),
      "aie2: instructions name the target");
const vmax = await aie2.readResource({ uri: "kernelcraft://manual/aie2/vmax_lt.bf16" });
check(vmax.contents[0].text.startsWith("#### vmax_lt.bf16"), "aie2: an instruction's manual section");
const aie2Written = await aie2.callTool({ name: "write_kernel", arguments: { code: aie2Kernel } });
check(!aie2Written.isError && text(aie2Written).includes("0 errors"), `aie2 write_kernel: ${text(aie2Written).split("\n")[0]}`);
const aie2Run = await aie2.callTool({ name: "run_evaluation", arguments: {} });
check(!aie2Run.isError && text(aie2Run).includes("aie2 ReLU C2: correct") && text(aie2Run).includes("82 cycles"),
      `aie2 run_evaluation: ${text(aie2Run).split("\n")[0]}`);
const aie2Submitted = await aie2.callTool({ name: "submit", arguments: {} });
check(!aie2Submitted.isError && text(aie2Submitted).startsWith("Submitted v1.s."), "aie2 submit");
await aie2.close();
const aie2Verdict = execFileSync("sqlite3", [db, "SELECT target, verdict, json_array_length(json_extract(report, '$.hidden')) " +
  "FROM results WHERE run_id = 'sdk-aie2'"]).toString().trim();
check(aie2Verdict === "aie2|correct|3", `aie2: recorded verdict: ${aie2Verdict}`);

console.log(failures ? `${failures} checks failed` : "all checks passed");
process.exit(failures ? 1 : 0);
