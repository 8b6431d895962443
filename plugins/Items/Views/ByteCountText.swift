/// A byte count as people read it: `812 B`, `34.2 KB`, `2.1 MB`.
enum ByteCountText {
  static func of(_ bytes: Int64) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = (value * 10).rounded() / 10
    return "\(tenths) \(units[unit])"
  }
}
