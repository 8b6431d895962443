/// A project with spaces (names in Chinese, Japanese and emoji), duplicate items, a
/// bookmarked one, one without a price, and business inventory, for the item tests.
enum ItemsLedger {
  static let lines = [
    "project add \"Smith Residence\" --client \"Jane Smith\"",
    "project add \"陈宅 Chen House\"",
    "use \"Smith Residence\"",
    "space add \"Living Room\"",
    "space add 客厅",
    "space add リビング",
    "tx add --source \"West Elm\" --amount 2,697 --date 2026-11-02",
    "item add \"Oak Side Table\" --sku WE-10482 --source \"West Elm\" --price 899"
      + " --project-price 1,149 --space \"Living Room\" --tx 1",
    "item add \"Oak Side Table\" --sku WE-10482 --source \"West Elm\" --price 899"
      + " --project-price 1,149 --space 客厅 --tx 1",
    "item add \"Oak Side Table\" --sku WE-10482 --source \"West Elm\" --price 899"
      + " --project-price 1,149 --space リビング --tx 1",
    "item add \"陈宅 沙发\" --source 无印良品 --price 3,200 --space 客厅 --bookmark",
    "item add ソファ --source 無印良品 --price 1,980 --qty 2 --space リビング",
    "item add \"🛋️ Lounge Chair\" --source \"Maison Café ☕\" --notes \"Velvet, emerald\"",
    "item add \"Linen Pillow\" --sku HM-2 --source Hay --price 45 --qty 4 --inventory",
    "item add \"Brass Lamp\" --source Hay --price 260 --inventory --bookmark",
  ]
}
