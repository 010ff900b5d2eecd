/// Checks that every number in a value is finite, as `JSONEncoder` does while it writes JSON, but
/// without writing anything: walking the value costs a fraction of encoding it (a render checks
/// every trace it draws).
extension Trace {
  /// Throws `EncodingError.invalidValue` (with the coding path) for the first NaN or infinity,
  /// exactly where ``jsonData()`` would.
  public func checkFinite() throws {
    try encode(to: FiniteCheckingEncoder(path: nil))
  }
}

/// A coding path as a linked list, so walking allocates one node per level and the array is only
/// built for an error.
private final class CodingPathNode {
  let parent: CodingPathNode?
  let key: any CodingKey

  init(_ parent: CodingPathNode?, _ key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  static func keys(_ node: CodingPathNode?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = node
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}

private struct FiniteCheckingEncoder: Encoder {
  var path: CodingPathNode?
  var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(path: path) }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(path: path)
  }

  static func check(_ value: Double, _ path: CodingPathNode?) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: CodingPathNode.keys(path),
          debugDescription: "Unable to encode \(value) directly in JSON."))
    }
  }

  /// Index keys for unkeyed containers, as JSONEncoder names them.
  struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  struct Single: SingleValueEncodingContainer {
    var path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws {}
    mutating func encode(_ value: String) throws {}
    mutating func encode(_ value: Double) throws { try check(value, path) }
    mutating func encode(_ value: Float) throws { try check(Double(value), path) }
    mutating func encode<T: BinaryInteger & Encodable>(_ value: T) throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {
      try value.encode(to: FiniteCheckingEncoder(path: path))
    }
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
    func child(_ key: Key) -> CodingPathNode { CodingPathNode(path, key) }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws {}
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try check(value, child(key))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try check(Double(value), child(key))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try value.encode(to: FiniteCheckingEncoder(path: child(key)))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Keyed<NestedKey>(path: child(key)))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Unkeyed(path: child(key))
    }
    mutating func superEncoder() -> any Encoder { FiniteCheckingEncoder(path: path) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      FiniteCheckingEncoder(path: child(key))
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    var path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }
    var count = 0
    private var next: CodingPathNode { CodingPathNode(path, Index(count)) }

    init(path: CodingPathNode?) { self.path = path }

    mutating func encodeNil() throws { count += 1 }
    mutating func encode(_ value: Bool) throws { count += 1 }
    mutating func encode(_ value: String) throws { count += 1 }
    mutating func encode(_ value: Double) throws {
      try check(value, next)
      count += 1
    }
    mutating func encode(_ value: Float) throws {
      try check(Double(value), next)
      count += 1
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try value.encode(to: FiniteCheckingEncoder(path: next))
      count += 1
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      defer { count += 1 }
      return KeyedEncodingContainer(Keyed<NestedKey>(path: next))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      defer { count += 1 }
      return Unkeyed(path: next)
    }
    mutating func superEncoder() -> any Encoder {
      defer { count += 1 }
      return FiniteCheckingEncoder(path: next)
    }
  }
}
