import Foundation
import Testing
import TouchTraceTestSupport

/// `.ci/setup` (the README's first command, for a user who renders) installs only what drawing
/// needs; `.ci/run` (the tests) still gets Chromium for the browser test, through `.ci/deps`.
@Suite struct CIScriptTests {
  func packages(_ arguments: String...) throws -> [String] {
    let result = try Command.run(
      [".ci/deps"] + arguments + ["--list"], in: Repo.root,
      program: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.exited(0), "\(result)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// The script's call of `.ci/deps` (run by `bash` or, in .ci/run, by `"$BASH"`), from
  /// `.ci/deps` to the end of the line, without its comment.
  func depsLine(_ script: String) throws -> String? {
    let text = try String(
      contentsOf: Repo.root.appendingPathComponent(".ci/\(script)"), encoding: .utf8)
    let line = text.split(separator: "\n").first {
      $0.hasPrefix("bash .ci/deps") || $0.contains("\"$BASH\" .ci/deps")
    }
    guard let line, let start = line.range(of: ".ci/deps")?.lowerBound else { return nil }
    return String(line[start...].split(separator: "#")[0]).trimmingCharacters(in: .whitespaces)
  }

  @Test func setupInstallsWhatRenderingNeedsAndNoBrowser() throws {
    #expect(try depsLine("setup") == ".ci/deps render")
    let render = try packages("render")
    #if os(Linux)
      #expect(render.contains("libpango1.0-dev") && render.contains("fonts-wqy-microhei"))
    #else
      #expect(render == ["cairo", "pango", "libspng", "pkgconf"])  // Homebrew's
    #endif
    #expect(!render.contains("chromium"))
  }

  @Test func runInstallsChromiumForTheBrowserTest() throws {
    #expect(try depsLine("run") == ".ci/deps")
    let all = try packages()
    #if os(Linux)
      #expect(all.contains("chromium"))
    #endif
    #expect(Set(try packages("render")).isSubset(of: Set(all)))
  }
}
