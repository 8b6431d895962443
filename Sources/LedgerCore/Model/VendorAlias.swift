import Foundation

/// Another name a vendor goes by on bank and card statements (`vendor alias add`):
/// `import statement` reads a description that starts with it as that vendor's.
public struct VendorAlias: Hashable, Sendable, Codable, Identifiable {
  public var id: EntityID
  public var accountID: EntityID
  public var vendorID: EntityID
  /// The alias as typed.
  public var text: String

  public init(id: EntityID, accountID: EntityID, vendorID: EntityID, text: String) {
    self.id = id
    self.accountID = accountID
    self.vendorID = vendorID
    self.text = text
  }

  /// The alias as stored for lookups, once per account: lower case without accents,
  /// runs of spaces as one (`AMZN  Mktp` and `amzn mktp` are one alias).
  public static func key(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
