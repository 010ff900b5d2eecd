import ArgumentParser
import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceExplorer
import TouchTraceLayout
import TouchTraceRender
import TouchTraceScene

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draws scenes (or traces) as PNG, SVG or PDF diagrams, one per touch, step-through HTML "
      + "pages or animated PNGs.",
    discussion: """
      INPUT is a scene file, a directory of them, a trace JSON, or - for standard input. Files are \
      named as DocC expects: \
      name.png, name@2x.png, name~dark.png, name~dark@2x.png, name.svg, name.pdf; a scene with \
      several touches gives name-1, name-2… unless --combine. Directories render in parallel; an \
      error in one scene is reported and the others still render (the exit code is 1 at the end). \
      --output - writes the one image to standard output (one scene, format, scale and theme). \
      --locale draws the diagrams' words in another language (ids, classes and methods stay as \
      they are); the name gains it before the theme: name~zh-Hans~dark@2x.png. --watch renders, \
      then renders again whenever an input file changes (or a scene is added to an input \
      folder), naming each file it wrote or the located error, until Ctrl-C (exit 0). \
      --format html writes name.html, an explorer that steps through the run line by line of \
      its event log (link to a step with name.html#step=N); --format apng writes each diagram as \
      an animated PNG, name-animated@2x.png (name-1-animated@2x.png…), a frame per step, each \
      shown for --frame-duration seconds.

      Examples:
        touchtrace render login.yaml -o diagrams
        touchtrace render scenes/ --format svg --theme light --theme dark -o docs/img
        touchtrace render login.yaml --format html -o - > login.html
      """)

  @Argument(help: "Scene files, directories of scene files, trace JSON files, or -.")
  var inputs: [String]

  @Option(
    name: .shortAndLong, help: "The directory to write into; - writes the image to standard output."
  )
  var output = "output"

  @Option(name: .customLong("format"), help: "png, svg, pdf, html or apng; repeat for several.")
  var formats: [RenderFormat] = [.png]

  @Option(name: .customLong("scale"), help: "PNG pixels per point: 1, 2 or 3; repeat for several.")
  var scales: [Int] = [2]

  @Option(name: .customLong("theme"), help: "light or dark; repeat for both.")
  var themes: [Theme] = [.light]

  @Option(
    help: ArgumentHelp(
      "Seconds each frame of --format apng shows (0.001 to 60).", valueName: "seconds"))
  var frameDuration = Renderer.defaultFrameDuration

  @Flag(help: "Draw all of a scene's touches in one image.")
  var combine = false

  @Flag(
    help: "Also draw each scene's hit map (name-hitmap…); a scene without touches draws it anyway.")
  var hitMap = false

  @Option(help: "The diagrams' language: en, zh-Hans, zh-Hant or ja.")
  var locale: DiagramLocale = .en

  @Option(help: "Also write a Markdown page embedding every diagram with its title.")
  var markdown: String?

  @Flag(help: "Render, then render again each time an input changes, until Ctrl-C.")
  var watch = false

  @OptionGroup var batch: BatchOptions
  @OptionGroup var warnings: WarningOptions

  func validate() throws {
    guard scales.allSatisfy({ (1...3).contains($0) }) else {
      throw ValidationError("--scale must be 1, 2 or 3")
    }
    if watch && output == "-" {
      throw ValidationError("--watch writes files; it cannot be used with --output -")
    }
    guard frameDuration >= 0.001, frameDuration <= 60 else {
      throw ValidationError("--frame-duration must be from 0.001 to 60 seconds")
    }
  }

  func run() throws {
    guard watch else { return try renderOnce() }
    // Each round reports its own errors; a broken scene waits for the next change.
    let stop = StopSignal()
    try? renderOnce()
    writeErr("watching \(inputs.joined(separator: ", ")) (Ctrl-C stops)\n")
    InputWatch(paths: inputs).poll(
      until: { stop.isStopped },
      changed: {
        writeErr("an input changed: rendering again\n")
        try? renderOnce()
      })
  }

  /// Renders every input once; exit code 1 (thrown) when any failed.
  func renderOnce() throws {
    let all = try failingWithExitCode { try Input.distinct(Input.expand(inputs)) }
    let files = batch.select(all)
    let options = renderOptions
    if output == "-" {
      return try failingWithExitCode { try renderToStandardOutput(files, options: options) }
    }
    let directory = URL(fileURLWithPath: output)
    // Refused now if it is a file; created only once a scene has drawn its images, so invalid
    // input leaves no empty folder behind (issue 14).
    try failingWithExitCode { try OutputDirectory.check(output) }
    // Removed after the run if no scene wrote into it (a full disk).
    let folders = NewFolders(output)
    defer { folders.removeEmpty() }
    let start = Date()
    let scene = SceneRendering(
      options: options, explorer: formats.contains(.html), animate: formats.contains(.apng),
      frameDuration: frameDuration, hitMap: hitMap, strict: warnings.strict, output: output,
      directory: directory)
    let results = Batch.run(files, jobs: batch.jobs, progress: Progress(total: files.count)) {
      try scene.render($0)
    }
    let (written, failed) = reportResults(results)
    let seconds = Date().timeIntervalSince(start)
    let summary =
      "rendered \(files.count - failed) of \(files.count) scene\(files.count == 1 ? "" : "s") into \(output)/ "
      + "(\(written) file\(written == 1 ? "" : "s")) in \(String(format: "%.1f", seconds)) s"
      + (failed > 0 ? "; \(failed) failed" : "")
    if let markdown {
      try writeMarkdownPage(markdown, entries: results.compactMap { try? $0.get().1 })
    }
    writeErr(summary + "\n")
    if failed > 0 { throw ExitCode.failure }
  }

  /// The images the options ask for.
  private var renderOptions: RenderOptions {
    var chosen = RenderOptions()
    chosen.formats = formats.compactMap(\.image)
    chosen.scales = scales
    chosen.themes = themes
    chosen.combine = combine
    chosen.locale = locale
    return chosen
  }

  /// Reports each scene's warnings or error; the files written and the scenes that failed.
  private func reportResults(
    _ results: [Result<([SceneWarning], MarkdownGallery.Entry), any Error>]
  ) -> (written: Int, failed: Int) {
    var failed = 0
    var written = 0
    for result in results {
      switch result {
      case .success(let (warnings, entry)):
        report(warnings)
        written += entry.files.count
        // Watching, each file is named: the reader sees what changed.
        if watch { for file in entry.files { writeErr("wrote \(file.relativePath)\n") } }
      case .failure(let error):
        failed += 1
        report(error)
      }
    }
    return (written, failed)
  }

  /// `--markdown`: the page embedding every diagram drawn.
  private func writeMarkdownPage(_ path: String, entries: [MarkdownGallery.Entry]) throws {
    let page = URL(fileURLWithPath: path)
    try failingWithExitCode {
      do {
        try writeAtomically(Data(MarkdownGallery.page(entries, relativeTo: page).utf8), to: page)
      } catch CanvasError.writeFailed(_, let why) {
        // Said like every other error (issue 23: a full disk printed no `error:`).
        throw InputError("\(path): error: cannot write the Markdown page (\(why))")
      }
    }
  }
}
