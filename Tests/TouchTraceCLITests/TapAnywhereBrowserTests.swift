import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 36's "tap anywhere", in headless Chromium. The explorer (`render --format html`): a
/// click on a diagram's screen or on the hit map says, under the picture, where a tap at that
/// point goes, in `log --why`'s own words, with the map's findings there. The preview: a tap
/// played at a point (`#tap=X,Y` sends the click's event) swaps the run with that tap, its answer
/// first, into the page; a bad point gets a 400 and its reason.
@Suite(
  .serialized,
  .enabled(
    if: ToolGate.runs("chromium", present: Chromium.executable != nil),
    ToolGate.skipped("no Chromium (`chromium` on PATH, or a Mac's Chromium or Google Chrome)")))
struct TapAnywhereBrowserTests {
  static let sample = "seed000-button-outside-superview"

  /// Clicks `stage` where it draws the screen's point (x, y), as a reader's click lands: on the
  /// topmost element there.
  static let clickScript = """
    const clickAt = (stage, x, y) => {
      stage.scrollIntoView({ block: "center" });
      const [w, h] = stage.getAttribute("data-size").split(" ").map(Number);
      const { rect, viewport } = JSON.parse(stage.getAttribute("data-screens"))[0];
      const box = stage.getBoundingClientRect();
      const clientX = box.left + (rect[0] + (x - viewport[0]) * rect[2] / viewport[2]) * box.width / w;
      const clientY = box.top + (rect[1] + (y - viewport[1]) * rect[3] / viewport[3]) * box.height / h;
      const target = document.elementFromPoint(clientX, clientY);
      target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX, clientY }));
    };
    const answerNow = (name) => {
      const section = document.getElementById("point-answer");
      return [name, section.hidden ? "hidden" : "shown",
        section.previousElementSibling?.id || section.parentElement?.id || "", document.querySelectorAll(".point-mark").length,
        document.getElementById("point-lines").textContent.split("\\n").join(" ⏎ ")].join(" | ");
    };
    """

  @Test func aClickOnAScreenSaysWhereATapThereGoes() throws {
    let scratch = try Scratch()
    try scratch.copySample(Self.sample)
    // With --hit-map the page draws the map too, the second picture clicked.
    let rendered = try scratch.run(
      "render", Self.sample + ".yaml", "--format", "html", "--hit-map", "-o", "out")
    try #require(rendered.exited(0), "\(rendered)")
    let page = scratch.url.appendingPathComponent("out/\(Self.sample).html")
    let html = try String(contentsOf: page, encoding: .utf8)
    let probe = """
      <script>
      addEventListener("load", () => {
        \(Self.clickScript)
        const lines = [answerNow("load")];
        clickAt(document.querySelector("figure.diagram .stage"), 310, 310);
        lines.push(answerNow("screen (310, 310)"));
        document.getElementById("hit-map").open = true;
        clickAt(document.querySelector("#hit-map .stage"), 290, 290);
        lines.push(answerNow("map (290, 290)"));
        const pre = document.createElement("pre");
        pre.id = "probe";
        pre.textContent = lines.join("\\n");
        document.body.append(pre);
      });
      </script>
      """
    let copy = page.deletingLastPathComponent().appendingPathComponent("probe.html")
    try Data(html.replacingOccurrences(of: "</body>", with: probe + "</body>").utf8).write(to: copy)
    let chromium = try #require(Chromium.executable)
    let result = try Chromium.run(
      chromium, ["--virtual-time-budget=10000", "--dump-dom", copy.absoluteString],
      window: ExplorerBrowserTests.window, scratch: scratch)
    try #require(result.exited(0), "Chromium: \(result)")
    let rows = try #require(result.stdout.between("<pre id=\"probe\">", and: "</pre>"))
      .split(separator: "\n").map { $0.components(separatedBy: " | ") }
    try #require(rows.count == 3 && rows.allSatisfy { $0.count == 5 }, "\(rows)")
    #expect(rows[0][1] == "hidden")

    // The scene's own tap is at (310, 310): the click's answer is `log --why`'s, word for word.
    let why = try scratch.run("log", Self.sample + ".yaml", "--why")
    try #require(why.exited(0), "\(why)")
    let answer = why.stdout.split(separator: "\n").map(String.init)
    let head = try #require(answer.first).replacingOccurrences(of: "touch 1: ", with: "")
    let path = try #require(answer.first { $0.hasPrefix("  path: ") })
    let onScreen = rows[1][4].components(separatedBy: " ⏎ ")
    #expect(rows[1][1] == "shown" && rows[1][2] == "diagram-1" && rows[1][3] == "1")
    #expect(head.hasPrefix("tap at (310, 310) goes to rootView"))
    #expect(onScreen.first == head)
    #expect(onScreen.contains(path))
    // The point is in the part of btn that sticks out of redView: the map's finding about btn.
    #expect(onScreen.contains { $0.hasPrefix("  finding: ") && $0.contains("btn") }, "\(onScreen)")

    // On the map, a point inside btn's own square: btn, its class, its path, its findings.
    let onMap = rows[2][4].components(separatedBy: " ⏎ ")
    #expect(rows[2][2] == "hit-map")
    // A click lands on a whole CSS pixel: on the map, drawn smaller than the screen, that is
    // within a point of (290, 290).
    let mapHead = try #require(onMap.first, "\(rows)")
    #expect(mapHead.contains(/^tap at \(2(89|90|91), 2(89|90|91)\) goes to btn \(UIButton\)$/))
    #expect(onMap.contains("  path: UIWindow → rootView → redView → btn"), "\(onMap)")
    #expect(onMap.contains { $0.hasPrefix("  finding: ") && $0.contains("btn") })
  }

  /// The preview of the sample, and its port.
  static func preview(in scratch: Scratch) async throws -> (LiveCommandTests.Child, Int) {
    try scratch.copySample(sample)
    return try await PreviewSecurityTests.start([sample + ".yaml"], in: scratch)
  }

  @Test func thePreviewPlaysATapAndShowsItsStepThrough() async throws {
    let scratch = try Scratch()
    let (child, port) = try await Self.preview(in: scratch)
    let chromium = try #require(Chromium.executable)
    let address = "http://127.0.0.1:\(port)/scene/\(Self.sample)"
    let result = try Chromium.run(
      chromium, ["--virtual-time-budget=15000", "--dump-dom", address + "#tap=290,290"],
      window: ExplorerBrowserTests.window, scratch: scratch)
    try #require(result.exited(0), "Chromium: \(result)")
    let dom = result.stdout
    // The answer in words first, above the controls: the new touch 2 reaches btn.
    let answer = try #require(dom.between("<section id=\"answer\"", and: "</section>"), "\(dom)")
    #expect(answer.contains("touch 2: tap at (290, 290) goes to btn (UIButton"))
    #expect(
      dom.range(of: "id=\"answer\"")!.lowerBound < dom.range(of: "class=\"controls\"")!.lowerBound)
    // Then its step-through: two diagrams now, the page on the tap's (the second), its first
    // step the window's hitTest at the tapped point, and the log holds the tap's lines.
    #expect(dom.contains("id=\"diagram-2\" data-diagram=\"1\">"))
    #expect(dom.contains("<p id=\"step-caption\">UIWindow hitTest (290, 290)</p>"), "\(dom)")
    #expect(dom.contains("<li><code>UIWindow hitTest (290, 290)</code></li>"))
    #expect(dom.contains("<li><code>btn touchesBegan touch 2</code></li>"))
    #expect(try await child.interrupt() == 0)
  }

  @Test func aBadPointGetsA400AndItsReason() async throws {
    let scratch = try Scratch()
    let (child, port) = try await Self.preview(in: scratch)
    let host = "127.0.0.1:\(port)"
    let base = "/scene/\(Self.sample)/tap/"
    let cases: [(String, String)] = [
      ("400,10", "x must be a number from 0 to 375 (the screen's width): got 400"),
      ("10,-1", "y must be a number from 0 to 667 (the screen's height): got -1"),
      ("nan,10", "x must be a number from 0 to 375"),
      ("1e999,10", "x must be a number from 0 to 375"),
      ("10", "the tap's point must be X,Y, two numbers in points"),
      ("10,20,30", "the tap's point must be X,Y"),
      ("ten,20", "the tap's point must be X,Y"),
      (String(repeating: "1", count: 5000) + ",1", "the tap's point must be X,Y"),
    ]
    for (point, reason) in cases {
      let response = RawHTTP.get(base + point, port: port, host: host) ?? ""
      #expect(PreviewSecurityTests.status(response) == 400, "\(point): \(response.prefix(300))")
      #expect(response.contains(reason), "\(point): \(response.prefix(300))")
    }
    // A good point is answered, an unknown scene is not found, and the server is still up.
    let good = RawHTTP.get(base + "290,290", port: port, host: host) ?? ""
    #expect(PreviewSecurityTests.status(good) == 200)
    #expect(good.contains("touch 2: tap at (290, 290) goes to btn"))
    let unknown = RawHTTP.get("/scene/nothing/tap/1,1", port: port, host: host)
    #expect(PreviewSecurityTests.status(unknown) == 404)
    #expect(PreviewSecurityTests.status(RawHTTP.get("/", port: port, host: host)) == 200)
    #expect(try await child.interrupt() == 0)
  }
}
