"""Fetches proof-of-work challenges from a running server and solves them ahead of the load
test, so every POST /api/email/send in the benchmark carries a fresh, valid captcha token.
Usage: solve_tokens.py BASE_URL COUNT > tokens.txt"""
import base64
import hashlib
import json
import sys
import urllib.request
from concurrent.futures import ThreadPoolExecutor


def solve(base_url):
    with urllib.request.urlopen(f"{base_url}/api/captcha/challenge") as response:
        challenge = json.load(response)
    salt = challenge["salt"]
    for number in range(challenge["maxnumber"] + 1):
        if hashlib.sha256(f"{salt}{number}".encode()).hexdigest() == challenge["challenge"]:
            payload = {key: challenge[key] for key in ("algorithm", "challenge", "salt", "signature")}
            payload["number"] = number
            return base64.b64encode(json.dumps(payload).encode()).decode()
    raise RuntimeError("unsolvable challenge")


def main():
    base_url, count = sys.argv[1], int(sys.argv[2])
    with ThreadPoolExecutor(max_workers=8) as pool:
        for token in pool.map(lambda _: solve(base_url), range(count)):
            print(token)


if __name__ == "__main__":
    main()
