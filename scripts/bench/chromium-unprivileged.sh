#!/bin/sh
# Chromium as the bench runs it: as an ordinary user's, without the privilege to raise the priority of
# its own threads. Run as root (CI here), Chromium gives its browser, IO, compositor and display threads
# nice -8, which an unprivileged user's Chromium may not; on a 2-CPU machine they then preempt the
# page's main thread whenever they run, and Lighthouse counts the wait as the page's blocking time.
# CHROME_PATH names the browser (Debian's /usr/bin/chromium by default).
chromium=${CHROME_PATH:-/usr/bin/chromium}
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice "$chromium" "$@"
fi
exec "$chromium" "$@"
