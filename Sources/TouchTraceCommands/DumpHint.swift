import Foundation

/// A `recursiveDescription` dump given where a scene is read (`log`, `render`, `validate`…) fails
/// as YAML; the error then says what the file is and which command reads it (issue 36).
enum DumpHint {
  /// A view's line as UIKit prints it: `<UIView: 0x7f9c1e40a2d0; frame = …`.
  private static let viewLine = try? NSRegularExpression(
    pattern: "<[A-Za-z_][A-Za-z0-9_.]*: 0x[0-9a-fA-F]+[;>]")

  /// Whether the text's start holds a view's line as a dump prints it.
  static func looksLikeDump(_ data: Data) -> Bool {
    guard let viewLine else { return false }
    let text = String(decoding: data.prefix(65_536), as: UTF8.self)
    return viewLine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  /// The note after the scene's error: import turns the dump into a scene.
  static func note(file: String, path: String) -> String {
    let source = path == "-" ? "-" : path
    return "\(file): note: this looks like a view hierarchy dump (recursiveDescription), not a "
      + "scene: make it one with `touchtrace import \(source) --tap X,Y -o scene.yaml`, then "
      + "use the scene"
  }
}

extension Input {
  /// The scene's error, with the note that the file is a dump when it looks like one.
  func addingDumpHint(_ error: any Error) -> any Error {
    let data = standardInput ?? FileManager.default.contents(atPath: path) ?? Data()
    guard DumpHint.looksLikeDump(data) else { return error }
    let message = String(describing: error).trimmingCharacters(in: .newlines)
    return InputError(message + "\n" + DumpHint.note(file: file, path: path))
  }
}
