import Foundation
import Testing
import TouchTraceTestSupport

/// `.ci/portability` (run by `.ci/run`) catches each Linux-only assumption issues 22 and 37 listed, in
/// small fixture files (Tests/Fixtures/Portability/unguarded), and passes the same code once each
/// item is behind its platform's guard (…/guarded).
@Suite struct PortabilityLintTests {
  static let fixtures = Repo.root.appendingPathComponent("Tests/Fixtures/Portability")

  func lint(_ root: URL) throws -> (status: Int32, findings: Set<String>) {
    let result = try Command.run(
      ["python3", Repo.root.appendingPathComponent(".ci/portability").path, root.path],
      program: URL(fileURLWithPath: "/usr/bin/env"))
    // "path:line: error: … [rule]" -> "path:line rule"
    let findings = result.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.contains(": error: "), let rule = line.split(separator: "[").last?.dropLast(),
        let location = line.components(separatedBy: ": error:").first
      else { return nil }
      return "\(location) \(rule)"
    }
    return (result.status, Set(findings))
  }

  @Test func everyItemOfTheIssuesListIsCaught() throws {
    let (status, findings) = try lint(Self.fixtures.appendingPathComponent("unguarded"))
    #expect(status == 1)
    let expected: Set = [
      // LoopbackHTTPServer: import Glibc, SOCK_STREAM.rawValue, Glibc.send, MSG_NOSIGNAL.
      "Sources/Server/Server.swift:2 glibc-import", "Sources/Server/Server.swift:5 sock-rawvalue",
      "Sources/Server/Server.swift:6 glibc-qualified", "Sources/Server/Server.swift:6 msg-nosignal",
      // FontSetup's Debian font paths; /proc.
      "Sources/Server/Server.swift:8 debian-path", "Sources/Server/Server.swift:9 proc-fs",
      // Package.swift: apt only; bare links; touchtrace/TouchTrace; the snapshot-testing floor.
      "Package.swift:10 brew-provider", "Sources/CLib/module.modulemap:3 bare-link",
      "Sources/CLib/module.modulemap:4 bare-link", "Sources/CLib/module.modulemap:5 bare-link",
      "Package.swift:14 case-collision", "Package.swift:7 dependency-floor",
      // The snapshot module: Cairo in the text module, XCTest in a library, the README's cwd.
      "Sources/TouchTraceSnapshotTesting/Strategy.swift:2 text-snapshot-cairo",
      "Sources/Snap/RecordFailure.swift:1 xctest-in-library", "README.md:2 cwd-path",
      // Tests: util-linux's script, Chromium without a skip.
      "Tests/AppTests/ProgressTests.swift:5 util-linux-script",
      "Tests/AppTests/BrowserTests.swift:1 browser-test-skips",
      // .ci: dpkg, GNU time, /proc, and other GNU-only tools.
      ".ci/setup:3 dpkg-apt", ".ci/setup:4 gnu-time", ".ci/setup:5 proc-fs", ".ci/setup:6 nproc",
      ".ci/setup:7 readlink-f", ".ci/setup:8 sed-i", ".ci/setup:9 util-linux-script",
      // Issue 37, the Mac: the test bundle found from the process (SwiftPM's helper on macOS);
      // pip into a system Python and ru_maxrss as kilobytes; what bash 3.2 refuses.
      "Tests/AppTests/BinaryTests.swift:3 argv0-bundle",
      "Tests/AppTests/BinaryTests.swift:4 argv0-bundle",
      ".ci/memory:3 system-pip", ".ci/memory:4 maxrss-units", ".ci/old-bash:4 bash4-assoc",
      ".ci/old-bash:5 bash4-mapfile", ".ci/old-bash:6 bash4-case", ".ci/old-bash:7 bash4-redirect",
      ".ci/old-bash:8 bash4-redirect", ".ci/old-bash:9 bash32-empty-array",
      ".ci/old-bash:10 bash4-misc",
    ]
    #expect(expected.subtracting(findings).isEmpty, "missed: \(expected.subtracting(findings))")
    #expect(findings.subtracting(expected).isEmpty, "extra: \(findings.subtracting(expected))")
  }

  @Test func theSameCodeBehindGuardsPasses() throws {
    let (status, findings) = try lint(Self.fixtures.appendingPathComponent("guarded"))
    #expect(status == 0 && findings.isEmpty, "\(findings)")
  }

  /// The repository itself: only LoopbackHTTPServer.swift, which its rewrite (another branch)
  /// makes portable, is left; once merged, nothing.
  @Test func theRepositoryHasNothingElse() throws {
    let (_, findings) = try lint(Repo.root)
    let others = findings.filter {
      !$0.hasPrefix("Sources/TouchTraceHTTP/LoopbackHTTPServer.swift:")
    }
    #expect(others.isEmpty, "\(others)")
  }
}
