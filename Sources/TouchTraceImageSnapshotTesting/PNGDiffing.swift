import Foundation
import SnapshotTesting
import TouchTraceCanvas
import TouchTraceSnapshotTesting

extension Diffing where Value == Data {
  /// PNG images compared pixel by pixel with a tolerance, on any platform. On a difference the
  /// message says how many pixels differ and where the diff image (changed pixels in red over the
  /// faded reference) was written; it is attached too.
  public static func touchTracePNG(tolerance: ImageTolerance) -> Diffing {
    Diffing.diff(
      toData: { $0 }, fromData: { $0 }, diffV2: { old, new in comparePNG(old, new, tolerance) })
  }
}

private func comparePNG(_ old: Data, _ new: Data, _ tolerance: ImageTolerance) -> (
  String, [DiffAttachment]
)? {
  guard old != new else { return nil }
  guard let comparison = try? ImageComparison(reference: old, new: new, tolerance: tolerance) else {
    return ("the new image is not a PNG that can be read", [])
  }
  guard !comparison.matches(tolerance) else { return nil }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "touchtrace-snapshot-diffs")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent("diff-\(UUID().uuidString).png")
  try? comparison.diffImage.write(to: file)
  let percent = String(format: "%.3f", comparison.fraction * 100)
  let what =
    comparison.sameSize
    ? "\(comparison.differingPixels) pixels differ (\(percent) %), more than the tolerance allows"
    : sizeChange(old, new)
  return (
    "\(what); the diff image is \(file.path)\n" + SnapshotAdvice.accept,
    [.data(comparison.diffImage, name: "difference.png")]
  )
}

/// Why an image changed size: the diagram is laid out around what it shows, so a size that
/// changed means something in it came, went or grew.
private func sizeChange(_ old: Data, _ new: Data) -> String {
  guard let a = try? PNGImage(data: old), let b = try? PNGImage(data: new) else {
    return "the image size changed"
  }
  return "the image size changed from \(a.width)×\(a.height) to \(b.width)×\(b.height) pixels: "
    + "a diagram is laid out around what it shows, so a view, a label, a step of the responder "
    + "chain or a finding came, went or changed size (its text snapshot, .log or .hitMap, says "
    + "which)"
}
