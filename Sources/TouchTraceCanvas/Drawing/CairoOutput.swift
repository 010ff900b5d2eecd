internal import CCairo
import Foundation

/// Collects the bytes Cairo writes.
final class OutputSink {
  var data = Data()
}

/// Cairo's write callback: appends to the `OutputSink` passed as the closure pointer.
func writeToSink(
  _ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
  let sink = Unmanaged<OutputSink>.fromOpaque(closure).takeUnretainedValue()
  if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
  return CAIRO_STATUS_SUCCESS
}

/// Fixed PDF document information, so PDFs don't carry the time they were made.
enum PDFMetadata {
  static let date = "2000-01-01T00:00:00Z"
  static let creator = "TouchTrace"

  static let fixedEntries: [(cairo_pdf_metadata_t, String)] = [
    (CAIRO_PDF_METADATA_CREATE_DATE, date),
    (CAIRO_PDF_METADATA_MOD_DATE, date),
    (CAIRO_PDF_METADATA_CREATOR, creator),
  ]
}
