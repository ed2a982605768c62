#!/usr/bin/env bash
# README command 1: installs, builds the portal and starts the reference API (PGlite + demo data)
# serving it on one origin; prints the URL and the demo logins.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
exec pnpm start
