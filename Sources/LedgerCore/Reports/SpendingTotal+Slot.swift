extension SpendingTotal {
  /// The identity of a total while summing: its key and whether it counts fees.
  public struct Slot: Hashable, Sendable {
    public var key: String
    public var isFee: Bool

    public init(key: String, isFee: Bool) {
      self.key = key
      self.isFee = isFee
    }
  }
}
