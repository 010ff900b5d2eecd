import Foundation
import Testing
import TouchTraceTestSupport

/// `.ci/gallery` (what `.ci/setup` runs) and GalleryTests read samples/gallery.manifest alike:
/// the script, run with the built `touchtrace` on a small manifest of every kind, makes exactly
/// the files the Swift reader lists.
@Suite struct GalleryScriptTests {
  static let manifest = """
    # A comment, and a blank line.

    trace    json     -           en       1      samples/seed000-tap-*.yaml
    render   svg      light       zh-Hans  2      samples/seed000-tap-gray.yaml
    render   png,svg  light,dark  en       3      samples/settings-screen.yaml
    hitmap   svg      dark        en       2      samples/seed000-tap-red.yaml
    animate  apng:0.5 light       en       1      samples/seed000-tap-red.yaml
    """

  @Test func theScriptMakesWhatTheSwiftReaderLists() throws {
    let scratch = try Scratch()
    try scratch.write(
      ".ci/gallery",
      String(contentsOf: Repo.root.appendingPathComponent(".ci/gallery"), encoding: .utf8))
    try scratch.write("samples/gallery.manifest", Self.manifest)
    for name in ["seed000-tap-red", "seed000-tap-gray", "settings-screen"] {
      try scratch.write("samples/\(name).yaml", Repo.sampleText(name))
    }
    let bash = try #require(Command.onPath("bash"))
    let binary = try #require(Command.executable)
    let result = try Command.run(
      [".ci/gallery", binary.path, "drawn"], in: scratch.url, timeout: 300, program: bash)
    try #require(result.exited(0), "\(result)")

    let listed = try GalleryTests.listedFiles(
      GalleryManifest.read(Self.manifest, samples: scratch.file("samples")))
    #expect(listed.contains("settings-screen-2~dark@3x.png"))
    #expect(listed.contains("seed000-tap-gray~zh-Hans.svg"))
    #expect(Set(scratch.contents("drawn")) == listed)
  }

  /// A pattern that matches no scene is the manifest's error, at its line.
  @Test func aPatternWithoutAScene() throws {
    #expect {
      try GalleryManifest.read(
        "\ntrace json - en 1 samples/nothing-*.yaml\n", samples: Repo.samples)
    } throws: { error in
      "\(error)" == "samples/gallery.manifest:2: no scene matches samples/nothing-*.yaml"
    }
  }
}
