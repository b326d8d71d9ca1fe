"""The staff inbox's reads, timed on several servers side by side (bench/inbox.sh).

Usage: inbox_requests.py LEADS REQUESTS NAME=PORT=LINK_TOKEN...

Each server is asked every read the inbox screen makes, on one kept-alive connection each,
one request at a time: for each read, the servers take turns request by request, so a burst
of load on the machine falls on every database alike. After ten requests to warm up, each
read is asked REQUESTS times a server. Prints one tab-separated line a read and server:
read, server, p50 ms, p95 ms, what the answer held. Fails when two servers answer a read
with different leads (the databases must find the same ones) or a read finds nothing it
should.
"""

import datetime
import http.client
import json
import statistics
import sys
import time

WARM_UP = 10


def reads(leads):
    """(name, path, what the answer must hold) for every read the inbox screen makes."""
    one = leads * 42 // 100  # a lead somewhere in the middle
    pages = -(-leads // 50)  # the screen asks for 50 a page
    ninety_days_ago = (datetime.date.today() - datetime.timedelta(days=90)).isoformat()
    stages = ["new", "contacted", "viewing", "offer", "won", "lost", "spam"]
    return (
        [
            ("first page", "/api/enquiries", "some"),
            (f"page {pages} (last)", f"/api/enquiries?skip={pages - 1}", "some"),
        ]
        + [(f"stage {stage}", f"/api/enquiries?stage={stage}", "some") for stage in stages]
        + [
            ("property (ref 103)", "/api/enquiries?ref=103", "some"),
            ("follow-up due", "/api/enquiries?due=true", "some"),
            ("unread", "/api/enquiries?unread=true", "some"),
            ("search name (keller)", "/api/enquiries?q=keller", "some"),
            (
                f"search e-mail (lead{one}@)",
                f"/api/enquiries?q=lead{one}%40example.com",
                "some",
            ),
            ("search text (barolo: all)", "/api/enquiries?q=barolo", "some"),
            ("search text (no match)", "/api/enquiries?q=nowhere%20to%20be%20found", "none"),
            ("stage + search", "/api/enquiries?stage=offer&q=keller", "some"),
            ("lead sources", "/api/enquiries/sources", "some"),
            ("lead sources (90 days)", f"/api/enquiries/sources?from={ninety_days_ago}", "some"),
            (f"contact (lead{one}@)", f"/api/contacts/lead{one}%40example.com", "some"),
        ]
    )


def summary(path, body):
    """What the answer holds, comparable across databases."""
    answer = json.loads(body)
    if path.startswith("/api/enquiries/sources"):
        rows = [(row.get("source"), row["leads"]) for row in answer["sources"]]
        return len(rows), (rows, answer["total"])
    if path.startswith("/api/contacts/"):
        ids = [lead["id"] for lead in answer["enquiries"]]
        return len(ids), ids
    ids = [lead["id"] for lead in answer["enquiries"]]
    return len(ids), (ids, answer["pages"], answer["unread"])


class Server:
    def __init__(self, spec):
        self.name, port, link_token = spec.split("=", 2)
        self.conn = http.client.HTTPConnection("127.0.0.1", int(port))
        self.conn.request(
            "POST",
            "/api/users/one-time-link",
            json.dumps({"token": link_token}),
            {"Content-Type": "application/json"},
        )
        answer = self.conn.getresponse()
        session = json.loads(answer.read())["token"]
        self.headers = {"Authorization": f"Bearer {session}", "Accept": "application/json"}

    def get(self, path):
        began = time.perf_counter()
        self.conn.request("GET", path, headers=self.headers)
        response = self.conn.getresponse()
        body = response.read()
        elapsed = (time.perf_counter() - began) * 1000
        assert response.status == 200, (self.name, path, response.status, body[:200])
        return elapsed, body


def p95(timings):
    ordered = sorted(timings)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def main():
    leads, requests = int(sys.argv[1]), int(sys.argv[2])
    servers = [Server(spec) for spec in sys.argv[3:]]
    for name, path, expect in reads(leads):
        timings = {server.name: [] for server in servers}
        answers = {}
        for n in range(requests + WARM_UP):
            for server in servers:
                elapsed, body = server.get(path)
                if n == 0:
                    answers[server.name] = summary(path, body)
                if n >= WARM_UP:
                    timings[server.name].append(elapsed)
        found = {answer[1].__repr__() for answer in answers.values()}
        assert len(found) == 1, f"{name}: the databases answer differently: {answers}"
        held = next(iter(answers.values()))[0]
        assert (held > 0) == (expect == "some"), f"{name}: {held} items"
        for server in servers:
            times = timings[server.name]
            print(
                f"{name}\t{server.name}\t{statistics.median(times):.1f}\t{p95(times):.1f}\t{held}",
                flush=True,
            )


if __name__ == "__main__":
    main()
