/// A small ledger a designer would recognise: two projects, categories in a chosen order,
/// budgets, purchases, a return, a fee, and names in Chinese, Japanese and emoji.
enum SampleLedger {
  static let lines = [
    "category add Furnishings",
    "category add Lighting",
    "category add \"Window Treatments\"",
    "category add \"Design Fee\" --kind fee",
    "category add 照明器具",
    "project add \"Smith Residence\" --client \"Jane Smith\" --description \"Whole-house refresh\"",
    "project add 東京オフィス --client 山田太郎",
    "project add \"🏖️ Beach House\"",
    "use \"Smith Residence\"",
    "budget set Furnishings 12,500",
    "budget set Lighting 3000",
    "budget set \"Window Treatments\" 1500",
    "budget set \"Design Fee\" 8000",
    "budget pin Furnishings",
    "tx add --source \"West Elm\" --amount 1,249.99 --date 2026-11-02 --category Furnishings"
      + " --notes \"Sofa for the living room, oatmeal linen; delivery booked for the 14th\"",
    "tx add --source \"West Elm\" --amount 200 --type return --date 2026-11-09"
      + " --category Furnishings --notes \"Returned the ottoman\"",
    "tx add --source \"Rejuvenation\" --amount 3,420.50 --date 2026-11-05 --category Lighting"
      + " --reimbursement owed-to-company --needs-review",
    "tx add --source \"The Shade Store\" --amount 980 --date 2026-11-07"
      + " --category \"Window Treatments\"",
    "tx add --source \"Jane Smith\" --amount 4000 --date 2026-11-01 --category \"Design Fee\"",
    "tx add --source \"Home Depot\" --amount 86.40 --date 2026-11-10",
    "budget set Furnishings 9000 --project 東京オフィス",
    "tx add --source 無印良品 --amount 2,300 --date 2026-11-03 --category Furnishings"
      + " --project 東京オフィス",
    "budget pin Furnishings --project 東京オフィス",
  ]
}
