import Foundation
import TouchTraceScene
import TouchTraceTrace

/// A file given on the command line (or found in a directory given there): a scene to run, or a
/// trace made elsewhere to draw as it is.
package struct Input: Sendable {
  /// The path as given; `-` for standard input.
  package var path: String
  /// The file name without `.yaml`, `.yml`, `.json` or `.trace.json`: the base of output names
  /// (`stdin` for standard input).
  package var name: String
  /// What standard input held, for `-` (read once, before any work starts).
  package var standardInput: Data?

  /// How messages name it: the path, or `<stdin>`.
  package var file: String { standardInput == nil ? path : "<stdin>" }

  /// `-`: standard input, read to its end.
  package static func standardInput() throws -> Input {
    do {
      let data = try FileHandle.standardInput.readToEnd() ?? Data()
      return Input(path: "-", name: "stdin", standardInput: data)
    } catch {
      throw InputError("<stdin>: error: cannot read standard input (\(reason(error)))")
    }
  }

  /// One file (or `-`) named on the command line.
  package static func one(_ path: String) throws -> Input {
    path == "-" ? try standardInput() : Input(path: path)
  }

  package static let sceneExtensions = ["yaml", "yml", "json"]

  /// Expands directories (their scene and trace files, sorted, not recursive) and keeps files as
  /// given. A directory without any is an error: it was most likely the wrong one.
  package static func expand(_ paths: [String]) throws -> [Input] {
    var out: [Input] = []
    guard paths.filter({ $0 == "-" }).count <= 1 else {
      throw InputError("-: error: standard input can be given only once")
    }
    for path in paths {
      if path == "-" {
        out.append(try standardInput())
        continue
      }
      let kind = PathKind(of: path)
      guard kind != .missing else {
        throw InputError(
          "\(path): error: \(missingFileReason(path, missing: "no such file or directory"))")
      }
      if kind == .directory {
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
  package static func distinct(_ inputs: [Input]) throws -> [Input] {
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

  private init(path: String, name: String, standardInput: Data) {
    self.path = path
    self.name = name
    self.standardInput = standardInput
  }

  package init(path: String) {
    self.path = path
    var name = URL(fileURLWithPath: path).lastPathComponent
    for suffix in [".trace.json", ".yaml", ".yml", ".json"]
    where name.lowercased().hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
      break
    }
    self.name = name
  }
}

package struct InputError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
