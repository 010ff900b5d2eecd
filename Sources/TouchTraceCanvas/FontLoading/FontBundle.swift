import Foundation

/// Finds the package's `Fonts` resource folder without `Bundle.module`, whose accessor traps
/// (`fatalError`) when the bundle is not where the build put it; a missing font must be an error
/// the user can read, never a crash.
///
/// SwiftPM names a target's resource bundle `<package>_<target>` with `.bundle` on Apple
/// platforms and `.resources` elsewhere, and puts it beside the products it builds: the
/// executable (`swift build`, `swift run`, the `render-touch-diagrams` plugin's release build, and
/// Mint 0.17.2 and later, which copies every `.bundle` of the release build beside the binary it
/// installs) or the `.xctest` test bundle. Xcode copies it into the app's or test bundle's
/// resources. SwiftPM's bundles are flat; Xcode's macOS bundles keep resources in
/// `Contents/Resources`.
enum FontBundle {
  static let name = "TouchTrace_TouchTraceCanvas"
  #if canImport(Darwin)
    static let fileName = name + ".bundle"
  #else
    static let fileName = name + ".resources"
  #endif

  /// The first `Fonts` folder holding every file in `names`, in the places listed above. The
  /// bundle's name is matched by its end (`…_TouchTraceCanvas.bundle`): the part before it is the
  /// package's name as the build that depends on it spells it.
  static func folder(containing names: [String]) -> URL? {
    let fileManager = FileManager.default
    let suffix = "_TouchTraceCanvas" + fileName.drop { $0 != "." }
    for directory in searchDirectories() {
      let entries = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
      for entry in entries.sorted() where entry.hasSuffix(suffix) {
        let bundle = directory.appendingPathComponent(entry, isDirectory: true)
        let layouts = ["Fonts", "Contents/Resources/Fonts"].map(bundle.appendingPathComponent)
        for fonts in layouts
        where names.allSatisfy({
          fileManager.fileExists(atPath: fonts.appendingPathComponent($0).path)
        }) {
          return fonts
        }
      }
    }
    return nil
  }

  /// Where the bundle may be: beside the executable (its real location: Mint links it from
  /// `~/.mint/bin`), in the main bundle's resources, and beside or inside the bundle holding this
  /// code (a test bundle, a framework).
  static func searchDirectories() -> [URL] {
    let main = Bundle.main
    let code = Bundle(for: Anchor.self)
    let candidates: [URL?] = [
      main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
      main.bundleURL, main.resourceURL,
      code.resourceURL, code.bundleURL, code.bundleURL.deletingLastPathComponent(),
    ]
    var seen = Set<String>()
    return candidates.compactMap { $0?.standardizedFileURL }.filter {
      seen.insert($0.path).inserted
    }
  }

  private final class Anchor {}
}
