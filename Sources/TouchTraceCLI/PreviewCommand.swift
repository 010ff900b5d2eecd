import ArgumentParser
import FlyingFox
import Foundation
import TouchTraceLayout

struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serves scenes' diagrams on 127.0.0.1 and reloads them as the files change.",
    discussion: """
      Opens a small web server on 127.0.0.1 only: an index of the scenes at /, a page per scene at \
      /scene/NAME. A page reloads itself when a scene file changes; a scene that does not load \
      shows its located error (file:line:column: error: …) instead, and the server goes on. \
      --port 0 picks a free port. It prints the address it serves; Ctrl-C stops it (exit 0).
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
    _ = try failingWithExitCode { try Input.expand(inputs) }
    let site = PreviewSite(
      watch: InputWatch(paths: inputs), locale: locale, strict: warnings.strict)
    let address = try failingWithExitCode {
      try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
    }
    let server = HTTPServer(address: address, timeout: 15, logger: .disabled, handler: site)
    let stop = StopSignal()
    let finished = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task {
      do { try await server.run() } catch { failure.set(error) }
      finished.signal()
    }
    Task {
      guard (try? await server.waitUntilListening()) != nil,
        case .ip4(_, let port)? = await server.listeningAddress
      else { return }
      let scenes = site.inputs().count
      try? writeOut(
        "touchtrace preview: serving \(scenes) scene\(scenes == 1 ? "" : "s") at "
          + "http://127.0.0.1:\(port)/ (Ctrl-C stops)\n")
    }
    stop.onStop { Task { await server.stop(timeout: 1) } }
    finished.wait()
    if stop.isStopped { return }
    let reason = failure.error.map { String(describing: $0) } ?? "the server stopped"
    report(InputError("touchtrace: error: cannot serve on 127.0.0.1:\(port) (\(reason))"))
    throw ExitCode.failure
  }
}
