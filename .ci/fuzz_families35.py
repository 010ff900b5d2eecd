"""Fuzz families of issue 35 for .ci/fuzz: numbers at the edge of a double in every numeric field,
YAML alias bombs under the keys a scene reads, Swift mangled-name bombs in dumps, turned views
(hit maps by outline), and `check --record` killed or starved at a random moment. Every loop is
bounded in count and time."""
import os, re, resource, shutil, signal, subprocess, time

EDGES = ["1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e300",
         "-1e300", "4.9e-324"]
NUMBER = re.compile(r"(?<![\w.#])-?\d+(\.\d+)?(e[-+]?\d+)?(?![\w.])")


def edge_numbers(rng, scenes):
    """A scene with one numeric field (or every one) at ±1e308 and its kin."""
    text = rng.choice(scenes).decode("utf-8", "replace")
    spans = [m.span() for m in NUMBER.finditer(text)]
    if not spans:
        return text.encode()
    chosen = spans if rng.randrange(5) == 0 else [rng.choice(spans)]
    for a, b in sorted(chosen, reverse=True):
        text = text[:a] + rng.choice(EDGES) + text[b:]
    return text.encode()


def alias_bomb(rng):
    """A scene whose aliases repeat a long text or a list under a key the reader reads."""
    word = "w" * rng.choice([100, 1000, 10000])
    count = rng.choice([1000, 100000, 1000000])
    key = rng.choice(["warnings", "subviews", "touches", "title"])
    if key == "warnings":
        return ("warnings: [&w %s, %s]\nwindow:\n  subviews: []\n"
                % (word, ", ".join(["*w"] * count))).encode()
    if key == "title":
        return ("x: &w %s\ntitle: *w\nwindow:\n  subviews: []\n" % word).encode()
    if key == "touches":
        return ("window:\n  subviews: []\ntouches: [&t {tap: [1, 1]}, %s]\n"
                % ", ".join(["*t"] * min(count, 100000))).encode()
    # Nested lists of views, ten of the one before per level.
    text = "window:\n  subviews:\n    - &v0 {id: v0, frame: [0, 0, 1, 1]}\n"
    for i in range(1, rng.choice([4, 7, 10])):
        text += "    - &v%d {id: v%d, frame: [0, 0, 1, 1], subviews: [%s]}\n" % (
            i, i, ", ".join(["*v%d" % (i - 1)] * 10))
    return text.encode()


def mangled_bomb(rng, dumps):
    """A dump whose first class is a long Swift mangled name built of substitutions."""
    text = rng.choice(dumps).decode("utf-8", "replace")
    piece = rng.choice(["GVS_15ModifiedContentS0_S1_", "GS0_S0_", "ACyABABG", "AByxxG"])
    prefix = rng.choice(["_TtGC7SwiftUI14_UIHostingView", "$s7SwiftUI4ViewVy", "_$s1a1bV"])
    name = prefix + piece * rng.choice([10, 30, 100, 5000]) + "_"
    return re.sub(r"<([A-Za-z_$][\w.$]*):", lambda m: "<%s:" % name, text, count=1).encode()


def turned(rng, scenes):
    """A scene whose root or some views are turned (and scaled) by a small or odd angle."""
    text = rng.choice(scenes).decode("utf-8", "replace")
    angle = rng.choice([0.01, 1, -1, 7.5, 45, 89.999, 180, 1e-9])
    scale = rng.choice([1, 1, 0.5, 2, 1e-6])
    transform = "transform: {rotation: %s, scale: [%s, %s]}" % (angle, scale, scale)
    ids = [m.start() for m in re.finditer(r"\{id: \w+", text)]
    for start in rng.sample(ids, min(len(ids), rng.choice([1, 3, 100]))):
        # `{id: x` becomes `{transform: …, id: x`; a scene whose view already has one is an error.
        text = text[:start + 1] + transform + ", " + text[start + 1:]
    return text.encode()


def _whole(refs, name):
    """The files a whole reference of a two-tap scene holds."""
    return {name + ".trace.json", name + "-1@2x.png", name + "-2@2x.png",
            name + "-1~dark@2x.png", name + "-2~dark@2x.png"}


def record_probe(binary, rng, root, work):
    """`check --record all` killed at a random moment, or starved by a file-size limit; then
    `check --record never` must not pass a reference that is not whole. Returns the arguments,
    the problems found and standard error."""
    scene = os.path.join(work, "s.yaml")
    with open(scene, "w") as f:
        f.write("window:\n  subviews:\n    - {id: box, frame: [0, 0, 100, 100], "
                "backgroundColor: red}\ntouches:\n  - tap: [50, 50]\n  - tap: [20, 20]\n")
    refs = os.path.join(work, "refs")
    args = ["check", scene, "--against", refs, "--record", "all"]
    problems = []
    limit = rng.choice([None, None, 4, 40, 400])

    def starve():
        if limit:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit * 1024, limit * 1024))
    p = subprocess.Popen([binary] + args, cwd=work, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, start_new_session=True, preexec_fn=starve)
    if limit is None:
        time.sleep(rng.uniform(0, 1.5))
        os.killpg(p.pid, signal.SIGKILL)
    try:
        _, err = p.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        _, err = p.communicate()
        problems.append("hang: recording took over 120 s")
    err = err.decode("utf-8", "replace")
    if limit and p.returncode not in (0, 1):
        problems.append("a file-size limit ended the recording with %s" % p.returncode)
    files = set(os.listdir(refs)) if os.path.isdir(refs) else set()
    check = subprocess.run([binary, "check", scene, "--against", refs, "--record", "never"],
                           cwd=work, capture_output=True, timeout=120)
    if check.returncode == 0 and not _whole(refs, "s") <= files:
        problems.append("check passed a reference that is not whole: %s" % sorted(files))
    if check.returncode == 0 and "s.recording" in files:
        problems.append("check passed a reference whose recording was interrupted")
    if check.returncode not in (0, 1):
        problems.append("check after the recording: exit %s" % check.returncode)
    return args, problems, err + check.stderr.decode("utf-8", "replace")
