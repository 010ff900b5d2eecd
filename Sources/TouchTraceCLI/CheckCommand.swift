import ArgumentParser
import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceLayout
import TouchTraceRender
import TouchTraceTrace

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Compares scenes' fresh traces and diagrams with references, behaviour first, pixels second.",
    discussion: """
      For each scene, the trace is compared with DIR/NAME.trace.json by meaning (a changed hit-test \
      view, responder chain, delivery, recognizer outcome, control event, then view state and \
      geometry, said in words, most meaningful first), then each reference PNG (NAME@2x.png, \
      NAME~dark@2x.png…) with a fresh rendering. A folder that `render` or the \
      render-touch-diagrams plugin wrote has images but no traces: its pixels are compared, and \
      the output says behaviour was not. \
      Scenes run in parallel; a passing scene prints nothing, one that differs or was recorded prints \
      a line, and a summary ends the run. Differences exit with 1 and write a report: the \
      reference, new and diff images and a self-contained index.html. Record modes: missing (default; writes \
      references that do not exist), all, failed (re-records what differs, still failing), never \
      (the default when the CI environment variable is set). TOUCHTRACE_RECORD sets the mode too. \
      --locale checks (and records) the images in another language: NAME~zh-Hans@2x.png…. \
      A scene without touches is checked as its hit map (NAME-hitmap.json, drawn as NAME@2x.png), \
      as is every scene's beside its touches with --hit-map (NAME-hitmap@2x.png): points that \
      now go to another view, and findings that came or went, are behaviour differences.

      Examples:
        touchtrace check scenes/ --against reference/
        touchtrace check scenes/ --against reference/ --record failed   # accept the changes
      """)

  enum RecordMode: String, ExpressibleByArgument, CaseIterable {
    case missing, all, failed, never
  }

  @Argument(help: "Scene files, directories of them, or - for standard input.")
  var inputs: [String]

  @Option(name: .customLong("against"), help: "The directory of references.")
  var against = "output"

  @Option(name: .customLong("report"), help: "Where to write the report of differences.")
  var reportDirectory = "touchtrace-report"

  @Option(
    help:
      "When to write references (default: TOUCHTRACE_RECORD, else never under CI, else missing)."
  )
  var record: RecordMode?

  @Option(help: "How far a pixel's channel may differ (0–255) and still count as the same.")
  var threshold = 0

  @Option(
    name: .customLong("max-fraction"),
    help: "The largest fraction of differing pixels that still matches.")
  var maxFraction = 0.0

  @Flag(
    help: ArgumentHelp(
      "Also compare each scene's hit map (NAME-hitmap.json and images); a scene without touches "
        + "compares it anyway."))
  var hitMap = false

  @Option(help: "The images' language: en, zh-Hans, zh-Hant or ja.")
  var locale: DiagramLocale = .en

  @OptionGroup var batch: BatchOptions
  @OptionGroup var warnings: WarningOptions

  func validate() throws {
    guard (0...255).contains(threshold) else {
      throw ValidationError("--threshold must be 0 to 255")
    }
    guard (0...1).contains(maxFraction) else {
      throw ValidationError("--max-fraction must be 0 to 1")
    }
  }

  /// The mode in force: the option, then TOUCHTRACE_RECORD, then `never` under CI, else `missing`.
  /// An unknown TOUCHTRACE_RECORD is an error: a typo must not silently record over references.
  static func mode(option: RecordMode?, environment: [String: String]) throws -> RecordMode {
    if let option { return option }
    if let value = environment["TOUCHTRACE_RECORD"] {
      guard let mode = RecordMode(rawValue: value) else {
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw InputError(
          "touchtrace: error: TOUCHTRACE_RECORD is '\(value)'; the record modes are \(modes)")
      }
      return mode
    }
    return environment["CI"] != nil ? .never : .missing
  }

  func run() throws {
    let mode = try failingWithExitCode {
      try Self.mode(option: record, environment: ProcessInfo.processInfo.environment)
    }
    let all = try failingWithExitCode { try Input.expand(inputs) }
    let files = batch.select(all)
    let checker = SceneChecker(
      references: URL(fileURLWithPath: against), mode: mode,
      tolerance: ImageTolerance(channel: threshold, fraction: maxFraction), strict: warnings.strict,
      locale: locale, hitMap: hitMap)
    let start = Date()
    // A references folder this run made is removed again if nothing could be recorded in it.
    let folders = NewFolders(against)
    defer { folders.removeEmpty() }
    let results = Batch.run(
      files, jobs: batch.jobs, progress: Progress(total: files.count, verb: "checking")
    ) { input in
      try checker.check(input)
    }
    // Quiet when all is well (a CI log gets the summary only): a line per scene that differs,
    // was recorded or could not be checked, in input order.
    var failures: [SceneChecker.Outcome] = []
    var recorded = 0
    var pixelsOnly = 0
    var errors = 0
    for (input, result) in zip(files, results) {
      switch result {
      case .success(let outcome):
        report(outcome.warnings)
        if outcome.failed || outcome.recorded {
          try writeOut(SafeText.terminal("\(input.name): \(outcome.summary)") + "\n")
        }
        if outcome.failed { failures.append(outcome) }
        if outcome.recorded { recorded += 1 }
        if outcome.note != nil { pixelsOnly += 1 }
      case .failure(let error):
        // Said on standard error; not a difference, so not in the report (issue 23).
        report(error)
        errors += 1
      }
    }
    let ok = files.count - failures.count - recorded - errors
    var summary =
      "checked \(files.count) scene\(files.count == 1 ? "" : "s") against \(against)/ in "
      + "\(String(format: "%.1f", Date().timeIntervalSince(start))) s: \(ok) ok"
    if recorded > 0 { summary += ", \(recorded) recorded" }
    if pixelsOnly > 0 {
      summary +=
        " (pixels only for \(pixelsOnly): behaviour not compared, no NAME.trace.json in \(against)/)"
    }
    if !failures.isEmpty {
      let verb = failures.count == 1 ? "differs" : "differ"
      summary += ", \(failures.count) \(verb); report: \(reportDirectory)/index.html"
      try failingWithExitCode {
        try CheckReport(outcomes: failures).write(to: URL(fileURLWithPath: reportDirectory))
      }
    }
    if errors > 0 { summary += ", \(errors) could not be checked" }
    writeErr(summary + "\n")
    if !failures.isEmpty || errors > 0 { throw ExitCode.failure }
  }
}
