import Foundation
import LedgerCore
import LedgerStore

/// Says what is wrong with JSON text that `JSONDecoder` refuses as "not valid JSON" when it
/// is valid: a number no field takes (every number in an archive is a whole number of 64
/// bits: `byteCount` 1e20, `version` 2.0000000001), or nesting deeper than the reader
/// takes; naming the field and its limit.
enum JSONNumberCheck {
  /// How deep the JSON reader nests arrays and objects (a ledgersh archive nests 4).
  static let deepestNesting = 512

  /// The problems of `data`, each led by its place (`items[0].quantity`) under `place`;
  /// empty when the text is neither valid JSON nor has such a number.
  static func problems(_ data: Data, place: String = "") -> [String] {
    let value: Any
    do {
      value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let detail =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      guard detail.contains("nested") else { return [] }
      return [
        (place.isEmpty ? "" : "\(place): ")
          + "the JSON nests lists and objects more than \(deepestNesting) levels deep, "
          + "deeper than this reader takes (a ledgersh export nests 4)"
      ]
    }
    var problems: [String] = []
    walk(value, place, &problems)
    return problems
  }

  private static func walk(_ value: Any, _ path: String, _ problems: inout [String]) {
    guard problems.count < LedgerImporter.reportedProblemLimit + 1 else { return }
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() {
        if let inner = object[key] {
          walk(inner, path.isEmpty ? key : "\(path).\(key)", &problems)
        }
      }
    } else if let list = value as? [Any] {
      for (index, inner) in list.enumerated() { walk(inner, "\(path)[\(index)]", &problems) }
    } else if let number = value as? NSNumber, !(value is String) {
      let text = number.stringValue
      // `2.0` is whole; `1e20` is whole but beyond 64 bits.
      let whole =
        Int64(text) != nil
        || Double(text).map { $0 == $0.rounded() && $0.magnitude < 9.2e18 } ?? false
      if !whole {
        problems.append("\(path): \(text) is \(limit(of: path))")
      }
    }
  }

  /// What the field at `path` takes, as the end of a sentence.
  private static func limit(of path: String) -> String {
    let field = path.split(separator: ".").last.map(String.init) ?? path
    switch field {
    case "version":
      return "not an archive version: this ledgersh reads versions 1 to "
        + "\(LedgerArchive.currentVersion), whole numbers"
    case "byteCount":
      return "not a size from 0 to \(AttachmentKind.largestByteCount) bytes (files over "
        + "\(AttachmentFiles.limitText) cannot be attached)"
    case "quantity":
      return "not a whole number from 0 to \(Item.largestQuantity), as 'item add --qty' takes"
    case "id",
      _ where field.hasSuffix("ID"):
      return "not an id: ids are whole numbers from 1 to \(Int64.max)"
    default:
      return "not a whole number from \(Int64.min) to \(Int64.max), as every number here is"
    }
  }
}
