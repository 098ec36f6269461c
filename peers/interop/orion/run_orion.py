"""Orion x schemathesis: the upstream OpenAPI document against `agent-wire-peer serve orion`.

Starts the peer with a nonce of our choosing, runs schemathesis on every
operation except `GET /events`, then checks the SSE downlink itself: every
envelope valid against the upstream `WebEventEnvelope` schema, each SSE `id`
equal to the envelope's `cursor`, and resumption from `cursor` / `Last-Event-ID`.

Usage: run_orion.py PEER_BINARY SPEC_YAML
"""

import http.client
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import jsonschema
import yaml

MAX_EXAMPLES = int(os.environ.get("ORION_MAX_EXAMPLES", "25"))
MAX_TIME = int(os.environ.get("ORION_MAX_TIME", "60"))
# Checks left out of `--checks all`, each with its reason in peers/interop/README.md.
EXCLUDED_CHECKS = []
SSE_IDLE = 2.0
# Keep-alive comments reset the idle timer: a stream is read for at most this long.
SSE_MAX = 15.0


class Tally:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, line):
        if ok:
            self.passed += 1
            print(f"ok    {line}")
        else:
            self.failed += 1
            print(f"FAIL  {line}")


def start_peer(binary, nonce, *flags):
    peer = subprocess.Popen(
        [binary, "serve", "orion", "--listen", "127.0.0.1:0", "--nonce", nonce, *flags],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    first = peer.stdout.readline().strip()
    prefix = "listening on "
    if not first.startswith(prefix + "http://127.0.0.1:") or not first.endswith("/api/v1"):
        peer.kill()
        sys.exit(f"unexpected first line from the peer: {first!r}\n{peer.stderr.read()}")
    print(f"peer: {first}")
    return peer, first[len(prefix):]


# Schema-valid requests that the contract's prose refuses, and the statuses
# their refusal may take besides schemathesis's defaults (README: "Exceptions").
ACCEPTANCE_EXCEPTIONS = {
    # "Duplicate keys ... are rejected": a rule JSON Schema cannot state, refused as 400 like
    # every rule the decoder enforces (422 is the other documented status).
    "PATCH /settings": ["400", "422"],
}


def config_file(path):
    """schemathesis.toml: the nonce kept out of the log, the exceptions above."""
    from schemathesis.config._checks import POSITIVE_DATA_ACCEPTANCE_EXPECTED_STATUSES as OK
    from schemathesis.config._output import DEFAULT_KEYS_TO_SANITIZE

    keys = list(DEFAULT_KEYS_TO_SANITIZE) + ["x-orion-web-nonce", "nonce"]
    # The default markers include "key" and "session", which would blank the settings
    # `key` and every `sessionId` in the failure reports.
    markers = ["token", "secret", "password", "passwd", "credential", "nonce"]
    lines = [
        "[output.sanitization]",
        f"keys-to-sanitize = {json.dumps(keys)}",
        f"sensitive-markers = {json.dumps(markers)}",
    ]
    for name, extra in ACCEPTANCE_EXCEPTIONS.items():
        lines += ["", "[[operations]]", f"include-name = {json.dumps(name)}",
                  f"checks.positive_data_acceptance.expected-statuses = {json.dumps(list(OK) + extra)}"]
    Path(path).write_text("\n".join(lines) + "\n")


def schemathesis(spec, base_url, nonce, report, max_time=MAX_TIME, quiet=False):
    config = Path(report).with_name("schemathesis.toml")
    config_file(config)
    os.environ["SCHEMATHESIS_HOOKS"] = str(Path(__file__).with_name("hooks.py"))
    cmd = [
        # The console script `st`, through this interpreter (no PATH or shim needed).
        sys.executable, "-c", "import sys; from schemathesis.cli import schemathesis; "
        "sys.argv[0] = 'st'; sys.exit(schemathesis())",
        "--config-file", str(config), "run", str(spec), "--url", base_url,
        "--header", f"X-Orion-Web-Nonce: {nonce}",
        "--checks", "all",
        "--exclude-path", "/events",
        "--max-examples", str(MAX_EXAMPLES), "--max-time", str(max_time),
        "--seed", os.environ.get("ORION_SEED", "20261201"),
        "--report", "json", "--report-json-path", str(report),
    ]
    if EXCLUDED_CHECKS:
        cmd += ["--exclude-checks", ",".join(EXCLUDED_CHECKS)]
    shown = ["'X-Orion-Web-Nonce: ***'" if c.startswith("X-Orion-Web-Nonce") else c for c in cmd]
    print("$ st " + " ".join(shown[3:]))
    # schemathesis keeps a cache under the working directory: keep it in the temporary one.
    out = subprocess.DEVNULL if quiet else None
    status = subprocess.run(cmd, cwd=Path(report).parent, stdout=out, stderr=out).returncode
    return status, json.loads(Path(report).read_text())


def checks_used():
    """The names `--checks all` selects, less the excluded ones."""
    import schemathesis.specs.openapi.checks  # noqa: F401  registers the OpenAPI checks
    from schemathesis.checks import CHECKS  # the registry `--checks all` expands

    names = CHECKS.get_all_names()
    return [n for n in names if n not in EXCLUDED_CHECKS]


class Sse:
    """One `GET /events` connection, parsed as the SSE standard says."""

    def __init__(self, base_url, query="", headers=None):
        rest = base_url[len("http://"):]
        hostport, path = rest.split("/", 1)
        host, port = hostport.split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=SSE_IDLE)
        self.conn.request("GET", f"/{path}/events{query}", headers=headers or {})
        self.response = self.conn.getresponse()

    def events(self, limit):
        """Up to `limit` (id, data) pairs, stopping after SSE_IDLE of silence."""
        out, fields = [], {}
        deadline = time.monotonic() + SSE_MAX
        try:
            while len(out) < limit and time.monotonic() < deadline:
                raw = self.response.fp.readline()
                if not raw:
                    break
                line = raw.decode("utf-8").rstrip("\r\n")
                if line == "":
                    if "data" in fields:
                        out.append((fields.get("id"), "\n".join(fields["data"])))
                    fields = {}
                    continue
                if line.startswith(":"):
                    continue
                name, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if name == "data":
                    fields.setdefault("data", []).append(value)
                elif name in ("id", "event", "retry"):
                    fields[name] = value
        except (TimeoutError, OSError):
            pass
        self.conn.close()
        return out


def post_command(base_url, nonce):
    """One `submit` command so the stream has something to carry."""
    rest = base_url[len("http://"):]
    hostport, path = rest.split("/", 1)
    host, port = hostport.split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    body = json.dumps({"requestId": f"sse-{uuid.uuid4()}", "type": "submit", "text": "hello"})
    conn.request("POST", f"/{path}/commands", body=body, headers={
        "Content-Type": "application/json", "X-Orion-Web-Nonce": nonce})
    status = conn.getresponse().status
    conn.close()
    return status


def sse_checks(spec_doc, base_url, nonce, tally):
    envelope = {"$ref": "#/components/schemas/WebEventEnvelope", "components": spec_doc["components"]}
    validator = jsonschema.Draft202012Validator(envelope)

    status = post_command(base_url, nonce)
    tally.check(status == 202, f"POST /commands submit answered {status} (202 expected)")

    stream = Sse(base_url)
    ctype = stream.response.getheader("Content-Type", "")
    tally.check(stream.response.status == 200 and ctype.startswith("text/event-stream"),
                f"GET /events: {stream.response.status} {ctype}")
    events = stream.events(50)
    tally.check(len(events) > 0, f"GET /events carried {len(events)} events")
    durable = []
    for sse_id, data in events:
        try:
            value = json.loads(data)
        except ValueError as err:
            tally.check(False, f"event data is not JSON ({err}): {data[:200]}")
            continue
        errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
        tally.check(not errors, f"envelope {value.get('type')} cursor {value.get('cursor')} "
                    + ("valid" if not errors else f"invalid: {errors[0].message[:300]}"))
        tally.check(sse_id == str(value.get("cursor")),
                    f"SSE id {sse_id!r} = cursor {value.get('cursor')!r}")
        if value.get("durable") is True:
            durable.append(value["cursor"])
    print(f"events validated: {len(events)} ({len(durable)} durable)")
    tally.check(durable == sorted(durable), "durable cursors ascend")
    if len(durable) < 2:
        tally.check(False, "at least two durable events are needed to test resumption")
        return len(events)

    after = durable[len(durable) // 2 - 1]
    for label, query, headers in [
        (f"cursor={after}", f"?cursor={after}", {}),
        (f"Last-Event-ID: {after}", "", {"Last-Event-ID": str(after)}),
        (f"cursor={after} wins over Last-Event-ID: 0", f"?cursor={after}", {"Last-Event-ID": "0"}),
    ]:
        resumed = Sse(base_url, query, headers).events(50)
        cursors = [json.loads(d).get("cursor") for _, d in resumed
                   if json.loads(d).get("durable") is True]
        expected = [c for c in durable if c > after]
        tally.check(cursors[: len(expected)] == expected,
                    f"resume {label}: durable cursors {cursors[:8]} start with {expected[:8]}")
    return len(events)


def negative_control(binary, spec, nonce):
    """The run must be able to fail: a peer adding an undeclared member is caught."""
    peer, base_url = start_peer(binary, nonce, "--undeclared-member")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            status, report = schemathesis(spec, base_url, nonce, Path(tmp) / "report.json",
                                          max_time=10, quiet=True)
    finally:
        peer.stdin.close()
        peer.wait(5)
    found = report["test_cases"]["with_failures"]
    if status == 0 or found == 0:
        print("FAIL: negative control: schemathesis accepted a peer run with --undeclared-member")
        print("0 passed, 1 failed")
        sys.exit(1)
    print(f"negative control: schemathesis refused a peer run with --undeclared-member "
          f"({found} failing test cases)")


def main():
    binary, spec = sys.argv[1], Path(sys.argv[2])
    spec_doc = yaml.safe_load(spec.read_text())
    operations = sum(
        1 for item in spec_doc["paths"].values() for m in item
        if m in ("get", "put", "post", "patch", "delete"))
    nonce = secrets.token_hex(24)
    negative_control(binary, spec, nonce)
    peer, base_url = start_peer(binary, nonce)
    tally = Tally()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            status, report = schemathesis(spec, base_url, nonce, Path(tmp) / "report.json")
        cases = report["test_cases"]
        ops = report["operations"]
        checks = checks_used()
        print(f"schemathesis: {ops['tested']} of {operations} operations tested "
              f"(GET /events separately) x {len(checks)} checks ({', '.join(checks)})")
        print(f"schemathesis: {cases['generated']} test cases, {cases['with_failures']} with failures, "
              f"{cases['unique_failures']} unique failures, {cases['errored']} errored")
        for failure in report.get("failures", []):
            print(f"FAIL  {failure['code']} {failure['title']}: {', '.join(failure['operations'])}")
        tally.passed += cases["generated"] - cases["with_failures"] - cases["errored"]
        tally.failed += cases["with_failures"] + cases["errored"] + len(report.get("errors", []))
        tally.check(status == 0, f"schemathesis exit status {status}")
        tally.check(ops["tested"] == operations - 1,
                    f"every operation but GET /events tested ({ops['tested']}/{operations - 1})")
        sse_checks(spec_doc, base_url, nonce, tally)
    finally:
        peer.stdin.close()
        try:
            peer.wait(5)
        except subprocess.TimeoutExpired:
            peer.kill()
    print(f"{tally.passed} passed, {tally.failed} failed")
    sys.exit(1 if tally.failed else 0)


if __name__ == "__main__":
    main()
