/// How a command's result is written: for people (`text`) or for other programs.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json, jsonl, csv, tsv

  /// Every format's name, for help, validation and completion.
  public static let allNames = allCases.map(\.rawValue)
}
