#!/usr/bin/env bash
# Prints the path of a Chromium the browser tests can drive, installing Debian's package when none is found
# and we are root. Test tools on these machines cannot download browsers themselves.
set -euo pipefail

found() { [ -n "${1:-}" ] && [ -x "$1" ]; }

if found "${CHROMIUM_PATH:-}"; then echo "$CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if found "$candidate"; then echo "$candidate"; exit 0; fi
done
# A developer laptop where `npx playwright install chromium` was run.
bundled=$(node -e "try{const p=require('playwright-core').chromium.executablePath();if(require('fs').existsSync(p))console.log(p)}catch{}" 2>/dev/null || true)
if found "$bundled"; then echo "$bundled"; exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  if found /usr/bin/chromium; then echo /usr/bin/chromium; exit 0; fi
fi

cat >&2 <<'MSG'
No Chromium was found for the browser tests.
Install one of:
  - Debian/Ubuntu: sudo apt-get install chromium
  - any OS:        npx playwright install chromium
or point CHROMIUM_PATH at a Chromium or Chrome executable.
MSG
exit 1
