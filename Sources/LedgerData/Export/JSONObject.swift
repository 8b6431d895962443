import LedgerCore
import LedgerStore

/// The fields of one JSON object, written out with keys in byte order.
struct JSONObject {
  private var fields: [(key: String, value: String)] = []

  mutating func raw(_ key: String, _ value: String) { fields.append((key, value)) }

  mutating func string(_ key: String, _ value: String) {
    raw(key, JSONRecordWriter.quoted(value))
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
    raw(key, "{\"amount\":\"\(value.decimalString)\",\"currency\":\"\(value.currency.code)\"}")
  }

  var text: String {
    let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    var result = "{"
    result.reserveCapacity(sorted.reduce(2) { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 })
    for (offset, field) in sorted.enumerated() {
      if offset > 0 { result += "," }
      // Keys are the model's own ASCII property names: nothing to escape.
      result += "\""
      result += field.key
      result += "\":"
      result += field.value
    }
    result += "}"
    return result
  }
}
