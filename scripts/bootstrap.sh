#!/usr/bin/env bash
# Sourced by start.sh and test.sh: makes sure Node 20+, pnpm 12 and the workspace's dependencies exist.
set -euo pipefail
PNPM_VERSION=12.21.0

if ! command -v node >/dev/null 2>&1; then
  echo "Falta Node.js (20 o superior). Instálelo y vuelva a ejecutar este comando." >&2
  exit 1
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "Se necesita Node.js 20 o superior (hay $(node --version))." >&2
  exit 1
fi

# pnpm 12 from npm: corepack fails here and `packageManager` makes pnpm fetch itself (TOOLCHAIN.md).
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Instalando pnpm $PNPM_VERSION con npm..."
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "Instalando dependencias (pnpm install --frozen-lockfile)..."
CI=true pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Downloading)' || true
test -d node_modules/.pnpm || { echo "pnpm install falló." >&2; exit 1; }
