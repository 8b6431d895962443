/// The top of a page: the studio (name and logo), the document's title, the project, its
/// client and the date.
public struct PageHeading: Sendable, Equatable {
  public var studioName: String
  public var logo: EmbeddedPicture?
  /// "Budget report" or "FF&E schedule".
  public var title: String
  public var project: String
  public var client: String
  /// The day the page was made, as the ledger writes days.
  public var date: String
  /// Further facts under the title ("Prices: project").
  public var details: [String]

  public init(
    studioName: String, logo: EmbeddedPicture? = nil, title: String, project: String,
    client: String, date: String, details: [String] = []
  ) {
    self.studioName = studioName
    self.logo = logo
    self.title = title
    self.project = project
    self.client = client
    self.date = date
    self.details = details
  }

  /// The `<header>` element.
  var html: String {
    var out = "<header class=\"page-head\">\n<div class=\"studio\">"
    if let logo {
      out += logo.imageTag(alt: studioName.isEmpty ? "Logo" : studioName, className: "logo")
    }
    if !studioName.isEmpty {
      out += "<p class=\"studio-name\">\(HTMLText.escape(studioName))</p>"
    }
    out += "</div>\n<div class=\"titles\">"
    out += "<h1>\(HTMLText.escape(title))</h1>"
    out += "<p class=\"project\">\(HTMLText.escape(project))</p>"
    var facts: [String] = []
    if !client.isEmpty { facts.append("Client: " + HTMLText.escape(client)) }
    facts.append(HTMLText.escape(date))
    facts += details.map(HTMLText.escape)
    out += "<p class=\"facts\">" + facts.joined(separator: " · ") + "</p>"
    out += "</div>\n</header>\n"
    return out
  }

  /// The page's `<title>`.
  var documentTitle: String {
    HTMLText.escape([title, project, studioName].filter { !$0.isEmpty }.joined(separator: " · "))
  }
}
