import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// `output/` holds every sample's trace and diagrams (PNG @2x and SVG, light and dark; the seed
/// samples' in Simplified Chinese too), checked in.
/// Re-rendering them must give the same bytes, so a change in behaviour or in drawing shows up here
/// as a failing test and a diff in `output/` to look at. `.ci/setup` writes the same variants.
@Suite struct GalleryTests {
  static let root = Repo.root
  static let samples = Repo.samples
  static let output = Repo.output

  static var options: RenderOptions { .gallery }

  /// The languages a sample's diagrams are in: the seed samples (from Chinese articles) in
  /// Simplified Chinese too, as `.ci/setup` renders them.
  static func locales(_ name: String) -> [DiagramLocale] {
    name.hasPrefix("seed") ? [.en, .zhHans] : [.en]
  }

  /// The README's animated diagram: one sample at 1x, light, 0.9 s a frame (as `.ci/setup` makes it).
  static let animated = (sample: "seed000-tap-red", file: "seed000-tap-red-animated.png")

  @Test func readmeAnimationIsUpToDate() throws {
    let trace = try SceneRunner.run(
      path: Self.samples.appendingPathComponent(Self.animated.sample + ".yaml").path)
    var options = RenderOptions()
    options.scales = [1]
    let fresh = try Renderer.animations(
      of: trace, name: Self.animated.sample, options: options, frameDuration: 0.9)
    #expect(fresh.map(\.file) == [Self.animated.file])
    #expect(
      try fresh.first?.data
        == Data(contentsOf: Self.output.appendingPathComponent(Self.animated.file)),
      "output/\(Self.animated.file) is stale: run `bash .ci/setup`")
  }

  @Test(arguments: try Repo.sampleNames())
  func galleryIsUpToDate(name: String) throws {
    let trace = try SceneRunner.run(path: Self.samples.appendingPathComponent(name + ".yaml").path)
    let stale = "is stale: run `bash .ci/setup` and look at the diff"
    let traceFile = Self.output.appendingPathComponent(name + ".trace.json")
    #expect(
      try Data(contentsOf: traceFile) == trace.jsonData(), "output/\(name).trace.json \(stale)")
    for locale in Self.locales(name) {
      try check(trace, name: name, locale: locale, stale: stale)
    }
  }

  func check(_ trace: Trace, name: String, locale: DiagramLocale, stale: String) throws {
    for (base, diagram) in try Renderer.diagrams(
      for: trace, name: name, combine: false, locale: locale)
    {
      for variant in RenderVariant.all(Self.options) {
        let file = Self.output.appendingPathComponent(variant.fileName(base: base))
        let fresh = try Renderer.image(of: diagram, variant: variant)
        guard try Data(contentsOf: file) != fresh else { continue }
        // Keep the fresh image beside the failure, to compare with the one in output/.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
          "touchtrace-gallery")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try fresh.write(to: kept.appendingPathComponent(file.lastPathComponent))
        Issue.record("output/\(file.lastPathComponent) \(stale); the new one is in \(kept.path)")
      }
    }
  }

  /// The renderer refuses diagrams too tall to draw from a bound found before the layout: it
  /// must never be above a diagram's real height, or a drawable scene would be refused.
  @Test(arguments: try Repo.sampleNames())
  func minimumHeightsBoundTheLaidOutDiagrams(name: String) throws {
    let trace = try SceneRunner.run(path: Self.samples.appendingPathComponent(name + ".yaml").path)
    let bounds = DiagramLayout.minimumHeights(for: trace)
    let diagrams = DiagramLayout.diagrams(for: trace, measure: Renderer.measurer)
    #expect(bounds.count == diagrams.count)
    for (bound, diagram) in zip(bounds, diagrams) {
      #expect(bound.treeRows > 0)
      #expect(bound.height <= diagram.size.height, "\(name): \(bound) > \(diagram.size)")
    }
  }

  /// Nothing in output/ that no sample makes any more.
  @Test func galleryHasNoLeftovers() throws {
    var expected: Set<String> = [Self.animated.file]
    for name in try Repo.sampleNames() {
      expected.insert(name + ".trace.json")
      let trace = try SceneRunner.run(
        path: Self.samples.appendingPathComponent(name + ".yaml").path)
      let bases =
        Renderer.diagramCount(for: trace) > 1
        ? (1...Renderer.diagramCount(for: trace)).map { "\(name)-\($0)" } : [name]
      for base in bases {
        for locale in Self.locales(name) {
          for v in RenderVariant.all(Self.options) {
            expected.insert(v.fileName(base: base + locale.nameSuffix))
          }
        }
      }
    }
    // The hit maps .ci/setup draws (issue 24).
    for name in ["seed000-button-outside-superview", "import-feed"] {
      for v in RenderVariant.all(Self.options) {
        expected.insert(v.fileName(base: name + "-hitmap"))
      }
    }
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.output.path))
    #expect(present.subtracting(expected).sorted() == [], "files in output/ that no sample makes")
    #expect(expected.subtracting(present).sorted() == [], "files missing from output/")
  }
}

/// The trace schema's article shows one sample's whole trace; it must be the current one.
@Test func traceArticleShowsTheCurrentTrace() throws {
  let article = try String(
    contentsOf: GalleryTests.root.appendingPathComponent(
      "Sources/TouchTrace/TouchTrace.docc/TraceSchema.md"), encoding: .utf8)
  let trace = try String(
    contentsOf: GalleryTests.output.appendingPathComponent("seed000-enlarged-button.trace.json"),
    encoding: .utf8)
  #expect(article.contains(trace.trimmingCharacters(in: .newlines)))
}

/// The DocC catalog shows samples' diagrams: each image an article names is in its Resources in
/// both appearances, nothing else is, and each is the gallery's file (so it is current too).
@Test func docCatalogShowsCurrentDiagrams() throws {
  let catalog = GalleryTests.root.appendingPathComponent("Sources/TouchTrace/TouchTrace.docc")
  let resources = catalog.appendingPathComponent("Resources")
  var shown: Set<String> = []
  for page in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
  where page.hasSuffix(".md") {
    let text = try String(contentsOf: catalog.appendingPathComponent(page), encoding: .utf8)
    for match in text.matches(of: /!\[[^\]]*\]\(([a-z0-9-]+)\)/) { shown.insert(String(match.1)) }
  }
  #expect(shown.contains("seed000-tap-red"))
  let expected = Set(shown.flatMap { [$0 + "@2x.png", $0 + "~dark@2x.png"] })
  // The render-touch-diagrams plugin's list of the files it wrote (.render-touch-diagrams) is
  // its own bookkeeping, not a diagram.
  let present = Set(try FileManager.default.contentsOfDirectory(atPath: resources.path))
    .subtracting([".render-touch-diagrams"])
  #expect(present == expected, "run `bash .ci/setup` to redraw the catalog's diagrams")
  for file in present.intersection(expected).sorted() {
    #expect(
      try Data(contentsOf: resources.appendingPathComponent(file))
        == Data(contentsOf: GalleryTests.output.appendingPathComponent(file)),
      "\(file) is stale: run `bash .ci/setup`")
  }
}
