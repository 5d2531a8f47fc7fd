#!/usr/bin/env bash
# Idempotent set-up for a fresh clone: node modules, Debian packages the app needs, the built web app.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[setup] %s\n' "$*" >&2; }

# 1. Node modules, reinstalled only when package-lock.json changed.
stamp=node_modules/.layoutlift-lock-hash
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  log "installing node modules (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp"
fi

# 2. Debian packages: chromium's headless shell renders pages (core/src/browser/launch.ts: half the CPU of the full
# browser, and what Lambda runs), chromium stays for what needs the full browser (lighthouse in bench:web); php-cli
# checks WordPress exports in the tests; wordpress and php-mysql run a whole-site theme in a real WordPress over the
# MariaDB on 127.0.0.1:3306 (site-export-wordpress test, bench:wordpress-site).
missing=()
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
if ! command -v php >/dev/null 2>&1; then missing+=(php-cli); fi
if [ ! -f /usr/share/wordpress/wp-settings.php ]; then missing+=(wordpress); fi
if ! php -m 2>/dev/null | grep -qx mysqli; then missing+=(php-mysql); fi
if ! fc-list 2>/dev/null | grep -qi dejavu; then missing+=(fonts-dejavu-core); fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian packages: ${missing[*]}"
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
  else
    log "missing system packages: ${missing[*]}"
    log "install them (sudo apt-get install ${missing[*]}) or set CHROME_PATH to a Chromium binary"
    case " ${missing[*]} " in *" chromium "*) exit 1 ;; esac
  fi
fi

# 3. The web app, rebuilt when any of its sources is newer than the last build.
if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html web/public web/vite.config.ts core/src -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
  log "building the web app"
  npm run build -w web --silent >/dev/null
fi
