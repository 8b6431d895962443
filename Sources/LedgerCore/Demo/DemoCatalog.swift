/// The names a demo ledger is made of: clients, vendors, categories, rooms and things,
/// including names in Chinese and Japanese, with accents and with emoji.
public enum DemoCatalog {
  /// Project names with their clients.
  public static let projects: [(name: String, client: String, description: String)] = [
    ("Smith Residence", "Ann & David Smith", "Full renovation of a 1920s colonial"),
    ("Chen Loft 陈宅", "陈伟 Wei Chen", "Open-plan loft with a reading nook"),
    ("Tanaka House 田中邸", "田中 美咲", "Quiet Japanese-modern family home"),
    ("Café Lumière", "Élodie Rousseau", "Neighbourhood café, 40 seats"),
    ("Müller Penthouse", "Jürgen Müller", "Penthouse with a roof terrace"),
    ("Beach House 🌊", "Priya Natarajan", "Weekend house by the sea"),
    ("Okafor Townhouse", "Chidi Okafor", "Three floors, two home offices"),
    ("García Studio", "Lucía García", "Photography studio and showroom"),
    ("Nordic Cabin ❄️", "Sigrid Åkesson", "Cabin with a sauna"),
    ("Park Avenue Office", "Harlow & Finch LLP", "Law office reception and boardroom"),
  ]

  /// Vendor names.
  public static let vendors = [
    "West Elm", "Restoration Hardware", "Crate & Barrel", "CB2", "Article", "Etsy",
    "Design Within Reach", "Ligne Roset", "無印良品 MUJI", "ニトリ Nitori", "宜家 IKEA",
    "Maison Café ☕", "Hôtel Drouot", "Schumacher", "Visual Comfort", "Rejuvenation",
  ]

  /// Budget categories: standard ones, then fee categories.
  public static let categories: [(name: String, kind: CategoryKind)] = [
    ("Furnishings", .standard), ("Lighting", .standard), ("Textiles", .standard),
    ("Art & Accessories", .standard), ("Construction", .standard), ("Kitchen & Bath", .standard),
    ("Design Fee", .fee), ("Procurement Fee", .fee),
  ]

  /// Space templates with their checklists.
  public static let spaceTemplates: [(name: String, checklist: [String])] = [
    ("Living Room", ["Measure walls", "Choose sofa", "Order rug", "Hang art"]),
    ("Kitchen", ["Measure counters", "Pick tiles", "Order pendants", "Install hardware"]),
    ("Primary Bedroom", ["Choose bed", "Order bedding", "Blackout shades"]),
    ("Bathroom", ["Pick vanity", "Order mirror", "Towel hooks"]),
    ("Home Office", ["Desk", "Task lighting", "Cable management"]),
    ("Dining Room", ["Table", "Chairs", "Chandelier"]),
  ]

  /// Spaces a project may have besides those made from templates, with their own checklists.
  public static let customSpaces: [(name: String, notes: String, checklist: [String])] = [
    ("Entry", "Client wants a bench and hooks", ["Measure niche", "Pick hooks"]),
    ("Mudroom", "", ["Boot tray", "Cubbies"]),
    ("Reading Nook", "North light", ["Armchair", "Floor lamp", "Throw"]),
    ("Balcony 阳台", "", ["Planters", "Outdoor rug"]),
  ]

  /// Item name parts: materials and things.
  public static let materials = [
    "Walnut", "Oak", "Rattan", "Bouclé", "Linen", "Velvet", "Brass", "Marble", "Ceramic",
    "Teak", "Bamboo 竹", "Washi 和紙", "Travertine", "Crème", "Jute",
  ]

  /// Item name parts: what the thing is.
  public static let things = [
    "Dining Table", "Armchair", "Sofa", "Pendant Light", "Floor Lamp", "Side Table",
    "Rug", "Mirror", "Bookshelf", "Bar Stool", "Vase 花瓶", "Cushion 🛋️", "Sconce",
    "Headboard", "Coffee Table", "Planter 🪴", "Curtains", "Desk", "Credenza", "Chandelier",
  ]

  /// Transaction notes, some empty.
  public static let notes = [
    "", "", "", "Deposit 50%", "Balance on delivery", "Backordered 6 weeks",
    "Client approved", "Return: wrong finish", "Rush shipping", "配送済み delivered",
  ]
}
