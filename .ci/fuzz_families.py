"""Fuzz families of issue 23 for .ci/fuzz: traces whose view graph is not a tree, traces with
unknown references or cycles, long texts, control characters, and `touchtrace preview` probed
on 127.0.0.1 by slow clients and a rebinding Host. Every loop is bounded in count and time."""
import json, os, random, re, shutil, signal, socket, subprocess, time

CONTROLS = ["\x1b]0;pwned\x07", "\x1b[31m", "\x00", "\x07", "\x08", "\x7f", "\x1b[2J", "\x9b"]
# Raw control characters a message must not carry (line breaks and tabs are allowed).
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _objects(trace):
    return trace.get("objects") or []


def graph_trace(rng, traces):
    """A trace whose subviews are rewired: a view listing itself, an ancestor, the window; the
    window listing itself; a view listed twice; a chain of views each listing the next twice; or
    any of these in a later state, as a `change` event's objects or a `hierarchy` move."""
    trace = json.loads(rng.choice(traces))
    objs = [o for o in _objects(trace) if o.get("role") in ("view", "window")]
    if not objs:
        return json.dumps(trace).encode()
    a, b = rng.choice(objs), rng.choice(objs)
    op = rng.randrange(8)
    if op >= 6:
        # A later state: the renderer replays these on the first one for each touch's screen.
        events = trace.setdefault("events", [])
        at = rng.randrange(len(events) + 1)
        time_ = events[at - 1]["time"] if at else 0
        if op == 6:
            a2, b2 = json.loads(json.dumps(a)), json.loads(json.dumps(b))
            rng.choice([lambda: a2.setdefault("subviews", []).append(rng.choice([a["id"], b["id"]])),
                        lambda: (a2.__setitem__("superview", b["id"]),
                                 b2.__setitem__("superview", a["id"]))])()
            event = {"kind": "change", "method": "set", "object": a["id"], "objects": [a2, b2]}
        else:
            event = {"kind": "hierarchy", "object": a["id"], "superview": b["id"]}
        events.insert(at, dict(event, time=time_))
        return json.dumps(trace, indent=1).encode()
    if op == 0:
        a.setdefault("subviews", []).append(a["id"])
    elif op == 1:
        a.setdefault("subviews", []).append(b["id"])
    elif op == 2:
        window = next((o for o in objs if o.get("role") == "window"), a)
        a.setdefault("subviews", []).insert(0, window["id"])
    elif op == 3:
        a["subviews"] = (a.get("subviews") or []) * 2 or [b["id"], b["id"]]
    elif op == 4:
        b["superview"] = a["id"]
    else:
        n = rng.choice([5, 22, 30, 60])
        chain = [{"id": "d%d" % i, "role": "view", "class": "UIView", "logs": True,
                  "superview": a["id"] if i == 0 else "d%d" % (i - 1),
                  "subviews": ["d%d" % (i + 1)] * 2 if i + 1 < n else []} for i in range(n)]
        a.setdefault("subviews", []).append("d0")
        trace["objects"] = _objects(trace) + chain
    return json.dumps(trace, indent=1).encode()


REFERENCES = ["view", "parent", "presentingViewController", "target", "superview", "next"]
LISTS = ["gestureRecognizers", "requiresFailureOf", "subviews"]


def refs_trace(rng, traces):
    """A trace with an unknown reference, or a cycle through parent or requiresFailureOf."""
    trace = json.loads(rng.choice(traces))
    objs = _objects(trace)
    if not objs:
        return json.dumps(trace).encode()
    a, b = rng.choice(objs), rng.choice(objs)
    op = rng.randrange(5)
    if op == 0:
        a[rng.choice(REFERENCES)] = rng.choice(["nobody", b["id"], a["id"]])
    elif op == 1:
        a[rng.choice(LISTS)] = [rng.choice(["nobody", b["id"], a["id"]])]
    elif op == 2:
        a["actions"] = [{"event": "touchUpInside", "target": rng.choice(["nobody", b["id"]]),
                         "action": "tap:"}]
    elif op == 3:
        a["parent"], b["parent"] = b["id"], a["id"]
    else:
        ring = ["g%d" % i for i in range(rng.choice([1, 2, 3, 40]))]
        trace["objects"] = objs + [
            {"id": g, "role": "gestureRecognizer", "class": "UITapGestureRecognizer", "logs": True,
             "view": a["id"], "requiresFailureOf": [ring[(i + 1) % len(ring)]]}
            for i, g in enumerate(ring)]
    if rng.randrange(4) == 0 and trace.get("touches"):
        touch = trace["touches"][0]
        trace["touches"] = [dict(touch, id=i + 1) for i in range(rng.choice([21, 100, 500]))]
    return json.dumps(trace, indent=1).encode()


def long_text(rng, scenes, traces):
    """A scene or trace whose title, class name or label text is long (1,001 to 2,000,000)."""
    n = rng.choice([1001, 5000, 100000, 1000000, 2000000])
    word = rng.choice(["W", "字", "W\u0301", "a b "]) * (n // 2 + 1)
    if rng.randrange(2) == 0:
        trace = json.loads(rng.choice(traces))
        key = rng.choice(["title", "class", "text"])
        if key == "title":
            trace["title"] = word
        elif _objects(trace):
            rng.choice(_objects(trace))[key] = word
        return "trace", json.dumps(trace).encode()
    text = rng.choice(scenes).decode("utf-8", "replace")
    if rng.randrange(2) == 0:
        text = re.sub(r"(?m)^title: .*$", lambda m: "title: '%s'" % word, text, count=1)
    else:
        text = re.sub(r"class: \w+", lambda m: "class: " + word.replace(" ", "_")[:n], text, count=1)
    return "yaml", text.encode()


def control_text(rng, scenes):
    """A scene with control characters in a title, a key or an id (quoted YAML escapes)."""
    text = rng.choice(scenes).decode("utf-8", "replace")
    bad = "".join(rng.choice(CONTROLS) for _ in range(rng.randrange(1, 4)))
    escaped = json.dumps(bad)  # a double-quoted YAML scalar takes JSON's escapes
    op = rng.randrange(3)
    if op == 0:
        text = re.sub(r"(?m)^title: .*$", lambda m: "title: " + escaped, text, count=1)
    elif op == 1:
        text = escaped + ": 1\n" + text
    else:
        text = re.sub(r"id: (\w+)", lambda m: "id: " + json.dumps(m.group(1) + bad), text, count=1)
    return text.encode()


def raw_controls(err):
    """A problem when standard error carries a raw control character."""
    m = RAW_CONTROL.search(err)
    return "raw control character %r in a message" % m.group(0) if m else None


# ---- preview on 127.0.0.1: slow clients and a rebinding Host ----

def _request(port, data, timeout=10.0):
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        chunks, deadline = [], time.time() + timeout
        while time.time() < deadline:
            chunk = s.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)


def _status(response):
    parts = response.split(b" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


def http_probe(binary, rng, root, work):
    """Runs `touchtrace preview --port 0` on a few samples, then: a foreign or rebinding Host
    must get 421; with up to 60 slow clients trickling bytes, a fresh request must be answered
    within 10 s; every response carries the security headers; Ctrl-C stops it. Returns the
    arguments, the problems found and standard error."""
    scenes = os.path.join(work, "scenes")
    os.makedirs(scenes)
    samples = sorted(f for f in os.listdir(os.path.join(root, "samples")) if f.endswith(".yaml"))
    for f in rng.sample(samples, 2):
        shutil.copy(os.path.join(root, "samples", f), scenes)
    os.symlink("/etc/passwd", os.path.join(scenes, "passwd.yaml"))
    args = ["preview", scenes, "--port", "0"]
    err_path = os.path.join(work, "preview.err")
    with open(err_path, "wb") as err:
        p = subprocess.Popen([binary] + args, stdout=subprocess.PIPE, stderr=err, cwd=work,
                             start_new_session=True)
    problems, slow = [], []
    try:
        line = p.stdout.readline().decode("utf-8", "replace")
        m = re.search(r"127\.0\.0\.1:(\d+)/", line)
        if not m:
            return args, ["no address printed: %r" % line[:200]], open(err_path).read()
        port = int(m.group(1))
        host = rng.choice(["evil.example:%d" % port, "evil.example", "127.0.0.1",
                           "127.0.0.1:%d.evil.example" % port, "localhost.evil:%d" % port, ""])
        path = rng.choice(["/", "/scene/passwd", "/version", "/scene/" + samples[0][:-5]])
        head = "GET %s HTTP/1.1\r\n%sConnection: close\r\n\r\n" % (
            path, "Host: %s\r\n" % host if host else "")
        if _status(_request(port, head.encode())) != 421:
            problems.append("Host %r was answered" % host)
        for _ in range(rng.choice([10, 30, 60])):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX" % port)
            slow.append(s)
        for i in range(rng.randrange(1, 4)):
            for s in slow:
                try:
                    s.sendall(b"x")
                except OSError:
                    pass
            time.sleep(0.3)
        fresh = _request(port, b"GET /scene/passwd HTTP/1.1\r\nHost: localhost:%d\r\n\r\n" % port)
        if _status(fresh) != 404 or b"root:" in fresh:
            problems.append("a symbolic link out of the folder was served: %r" % fresh[:80])
        fresh = _request(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        if _status(fresh) != 200:
            problems.append("a fresh request among %d slow clients: %r" % (len(slow), fresh[:80]))
        if b"X-Content-Type-Options: nosniff" not in fresh or b"Content-Security-Policy:" not in fresh:
            problems.append("a response without the security headers")
    except OSError as e:
        problems.append("preview: %s" % e)
    finally:
        for s in slow:
            s.close()
        p.send_signal(signal.SIGINT)
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            problems.append("hang: Ctrl-C did not stop the preview")
        if p.returncode not in (0, None) and not problems:
            problems.append("exit code %s after Ctrl-C" % p.returncode)
    return args, problems, open(err_path, encoding="utf-8", errors="replace").read()
