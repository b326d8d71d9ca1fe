#!/usr/bin/env bash
# What a walk over every picture costs on a local folder, measured by the first
# /feeds/kyero.xml after a restart (its walk asks the store for every picture of every
# listing, each with its `?v=` version), over the demo content plus LISTINGS generated listings
# (default 3,000: about 19,000 pictures), SQLite, release build.
# `langhe generate` links its pictures to a few files; here each is made a file of its own
# (about 3 GB at the default size), as on a real site. Side by side in one run, RUNS times:
#   - unrecorded: no picture carries its MD5 record, as pictures put in the folder by hand or
#     by a site from before records: every picture is read and hashed (and recorded as it
#     goes). Before records, every walk beyond the in-memory cache cost this;
#   - recorded: the records that run wrote: one getxattr per picture, no bytes read.
# Prints each run's seconds, then the medians and their ratio.
# Usage: bench/picture_versions.sh [LISTINGS]
set -euo pipefail
cd "$(dirname "$0")/.."
LISTINGS=${1:-3000}
RUNS=${RUNS:-3}

# shellcheck source=bench/lib/release_server.sh
source bench/lib/release_server.sh
release_server picture-versions 18096
export LANGHE_DATA_DIR="$WORK/data"
unset DATABASE_URL LANGHE_S3_BUCKET

start >/dev/null # seeds the demo content and its pictures
stop
"$LANGHE" generate --properties "$LISTINGS"

# With `separate`, first gives every linked picture a file of its own (same bytes, same key);
# then removes every picture's record.
remove_records() {
  python3 - "$LANGHE_DATA_DIR/images" "${1:-}" <<'PY'
import os, shutil, sys
for folder, _, files in os.walk(sys.argv[1]):
    for name in files:
        path = os.path.join(folder, name)
        if sys.argv[2] == "separate" and os.stat(path).st_nlink > 1:
            shutil.copyfile(path, path + ".own")
            os.replace(path + ".own", path)
        try:
            os.removexattr(path, "user.langhe.content-md5")
        except OSError:
            pass
PY
}

# Seconds to the last byte of the first /feeds/kyero.xml after a restart.
feed_seconds() {
  start >/dev/null
  curl -fs -o "$WORK/kyero.xml" -w '%{time_total}\n' "$SITE/feeds/kyero.xml"
  stop
}

remove_records separate
pictures=$(find "$LANGHE_DATA_DIR/images/properties" -type f | wc -l)
declare -A TIMES
for run in $(seq 1 "$RUNS"); do
  [ "$run" = 1 ] || remove_records
  unrecorded=$(feed_seconds)
  recorded=$(feed_seconds)
  TIMES[unrecorded]+="$unrecorded " TIMES[recorded]+="$recorded "
  echo "run $run: unrecorded $unrecorded s, recorded $recorded s"
done
listings=$(grep -o '<property>' "$WORK/kyero.xml" | wc -l)

echo
echo "first /feeds/kyero.xml after a restart: $listings listings in the feed, $pictures pictures walked, each its own file; local folder, SQLite"
python3 - "${TIMES[unrecorded]}" "${TIMES[recorded]}" <<'PY'
import statistics, sys
rows = [("unrecorded", sys.argv[1]), ("recorded", sys.argv[2])]
medians = {name: statistics.median(map(float, times.split())) for name, times in rows}
for name, times in rows:
    print(f"{name:11} runs {times.strip():30} median {medians[name]:6.2f} s")
print(f"unrecorded / recorded = {medians['unrecorded'] / medians['recorded']:.1f}")
PY
