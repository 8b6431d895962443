/// `report ffe --format html`: the FF&E schedule, a section per space, a row per item (or
/// group of identical items) with its picture.
public struct FFEPage: Sendable {
  /// A price column: its heading and whether its sections add up (a total, not a unit
  /// price).
  public struct PriceColumn: Sendable, Equatable {
    public var title: String
    public var isTotal: Bool

    public init(_ title: String, isTotal: Bool) {
      self.title = title
      self.isTotal = isTotal
    }
  }

  /// What stands in a row's picture cell.
  public enum Picture: Sendable, Equatable {
    case image(EmbeddedPicture)
    /// No picture to show, with the words in its place ("No picture", "PDF").
    case placeholder(String)
  }

  /// One item, or a group of identical items.
  public struct Row: Sendable, Equatable {
    public var picture: Picture
    public var name: String
    public var vendor: String
    public var sku: String
    public var quantity: String
    /// One text per price column.
    public var prices: [String]
    public var notes: String

    public init(
      picture: Picture, name: String, vendor: String, sku: String, quantity: String,
      prices: [String], notes: String
    ) {
      self.picture = picture
      self.name = name
      self.vendor = vendor
      self.sku = sku
      self.quantity = quantity
      self.prices = prices
      self.notes = notes
    }
  }

  /// A space's items and subtotal.
  public struct Section: Sendable, Equatable {
    public var name: String
    public var rows: [Row]
    /// One text per price column ("" under a unit price).
    public var subtotals: [String]

    public init(name: String, rows: [Row], subtotals: [String]) {
      self.name = name
      self.rows = rows
      self.subtotals = subtotals
    }
  }

  public var heading: PageHeading
  public var columns: [PriceColumn]
  public var sections: [Section]
  /// One text per price column ("" under a unit price).
  public var totals: [String]
  /// How many items, said under the total ("42 items").
  public var countText: String

  public init(
    heading: PageHeading, columns: [PriceColumn], sections: [Section], totals: [String],
    countText: String
  ) {
    self.heading = heading
    self.columns = columns
    self.sections = sections
    self.totals = totals
    self.countText = countText
  }

  /// The whole file.
  public var html: String {
    PageDocument.html(heading: heading, bodyClass: "ffe-schedule", body: body)
  }

  /// How many columns a row has.
  var columnCount: Int { 5 + columns.count }

  var body: String {
    var out = ""
    if sections.isEmpty {
      out += "<p class=\"muted\">No items in this project yet.</p>\n"
    }
    for section in sections { out += html(section) }
    out += "<section class=\"grand-total\">\n<h2>Total</h2>\n<table class=\"ffe totals\"><tbody>\n"
    out += summaryRow(label: "Total · " + countText, values: totals, rowClass: "total")
    out += "</tbody></table>\n</section>\n"
    return out
  }

  func headRow() -> String {
    var out = "<tr class=\"heads\"><th class=\"pic-cell\">Picture</th><th>Item</th>"
    out += "<th>Vendor</th><th>SKU</th><th class=\"num\">Qty</th>"
    for column in columns { out += "<th class=\"num\">\(HTMLText.escape(column.title))</th>" }
    return out + "</tr>"
  }

  func html(_ section: Section) -> String {
    let name = HTMLText.escape(section.name)
    var out = "<section class=\"space\">\n<h2>\(name)</h2>\n<table class=\"ffe\">\n<thead>"
    out += "<tr class=\"repeat\"><th colspan=\"\(columnCount)\">\(name)</th></tr>"
    out += headRow() + "</thead>\n<tbody>\n"
    for row in section.rows { out += html(row) }
    out += summaryRow(
      label: "Subtotal · " + section.name, values: section.subtotals, rowClass: "subtotal")
    out += "</tbody>\n</table>\n</section>\n"
    return out
  }

  func html(_ row: Row) -> String {
    var out = "<tr class=\"item\"><td class=\"pic-cell\">"
    switch row.picture {
    case .image(let picture): out += picture.imageTag(alt: row.name, className: "pic")
    case .placeholder(let words):
      out += "<div class=\"placeholder\">\(HTMLText.escape(words))</div>"
    }
    out += "</td><td class=\"main\" data-label=\"Item\"><div class=\"item-name\">"
    out += HTMLText.escape(row.name) + "</div>"
    if !row.notes.isEmpty { out += "<div class=\"notes\">\(HTMLText.escapeLines(row.notes))</div>" }
    out += "</td>"
    out += cell(row.vendor, label: "Vendor")
    out += cell(row.sku, label: "SKU")
    out += cell(row.quantity, label: "Qty", className: "num")
    for (index, column) in columns.enumerated() {
      out += cell(
        index < row.prices.count ? row.prices[index] : "", label: column.title, className: "num")
    }
    return out + "</tr>\n"
  }

  func cell(_ text: String, label: String, className: String = "") -> String {
    let classes = className.isEmpty ? "" : " class=\"\(className)\""
    return "<td\(classes) data-label=\"\(HTMLText.escape(label))\">\(HTMLText.escape(text))</td>"
  }

  func summaryRow(label: String, values: [String], rowClass: String) -> String {
    var out = "<tr class=\"\(rowClass)\"><td colspan=\"5\">\(HTMLText.escape(label))</td>"
    for (index, column) in columns.enumerated() {
      let value = index < values.count ? values[index] : ""
      guard !value.isEmpty else {
        out += "<td class=\"num\"></td>"
        continue
      }
      out +=
        "<td class=\"num\"><span class=\"label-narrow\">\(HTMLText.escape(column.title)) </span>"
      out += HTMLText.escape(value) + "</td>"
    }
    return out + "</tr>\n"
  }
}
