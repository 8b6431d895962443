/// The bits of English grammar messages need: "an item", "1 project", "2 categories".
public enum English {
  /// `noun` after "a" or "an", by its first letter: "an item", "a project".
  public static func withArticle(_ noun: String) -> String {
    let vowel = noun.first.map { "aeiouAEIOU".contains($0) } ?? false
    return (vowel ? "an " : "a ") + noun
  }

  /// The plural of a ledger noun: "categories", "boxes", "items".
  public static func plural(_ noun: String) -> String {
    if noun.hasSuffix("y") { return noun.dropLast() + "ies" }
    if noun.hasSuffix("s") || noun.hasSuffix("x") { return noun + "es" }
    return noun + "s"
  }

  /// `number` and `noun`, plural unless it is 1: "1 project", "0 items".
  public static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(number == 1 ? noun : plural(noun))"
  }
}
