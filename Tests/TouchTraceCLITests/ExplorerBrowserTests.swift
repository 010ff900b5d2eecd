import Foundation
import Testing
import TouchTraceTestSupport

/// `render --format html` pages opened in headless Chromium: a script appended to a copy of the
/// page presses keys and buttons, sets the slider and the address's `#step=N`, and after each
/// writes the caption, the counter, the address and the highlighted overlay boxes into the DOM,
/// which `--dump-dom` prints.
@Suite(
  .enabled(
    if: ToolGate.runs("chromium", present: Chromium.executable != nil),
    ToolGate.skipped("no Chromium (`chromium` on PATH, or a Mac's Chromium or Google Chrome)")))
struct ExplorerBrowserTests {
  static let window = (width: 1300, height: 900)

  /// Renders `sample`'s explorer into a scratch directory and returns the page's URL.
  static func page(_ sample: String, scratch: Scratch) throws -> URL {
    try scratch.copySample(sample)
    let rendered = try scratch.run("render", sample + ".yaml", "--format", "html", "-o", "out")
    try #require(rendered.exited(0), "render --format html: \(rendered)")
    return scratch.url.appendingPathComponent("out/\(sample).html")
  }

  /// One line per action: name | caption | counter | hash | play label | highlighted boxes
  /// (`object/panel/class`, sorted, comma-separated) | the visible diagram.
  static func probe(_ actions: String) -> String {
    """
    <script>
    addEventListener("load", async () => {
      const tick = () => new Promise((done) => setTimeout(done, 50));
      const key = (k) => document.dispatchEvent(new KeyboardEvent("keydown", {key: k, bubbles: true}));
      const click = (id) => document.getElementById(id).click();
      const slide = (n) => {
        const s = document.getElementById("slider");
        s.value = String(n);
        s.dispatchEvent(new Event("input"));
      };
      const lines = [];
      const record = (name) => {
        const on = [...document.querySelectorAll(".overlay rect.on")].map((r) =>
          r.getAttribute("data-object") + "/" + r.getAttribute("data-panel") + "/" +
          r.getAttribute("class")).sort();
        const shown = [...document.querySelectorAll("figure.diagram")].filter((f) => !f.hidden)
          .map((f) => f.id);
        lines.push([name, document.getElementById("step-caption").textContent,
          document.getElementById("step-count").textContent, location.hash,
          document.getElementById("play").getAttribute("aria-label"), on.join(","),
          shown.join(" ")].join(" | "));
      };
      record("load");
      \(actions)
      const pre = document.createElement("pre");
      pre.id = "probe";
      pre.textContent = lines.join("\\n");
      document.body.append(pre);
    });
    </script>
    """
  }

  struct Row {
    var action, caption, counter, hash, play, highlighted, diagram: String
    init?(_ line: Substring) {
      let f = line.components(separatedBy: " | ")
      guard f.count == 7 else { return nil }
      (action, caption, counter, hash, play, highlighted, diagram) =
        (f[0], f[1], f[2], f[3], f[4], f[5], f[6])
    }
  }

  /// Runs the probe on a copy of `page` opened at `fragment`.
  static func run(
    _ page: URL, fragment: String, actions: String, scratch: Scratch, offline: Bool = false
  ) throws -> [Row] {
    let chromium = try #require(
      Chromium.executable,
      "Chromium is not installed (no `chromium` on PATH): run `bash .ci/deps` to install it")
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = page.deletingLastPathComponent().appendingPathComponent("probe.html")
    try Data(html.replacingOccurrences(of: "</body>", with: probe(actions) + "</body>").utf8)
      .write(to: copy)
    let result = try Chromium.run(
      chromium,
      (offline ? ["--host-resolver-rules=MAP * ~NOTFOUND"] : [])
        + ["--virtual-time-budget=20000", "--dump-dom", copy.absoluteString + fragment],
      window: window, scratch: scratch)
    try #require(result.exited(0), "Chromium: \(result)")
    let text = try #require(
      result.stdout.between("<pre id=\"probe\">", and: "</pre>"), "the probe did not run")
    return text.split(separator: "\n").compactMap(Row.init)
  }

  @Test func keysButtonsSliderAndAddressStepThroughTheTap() throws {
    let scratch = try Scratch()
    let page = try Self.page("seed000-tap-red", scratch: scratch)
    let log = try String(
      contentsOf: Repo.samples.appendingPathComponent("seed000-tap-red.log"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let rows = try Self.run(
      page, fragment: "#step=3",
      actions: """
        key("ArrowRight"); record("→");
        key("ArrowLeft"); key("ArrowLeft"); record("← ←");
        key("End"); record("End");
        key("ArrowRight"); record("→ at the end");
        key("Home"); record("Home");
        click("next"); record("next");
        click("last"); click("prev"); record("last, prev");
        click("first"); record("first");
        slide(17); record("slider 17");
        location.hash = "#step=8"; await tick(); record("#step=8");
        key(" "); record("space");
        key(" "); record("space again");
        """, scratch: scratch)
    let expected: [(String, Int)] = [
      ("load", 3), ("→", 4), ("← ←", 2), ("End", 22), ("→ at the end", 22), ("Home", 1),
      ("next", 2), ("last, prev", 21), ("first", 1), ("slider 17", 17), ("#step=8", 8),
    ]
    #expect(rows.map(\.action).prefix(expected.count) == expected.map(\.0)[...])
    for (row, (action, step)) in zip(rows, expected) {
      #expect(row.caption == log[step - 1], "\(action)")
      #expect(row.counter == "\(step) of \(log.count)", "\(action)")
      #expect(row.hash == "#step=\(step)", "\(action)")
      #expect(row.diagram == "diagram-1")
    }
    // Step 4: the gray view said YES, highlighted in green on the screen, in the tree and in the chain.
    let onFour = try #require(rows.first { $0.action == "→" })
    #expect(
      onFour.highlighted
        == "ligthGrayColorView/chain/on hl-inside,ligthGrayColorView/screen/on hl-inside,"
        + "ligthGrayColorView/tree/on hl-inside"
    )
    // Step 17: redColorView's touchesBegan passes the touch on to its superview, the next responder.
    let climb = try #require(rows.first { $0.action == "slider 17" })
    #expect(climb.caption == "redColorView touchesBegan touch 1")
    #expect(
      climb.highlighted.split(separator: ",") == [
        "ligthGrayColorView/chain/on hl-next", "ligthGrayColorView/screen/on hl-next",
        "ligthGrayColorView/tree/on hl-next", "redColorView/chain/on hl-passed",
        "redColorView/screen/on hl-passed", "redColorView/tree/on hl-passed",
      ])
    #expect(climb.highlighted.contains("redColorView/chain/on hl-passed"))
    #expect(climb.highlighted.contains("ligthGrayColorView/chain/on hl-next"))
    #expect(!climb.highlighted.contains("blueColorView"))
    // Space plays (the button then offers to pause) and pauses again.
    let played = try #require(rows.first { $0.action == "space" })
    #expect(played.play == "Pause")
    #expect(rows.last?.action == "space again" && rows.last?.play == "Play")
  }

  @Test func aSceneWithSeveralTouchesShowsTheDiagramOfTheStepsTouch() throws {
    let scratch = try Scratch()
    let page = try Self.page("multiple-and-exclusive-touch", scratch: scratch)
    let log = try String(
      contentsOf: Repo.samples.appendingPathComponent("multiple-and-exclusive-touch.log"),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let rows = try Self.run(
      page, fragment: "#step=\(log.count)",
      actions: "key(\"Home\"); record(\"Home\");", scratch: scratch)
    #expect(rows.count == 2)
    // The last line is touch 3's touchesEnded (finger 1 of the second gesture lifts last).
    #expect(log.last == "AppDelegate touchesEnded touch 3")
    #expect(rows.first?.caption == log.last && rows.first?.diagram == "diagram-3")
    #expect(rows.last?.caption == log.first && rows.last?.diagram == "diagram-1")
  }

  @Test func thePageLoadsNothing() throws {
    let scratch = try Scratch()
    let page = try Self.page("skipped-views", scratch: scratch)
    let html = try String(contentsOf: page, encoding: .utf8)
    // No attribute points anywhere: the only src/href are the inline SVG's own #fragments.
    for match in html.matches(of: /(?:src|href)="([^"]*)"/) {
      #expect(match.1.hasPrefix("#"), "\(match.0)")
    }
    // Nor any URL with a scheme, but for the SVG's XML namespace names (names, never fetched).
    let names = html.replacing(
      /xmlns(:xlink)?="http:\/\/www\.w3\.org\/[0-9]+\/(svg|xlink)"/, with: "")
    #expect(!names.contains("http:") && !names.contains("https:") && !names.contains("url(//"))
    // In Chromium, with every host unresolvable: no resource was fetched, nothing was blocked by
    // the policy, and the script ran (the caption is the first line).
    let rows = try Self.run(
      page, fragment: "",
      actions: """
        record(performance.getEntriesByType("resource").map((e) => e.name).join(",") || "none");
        """, scratch: scratch, offline: true)
    #expect(rows.last?.action == "none")
    #expect(rows.first?.caption == "UIWindow hitTest (150, 260)")
  }

  /// A scene without touches: the page shows the hit map open and drawn (its light picture laid
  /// out at a readable height, its finding listed), with no diagram, and the controls' script
  /// runs over no steps without failing (a key press leaves the page as it was).
  @Test func aSceneWithoutTouchesShowsItsHitMap() throws {
    let scratch = try Scratch()
    try scratch.write("still.yaml", outsideStill)
    let rendered = try scratch.run("render", "still.yaml", "--format", "html", "-o", "out")
    try #require(rendered.exited(0), "\(rendered)")
    let rows = try Self.run(
      scratch.url.appendingPathComponent("out/still.html"), fragment: "",
      actions: """
        key("ArrowRight");
        await tick();
        record("key");
        const map = document.querySelector("#hit-map[open] .art.light svg");
        record("map " + Math.round(map ? map.getBoundingClientRect().height : 0) + " "
          + document.querySelectorAll("#hit-map li").length);
        """, scratch: scratch)
    #expect(rows.count == 3)
    #expect(rows[1].counter == "0 of 0" && rows[1].diagram.isEmpty)
    let map = rows[2].action.split(separator: " ")
    #expect(map.count == 3 && (Int(map[1]) ?? 0) > 300 && map[2] == "2", "\(rows[2].action)")
  }
}
