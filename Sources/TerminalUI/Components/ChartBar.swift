/// One bar of a `BarChart`: a label, a value the bar's length follows, and the value as
/// text (such as a formatted amount), which is never cut.
public struct ChartBar: Sendable, Hashable {
  /// What the bar stands for: a month, a category, a vendor.
  public var label: String
  /// The length: bars are scaled so that the largest fills the bar column; a value at or
  /// below zero draws no bar.
  public var value: Int64
  /// The value as shown at the end of the line.
  public var valueText: String
  /// The bar's style.
  public var role: StyleRole

  /// Creates a bar.
  public init(_ label: String, value: Int64, valueText: String, role: StyleRole = .accent) {
    self.label = label
    self.value = value
    self.valueText = valueText
    self.role = role
  }
}
