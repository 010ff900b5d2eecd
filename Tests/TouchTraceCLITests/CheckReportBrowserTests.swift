import Foundation
import Testing
import TouchTraceCanvas
import TouchTraceTestSupport

/// The report of `touchtrace check --report`, opened in a real browser (headless Chromium, from
/// Debian's `chromium`, which `.ci/deps` installs): the page says what changed in words and shows
/// the reference, new and diff images, decoded and painted side by side.
@Suite(
  .enabled(
    if: ToolGate.runs("chromium", present: Chromium.executable != nil),
    ToolGate.skipped("no Chromium (`chromium` on PATH, or a Mac's Chromium or Google Chrome)")))
struct CheckReportBrowserTests {
  static let sample = "seed000-tap-red"
  /// The screenshot's size: wide enough for three figures, tall enough for the first row of them.
  static let window = (width: 1400, height: 1600)

  @Test func theReportShowsTheReasonsAndTheImagesInChromium() throws {
    let chromium = try #require(
      Chromium.executable,
      "Chromium is not installed (no `chromium` on PATH): run `bash .ci/deps` to install it")
    let scratch = try Scratch()
    let page = try reportOfAMovedView(in: scratch)
    let name = Self.sample
    let image = name + "@2x.png"

    // 1. The report as written: its DOM after load, and a screenshot.
    let screenshot = scratch.url.appendingPathComponent("screenshot.png")
    let shown = try Chromium.run(
      chromium, ["--screenshot=\(screenshot.path)", "--dump-dom", page.absoluteString],
      window: Self.window, scratch: scratch)
    try #require(shown.exited(0), "Chromium on \(page.path): \(shown)")
    let section = try expectTheReasons(in: shown.stdout)
    try expectTheFigures(of: image, in: section, scratch: scratch)

    // 2. Where the browser put each image, and whether it loaded.
    let boxes = try imageBoxes(of: page, chromium: chromium, scratch: scratch)
    #expect(boxes.map(\.alt).contains("diff: \(image)"), "\(boxes.map(\.alt))")

    // 3. The screenshot: text at the top, and each image painted where the browser laid it out.
    let shot = try PNGImage(data: Data(contentsOf: screenshot))
    #if compiler(>=6.2)
      // Kept with `swift test --attachments-path DIR`, to look at when something here fails.
      Attachment.record(try Data(contentsOf: screenshot), named: "check-report.png")
    #endif
    #expect(shot.width == Self.window.width && shot.height == Self.window.height)
    let firstImageTop = boxes.map(\.top).min() ?? Double(shot.height)
    let text = shot.count(x: 0..<shot.width, y: 0..<Int(firstImageTop)) { $0.luminance < 0.4 }
    #expect(text > 2000, "only \(text) dark (text) pixels above the images: the page looks blank")
    var highlight: [String: Double] = [:]
    for box in boxes {
      highlight[box.alt] = try paintedHighlight(of: box, in: shot, scratch: scratch)
    }
    expectTheDiffsHighlighted(highlight, image: image)
  }

  /// A scratch copy of the sample, its references recorded, then the red view moved down so the
  /// tap at (100, 150) lands on the gray view instead, checked with `--report`: the report's page.
  private func reportOfAMovedView(in scratch: Scratch) throws -> URL {
    let scene = Self.sample + ".yaml"
    let original = try String(
      contentsOf: Repo.samples.appendingPathComponent(scene), encoding: .utf8)
    try scratch.write(scene, original)
    let recorded = try scratch.run("check", scene, "--against", "ref", "--record", "all")
    try #require(recorded.exited(0), "recording the references: \(recorded)")
    let moved = original.replacingOccurrences(
      of: "{id: redColorView, frame: [0, 0, 120, 100]",
      with: "{id: redColorView, frame: [0, 110, 120, 90]")
    try #require(moved != original, "\(scene) no longer has redColorView at [0, 0, 120, 100]")
    try scratch.write(scene, moved)
    let checked = try scratch.run(
      "check", scene, "--against", "ref", "--record", "never", "--report", "report")
    try #require(checked.exited(1), "check after the change: \(checked)")
    let page = scratch.url.appendingPathComponent("report/index.html")
    try #require(FileManager.default.fileExists(atPath: page.path), "no \(page.path)")
    return page
  }

  /// The scene's section, its heading, and the differences said in words; returns the section.
  private func expectTheReasons(in dom: String) throws -> String {
    let name = Self.sample
    #expect(dom.contains("<h1>TouchTrace check: 1 scene differs</h1>"))
    let section = try #require(
      dom.between("<section id=\"\(name)\">", and: "</section>"),
      "no section for \(name) in the DOM")
    #expect(section.hasPrefix("\n<h2>\(name)</h2>"))
    let reasons = try #require(
      section.between("<ul class=\"reasons\">", and: "</ul>"), "no list of reasons")
    let items = reasons.components(separatedBy: "<li>").dropFirst().map {
      $0.components(separatedBy: "</li>")[0]
    }
    #expect(items.contains("redColorView: frame was [0, 0, 120, 100], is now [0, 110, 120, 90]"))
    #expect(items.contains("touch 1: hit-test view was redColorView, is now ligthGrayColorView"))
    #expect(items.contains { $0.hasPrefix("\(name)@2x.png: ") })
    #expect(items.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(items)")
    return section
  }

  /// For `image`: a heading, then reference, new and diff, in that order, each an inline PNG that
  /// is the file the report wrote beside the page.
  private func expectTheFigures(of image: String, in section: String, scratch: Scratch) throws {
    let row = try #require(
      section.between("<h3>\(image)</h3>\n<div class=\"row\">", and: "</div>"),
      "no row of figures for \(image)")
    let figures = row.components(separatedBy: "<figure>").dropFirst().map {
      $0.components(separatedBy: "</figure>")[0]
    }
    #expect(figures.count == 3)
    for (figure, label) in zip(figures, ["reference", "new", "diff"]) {
      // Linked to the full-size file beside the page, which is the inline image too.
      let linked = "\(Self.sample)@2x.\(label).png"
      #expect(
        figure.hasPrefix(
          "<a href=\"\(linked)\"><img alt=\"\(label): \(image)\" src=\"data:image/png;base64,"))
      #expect(figure.hasSuffix("<figcaption>\(label)</figcaption>"))
      let base64 = figure.between("base64,", and: "\"") ?? ""
      let file = "report/\(linked)"
      #expect(
        Data(base64Encoded: base64) == (try scratch.data(file)),
        "the \(label) figure's data: URI is not \(file)")
    }
  }

  /// Each image's natural size and box, from the same page with a script that, on load, writes
  /// them into the DOM (same window size, same layout, so the boxes are the screenshot's).
  private func imageBoxes(of page: URL, chromium: URL, scratch: Scratch) throws -> [ImageBox] {
    let probePage = page.deletingLastPathComponent().appendingPathComponent("probe.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    try #require(html.contains("</body>"))
    try Data(html.replacingOccurrences(of: "</body>", with: Chromium.probe + "</body>").utf8)
      .write(to: probePage)
    let probed = try Chromium.run(
      chromium, ["--dump-dom", probePage.absoluteString], window: Self.window, scratch: scratch)
    try #require(probed.exited(0), "Chromium on \(probePage.path): \(probed)")
    return try #require(
      probed.stdout.between("<pre id=\"probe\" hidden=\"\">", and: "</pre>"),
      "the probe script did not run"
    ).split(separator: "\n").compactMap(ImageBox.init)
  }

  /// Expects `box`'s PNG loaded and painted in the screenshot; returns the share of its pixels in
  /// the diff's highlight colour (nil when the box lies outside the screenshot).
  private func paintedHighlight(of box: ImageBox, in shot: PNGImage, scratch: Scratch) throws
    -> Double?
  {
    let label = box.alt.components(separatedBy: ": ")[0]
    let file = box.alt.dropFirst(label.count + 2).replacingOccurrences(of: ".png", with: "")
    let png = try PNGImage(data: scratch.data("report/\(file).\(label).png"))
    // Loaded: the browser read the PNG (its natural size is the file's); painted, below, shows
    // that it decoded all of it.
    #expect(
      box.loaded && box.naturalWidth == png.width && box.naturalHeight == png.height, "\(box)")
    guard box.right <= Double(shot.width) - 1, box.bottom <= Double(shot.height) - 1 else {
      if file == Self.sample + "@2x" {
        Issue.record("\(box.alt) is outside the \(shot.width)×\(shot.height) screenshot: \(box)")
      }
      return nil
    }
    try #require(box.width > 100 && box.height > 50, "\(box.alt) is laid out tiny: \(box)")
    // Painted: cell by cell, the screenshot's mean colour is that of the part of the PNG the cell
    // shows (the image scaled into the box inside its 1 px border, over the white page)…
    let region = box.inside(by: 3)
    let cells = box.cells(of: region, columns: 6, rows: 4).map { cell in
      (cell, shot.mean(x: cell.x, y: cell.y), png.mean(x: cell.sourceX, y: cell.sourceY, step: 2))
    }
    let (worst, painted, expected) = try #require(
      cells.max { $0.1.distance(to: $0.2) < $1.1.distance(to: $1.2) })
    #expect(
      painted.distance(to: expected) < 0.03,
      "\(box.alt): at \(worst) the mean colour painted is \(painted), the PNG's \(expected)")
    // …and how much of it is in the diff's highlight colour, compared by the caller.
    return Double(shot.count(x: region.x, y: region.y) { $0.isHighlight })
      / Double(region.x.count * region.y.count)
  }

  /// Each diff on screen shows its changed pixels in the highlight colour, which the reference
  /// and the new image beside it hardly have (the light row at least must be on screen).
  private func expectTheDiffsHighlighted(_ highlight: [String: Double], image: String) {
    let rows = Set(highlight.keys.compactMap { $0.components(separatedBy: ": ").last })
    #expect(rows.contains(image), "\(rows)")
    for file in rows.sorted() {
      let diff = highlight["diff: \(file)"] ?? 0
      #expect(diff > 0.02, "\(file): the diff figure has only \(diff * 100) % highlight-red pixels")
      for label in ["reference", "new"] {
        let other = highlight["\(label): \(file)"] ?? 1
        #expect(
          other * 3 < diff,
          "\(file): the \(label) figure is as red (\(other * 100) %) as the diff (\(diff * 100) %)")
      }
    }
  }
}

/// Headless Chromium, run once per page with a time limit.
enum Chromium {
  /// `chromium` on PATH (Debian's wrapper script, `bash .ci/deps` installs it); on a Mac, failing
  /// that, the Chromium or Google Chrome application (GitHub's macOS images carry Chrome), whose
  /// binary takes the same headless flags.
  static let executable: URL? = {
    if let onPath = Command.onPath("chromium") { return onPath }
    #if os(macOS)
      return [
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      ].map(URL.init(fileURLWithPath:)).first {
        FileManager.default.isExecutableFile(atPath: $0.path)
      }
    #else
      return nil
    #endif
  }()

  /// Loads `arguments`' page headless (`--dump-dom` prints the DOM after load on stdout): Chromium
  /// stops loading after 30 s (`--timeout`), and is killed after `timeout` seconds.
  static func run(
    _ executable: URL, _ arguments: [String], window: (width: Int, height: Int),
    scratch: Scratch, timeout: Double = 60
  ) throws -> CommandResult {
    let home = scratch.url.appendingPathComponent("chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Keep Chromium's dconf and crash-report folders out of the user's home.
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
    return try Command.run(
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(home.appendingPathComponent("profile").path)",
        "--window-size=\(window.width),\(window.height)", "--force-device-scale-factor=1",
        "--hide-scrollbars", "--timeout=30000",
      ] + arguments, timeout: timeout, program: executable, environment: environment)
  }

  /// Appended to a copy of the page: on load, a hidden `<pre id="probe">` with one line per
  /// image: alt | complete | natural width | natural height | left | top | right | bottom.
  static let probe = """
    <script>
    addEventListener("load", () => {
      const pre = document.createElement("pre");
      pre.id = "probe";
      pre.hidden = true;
      pre.textContent = [...document.images].map((image) => {
        const r = image.getBoundingClientRect();
        return [image.alt, image.complete && image.naturalWidth > 0, image.naturalWidth,
          image.naturalHeight, r.left, r.top, r.right, r.bottom].join("|");
      }).join("\\n");
      document.body.append(pre);
    });
    </script>

    """
}

/// One image as the probe saw it in the browser.
struct ImageBox: CustomStringConvertible {
  var alt: String
  var loaded: Bool
  var naturalWidth: Int
  var naturalHeight: Int
  var left, top, right, bottom: Double

  init?(_ line: Substring) {
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 8, let naturalWidth = Int(fields[2]),
      let naturalHeight = Int(fields[3]), let left = Double(fields[4]),
      let top = Double(fields[5]), let right = Double(fields[6]), let bottom = Double(fields[7])
    else { return nil }
    (alt, loaded) = (fields[0], fields[1] == "true")
    (self.naturalWidth, self.naturalHeight) = (naturalWidth, naturalHeight)
    (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
  }

  /// A part of the screenshot and the part of the image (in its own pixels) it shows.
  struct Cell: CustomStringConvertible {
    var x, y, sourceX, sourceY: Range<Int>
    var description: String { "x \(x), y \(y) (the image's x \(sourceX), y \(sourceY))" }
  }

  /// `region` split into `columns` × `rows` cells: the content box (inside the 1 px border) holds
  /// the whole image, scaled.
  func cells(of region: (x: Range<Int>, y: Range<Int>), columns: Int, rows: Int) -> [Cell] {
    func split(_ range: Range<Int>, _ parts: Int) -> [Range<Int>] {
      (0..<parts).map { part in
        let start = range.lowerBound + range.count * part / parts
        let end = range.lowerBound + range.count * (part + 1) / parts
        return start..<end
      }
    }
    func source(_ range: Range<Int>, from start: Double, length: Double, natural: Int)
      -> Range<Int>
    {
      func map(_ pixel: Int) -> Int {
        min(max(Int(((Double(pixel) - start) * Double(natural) / length).rounded()), 0), natural)
      }
      return map(range.lowerBound)..<map(range.upperBound)
    }
    return split(region.y, rows).flatMap { y in
      split(region.x, columns).map { x in
        Cell(
          x: x, y: y,
          sourceX: source(x, from: left + 1, length: width - 2, natural: naturalWidth),
          sourceY: source(y, from: top + 1, length: height - 2, natural: naturalHeight))
      }
    }
  }

  var width: Double { right - left }
  var height: Double { bottom - top }

  /// The whole pixels inside the box, `inset` pixels in from each side (past the border).
  func inside(by inset: Int) -> (x: Range<Int>, y: Range<Int>) {
    (
      Int(left.rounded(.up)) + inset..<Int(right.rounded(.down)) - inset,
      Int(top.rounded(.up)) + inset..<Int(bottom.rounded(.down)) - inset
    )
  }

  var description: String {
    "\(alt): loaded \(loaded), \(naturalWidth)×\(naturalHeight), box "
      + String(format: "[%.0f, %.0f, %.0f, %.0f]", left, top, width, height)
  }
}

extension String {
  /// The text between the first `start` and the next `end` after it.
  func between(_ start: String, and end: String) -> String? {
    guard let opening = range(of: start),
      let closing = range(of: end, range: opening.upperBound..<endIndex)
    else {
      return nil
    }
    return String(self[opening.upperBound..<closing.lowerBound])
  }
}

extension Color {
  /// The diff image's colour for a changed pixel (`ImageComparison`: opaque pure red), allowing
  /// for the browser's scaling blending it a little with its neighbours.
  fileprivate var isHighlight: Bool { red > 0.85 && green < 0.15 && blue < 0.15 }

  fileprivate var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  fileprivate func distance(to other: Color) -> Double {
    max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
  }
}

extension PNGImage {
  /// How many pixels of the region (every `step`-th in each direction) satisfy `test`.
  fileprivate func count(
    x: Range<Int>, y: Range<Int>, step: Int = 1, where test: (Color) -> Bool
  ) -> Int {
    var count = 0
    for row in stride(from: y.lowerBound, to: y.upperBound, by: step) {
      for column in stride(from: x.lowerBound, to: x.upperBound, by: step) {
        if let colour = pixel(x: column, y: row), test(colour) { count += 1 }
      }
    }
    return count
  }

  /// The mean colour of the region (every `step`-th pixel), composited over white as the page is.
  fileprivate func mean(x: Range<Int>, y: Range<Int>, step: Int = 1) -> Color {
    var (red, green, blue, count) = (0.0, 0.0, 0.0, 0.0)
    for row in stride(from: y.lowerBound, to: y.upperBound, by: step) {
      for column in stride(from: x.lowerBound, to: x.upperBound, by: step) {
        guard let colour = pixel(x: column, y: row) else { continue }
        red += colour.red * colour.alpha + 1 - colour.alpha
        green += colour.green * colour.alpha + 1 - colour.alpha
        blue += colour.blue * colour.alpha + 1 - colour.alpha
        count += 1
      }
    }
    return count == 0 ? .clear : Color(red: red / count, green: green / count, blue: blue / count)
  }
}
