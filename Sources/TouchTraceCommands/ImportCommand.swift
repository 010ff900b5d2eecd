import ArgumentParser
import Foundation
import TouchTraceCanvasBase
import TouchTraceHitMap
import TouchTraceImport
import TouchTraceScene
import TouchTraceTrace

package struct ImportCommand: ParsableCommand {
  package init() {}

  package static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turns a view hierarchy printed by recursiveDescription into a scene.",
    discussion: """
      DUMP is what `po view.value(forKey: "recursiveDescription")!` (Swift) or \
      `po [view recursiveDescription]` (Objective-C) printed in LLDB, or an NSLog of it, pasted \
      into a file (or given on standard input with -). The scene is written only if it validates. \
      Without --tap it has no touches: it prints the hit map's findings (the controls a finger \
      cannot wholly reach, and who takes the rest), and `touchtrace render` draws the hit map. \
      With --tap it prints why each tap goes where it does (--format json for a program).

      Examples:
        touchtrace import dump.txt --tap 100,350 -o login.yaml
        pbpaste | touchtrace import - --tap "200, 620" > screen.yaml
      """)

  @Argument(help: "The dump's file, or - for standard input.")
  package var dump: String

  @Option(
    name: .customLong("tap"),
    help: ArgumentHelp("A tap at X,Y in window coordinates; repeat for several.", valueName: "X,Y"))
  package var taps: [TapPoint] = []

  @Option(help: ArgumentHelp("The window's size (default: the first view's).", valueName: "WxH"))
  package var screen: ScreenSize?

  @Flag(help: "Skip lines that cannot be read, with a warning each, instead of failing.")
  package var lenient = false

  @Flag(help: "The dump's windows sit in a UIWindowScene (a scene-based app, iOS 13+).")
  package var sceneBased = false

  @Option(
    name: .shortAndLong, help: "Write the scene to this file (atomically), not standard output.")
  package var output: String?

  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "With --tap, the answer (why each tap goes where it does): text, coloured on a terminal "
        + "unless NO_COLOR is set, or json; on standard output with -o, else standard error.",
      valueName: "text|json"))
  var answerFormat: AnswerFormat = .text

  /// The largest coordinate or size an option may give, as a dump's frames may (`import`'s
  /// limit): 1e308 passed the options, overflowed to `inf` in the scene, and the error named no
  /// option (issue 35).
  package static let largestPoints = 1e9

  /// Throws unless every tap and the screen are within ``largestPoints``; the error names the
  /// dump and the option (exit 1, as for the dump's own numbers).
  package func checkOptions() throws {
    let limit = Self.largestPoints
    for tap in taps where !(abs(tap.x) <= limit && abs(tap.y) <= limit) {
      throw InputError(
        "\(dump): error: --tap \(tap.x),\(tap.y): each coordinate must be within ±1e9 points")
    }
    if let screen, !(screen.width <= limit && screen.height <= limit) {
      throw InputError(
        "\(dump): error: --screen \(screen.width)x\(screen.height): the width and height must be "
          + "at most 1e9 points")
    }
  }

  package func run() throws {
    try failingWithExitCode {
      try checkOptions()
      let text = try readDump()
      var options = ImportOptions()
      options.taps = taps.map { ($0.x, $0.y) }
      options.screen = screen.map { ($0.width, $0.height) }
      options.lenient = lenient
      options.sceneBased = sceneBased
      let scene = try DumpImport.scene(from: text, file: dump, options: options)
      for warning in scene.warnings { writeErr(warning.description + "\n") }
      // Checked as `validate` checks a file, so what is written always runs.
      let name = output ?? "<imported scene>"
      let application: UIApplication
      let document: SceneDocument
      do {
        document = try SceneParser.parse(scene.yaml, file: name)
        application = try SceneBuilder.build(document, file: name)
      } catch let errors as SceneErrors {
        // Reported at the view's line in the dump, the only file the user has.
        let located = errors.errors.map { error in
          // A line of the scene that no line of the dump made is reported at the dump itself.
          let place = error.location.flatMap { scene.dumpPlace(ofSceneLine: $0.line) } ?? dump
          return "\(place): error: \(error.message) (in the scene it makes)"
        }
        throw InputError(located.joined(separator: "\n"))
      } catch {
        throw InputError("\(error)\n\(dump): error: the imported scene does not validate (above)")
      }
      // Without a tap, where can a finger land? The hit map's findings answer (issue 24).
      // (The scene has no touches then: the application just built is the screen to map.)
      if taps.isEmpty { try reportHitMapFindings(of: application) }
      guard let output else {
        try writeOut(scene.yaml)
        return try printAnswer(document, to: STDERR_FILENO)
      }
      do {
        try AtomicFile.write(Data(scene.yaml.utf8), to: URL(fileURLWithPath: output))
      } catch {
        throw InputError("\(output): error: \(error)")
      }
      try printAnswer(document, to: STDOUT_FILENO)
    }
  }

  /// With --tap, why each tap goes where it does (issue 36): on standard output when the scene
  /// went to a file, on standard error when standard output holds the scene.
  private func printAnswer(_ document: SceneDocument, to descriptor: Int32) throws {
    guard !taps.isEmpty else { return }
    let trace = try SceneRunner.run(document, title: dump, source: dump)
    let text = try AnswerOutput.render(trace, format: answerFormat, descriptor: descriptor)
    if descriptor == STDOUT_FILENO { try writeOut(text) } else { writeErr(control: text) }
  }

  /// Each control (or view with touch handling) that loses part of its frame, one line each on
  /// standard error, so the scene on standard output stays clean.
  private func reportHitMapFindings(of application: UIApplication) throws {
    let findings: [String]
    do {
      findings = try HitMapper.findings(of: application, file: dump)
    } catch let error as HitMapper.MapError {
      // A screen too large to map at half a point (a frame of 1e9 sets its size) still imports;
      // the note says no findings were made, so their absence is not read as "none".
      writeErr(
        "\(dump): note: hit map: not made, so no control was checked: \(error); "
          + "touchtrace hitmap --resolution maps the imported scene coarser\n")
      return
    }
    if findings.isEmpty {
      writeErr("\(dump): note: hit map: every control's whole frame reaches it\n")
    }
    for finding in findings {
      writeErr("\(dump): note: hit map: \(finding)\n")
    }
  }

  private func readDump() throws -> String {
    let data: Data?
    if dump == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      switch PathKind(of: dump) {
      case .missing: throw InputError("\(dump): error: \(missingFileReason(dump))")
      case .directory: throw InputError("\(dump): error: this is a directory, not a dump")
      case .notADirectory: break
      }
      if let reason = notARegularFileReason(dump, what: "a dump") {
        throw InputError("\(dump): error: \(reason)")
      }
      data = FileManager.default.contents(atPath: dump)
    }
    guard let data else { throw InputError("\(dump): error: cannot read the file") }
    switch UTF8Text.decode(data) {
    case .success(let text): return text
    case .failure(let bad): throw InputError(bad.message(file: dump == "-" ? "<stdin>" : dump))
    }
  }
}

/// `--tap 120,300`; also as the tool prints points, `"120, 300"` or `"(120, 300)"` (issue 36).
package struct TapPoint: ExpressibleByArgument {
  package var x: Double
  package var y: Double

  package init?(argument: String) {
    var text = argument.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
      y.isFinite
    else { return nil }
    (self.x, self.y) = (x, y)
  }
}

/// `--screen 390x844`.
package struct ScreenSize: ExpressibleByArgument {
  package var width: Double
  package var height: Double

  package init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width.isFinite, height.isFinite
    else { return nil }
    (self.width, self.height) = (width, height)
  }
}
