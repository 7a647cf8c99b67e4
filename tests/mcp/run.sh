#!/usr/bin/env bash
# Runs one MCP client test against kernelcraft in a fresh working folder, removed afterwards.
#   run.sh KERNELCRAFT node|python3 SCRIPT
set -euo pipefail
kc=$1 interpreter=$2 script=$3
here=$(cd "$(dirname "$0")" && pwd)
if [[ $interpreter == node && ! -d $here/node_modules/@modelcontextprotocol/sdk ]]; then
  echo "the MCP SDK is not installed in $here: run scripts/setup.sh (npm ci --prefix tests/mcp)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$here"
timeout 300 "$interpreter" "$script" "$kc" "$work"
