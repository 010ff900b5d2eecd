import ArgumentParser
import TouchTraceScene
import TouchTraceTrace

struct LogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Prints a scene's event log: one line per call, in the order the calls happen.",
    discussion: """
      Each line starts with the object's id and one word (hitTest, pointInside, touchesBegan, \
      touchDown, an action name…); details may follow. Objects with `logs: false` print nothing.
      """)

  @Argument(help: "A scene file (YAML or JSON).")
  var scene: String

  func run() throws {
    try failingWithExitCode { try writeOut(EventLog.text(of: SceneRunner.run(path: scene))) }
  }
}
