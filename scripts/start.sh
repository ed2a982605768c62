#!/usr/bin/env bash
# README command 1: installs, builds the portal and starts the reference API (PGlite + demo data)
# serving it on one origin; prints the URL and the demo logins.
# Demo logins (password Demo.2026): 12.345.678-5 Camila, 15.432.198-5 Rodrigo, 16.789.012-1 Valentina
# (onboarding journey), 18.234.567-9 Ignacia (onboarding, personal data first), 13.579.246-2 Tomás,
# 17.456.123-0 Francisca (signing fails: referral to her executive),
# 9.876.543-3 Matías (locked).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
exec pnpm start
