#!/usr/bin/env bash
# The report as a person sees it: a small sweep (a baseline run and an agent run against a model
# on loopback) rendered by `kernelcraft report`, loaded in headless Chromium with every network
# name unresolvable; the DOM must hold the tables and the four plots, nothing may be fetched, and
# a screenshot is taken.   render_check.sh KERNELCRAFT [SCREENSHOT]
set -euo pipefail
kc=$1
here=$(cd "$(dirname "$0")" && pwd)
command -v chromium >/dev/null || { echo "chromium is not installed (scripts/setup.sh installs it)"; exit 77; }
work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
shot=${2:-$work/report.png}

"$kc" bench --targets plena --tasks ReLU,GEMM,Softmax --db "$work/r.db" --run-id baseline-1 -q --hidden 1 > /dev/null 2>&1
python3 "$here/../agent/fake_model.py" "$here/../../tasks/ReLU/plena/baseline.s" "$work/port" "$work/requests.log" 0 60 &
server=$!
for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.05; done
"$kc" bench --agent llm:openai:fake-model --base-url "http://127.0.0.1:$(cat "$work/port")" --targets plena \
  --tasks ReLU,GEMM --db "$work/r.db" --run-id agent-1 --runs-dir "$work/runs" -q > /dev/null 2>&1
"$kc" report --db "$work/r.db" -o "$work/report.html"

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --host-resolver-rules="MAP * ~NOTFOUND"
       --disable-background-networking --no-first-run)
timeout 60 chromium "${flags[@]}" --dump-dom "file://$work/report.html" > "$work/dom.html" 2> /dev/null
timeout 60 chromium "${flags[@]}" --window-size=1280,2000 --screenshot="$shot" "file://$work/report.html" > /dev/null 2>&1
python3 - "$work/dom.html" "$work/report.html" "$shot" <<'PY'
import re, sys
from html.parser import HTMLParser
dom, source, shot = (open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3])
class Walk(HTMLParser):
    def __init__(self):
        super().__init__(); self.tags = []; self.refs = []; self.ids = set()
    def handle_starttag(self, tag, attrs):
        self.tags.append(tag); a = dict(attrs)
        if "id" in a: self.ids.add(a["id"])
        for k in ("src", "href", "xlink:href", "action", "poster", "data"):
            if a.get(k): self.refs.append(a[k])
w = Walk(); w.feed(dom)
failures = 0
def check(ok, what):
    global failures; print(("ok: " if ok else "FAILED: ") + what); failures += not ok
check(w.tags.count("table") == 6, f"{w.tags.count('table')} tables (runs, summary, correct per task, speedups of both runs, tokens)")
check({"runs", "summary", "tokens"} <= w.ids, "the runs, summary and tokens tables")
for plot in ("plot-success", "plot-speedups", "plot-bound", "plot-tokens", "plot-steps"):
    check(plot in w.ids, f"plot {plot} rendered")
check(w.tags.count("rect") >= 10, f"{w.tags.count('rect')} bars drawn")
check("5/5" in dom and "0/5" in dom, "x/5 cells for both runs")
check(w.refs == [], f"no element references anything: {w.refs[:3]}")
check(not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", source, re.I), "no network address anywhere in the page")
check("<script" not in source.lower(), "no script")
png = open(shot, "rb").read()
check(png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20000, f"screenshot {shot}: {len(png)} bytes")
print(f"{failures} checks failed" if failures else "all checks passed")
sys.exit(1 if failures else 0)
PY
