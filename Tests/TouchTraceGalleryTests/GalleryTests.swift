import Foundation
import Testing
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// `output/` holds what samples/gallery.manifest lists (every sample's trace and SVG diagrams,
/// PNGs of the images the documentation shows), checked in and drawn by `.ci/setup` from the same
/// manifest. Re-rendering must give the same bytes, so a change in behaviour or in drawing shows up
/// here as a failing test and a diff in `output/` to look at.
@Suite struct GalleryTests {
  static let output = Repo.output
  static let stale = "is stale: run `bash .ci/setup` and look at the diff"

  static func trace(_ name: String) throws -> Trace {
    try SceneRunner.run(path: Repo.sample(name).path)
  }

  @Test(arguments: try GalleryManifest.read().samples)
  func galleryIsUpToDate(name: String) throws {
    let trace = try Self.trace(name)
    for job in try GalleryManifest.read().jobs(for: name) {
      switch job.kind {
      case .trace:
        let file = Self.output.appendingPathComponent(name + ".trace.json")
        #expect(
          try Data(contentsOf: file) == trace.jsonData(), "output/\(name).trace.json \(Self.stale)")
      case .render:
        for (base, diagram) in try Renderer.diagrams(
          for: trace, name: name, combine: false, locale: job.options.locale)
        {
          for variant in job.variants {
            try check(
              variant.fileName(base: base), Renderer.image(of: diagram, variant: variant), job)
          }
        }
      case .animate:
        for (file, data) in try Renderer.animations(
          of: trace, name: name, options: job.options, frameDuration: job.frameDuration ?? 0)
        {
          try check(file, data, job)
        }
      case .hitmap:
        continue  // Their files are there (galleryHoldsWhatTheManifestLists); CLI tests draw maps.
      }
    }
  }

  /// Compares `fresh` with output/FILE; a stale file's new bytes are kept to compare.
  func check(_ file: String, _ fresh: Data, _ job: GalleryManifest.Job) throws {
    let url = Self.output.appendingPathComponent(file)
    guard try Data(contentsOf: url) != fresh else { return }
    let kept = FileManager.default.temporaryDirectory.appendingPathComponent("touchtrace-gallery")
    try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
    try fresh.write(to: kept.appendingPathComponent(file))
    Issue.record(
      "output/\(file) (gallery.manifest:\(job.line)) \(Self.stale); the new one is in \(kept.path)")
  }

  /// The renderer refuses diagrams too tall to draw from a bound found before the layout: it
  /// must never be above a diagram's real height, or a drawable scene would be refused.
  @Test(arguments: try Repo.sampleNames())
  func minimumHeightsBoundTheLaidOutDiagrams(name: String) throws {
    let trace = try Self.trace(name)
    let bounds = DiagramLayout.minimumHeights(for: trace)
    let diagrams = DiagramLayout.diagrams(for: trace, measure: Renderer.measurer)
    #expect(bounds.count == diagrams.count)
    for (bound, diagram) in zip(bounds, diagrams) {
      #expect(bound.treeRows > 0)
      #expect(bound.height <= diagram.size.height, "\(name): \(bound) > \(diagram.size)")
    }
  }

  /// The files the manifest makes, by name.
  static func listedFiles(_ manifest: GalleryManifest? = nil) throws -> Set<String> {
    var files: Set<String> = []
    for job in try (manifest ?? GalleryManifest.read()).jobs {
      for name in job.samples {
        let trace = try Self.trace(name)
        let count = Renderer.diagramCount(for: trace)
        let bases = (count > 1 ? (1...count).map { "\(name)-\($0)" } : [name]).map {
          $0 + job.options.locale.nameSuffix
        }
        switch job.kind {
        case .trace: files.insert(name + ".trace.json")
        case .render:
          for base in bases { files.formUnion(job.variants.map { $0.fileName(base: base) }) }
        case .hitmap: files.formUnion(job.variants.map { $0.fileName(base: name + "-hitmap") })
        case .animate:
          let scale = job.options.scales == [1] ? "" : "@\(job.options.scales[0])x"
          files.formUnion(bases.map { $0 + "-animated" + scale + ".png" })
        }
      }
    }
    return files
  }

  /// output/ holds what the manifest lists: nothing missing, nothing left over.
  @Test func galleryHoldsWhatTheManifestLists() throws {
    let listed = try Self.listedFiles()
    let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.output.path))
    #expect(
      present.subtracting(listed).sorted() == [], "files in output/ the manifest does not list")
    #expect(listed.subtracting(present).sorted() == [], "files missing from output/")
  }

  /// Every sample is in the gallery (its trace and SVG at least), and every image the README or
  /// a DocC article shows is one the manifest draws.
  @Test func theManifestDrawsEverySampleAndEveryShownImage() throws {
    let listed = try Self.listedFiles()
    for name in try Repo.sampleNames() {
      #expect(listed.contains(name + ".trace.json"), "\(name) has no trace in the manifest")
      #expect(listed.contains { $0.hasPrefix(name) && $0.hasSuffix(".svg") }, "\(name): no SVG")
    }
    let readme = try String(
      contentsOf: Repo.root.appendingPathComponent("README.md"), encoding: .utf8)
    let inReadme = readme.matches(of: /output\/([A-Za-z0-9~@._-]+\.png)/).map { String($0.1) }
    #expect(inReadme.count >= 3)
    let shown = try docCatalogImages().flatMap { [$0 + "@2x.png", $0 + "~dark@2x.png"] }
    for file in inReadme + shown {
      #expect(
        listed.contains(file), "\(file) is shown but samples/gallery.manifest does not draw it")
    }
  }
}

/// The names of the images the DocC articles show (`![…](NAME)`).
func docCatalogImages() throws -> Set<String> {
  let catalog = Repo.root.appendingPathComponent("Sources/TouchTrace/TouchTrace.docc")
  var shown: Set<String> = []
  for page in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
  where page.hasSuffix(".md") {
    let text = try String(contentsOf: catalog.appendingPathComponent(page), encoding: .utf8)
    for match in text.matches(of: /!\[[^\]]*\]\(([a-z0-9-]+)\)/) { shown.insert(String(match.1)) }
  }
  return shown
}

/// The trace schema's article shows one sample's whole trace; it must be the current one.
@Test func traceArticleShowsTheCurrentTrace() throws {
  let article = try String(
    contentsOf: Repo.root.appendingPathComponent(
      "Sources/TouchTrace/TouchTrace.docc/TraceSchema.md"), encoding: .utf8)
  let trace = try String(
    contentsOf: Repo.output.appendingPathComponent("seed000-enlarged-button.trace.json"),
    encoding: .utf8)
  #expect(article.contains(trace.trimmingCharacters(in: .newlines)))
}

/// The DocC catalog shows samples' diagrams: each image an article names is in its Resources in
/// both appearances, nothing else is, and each is the gallery's file (so it is current too).
@Test func docCatalogShowsCurrentDiagrams() throws {
  let resources = Repo.root.appendingPathComponent("Sources/TouchTrace/TouchTrace.docc/Resources")
  let shown = try docCatalogImages()
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
        == Data(contentsOf: Repo.output.appendingPathComponent(file)),
      "\(file) is stale: run `bash .ci/setup`")
  }
}
