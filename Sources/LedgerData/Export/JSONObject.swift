import LedgerCore
import LedgerStore

/// The fields of one JSON object, written out with keys in byte order.
///
/// Values are written once, as UTF-8, into one buffer; only the small list of where each
/// field's value starts is sorted by key. An export writes millions of these: building a
/// `String` per value and appending them one by one took most of its time.
struct JSONObject {
  private var keys: [String] = []
  private var starts: [Int] = []
  private var values: [UInt8] = []

  init() {
    keys.reserveCapacity(16)
    starts.reserveCapacity(17)
    values.reserveCapacity(512)
  }

  private mutating func begin(_ key: String) {
    keys.append(key)
    starts.append(values.count)
  }

  mutating func raw(_ key: String, _ value: String) {
    begin(key)
    values.append(contentsOf: value.utf8)
  }

  mutating func string(_ key: String, _ value: String) {
    begin(key)
    JSONRecordWriter.appendQuoted(value, to: &values)
  }

  mutating func bool(_ key: String, _ value: Bool) { raw(key, value ? "true" : "false") }

  /// An id; a nil id leaves the key out, as `Codable` does.
  mutating func id(_ key: String, _ value: EntityID?) {
    if let value { raw(key, String(value.rawValue)) }
  }

  mutating func time(_ key: String, _ value: Timestamp) { string(key, value.iso8601) }

  /// An amount as `{"amount":"12.00","currency":"USD"}`; nil leaves the key out.
  mutating func money(_ key: String, _ value: Money?) {
    guard let value else { return }
    begin(key)
    values.append(contentsOf: #"{"amount":""#.utf8)
    values.append(contentsOf: value.decimalString.utf8)
    values.append(contentsOf: #"","currency":""#.utf8)
    values.append(contentsOf: value.currency.code.utf8)
    values.append(contentsOf: #""}"#.utf8)
  }

  /// The object's JSON bytes.
  var bytes: [UInt8] {
    let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    var result: [UInt8] = [UInt8(ascii: "{")]
    result.reserveCapacity(values.count + keys.count * 16 + 2)
    for (offset, index) in order.enumerated() {
      if offset > 0 { result.append(UInt8(ascii: ",")) }
      // Keys are the model's own ASCII property names: nothing to escape.
      result.append(UInt8(ascii: "\""))
      result.append(contentsOf: keys[index].utf8)
      result.append(UInt8(ascii: "\""))
      result.append(UInt8(ascii: ":"))
      let end = index + 1 < starts.count ? starts[index + 1] : values.count
      result.append(contentsOf: values[starts[index]..<end])
    }
    result.append(UInt8(ascii: "}"))
    return result
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
