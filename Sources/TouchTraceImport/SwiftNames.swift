import Foundation

/// The Swift runtime's own demangler (exported by libswiftCore on every platform; the signature
/// is the runtime's `swift_demangle` in include/swift/Demangling/Demangle.h). It returns a
/// malloc'd string, or nil when the name is not a Swift symbol.
@_silgen_name("swift_demangle")
private func swiftDemangle(
  _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// Swift class names as the Objective-C runtime prints them (`_TtC5MyApp9NotesView`,
/// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`, `$s…`), made readable.
enum SwiftNames {
  /// The longest name handed to the runtime's demangler. Substitutions let a name repeat what
  /// came before, so each few bytes can double the result: a 430-byte name demangled to 2^30
  /// nodes and aborted at 2 GB after 12 s (issue 35). Within 256 bytes the doubling stays in the
  /// megabytes; a longer name is read as the Objective-C runtime prints its words.
  static let maximumMangledLength = 256
  /// The longest demangled name kept (a scene's longest text); past it, cut with `…`.
  static let maximumDemangledLength = 1_000

  /// The full Swift name (`SwiftUI._UIHostingView<SwiftUI.AnyView>`), or nil when `name` is not
  /// mangled (or the runtime cannot read it).
  static func demangled(_ name: String) -> String? {
    guard name.hasPrefix("_Tt") || name.hasPrefix("$s") || name.hasPrefix("_$s") else {
      return nil
    }
    guard name.utf8.count <= maximumMangledLength else { return objcRuntimeName(name) }
    let result = name.utf8CString.withUnsafeBufferPointer {
      swiftDemangle($0.baseAddress, UInt(name.utf8.count), nil, nil, 0)
    }
    guard let result else { return objcRuntimeName(name) }
    defer { free(result) }
    let text = String(cString: result)
    // A runtime built without Swift's old mangling (Linux's) hands `_Tt…` back unchanged.
    if text == name { return objcRuntimeName(name) }
    return text.count > maximumDemangledLength
      ? String(text.prefix(maximumDemangledLength)) + "…" : text
  }

  /// Where the runtime cannot read an `_TtC`/`_TtGC` name: its first two length-prefixed words
  /// (past a private class's `P33_…` discriminator), the module and the class (`_TtGC7SwiftUI15CellHostingView…` → `SwiftUI.CellHostingView<…>`).
  /// Not a demangler: what follows the class (its generic arguments) is shown as `<…>`.
  private static func objcRuntimeName(_ name: String) -> String? {
    let generic = name.hasPrefix("_TtGC")
    guard generic || name.hasPrefix("_TtC") else { return nil }
    var rest = Substring(name.dropFirst(generic ? 5 : 4))
    var words: [Substring] = []
    while words.count < 2 {
      // A private class's discriminator, `P33_` and 32 characters: not part of its name.
      if rest.hasPrefix("P"), let n = Int(rest.dropFirst().prefix(while: \.isNumber)) {
        rest = rest.dropFirst(1 + String(n).count + n)
      }
      let digits = rest.prefix(while: \.isNumber)
      guard !digits.isEmpty, let n = Int(digits), n > 0, rest.count >= digits.count + n
      else { break }
      rest = rest.dropFirst(digits.count)
      words.append(rest.prefix(n))
      rest = rest.dropFirst(n)
    }
    guard words.count == 2 else { return nil }
    return words.joined(separator: ".") + (generic ? "<…>" : "")
  }

  /// The name a diagram, a log and an id show: without the module, the generic arguments as
  /// `<…>` (`SwiftUI.CellHostingView<SwiftUI.ModifiedContent<…>>` → `CellHostingView<…>`).
  static func short(_ name: String) -> String {
    var outer = name
    if let open = name.firstIndex(of: "<") { outer = String(name[..<open]) + "<…>" }
    let head = outer.prefix { $0 != "<" }
    if let dot = head.lastIndex(of: "."), dot != head.startIndex {
      return String(outer[outer.index(after: dot)...])
    }
    return outer
  }
}
