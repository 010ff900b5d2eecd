import Foundation
import Testing
import TouchTraceTestSupport

/// The helpers the CLI tests stand on: finding `touchtrace` from the test bundle however the
/// bundle was started, and the rule for tests that need an outside tool.
@Suite struct TestSupportTests {
  /// macOS's `swift test`: the process is SwiftPM's helper in the toolchain, and the bundle is a
  /// directory whose binary is Contents/MacOS/NAME; the program sits beside the bundle.
  @Test func theProgramIsFoundFromTheBundleNotFromTheHelper() throws {
    let scratch = try Scratch()
    let binary = "debug/TouchTracePackageTests.xctest/Contents/MacOS/TouchTracePackageTests"
    try scratch.write(binary, "")
    try scratch.write("toolchain/usr/libexec/swift/pm/swiftpm-testing-helper", "")
    let program = try scratch.write("debug/touchtrace", "#!/bin/sh\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    let helper = scratch.url.appendingPathComponent(
      "toolchain/usr/libexec/swift/pm/swiftpm-testing-helper")
    let bundle = scratch.url.appendingPathComponent("debug/TouchTracePackageTests.xctest").path
    let arguments = [
      helper.path, "--test-bundle-path", scratch.url.appendingPathComponent(binary).path,
      "--testing-library", "swift-testing",
    ]
    let fromHelperOnly = Command.startingPoints(bundles: [], arguments: [helper.path])
    #expect(Command.find(from: fromHelperOnly) == nil)

    let fromFlag = Command.startingPoints(bundles: [], arguments: arguments)
    #expect(Command.find(from: fromFlag)?.path == program.resolvingSymlinksInPath().path)
    let fromBundle = Command.startingPoints(bundles: ["/x/Other.framework", bundle], arguments: [])
    #expect(fromBundle.count == 1)
    #expect(Command.find(from: fromBundle)?.path == program.resolvingSymlinksInPath().path)
  }

  /// Linux's: the bundle is the process, named relative to the working directory.
  @Test func theProcessIsTheBundleOnLinux() {
    let points = Command.startingPoints(
      bundles: [], arguments: ["debug/P.xctest"], currentDirectory: "/build")
    #expect(points.map(\.path) == ["/build/debug/P.xctest"])
    // This run found its program.
    #expect(Command.executable != nil)
  }

  @Test func aMissingToolSkipsExceptUnderCI() {
    func runs(_ environment: [String: String], present: Bool = false, exists: Bool = true) -> Bool {
      ToolGate.decide(
        "chromium", present: present, existsOnThisSystem: exists, environment: environment)
    }
    #expect(runs([:], present: true))
    #expect(!runs([:]))
    #expect(!runs(["CI": "false"]))
    #expect(runs(["CI": "true"]))
    #expect(runs(["CI": "1", "TOUCHTRACE_CI_WITHOUT": "unshare tmpfs"]))
    #expect(!runs(["CI": "1", "TOUCHTRACE_CI_WITHOUT": "unshare chromium"]))
    #expect(!runs(["CI": "true"], exists: false))
  }
}

/// A folder that gives a test its cases fails when it holds none: a moved `samples/` or `output/`
/// must not pass by running zero cases.
@Suite struct CaseFolderTests {
  @Test func aFolderWithoutSuchFilesThrows() throws {
    let scratch = try Scratch()
    try scratch.write("notes.txt", "not a scene")
    #expect(throws: EmptyFolder.self) { try Repo.files(in: scratch.url, endingWith: ".yaml") }
  }

  @Test func aMissingFolderThrows() {
    #expect(throws: (any Error).self) {
      try Repo.files(in: Repo.root.appendingPathComponent("no-such-folder"), endingWith: ".yaml")
    }
  }

  @Test func theSampleListsAreFull() throws {
    let scratch = try Scratch()
    try scratch.write("b.yaml", "")
    try scratch.write("a.yaml", "")
    try scratch.write("a.log", "")
    #expect(try Repo.files(in: scratch.url, endingWith: ".yaml") == ["a.yaml", "b.yaml"])
    #expect(try Repo.sampleNames().contains("seed000-tap-red"))
    #expect(try Repo.files(in: Repo.output, endingWith: ".trace.json").count >= 18)
  }
}
