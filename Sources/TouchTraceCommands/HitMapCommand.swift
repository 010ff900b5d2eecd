import ArgumentParser
import Foundation
import TouchTraceCanvasBase
import TouchTraceHitMap
import TouchTraceLayout
import TouchTraceScene
import TouchTraceTrace

/// What `hitmap --format` accepts: the canvas's image formats and the map's JSON.
package enum HitMapFormat: String, CaseIterable, ExpressibleByArgument {
  case png, svg, pdf, json, sarif
  package var image: ImageFormat? { ImageFormat(rawValue: rawValue) }
}

/// How `hitmap` draws a map's images: in `touchtrace-draw` with the renderer; the light
/// `touchtrace` draws none (it runs `touchtrace-draw` when a `--format` is an image).
package protocol HitMapDrawing {
  static func images(
    trace: Trace, map: HitMap, file: String, base: String, formats: [ImageFormat], scales: [Int],
    themes: [Theme], locale: DiagramLocale
  ) throws -> [(file: String, data: Data)]
}

/// The light executable's: a map only as JSON.
package enum NoHitMapImages: HitMapDrawing {
  package static func images(
    trace: Trace, map: HitMap, file: String, base: String, formats: [ImageFormat], scales: [Int],
    themes: [Theme], locale: DiagramLocale
  ) throws -> [(file: String, data: Data)] {
    guard formats.isEmpty else {
      throw InputError("touchtrace: error: this executable draws no images; run touchtrace-draw")
    }
    return []
  }
}

/// `hitmap`; `Drawing` draws its images (``NoHitMapImages`` in the light executable).
package struct HitMapCommand<Drawing: HitMapDrawing>: ParsableCommand {
  package init() {}

  // (A generic type has no stored static properties.)
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "hitmap",
      abstract:
        "Hit-tests every point of a scene's screen: which view a finger gets, and where a control "
        + "cannot be reached.",
      discussion: """
        SCENE is a scene file or - for standard input; its touches are not played (the map is of \
        the scene as it starts). Every cell of a --resolution grid is hit-tested with the engine's \
        own hitTest (windows, overrides, transforms included); the answers are merged into one \
        region per view, each view's frame is compared with the points that reach it, and controls \
        and views with recognizers or touch handlers that lose part of their frame are findings. \
        Findings are ranked: likely bugs first (a near-invisible or clear view takes the points, \
        a part lies outside a superview that does not clip, an ancestor has no size or user \
        interaction off), then what to check (and buttons under Apple's 44×44 pt minimum target), \
        then what is expected (content scrolled under an opaque bar). --format json writes the map \
        (see the HitMap article), sarif its findings as SARIF 2.1.0 at each view's line of the \
        scene; png, svg and pdf draw it. Files are named name-hitmap.json, name-hitmap.sarif, \
        name-hitmap@2x.png, name-hitmap~dark@2x.png…; --output - writes the one file to \
        standard output.

        Examples:
          touchtrace hitmap screen.yaml          # output/screen-hitmap@2x.png
          touchtrace hitmap screen.yaml --format json -o - | jq '.findings'
          touchtrace hitmap screen.yaml --format sarif -o ci   # ci/screen-hitmap.sarif
        """)
  }

  @Argument(help: "A scene file, or - for standard input.")
  package var input: String

  @Option(
    name: .shortAndLong,
    help: "The directory to write into; - writes the one file to standard output.")
  package var output = "output"

  @Option(
    name: .customLong("format"),
    help: "png, svg, pdf, json or sarif (the findings, for CI to annotate); repeat for several.")
  package var formats: [HitMapFormat] = [.png]

  @Option(help: ArgumentHelp("The grid's step in points.", valueName: "points"))
  package var resolution = HitMapper.defaultResolution

  @Option(name: .customLong("scale"), help: "PNG pixels per point: 1, 2 or 3; repeat for several.")
  package var scales: [Int] = [2]

  @Option(name: .customLong("theme"), help: "light or dark; repeat for both.")
  package var themes: [Theme] = [.light]

  @Option(help: "The picture's language: en, zh-Hans, zh-Hant or ja.")
  package var locale: DiagramLocale = .en

  package func validate() throws {
    guard scales.allSatisfy({ (1...3).contains($0) }) else {
      throw ValidationError("--scale must be 1, 2 or 3")
    }
    guard resolution.isFinite, resolution > 0, resolution <= 100 else {
      throw ValidationError("--resolution must be a number of points above 0, at most 100")
    }
  }

  package func run() throws {
    try failingWithExitCode {
      let input = try Input.one(input)
      let (trace, map) = try input.hitMap(resolution: resolution)
      var files = try Drawing.images(
        trace: trace, map: map, file: input.file, base: input.name + "-hitmap",
        formats: formats.compactMap(\.image),
        scales: scales, themes: themes, locale: locale)
      if formats.contains(.sarif) {
        let lines = HitMapSARIF.viewLines(try input.scene())
        let file = input.standardInput == nil ? input.path : nil
        files.insert(
          (input.name + "-hitmap.sarif", try HitMapSARIF.data(map, file: file, lines: lines)), at: 0
        )
      }
      if formats.contains(.json) {
        files.insert((input.name + "-hitmap.json", try map.jsonData()), at: 0)
      }
      if output == "-" {
        guard files.count == 1 else {
          throw InputError(
            "touchtrace: error: --output - writes one file, but these options ask for "
              + "\(files.count); give one --format, one --scale and one --theme")
        }
        return try writeOut(files[0].data)
      }
      let folders = NewFolders(output)
      do {
        try OutputDirectory.make(output)
        let directory = URL(fileURLWithPath: output)
        try writeAtomically(files.map { (directory.appendingPathComponent($0.file), $0.data) })
      } catch CanvasError.writeFailed(let path, let why) {
        folders.removeEmpty()
        throw InputError("\(input.file): error: could not write \(path): \(why)")
      } catch {
        folders.removeEmpty()
        throw error
      }
      writeErr("wrote \(files.map { "\(output)/\($0.file)" }.joined(separator: ", "))\n")
    }
  }

}

extension Input {
  /// The scene's trace (no touches) and map; a trace file cannot be mapped (the map needs the
  /// engine, and a trace has only what one run asked).
  /// `advice` ends the error of a map with too many cells: how this command makes a coarser one.
  package func hitMap(
    resolution: Double, advice: String = "use a coarser --resolution"
  ) throws -> (Trace, HitMap) {
    if try traceFile() != nil {
      throw InputError(
        "\(file): error: expected a scene file: a hit map hit-tests the scene with the "
          + "engine, and a trace holds only the points its touches asked")
    }
    let document = try scene()
    do {
      let url = URL(fileURLWithPath: path)
      let title =
        standardInput == nil ? url.deletingPathExtension().lastPathComponent : name
      return try HitMapper.map(document, title: title, source: file, resolution: resolution)
    } catch let error as HitMapper.MapError {
      guard case .tooManyCells = error else { throw InputError("\(file): error: \(error)") }
      throw InputError("\(file): error: \(error): \(advice)")
    }
  }
}
