import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceExplorer
import TouchTraceRender
import TouchTraceScene
import TouchTraceTrace

/// What `render` does with one input when it writes files: its diagrams, its map, its explorer
/// page and animations into the output directory, and its entry in the Markdown page. A value,
/// so the scenes rendered in parallel share nothing.
struct SceneRendering: Sendable {
  var options: RenderOptions
  /// `--format html`: the explorer page; `--format apng`: the animations.
  var explorer: Bool
  var animate: Bool
  var frameDuration: Double
  var hitMap: Bool
  var strict: Bool
  /// The output directory as given, and as a URL.
  var output: String
  var directory: URL

  /// Draws and writes the input's files; its warnings and its Markdown entry.
  func render(_ input: Input) throws -> ([SceneWarning], MarkdownGallery.Entry) {
    let loaded = try input.load(strict: strict)
    do {
      let map = try RenderCommand.drawnMap(of: loaded, input: input, hitMap: hitMap)
      var images = try RenderCommand.images(of: loaded, input: input, options: options, map: map)
      // The explorer page, named like the diagrams (`name~zh-Hans.html` in another language).
      let pageName = input.name + options.locale.nameSuffix + ".html"
      if animate {
        images += try Renderer.animations(
          of: loaded.trace, name: input.name, options: options, frameDuration: frameDuration)
      }
      if explorer {
        // The page answers a click on any screen from the scene's hit map (issue 36), so it has
        // the map even when the images do not.
        let pageMap = try map ?? RenderCommand.drawnMap(of: loaded, input: input, hitMap: true)
        let page = try Explorer.page(
          for: loaded.trace, combine: options.combine, locale: options.locale,
          hitMap: pageMap.map { ($0.trace, $0.map) }, showMap: map != nil)
        images.append((pageName, page))
      }
      try OutputDirectory.make(output)
      let files = images.map { (directory.appendingPathComponent($0.file), $0.data) }
      try writeAtomically(files)
      var entry = MarkdownGallery.Entry(title: loaded.trace.title, files: files.map(\.0))
      if explorer {
        entry.explorer = directory.appendingPathComponent(pageName)
        entry.steps = firstSteps(of: loaded.trace, name: input.name)
      }
      return (loaded.warnings, entry)
    } catch let error as InputError {
      throw error
    } catch {
      throw InputError("\(input.file): error: \(error)")
    }
  }

  /// For each picture's file name, the explorer step its diagram starts at.
  private func firstSteps(of trace: Trace, name: String) -> [String: Int] {
    var steps: [String: Int] = [:]
    let starts = Explorer.firstSteps(
      for: trace, name: name, combine: options.combine, locale: options.locale)
    for (base, step) in starts {
      for variant in RenderVariant.all(options) {
        steps[variant.fileName(base: base)] = step
      }
    }
    return steps
  }
}
