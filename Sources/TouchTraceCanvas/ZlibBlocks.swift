internal import CCairo
import Dispatch
import Foundation

/// One zlib stream deflated in independent blocks on every core, joined as pigz joins them.
///
/// Deflating a large image took about 45 % of a render, on one core (issue 38). The rows are cut
/// into blocks of about ``blockBytes``; each block is deflated on its own (raw deflate, primed
/// with the 32 KB of rows before it as its dictionary, so little is lost at the seams) and ends
/// with a sync flush, which byte-aligns it; the last ends with `Z_FINISH`. Concatenated behind
/// zlib's two-byte header and followed by the Adler-32 of all the rows (the blocks' combined with
/// `adler32_combine`), they are one valid zlib stream. The cut depends only on the image's size,
/// never on the cores, so the bytes are the same on every machine; the cores only change who
/// deflates which block.
enum ZlibBlocks {
  /// Raw bytes per block (rows are never split): small enough for a gallery image @2x (about
  /// 10 MB of rows) to keep both cores busy, large enough that each block's set-up (zlib's
  /// tables, the dictionary) stays under 1 % of its time. Measured in the Benchmark article.
  static let blockBytes = 1 << 20
  /// Deflate's window: the most of the bytes before a block that can prime its dictionary.
  static let window = 32_768

  /// The stream in pieces, one per block (each can be its own IDAT chunk): the first starts with
  /// zlib's header, the last ends with the Adler-32. `fill(y, out)` writes row `y`'s `rowBytes`
  /// bytes; it is called from several threads at once, for different rows.
  static func deflate(
    rows: Int, rowBytes: Int, level: Int32, blockBytes: Int = blockBytes,
    fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws -> [Data] {
    let rowsPerBlock = max(1, min(rows, blockBytes / max(1, rowBytes)))
    let count = max(1, (rows + rowsPerBlock - 1) / rowsPerBlock)
    var blocks = [Block?](repeating: nil, count: count)
    blocks.withUnsafeMutableBufferPointer { results in
      withoutActuallyEscaping(fill) { fill in
        // Each thread writes its own blocks' slots, and `fill` only reads the picture.
        let shared = UncheckedSendable((results, fill))
        DispatchQueue.concurrentPerform(iterations: count) { index in
          let start = index * rowsPerBlock
          shared.value.0[index] = Block(
            rows: start..<min(rows, start + rowsPerBlock), rowBytes: rowBytes, level: level,
            last: index == count - 1, fill: shared.value.1)
        }
      }
    }
    var pieces: [Data] = []
    var adler: UInt = 1
    for case let block? in blocks {
      guard let deflated = block.deflated else {
        throw CanvasError.cairo(operation: "encode the PNG", message: "zlib failed to deflate")
      }
      adler = pieces.isEmpty ? block.adler : adler32_combine(adler, block.adler, block.length)
      pieces.append(deflated)
    }
    guard pieces.count == count else {
      throw CanvasError.cairo(operation: "encode the PNG", message: "zlib failed to deflate")
    }
    pieces[0].insert(contentsOf: header(level: level), at: 0)
    pieces[count - 1].append(
      contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) })
    return pieces
  }

  /// zlib's two bytes: deflate with a 32 KB window, the level's class, and the check bits that
  /// make the pair a multiple of 31 (RFC 1950; what zlib's own `deflate` writes).
  static func header(level: Int32) -> [UInt8] {
    let levelClass: Int = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    var pair = 0x7800 | levelClass << 6
    pair += 31 - pair % 31
    return [UInt8(pair >> 8), UInt8(pair & 0xFF)]
  }

  /// One block's rows, deflated.
  struct Block {
    /// The raw deflate bytes; nil when zlib failed.
    var deflated: Data?
    /// The Adler-32 of the block's rows, and their length.
    var adler: UInt
    var length: Int

    init(
      rows: Range<Int>, rowBytes: Int, level: Int32, last: Bool,
      fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) {
      // The rows before the block that fill the window, then the block's own.
      let primed = min(rows.lowerBound, (ZlibBlocks.window + rowBytes - 1) / rowBytes)
      let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: (primed + rows.count) * rowBytes)
      defer { raw.deallocate() }
      for (i, y) in ((rows.lowerBound - primed)..<rows.upperBound).enumerated() {
        fill(y, raw + i * rowBytes)
      }
      let input = raw + primed * rowBytes
      length = rows.count * rowBytes
      adler = adler32(1, input, UInt32(length))
      let dictionary = min(primed * rowBytes, ZlibBlocks.window)
      deflated = Self.deflate(
        input, count: length,
        dictionary: UnsafeRawBufferPointer(
          start: input - dictionary, count: dictionary), level: level, last: last)
    }

    /// Raw deflate (no zlib header or check), ending in a sync flush or, last, `Z_FINISH`.
    static func deflate(
      _ input: UnsafeMutablePointer<UInt8>, count: Int, dictionary: UnsafeRawBufferPointer,
      level: Int32, last: Bool
    ) -> Data? {
      var stream = z_stream()
      guard
        deflateInit2_(
          &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
          Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else { return nil }
      defer { deflateEnd(&stream) }
      if let start = dictionary.baseAddress, dictionary.count > 0 {
        let bytes = start.assumingMemoryBound(to: UInt8.self)
        guard deflateSetDictionary(&stream, bytes, UInt32(dictionary.count)) == Z_OK else {
          return nil
        }
      }
      // deflateBound, plus the sync flush's empty stored block and some slack.
      let capacity = Int(deflateBound(&stream, UInt(count))) + 64
      var out = Data(count: capacity)
      let status: Int32 = out.withUnsafeMutableBytes { buffer in
        stream.next_in = input
        stream.avail_in = UInt32(count)
        stream.next_out = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_out = UInt32(capacity)
        return CCairo.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
      }
      let done = last ? status == Z_STREAM_END : status == Z_OK && stream.avail_in == 0
      guard done, stream.avail_out > 0 else { return nil }
      out.count = capacity - Int(stream.avail_out)
      return out
    }
  }
}

/// A value handed to `concurrentPerform`'s threads whose safety the caller vouches for.
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
