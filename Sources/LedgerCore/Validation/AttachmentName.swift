import TextOutput

/// An attached file's name as it is kept and offered again: a bare file name.
///
/// A stored name comes from outside (a file attached, an archive imported) and is later
/// shown on a terminal and offered as the name to save a copy under. Kept bare, it cannot
/// lead anywhere but the current folder: no `/` or `\`, no `~`, no `..`, no leading dot,
/// no control or bidirectional-control character.
public enum AttachmentName {
  /// The name used when nothing of a given name is left.
  public static let fallback = "attachment"

  /// `name` reduced to a bare file name: its last `/`-separated part, without control or
  /// bidirectional controls, `~` or `\`, with runs of dots made one and leading dots and
  /// spaces dropped; `fallback` when nothing is left.
  public static func bare(_ name: String) -> String {
    let lastPart = name.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    var scalars = String.UnicodeScalarView()
    for scalar in lastPart.unicodeScalars {
      if EntityName.isControl(scalar) || scalar == "~" || scalar == "\\" { continue }
      // `..` becomes `.`: no part of a kept name climbs a folder.
      if scalar == ".", scalars.last == "." { continue }
      scalars.append(scalar)
    }
    let kept = String(scalars).drop { $0 == "." || $0 == " " }
    let trimmed = String(kept).trimmingSpaces()
    return trimmed.isEmpty ? fallback : trimmed
  }

  /// Whether `name` is already bare, as `bare(_:)` would keep it.
  public static func isBare(_ name: String) -> Bool {
    bare(name) == name
  }
}
