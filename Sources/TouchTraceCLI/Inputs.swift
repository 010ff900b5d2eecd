import Foundation
import TouchTraceScene
import TouchTraceTrace

/// A file given on the command line (or found in a directory given there): a scene to run, or a
/// trace made elsewhere to draw as it is.
struct Input: Sendable {
  var path: String
  /// The file name without `.yaml`, `.yml`, `.json` or `.trace.json`: the base of output names.
  var name: String

  static let sceneExtensions = ["yaml", "yml", "json"]

  /// Expands directories (their scene and trace files, sorted, not recursive) and keeps files as
  /// given. A directory without any is an error: it was most likely the wrong one.
  static func expand(_ paths: [String]) throws -> [Input] {
    var out: [Input] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError("\(path): error: no such file or directory")
      }
      if isDirectory.boolValue {
        let names: [String]
        do {
          names = try FileManager.default.contentsOfDirectory(atPath: path).sorted().filter {
            sceneExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
          }
        } catch {
          throw InputError("\(path): error: cannot read the directory (\(reason(error)))")
        }
        guard !names.isEmpty else {
          throw InputError("\(path): error: no scene or trace files (.yaml, .yml, .json) in it")
        }
        let dir = path.hasSuffix("/") ? String(path.dropLast()) : path
        out += names.map { Input(path: dir + "/" + $0) }
      } else {
        out.append(Input(path: path))
      }
    }
    return out
  }

  /// Drops repeats of a file. Two different files that would write the same images (`a.yaml` and
  /// `a.json`, or `x/a.yaml` and `y/a.yaml`) are an error: one would silently replace the other.
  static func distinct(_ inputs: [Input]) throws -> [Input] {
    var paths = Set<String>()
    var names: [String: String] = [:]
    var out: [Input] = []
    var errors: [String] = []
    for input in inputs
    where paths.insert(URL(fileURLWithPath: input.path).standardizedFileURL.path).inserted {
      // Lowercased: on a case-insensitive file system (macOS) `A` and `a` are one file.
      if let first = names[input.name.lowercased()] {
        errors.append(
          "\(input.path): error: it would write the same files as \(first) "
            + "(both are named '\(input.name)'); rename one of them")
      } else {
        names[input.name.lowercased()] = input.path
      }
      out.append(input)
    }
    guard errors.isEmpty else { throw InputError(errors.joined(separator: "\n")) }
    return out
  }

  init(path: String) {
    self.path = path
    var name = URL(fileURLWithPath: path).lastPathComponent
    for suffix in [".trace.json", ".yaml", ".yml", ".json"]
    where name.lowercased().hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
      break
    }
    self.name = name
  }

  /// Runs the scene, or reads the trace. A trace file is named `.trace.json`, or is a JSON object
  /// with a top-level `schema` (scenes have no such key); anything else is a scene. So a broken
  /// trace is reported as a trace.
  func trace() throws -> Trace {
    let lower = path.lowercased()
    guard lower.hasSuffix(".json") else { return try SceneRunner.run(path: path) }
    let data = FileManager.default.contents(atPath: path)
    let named = lower.hasSuffix(".trace.json")
    guard named || data.map(Self.hasSchemaKey) == true else {
      return try SceneRunner.run(path: path)
    }
    guard let data else { throw InputError("\(path): error: cannot read the file") }
    do {
      return try Trace.decode(data)
    } catch let error as TraceFormatError {
      throw InputError("\(path): error: \(error)")
    } catch {
      // The decoder only says "not valid JSON"; JSONSerialization says what and where.
      do {
        _ = try JSONSerialization.jsonObject(with: data)
      } catch {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        throw InputError("\(path): error: not valid JSON (\(detail ?? "\(error)"))")
      }
      throw InputError("\(path): error: not a valid trace: \(Self.describe(error))")
    }
  }

  private static func hasSchemaKey(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["schema"] != nil
  }

  private static func describe(_ error: any Error) -> String {
    guard let e = error as? DecodingError else { return String(describing: error) }
    switch e {
    case .keyNotFound(let key, let c):
      return "missing '\(key.stringValue)' at \(path(c.codingPath))"
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
      return "\(c.debugDescription) at \(path(c.codingPath))"
    @unknown default: return String(describing: e)
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty
      ? "the top level"
      : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}

struct InputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
