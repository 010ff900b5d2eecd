import Foundation
import TouchTraceCommands
import TouchTraceTrace

/// The pages `touchtrace preview` serves. A scene's page is its explorer page (the one `render
/// --format html` writes, ``Explorer/page(for:combine:locale:hitMap:)``) with the preview's additions:
/// a link back to the index, the inputs' version, and a script that polls `/version` and reloads
/// when a scene file changed. A scene that does not load shows its located error instead.
enum PreviewPage {
  /// What the preview knows of one scene when a page is asked for.
  struct Scene {
    /// The scene's name (its file name without the extension): the page's address.
    var name: String
    var file: String
    var content: Content
  }

  enum Content {
    /// The scene's explorer page, as `render --format html` writes it.
    case explorer(String)
    /// The scene does not load: its located error (`file:line:column: error: …`).
    case error(String)
  }

  /// The page of one scene. `version` is the inputs' version the page shows; the page reloads
  /// when `/version` answers anything else.
  static func html(_ scene: Scene, version: String, language: String) -> String {
    let nav =
      "<nav class=\"preview\"><a href=\"/\">All scenes</a> · \(SafeText.html(scene.file))</nav>"
    switch scene.content {
    case .explorer(let page):
      // The explorer forbids every fetch; the preview's own page may ask the preview (only).
      return
        page
        .replacingOccurrences(
          of: "default-src 'none';", with: "default-src 'none'; connect-src 'self';"
        )
        .replacingOccurrences(
          of: "</head>",
          with: "<meta name=\"touchtrace-version\" content=\"\(SafeText.html(version))\">\n"
            + addressScript + "</head>"
        )
        .replacingOccurrences(of: "<body>", with: "<body>\n" + nav)
        .replacingOccurrences(of: "</body>", with: reloadScript + tapScript + "</body>")
    case .error(let message):
      return document(
        title: scene.name, version: version, language: language,
        body: nav + "\n<h1>\(SafeText.html(scene.name))</h1>\n"
          + "<pre class=\"error\" role=\"alert\">\(SafeText.html(message))</pre>")
    }
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
    \(reloadScript)
    </body>
    </html>

    """
  }

  /// Tap anywhere (issue 36): a click on a screen (the explorer's `touchtrace:point`) asks the
  /// preview to play a tap there, and the explorer swaps the played run's answer and
  /// step-through into this page; a refusal (a 400's reason) is shown under the click's answer.
  /// An address ending `#tap=X,Y` plays that tap when the page opens (a link to a played tap).
  private static let tapScript = """
    <script>
    (function () {
      document.addEventListener('touchtrace:point', async (event) => {
        const { x, y } = event.detail;
        const status = document.getElementById('point-status');
        status.textContent = 'Playing a tap at (' + x + ', ' + y + ') through the engine…';
        try {
          const r = await fetch(location.pathname + '/tap/' + x + ',' + y, { cache: 'no-store' });
          const text = await r.text();
          if (!r.ok) { status.textContent = text; return; }
          const page = new DOMParser().parseFromString(text, 'text/html');
          window.touchtraceExplorer.adopt(page);
          status.textContent = 'Played: the answer and its steps are at the top of the page.';
          document.getElementById('answer')?.scrollIntoView();
        } catch (e) {
          status.textContent = 'The preview did not answer (' + e + ').';
        }
      });
      const asked = /^#tap=(\\d+(?:\\.\\d+)?),(\\d+(?:\\.\\d+)?)$/.exec(window.touchtraceOpenedAt);
      if (asked) {
        const detail = { x: Number(asked[1]), y: Number(asked[2]) };
        document.dispatchEvent(new CustomEvent('touchtrace:point', { detail }));
      }
    })();
    </script>

    """

  /// The address's fragment as the page was opened, kept before the explorer's script writes
  /// `#step=N` over it (for `#tap=X,Y`).
  private static let addressScript = """
    <script>window.touchtraceOpenedAt = location.hash;</script>

    """

  /// Live reload: ask the preview for the inputs' version; another one means a file changed.
  private static let reloadScript = """
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
    """
}
