#!/usr/bin/env bash
# Prints the path of an nginx the load-balancer test can run (packages/server/test/load-balancer.test.ts), installing
# Debian's package when none is found and we are root, as ensure-browser.sh does for Chromium. The test runs it in
# the foreground with its own configuration; the package's own service is never started here.
set -euo pipefail

found() { [ -n "${1:-}" ] && [ -x "$1" ]; }

if found "${NGINX_PATH:-}"; then echo "$NGINX_PATH"; exit 0; fi
for candidate in /usr/sbin/nginx /usr/bin/nginx /usr/local/sbin/nginx /usr/local/bin/nginx /opt/homebrew/bin/nginx; do
  if found "$candidate"; then echo "$candidate"; exit 0; fi
done
on_path=$(command -v nginx 2>/dev/null || true)
if found "$on_path"; then echo "$on_path"; exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No nginx found: installing Debian's nginx package..." >&2
  apt-get update -qq >&2
  # policy-rc.d refuses service starts, so installing does not start the system's nginx on port 80.
  policy=/usr/sbin/policy-rc.d
  created_policy=0
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2 || true
  if [ "$created_policy" = "1" ]; then rm -f "$policy"; fi
  if found /usr/sbin/nginx; then echo /usr/sbin/nginx; exit 0; fi
fi

cat >&2 <<'MSG'
No nginx was found for the load-balancer test.
Install one of:
  - Debian/Ubuntu: sudo apt-get install nginx
  - macOS:         brew install nginx
or point NGINX_PATH at an nginx executable.
MSG
exit 1
