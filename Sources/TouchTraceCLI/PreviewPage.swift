import Foundation

/// The pages `touchtrace preview` serves. ``html(_:)`` is the one place a scene's page is built:
/// for now it embeds the scene's diagrams as SVG (light and dark, following the reader's system;
/// each a `data:` image, so no two SVGs share ids and nothing is fetched); the step-through explorer's page builder goes here instead, and nothing else in the
/// preview needs to change. Every page polls `/version` and reloads when a scene file changed.
enum PreviewPage {
  /// What the preview knows of one scene when a page is asked for.
  struct Scene {
    /// The scene's name (its file name without the extension): the page's address.
    var name: String
    var file: String
    var content: Content
  }

  enum Content {
    /// The scene's diagrams, each as SVG in the light and the dark theme, with its title.
    case diagrams(title: String, [(name: String, light: Data, dark: Data)])
    /// The scene does not load: its located error (`file:line:column: error: …`).
    case error(String)
  }

  /// The page of one scene. `version` is the inputs' version the page shows; the page reloads
  /// when `/version` answers anything else.
  static func html(_ scene: Scene, version: String, language: String) -> String {
    let body: String
    let title: String
    switch scene.content {
    case .diagrams(let sceneTitle, let diagrams):
      title = sceneTitle
      body = diagrams.map { d in
        """
        <figure>
        <img class="light" alt="\(SafeText.html(d.name))" src="\(dataURL(d.light))">
        <img class="dark" alt="\(SafeText.html(d.name))" src="\(dataURL(d.dark))">
        <figcaption>\(SafeText.html(d.name))</figcaption>
        </figure>
        """
      }.joined(separator: "\n")
    case .error(let message):
      title = scene.name
      body = "<pre class=\"error\" role=\"alert\">\(SafeText.html(message))</pre>"
    }
    return document(
      title: title, version: version, language: language,
      body: "<nav><a href=\"/\">All scenes</a> · \(SafeText.html(scene.file))</nav>\n"
        + "<h1>\(SafeText.html(title))</h1>\n" + body)
  }

  /// The index: a link to each scene's page.
  static func index(_ scenes: [(name: String, file: String)], version: String) -> String {
    let items = scenes.map {
      "<li><a href=\"/scene/\(SafeText.relativeURL($0.name))\">\(SafeText.html($0.name))</a>"
        + " <small>\(SafeText.html($0.file))</small></li>"
    }.joined(separator: "\n")
    return document(
      title: "touchtrace preview", version: version, language: "en",
      body: "<h1>touchtrace preview</h1>\n<ul>\n\(items)\n</ul>")
  }

  private static func dataURL(_ svg: Data) -> String {
    "data:image/svg+xml;base64," + svg.base64EncodedString()
  }

  /// A page around `body`: no external URL, the reload script inline.
  private static func document(title: String, version: String, language: String, body: String)
    -> String
  {
    """
    <!DOCTYPE html>
    <html lang="\(SafeText.html(language))">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="touchtrace-version" content="\(SafeText.html(version))">
    <title>\(SafeText.html(title))</title>
    <style>
    body { font-family: system-ui, sans-serif; margin: 1.5rem; background: #fff; color: #111; }
    figure { margin: 0 0 2rem; } figure img { max-width: 100%; height: auto; }
    figcaption, nav, small { color: #666; }
    .dark { display: none; }
    pre.error { background: #fdecea; color: #8a1c10; padding: 1rem; white-space: pre-wrap; }
    @media (prefers-color-scheme: dark) {
      body { background: #0d1117; color: #e6edf3; }
      .light { display: none; } .dark { display: block; }
      pre.error { background: #3b1414; color: #ffb4a8; }
    }
    a { color: #0a66d8; }
    </style>
    </head>
    <body>
    \(body)
    <script>
    // Live reload: ask the preview for the inputs' version; another one means a file changed.
    (function () {
      const shown = document.querySelector('meta[name="touchtrace-version"]').content;
      async function poll() {
        try {
          const r = await fetch('/version', { cache: 'no-store' });
          if ((await r.text()) !== shown) { location.reload(); return; }
        } catch (e) {}
        setTimeout(poll, 500);
      }
      setTimeout(poll, 500);
    })();
    </script>
    </body>
    </html>

    """
  }
}
