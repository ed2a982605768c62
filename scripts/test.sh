#!/usr/bin/env bash
# README command 2 (and CI): installs everything, Debian's Chromium included, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh

CHROMIUM=/usr/bin/chromium
if [ ! -x "$CHROMIUM" ]; then
  echo "No se encontró $CHROMIUM: instalando el paquete chromium de Debian..."
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null || {
      echo "No se pudo instalar chromium con apt-get. Instálelo a mano (apt-get install chromium) y reintente." >&2
      exit 1
    }
  else
    echo "Se necesita Chromium de Debian en $CHROMIUM. Ejecute como root: apt-get update && apt-get install -y chromium" >&2
    exit 1
  fi
fi

# PostgreSQL from Debian for the API suite's second run (api/scripts/with-postgres.mjs starts a
# throwaway cluster; it also installs the package itself when missing).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "No se encontró PostgreSQL: instalando el paquete postgresql de Debian..."
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq postgresql >/dev/null || {
      echo "No se pudo instalar postgresql con apt-get. Instálelo a mano (apt-get install -y postgresql) y reintente." >&2
      exit 1
    }
  else
    echo "Se necesita PostgreSQL de Debian. Ejecute como root: apt-get update && apt-get install -y postgresql" >&2
    exit 1
  fi
fi

exec pnpm test
