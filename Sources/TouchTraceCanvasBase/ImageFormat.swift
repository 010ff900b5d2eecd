/// The file format a canvas renders to.
public enum ImageFormat: String, Sendable, CaseIterable, Hashable {
  /// A raster image; its pixel size is the canvas size times the scale factor.
  case png
  /// A vector image, sized in points (one point is one CSS pixel); the scale factor is ignored.
  case svg
  /// A vector document with one page, sized in PDF points; the scale factor is ignored.
  case pdf

  /// The usual file name extension, without the dot.
  public var fileExtension: String { rawValue }

  /// The media type.
  public var mimeType: String {
    switch self {
    case .png: "image/png"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    }
  }

  /// Whether the format is a raster image (affected by the scale factor).
  public var isRaster: Bool { self == .png }

  /// The format for a file name extension (case-insensitive), e.g. `"PNG"` → `.png`.
  public init?(fileExtension: String) {
    self.init(rawValue: fileExtension.lowercased())
  }
}
