import Foundation
import Testing
import TouchTraceTestSupport

// A CLI people already know how to use (issue 36): examples in every --help, the default said
// once, a tap written as the tool prints points, and a dump given where a scene goes says which
// command reads it.

@Suite struct FamiliarCLITests {
  static let commands = [
    "log", "trace", "render", "check", "validate", "schema", "import", "preview", "hitmap",
  ]

  @Test(arguments: commands)
  func everyCommandsHelpHasAnExample(command: String) throws {
    let help = try Command.run([command, "--help"])
    #expect(help.exited(0), "\(help)")
    #expect(help.stdout.contains("Example"), "\(command) --help has no example")
    #expect(help.stdout.contains("touchtrace \(command) "), "\(command)'s example runs it")
  }

  @Test func hitmapHelpSaysItsDefaultOnce() throws {
    let help = try Command.run(["hitmap", "--help"])
    let resolution = help.stdout.components(separatedBy: "  --resolution <points>").last ?? ""
    let option = resolution.components(separatedBy: "\n  --").first ?? ""
    #expect(option.components(separatedBy: "default").count == 2, "\(option)")
  }

  @Test(arguments: ["200,620", "200, 620", "(200, 620)", " 200 ,620 "])
  func aTapAsTheToolPrintsPoints(tap: String) throws {
    let scratch = try Scratch()
    let dump = try scratch.write(
      "dump.txt",
      "<UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>\n")
    let result = try Command.run(["import", dump.path, "--tap", tap])
    #expect(result.exited(0), "\(result)")
    #expect(result.stdout.hasSuffix("touches:\n  - tap: [200, 620]\n"))
  }

  @Test(arguments: [["log"], ["render", "-o", "out"], ["validate"], ["trace"]])
  func aDumpWhereASceneGoesSaysToImportIt(command: [String]) throws {
    let scratch = try Scratch()
    let dump = try scratch.write(
      "dump.txt",
      "(lldb) po [self.view recursiveDescription]\n"
        + "<UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>\n"
        + "   | <UIButton: 0x7f02; frame = (20 20; 100 44); layer = <CALayer: 0x6002>>\n")
    let result = try Command.run([command[0], dump.path] + command.dropFirst(), in: scratch.url)
    #expect(result.exited(1), "\(result)")
    #expect(
      result.stderr.contains(
        "\(dump.path): note: this looks like a view hierarchy dump (recursiveDescription), not a "
          + "scene: make it one with `touchtrace import \(dump.path) --tap X,Y -o scene.yaml`"),
      "\(result.stderr)")
  }

  /// A YAML file that is simply wrong gets no such note.
  @Test func aBrokenSceneIsNotCalledADump() throws {
    let scratch = try Scratch()
    let scene = try scratch.write("bad.yaml", "window: [\n")
    let result = try Command.run(["log", scene.path])
    #expect(result.exited(1))
    #expect(!result.stderr.contains("dump"))
  }
}
