import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `touchtrace-draw`, the executable beside `touchtrace` that holds the commands that draw.
///
/// Cairo, Pango, fontconfig and the libraries under them are 43 shared objects and about 96,000
/// relocations: loading them took most of a cold `touchtrace --version` (issue 38). So the
/// `touchtrace` executable links none of them: it runs the commands that draw nothing itself and
/// replaces itself (`execv`, same arguments, same process) with `touchtrace-draw` for the rest.
/// Two executables rather than `dlopen` at the first draw: the drawing code calls Cairo directly,
/// and on Linux the Swift runtime is linked statically into each executable, so a Swift library
/// loaded later would bring a second runtime.
package enum DrawingTool {
  package static let name = "touchtrace-draw"

  /// The subcommands `touchtrace` runs itself: none of them draws.
  static let drawingFree: Set<String> = ["log", "trace", "validate", "schema", "import"]

  /// Whether `touchtrace` runs `arguments` itself: `--version`, a subcommand that never draws, or
  /// `hitmap` whose every `--format` is `json` or `sarif`. Everything else, help included (it lists every
  /// command), goes to `touchtrace-draw`, which reads the arguments again.
  package static func drawsNothing(_ arguments: [String]) -> Bool {
    guard let first = arguments.first else { return false }
    if arguments == ["--version"] || drawingFree.contains(first) { return true }
    guard first == "hitmap" else { return false }
    let formats = formatValues(arguments.dropFirst())
    return !formats.isEmpty && formats.allSatisfy { $0 == "json" || $0 == "sarif" }
  }

  /// The values of `--format X` and `--format=X`, up to `--` (after it every argument is a path).
  static func formatValues(_ arguments: ArraySlice<String>) -> [String] {
    var values: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex, arguments[index] != "--" {
      let argument = arguments[index]
      if argument == "--format" {
        values.append(index + 1 < arguments.endIndex ? arguments[index + 1] : "")
        index += 1
      } else if argument.hasPrefix("--format=") {
        values.append(String(argument.dropFirst("--format=".count)))
      }
      index += 1
    }
    return values
  }

  /// Replaces this process with `touchtrace-draw` beside the running executable (its real path,
  /// so a symbolic link such as Mint's works), passing `arguments` on. Returns only on failure:
  /// then it says why and exits 1.
  package static func exec(_ arguments: [String]) -> Never {
    let tool = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
      .appendingPathComponent(name).path
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    execv(tool, argv)
    let why = String(cString: strerror(errno))
    FileHandle.standardError.write(
      Data(
        ("touchtrace: error: cannot run \(tool) (\(why)); the commands that draw are in "
          + "\(name): build it too (swift build --product \(name); `swift run touchtrace` "
          + "builds only touchtrace) and keep the two in the same directory\n").utf8))
    exit(1)
  }

  /// The running executable's path, symbolic links resolved.
  static func executablePath() -> String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      if _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) {
        defer { free(real) }
        return String(cString: real)
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
  }
}
