import ArgumentParser
import Foundation
import TouchTraceCommands
import TouchTraceHTTP
import TouchTraceLayout

struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serves scenes' diagrams on 127.0.0.1 and reloads them as the files change.",
    discussion: """
      Opens a small web server on 127.0.0.1 only: an index of the scenes at /, a page per scene at \
      /scene/NAME. A page reloads itself when a scene file changes; a scene that does not load \
      shows its located error (file:line:column: error: …) instead, and the server goes on. \
      It answers only requests addressed to 127.0.0.1, localhost or [::1] at its port, and \
      serves only the files named and the regular files inside the folders named. `-` shows \
      the scene read from standard input (read once; it cannot change). \
      --port 0 picks a free port. It prints the address it serves; Ctrl-C stops it (exit 0).

      Example:
        touchtrace preview login.yaml
      """)

  @Argument(help: "Scene files or directories of scene files.")
  var inputs: [String]

  @Option(help: "The port on 127.0.0.1; 0 picks a free one.")
  var port = 8080

  @Option(help: "The diagrams' language: en, zh-Hans, zh-Hant or ja.")
  var locale: DiagramLocale = .en

  @OptionGroup var warnings: WarningOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
  }

  func run() throws {
    // Inputs that are not there at all are an error now; a broken scene is shown in its page.
    // Standard input is read once, here, and its scene shown as it was.
    let given = try failingWithExitCode { try Input.expand(inputs) }
    let site = PreviewSite(
      watch: InputWatch(paths: inputs), locale: locale, strict: warnings.strict,
      standardInput: given.first { $0.standardInput != nil })
    let server = try failingWithExitCode { () throws -> LoopbackHTTPServer in
      do {
        return try LoopbackHTTPServer(port: UInt16(port))
      } catch {
        throw InputError("touchtrace: error: cannot serve on 127.0.0.1:\(port) (\(error))")
      }
    }
    let stop = StopSignal()
    let scenes = site.inputs().count
    try writeOut(
      "touchtrace preview: serving \(scenes) scene\(scenes == 1 ? "" : "s") at "
        + "http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
    server.serve(
      until: { stop.isStopped },
      respond: { method, path in site.respond(method: method, path: path) })
  }
}
