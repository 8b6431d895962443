import TerminalUI

/// Cards and rows in English, accented Latin, Chinese, Japanese, Korean and emoji.
enum SampleContent {
  static let cards: [TitledCard] = [
    TitledCard(
      title: "Smith Residence", badges: [Badge("Active", role: .success)],
      rows: [DetailRow("Budget", "$48,000.00"), DetailRow("Spent", "$31,250.75")],
      progress: ProgressBar(fraction: 0.65), footer: ["Updated 2 days ago"]),
    TitledCard(
      title: "Café Déco Rénovation", badges: [Badge("Over budget", role: .error)],
      rows: [
        DetailRow("Budget", "€12,000.00"),
        DetailRow("Spent", "€15,600.00", valueRole: .error),
      ],
      progress: ProgressBar(fraction: 1.3), footer: ["Crème brûlée corner"]),
    TitledCard(
      title: "上海公寓 厨房改造", badges: [Badge("进行中")],
      rows: [DetailRow("预算", "¥320,000"), DetailRow("已花费", "¥96,500")],
      progress: ProgressBar(fraction: 0.3), footer: ["设计师：王小明"]),
    TitledCard(
      title: "東京 リビングルーム", badges: [Badge("ｱｸﾃｨﾌﾞ")],
      rows: [DetailRow("予算", "¥2,400,000"), DetailRow("支出", "¥1,980,000")],
      progress: ProgressBar(fraction: 0.825), footer: ["한국 가구 포함"]),
    TitledCard(
      title: "🛋️ Lounge 👩‍💻 Office", badges: [Badge("✓ Done", role: .success)],
      rows: [DetailRow("Items 🇯🇵", "42"), DetailRow("Rating", "👍🏽 1️⃣")],
      progress: ProgressBar(fraction: 1.0), footer: ["⚠️ Check delivery"]),
  ]

  static let columns: [TableColumn] = [
    TableColumn("Item"), TableColumn("Space"), TableColumn("Vendor"),
    TableColumn("Date", wraps: false), .numeric("Price"),
  ]

  static let rows: [[String]] = [
    ["Velvet sofa, emerald green", "Living room", "Maison Élégance", "2026-03-14", "$4,250.00"],
    ["青花瓷 花瓶", "客厅", "景德镇 工作室", "2026-04-02", "¥8,800"],
    ["和紙 ペンダントライト", "ダイニング", "京都 照明", "2026-05-20", "¥64,000"],
    ["🪴 Fiddle-leaf fig", "Sunroom 🌞", "Green Thumb Co.", "2026-06-01", "$180.00"],
    ["Crème walnut side table", "Bedroom", "Atelier Genève", "2026-06-15", "CHF 1,120.00"],
  ]
}
