import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceExplorer
import TouchTraceHTTP
import TouchTraceLayout
import TouchTraceRender

/// What `touchtrace preview` answers: `/` the index, `/scene/NAME` a scene's page (drawn once per
/// change of its file, or its located error), `/scene/NAME/tap/X,Y` the page of the scene with a
/// tap at (X, Y) played (``PreviewTap``), `/version` the inputs' version the pages poll.
struct PreviewSite: Sendable {
  let watch: InputWatch
  let locale: DiagramLocale
  let strict: Bool
  /// What standard input held, for `-`: read once when the preview started, shown as it was.
  var standardInput: Input? = nil
  let cache = PageCache()

  func respond(method: String, path: String) -> LoopbackHTTPServer.Response {
    if path == "/version" { return Self.text(watch.version()) }
    if path == "/" || path == "/index.html" {
      let scenes = inputs().map { ($0.name, $0.file) }
      return Self.html(PreviewPage.index(scenes, version: watch.version()))
    }
    if let (name, point) = PreviewTap.route(path) {
      guard let input = inputs().first(where: { $0.name == name }) else {
        return Self.text("no such page", status: 404)
      }
      return tapPage(input, point: point)
    }
    let prefix = "/scene/"
    if path.hasPrefix(prefix),
      let name = String(path.dropFirst(prefix.count)).removingPercentEncoding,
      let input = inputs().first(where: { $0.name == name })
    {
      // The version before drawing: a change made while drawing reloads the page once more.
      let version = watch.version()
      let scene = cache.page(for: input) { page(input) }
      return Self.html(PreviewPage.html(scene, version: version, language: locale.rawValue))
    }
    return Self.text("no such page", status: 404)
  }

  /// The scenes the inputs name now, with unique names (the first of two same-named files wins).
  func inputs() -> [Input] {
    var seen: Set<String> = []
    return watch.filesInside().compactMap { path in
      path == "-" ? standardInput : try? Input.one(path)
    }.filter { seen.insert($0.name).inserted }
  }

  /// A scene's page: its explorer page, or the error that stops it.
  func page(_ input: Input) -> PreviewPage.Scene {
    do {
      let loaded = try input.load(strict: strict)
      try FontSetup.verify()
      // The hit map: drawn for a scene without touches, as `render --format html` has it, and
      // the answers at any point clicked (drawing it beside a run's diagrams would double a big
      // scene's page).
      let map = try RenderCommand.drawnMap(of: loaded, input: input, hitMap: true)
      let page = try Explorer.page(
        for: loaded.trace, locale: locale, hitMap: map.map { ($0.trace, $0.map) }, showMap: false)
      return PreviewPage.Scene(
        name: input.name, file: input.file,
        content: .explorer(String(decoding: page, as: UTF8.self)))
    } catch let error as InputError {
      return PreviewPage.Scene(name: input.name, file: input.file, content: .error("\(error)"))
    } catch {
      // Scene errors describe themselves located (`file:line:column: error: …`).
      let text = String(describing: error)
      let located = text.hasPrefix(input.file) ? text : "\(input.file): error: \(text)"
      return PreviewPage.Scene(name: input.name, file: input.file, content: .error(located))
    }
  }

  static func html(_ page: String) -> LoopbackHTTPServer.Response {
    .init(status: 200, contentType: "text/html; charset=utf-8", body: Data(page.utf8))
  }

  static func text(_ text: String, status: Int = 200) -> LoopbackHTTPServer.Response {
    .init(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }
}

/// Each scene's page as last drawn, with the stamp (path, size, modification time) of the file it
/// was drawn from: a scene is drawn once per change, not once per request (issue 23: 60 requests
/// cost 12 s of CPU). A scene is drawn by one request at a time, the others for it wait; a page
/// already drawn, or another scene's, never waits for a drawing (issue 35: the one lock was held
/// while drawing, so every page waited for the slowest scene).
final class PageCache: @unchecked Sendable {
  private let lock = NSLock()
  private var pages: [String: (stamp: String, scene: PreviewPage.Scene)] = [:]
  /// One lock per scene, held while that scene is drawn.
  private var drawing: [String: NSLock] = [:]

  func page(for input: Input, draw: () -> PreviewPage.Scene) -> PreviewPage.Scene {
    // Standard input never changes; a file's stamp is taken before it is read.
    let stamp = input.standardInput == nil ? InputWatch.stamp(input.path) : "-"
    func cached() -> PreviewPage.Scene? {
      lock.withLock { pages[input.path].flatMap { $0.stamp == stamp ? $0.scene : nil } }
    }
    if let scene = cached() { return scene }
    let sceneLock = lock.withLock {
      if let existing = drawing[input.path] { return existing }
      let made = NSLock()
      drawing[input.path] = made
      return made
    }
    return sceneLock.withLock {
      // Drawn by the request this one waited for?
      if let scene = cached() { return scene }
      let scene = draw()
      lock.withLock { pages[input.path] = (stamp, scene) }
      return scene
    }
  }
}
