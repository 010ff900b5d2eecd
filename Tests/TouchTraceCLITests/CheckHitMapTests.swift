import Foundation
import Testing
import TouchTraceTestSupport

/// `check` compares hit maps: a scene without touches is checked as its map (and drawn as it),
/// any scene with `--hit-map`; points that go to another view are a behaviour difference, said in
/// words, even where the pixels are allowed to differ.
@Suite struct CheckHitMapTests {
  /// seed 000's button half outside redView, without touches (HitMapCommandTests' scene).
  let still = outsideStill

  @Test func aRegionThatChangesViewIsABehaviourDifference() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", still)
    let first = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "missing")
    #expect(first.exited(0) && first.stdout == "s: recorded\n", "\(first)")
    #expect(Set(scratch.contents("ref")).isSuperset(of: ["s.trace.json", "s-hitmap.json"]))
    // The image is the map, as `render` draws it.
    #expect(try scratch.run("render", "s.yaml", "-o", "out").exited(0))
    #expect(try scratch.data("ref/s@2x.png") == scratch.data("out/s@2x.png"))
    #expect(try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never").exited(0))

    // The button moves inside redView: its left 30 points were redView's, its old right half
    // (now redView's) was btn's; the finding is gone. Pixels may differ as they like.
    try scratch.write(
      "s.yaml", still.replacingOccurrences(of: "[85, 25, 30, 50]", with: "[55, 25, 30, 50]"))
    let moved = try scratch.run(
      "check", "s.yaml", "--against", "ref", "--record", "never", "--max-fraction", "1")
    #expect(moved.exited(1), "\(moved)")
    #expect(
      moved.stdout.hasPrefix(
        "s: hit map: 1500 pt² within [255, 125, 30, 50] went to redView, now to btn (and "))
    let html = try String(decoding: scratch.data("touchtrace-report/index.html"), as: UTF8.self)
    for line in [
      "hit map: 750 pt² within [285, 125, 15, 50] went to btn, now to redView",
      "hit map: finding gone: likely bug: btn: 50% of its frame reaches it; the right 50% lies outside "
        + "redView, which does not clip, and goes to rootView",
    ] {
      #expect(html.contains("<li>\(line)</li>"), "\(line)")
    }
    #expect(!html.contains("pixels differ"))
  }

  /// With `--hit-map`, a scene with touches has its map checked beside its diagrams; a reference
  /// folder recorded without it says the map was not there.
  @Test func hitMapChecksATouchedScenesMap() throws {
    let scratch = try Scratch()
    let tapped = outsideScene.replacingOccurrences(of: "[310, 150]", with: "[210, 110]")
    try scratch.write("s.yaml", tapped)
    #expect(try scratch.run("check", "s.yaml", "--against", "plain", "--record", "all").exited(0))
    let without = try scratch.run(
      "check", "s.yaml", "--against", "plain", "--record", "never", "--hit-map")
    #expect(without.exited(1) && without.stdout.hasPrefix("s: no reference hit map s-hitmap.json"))
    // `--record missing` said, as CI's environment (CI set) makes `never` the default.
    let recorded = try scratch.run(
      "check", "s.yaml", "--against", "ref", "--hit-map", "--record", "missing")
    #expect(recorded.exited(0), "\(recorded)")
    #expect(Set(scratch.contents("ref")).isSuperset(of: ["s@2x.png", "s-hitmap@2x.png"]))
    try scratch.write(
      "s.yaml", tapped.replacingOccurrences(of: "[85, 25, 30, 50]", with: "[55, 25, 30, 50]"))
    let moved = try scratch.run(
      "check", "s.yaml", "--against", "ref", "--record", "never", "--hit-map")
    #expect(moved.exited(1))
    let html = try String(decoding: scratch.data("touchtrace-report/index.html"), as: UTF8.self)
    #expect(
      html.contains(
        "<li>hit map: 1500 pt² within [255, 125, 30, 50] went to redView, now to btn</li>"))
  }

  /// A reference map that is not a map, or is a folder, is an error naming it (exit 1), not a
  /// difference and never a crash.
  @Test func aBrokenReferenceMapIsALocatedError() throws {
    let scratch = try Scratch()
    try scratch.write("s.yaml", still)
    #expect(try scratch.run("check", "s.yaml", "--against", "ref", "--record", "missing").exited(0))
    try scratch.write("ref/s-hitmap.json", "{\"regions\": 3}")
    let broken = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(broken.exited(1) && !broken.crashed, "\(broken)")
    // Located, with the reason, as a trace's problems are (issue 35).
    #expect(broken.stderr.contains("ref/s-hitmap.json:1:1: error: the top level: missing 'screen'"))
    #expect(broken.stderr.contains("ref/s-hitmap.json:1:13: error: regions: "), "\(broken)")
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("ref/s-hitmap.json"))
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("ref/s-hitmap.json"), withIntermediateDirectories: true
    )
    let folder = try scratch.run("check", "s.yaml", "--against", "ref", "--record", "never")
    #expect(folder.exited(1) && folder.stderr.contains("the reference is a directory"), "\(folder)")
  }
}
