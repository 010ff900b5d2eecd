import ArgumentParser
import Foundation
import TouchTraceCanvas
import TouchTraceRender
import TouchTraceTrace

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Compares scenes' fresh traces and diagrams with references, behaviour first, pixels second.",
    discussion: """
      For each scene, the trace is compared with DIR/NAME.trace.json by meaning (a changed hit-test \
      view, visit order, responder chain, delivery, recognizer outcome or view geometry is said in \
      words), then each reference PNG (NAME@2x.png, NAME~dark@2x.png…) with a fresh rendering. \
      Scenes run in parallel; a passing scene prints nothing, one that differs or was recorded prints \
      a line, and a summary ends the run. Differences exit with 1 and write a report: the \
      reference, new and diff images and a self-contained index.html. Record modes: missing (default; writes \
      references that do not exist), all, failed (re-records what differs, still failing), never \
      (the default when the CI environment variable is set). TOUCHTRACE_RECORD sets the mode too.
      """)

  enum RecordMode: String, ExpressibleByArgument, CaseIterable {
    case missing, all, failed, never
  }

  @Argument(help: "Scene files or directories of them.")
  var inputs: [String]

  @Option(name: .customLong("against"), help: "The directory of references.")
  var against = "output"

  @Option(name: .customLong("report"), help: "Where to write the report of differences.")
  var reportDirectory = "touchtrace-report"

  @Option(
    help:
      "missing, all, failed or never (default: TOUCHTRACE_RECORD, else never under CI, else missing)."
  )
  var record: RecordMode?

  @Option(help: "How far a pixel's channel may differ (0–255) and still count as the same.")
  var threshold = 0

  @Option(
    name: .customLong("max-fraction"),
    help: "The largest fraction of differing pixels that still matches.")
  var maxFraction = 0.0

  @OptionGroup var batch: BatchOptions

  func validate() throws {
    guard (0...255).contains(threshold) else {
      throw ValidationError("--threshold must be 0 to 255")
    }
    guard (0...1).contains(maxFraction) else {
      throw ValidationError("--max-fraction must be 0 to 1")
    }
  }

  /// The mode in force: the option, then TOUCHTRACE_RECORD, then `never` under CI, else `missing`.
  var mode: RecordMode {
    if let record { return record }
    let environment = ProcessInfo.processInfo.environment
    if let value = environment["TOUCHTRACE_RECORD"], let mode = RecordMode(rawValue: value) {
      return mode
    }
    return environment["CI"] != nil ? .never : .missing
  }

  func run() throws {
    let all = try failingWithExitCode { try Input.expand(inputs) }
    let files = batch.select(all)
    let checker = SceneChecker(
      references: URL(fileURLWithPath: against), mode: mode,
      tolerance: ImageTolerance(channel: threshold, fraction: maxFraction))
    let start = Date()
    let results = Batch.run(
      files, jobs: batch.jobs, progress: Progress(total: files.count, verb: "checking")
    ) { input in
      try checker.check(input)
    }
    // Quiet when all is well (a CI log gets the summary only): a line per scene that differs,
    // was recorded or could not be checked, in input order.
    var failures: [SceneChecker.Outcome] = []
    var recorded = 0
    for (input, result) in zip(files, results) {
      switch result {
      case .success(let outcome):
        if outcome.failed || outcome.recorded {
          try writeOut("\(input.name): \(outcome.summary)\n")
        }
        if outcome.failed { failures.append(outcome) }
        if outcome.recorded { recorded += 1 }
      case .failure(let error):
        report(error)
        failures.append(
          .init(name: input.name, failed: true, summary: "error", reasons: ["\(error)"], images: [])
        )
      }
    }
    let ok = files.count - failures.count - recorded
    var summary =
      "checked \(files.count) scene\(files.count == 1 ? "" : "s") against \(against)/ in "
      + "\(String(format: "%.1f", Date().timeIntervalSince(start))) s: \(ok) ok"
    if recorded > 0 { summary += ", \(recorded) recorded" }
    if !failures.isEmpty {
      let verb = failures.count == 1 ? "differs" : "differ"
      summary += ", \(failures.count) \(verb); report: \(reportDirectory)/index.html"
      try failingWithExitCode {
        try CheckReport(outcomes: failures).write(to: URL(fileURLWithPath: reportDirectory))
      }
    }
    writeErr(summary + "\n")
    if !failures.isEmpty { throw ExitCode.failure }
  }
}

/// Checks one scene against its references, recording them as the mode says.
struct SceneChecker: Sendable {
  let references: URL
  let mode: CheckCommand.RecordMode
  let tolerance: ImageTolerance

  struct ImageResult: Sendable {
    var file: String
    var reference: Data
    var new: Data
    var diff: Data
  }

  struct Outcome: Sendable {
    var name: String
    var failed: Bool
    var summary: String
    var reasons: [String]
    var images: [ImageResult]
    /// References were written (record mode all, or missing ones).
    var recorded = false
  }

  func check(_ input: Input) throws -> Outcome {
    let trace = try input.trace()
    let traceFile = references.appendingPathComponent(input.name + ".trace.json")
    let exists = FileManager.default.fileExists(atPath: traceFile.path)
    if mode == .all || (!exists && mode != .never) {
      try recordAll(trace, name: input.name)
      return Outcome(
        name: input.name, failed: false, summary: "recorded", reasons: [], images: [],
        recorded: true)
    }
    guard exists else {
      return Outcome(
        name: input.name, failed: true,
        summary: "no reference in \(references.path) (record mode never)",
        reasons: ["no reference trace \(traceFile.lastPathComponent)"], images: [])
    }
    let reference = try Trace.decode(Data(contentsOf: traceFile))
    var reasons = TraceDiff.differences(from: reference, to: trace)
    var images: [ImageResult] = []
    for (base, diagram) in Renderer.diagrams(for: trace, name: input.name, combine: false) {
      for variant in referenceVariants(base: base) {
        let file = variant.fileName(base: base)
        let old = try Data(contentsOf: references.appendingPathComponent(file))
        let new = try Renderer.image(of: diagram, variant: variant)
        let comparison = try ImageComparison(reference: old, new: new, tolerance: tolerance)
        if !comparison.matches(tolerance) {
          let percent = String(format: "%.2f", comparison.fraction * 100)
          reasons.append(
            comparison.sameSize
              ? "\(file): \(comparison.differingPixels) pixels differ (\(percent) %)"
              : "\(file): the size changed")
          images.append(
            ImageResult(file: file, reference: old, new: new, diff: comparison.diffImage))
        }
      }
    }
    guard !reasons.isEmpty else {
      return Outcome(name: input.name, failed: false, summary: "ok", reasons: [], images: [])
    }
    if mode == .failed { try recordAll(trace, name: input.name) }
    let more = reasons.count > 1 ? " (and \(reasons.count - 1) more)" : ""
    let summary = (mode == .failed ? "re-recorded; " : "") + reasons[0] + more
    return Outcome(
      name: input.name, failed: true, summary: summary, reasons: reasons, images: images)
  }

  /// The PNG variants the references hold for a diagram (`base@2x.png`, `base~dark@2x.png`…).
  private func referenceVariants(base: String) -> [RenderVariant] {
    var out: [RenderVariant] = []
    for theme in Theme.allCases {
      for scale in 1...3 {
        let v = RenderVariant(format: .png, scale: scale, theme: theme)
        if FileManager.default.fileExists(
          atPath: references.appendingPathComponent(v.fileName(base: base)).path)
        {
          out.append(v)
        }
      }
    }
    return out
  }

  /// Writes the trace and the gallery's images (PNG @2x and SVG, light and dark).
  private func recordAll(_ trace: Trace, name: String) throws {
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    try writeAtomically(
      trace.jsonData(), to: references.appendingPathComponent(name + ".trace.json"))
    try Renderer.render(trace: trace, name: name, options: .gallery, to: references)
  }
}
