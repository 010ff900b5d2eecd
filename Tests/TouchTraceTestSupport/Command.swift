import Foundation
import Testing

/// What one run of the `touchtrace` binary did.
public struct CommandResult: CustomTestStringConvertible, CustomStringConvertible {
  /// The exit status, or the signal number when `signaled`.
  public var status: Int32
  /// Killed by a signal (a crash: SIGILL, SIGSEGV, SIGABRT…) rather than exiting.
  public var signaled: Bool
  /// Killed by the helper because it ran past its time limit.
  public var timedOut: Bool
  public var stdout: String
  public var stderr: String
  /// Wall-clock time of the run.
  public var seconds: Double

  /// Exited on its own with this code (not a signal, not killed for taking too long).
  public func exited(_ code: Int32) -> Bool { !signaled && !timedOut && status == code }

  /// Whether stderr shows a crash: a Swift runtime trap, a backtrace, a fatal error.
  public var crashed: Bool {
    signaled
      || ["Fatal error", "Backtrac", "Program crashed", "Stack dump", "Illegal instruction"]
        .contains { stderr.contains($0) }
  }

  /// Short, for failure messages: the status and the end of standard error (where an error is,
  /// after any noise a program such as Chromium prints first).
  public var testDescription: String {
    let how = timedOut ? "timed out" : signaled ? "signal \(status)" : "exit \(status)"
    let end = stderrLines.suffix(3).joined(separator: "\n").suffix(600)
    return "\(how) after \(String(format: "%.1f", seconds)) s"
      + (end.isEmpty ? "" : ", stderr: \(end)")
  }

  public var description: String { testDescription }

  /// Standard error's lines, without the empty last one.
  public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs the real `touchtrace` executable, as a user would.
///
/// The test target depends on the `touchtrace` product, so `swift test` builds it into the same
/// directory as the test bundle, whatever the scratch path.
public enum Command {
  public static let executable: URL? = find(from: startingPoints())

  /// The first executable `touchtrace` beside one of `starts` or in a directory above it.
  public static func find(from starts: [URL]) -> URL? {
    let fm = FileManager.default
    for start in starts {
      // The bundle is `<build>/debug/TouchTracePackageTests.xctest` (a file on Linux, a directory
      // holding Contents/MacOS/… on macOS): look beside it, then in the directories above.
      var directory = start.deletingLastPathComponent()
      for _ in 0..<5 {
        let candidate = directory.appendingPathComponent("touchtrace")
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, fm.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Where the test bundle is, most certain first. On Linux the bundle is the process
  /// (`CommandLine.arguments[0]`). On macOS the process is someone else's: `swift test` runs
  /// Swift Testing through the toolchain's `swiftpm-testing-helper --test-bundle-path BUNDLE`,
  /// which dlopens the bundle and calls its `main` (SwiftPM's SwiftTestCommand.swift and
  /// swiftpm-testing-helper/Entrypoint.swift), XCTest through Xcode's `xctest`, Xcode through its
  /// own runner. So, as SwiftPM's own tests do (`macOSBundleRoot()` in
  /// _InternalTestSupport/Toolchain.swift): the loaded `.xctest` bundles first, then the path
  /// after `--test-bundle-path`, then the process.
  public static func startingPoints(
    bundles: [String] = Bundle.allBundles.map(\.bundlePath),
    arguments: [String] = CommandLine.arguments,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [URL] {
    let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
    var paths = bundles.filter { $0.hasSuffix(".xctest") }
    if let flag = arguments.firstIndex(of: "--test-bundle-path"), flag + 1 < arguments.count {
      paths.append(arguments[flag + 1])
    }
    paths += arguments.prefix(1)
    return paths.map {
      URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath()
    }
  }

  /// Runs `touchtrace arguments…` in `directory` with `stdin` as standard input (empty unless
  /// given) and waits for it, at most `timeout` seconds (then it is killed and `timedOut` set).
  /// Standard output goes to `stdoutHandle` when given (then `stdout` is empty).
  /// `program` runs another executable instead (`swift package`, `chromium`, `script`), with
  /// `environment` when given.
  public static func run(
    _ arguments: [String], stdin: Data = Data(), in directory: URL? = nil,
    stdoutHandle: FileHandle? = nil, timeout: Double = 120, program: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> CommandResult {
    let executable = try #require(
      program ?? executable,
      "no touchtrace binary beside the test bundle (\(Command.startingPoints().map(\.path)))")
    let scratch = try Scratch()
    let outURL = scratch.url.appendingPathComponent("stdout")
    let errURL = scratch.url.appendingPathComponent("stderr")
    let inURL = scratch.url.appendingPathComponent("stdin")
    // Files, not pipes: a large output cannot fill a pipe and block the child.
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: stdin)
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)
    let inHandle = try FileHandle(forReadingFrom: inURL)
    defer {
      try? outHandle.close()
      try? errHandle.close()
      try? inHandle.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardInput = inHandle
    process.standardOutput = stdoutHandle ?? outHandle
    process.standardError = errHandle
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }

    let start = Date()
    try process.run()
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    }
    let seconds = Date().timeIntervalSince(start)
    return CommandResult(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8),
      seconds: seconds)
  }
}

extension Command {
  /// The executable `name` in a directory on PATH, or nil.
  public static func onPath(_ name: String) -> URL? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
