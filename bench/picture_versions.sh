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
# Then the same catalogue on an S3-compatible bucket (SeaweedFS from .venv, as the tests use;
# `scripts/ensure-test-tools.sh` installs it), where the listed ETags tell each version:
#   - bucket: the first feed after a restart, RUNS times (a few HEADs in all, until one
#     shows that the bucket's ETags are the MD5; before, a HEAD per picture).
# Prints each run's seconds, then the medians and their ratios.
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

# The same catalogue in a bucket: SeaweedFS on fixed ports (each also uses port + 10000).
WEED=${LANGHE_WEED:-.venv/bin/weed}
mkdir -p "$WORK/weed"
echo '{"identities":[{"name":"bench","credentials":[{"accessKey":"bench","secretKey":"bench-secret"}],"actions":["Admin","Read","Write","List","Tagging"]}]}' >"$WORK/weed/identities.json"
"$WEED" server -dir="$WORK/weed" -ip=127.0.0.1 -ip.bind=127.0.0.1 -master.telemetry=false \
  -master.port=19333 -volume.port=18081 -filer.port=18889 -s3 -s3.port=18334 \
  -s3.config="$WORK/weed/identities.json" -s3.port.iceberg=0 -s3.port.lance=0 \
  -volume.max=0 -master.volumeSizeLimitMB=64 >"$WORK/weed/weed.log" 2>&1 &
WEED_PID=$!
trap 'kill $WEED_PID 2>/dev/null || true; release_server_cleanup' EXIT
export LANGHE_S3_BUCKET=langhe-bench AWS_ENDPOINT_URL=http://127.0.0.1:18334 AWS_ALLOW_HTTP=true \
  AWS_ACCESS_KEY_ID=bench AWS_SECRET_ACCESS_KEY=bench-secret AWS_DEFAULT_REGION=us-east-1
export LANGHE_DATA_DIR="$WORK/bucket-site"
for attempt in $(seq 1 60); do # any HTTP answer: the gateway is up
  [ "$(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:18334/)" != 000 ] && break
  [ "$attempt" = 60 ] && { tail -20 "$WORK/weed/weed.log"; exit 1; }
  sleep 1
done
sleep 3 # and its volume server has joined the master
start >/dev/null # creates the bucket, seeds the demo content and its pictures
stop
"$LANGHE" generate --properties "$LISTINGS"
for run in $(seq 1 "$RUNS"); do
  bucket=$(feed_seconds)
  TIMES[bucket]+="$bucket "
  echo "run $run: bucket $bucket s"
done

echo
echo "first /feeds/kyero.xml after a restart: $listings listings in the feed, $pictures pictures walked, each its own file; SQLite"
python3 - "${TIMES[unrecorded]}" "${TIMES[recorded]}" "${TIMES[bucket]}" <<'PY'
import statistics, sys
rows = [("unrecorded", sys.argv[1]), ("recorded", sys.argv[2]), ("bucket", sys.argv[3])]
medians = {name: statistics.median(map(float, times.split())) for name, times in rows}
for name, times in rows:
    print(f"{name:11} runs {times.strip():30} median {medians[name]:6.2f} s")
print(f"local folder, unrecorded / recorded = {medians['unrecorded'] / medians['recorded']:.1f}")
print(f"bucket / local folder recorded = {medians['bucket'] / medians['recorded']:.1f}")
PY
