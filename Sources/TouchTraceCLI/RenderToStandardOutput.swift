import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceExplorer
import TouchTraceRender
import TouchTraceTrace

extension RenderCommand {
  /// `--output -`: the one image (or explorer page, or animation) the options ask for, to standard
  /// output, for a pipe. Anything that would make more than one file is an error saying how to ask
  /// for one.
  func renderToStandardOutput(_ inputs: [Input], options: RenderOptions) throws {
    guard markdown == nil else {
      throw Self.usageError(
        "--markdown writes a page beside files; it cannot be used with --output -")
    }
    guard inputs.count == 1 else {
      throw Self.usageError(
        "--output - writes one image to standard output, but \(inputs.count) scenes were given; "
          + "give one scene, or a directory to --output")
    }
    if formats.contains(.apng) {
      return try writeAnimation(of: inputs[0], options: options)
    }
    if formats.contains(.html) {
      return try writeExplorerPage(of: inputs[0], options: options)
    }
    try writeDiagram(of: inputs[0], options: options)
  }

  /// An error in the options given, not in a scene.
  private static func usageError(_ message: String) -> InputError {
    InputError("touchtrace: error: \(message)")
  }

  /// `--format apng`: the one animated diagram.
  private func writeAnimation(of input: Input, options: RenderOptions) throws {
    guard formats.allSatisfy({ $0 == .apng }), options.scales.count == 1,
      options.themes.count == 1
    else {
      throw Self.usageError(
        "--output - writes one file: give --format apng alone, with one --scale and --theme")
    }
    let trace = try load(input).trace
    let files = try input.namingDrawingErrors {
      try Renderer.animations(
        of: trace, name: input.name, options: options, frameDuration: frameDuration)
    }
    guard files.count == 1 else {
      throw InputError(
        "\(input.file): error: the scene has \(files.count) animated diagrams; add --combine to "
          + "animate them as one for --output -")
    }
    try writeOut(files[0].data)
  }

  /// `--format html`: the explorer page.
  private func writeExplorerPage(of input: Input, options: RenderOptions) throws {
    guard formats.allSatisfy({ $0 == .html }) else {
      throw Self.usageError("--output - writes one file: give --format html alone")
    }
    let loaded = try load(input)
    // One page holds the map too, as `render --format html` to files has it (a click on a
    // screen is answered from it).
    let map = try Self.drawnMap(of: loaded, input: input, hitMap: true)
    try writeOut(
      input.namingDrawingErrors {
        try FontSetup.verify()
        return try Explorer.page(
          for: loaded.trace, combine: options.combine, locale: options.locale,
          hitMap: map.map { ($0.trace, $0.map) }, showMap: hitMap)
      })
  }

  /// One diagram in one format, scale and theme: the touch's, or the map of a scene without
  /// touches.
  private func writeDiagram(of input: Input, options: RenderOptions) throws {
    let variants = RenderVariant.all(options)
    guard variants.count == 1 else {
      let names = variants.map { $0.fileName(base: "image") }.joined(separator: ", ")
      throw Self.usageError(
        "--output - writes one image, but these options ask for \(variants.count) (\(names)); "
          + "give one --format, one --scale and one --theme")
    }
    let loaded = try load(input)
    let trace = loaded.trace
    try input.namingDrawingErrors {
      // A scene without touches draws its map, as `render` to files does; a map beside the
      // touch diagrams would be a second image.
      if hitMap && !(trace.touches.isEmpty && trace.events.isEmpty) {
        throw InputError(
          "\(input.file): error: --hit-map draws a second image beside the touch diagrams; "
            + "for --output -, draw the map alone with 'touchtrace hitmap -o -'")
      }
      if let drawn = try Self.drawnMap(of: loaded, input: input, hitMap: false) {
        try FontSetup.verify()
        let diagram = Renderer.hitMapDiagram(
          trace: drawn.trace, map: drawn.map, locale: options.locale)
        return try writeOut(Renderer.image(of: diagram, variant: variants[0]))
      }
      let diagrams = try Renderer.diagrams(
        for: trace, name: input.name, combine: options.combine, locale: options.locale)
      guard diagrams.count == 1 else {
        throw InputError(
          "\(input.file): error: the scene has \(diagrams.count) touches and other events, so "
            + "\(diagrams.count) diagrams; add --combine to draw them in one image for --output -")
      }
      try FontSetup.verify()
      try writeOut(Renderer.image(of: diagrams[0].diagram, variant: variants[0]))
    }
  }

  /// The scene or trace, its warnings reported.
  private func load(_ input: Input) throws -> Loaded {
    let loaded = try input.load(strict: warnings.strict)
    report(loaded.warnings)
    return loaded
  }
}
