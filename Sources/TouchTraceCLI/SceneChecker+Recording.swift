import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceRender
import TouchTraceTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reference is a unit: its trace, map and images are recorded whole or not at all, and one that
/// is not whole is refused as "could not be checked", never passed (issue 35: a trace left without
/// its PNG made every later check say "ok" without comparing a pixel).
///
/// Every file is drawn and written to a temporary file first, then renamed into place, the trace
/// last. A marker, `NAME.recording`, is written before the first rename and removed after the
/// last: a recording killed or failed in between leaves the marker, so the next check knows.
extension SceneChecker {
  /// The marker of a recording under way (or interrupted) for the scene `name`.
  func recordingMarker(_ name: String) -> URL {
    references.appendingPathComponent(name + ".recording")
  }

  /// Throws "could not be checked" when an interrupted recording left its marker (outside record
  /// mode `all`, which records the scene again).
  func refuseInterrupted(name: String) throws {
    let marker = recordingMarker(name)
    guard mode != .all, FileManager.default.fileExists(atPath: marker.path) else { return }
    throw InputError(
      "\(marker.relativePath): error: the reference of \(name) is incomplete: its recording was "
        + "interrupted (killed, or a disk full); record it again with --record all")
  }

  /// Throws "could not be checked" when the reference trace is there but a diagram has no image
  /// beside it, or a recording was interrupted: comparing what is there would pass unseen pixels.
  /// A touched scene's map recorded without `--hit-map` (no map file) is a difference instead,
  /// said by ``mapDifferences(_:name:)``.
  func refuseIncomplete(name: String, images: ReferenceImages, map: DrawnMap?) throws {
    try refuseInterrupted(name: name)
    guard mode != .all else { return }
    var required = images
    if let map, !map.untouched, !FileManager.default.fileExists(atPath: mapFile(name).path) {
      let base = Self.mapBase(map, name: name) + locale.nameSuffix
      required.removeAll { $0.base == base }
    }
    guard let missing = required.first(where: { $0.variants.isEmpty }) else { return }
    let file = RenderVariant(format: .png, scale: 2, theme: .light).fileName(base: missing.base)
    throw InputError(
      "\(references.appendingPathComponent(name + ".trace.json").relativePath): error: the "
        + "reference of \(name) is incomplete: no image \(file) (nor another scale or theme of "
        + "it) beside its trace; record it again with --record all")
  }

  /// Writes the trace and the gallery's images (PNG @2x and SVG, light and dark); in a folder of
  /// images only (`images`), just new versions of the images it holds, so a DocC catalog's
  /// Resources get no trace files.
  func record(_ trace: Trace, name: String, map: DrawnMap?, images: ReferenceImages?) throws {
    // A folder that cannot be written (read-only, a full disk) is an error naming it, not a raw
    // Foundation error counted as a difference (issue 23).
    do {
      try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
      let files = try drawnFiles(trace, name: name, map: map, images: images)
      let marker = recordingMarker(name)
      try writeAtomically(
        Data("touchtrace check is recording \(name); if this stays, it was interrupted\n".utf8),
        to: marker)
      // On failure the marker stays: some files may be new and others old, or gone.
      try writeAtomically(files)
      unlink(marker.path)
    } catch CanvasError.writeFailed(let path, let why) {
      throw InputError(
        "\(path): error: cannot record the reference of "
          + "\(name) (\(why))")
    } catch let error as CocoaError {
      throw InputError(
        "\(references.relativePath): error: cannot record the references of \(name) there "
          + "(\(reason(error)))")
    }
  }

  /// Every file of the reference, drawn, the trace last (so a trace never stands without them).
  private func drawnFiles(_ trace: Trace, name: String, map: DrawnMap?, images: ReferenceImages?)
    throws -> [(URL, Data)]
  {
    func here(_ file: String) -> URL { references.appendingPathComponent(file) }
    guard let images else {
      var options = RenderOptions.gallery
      options.locale = locale
      var files: [(file: String, data: Data)] = []
      if map?.untouched != true {
        files = try Renderer.images(of: trace, name: name, options: options)
      }
      if let map {
        files += try Renderer.hitMapImages(
          trace: map.trace, map: map.map, base: Self.mapBase(map, name: name), options: options)
        files.append((mapFile(name).lastPathComponent, try map.map.jsonData()))
      }
      files.append((name + ".trace.json", try trace.jsonData()))
      return files.map { (here($0.file), $0.data) }
    }
    var files: [(URL, Data)] = []
    for (base, draw, variants) in images {
      for v in variants { files.append((here(v.fileName(base: base)), try draw(v).finish())) }
    }
    return files
  }
}
