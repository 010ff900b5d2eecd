import Foundation
import Testing
import TouchTraceTestSupport

// `touchtrace hitmap` end to end: the map as JSON (the keys), pictures, standard input,
// and bad input refused with a located error and nothing written.

/// seed 000's button half outside its superview (redView, which does not clip), on a small screen.
let outsideScene = SceneSkeleton.rootView(
  outsideViews, screen: (400, 400), touches: "  - tap: [310, 150]")

/// `outsideScene` without its touch: `render` draws it as its map, `check` checks it as its map.
let outsideStill = SceneSkeleton.rootView(outsideViews, screen: (400, 400))

private let outsideViews = """
          - id: redView
            frame: [200, 100, 100, 100]
            subviews:
              - {id: btn, class: UIButton, frame: [85, 25, 30, 50]}
  """

@Suite struct HitMapCommandTests {
  @Test func writesTheMapAsJSONToStandardOutput() throws {
    let scratch = try Scratch()
    let file = try scratch.write("outside.yaml", outsideScene)
    let result = try Command.run(["hitmap", file.path, "--format", "json", "-o", "-"])
    #expect(result.exited(0), "\(result)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "screen", "resolution", "regions", "views", "findings", "findingViews", "deadZones",
      ])
    #expect((json["screen"] as? [String: Double]) == ["width": 400, "height": 400])
    #expect(json["resolution"] as? Double == 0.5)
    let regions = try #require(json["regions"] as? [[String: Any]])
    let btn = try #require(regions.first { $0["view"] as? String == "btn" })
    #expect(btn["area"] as? Double == 750)
    #expect((btn["rects"] as? [[Double]]) == [[285, 125, 15, 50]])
    let views = try #require(json["views"] as? [[String: Any]])
    let btnView = try #require(views.first { $0["view"] as? String == "btn" })
    #expect(btnView["frameArea"] as? Double == 1500)
    #expect((btnView["takenBy"] as? [String: Double]) == ["rootView": 750])
    #expect(
      (json["findings"] as? [String]) == [
        "likely bug: btn: 50% of its frame reaches it; the right 50% lies outside redView, which does not clip, and goes to rootView",
        "check: btn: 30×50 pt, smaller than the 44×44 pt minimum target of Apple's Human Interface Guidelines; grow it, or its point(inside:)",
      ])
    #expect((json["findingViews"] as? [String]) == ["btn", "btn"])
    // The same scene from standard input gives the same map.
    let piped = try Command.run(
      ["hitmap", "-", "--format", "json", "-o", "-"], stdin: Data(outsideScene.utf8))
    #expect(piped.stdout == result.stdout)
  }

  @Test func drawsPicturesNamedLikeDiagrams() throws {
    let scratch = try Scratch()
    let file = try scratch.write("outside.yaml", outsideScene)
    let result = try Command.run(
      [
        "hitmap", file.path, "-o", scratch.url.path, "--format", "png", "--format", "svg",
        "--theme", "dark", "--locale", "ja",
      ])
    #expect(result.exited(0), "\(result)")
    for name in ["outside-hitmap~ja~dark@2x.png", "outside-hitmap~ja~dark.svg"] {
      #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(name).path))
    }
    let svg = try String(
      contentsOf: scratch.url.appendingPathComponent("outside-hitmap~ja~dark.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
  }

  @Test(arguments: [["--resolution", "0"], ["--resolution", "nan"], ["--scale", "4"]])
  func badOptionsAreRefused(options: [String]) throws {
    let scratch = try Scratch()
    let file = try scratch.write("outside.yaml", outsideScene)
    let result = try Command.run(["hitmap", file.path, "-o", scratch.url.path] + options)
    #expect(result.exited(64), "\(result)")
    #expect(!result.crashed)
  }

  @Test func aBadSceneIsALocatedErrorAndNothingIsWritten() throws {
    let scratch = try Scratch()
    let file = try scratch.write("bad.yaml", "window:\n  subviews:\n    - {id: a, frame: [0, 0]}\n")
    let out = scratch.url.appendingPathComponent("out")
    let result = try Command.run(["hitmap", file.path, "-o", out.path])
    #expect(result.exited(1), "\(result)")
    #expect(result.stderr.contains("bad.yaml:3:"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aTraceFileIsRefused() throws {
    let scratch = try Scratch()
    let file = try scratch.write("outside.yaml", outsideScene)
    let trace = scratch.url.appendingPathComponent("outside.trace.json")
    #expect(try Command.run(["trace", file.path, "-o", trace.path]).exited(0))
    let result = try Command.run(["hitmap", trace.path, "-o", "-", "--format", "json"])
    #expect(result.exited(1))
    #expect(result.stderr.contains("expected a scene file"))
  }

  /// `render` draws the map for a scene without touches (the same picture `hitmap` draws), and
  /// with --hit-map beside a scene's touch diagrams.
  @Test func renderDrawsTheMap() throws {
    let scratch = try Scratch()
    let still = try scratch.write(
      "still.yaml", outsideStill)
    let tapped = try scratch.write("tapped.yaml", outsideScene)
    let out = scratch.url.appendingPathComponent("out")
    #expect(try Command.run(["render", still.path, "-o", out.path]).exited(0))
    #expect(try Command.run(["hitmap", still.path, "-o", out.path]).exited(0))
    let rendered = try Data(contentsOf: out.appendingPathComponent("still@2x.png"))
    #expect(rendered == (try Data(contentsOf: out.appendingPathComponent("still-hitmap@2x.png"))))
    let both = try Command.run(["render", tapped.path, "-o", out.path, "--hit-map"])
    #expect(both.exited(0), "\(both)")
    for name in ["tapped@2x.png", "tapped-hitmap@2x.png"] {
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path))
    }
  }

  /// `render -o -` draws the map of a scene without touches, byte for byte as `hitmap -o -` does
  /// (from a file, and from standard input); `--hit-map` beside touch diagrams would be a second
  /// image, so with `-o -` it is refused.
  @Test func renderToStandardOutputDrawsTheMap() throws {
    let scratch = try Scratch()
    let text = outsideStill
    let still = try scratch.write("still.yaml", text)
    // PNG bytes, through files: standard output as text would not be UTF-8.
    var images: [Data] = []
    for command in ["render", "hitmap"] {
      let url = scratch.url.appendingPathComponent(command + ".png")
      #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
      let handle = try FileHandle(forWritingTo: url)
      let result = try Command.run([command, still.path, "-o", "-"], stdoutHandle: handle)
      try handle.close()
      #expect(result.exited(0), "\(result)")
      images.append(try Data(contentsOf: url))
    }
    #expect(images[0].starts(with: [0x89, 0x50, 0x4E, 0x47]) && images[0] == images[1])
    let piped = ["-", "-o", "-", "--format", "svg", "--theme", "dark"]
    let svg = try Command.run(["render"] + piped, stdin: Data(text.utf8))
    #expect(svg.exited(0), "\(svg)")
    #expect(svg.stdout == (try Command.run(["hitmap"] + piped, stdin: Data(text.utf8))).stdout)
    let tapped = try scratch.write("tapped.yaml", outsideScene)
    let both = try Command.run(["render", tapped.path, "-o", "-", "--hit-map"])
    #expect(both.exited(1) && both.stdout.isEmpty, "\(both)")
    #expect(both.stderr.contains("tapped.yaml: error: --hit-map draws a second image"))
  }

  /// The explorer page (`render --format html`) shows the map: open for a scene without touches,
  /// folded under its heading beside a tapped scene's diagrams with `--hit-map`, absent without.
  @Test func theExplorerShowsTheMap() throws {
    let scratch = try Scratch()
    let text = outsideStill
    let still = try scratch.write("still.yaml", text)
    let tapped = try scratch.write("tapped.yaml", outsideScene)
    let finding =
      "<li>likely bug: btn: 50% of its frame reaches it; the right 50% lies outside redView, which does not "
      + "clip, and goes to rootView</li>"
    let page = try Command.run(["render", still.path, "--format", "html", "-o", "-"])
    #expect(page.exited(0), "\(page)")
    #expect(page.stdout.contains("<details id=\"hit-map\" open>") && page.stdout.contains(finding))
    // The map in place of the diagram of no touch; beside a run's diagrams with --hit-map.
    #expect(!page.stdout.contains("<figure class=\"diagram\""))
    let out = scratch.url.appendingPathComponent("out")
    #expect(try Command.run(["render", still.path, "--format", "html", "-o", out.path]).exited(0))
    #expect(
      try String(contentsOf: out.appendingPathComponent("still.html"), encoding: .utf8)
        == page.stdout)
    let beside = try Command.run([
      "render", tapped.path, "--format", "html", "-o", "-", "--hit-map",
    ])
    #expect(beside.stdout.contains("<details id=\"hit-map\">") && beside.stdout.contains(finding))
    #expect(beside.stdout.contains("<figure class=\"diagram\""))
    let alone = try Command.run(["render", tapped.path, "--format", "html", "-o", "-"])
    #expect(alone.exited(0) && !alone.stdout.contains("id=\"hit-map\""))
  }
}

/// `hitmap --format sarif`: the findings as SARIF 2.1.0, each at its view's line of the scene,
/// so CI can annotate it (issue 36).
@Suite struct HitMapSARIFTests {
  @Test func eachFindingAtItsViewsLine() throws {
    let scratch = try Scratch()
    let file = try scratch.write("outside.yaml", outsideScene)
    let result = try Command.run(["hitmap", file.path, "--format", "sarif", "-o", "-"])
    #expect(result.exited(0), "\(result)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(
      results.map { $0["ruleId"] as? String } == ["hitmap.likely-bug", "hitmap.minimum-target"])
    #expect(results.map { $0["level"] as? String } == ["warning", "note"])
    let message = (results[0]["message"] as? [String: Any])?["text"] as? String
    #expect(message?.hasPrefix("btn: 50% of its frame reaches it") == true)
    let location = try #require(
      ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == file.path)
    let line = (location["region"] as? [String: Any])?["startLine"] as? Int
    let btnLine = outsideScene.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("id: btn") }.map { $0 + 1 }
    #expect(line != nil && line == btnLine)
  }
}
