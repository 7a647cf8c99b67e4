#!/usr/bin/env bash
# Installs every Debian bookworm package KernelCraft builds and tests with, then configures and
# builds it. Safe to run again: apt skips what is present and the build is incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake ninja-build git python3
  llvm-14-dev llvm-14 clang-14 libclang-rt-14-dev lld-14 qemu-user chromium
  antlr4 libantlr4-runtime-dev default-jre-headless
  libfmt-dev libyaml-cpp-dev catch2 nlohmann-json3-dev libcli11-dev libsqlite3-dev libcurl4-openssl-dev libcpp-httplib-dev libre2-dev pkg-config sqlite3
  pybind11-dev python3-dev python3-numpy python3-pytest python3-venv
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The MCP tests' client: the official TypeScript SDK from the npm registry, as the lockfile pins it.
if ! command -v npm >/dev/null; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nodejs npm
fi
if ! cmp -s tests/mcp/package-lock.json tests/mcp/node_modules/.installed-lock.json 2>/dev/null; then
  npm ci --prefix tests/mcp --no-audit --no-fund --loglevel=error
  cp tests/mcp/package-lock.json tests/mcp/node_modules/.installed-lock.json
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
